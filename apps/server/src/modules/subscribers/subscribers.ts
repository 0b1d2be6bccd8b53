import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { contactMessages, currentLanguage, pathInLanguage, subscriptionEmailTexts, subscriptionLinks } from "@shop/contract";
import { stringify } from "csv-stringify";
import { and, asc, eq, gt, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { subscribers } from "../../db/schema";
import { AppError } from "../../errors";
import { composeEmail } from "../mail/compose";
import { enqueueEmailTo } from "../mail/outbox";

/** How long a confirmation link works. */
export const CONFIRM_LINK_VALID_MS = 7 * 24 * 60 * 60 * 1000;
/** A pending address asked again within this time gets no second email: nobody mail-bombs an inbox through our form. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

const newToken = () => randomBytes(32).toString("base64url");
const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

const badLink = () => new AppError("not_found", contactMessages.badLink);

/**
 * Issue 38: written in the language of the moment: the address's account's, else the page's the
 * visitor subscribed on (the request's), its links to that language's pages.
 */
function confirmationEmail(config: Config, confirmToken: string, unsubscribeToken: string) {
  const link = (path: string, token: string) => `${config.publicUrl}${pathInLanguage(path, currentLanguage())}?token=${encodeURIComponent(token)}`;
  return composeEmail({
    subject: subscriptionEmailTexts.subject(config.shop.name),
    greeting: subscriptionEmailTexts.greeting,
    paragraphs: [
      subscriptionEmailTexts.asked(config.shop.name),
      subscriptionEmailTexts.confirm,
      subscriptionEmailTexts.unsubscribe(link(subscriptionLinks.unsubscribe, unsubscribeToken)),
    ],
    action: { label: subscriptionEmailTexts.action, url: link(subscriptionLinks.confirm, confirmToken) },
    signature: [config.shop.name, config.shop.address],
  });
}

/**
 * The footer's Subscribe: a new address is stored pending and mailed a confirmation link; a
 * pending one is mailed a fresh link (at most every RESEND_AFTER_MS); a confirmed one is left
 * alone. The caller answers the same in every case, so the form tells nobody who subscribed.
 */
export async function requestSubscription(db: Db, config: Config, email: string, now = new Date()): Promise<void> {
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subscribers)
      .values({ email, confirmTokenHash: hashToken(confirmToken), unsubscribeTokenHash: hashToken(unsubscribeToken), confirmSentAt: now })
      .onConflictDoNothing({ target: subscribers.email })
      .returning({ id: subscribers.id });
    let subscriberId = created?.id;
    if (!subscriberId) {
      // Pending and not mailed lately: a fresh pair of links (the old ones stop working).
      const [renewed] = await tx
        .update(subscribers)
        .set({ confirmTokenHash: hashToken(confirmToken), unsubscribeTokenHash: hashToken(unsubscribeToken), confirmSentAt: now })
        .where(and(eq(subscribers.email, email), eq(subscribers.status, "pending"), lt(subscribers.confirmSentAt, new Date(now.getTime() - RESEND_AFTER_MS))))
        .returning({ id: subscribers.id });
      subscriberId = renewed?.id;
    }
    if (!subscriberId) return;
    await enqueueEmailTo(
      tx,
      { eventKey: `subscribe-confirm:${subscriberId}:${hashToken(confirmToken)}`, to: email, secrets: { tokens: [confirmToken, unsubscribeToken], sealWith: config.authSecret } },
      () => confirmationEmail(config, confirmToken, unsubscribeToken),
    );
  });
}

/** The confirmation link: good once, and only within CONFIRM_LINK_VALID_MS of being sent. */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<void> {
  const [confirmed] = await db
    .update(subscribers)
    .set({ status: "confirmed", confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hashToken(token)),
        eq(subscribers.status, "pending"),
        gt(subscribers.confirmSentAt, new Date(now.getTime() - CONFIRM_LINK_VALID_MS)),
      ),
    )
    .returning({ id: subscribers.id });
  if (!confirmed) throw badLink();
}

/** The unsubscribe link: forgets the address altogether. */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const deleted = await db.delete(subscribers).where(eq(subscribers.unsubscribeTokenHash, hashToken(token))).returning({ id: subscribers.id });
  if (deleted.length === 0) throw badLink();
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first)
 * is prefixed with a quote, so opening the export never executes what a subscriber typed.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const EXPORT_BATCH = 1000;

/** Confirmed subscribers, oldest confirmation first, read in keyset batches so memory stays flat. */
async function* confirmedRows(db: Db): AsyncGenerator<[string, string]> {
  let after: { confirmedAt: Date; id: string } | undefined;
  for (;;) {
    const confirmedAt = subscribers.confirmedAt;
    const batch = await db
      .select({ id: subscribers.id, email: subscribers.email, confirmedAt: subscribers.confirmedAt })
      .from(subscribers)
      .where(
        and(
          eq(subscribers.status, "confirmed"),
          isNotNull(confirmedAt),
          after ? or(gt(confirmedAt, after.confirmedAt), and(eq(confirmedAt, after.confirmedAt), gt(subscribers.id, after.id))) : sql`true`,
        ),
      )
      .orderBy(asc(confirmedAt), asc(subscribers.id))
      .limit(EXPORT_BATCH);
    for (const row of batch) {
      if (row.confirmedAt) yield [neutralizeFormula(row.email), row.confirmedAt.toISOString()];
    }
    const last = batch.at(-1);
    if (batch.length < EXPORT_BATCH || !last?.confirmedAt) return;
    after = { confirmedAt: last.confirmedAt, id: last.id };
  }
}

/** `GET /api/subscribers/export.csv`: a CSV stream with a header row. */
export function exportSubscribersCsv(db: Db): Readable {
  return Readable.from(confirmedRows(db)).pipe(stringify({ header: true, columns: ["email", "confirmed_at"], quoted: true, quoted_empty: true }));
}
