import { centsToDollars, lineProblem, listMessages, type CreateListBody, type PatchListBody, type ShoppingList } from "@shop/contract";
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, Tx } from "../../db/client";
import { shoppingListLines, shoppingLists, tools, users } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { paginate, type ListAnswer, type Page } from "../../lib/paging";
import { ownMembership, requireRight, type Membership } from "../companies/access";

/**
 * Issue 27: a company's shared shopping lists (docs/decisions/038-shared-lists.md). Every member
 * reads them; the editLists right changes them. Lists live in the caller's own company: a list
 * of another company answers 404 like one that does not exist, and so does any list route to an
 * account without a company (access.ts ownMembership).
 */

type ListRow = typeof shoppingLists.$inferSelect;

/** The lists as answered, their lines (of tools still in the shop) read in one query. */
async function listDocuments(db: Db | Tx, rows: readonly ListRow[]): Promise<ShoppingList[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db
    .select({ line: shoppingListLines, tool: tools })
    .from(shoppingListLines)
    .innerJoin(tools, eq(tools.id, shoppingListLines.toolId))
    // An archived tool has left the shop: its line is not offered (a PATCH of the items drops it).
    .where(and(inArray(shoppingListLines.listId, ids), isNull(tools.archivedAt)))
    .orderBy(asc(shoppingListLines.position), asc(tools.name));
  const creators = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, rows.flatMap((row) => (row.createdBy ? [row.createdBy] : []))));
  const emailOf = new Map(creators.map((user) => [user.id, user.email]));
  return rows.map((row) => ({
    _id: row.id,
    companyId: row.companyId,
    name: row.name,
    items: lines
      .filter(({ line }) => line.listId === row.id)
      .map(({ line, tool }) => ({
        productId: tool.id,
        quantity: line.quantity,
        product: tool.name,
        sku: tool.sku,
        price: centsToDollars(tool.priceCents),
        minimumOrderQuantity: tool.minimumOrderQuantity,
        packSize: tool.packSize,
        availableQuantity: tool.availableQuantity,
      })),
    createdBy: row.createdBy ? (emailOf.get(row.createdBy) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * The lines as sent, checked as strictly as an order's items: each a tool of the shop (an
 * unknown or archived id is 400 on its field) at a quantity that could be ordered (minimum and
 * pack size; the stock is the cart's business when the list goes into it).
 */
async function checkItems(tx: Tx, items: CreateListBody["items"]): Promise<void> {
  if (items.length === 0) return;
  const found = await tx
    .select()
    .from(tools)
    .where(and(inArray(tools.id, items.map((item) => item.productId)), isNull(tools.archivedAt)));
  const byId = new Map(found.map((tool) => [tool.id, tool]));
  items.forEach((item, i) => {
    const tool = byId.get(item.productId);
    if (!tool) throw badRequest(listMessages.unknownTool, [{ path: `body.items.${i}.productId`, message: listMessages.unknownTool }]);
    const problem = lineProblem({ name: tool.name, minimumOrderQuantity: tool.minimumOrderQuantity, packSize: tool.packSize, availableQuantity: Number.MAX_SAFE_INTEGER }, item.quantity);
    if (problem) throw badRequest(problem.message, [{ path: `body.items.${i}.quantity`, message: problem.message }]);
  });
}

async function writeLines(tx: Tx, listId: string, items: CreateListBody["items"]): Promise<void> {
  await tx.delete(shoppingListLines).where(eq(shoppingListLines.listId, listId));
  if (items.length > 0) await tx.insert(shoppingListLines).values(items.map((item, position) => ({ listId, toolId: item.productId, quantity: item.quantity, position })));
}

/** A list of the member's company, locked for a change when `lock`; 404 for any other id. */
async function listIn(db: Db | Tx, membership: Membership, id: string, lock = false): Promise<ListRow> {
  const query = db
    .select()
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, id), eq(shoppingLists.companyId, membership.companyId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("List");
  return row;
}

/** `GET /api/lists`: the company's lists, the latest changed first. */
export async function companyLists(db: Db, caller: Principal, page: Page | undefined): Promise<ListAnswer<ShoppingList>> {
  const membership = await ownMembership(db, caller);
  const mine = eq(shoppingLists.companyId, membership.companyId);
  const answer = await paginate(
    (newestFirst) =>
      db
        .select()
        .from(shoppingLists)
        .where(mine)
        .orderBy(...(newestFirst ? [desc(shoppingLists.updatedAt), desc(shoppingLists.id)] : [asc(shoppingLists.updatedAt), asc(shoppingLists.id)]))
        .$dynamic(),
    "newest-first",
    async () => (await db.select({ n: count() }).from(shoppingLists).where(mine))[0]?.n ?? 0,
    page,
  );
  return { ...answer, items: await listDocuments(db, answer.items) };
}

/** `GET /api/lists/{id}`. */
export async function companyList(db: Db, caller: Principal, id: string): Promise<ShoppingList> {
  const membership = await ownMembership(db, caller);
  const [list] = await listDocuments(db, [await listIn(db, membership, id)]);
  if (!list) throw notFound("List");
  return list;
}

/** `POST /api/lists`: a member with the editLists right starts a list. */
export async function createList(db: Db, caller: Principal, body: CreateListBody): Promise<ShoppingList> {
  return db.transaction(async (tx) => {
    const membership = await ownMembership(tx, caller, "editLists");
    await checkItems(tx, body.items);
    const [row] = await tx.insert(shoppingLists).values({ companyId: membership.companyId, name: body.name, createdBy: caller.userId }).returning();
    if (!row) throw new Error("insert returned no list");
    await writeLines(tx, row.id, body.items);
    const [list] = await listDocuments(tx, [row]);
    if (!list) throw new Error("the new list was not read back");
    return list;
  });
}

/**
 * `PATCH /api/lists/{id}`: a new name and/or all its lines. The list is found before the right is
 * asked, so another company's list is 404 to an accountant too; its row is locked, so two members
 * saving at once each replace the whole list, one after the other, never a mix of both.
 */
export async function patchList(db: Db, caller: Principal, id: string, body: PatchListBody): Promise<ShoppingList> {
  return db.transaction(async (tx) => {
    const membership = await ownMembership(tx, caller);
    await listIn(tx, membership, id, true);
    requireRight(membership, "editLists");
    if (body.items) await checkItems(tx, body.items);
    const [row] = await tx
      .update(shoppingLists)
      .set({ ...(body.name !== undefined ? { name: body.name } : {}), updatedAt: new Date() })
      .where(eq(shoppingLists.id, id))
      .returning();
    if (!row) throw notFound("List");
    if (body.items) await writeLines(tx, id, body.items);
    const [list] = await listDocuments(tx, [row]);
    if (!list) throw new Error("the list was not read back");
    return list;
  });
}

/** `DELETE /api/lists/{id}`: its lines go with it. */
export async function deleteList(db: Db, caller: Principal, id: string): Promise<{ acknowledged: true; deletedCount: number; _id: string; companyId: string }> {
  return db.transaction(async (tx) => {
    const membership = await ownMembership(tx, caller);
    await listIn(tx, membership, id, true);
    requireRight(membership, "editLists");
    const deleted = await tx.delete(shoppingLists).where(eq(shoppingLists.id, id)).returning({ id: shoppingLists.id });
    return { acknowledged: true as const, deletedCount: deleted.length, _id: id, companyId: membership.companyId };
  });
}
