import { centsToDollars, dayIn, type Receivables, type ReceivablesRow } from "@shop/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../reports/monthly";

/*
 * Issue 28 item 6: what the companies owe on account, by company and by age
 * (docs/decisions/041-money-on-account.md "Statement and receivables"). One grouped read of the
 * invoices with a balance: credits (a balance below zero) are netted in `open` and never age;
 * `overdue` and its buckets hold the positive balances whose due date has passed, by whole days
 * since it (1–30 in the first bucket: an invoice is overdue the day after its due date). An
 * invoice due at a shipment still to come has no due date: open, not overdue. Beside them, the
 * company's unapplied money (payments on no invoice yet), read from the payments that hold some
 * (account_payments_unapplied_idx): a company with only that is listed too.
 */

interface Sums {
  open: string | number | null;
  overdue: string | number | null;
  days0to30: string | number | null;
  days31to60: string | number | null;
  days61to90: string | number | null;
  over90: string | number | null;
  unapplied: string | number | null;
}

/** The sums of one company's invoices with a balance, counted on `today` (YYYY-MM-DD). */
function sums(today: string) {
  const balance = sql`(i.total_cents - i.paid_cents - i.credited_cents)`;
  const late = sql`(${today}::date - i.due_date)`;
  const overdueIn = (low: number, high: number | null) =>
    sql`coalesce(sum(${balance}) filter (where ${balance} > 0 and ${late} >= ${sql.raw(String(low))}${high === null ? sql`` : sql` and ${late} <= ${sql.raw(String(high))}`}), 0)`;
  return sql`coalesce(sum(${balance}), 0) as open, ${overdueIn(1, null)} as overdue, ${overdueIn(1, 30)} as days0to30,
    ${overdueIn(31, 60)} as days31to60, ${overdueIn(61, 90)} as days61to90, ${overdueIn(91, null)} as over90`;
}

/** Only invoices that owe or hold something: a card-prepaid one (balance 0) never counts. */
const withBalance = sql`i.company_id is not null and i.total_cents - i.paid_cents - i.credited_cents <> 0`;

/** The read per company, apart so a test can look at its plan. */
export const receivablesQuery = (today: string) =>
  sql`select c.id, c.name, s.open, s.overdue, s.days0to30, s.days31to60, s.days61to90, s.over90, u.unapplied from (
      select i.company_id, ${sums(today)} from invoices i where ${withBalance} group by i.company_id
    ) s full join (
      select p.company_id, sum(p.unapplied_cents) as unapplied from account_payments p where p.unapplied_cents > 0 and p.status = 'applied' group by p.company_id
    ) u on u.company_id = s.company_id
    join companies c on c.id = coalesce(s.company_id, u.company_id)
    order by coalesce(s.overdue, 0) desc, coalesce(s.open, 0) desc, c.name, c.id`;

const bucketKeys = ["open", "overdue", "days0to30", "days31to60", "days61to90", "over90", "unapplied"] as const;
type Amounts = Required<Omit<ReceivablesRow, "_id" | "name">>;

/** A row's sums in cents (a sum of integers comes back as a bigint's text). */
const centsOf = (row: Sums): Amounts => Object.fromEntries(bucketKeys.map((key) => [key, Number(row[key] ?? 0)])) as Amounts;
const dollarsOf = (cents: Amounts): Amounts => Object.fromEntries(bucketKeys.map((key) => [key, centsToDollars(cents[key])])) as Amounts;

/** `GET /api/admin/receivables`: every company with a balance on account or unapplied money, most overdue first, and the totals. */
export async function receivables(db: Db, shop: { currency: string; timeZone: string }, now = new Date()): Promise<Receivables> {
  const today = dayIn(now, shop.timeZone);
  const rows = await rowsOf<Sums & { id: string; name: string }>(db, receivablesQuery(today));
  const totals: Amounts = { open: 0, overdue: 0, days0to30: 0, days31to60: 0, days61to90: 0, over90: 0, unapplied: 0 };
  const companies = rows.map((row) => {
    const cents = centsOf(row);
    // Summed in cents, then turned to dollars once: no float drift in the totals.
    for (const key of bucketKeys) totals[key] += cents[key];
    return { _id: row.id, name: row.name, ...dollarsOf(cents) };
  });
  return { asOf: today, currency: shop.currency, companies, totals: dollarsOf(totals) };
}

/** The shop overview's figure: what is overdue on account in all, and how many companies owe it. */
export async function overdueOnAccount(db: Db, timeZone: string, now = new Date()): Promise<{ amount: number; companies: number }> {
  const today = dayIn(now, timeZone);
  const [row] = await rowsOf<{ cents: string | number | null; companies: string | number }>(
    db,
    sql`select coalesce(sum(i.total_cents - i.paid_cents - i.credited_cents), 0) as cents, count(distinct i.company_id) as companies
      from invoices i where ${withBalance} and i.total_cents - i.paid_cents - i.credited_cents > 0 and i.due_date < ${today}::date`,
  );
  return { amount: centsToDollars(Number(row?.cents ?? 0)), companies: Number(row?.companies ?? 0) };
}
