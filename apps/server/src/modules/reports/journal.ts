import {
  centsToDollars,
  creditNoteLabel,
  exemptRate,
  formatRate,
  invoiceLabel,
  isExemptSale,
  journalColumns,
  journalTexts,
  taxLineLabel,
  taxTreatments,
  treatmentLabels,
  type AccountingCode,
  type ReportRange,
  type TaxLineCents,
  type TaxTreatment,
} from "@shop/contract";
import { stringify } from "csv-stringify/sync";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { accountingCodes } from "../../db/schema";
import { neutralizeFormula } from "../orders/csv";
import { monthBound, nextMonth, rowsOf } from "./monthly-bounds";
import { takingMethodOf } from "./takings";

/*
 * Issue 25 item 5, the accounting export: every invoice and credit note of the months, in date
 * order, one row per document and rate with the document's fields repeated on each. That is the
 * shape Xero's and QuickBooks Online's invoice importers read (one line item with one tax rate
 * per row, grouped by the document number), and the shape whose Gross column sums to what the
 * monthly report says: a row's gross is its rate's net plus tax, so a document's rows add up to
 * its total (docs/decisions/029-books.md). Credit notes carry negative amounts.
 */

interface DocumentRow {
  type: "invoice" | "credit_note";
  day: string;
  /** The invoice's own due date (Net 30: thirty days on); its date when prepaid or due at a shipment not yet made; a credit note's date. */
  due: string;
  number: number;
  corrects: number | null;
  buyer: string;
  buyer_vat_id: string | null;
  country: string;
  currency: string;
  treatment: TaxTreatment;
  legal_note: string;
  tax_lines: TaxLineCents[];
  net: number;
  tax: number;
  /** Issue 37 item 8: the provider that took an invoice's payment or gave a credit note's refund, and its transaction or refund id; null when none. */
  method: string | null;
  transaction: string | null;
}

/** The export's one read over the months [from, to] of `timeZone`, apart so a test can look at its plan. */
export function journalQuery(from: string, to: string, timeZone: string) {
  const start = monthBound(from, timeZone);
  const end = monthBound(nextMonth(to), timeZone);
  const day = (column: string) => sql`to_char(${sql.raw(column)} at time zone ${timeZone}::text, 'YYYY-MM-DD')`;
  // A collection at the works is a supply at home (its tax country), whatever country the buyer's address names, as the report books it (issue 36, finding 7).
  const country = sql`coalesce(case when o.collection then o.tax_country end, o.country, '')`;
  // The buyer as the invoice named them (issue 25: as they were when ordering); a credit note names its invoice's.
  return sql`select * from (
      select 'invoice' as type, i.issued_at, ${day("i.issued_at")} as day, coalesce(i.due_date::text, ${day("i.issued_at")}) as due, i.number, null::integer as corrects,
        coalesce(i.buyer_company, o.name) as buyer, i.buyer_vat_id, ${country} as country, o.currency, o.treatment, o.legal_note,
        o.tax_lines, o.net_cents as net, o.tax_cents as tax, pay.provider::text as method, pay.transaction_id as transaction
      from invoices i join orders o on o.id = i.order_id
      left join lateral (select p.provider, p.transaction_id from payments p where p.order_id = o.id order by p.created_at limit 1) pay on true
      where i.issued_at >= ${start} and i.issued_at < ${end}
      union all
      select 'credit_note', c.issued_at, ${day("c.issued_at")}, ${day("c.issued_at")}, c.number, c.invoice_number,
        coalesce(i.buyer_company, o.name, ''), i.buyer_vat_id, ${country}, c.currency, c.treatment, c.legal_note,
        c.tax_lines, c.net_cents, c.tax_cents, back.provider, coalesce(back.provider_refund_id, back.transaction_id)
      from credit_notes c left join orders o on o.id = c.order_id left join invoices i on i.number = c.invoice_number
      left join lateral (select r.provider, r.provider_refund_id, r.transaction_id from refunds r where r.credit_note_id = c.id order by r.created_at limit 1) back on true
      where c.issued_at >= ${start} and c.issued_at < ${end}
    ) documents order by issued_at, type desc, number`;
}

/**
 * The office's codes: per treatment its row for every rate (empty codes when never set), then
 * its rows for one rate each, lowest rate first.
 */
export async function accountingCodesOf(db: Db | Tx): Promise<AccountingCode[]> {
  const rows = await db.select().from(accountingCodes);
  return taxTreatments.flatMap((treatment) => {
    const general = rows.find((candidate) => candidate.treatment === treatment && candidate.rateMillis === null);
    const perRate = rows
      .filter((candidate) => candidate.treatment === treatment && candidate.rateMillis !== null)
      .sort((a, b) => (a.rateMillis ?? 0) - (b.rateMillis ?? 0))
      .map((row) => ({ treatment, rate: (row.rateMillis ?? 0) / 1000, revenueAccount: row.revenueAccount, taxAccount: row.taxAccount }));
    return [{ treatment, revenueAccount: general?.revenueAccount ?? "", taxAccount: general?.taxAccount ?? "" }, ...perRate];
  });
}

/** A percent as the rows store it: thousandths of a percent, as the tax lines do. */
const millisOf = (rate: number) => Math.round(rate * 1000);

/**
 * Issue 36 item 3: a document row's codes, the most specific first: its treatment's row for its
 * rate, else its treatment's row for every rate. A row without a rate (no tax set up) takes the latter.
 */
export function accountingCodeFor(codes: readonly AccountingCode[], treatment: TaxTreatment, rateMillis: number | null): AccountingCode | undefined {
  const exact = rateMillis === null ? undefined : codes.find((code) => code.treatment === treatment && code.rate !== undefined && millisOf(code.rate) === rateMillis);
  return exact ?? codes.find((code) => code.treatment === treatment && code.rate === undefined);
}

/** `PUT /api/reports/accounting-codes`: the given treatments' and rates' codes replaced, the others kept. */
export async function setAccountingCodes(db: Db, codes: readonly AccountingCode[]): Promise<AccountingCode[]> {
  return db.transaction(async (tx) => {
    for (const code of codes) {
      const rateMillis = code.rate === undefined ? null : millisOf(code.rate);
      // The unique index is on an expression (a null rate is one row per treatment), which an upsert cannot name.
      await tx
        .delete(accountingCodes)
        .where(and(eq(accountingCodes.treatment, code.treatment), rateMillis === null ? isNull(accountingCodes.rateMillis) : eq(accountingCodes.rateMillis, rateMillis)));
      await tx.insert(accountingCodes).values({ treatment: code.treatment, rateMillis, revenueAccount: code.revenueAccount, taxAccount: code.taxAccount });
    }
    return accountingCodesOf(tx);
  });
}

/** Two decimals, as a spreadsheet and the importers read numbers (the Currency column names the unit). */
const money = (cents: number) => centsToDollars(cents).toFixed(2);

/** The journal's records (header first), cells as written. */
export async function journalRecords(db: Db, range: ReportRange, timeZone: string): Promise<string[][]> {
  const documents = await rowsOf<DocumentRow>(db, journalQuery(range.from, range.to, timeZone));
  const codes = await accountingCodesOf(db);
  const records = documents.flatMap((document) => {
    const sign = document.type === "credit_note" ? -1 : 1;
    const number = document.type === "invoice" ? invoiceLabel(document.number) : creditNoteLabel(document.number);
    const corrects = document.corrects === null ? null : invoiceLabel(document.corrects);
    // A bill without tax lines was made while the shop had no tax set up: one row, no rate.
    const lines: (TaxLineCents | null)[] = document.tax_lines.length > 0 ? document.tax_lines : [null];
    const exempt = isExemptSale({ treatment: document.treatment, legalNote: document.legal_note });
    return lines.map((line) => {
      const net = line?.netCents ?? Number(document.net);
      const tax = line?.taxCents ?? Number(document.tax);
      const code = accountingCodeFor(codes, document.treatment, line?.rateMillis ?? null);
      const how =
        line === null
          ? journalTexts.outsideScope
          : document.treatment === "intra_community" || document.treatment === "export"
            ? treatmentLabels[document.treatment]
            : taxLineLabel(line.name, formatRate(line.rateMillis));
      return [
        document.day,
        // Issue 36 finding 8: an invoice on terms falls due when its terms say, not on its date.
        document.due,
        number,
        document.type === "invoice" ? journalTexts.invoice : journalTexts.creditNote,
        neutralizeFormula(document.buyer),
        neutralizeFormula(document.buyer_vat_id ?? ""),
        neutralizeFormula(document.country),
        neutralizeFormula(document.type === "invoice" ? journalTexts.invoiceLine(how) : journalTexts.creditNoteLine(corrects, how)),
        "1",
        money(sign * net),
        neutralizeFormula(line?.name ?? ""),
        // Issue 36 finding 12: an exempt sale's rate reads "exempt", as its invoice prints it, not 0.
        line === null ? "" : exempt ? exemptRate : String(line.rateMillis / 1000),
        money(sign * tax),
        money(sign * (net + tax)),
        document.currency,
        document.treatment,
        neutralizeFormula(code?.revenueAccount ?? ""),
        neutralizeFormula(code?.taxAccount ?? ""),
        // Issue 37 item 8: how an invoice was paid or a credit note's money went back, and the gateway's id for it.
        document.method === null ? "" : takingMethodOf(document.method),
        neutralizeFormula(document.transaction ?? ""),
      ];
    });
  });
  return [Object.values(journalColumns), ...records];
}

/** `GET /api/reports/journal.csv`: quoted throughout and CRLF, as the other exports. */
export async function journalCsv(db: Db, range: ReportRange, timeZone: string): Promise<string> {
  return stringify(await journalRecords(db, range, timeZone), { quoted: true, quoted_empty: true, record_delimiter: "\r\n" });
}
