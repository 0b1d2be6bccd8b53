import {
  centsToDollars,
  creditNoteLabel,
  formatRate,
  invoiceLabel,
  ledgerAccounts,
  ledgerColumns,
  ledgerTexts,
  quickbooksJournalColumns,
  xeroJournalColumns,
  type LedgerFormat,
  type ReportRange,
  type TaxLineCents,
  type TaxTreatment,
} from "@shop/contract";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { neutralizeFormula } from "../orders/csv";
import { accountingCodeFor, accountingCodesOf } from "./journal";
import { monthBound, nextMonth, rowsOf } from "./monthly-bounds";
import { moneyQuery, takingMethodOf } from "./takings";

/*
 * Issue 36 item 6: the months as double entry. Each invoice debits the receivable with its gross
 * and credits revenue and tax per rate (each rate's codes, the most specific first); each credit
 * note does the reverse; money received (an order's payment, a payment on account or a transfer)
 * debits the account of the way it was paid (issue 37 item 8: a clearing account per card
 * processor, gateway and courier, the bank for deposits and transfers; ledgerAccounts.byMethod)
 * and credits the receivable; money given back (a refund of either) the reverse. So every entry balances, and what the receivable account holds over all time is
 * what the invoices still ask (GET /api/admin/receivables's open) less the unapplied money that
 * customers hold on account (docs/billing.md "The ledger").
 */

type EntryKind = "invoice" | "credit_note" | "payment" | "refund";

interface EntryRow {
  kind: EntryKind;
  day: string;
  /** The invoice's or credit note's number; for money, the invoice or credit note it settles (null: a payment on account). */
  number: number | null;
  reference: string;
  currency: string;
  treatment: TaxTreatment | null;
  tax_lines: TaxLineCents[] | null;
  net: string | number;
  tax: string | number;
  amount: string | number;
  /** A distance sale's credit note correcting an earlier OSS quarter: that quarter, and the member state of consumption. */
  corrects: string | null;
  country: string | null;
  /** Bangladesh's supplementary duty inside `net` (issue 36 item 5), and its parts by VAT rate ([rate millis, cents] of each line). */
  sd: string | number;
  sd_rates: [number, number][] | null;
  /** Issue 37 item 8: who took or gave back the money (a payment provider or method; `transfer` for the office's record of one). */
  method: string | null;
}

/** One row of the ledger: one account of one entry, debit or credit in cents (one of them zero). */
export interface LedgerLine {
  day: string;
  number: string;
  kind: EntryKind;
  account: string;
  description: string;
  debitCents: number;
  creditCents: number;
  currency: string;
  /** Issue 36 finding 16: the earlier OSS period ("2026-Q1") and member state a credit note corrects; empty otherwise. */
  correctsPeriod: string;
  consumptionCountry: string;
  /** Issue 37 item 8: on a payment's or refund's rows, the way it was paid (a takingMethods key); empty on a document's. */
  method: string;
}

/** The ledger's one read: the documents and the money of the months [from, to] of `timeZone`, in date order. */
export function ledgerQuery(from: string, to: string, timeZone: string, currency: string) {
  const start = monthBound(from, timeZone);
  const end = monthBound(nextMonth(to), timeZone);
  const day = (column: string) => sql`to_char(${sql.raw(column)} at time zone ${timeZone}::text, 'YYYY-MM-DD')`;
  // As the monthly report (monthlyQueries): a distance sale refunded in a later OSS quarter corrects the quarter of its invoice.
  const quarter = (column: string) => sql`to_char(${sql.raw(column)} at time zone ${timeZone}::text, 'YYYY-"Q"Q')`;
  const corrects = sql`case when c.treatment = 'distance_sale' and ${quarter("ci.issued_at")} < ${quarter("c.issued_at")} then ${quarter("ci.issued_at")} end`;
  return sql`select * from (
      select 'invoice' as kind, i.issued_at as at, ${day("i.issued_at")} as day, i.number, '' as reference, coalesce(o.currency, ${currency}) as currency,
        o.treatment, o.tax_lines, coalesce(o.net_cents, i.total_cents) as net, coalesce(o.tax_cents, 0) as tax, 0 as amount,
        null as corrects, null as country, coalesce(o.sd_cents, 0) as sd,
        (select jsonb_agg(jsonb_build_array(ol.tax_rate_millis, ol.sd_cents)) from order_lines ol where ol.order_id = o.id and ol.sd_cents <> 0) as sd_rates,
        null as method
      from invoices i left join orders o on o.id = i.order_id
      where i.issued_at >= ${start} and i.issued_at < ${end}
      union all
      select 'credit_note', c.issued_at, ${day("c.issued_at")}, c.number, '', c.currency, c.treatment, c.tax_lines, c.net_cents, c.tax_cents, 0,
        ${corrects}, (select coalesce(co.tax_country, co.country) from orders co where co.id = c.order_id), c.sd_cents,
        (select jsonb_agg(jsonb_build_array(ol.tax_rate_millis, (l->>'sdCents')::integer)) from jsonb_array_elements(c.lines) l
          join order_lines ol on ol.id = (l->>'orderLineId')::uuid where coalesce((l->>'sdCents')::integer, 0) <> 0), null
      from credit_notes c left join invoices ci on ci.number = c.invoice_number
      where c.issued_at >= ${start} and c.issued_at < ${end}
      union all
      select m.kind, m.at, m.day, m.number, m.reference, m.currency, null, null, 0, 0, m.amount, null, null, 0, null, m.method
      from (${moneyQuery(from, to, timeZone, currency)}) m
    ) entries order by day, at, kind, number`;
}

const cents = (value: string | number) => Number(value);

/**
 * A document's supplementary duty shared over its VAT lines by the rate of the goods that bore it;
 * what no line names (a refund of an amount alone gives duty back without lines) goes with the first.
 */
export function dutyByLine(lines: readonly (TaxLineCents | null)[], totalCents: number, byRate: readonly (readonly [number, number])[]): number[] {
  const shares = lines.map((line) => (line === null ? 0 : byRate.filter(([rate]) => rate === line.rateMillis).reduce((sum, [, sd]) => sum + sd, 0)));
  const named = shares.reduce((sum, share) => sum + share, 0);
  if (shares.length > 0) shares[0] = (shares[0] ?? 0) + totalCents - named;
  return shares;
}

/** The ledger's lines (each entry's lines together, debits first), the accounts named by the office's codes. */
export async function ledgerLines(db: Db, range: ReportRange, timeZone: string, currency: string): Promise<LedgerLine[]> {
  const entries = await rowsOf<EntryRow>(db, ledgerQuery(range.from, range.to, timeZone, currency));
  const codes = await accountingCodesOf(db);
  return entries.flatMap((entry): LedgerLine[] => {
    const base = { day: entry.day, kind: entry.kind, currency: entry.currency, correctsPeriod: entry.corrects ?? "", consumptionCountry: entry.corrects === null ? "" : (entry.country ?? ""), method: "" };
    if (entry.kind === "payment" || entry.kind === "refund") {
      const amount = cents(entry.amount);
      const number = entry.number === null ? entry.reference : entry.kind === "payment" ? invoiceLabel(entry.number) : creditNoteLabel(entry.number);
      const by = entry.method === null ? "" : (ledgerTexts.methods[entry.method as keyof typeof ledgerTexts.methods] ?? entry.method);
      const description = [entry.kind === "payment" ? ledgerTexts.payment : ledgerTexts.refund, by, entry.reference].filter(Boolean).join(", ");
      const method = takingMethodOf(entry.method ?? "transfer");
      const line = { ...base, number, description, method };
      // Money in: the method's account up (its clearing account, or the bank), the receivable down;
      // money given back, the reverse. So each method's account moves by the report's net takings.
      const account = ledgerAccounts.byMethod[method];
      const [debit, credit] = entry.kind === "payment" ? [account, ledgerAccounts.receivable] : [ledgerAccounts.receivable, account];
      return [
        { ...line, account: debit, debitCents: amount, creditCents: 0 },
        { ...line, account: credit, debitCents: 0, creditCents: amount },
      ];
    }
    const invoice = entry.kind === "invoice";
    const number = invoice ? invoiceLabel(entry.number ?? 0) : creditNoteLabel(entry.number ?? 0);
    const treatment = entry.treatment ?? "domestic";
    // A document without tax lines (made before tax was set up, or an invoice without its order): one line, no rate.
    const lines: (TaxLineCents | null)[] = entry.tax_lines !== null && entry.tax_lines.length > 0 ? entry.tax_lines : [null];
    const duty = dutyByLine(lines, cents(entry.sd), entry.sd_rates ?? []);
    const split = lines.flatMap((line, index) => {
      const code = accountingCodeFor(codes, treatment, line?.rateMillis ?? null);
      const rate = line === null ? "" : ` ${formatRate(line.rateMillis)}`;
      const sd = duty[index] ?? 0;
      // The duty is inside the net VAT was charged on (VAT and SD Act 2012, s. 32), yet it is the
      // state's, not the shop's revenue: it goes to a payable of its own.
      const net = (line?.netCents ?? cents(entry.net)) - sd;
      const tax = line?.taxCents ?? cents(entry.tax);
      return [
        { account: code?.revenueAccount || ledgerAccounts.revenue, description: `${treatment}${rate}`, cents: net },
        { account: ledgerAccounts.supplementaryDuty, description: `${treatment}${rate}`, cents: sd },
        { account: code?.taxAccount || ledgerAccounts.tax, description: `${treatment}${rate}`, cents: tax },
      ].filter((part) => part.cents !== 0);
    });
    const gross = split.reduce((sum, part) => sum + part.cents, 0);
    // Named in the description too, so Xero's and QuickBooks' imports (no such column) keep it.
    const type = invoice ? ledgerTexts.invoice : entry.corrects === null ? ledgerTexts.creditNote : `${ledgerTexts.creditNote}, ${ledgerTexts.correctionOf} ${entry.corrects} ${base.consumptionCountry}`.trim();
    const receivable: LedgerLine = { ...base, number, account: ledgerAccounts.receivable, description: type, debitCents: invoice ? gross : 0, creditCents: invoice ? 0 : gross };
    const others = split.map(
      (part): LedgerLine => ({ ...base, number, account: part.account, description: `${type}, ${part.description}`, debitCents: invoice ? 0 : part.cents, creditCents: invoice ? part.cents : 0 }),
    );
    return invoice ? [receivable, ...others] : [...others, receivable];
  });
}

const money = (value: number) => centsToDollars(value).toFixed(2);
const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const mdy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** The records of one format, header first: ours, Xero's manual journal import, or QuickBooks Online's journal entry import. */
export function ledgerRecords(lines: readonly LedgerLine[], format: LedgerFormat | undefined): string[][] {
  const text = neutralizeFormula;
  if (format === "xero") {
    // Xero groups a journal's lines by narration and date; a positive amount is a debit.
    return [
      [...xeroJournalColumns],
      ...lines.map((line) => [text(line.number), dmy(line.day), text(line.description), text(line.account), ledgerTexts.xeroNoTax, money(line.debitCents - line.creditCents), "", "", "", ""]),
    ];
  }
  if (format === "quickbooks") {
    return [
      [...quickbooksJournalColumns],
      ...lines.map((line) => [text(line.number), mdy(line.day), text(line.account), line.debitCents ? money(line.debitCents) : "", line.creditCents ? money(line.creditCents) : "", text(line.description), "", line.currency]),
    ];
  }
  return [
    Object.values(ledgerColumns),
    ...lines.map((line) => [
      line.day,
      text(line.number),
      line.kind,
      text(line.account),
      text(line.description),
      line.debitCents ? money(line.debitCents) : "",
      line.creditCents ? money(line.creditCents) : "",
      line.currency,
      line.correctsPeriod,
      text(line.consumptionCountry),
      line.method,
    ]),
  ];
}

/** `GET /api/reports/ledger.csv`: quoted throughout and CRLF, as the other exports. */
export async function ledgerCsv(db: Db, range: ReportRange, timeZone: string, currency: string, format: LedgerFormat | undefined): Promise<string> {
  const records = ledgerRecords(await ledgerLines(db, range, timeZone, currency), format);
  return stringify(records, { quoted: true, quoted_empty: true, record_delimiter: "\r\n" });
}
