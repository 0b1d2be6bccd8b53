import { randomUUID } from "node:crypto";
import { contactEmailTexts, contactMessages, type ContactMessage, type Language, type ShopInfo } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import { inLanguage } from "../../lib/language";
import { composeEmail, type ComposedEmail } from "../mail/compose";
import { enqueueEmail, recipientLanguage } from "../mail/outbox";

/** The seller as the Contact page shows it: configuration only, so it is the same on every instance. */
export function shopInfo(config: Config): ShopInfo {
  const { name, address, vatId, phone, email, currency, timeZone } = config.shop;
  return { name, address, vatId: vatId ?? null, phone: phone ?? null, email: email ?? null, currency, timeZone };
}

/** Where contact messages go: SHOP_EMAIL, else every admin (the people who run the shop). */
export async function officeAddresses(db: Db | Tx, config: Pick<Config, "shop">): Promise<string[]> {
  if (config.shop.email) return [config.shop.email];
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, "admin")).orderBy(asc(users.createdAt), asc(users.id)).limit(20);
  return admins.map((admin) => admin.email);
}

/**
 * Issue 38: the language the office reads an email in: the address's own account's, else (SHOP_EMAIL,
 * a mailbox without an account) that of the shop's first admin, who runs it; English without one.
 * Never the language of the request that caused it: a visitor on a Bangla page does not choose it.
 */
export async function officeLanguage(db: Db | Tx, to: string): Promise<Language> {
  const own = await recipientLanguage(db, to);
  if (own) return own;
  const [admin] = await db.select({ language: users.language }).from(users).where(eq(users.role, "admin")).orderBy(asc(users.createdAt), asc(users.id)).limit(1);
  return admin?.language ?? "en";
}

/**
 * One email to each office address (`officeAddresses`), each composed in its reader's language
 * (`officeLanguage`), under an event key per address. `recipients`: the addresses, when the caller
 * read them already.
 */
export async function enqueueOfficeEmails(
  db: Db | Tx,
  config: Pick<Config, "shop">,
  keyOf: (to: string) => string,
  compose: () => ComposedEmail,
  recipients?: readonly string[],
): Promise<void> {
  for (const to of recipients ?? (await officeAddresses(db, config))) {
    await enqueueEmail(db, { eventKey: keyOf(to), to, ...inLanguage(await officeLanguage(db, to), compose) });
  }
}

/**
 * Queues the Contact page's message to the office, one email per office address, in one
 * transaction: either every copy is queued or none. The outbox has no Reply-To, so the sender's
 * address leads the subject and the text, where the office's "reply" can pick it up by hand.
 */
export async function sendContactMessage(db: Db, config: Config, message: ContactMessage): Promise<void> {
  const recipients = await officeAddresses(db, config);
  if (recipients.length === 0) throw new AppError("internal", contactMessages.unavailable);
  const id = randomUUID();
  const compose = () =>
    composeEmail({
      subject: contactEmailTexts.subject(message.name, message.email),
      greeting: contactEmailTexts.greeting(config.shop.name),
      paragraphs: [contactEmailTexts.from(message.name, message.email), ...message.message.split(/\r?\n\s*\r?\n/)],
      action: { label: contactEmailTexts.reply(message.name), url: `mailto:${encodeURIComponent(message.email)}` },
      signature: [config.shop.name, config.publicUrl],
    });
  await db.transaction(async (tx) => {
    await enqueueOfficeEmails(tx, config, (to) => `contact-message:${id}:${to}`, compose, recipients);
  });
}
