import { centsToDollars, LOW_STOCK_NAMED, type AdminSummary } from "@shop/contract";
import { asc, count, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, tools } from "../../db/schema";
import { overdueOnAccount } from "../receivables/receivables";

/*
 * Each condition is written as SQL, not a bound parameter, so the planner matches it to the
 * partial index built for it (orders_to_ship_idx, orders_sales_idx, tools_low_stock_idx):
 * the summary costs the same at a hundred orders as at a million.
 */
const toShip = sql`${orders.status} = 'paid'`;
/** Issue 28: orders confirmed on account are shipped before they are paid; the status index serves them (no migration for a partial one). */
const toShipOnAccount = sql`${orders.status} = 'confirmed'`;
const sold = sql`${orders.status} in ('paid', 'shipped')`;
const lowStock = sql`${tools.availableQuantity} < ${tools.minimumOrderQuantity}`;

/** The calendar month (UTC) around `now`: its first instant, the next month's, and "YYYY-MM". */
export function monthOf(now: Date): { from: Date; to: Date; month: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    from: new Date(Date.UTC(year, month, 1)),
    to: new Date(Date.UTC(year, month + 1, 1)),
    month: `${year}-${String(month + 1).padStart(2, "0")}`,
  };
}

/** The summary's four reads, apart so a test can see each is served by its index. */
export function summaryQueries(db: Db, now: Date) {
  const { from, to } = monthOf(now);
  return {
    shipping: db.select({ n: count() }).from(orders).where(toShip),
    shippingOnAccount: db.select({ n: count() }).from(orders).where(toShipOnAccount),
    sales: db
      .select({ n: count(), cents: sql<string>`coalesce(sum(${orders.priceCents}), 0)` })
      .from(orders)
      .where(sql`${sold} and ${orders.paidAt} >= ${from.toISOString()} and ${orders.paidAt} < ${to.toISOString()}`),
    lowCount: db.select({ n: count() }).from(tools).where(lowStock),
    lowTools: db
      .select({ id: tools.id, name: tools.name, availableQuantity: tools.availableQuantity, minimumOrderQuantity: tools.minimumOrderQuantity })
      .from(tools)
      .where(lowStock)
      .orderBy(asc(tools.name), asc(tools.id))
      .limit(LOW_STOCK_NAMED),
  };
}

/** What the admin's dashboard opens on: orders to ship, tools no one can order, this month's sales, what is overdue on account. */
export async function adminSummary(db: Db, timeZone: string, now = new Date()): Promise<AdminSummary> {
  const queries = summaryQueries(db, now);
  const [shipping, shippingOnAccount, sales, lowCount, lowTools, overdue] = await Promise.all([
    queries.shipping,
    queries.shippingOnAccount,
    queries.sales,
    queries.lowCount,
    queries.lowTools,
    overdueOnAccount(db, timeZone, now),
  ]);
  return {
    ordersToShip: (shipping[0]?.n ?? 0) + (shippingOnAccount[0]?.n ?? 0),
    lowStock: {
      count: lowCount[0]?.n ?? 0,
      tools: lowTools.map(({ id, ...tool }) => ({ _id: id, ...tool })),
    },
    // A month's sum of cents can pass 2^31; it comes back as a bigint's text.
    salesThisMonth: { month: monthOf(now).month, orders: sales[0]?.n ?? 0, amount: centsToDollars(Number(sales[0]?.cents ?? 0)) },
    overdueOnAccount: overdue,
  };
}
