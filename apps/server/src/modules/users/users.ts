import type { Language, Role, SessionUser } from "@shop/contract";
import { serverMessages } from "@shop/contract";
import { and, asc, eq } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../auth/password";
import { revokeSessions } from "../../auth/sessions";
import type { Db, Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { companyMembers, users } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { forfeitUnprovenLeftovers, type Forfeited } from "../accounts/takeover";
import { membershipOf, type Membership } from "../companies/access";

export type UserRow = typeof users.$inferSelect;

export function toSessionUser(user: UserRow, membership: Pick<Membership, "companyId" | "companyName" | "role"> | null = null): SessionUser {
  return {
    uid: user.id,
    email: user.email,
    displayName: user.name,
    photoURL: user.photoUrl,
    emailVerified: user.emailVerified,
    role: user.role,
    company: membership ? { _id: membership.companyId, name: membership.companyName, role: membership.role } : null,
    language: user.language,
  };
}

/** Issue 38: the account's language; answers the session's user with it (404 for an account deleted meanwhile). */
export async function setLanguage(db: Db, userId: string, language: Language): Promise<SessionUser> {
  const [user] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  if (!user) throw notFound("Account");
  return sessionUserOf(db, user);
}

/**
 * Issue 38: the language an account reads its documents in; English for no account (an order
 * whose buyer was deleted) so a document never fails for want of a reader.
 */
export async function languageOfUser(db: Db | Tx, userId: string | null): Promise<Language> {
  if (!userId) return "en";
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.language ?? "en";
}

/**
 * Issue 38: the language a company's documents are written in for the office: its first admin's,
 * who speaks for the company and reads what the office sends it; English without one.
 */
export async function languageOfCompany(db: Db | Tx, companyId: string): Promise<Language> {
  const [admin] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "admin")))
    .orderBy(asc(companyMembers.createdAt))
    .limit(1);
  return languageOfUser(db, admin?.userId ?? null);
}

/** The session's user with their company (issue 27), read fresh: a role changed a moment ago shows. */
export async function sessionUserOf(db: Db, user: UserRow): Promise<SessionUser> {
  return toSessionUser(user, await membershipOf(db, user.id));
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function createUser(
  db: Db | Tx,
  input: { name: string; email: string; password: string },
  options: { emailVerified?: boolean; language?: Language | undefined } = {},
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ name: input.name, email: input.email.toLowerCase(), passwordHash, emailVerified: options.emailVerified ?? false, language: options.language ?? "en" })
      .returning();
    if (!user) throw new Error("insert returned no row");
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(serverMessages.accountExists);
    throw error;
  }
}

/** Where a rule that overrides an account says so: Fastify's (pino) logger fits. */
export interface WarningLog {
  warn(details: object, message: string): void;
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: the account exists with this password and the admin role, on
 * every start. An existing account under that email may have been registered by anyone, so
 * its password is replaced and its sessions end before it becomes admin; if nobody had proved
 * its address, what its registrant set up goes too (modules/accounts/takeover.ts). A restart with the
 * same password on an account that already is admin changes nothing (no sessions revoked).
 */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }, log: WarningLog): Promise<void> {
  const email = admin.email.toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  const role: Role = "admin";
  const [created] = await db
    .insert(users)
    .values({ email, name: "Administrator", passwordHash, role, emailVerified: true })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (created) return;
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for("update");
    if (!existing) throw new Error("the admin account vanished while it was being set up");
    const current = existing.role === "admin" && existing.passwordHash !== null && (await verifyPassword(admin.password, existing.passwordHash));
    if (current) return;
    await tx.update(users).set({ passwordHash, role, emailVerified: true }).where(eq(users.id, existing.id));
    const revokedSessions = await revokeSessions(tx, existing.id);
    // The operator vouches for the address: an account nobody had proved it on was a stranger's.
    const forfeited = existing.emailVerified ? undefined : await forfeitUnprovenLeftovers(tx, existing.id);
    log.warn(
      { userId: existing.id, email, revokedSessions, ...(forfeited ? { forfeited } : {}) },
      "ADMIN_EMAIL names an existing account: its password was set to ADMIN_PASSWORD, its sessions and access tokens were revoked, and it was made admin",
    );
  });
}

/** A Google sign-in's account and, when it took the account back from an unproven registrant, what that one left. */
export interface GoogleSignIn {
  user: UserRow;
  takenBack: Forfeited | undefined;
}

/**
 * A Google sign-in: the account with this Google id, else the account with this (verified)
 * email, which is then linked, else a new account.
 *
 * An address counts as proven only when its owner proved it (users.email_verified). An account
 * whose address nobody proved may be an attacker's, registered before the owner ever came
 * (account pre-hijacking): the Google owner takes it over, its password stops working, every
 * session and access token made with it ends, and what its registrant set up goes
 * (modules/accounts/takeover.ts).
 */
export async function upsertGoogleUser(
  db: Db,
  profile: { sub: string; email: string; name?: string | undefined; picture?: string | undefined },
  log: WarningLog,
  /** A new account's language (the visitor's `lang` cookie); an existing account keeps its own. */
  language: Language = "en",
): Promise<GoogleSignIn> {
  const email = profile.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [bySub] = await tx.select().from(users).where(eq(users.googleSub, profile.sub)).limit(1);
    if (bySub) return { user: bySub, takenBack: undefined };
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for("update");
    if (existing) {
      const takeover = !existing.emailVerified;
      const [linked] = await tx
        .update(users)
        .set({
          googleSub: profile.sub,
          emailVerified: true,
          photoUrl: profile.picture ?? null,
          // A takeover also drops the name the unproven registrant chose for the account.
          ...(takeover ? { passwordHash: null, ...(profile.name ? { name: profile.name } : {}) } : {}),
        })
        .where(eq(users.id, existing.id))
        .returning();
      if (!linked) throw new Error("update returned no row");
      if (!takeover) return { user: linked, takenBack: undefined };
      const revokedSessions = await revokeSessions(tx, existing.id);
      const takenBack = await forfeitUnprovenLeftovers(tx, existing.id);
      log.warn(
        { userId: existing.id, email, revokedSessions, forfeited: takenBack },
        "Google proved the owner of an account whose address nobody had proved: its password was removed, its sessions revoked, and its profile, open quotes and unpaid orders withdrawn",
      );
      return { user: linked, takenBack };
    }
    const [created] = await tx
      .insert(users)
      .values({
        email,
        name: profile.name ?? email.split("@")[0] ?? email,
        googleSub: profile.sub,
        photoUrl: profile.picture ?? null,
        emailVerified: true,
        language,
      })
      .returning();
    if (!created) throw new Error("insert returned no row");
    return { user: created, takenBack: undefined };
  });
}
