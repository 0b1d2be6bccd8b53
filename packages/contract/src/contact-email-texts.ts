import { words } from "./i18n";

/*
 * Issue 38: the words of the newsletter's confirmation email and of the Contact page's message
 * to the office, written in their reader's language. The English is what these emails said
 * before they had a catalogue, word for word.
 */

/** The footer's Subscribe: the email that asks to confirm the address. */
export const subscriptionEmailTexts = words("subscriptionEmailTexts", {
  subject: (shop: string) => `Confirm your subscription to ${shop}`,
  greeting: "Hello,",
  asked: (shop: string) => `Someone, hopefully you, asked to receive the newsletter of ${shop} at this address.`,
  confirm: "Follow the link below to confirm. If it was not you, ignore this email: without the confirmation we will not write again.",
  unsubscribe: (link: string) => `Changed your mind later? This link unsubscribes you at any time: ${link}`,
  action: "Confirm my subscription",
} as const);

/** The Contact page's message as the office receives it; the sender's address leads, for a reply by hand. */
export const contactEmailTexts = words("contactEmailTexts", {
  subject: (name: string, email: string) => `Contact form: ${name} <${email}>`,
  greeting: (shop: string) => `A message from the Contact page of ${shop}:`,
  from: (name: string, email: string) => `From: ${name} <${email}>`,
  reply: (name: string) => `Reply to ${name}`,
} as const);
