import { createHash, randomBytes } from "node:crypto";
import { PASSWORD_RESET_TTL_MINUTES, VERIFY_EMAIL_TTL_HOURS, accountMessages, currentLanguage, passwordResetEmailTexts, pathInLanguage, verifyEmailTexts, webRoutes } from "@shop/contract";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../auth/password";
import { revokeSessions } from "../../auth/sessions";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { accountTokens, users } from "../../db/schema";
import { AppError, badRequest, notFound, tooManyRequests } from "../../errors";
import { composeEmail } from "../mail/compose";
import { enqueueEmailTo } from "../mail/outbox";
import type { UserRow } from "../users/users";
import { forfeitUnprovenLeftovers, type Forfeited } from "./takeover";

type Purpose = (typeof accountTokens.$inferSelect)["purpose"];
type MailConfig = Pick<Config, "publicUrl" | "shop" | "authSecret">;

const TTL_MS: Record<Purpose, number> = {
  verify_email: VERIFY_EMAIL_TTL_HOURS * 60 * 60_000,
  password_reset: PASSWORD_RESET_TTL_MINUTES * 60_000,
};
/** One new link per account and purpose per minute: nobody floods an inbox through us. */
const RESEND_AFTER_MS = 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A new single-use link token; only its hash is stored. Earlier unused links of that purpose stop working. */
async function issueToken(tx: Db | Tx, userId: string, purpose: Purpose, now: Date): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString("base64url");
  await retireTokens(tx, userId, purpose, now);
  const [row] = await tx
    .insert(accountTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TTL_MS[purpose]) })
    .returning({ id: accountTokens.id });
  if (!row) throw new Error("insert returned no row");
  return { id: row.id, token };
}

async function retireTokens(tx: Db | Tx, userId: string, purpose: Purpose, now: Date): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** Uses a link: atomically, so two clicks at once succeed once. Answers the account's id, or undefined. */
async function consumeToken(tx: Db | Tx, token: string, purpose: Purpose, now: Date): Promise<string | undefined> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

async function lastIssuedAt(db: Db | Tx, userId: string, purpose: Purpose): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.createdAt;
}

const signature = (config: MailConfig) => [config.shop.name, config.shop.address].filter(Boolean);
/** A link of the email, to the page in the language the email is written in (its reader's: /bn for Bangla). */
const linkTo = (config: MailConfig, path: string, token: string) => `${config.publicUrl}${pathInLanguage(path, currentLanguage())}?${new URLSearchParams({ token }).toString()}`;

/** Queues the "verify your address" email with a fresh link, in the caller's transaction. */
export async function queueVerificationEmail(tx: Db | Tx, config: MailConfig, user: Pick<UserRow, "id" | "email" | "name">, now = new Date()): Promise<void> {
  const { id, token } = await issueToken(tx, user.id, "verify_email", now);
  await enqueueEmailTo(tx, { eventKey: `verify-email:${id}`, to: user.email, secrets: { tokens: [token], sealWith: config.authSecret } }, () =>
    composeEmail({
      subject: verifyEmailTexts.subject(config.shop.name),
      greeting: verifyEmailTexts.greeting(user.name),
      paragraphs: [verifyEmailTexts.confirm(user.email), verifyEmailTexts.validity(VERIFY_EMAIL_TTL_HOURS)],
      action: { label: verifyEmailTexts.action, url: linkTo(config, webRoutes.verifyEmail, token) },
      signature: signature(config),
    }),
  );
}

/** "Resend verification email": a new link, at most one a minute. */
export async function resendVerification(db: Db, config: MailConfig, userId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    // The account row is locked so two clicks at once do not both pass the one-a-minute check.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw notFound("Account");
    if (user.emailVerified) throw new AppError("conflict", accountMessages.alreadyVerified);
    const last = await lastIssuedAt(tx, user.id, "verify_email");
    if (last && now.getTime() - last.getTime() < RESEND_AFTER_MS) throw tooManyRequests(accountMessages.tooSoon);
    await queueVerificationEmail(tx, config, user, now);
  });
}

/** The emailed link: marks the address verified. An unknown, used or expired link answers 400. */
export async function verifyEmail(db: Db, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, "verify_email", now);
    if (!userId) throw badRequest(accountMessages.linkInvalid);
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  });
}

/**
 * Forgotten password. Known and unknown addresses answer the same (the route says the same
 * words either way); a known one gets a link, at most one a minute.
 */
export async function requestPasswordReset(db: Db, config: MailConfig, email: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email.toLowerCase())).for("update");
    if (!user) return;
    const last = await lastIssuedAt(tx, user.id, "password_reset");
    if (last && now.getTime() - last.getTime() < RESEND_AFTER_MS) return;
    const { id, token } = await issueToken(tx, user.id, "password_reset", now);
    await enqueueEmailTo(tx, { eventKey: `password-reset:${id}`, to: user.email, secrets: { tokens: [token], sealWith: config.authSecret } }, () =>
      composeEmail({
        subject: passwordResetEmailTexts.subject(config.shop.name),
        greeting: passwordResetEmailTexts.greeting(user.name),
        paragraphs: [passwordResetEmailTexts.asked, passwordResetEmailTexts.validity(PASSWORD_RESET_TTL_MINUTES)],
        action: { label: passwordResetEmailTexts.action, url: linkTo(config, webRoutes.resetPassword, token) },
        signature: signature(config),
      }),
    );
  });
}

/**
 * The reset link's form: sets the password, ends every session of the account (whoever knew
 * the old password is out) and, since the link came by email, counts the address as verified.
 * On an account whose address nobody had proved, that registrant may have been anyone: what
 * they set up goes too (takeover.ts), and is answered so the caller can refresh the catalogue.
 */
export async function confirmPasswordReset(db: Db, token: string, password: string, now = new Date()): Promise<Forfeited | undefined> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, "password_reset", now);
    if (!userId) throw badRequest(accountMessages.linkInvalid);
    const [before] = await tx.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId)).for("update");
    await tx.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, userId));
    await retireTokens(tx, userId, "password_reset", now);
    await revokeSessions(tx, userId);
    return before?.emailVerified ? undefined : forfeitUnprovenLeftovers(tx, userId);
  });
}

/**
 * My profile's password change: the current password is required (a borrowed session alone
 * must not take the account over); every other session of the account ends.
 * Answers false when the current password is wrong, and changes nothing then.
 */
export async function changePassword(db: Db, caller: { userId: string; sessionId: string }, current: string, next: string): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.id, caller.userId)).limit(1);
  if (!user?.passwordHash || !(await verifyPassword(current, user.passwordHash))) return false;
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, caller.userId));
    // Only a proven owner's change retires the reset links: on an unproven account the links
    // are the mailbox owner's way to take it back, which its registrant must not be able to stop.
    if (user.emailVerified) await retireTokens(tx, caller.userId, "password_reset", new Date());
    await revokeSessions(tx, caller.userId, { except: caller.sessionId });
  });
  return true;
}
