import {
  INVITATION_DAYS,
  PASSWORD_RESET_TTL_MINUTES,
  VERIFY_EMAIL_TTL_HOURS,
  VERIFY_THEN_ORDER,
  companyRoleNames,
  contactEmailTexts,
  formatCents,
  invitationEmailTexts,
  localDigits,
  passwordResetEmailTexts,
  quoteEmailTexts,
  quoteSchema,
  sessionResponseSchema,
  subscriptionEmailTexts,
  verifyEmailTexts,
  type Language,
} from "@shop/contract";
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, quotes, subscribers } from "../src/db/schema";
import { enqueueQuoteReminderEmail } from "../src/modules/quotes/emails";
import { createTestApp, latestOutboxText, linkToken, signInAdmin, signUp, TEST_ADMIN_ENV, uniqueEmail, type SignedIn, type TestApp } from "./app";
import { inBangla } from "@shop/contract/testing";
import { newCompany } from "./companies";
import { seedDrill } from "./fixtures";

/**
 * Issue 38: the emails about accounts, invitations, quotes, the newsletter and the Contact page
 * are written in their reader's language: an account's own; for an address without one, the
 * language of the page that caused the email (the request's); for the office, its own account's,
 * else its first admin's. Their links lead to the pages in that language. The English is as
 * before, word for word.
 */

const SHOP = "Field & Forge";
const OFFICE = "office@fieldforge.example";
const SITE = "https://shop.example.com";

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ env: { ...TEST_ADMIN_ENV, SHOP_NAME: SHOP, SHOP_EMAIL: OFFICE, PUBLIC_URL: SITE } });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const page = (language: Language) => ({ "accept-language": language });

/** The newest queued email to `to` of an event (subject as stored, text with its links as they will be sent). */
async function mailTo(to: string, eventPrefix: string): Promise<{ subject: string; text: string }> {
  const [row] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to.toLowerCase()), like(emailOutbox.eventKey, `${eventPrefix}%`)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${eventPrefix} email to ${to}`);
  return { subject: row.subject, text: (await latestOutboxText(t.database, to, eventPrefix)) ?? "" };
}

const setLanguage = async (who: SignedIn, language: Language) => {
  const response = await t.app.inject({ method: "PATCH", url: "/api/me/language", headers: who.auth, payload: { language } });
  expect(response.statusCode, response.body).toBeLessThan(300);
};

const signUpOn = async (language: Language | undefined, email = uniqueEmail("lang")) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up",
    headers: language ? page(language) : {},
    payload: { name: "Rahim Farmer", email, password: "secret-pass" },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, language: sessionResponseSchema.parse(response.json()).user.language };
};

describe("account emails", () => {
  it("a sign-up on a Bangla page makes a Bangla account, whose verification email is Bangla with a /bn link; an English sign-up's is as before", async () => {
    const bangla = await signUpOn("bn");
    expect(bangla.language).toBe("bn");
    const mail = await mailTo(bangla.email, "verify-email:");
    expect(mail.subject).toBe(inBangla(() => verifyEmailTexts.subject(SHOP)));
    expect(mail.text).toContain(inBangla(() => verifyEmailTexts.confirm(bangla.email)));
    expect(mail.text).toContain(`${localDigits(String(VERIFY_EMAIL_TTL_HOURS), "bn")} ঘণ্টা`);
    expect(mail.text).toContain(inBangla(() => verifyEmailTexts.action));
    // The link opens the Bangla page, and works.
    const token = linkToken(mail.text, "/bn/verify-email");
    expect((await t.app.inject({ method: "POST", url: "/api/auth/verify-email", headers: page("bn"), payload: { token } })).statusCode).toBe(200);

    const english = await signUpOn(undefined);
    expect(english.language).toBe("en");
    const englishMail = await mailTo(english.email, "verify-email:");
    expect(englishMail.subject).toBe(`Verify your email address for ${SHOP}`);
    expect(englishMail.text).toContain(`Hello Rahim Farmer,`);
    expect(englishMail.text).toContain(`Please confirm that ${english.email} is your email address. ${VERIFY_THEN_ORDER}`);
    expect(englishMail.text).toContain(`The link works for ${VERIFY_EMAIL_TTL_HOURS} hours. If you did not create an account, ignore this email.`);
    expect(englishMail.text).toContain(`${SITE}/verify-email?token=`);
    expect(englishMail.text).not.toContain("/bn/");
  });

  it("a new account's lang cookie outweighs its page's language", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      headers: { ...page("bn"), cookie: "lang=en" },
      payload: { name: "Karim Farmer", email: uniqueEmail("cookie"), password: "secret-pass" },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(sessionResponseSchema.parse(response.json()).user.language).toBe("en");
  });

  it("writes a password reset in the account's language, whatever the language of the page that asked for it", async () => {
    const bangla = await signUpOn("bn");
    const asked = await t.app.inject({ method: "POST", url: "/api/auth/password-reset/request", headers: page("en"), payload: { email: bangla.email } });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const mail = await mailTo(bangla.email, "password-reset:");
    expect(mail.subject).toBe(inBangla(() => passwordResetEmailTexts.subject(SHOP)));
    expect(mail.text).toContain(inBangla(() => passwordResetEmailTexts.asked));
    expect(mail.text).toContain(`${localDigits(String(PASSWORD_RESET_TTL_MINUTES), "bn")} মিনিট`);
    linkToken(mail.text, "/bn/reset-password");

    const english = await signUpOn(undefined);
    await t.app.inject({ method: "POST", url: "/api/auth/password-reset/request", headers: page("bn"), payload: { email: english.email } });
    const englishMail = await mailTo(english.email, "password-reset:");
    expect(englishMail.subject).toBe(`Reset your ${SHOP} password`);
    expect(englishMail.text).toContain("Someone, hopefully you, asked to reset the password of your account. Choose a new password with the link below.");
    expect(englishMail.text).toContain(`The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`);
    expect(englishMail.text).toContain(`${SITE}/reset-password?token=`);
    expect(englishMail.text).not.toContain("/bn/");
  });
});

describe("a company's invitation", () => {
  const invite = (who: SignedIn, companyId: string, email: string, language: Language) =>
    t.app.inject({ method: "POST", url: `/api/companies/${companyId}/invitations`, headers: { ...who.auth, ...page(language) }, payload: { email, role: "buyer" } });

  it("reaches an address without an account in the language of the inviter's page, and one with an account in that account's", async () => {
    const { company, admin: inviter } = await newCompany(t);

    const stranger = uniqueEmail("stranger");
    expect((await invite(inviter, company._id, stranger, "bn")).statusCode).toBe(201);
    const mail = await mailTo(stranger, "company-invitation:");
    expect(mail.subject).toBe(inBangla(() => invitationEmailTexts.subject(SHOP)));
    expect(mail.text).toContain(inBangla(() => invitationEmailTexts.invited(SHOP, companyRoleNames.buyer)));
    expect(mail.text).toContain(inBangla(() => companyRoleNames.buyer));
    expect(mail.text).toContain(`${localDigits(String(INVITATION_DAYS), "bn")} দিন`);
    linkToken(mail.text, "/bn/invitations/accept");

    const englishStranger = uniqueEmail("stranger");
    expect((await invite(inviter, company._id, englishStranger, "en")).statusCode).toBe(201);
    const english = await mailTo(englishStranger, "company-invitation:");
    expect(english.subject).toBe(`Invitation to a company account on ${SHOP}`);
    expect(english.text).toContain(`A member of a company account on ${SHOP} invited this email address to join their company, as Buyer.`);
    expect(english.text).toContain(`To accept, sign up or sign in with this email address, ${englishStranger}, then open the link below. It works once, for ${INVITATION_DAYS} days.`);
    expect(english.text).toContain(`${SITE}/invitations/accept?token=`);
    expect(english.text).not.toContain("/bn/");

    // An address whose account reads Bangla, invited from an English page.
    const account = await signUpOn("bn");
    expect((await invite(inviter, company._id, account.email, "en")).statusCode).toBe(201);
    expect((await mailTo(account.email, "company-invitation:")).subject).toBe(inBangla(() => invitationEmailTexts.subject(SHOP)));
  });
});

describe("the newsletter's confirmation", () => {
  it("is written in the language of the page the visitor subscribed on, its links to that language's pages", async () => {
    const email = uniqueEmail("reader");
    expect((await t.app.inject({ method: "POST", url: "/api/subscribers", headers: page("bn"), payload: { email } })).statusCode).toBeLessThan(300);
    const mail = await mailTo(email, "subscribe-confirm:");
    expect(mail.subject).toBe(inBangla(() => subscriptionEmailTexts.subject(SHOP)));
    expect(mail.text).toContain(inBangla(() => subscriptionEmailTexts.confirm));
    linkToken(mail.text, "/bn/subscribe/unsubscribe");
    const token = linkToken(mail.text, "/bn/subscribe/confirm");
    expect((await t.app.inject({ method: "POST", url: "/api/subscribers/confirm", payload: { token } })).statusCode).toBeLessThan(300);
    const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(row?.status).toBe("confirmed");

    const englishEmail = uniqueEmail("reader");
    await t.app.inject({ method: "POST", url: "/api/subscribers", headers: page("en"), payload: { email: englishEmail } });
    const english = await mailTo(englishEmail, "subscribe-confirm:");
    expect(english.subject).toBe(`Confirm your subscription to ${SHOP}`);
    expect(english.text).toContain(`Someone, hopefully you, asked to receive the newsletter of ${SHOP} at this address.`);
    expect(english.text).toContain(`Changed your mind later? This link unsubscribes you at any time: ${SITE}/subscribe/unsubscribe?token=`);
    expect(english.text).toContain(`${SITE}/subscribe/confirm?token=`);
    expect(english.text).not.toContain("/bn/");
  });
});

describe("the office's emails", () => {
  const message = { name: "Ada Farmer", email: "ada@example.com", message: "Do you ship sickles to Nepal?" };
  const contact = (language: Language) => t.app.inject({ method: "POST", url: "/api/contact", headers: page(language), payload: message });

  it("are in the office's language (its first admin's, for a shop mailbox without an account), not the visitor's page's", async () => {
    expect((await contact("bn")).statusCode).toBe(202);
    const english = await mailTo(OFFICE, "contact-message:");
    expect(english.subject).toBe("Contact form: Ada Farmer <ada@example.com>");
    expect(english.text).toContain(`A message from the Contact page of ${SHOP}:`);
    expect(english.text).toContain("Reply to Ada Farmer");

    await setLanguage(admin, "bn");
    try {
      expect((await contact("en")).statusCode).toBe(202);
      const bangla = await mailTo(OFFICE, "contact-message:");
      expect(bangla.subject).toBe(inBangla(() => contactEmailTexts.subject(message.name, message.email)));
      expect(bangla.text).toContain(inBangla(() => contactEmailTexts.greeting(SHOP)));
      expect(bangla.text).toContain("Do you ship sickles to Nepal?");
    } finally {
      await setLanguage(admin, "en");
    }
  });
});

describe("quote emails", () => {
  const request = async (who: SignedIn, language: Language) => {
    const response = await t.app.inject({ method: "POST", url: "/api/quotes", headers: { ...who.auth, ...page(language) }, payload: { productId: await seedDrill(t, 100), quantity: 50 } });
    expect(response.statusCode, response.body).toBe(201);
    return quoteSchema.parse(response.json());
  };
  const validUntil = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const offer = async (quoteId: string, until: string) => {
    const response = await t.app.inject({ method: "POST", url: `/api/quotes/${quoteId}/answer`, headers: { ...admin.auth, ...page("en") }, payload: { action: "offer", unitPrice: "17.50", validUntil: until } });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("tell a Bangla buyer of the offer and its end in Bangla (Bengali digits, /bn link), and the office of the request in its own language", async () => {
    const buyer = await signUp(t.app);
    await setLanguage(buyer, "bn");
    const quote = await request(buyer, "bn");

    // The office reads English, though the buyer asked from a Bangla page.
    const asked = await mailTo(OFFICE, `quote-requested:${quote._id}`);
    expect(asked.subject).toBe(`Quote requested: 50 × ${quote.product} — ${SHOP}`);
    expect(asked.text).toContain(`${buyer.email} asks for 50 × ${quote.product} (list price ${formatCents(2_000)} each).`);
    expect(asked.text).toContain(`${SITE}/dashboard/quotes/${quote._id}`);

    const until = validUntil();
    await offer(quote._id, until);
    const offered = await mailTo(buyer.email, `quote-offered:${quote._id}`);
    expect(offered.subject).toBe(inBangla(() => quoteEmailTexts.offeredSubject(quote.product, SHOP)));
    const what = inBangla(() => quoteEmailTexts.whatTool(50, quote.product));
    expect(what).toContain("৫০");
    expect(offered.text).toContain(inBangla(() => quoteEmailTexts.offeredEach(what, formatCents(1_750), formatCents(87_500))));
    expect(offered.text).toContain(inBangla(() => quoteEmailTexts.holds(localDigits(until, "bn"))));
    expect(offered.text).toContain(localDigits(until, "bn"));
    expect(offered.text).toContain(`${SITE}/bn/dashboard/quotes/${quote._id}`);

    // The reminder, sent by a sweep outside any request, is in the buyer's language too.
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote._id));
    if (!row) throw new Error("no quote row");
    expect(await enqueueQuoteReminderEmail(t.database.db, t.config, row)).toBe(true);
    const reminder = await mailTo(buyer.email, `quote-reminder:${quote._id}`);
    expect(reminder.subject).toBe(inBangla(() => quoteEmailTexts.reminderSubject(quote.product, localDigits(until, "bn"), SHOP)));
    expect(reminder.text).toContain(`${SITE}/bn/dashboard/quotes/${quote._id}`);
  });

  it("tell an English buyer as before, though the office answered from a Bangla page", async () => {
    const buyer = await signUp(t.app);
    const quote = await request(buyer, "en");
    const until = validUntil();
    const response = await t.app.inject({ method: "POST", url: `/api/quotes/${quote._id}/answer`, headers: { ...admin.auth, ...page("bn") }, payload: { action: "offer", unitPrice: "17.50", validUntil: until } });
    expect(response.statusCode, response.body).toBe(200);
    const offered = await mailTo(buyer.email, `quote-offered:${quote._id}`);
    expect(offered.subject).toBe(`Your quote for ${quote.product} — ${SHOP}`);
    expect(offered.text).toContain(`We can offer 50 × ${quote.product} at ${formatCents(1_750)} each (${formatCents(87_500)} in all).`);
    expect(offered.text).toContain(`The offer holds until ${until} (end of day, UTC). Accept it on your quote page to place the order.`);
    expect(offered.text).toContain(`${SITE}/dashboard/quotes/${quote._id}`);
    expect(offered.text).not.toContain("/bn/");
  });
});
