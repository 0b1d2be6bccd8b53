import type { Role, SessionUser } from "@shop/contract";
import { eq } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { users } from "../../db/schema";
import { conflict } from "../../errors";

export type UserRow = typeof users.$inferSelect;

export function toSessionUser(user: UserRow): SessionUser {
  return {
    uid: user.id,
    email: user.email,
    displayName: user.name,
    photoURL: user.photoUrl,
    emailVerified: user.emailVerified,
    role: user.role,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function createUser(
  db: Db,
  input: { name: string; email: string; password: string },
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ name: input.name, email: input.email.toLowerCase(), passwordHash })
      .returning();
    if (!user) throw new Error("insert returned no row");
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("An account with this email already exists");
    throw error;
  }
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: the account exists with this password and the admin role, on every start. */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(admin.password);
  const role: Role = "admin";
  await db
    .insert(users)
    .values({ email: admin.email.toLowerCase(), name: "Administrator", passwordHash, role })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash, role } });
}

/**
 * A Google sign-in: the account with this Google id, else the account with this (verified)
 * email, which is then linked, else a new account.
 */
export async function upsertGoogleUser(
  db: Db,
  profile: { sub: string; email: string; name?: string | undefined; picture?: string | undefined },
): Promise<UserRow> {
  const email = profile.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [bySub] = await tx.select().from(users).where(eq(users.googleSub, profile.sub)).limit(1);
    if (bySub) return bySub;
    const [linked] = await tx
      .update(users)
      .set({ googleSub: profile.sub, emailVerified: true, photoUrl: profile.picture ?? null })
      .where(eq(users.email, email))
      .returning();
    if (linked) return linked;
    const [created] = await tx
      .insert(users)
      .values({
        email,
        name: profile.name ?? email.split("@")[0] ?? email,
        googleSub: profile.sub,
        photoUrl: profile.picture ?? null,
        emailVerified: true,
      })
      .returning();
    if (!created) throw new Error("insert returned no row");
    return created;
  });
}
