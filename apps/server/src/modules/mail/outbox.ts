import type { Db, Tx } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { ComposedEmail } from "./compose";
import { redactSecrets, sealBinding, sealSecrets } from "./secrets";
import { notifyEmailQueued } from "./worker";

export interface OutgoingEmail extends ComposedEmail {
  /**
   * What happened, unique per email: `order-placed:<order id>`, `password-reset:<token id>`.
   * A second enqueue with the same key is ignored, so an event retried never mails twice.
   */
  eventKey: string;
  to: string;
  /**
   * Single-use link tokens the email carries (base64url). The stored subject and bodies hold a
   * `[redacted:n]` slot for each; the tokens are kept sealed with a key from `sealWith`
   * (AUTH_SECRET) until the worker sends the email, then dropped.
   */
  secrets?: { tokens: readonly string[]; sealWith: string } | undefined;
}

/**
 * Queues an email in the caller's transaction: it is sent (by the mail worker) only if the
 * event it tells of commits, and it is not lost if the process dies before sending.
 * Answers whether this call queued it (false: that event had queued it already).
 */
export async function enqueueEmail(db: Db | Tx, email: OutgoingEmail): Promise<boolean> {
  const { secrets } = email;
  const stored = secrets && secrets.tokens.length > 0 ? redactSecrets(email, secrets.tokens) : email;
  const sealedSecrets =
    secrets && secrets.tokens.length > 0 ? sealSecrets(secrets.sealWith, secrets.tokens, sealBinding(email.eventKey, email.to)) : null;
  const queued = await db
    .insert(emailOutbox)
    .values({ eventKey: email.eventKey, toAddress: email.to, subject: stored.subject, textBody: stored.text, htmlBody: stored.html, sealedSecrets })
    .onConflictDoNothing({ target: emailOutbox.eventKey })
    .returning({ id: emailOutbox.id });
  if (queued.length > 0) notifyEmailQueued();
  return queued.length > 0;
}
