import { z } from "zod";
import { formEmail, requiredText } from "./fields";
import { words } from "./i18n";
import { contactFormLabels } from "./contact-page-texts";

/** `GET /api/shop` (public): the seller as configured (SHOP_*), for the Contact page. */
export const shopInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  vatId: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Issue 21: the shop's currency (ISO 4217), for a page the server did not render (decision 025). */
  currency: z.string().optional(),
  /** Issue 26: the shop's time zone (IANA), in which the pages write its deadlines, likewise. */
  timeZone: z.string().optional(),
  /** Issue 38: the office keeps Latin digits on Bangla pages (its shop settings), likewise. */
  latinDigits: z.boolean().optional(),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;


/** The Contact page's form and the body of `POST /api/contact`. */
export const contactFormSchema = z.object({
  name: requiredText(contactFormLabels.name, CONTACT_NAME_MAX_LENGTH),
  email: formEmail(),
  message: requiredText(contactFormLabels.message, CONTACT_MESSAGE_MAX_LENGTH, { multiline: true }),
});
export type ContactForm = z.input<typeof contactFormSchema>;
export type ContactMessage = z.output<typeof contactFormSchema>;

export const contactResponseSchema = z.object({ accepted: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** The footer's newsletter form and `POST /api/subscribers`. */
export const subscribeBodySchema = z.object({ email: formEmail() });
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

/** A link's token: 32 random bytes, base64url. */
export const subscriptionTokenBodySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "is not a valid link token") });

export const subscriptionAnswerSchema = z.object({ message: z.string() });
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

/** Not in the spec (its subscribe form did nothing): the words of the contact and newsletter flows. */
export const contactMessages = words("contactMessages", {
  sent: "Thank you! Your message reached our office; we will answer by email.",
  /** The same whether or not the address was subscribed already: the answer tells nobody who is on the list. */
  subscribeRequested: "Almost done: check your inbox and follow the link to confirm your subscription.",
  confirmed: "Your subscription is confirmed. Thank you!",
  unsubscribed: "You are unsubscribed; we will not email you again.",
  badLink: "This link is invalid, has expired or was already used.",
  unavailable: "The office cannot receive messages right now; please call or email us instead.",
} as const);

/** The web pages the emailed links open; they post the token. */
export const subscriptionLinks = words("subscriptionLinks", {
  confirm: "/subscribe/confirm",
  unsubscribe: "/subscribe/unsubscribe",
} as const);
