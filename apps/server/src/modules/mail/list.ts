import type { EmailDetail, EmailSummary } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { cheapTotal, inTimeOrder, type ListAnswer, type Page, paginate } from "../../lib/paging";
import { redactedForDisplay } from "./secrets";

type OutboxRow = typeof emailOutbox.$inferSelect;

const toSummary = (row: OutboxRow, devMailbox: boolean): EmailSummary => ({
  _id: row.id,
  to: row.toAddress,
  subject: redactedForDisplay(row.subject, devMailbox),
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  lastError: row.lastError,
});

/** The Sent Emails page: newest first, read through email_outbox_created_at_id_idx. */
export async function listEmails(db: Db, devMailbox: boolean, page?: Page): Promise<ListAnswer<EmailSummary>> {
  const answer = await paginate(
    (newestFirst) => db.select().from(emailOutbox).orderBy(...inTimeOrder(newestFirst, emailOutbox.createdAt, emailOutbox.id)).$dynamic(),
    "newest-first",
    () => cheapTotal(db, () => db.select({ id: emailOutbox.id }).from(emailOutbox).$dynamic()),
    page,
  );
  return { ...answer, items: answer.items.map((row) => toSummary(row, devMailbox)) };
}

/**
 * Admins read what was said, never a link that works: another admin's reset link would be theirs
 * to use. Only the development mailbox (config.mail.devMailbox, decision 031) shows the links its
 * emails were delivered with, so that a shop without SMTP can verify its sign-ups.
 */
export async function findEmail(db: Db, devMailbox: boolean, id: string): Promise<EmailDetail | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row && { ...toSummary(row, devMailbox), eventKey: row.eventKey, text: redactedForDisplay(row.textBody, devMailbox), devMailbox };
}
