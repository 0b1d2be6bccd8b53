import { centsToDollars, dayIn, LOW_STOCK_NAMED, type AdminSummary } from "@shop/contract";
import { asc, count, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, tools } from "../../db/schema";
import { overdueOnAccount } from "../receivables/receivables";
import { monthlyReportCents } from "../reports/monthly";

/*
 * Each condition is written as SQL, not a bound parameter, so the planner matches it to the
 * partial index built for it (orders_to_ship_idx, tools_low_stock_idx):
 * the summary costs the same at a hundred orders as at a million. Sales are the monthly
 * report's own (monthlyReportCents), whose reads are indexed by the documents' issue dates.
 */
const toShip = sql`${orders.status} = 'paid'`;
/** Issue 28: orders confirmed on account are shipped before they are paid; the status index serves them (no migration for a partial one). */
const toShipOnAccount = sql`${orders.status} = 'confirmed'`;
const lowStock = sql`${tools.availableQuantity} < ${tools.minimumOrderQuantity}`;

/** "YYYY-MM": the month `now` falls in, in the shop's time zone, as the monthly report counts months. */
export const shopMonthOf = (now: Date, timeZone: string): string => dayIn(now, timeZone).slice(0, 7);

/** The summary's own reads, apart so a test can see each is served by its index. */
export function summaryQueries(db: Db) {
  return {
    shipping: db.select({ n: count() }).from(orders).where(toShip),
    shippingOnAccount: db.select({ n: count() }).from(orders).where(toShipOnAccount),
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
export async function adminSummary(db: Db, shop: { currency: string; timeZone: string }, now = new Date()): Promise<AdminSummary> {
  const queries = summaryQueries(db);
  const month = shopMonthOf(now, shop.timeZone);
  const [shipping, shippingOnAccount, report, lowCount, lowTools, overdue] = await Promise.all([
    queries.shipping,
    queries.shippingOnAccount,
    // Issue 35 item 9: one rule for the shop's sales, the accountant's; never a second sum here.
    monthlyReportCents(db, { from: month, to: month, months: [month] }, shop.currency, shop.timeZone),
    queries.lowCount,
    queries.lowTools,
    overdueOnAccount(db, shop.timeZone, now),
  ]);
  return {
    ordersToShip: (shipping[0]?.n ?? 0) + (shippingOnAccount[0]?.n ?? 0),
    lowStock: {
      count: lowCount[0]?.n ?? 0,
      tools: lowTools.map(({ id, ...tool }) => ({ _id: id, ...tool })),
    },
    salesThisMonth: {
      month,
      currencies: report.totals.map((total) => ({
        currency: total.currency,
        invoices: total.invoices,
        creditNotes: total.creditNotes,
        invoiced: centsToDollars(total.grossCents),
        credited: centsToDollars(total.refundedGrossCents),
        amount: centsToDollars(total.grossCents - total.refundedGrossCents),
      })),
    },
    overdueOnAccount: overdue,
  };
}
