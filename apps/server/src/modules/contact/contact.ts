import { randomUUID } from "node:crypto";
import { contactMessages, type ContactMessage, type ShopInfo } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import { composeEmail } from "../mail/compose";
import { enqueueEmail } from "../mail/outbox";

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
 * Queues the Contact page's message to the office, one email per office address, in one
 * transaction: either every copy is queued or none. The outbox has no Reply-To, so the sender's
 * address leads the subject and the text, where the office's "reply" can pick it up by hand.
 */
export async function sendContactMessage(db: Db, config: Config, message: ContactMessage): Promise<void> {
  const recipients = await officeAddresses(db, config);
  if (recipients.length === 0) throw new AppError("internal", contactMessages.unavailable);
  const id = randomUUID();
  const email = composeEmail({
    subject: `Contact form: ${message.name} <${message.email}>`,
    greeting: `A message from the Contact page of ${config.shop.name}:`,
    paragraphs: [`From: ${message.name} <${message.email}>`, ...message.message.split(/\r?\n\s*\r?\n/)],
    action: { label: `Reply to ${message.name}`, url: `mailto:${encodeURIComponent(message.email)}` },
    signature: [config.shop.name, config.publicUrl],
  });
  await db.transaction(async (tx) => {
    for (const to of recipients) await enqueueEmail(tx, { eventKey: `contact-message:${id}:${to}`, to, ...email });
  });
}
