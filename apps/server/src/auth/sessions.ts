import { and, eq, gt, ne } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { sessions, users } from "../db/schema";
import { SESSION_TTL_MS, hashSessionToken, newSessionToken } from "./tokens";

/**
 * A live session and the account row it belongs to. The row's type comes from the table that
 * owns it, not from the users module, which itself ends sessions (revokeSessions) and so
 * imports this file.
 */
export interface Session {
  id: string;
  user: typeof users.$inferSelect;
}

export async function createSession(db: Db, userId: string): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const { token, hash } = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const [row] = await db.insert(sessions).values({ tokenHash: hash, userId, expiresAt }).returning({ id: sessions.id });
  if (!row) throw new Error("insert returned no row");
  return { token, sessionId: row.id, expiresAt };
}

async function liveSession(db: Db, where: ReturnType<typeof eq>): Promise<Session | undefined> {
  const [row] = await db
    .select({ id: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(where, gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row;
}

export const findSessionByToken = (db: Db, token: string) => liveSession(db, eq(sessions.tokenHash, hashSessionToken(token)));

export const findSessionById = (db: Db, sessionId: string) => liveSession(db, eq(sessions.id, sessionId));

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/**
 * Ends a user's sessions, all of them or all but `except` (the caller's own). Access tokens name
 * their session and the guard checks it on every call, so they stop working at once too.
 * Returns how many sessions ended.
 */
export async function revokeSessions(db: Db | Tx, userId: string, options: { except?: string } = {}): Promise<number> {
  const mine = eq(sessions.userId, userId);
  const deleted = await db
    .delete(sessions)
    .where(options.except ? and(mine, ne(sessions.id, options.except)) : mine)
    .returning({ id: sessions.id });
  return deleted.length;
}
