import { type Language, serverMessages, centsToDollars, creditNoteLabel, dayIn, formatCents, invoiceLabel, orderNumber, resolveStatementPeriod, statementLabels, statementRefundLabels, type CompanyStatement, type StatementAgeingKey, type StatementLineKind, type StatementQuery } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { ShopSettings } from "../../config";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import type { Attachment } from "../../lib/attachment";
import { inLanguage } from "../../lib/language";
import { rowsOf } from "../reports/monthly";
import { statementCsv } from "./statement-csv";
import { renderStatementPdf } from "./statement-pdf";

/*
 * Issue 28 item 5: a company's statement of account, computed once here; statement-pdf.ts and
 * statement-csv.ts only render it (docs/decisions/041-money-on-account.md "Statement and
 * receivables").
 *
 * Every invoice of the company counts, on account or prepaid by card, so the statement agrees
 * with the company's own books, and so does every payment on account, in full: the company's
 * balance with the shop is what its invoices ask less every payment received (a credit note
 * corrects an invoice, a refund gives money back). Each invoice's balance is total − paid −
 * credited; the money of a payment on account that is on no invoice (its unapplied money) is one
 * more "invoice" of the company, `UNAPPLIED`, with no due date and a balance below zero. The events
 * read here are exactly what moves those, so the statement's balance at any day is the sum of the
 * company's invoice balances at that day, less its unapplied money:
 *   - the invoice (+ its total), on the day it was issued;
 *   - a card-prepaid invoice's payment (− its total: paid in full when issued), on the day the
 *     order was paid;
 *   - an applied payment on account (− its whole amount: what it applied with it on those
 *     invoices, the rest on the unapplied money), on the day the transfer was received or the
 *     card payment applied;
 *   - unapplied money the office applied later (− on the invoices, + on the unapplied money: the
 *     balance does not move, the ageing does), on the day it was applied;
 *   - a credit note (− its total), on its day;
 *   - money given back (+ the refund that went with a credit note; + a refund of a card payment on
 *     account, on the invoices it reopened and the unapplied money it took), on its day: `paid`
 *     is money received less money given back.
 */

/** The key of the company's unapplied money among its invoices' keys (never an invoice's id). */
export const UNAPPLIED = "unapplied";

export interface StatementLine {
  day: string;
  kind: StatementLineKind;
  /** The document's number (INV-…, CN-…), or the payment's reference. */
  reference: string;
  description: string;
  /** An invoice's due date; null for the other lines and for an invoice due at a shipment to come. */
  dueDate: string | null;
  /** What the line does to the balance: + raises it, − lowers it. */
  amountCents: number;
  /** The balance after the line. */
  balanceCents: number;
}

export interface Statement {
  company: { id: string; name: string; billingAddress: string; vatId: string | null };
  from: string;
  to: string;
  /** The shop's day it was made. */
  issuedOn: string;
  currency: string;
  openingCents: number;
  lines: StatementLine[];
  closingCents: number;
  /** The period's sums: closing = opening + invoices − payments − credit notes (payments less refunds). */
  totals: { invoicesCents: number; paymentsCents: number; creditNotesCents: number };
  /** What is open at `to`, by days past due; the buckets add up to the closing balance. */
  ageing: Record<StatementAgeingKey, number>;
  /** The company's unapplied money at the end of `to` (0 or more), a credit within `ageing.current`. */
  unappliedCents: number;
}

export interface EventRow {
  kind: StatementLineKind;
  day: string;
  at: Date | string;
  /** Groups a payment's allocations into one line: the payment's id, or the document's. */
  line_key: string;
  /** The invoice it moves, or UNAPPLIED: the company's unapplied money. */
  invoice_id: string;
  invoice_number: number | null;
  due_date: string | null;
  amount: number | string;
  document_number: number | null;
  reference: string | null;
  /** A payment on account's method (`card`, `transfer`), also on its applications and refunds; null otherwise. */
  method: string | null;
  order_id: string | null;
}

/** Issue 37: how a payment on account's money went back, by the method that paid it. */
const refundedHow = (method: string): string =>
  method === "transfer" || method === "bkash" || method === "sslcommerz" ? statementRefundLabels[method] : statementLabels.refundToCard;

/**
 * The order of lines on one instant: the invoice before what pays or corrects it. A refund is
 * written with its credit note (its row's time is its transaction's start, a moment before the
 * note's): it is placed at the later of the two, after the note.
 */
const kindRank: Record<StatementLineKind, number> = { invoice: 0, payment: 1, application: 2, credit_note: 3, refund: 4 };

/**
 * Every event of the company's invoices and unapplied money up to the end of `to` (the shop's
 * day), each with the invoice it moves: one read, so the statement is one consistent picture. An
 * allocation of a payment on account is its own row (the ageing needs each invoice's share); the
 * lines group them. Every branch starts from the company's invoices (invoices_company_due_idx) or
 * its payments (account_payments_company_idx) and reaches the rest by indexed keys: a credit note
 * and a refund by the invoice's order, an allocation by its payment, a reversal by its refund.
 */
function eventsQuery(companyId: string, to: string, timeZone: string) {
  const day = (column: string) => sql`(${sql.raw(column)} at time zone ${timeZone}::text)::date`;
  const paymentDay = sql`coalesce(p.received_on, ${day("p.applied_at")})`;
  const paymentRef = sql`nullif(coalesce(nullif(p.reference, ''), p.transaction_id, ''), '')`;
  // What a payment applied with it: the rest of its amount went onto its unapplied money.
  const appliedWithIt = sql`coalesce((select sum(w.amount_cents) from payment_allocations w where w.payment_id = p.id and w.applied_later_at is null), 0)`;
  const laterKey = sql`p.id::text || ':' || a.applied_later_at::text`;
  return sql`select kind, to_char(day, 'YYYY-MM-DD') as day, at, line_key, invoice_id, invoice_number, to_char(due_date, 'YYYY-MM-DD') as due_date,
      amount, document_number, reference, method, order_id
    from (
      select 'invoice' as kind, ${day("i.issued_at")} as day, i.issued_at as at, i.id::text as line_key, i.id::text as invoice_id, i.number as invoice_number,
        i.due_date, i.total_cents as amount, i.number as document_number, null::text as reference, null::text as method, i.order_id::text as order_id
      from invoices i where i.company_id = ${companyId}
      union all
      select 'payment', ${day("coalesce(o.paid_at, i.issued_at)")}, coalesce(o.paid_at, i.issued_at), 'card:' || i.id::text, i.id::text, i.number,
        i.due_date, -i.total_cents, null, o.transaction_id, 'card', i.order_id::text
      from invoices i left join orders o on o.id = i.order_id
      where i.company_id = ${companyId} and coalesce(i.payment_terms, 'prepaid') = 'prepaid' and i.total_cents > 0
      union all
      select 'payment', ${paymentDay}, coalesce(p.applied_at, p.created_at), p.id::text, i.id::text, i.number,
        i.due_date, -a.amount_cents, null, ${paymentRef}, p.method, null
      from account_payments p join payment_allocations a on a.payment_id = p.id and a.applied_later_at is null join invoices i on i.id = a.invoice_id
      where p.company_id = ${companyId} and p.status = 'applied'
      union all
      select 'payment', ${paymentDay}, coalesce(p.applied_at, p.created_at), p.id::text, ${UNAPPLIED}::text, null,
        null, -(p.amount_cents - ${appliedWithIt}), null, ${paymentRef}, p.method, null
      from account_payments p
      where p.company_id = ${companyId} and p.status = 'applied' and p.amount_cents > ${appliedWithIt}
      union all
      select 'application', ${day("a.applied_later_at")}, a.applied_later_at, ${laterKey}, i.id::text, i.number,
        i.due_date, -a.amount_cents, null, ${paymentRef}, p.method, null
      from account_payments p join payment_allocations a on a.payment_id = p.id and a.applied_later_at is not null join invoices i on i.id = a.invoice_id
      where p.company_id = ${companyId} and p.status = 'applied'
      union all
      select 'application', ${day("a.applied_later_at")}, a.applied_later_at, ${laterKey}, ${UNAPPLIED}::text, null,
        null, a.amount_cents, null, ${paymentRef}, p.method, null
      from account_payments p join payment_allocations a on a.payment_id = p.id and a.applied_later_at is not null
      where p.company_id = ${companyId} and p.status = 'applied'
      union all
      select 'credit_note', ${day("c.issued_at")}, c.issued_at, c.id::text, i.id::text, i.number,
        i.due_date, -c.total_cents, c.number, null, null, c.order_id::text
      from invoices i join credit_notes c on c.order_id = i.order_id and c.invoice_number = i.number
      where i.company_id = ${companyId}
      union all
      select 'refund', ${day("r.created_at")}, greatest(r.created_at, c.issued_at), r.id::text, i.id::text, i.number,
        i.due_date, r.amount_cents, null, r.provider_refund_id, null, r.order_id::text
      from invoices i join credit_notes c on c.order_id = i.order_id and c.invoice_number = i.number join refunds r on r.order_id = i.order_id and r.credit_note_id = c.id
      where i.company_id = ${companyId}
      union all
      select 'refund', ${day("r.created_at")}, r.created_at, r.id::text, i.id::text, i.number,
        i.due_date, v.amount_cents, null, coalesce(r.provider_refund_id, ${paymentRef}), p.method, null
      from account_payments p join account_payment_refunds r on r.payment_id = p.id join allocation_reversals v on v.refund_id = r.id join invoices i on i.id = v.invoice_id
      where p.company_id = ${companyId}
      union all
      select 'refund', ${day("r.created_at")}, r.created_at, r.id::text, ${UNAPPLIED}::text, null,
        null, r.unapplied_cents, null, coalesce(r.provider_refund_id, ${paymentRef}), p.method, null
      from account_payments p join account_payment_refunds r on r.payment_id = p.id
      where p.company_id = ${companyId} and r.unapplied_cents > 0
    ) events
    where day <= ${to}::date`;
}

/** Whole days from `earlier` to `later` (YYYY-MM-DD both). */
export function daysBetween(earlier: string, later: string): number {
  return Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / 86_400_000);
}

/** The ageing bucket of an invoice's balance at `day`: a credit, or a balance not yet due, is current. */
export function ageingBucket(balanceCents: number, dueDate: string | null, day: string): StatementAgeingKey {
  if (balanceCents <= 0 || dueDate === null) return "current";
  const late = daysBetween(dueDate, day);
  if (late <= 0) return "current";
  if (late <= 30) return "days1to30";
  if (late <= 60) return "days31to60";
  if (late <= 90) return "days61to90";
  return "over90";
}

const timeOf = (at: Date | string) => (at instanceof Date ? at : new Date(at)).getTime();

/** The invoices a line's rows move, in number order, as the statement names them (the unapplied money is none). */
const invoicesOf = (rows: readonly EventRow[]) =>
  [...new Set(rows.flatMap((row) => (row.invoice_number === null ? [] : [row.invoice_number])))]
    .sort((a, b) => a - b)
    .map(invoiceLabel)
    .join(", ");

/** What a line's rows move on the company's unapplied money. */
const unappliedOf = (rows: readonly EventRow[]) => rows.reduce((sum, row) => sum + (row.invoice_id === UNAPPLIED ? Number(row.amount) : 0), 0);

/** The words of a line: what the reference alone does not say. */
function wordsOf(kind: StatementLineKind, rows: readonly EventRow[], currency: string): { reference: string; description: string } {
  const first = rows[0];
  if (!first) throw new Error("a statement line of no event");
  const orderRef = first.order_id ? statementLabels.order(orderNumber(first.order_id)) : "";
  const how = first.method === "transfer" ? statementLabels.bankTransfer : statementLabels.cardPayment;
  const invoices = invoicesOf(rows);
  const unapplied = unappliedOf(rows);
  const sentence = (...parts: string[]) => parts.filter(Boolean).join(". ");
  switch (kind) {
    case "invoice":
      return { reference: invoiceLabel(first.invoice_number ?? 0), description: orderRef };
    case "credit_note":
      return { reference: creditNoteLabel(first.document_number ?? 0), description: statementLabels.corrects(invoiceLabel(first.invoice_number ?? 0)) };
    case "refund":
      // A card payment on account given back: the invoices it reopened, and the unapplied money it took.
      if (first.method !== null) {
        return {
          reference: first.reference ?? "",
          description: sentence(refundedHow(first.method), invoices && statementLabels.openAgain(invoices), unapplied > 0 ? statementLabels.fromUnapplied(formatCents(unapplied, currency)) : ""),
        };
      }
      return { reference: first.reference ?? "", description: `${statementLabels.refundToCard} (${invoices})` };
    case "payment":
      return {
        reference: first.reference ?? "",
        description: sentence(how, invoices ? statementLabels.appliedTo(invoices) : statementLabels.notApplied, unapplied < 0 ? statementLabels.unappliedPart(formatCents(-unapplied, currency)) : ""),
      };
    case "application":
      return { reference: first.reference ?? "", description: statementLabels.appliedLater(how, invoices) };
  }
}

/**
 * The statement of a company found by id: 404 when there is none. Its lines' words are made in
 * `wordsIn` when given (a PDF's reader, issue 38), else in the request's language; a refusal
 * (a period out of order, no such company) is always in the request's.
 */
export async function statementOf(db: Db, companyId: string, query: StatementQuery, shop: ShopSettings["shop"], options: { now?: Date; wordsIn?: Language } = {}): Promise<Statement> {
  const now = options.now ?? new Date();
  const today = dayIn(now, shop.timeZone);
  const period = resolveStatementPeriod(query, today);
  if ("problem" in period) throw badRequest(serverMessages.invalidRequest, [{ path: "querystring.from", message: period.problem }]);
  const [company] = await db
    .select({ id: companies.id, name: companies.name, billingAddress: companies.billingAddress, vatId: companies.vatId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound("Company");
  const events = await rowsOf<EventRow>(db, eventsQuery(companyId, period.to, shop.timeZone));
  const build = () => buildStatement(company, period, today, shop.currency, events);
  return options.wordsIn ? inLanguage(options.wordsIn, build) : build();
}

/** The statement from its events (any order), apart from the read so a unit can check its arithmetic. */
export function buildStatement(company: Statement["company"], period: { from: string; to: string }, issuedOn: string, currency: string, events: readonly EventRow[]): Statement {
  const cents = (row: EventRow) => Number(row.amount);
  let openingCents = 0;
  const groups = new Map<string, EventRow[]>();
  const perInvoice = new Map<string, { balance: number; due: string | null }>();
  for (const row of events) {
    const invoice = perInvoice.get(row.invoice_id) ?? { balance: 0, due: row.due_date };
    invoice.balance += cents(row);
    perInvoice.set(row.invoice_id, invoice);
    if (row.day < period.from) {
      openingCents += cents(row);
      continue;
    }
    const key = `${row.kind}:${row.line_key}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const ordered = [...groups.values()]
    .map((rows) => rows as [EventRow, ...EventRow[]])
    .sort(([a], [b]) => a.day.localeCompare(b.day) || timeOf(a.at) - timeOf(b.at) || kindRank[a.kind] - kindRank[b.kind] || (a.invoice_number ?? 0) - (b.invoice_number ?? 0));
  let balance = openingCents;
  const totals = { invoicesCents: 0, paymentsCents: 0, creditNotesCents: 0 };
  const lines = ordered.map((rows): StatementLine => {
    const [first] = rows;
    const amountCents = rows.reduce((sum, row) => sum + cents(row), 0);
    balance += amountCents;
    if (first.kind === "invoice") totals.invoicesCents += amountCents;
    else if (first.kind === "credit_note") totals.creditNotesCents -= amountCents;
    // Money given back is a payment undone: payments are counted less refunds.
    else if (first.kind === "payment" || first.kind === "refund") totals.paymentsCents -= amountCents;
    // An application moves money between the unapplied and the invoices: it adds up to 0.
    return { day: first.day, kind: first.kind, ...wordsOf(first.kind, rows, currency), dueDate: first.kind === "invoice" ? first.due_date : null, amountCents, balanceCents: balance };
  });
  const ageing: Record<StatementAgeingKey, number> = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
  for (const invoice of perInvoice.values()) ageing[ageingBucket(invoice.balance, invoice.due, period.to)] += invoice.balance;
  // Held as a balance below zero; 0 − x, not −x, so none is 0 rather than −0.
  const unappliedCents = 0 - (perInvoice.get(UNAPPLIED)?.balance ?? 0);
  return { company, from: period.from, to: period.to, issuedOn, currency, openingCents, lines, closingCents: balance, totals, ageing, unappliedCents };
}

/** Issue 35: the statement as its page shows it (`GET /api/company/statement`): the files' figures, in major units. */
export function statementDocument(statement: Statement): CompanyStatement {
  const ageing = Object.fromEntries(Object.entries(statement.ageing).map(([key, cents]) => [key, centsToDollars(cents)])) as Record<StatementAgeingKey, number>;
  return {
    from: statement.from,
    to: statement.to,
    issuedOn: statement.issuedOn,
    currency: statement.currency,
    opening: centsToDollars(statement.openingCents),
    lines: statement.lines.map((line) => ({
      day: line.day,
      kind: line.kind,
      reference: line.reference,
      description: line.description,
      dueDate: line.dueDate,
      amount: centsToDollars(line.amountCents),
      balance: centsToDollars(line.balanceCents),
    })),
    closing: centsToDollars(statement.closingCents),
    totals: { invoices: centsToDollars(statement.totals.invoicesCents), payments: centsToDollars(statement.totals.paymentsCents), creditNotes: centsToDollars(statement.totals.creditNotesCents) },
    ageing,
    unapplied: centsToDollars(statement.unappliedCents),
  };
}

/**
 * The statement as the file a route sends: its bytes, type and name (the company's name made safe
 * for a header). Issue 38: the PDF is drawn in its reader's language (`reader`, asked only for a
 * PDF: the member who downloads it, or for the office the company's own), its lines' words
 * ("Order 5F83C518", how a payment came) too: `build` reads the statement once and makes its
 * words in the language it is given (a refused period still answers in the request's). The CSV,
 * data for a spreadsheet, as before.
 */
export async function statementFile(build: (wordsIn?: Language) => Promise<Statement>, format: "pdf" | "csv", shop: ShopSettings["shop"], reader: () => Promise<Language>): Promise<Attachment> {
  const language = format === "pdf" ? await reader() : undefined;
  const statement = await build(language);
  const slug = statement.company.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40) || "company";
  const filename = `statement-${slug}-${statement.from}-to-${statement.to}.${format}`;
  if (language === undefined) return { body: statementCsv(statement), contentType: "text/csv; charset=utf-8", filename };
  const pdf = await inLanguage(language, () => renderStatementPdf(statement, shop));
  return { body: Buffer.from(pdf), contentType: "application/pdf", filename };
}
