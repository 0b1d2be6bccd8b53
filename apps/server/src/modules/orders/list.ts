import { hasCompanyRight, type Order, type OrderStatus, roleMessages } from "@shop/contract";
import { and, between, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db } from "../../db/client";
import { invoices, orders } from "../../db/schema";
import { forbidden } from "../../errors";
import { membershipOf, type Membership } from "../companies/access";
import { cheapTotal, inTimeOrder, type ListAnswer, type Page, paginate } from "../../lib/paging";
import { orderDocuments } from "./documents";
import type { OrderRow } from "./order";

/** Whose orders a list holds: one customer's or one email's; absent, everyone's. */
interface ListOwner {
  column: typeof orders.userId | typeof orders.email | typeof orders.status | typeof orders.companyId;
  value: string;
}

/**
 * One owner's orders are matched as `= any(array[…])` and ordered by the owner's column first.
 * Either alone would do nothing; together they keep PostgreSQL from serving a customer's page
 * by filtering the all-orders index (created_at, id) backwards, which it picks when that
 * customer's orders are a large share of all and lie far back in time: measured at 100,000
 * orders, 45 ms instead of 0.3 ms through the customer's own index (decision 008).
 */
function ownerFilter(owner: ListOwner): SQL {
  const type = owner.column === orders.userId || owner.column === orders.companyId ? sql`uuid[]` : sql`text[]`;
  return sql`${owner.column} = any(array[${owner.value}]::${type})`;
}

async function paged(db: Db, owner: ListOwner | undefined, where: SQL | undefined, page: Page | undefined): Promise<ListAnswer<Order>> {
  const filter = owner ? and(ownerFilter(owner), where) : where;
  const answer = await paginate(
    (newestFirst) =>
      db
        .select()
        .from(orders)
        .where(filter)
        .orderBy(...inTimeOrder(newestFirst, ...(owner ? [owner.column] : []), orders.createdAt, orders.id))
        .$dynamic(),
    "newest-first",
    () => cheapTotal(db, () => db.select({ id: orders.id }).from(orders).where(filter).$dynamic()),
    page,
  );
  return { ...answer, items: await orderDocuments(db, answer.items) };
}

/**
 * My orders, newest first, in every status: a cancelled or expired order stays, marked so,
 * so the customer keeps the record of what they ordered and sees why it can no longer be
 * paid. A customer sees only their own (403 for another email); an admin may look up
 * anyone's by email. A customer's own list leaves out the orders of a company they no longer
 * belong to (decision 034: an ex-member sees nothing of it; the company keeps them): only
 * orders of no company and of their company now, a filter on the rows their index reads.
 */
export async function listOrdersOf(db: Db, caller: Principal, email: string, page?: Page) {
  const wanted = email.toLowerCase();
  if (wanted === caller.email) {
    if (caller.role === "admin") return paged(db, { column: orders.userId, value: caller.userId }, undefined, page);
    const companyId = (await membershipOf(db, caller.userId))?.companyId;
    return paged(db, { column: orders.userId, value: caller.userId }, companyId ? or(isNull(orders.companyId), eq(orders.companyId, companyId)) : isNull(orders.companyId), page);
  }
  if (caller.role !== "admin") throw forbidden(roleMessages.ownOrdersOnly);
  return paged(db, { column: orders.email, value: wanted }, undefined, page);
}

/**
 * `GET /api/company/orders` (issue 27): a company's orders, newest first, in every status or one.
 * A role that sees all the company's orders reads them through orders_company_created_at_idx
 * (its partial predicate stated, so the planner may use it); a buyer reads their own through
 * their own index, kept to this company's. Paged like every order list, flat at any size.
 */
export function listCompanyOrders(db: Db, membership: Pick<Membership, "companyId" | "userId" | "role">, status: OrderStatus | undefined, page?: Page) {
  const statusIs = status ? eq(orders.status, status) : undefined;
  if (hasCompanyRight(membership.role, "seeAllOrders")) {
    return paged(db, { column: orders.companyId, value: membership.companyId }, and(isNotNull(orders.companyId), statusIs), page);
  }
  return paged(db, { column: orders.userId, value: membership.userId }, and(eq(orders.companyId, membership.companyId), statusIs), page);
}

/**
 * Manage All Orders' filters: a status, and a search by the order's number as shown everywhere
 * (`D38635E2`, the id's first 8 hex digits), its whole id, the buyer's whole email or part of it.
 */
export interface OrderFilter {
  status?: OrderStatus | undefined;
  q?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** orderNumber(id) of the contract, typed with or without its "#". */
const ORDER_NUMBER = /^#?([0-9a-f]{8})$/i;
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `%` and `_` typed in a search are letters, not LIKE's wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A filter as the leading column of an index (decision 014): the primary key for an order id
 * or number (a number is the range of ids it begins), the email index for a whole email, the
 * email's trigram index for part of one, the status index for a status alone.
 */
function filterOf(filter: OrderFilter): { owner: ListOwner | undefined; where: SQL | undefined } {
  const q = filter.q?.trim().toLowerCase();
  const status = filter.status ? eq(orders.status, filter.status) : undefined;
  const number = q ? ORDER_NUMBER.exec(q)?.[1] : undefined;
  if (number) {
    return { owner: undefined, where: and(between(orders.id, `${number}-0000-0000-0000-000000000000`, `${number}-ffff-ffff-ffff-ffffffffffff`), status) };
  }
  if (q && UUID.test(q)) return { owner: undefined, where: and(eq(orders.id, q), status) };
  if (q && WHOLE_EMAIL.test(q)) return { owner: { column: orders.email, value: q }, where: status };
  if (q) return { owner: undefined, where: and(ilike(orders.email, `%${likeLiteral(q)}%`), status) };
  if (filter.status) return { owner: { column: orders.status, value: filter.status }, where: undefined };
  return { owner: undefined, where: undefined };
}

export function listAllOrders(db: Db, filter: OrderFilter = {}, page?: Page) {
  const { owner, where } = filterOf(filter);
  return paged(db, owner, where, page);
}

/** The newest `cap` orders the filter matches, in list order, for the CSV export. */
export async function ordersToExport(db: Db, filter: OrderFilter, cap: number): Promise<OrderRow[]> {
  const { owner, where } = filterOf(filter);
  return db
    .select()
    .from(orders)
    .where(owner ? and(ownerFilter(owner), where) : where)
    .orderBy(...inTimeOrder(true, ...(owner ? [owner.column] : []), orders.createdAt, orders.id))
    .limit(cap);
}

/** The invoice number of each of these orders that has one (issue 25: the orders CSV names it). */
export async function invoiceNumbersOf(db: Db, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ orderId: invoices.orderId, number: invoices.number }).from(invoices).where(inArray(invoices.orderId, [...orderIds]));
  return new Map(rows.map((row) => [row.orderId, row.number]));
}

