import { roleMessages } from "@shop/contract";
import type { MakeAdminResponse, RemoveAdminResponse, UserDocument } from "@shop/contract";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import { revokeSessions } from "../../auth/sessions";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { cheapTotal, paginate, type ListAnswer, type Page } from "../../lib/paging";
import type { UserRow } from "./users";

export function toUserDocument(row: UserRow): UserDocument {
  return { _id: row.id, email: row.email, role: row.role, name: row.name };
}

/** Oldest account first, so the admin's table keeps its order as people sign up. */
export async function listUsers(db: Db, page?: Page): Promise<ListAnswer<UserDocument>> {
  const answer = await paginate(
    (newestFirst) => {
      const by = newestFirst ? desc : asc;
      return db.select().from(users).orderBy(by(users.createdAt), by(users.id)).$dynamic();
    },
    "oldest-first",
    () => cheapTotal(db, () => db.select({ id: users.id }).from(users).$dynamic()),
    page,
  );
  return { ...answer, items: answer.items.map(toUserDocument) };
}

/**
 * Make Admin. The spec's client reads `modifiedCount`, so an account that already is admin
 * answers 1 matched, 0 modified, as the original's database did.
 */
export async function makeAdmin(db: Db, email: string): Promise<MakeAdminResponse> {
  const normalized = email.toLowerCase();
  const updated = await db
    .update(users)
    .set({ role: "admin" })
    .where(and(eq(users.email, normalized), ne(users.role, "admin")))
    .returning({ id: users.id });
  if (updated.length > 0) return { acknowledged: true, matchedCount: updated.length, modifiedCount: updated.length };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized)).limit(1);
  if (!existing) throw notFound("User");
  return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
}


/**
 * Remove Admin. The account's sessions end with the role, so an access token it holds stops
 * opening the admin area at once (and the browser signs in again as a customer).
 *
 * Two admins demoting each other at the same moment must not leave the shop without one: every
 * admin row is locked (in id order, so two callers never deadlock) before they are counted, so
 * the second demotion waits for the first and then counts what it left.
 */
export async function removeAdmin(db: Db, input: { email: string; actingUserId: string }): Promise<RemoveAdminResponse> {
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).limit(1);
    if (!target) throw notFound("User");
    if (target.id === input.actingUserId) throw conflict(roleMessages.removeOwnAdmin);
    if (target.role !== "admin") return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).orderBy(asc(users.id)).for("update");
    // Counted after the lock: a demotion that committed meanwhile is no longer in the list.
    if (!admins.some((admin) => admin.id === target.id)) return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
    if (admins.length <= 1) throw conflict(roleMessages.lastAdmin);
    await tx.update(users).set({ role: "other" }).where(eq(users.id, target.id));
    await revokeSessions(tx, target.id);
    return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
  });
}

/**
 * Deletes an account. Its sessions (and with them every access token) and its profiles go by
 * the foreign keys' cascade; its orders and reviews stay, detached (set null), for the records.
 */
export async function deleteUser(db: Db, input: { id: string; actingUserId: string }): Promise<{ deletedCount: number }> {
  // An admin who deletes itself locks itself out mid-session and may leave the shop without an admin.
  if (input.id === input.actingUserId) throw conflict(roleMessages.deleteOwnAccount);
  const deleted = await db.delete(users).where(eq(users.id, input.id)).returning({ id: users.id });
  if (deleted.length === 0) throw notFound("User");
  return { deletedCount: deleted.length };
}
