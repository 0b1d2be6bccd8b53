import {
  centsToDollars,
  creditNoteLabel,
  formatRate,
  invoiceLabel,
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
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { accountingCodes } from "../../db/schema";
import { neutralizeFormula } from "../orders/csv";
import { monthBound, nextMonth, rowsOf } from "./monthly";

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
  number: number;
  corrects: number | null;
  buyer: string;
  buyer_vat_id: string | null;
  country: string;
  currency: string;
  treatment: TaxTreatment;
  tax_lines: TaxLineCents[];
  net: number;
  tax: number;
}

/** The export's one read over the months [from, to] of `timeZone`, apart so a test can look at its plan. */
export function journalQuery(from: string, to: string, timeZone: string) {
  const start = monthBound(from, timeZone);
  const end = monthBound(nextMonth(to), timeZone);
  const day = (column: string) => sql`to_char(${sql.raw(column)} at time zone ${timeZone}::text, 'YYYY-MM-DD')`;
  // The buyer as the invoice named them (issue 25: as they were when ordering); a credit note names its invoice's.
  return sql`select * from (
      select 'invoice' as type, i.issued_at, ${day("i.issued_at")} as day, i.number, null::integer as corrects,
        coalesce(i.buyer_company, o.name) as buyer, i.buyer_vat_id, coalesce(o.country, '') as country, o.currency, o.treatment,
        o.tax_lines, o.net_cents as net, o.tax_cents as tax
      from invoices i join orders o on o.id = i.order_id
      where i.issued_at >= ${start} and i.issued_at < ${end}
      union all
      select 'credit_note', c.issued_at, ${day("c.issued_at")}, c.number, c.invoice_number,
        coalesce(i.buyer_company, o.name, ''), i.buyer_vat_id, coalesce(o.country, ''), c.currency, c.treatment,
        c.tax_lines, c.net_cents, c.tax_cents
      from credit_notes c left join orders o on o.id = c.order_id left join invoices i on i.number = c.invoice_number
      where c.issued_at >= ${start} and c.issued_at < ${end}
    ) documents order by issued_at, type desc, number`;
}

/** The office's codes per treatment; a treatment never set has empty codes. */
export async function accountingCodesOf(db: Db | Tx): Promise<AccountingCode[]> {
  const rows = await db.select().from(accountingCodes);
  return taxTreatments.map((treatment) => {
    const row = rows.find((candidate) => candidate.treatment === treatment);
    return { treatment, revenueAccount: row?.revenueAccount ?? "", taxAccount: row?.taxAccount ?? "" };
  });
}

/** `PUT /api/reports/accounting-codes`: the given treatments' codes replaced, the others kept. */
export async function setAccountingCodes(db: Db, codes: readonly AccountingCode[]): Promise<AccountingCode[]> {
  return db.transaction(async (tx) => {
    for (const code of codes) {
      await tx
        .insert(accountingCodes)
        .values(code)
        .onConflictDoUpdate({ target: accountingCodes.treatment, set: { revenueAccount: code.revenueAccount, taxAccount: code.taxAccount } });
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
    const code = codes.find((candidate) => candidate.treatment === document.treatment);
    const number = document.type === "invoice" ? invoiceLabel(document.number) : creditNoteLabel(document.number);
    const corrects = document.corrects === null ? null : invoiceLabel(document.corrects);
    // A bill without tax lines was made while the shop had no tax set up: one row, no rate.
    const lines: (TaxLineCents | null)[] = document.tax_lines.length > 0 ? document.tax_lines : [null];
    return lines.map((line) => {
      const net = line?.netCents ?? Number(document.net);
      const tax = line?.taxCents ?? Number(document.tax);
      const how =
        line === null
          ? journalTexts.outsideScope
          : document.treatment === "intra_community" || document.treatment === "export"
            ? treatmentLabels[document.treatment]
            : taxLineLabel(line.name, formatRate(line.rateMillis));
      return [
        document.day,
        // Paid when invoiced: nothing is due after the document's date.
        document.day,
        number,
        document.type === "invoice" ? journalTexts.invoice : journalTexts.creditNote,
        neutralizeFormula(document.buyer),
        neutralizeFormula(document.buyer_vat_id ?? ""),
        neutralizeFormula(document.country),
        neutralizeFormula(document.type === "invoice" ? journalTexts.invoiceLine(how) : journalTexts.creditNoteLine(corrects, how)),
        "1",
        money(sign * net),
        neutralizeFormula(line?.name ?? ""),
        line === null ? "" : String(line.rateMillis / 1000),
        money(sign * tax),
        money(sign * (net + tax)),
        document.currency,
        document.treatment,
        neutralizeFormula(code?.revenueAccount ?? ""),
        neutralizeFormula(code?.taxAccount ?? ""),
      ];
    });
  });
  return [Object.values(journalColumns), ...records];
}

/** `GET /api/reports/journal.csv`: quoted throughout and CRLF, as the other exports. */
export async function journalCsv(db: Db, range: ReportRange, timeZone: string): Promise<string> {
  return stringify(await journalRecords(db, range, timeZone), { quoted: true, quoted_empty: true, record_delimiter: "\r\n" });
}
