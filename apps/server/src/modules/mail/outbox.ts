import type { Language } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { emailOutbox, users } from "../../db/schema";
import { inLanguage } from "../../lib/language";
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

/**
 * Issue 38: the language an email to `to` is written in: its account's, when the address has one
 * (stored lower-cased, as the users module keeps it); otherwise (a subscriber, the office's own
 * addresses, a stranger) undefined, and the email is written in the language of the work under way.
 */
export async function recipientLanguage(db: Db | Tx, to: string): Promise<Language | undefined> {
  const [account] = await db.select({ language: users.language }).from(users).where(eq(users.email, to.toLowerCase())).limit(1);
  return account?.language;
}

/**
 * `enqueueEmail`, with the email composed in its recipient's language (`recipientLanguage`):
 * `compose` runs with the contract's words, amounts and dates in that language.
 */
export async function enqueueEmailTo(db: Db | Tx, email: Omit<OutgoingEmail, keyof ComposedEmail>, compose: () => ComposedEmail): Promise<boolean> {
  const language = await recipientLanguage(db, email.to);
  const composed = language ? inLanguage(language, compose) : compose();
  return enqueueEmail(db, { ...email, ...composed });
}
