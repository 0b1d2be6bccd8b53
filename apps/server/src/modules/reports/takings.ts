import { centsToDollars, takingMethods, type ReportTakings, type ReportTakingsMonth, type TakingMethod } from "@shop/contract";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { monthBound, nextMonth, rowsOf } from "./monthly-bounds";

/*
 * Issue 37 item 8: the money that moved, and by which way it was paid. One read of the money
 * tables serves the ledger's payment and refund entries and the monthly report's takings, so the
 * two can never count different money: each method's account in the ledger moves by exactly the
 * report's net takings of that method.
 */

/** Who took the money, as the money tables name it (a provider, or `transfer` for the office's record), to the method it was paid by. */
const METHOD_OF: Record<string, TakingMethod> = {
  test: "card",
  stripe: "card",
  bkash: "bkash",
  sslcommerz: "sslcommerz",
  cod: "cod",
  bank_deposit: "bank_deposit",
  transfer: "transfer",
};

export function takingMethodOf(provider: string): TakingMethod {
  const method = METHOD_OF[provider];
  // The providers are a closed list of the schema (paymentProviders): another is a bug, not a method.
  if (method === undefined) throw new Error(`unknown payment provider ${provider}`);
  return method;
}

/**
 * Money received and given back in the months [from, to] of `timeZone`: `kind` payment or refund,
 * `at` (the instant, for ordering), `day` (YYYY-MM-DD in the zone), `number` (the invoice a payment
 * pays or the credit note a refund pays out; null for money on account), `reference` (the gateway's
 * transaction or refund id, the office's reference), `currency`, `amount` (cents, positive) and
 * `method` (the provider, or `transfer`).
 *
 * - `payments`: an order's payment (card, bKash, SSLCommerz, cash collected, a bank deposit), the
 *   day it was recorded;
 * - `refunds`: an order's refund, through the method that paid or recorded by the office;
 * - applied `account_payments`: a payment on account (card, gateway or transfer), the day the bank
 *   received it (the office's `received_on`), else the day it was applied;
 * - `account_payment_refunds`: a refund of one, booked to the method of the payment it gives back
 *   (money goes back the way it came; a transfer's refund has no provider of its own).
 */
export function moneyQuery(from: string, to: string, timeZone: string, currency: string): SQL {
  const start = monthBound(from, timeZone);
  const end = monthBound(nextMonth(to), timeZone);
  const day = (column: string) => sql`to_char(${sql.raw(column)} at time zone ${timeZone}::text, 'YYYY-MM-DD')`;
  const firstDay = `${from}-01`;
  const afterDay = `${nextMonth(to)}-01`;
  return sql`select 'payment'::text as kind, p.created_at as at, ${day("p.created_at")} as day, i.number, p.transaction_id as reference,
        coalesce(o.currency, ${currency}) as currency, p.amount_cents as amount, p.provider::text as method
      from payments p left join orders o on o.id = p.order_id left join invoices i on i.order_id = p.order_id
      where p.created_at >= ${start} and p.created_at < ${end}
      union all
      select 'refund', r.created_at, ${day("r.created_at")}, c.number, coalesce(r.provider_refund_id, r.transaction_id), coalesce(o.currency, ${currency}), r.amount_cents, r.provider
      from refunds r left join orders o on o.id = r.order_id left join credit_notes c on c.id = r.credit_note_id
      where r.created_at >= ${start} and r.created_at < ${end}
      union all
      select 'payment', a.applied_at, a.day, null, a.reference, a.currency, a.amount_cents, coalesce(a.provider, 'transfer')
      from (select *, coalesce(received_on::text, ${day("applied_at")}) as day from account_payments where status = 'applied') a
      where a.day >= ${firstDay} and a.day < ${afterDay}
      union all
      select 'refund', f.created_at, ${day("f.created_at")}, null, p.reference, p.currency, f.amount_cents, coalesce(p.provider, 'transfer')
      from account_payment_refunds f join account_payments p on p.id = f.payment_id
      where f.created_at >= ${start} and f.created_at < ${end}`;
}

/** One month's, currency's and method's money, in cents. */
export interface TakingsCents {
  month: string;
  currency: string;
  method: TakingMethod;
  receivedCents: number;
  refundedCents: number;
}

const methodOrder = (method: TakingMethod) => takingMethods.indexOf(method);
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byMonthCurrencyMethod = (a: TakingsCents, b: TakingsCents) => compareText(a.month, b.month) || compareText(a.currency, b.currency) || methodOrder(a.method) - methodOrder(b.method);

/** The months' takings: a row per month, currency and method that moved money, oldest first. */
export async function takingsCents(db: Db, from: string, to: string, timeZone: string, currency: string): Promise<TakingsCents[]> {
  const rows = await rowsOf<{ month: string; currency: string; kind: "payment" | "refund"; method: string; amount: string | number | bigint }>(
    db,
    sql`select left(m.day, 7) as month, m.currency, m.kind, m.method, sum(m.amount) as amount from (${moneyQuery(from, to, timeZone, currency)}) m group by 1, 2, 3, 4`,
  );
  const byKey = new Map<string, TakingsCents>();
  for (const row of rows) {
    const method = takingMethodOf(row.method);
    const key = `${row.month} ${row.currency} ${method}`;
    const taking = byKey.get(key) ?? { month: row.month, currency: row.currency, method, receivedCents: 0, refundedCents: 0 };
    if (row.kind === "payment") taking.receivedCents += Number(row.amount);
    else taking.refundedCents += Number(row.amount);
    byKey.set(key, taking);
  }
  return [...byKey.values()].sort(byMonthCurrencyMethod);
}

/** The range's sums per currency and method. */
export function takingsTotalsCents(rows: readonly TakingsCents[]): Omit<TakingsCents, "month">[] {
  const totals = new Map<string, Omit<TakingsCents, "month">>();
  for (const row of rows) {
    const key = `${row.currency} ${row.method}`;
    const total = totals.get(key) ?? { currency: row.currency, method: row.method, receivedCents: 0, refundedCents: 0 };
    total.receivedCents += row.receivedCents;
    total.refundedCents += row.refundedCents;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => compareText(a.currency, b.currency) || methodOrder(a.method) - methodOrder(b.method));
}

export const takingsInDollars = (row: Omit<TakingsCents, "month">): ReportTakings => ({
  currency: row.currency,
  method: row.method,
  received: centsToDollars(row.receivedCents),
  refunded: centsToDollars(row.refundedCents),
  net: centsToDollars(row.receivedCents - row.refundedCents),
});

export const takingsMonthInDollars = (row: TakingsCents): ReportTakingsMonth => ({ month: row.month, ...takingsInDollars(row) });
