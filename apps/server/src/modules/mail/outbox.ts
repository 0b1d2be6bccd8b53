import type { Db, Tx } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { ComposedEmail } from "./compose";
import { notifyEmailQueued } from "./worker";

export interface OutgoingEmail extends ComposedEmail {
  /**
   * What happened, unique per email: `order-placed:<order id>`, `password-reset:<token id>`.
   * A second enqueue with the same key is ignored, so an event retried never mails twice.
   */
  eventKey: string;
  to: string;
}

/**
 * Queues an email in the caller's transaction: it is sent (by the mail worker) only if the
 * event it tells of commits, and it is not lost if the process dies before sending.
 * Answers whether this call queued it (false: that event had queued it already).
 */
export async function enqueueEmail(db: Db | Tx, email: OutgoingEmail): Promise<boolean> {
  const queued = await db
    .insert(emailOutbox)
    .values({ eventKey: email.eventKey, toAddress: email.to, subject: email.subject, textBody: email.text, htmlBody: email.html })
    .onConflictDoNothing({ target: emailOutbox.eventKey })
    .returning({ id: emailOutbox.id });
  if (queued.length > 0) notifyEmailQueued();
  return queued.length > 0;
}
