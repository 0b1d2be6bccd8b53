import { creditNoteLabel, invoiceLabel, ledgerColumns, quickbooksJournalColumns, receivablesSchema, xeroJournalColumns, type TaxLineCents } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountingCodes, accountPayments, creditNotes, invoices, orderLines, orders, paymentAllocations, payments, refunds } from "../src/db/schema";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany } from "./companies";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";
import { parseCsv } from "./csv";

/*
 * Issue 36 item 6: the ledger. April 2026 holds two card sales (one of two rates, refunded in
 * part), two sales on Net 30 to a company, a bank transfer that pays part of one, and a credit
 * note on the other. Each document, payment and refund balances; so do the months; and what the
 * receivable account keeps is what GET /api/admin/receivables calls open.
 */

let t: TestApp;
let admin: SignedIn;


const ledger = (query: string, who: SignedIn | null = admin) => t.app.inject({ url: `/api/reports/ledger.csv${query}`, ...(who ? { headers: who.auth } : {}) });
const toCents = (cell: string) => (cell === "" ? 0 : Math.round(Number(cell) * 100));
const vat = (rate: number, netCents: number, taxCents: number): TaxLineCents => ({ name: "VAT", rateMillis: rate * 1000, netCents, taxCents });

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  admin = await signInAdmin(t);
  const buyer = await signUp(t.app, { name: "Ledger Buyer" });
  const { company } = await newCompany(t);
  const db = t.database.db;
  const at = (day: string) => new Date(`${day}T12:00:00Z`);

  /** An order with its lines' tax and its invoice, as the use cases leave them (paid in full when prepaid). */
  const sale = async (day: string, number: number, taxLines: TaxLineCents[], terms: { companyId: string; dueDate: string } | null) => {
    const net = taxLines.reduce((sum, line) => sum + line.netCents, 0);
    const tax = taxLines.reduce((sum, line) => sum + line.taxCents, 0);
    const [order] = await db
      .insert(orders)
      .values({ email: buyer.email, name: "Ledger Buyer", phone: "1", address: "1 Lane", product: "Hoe", quantity: 1, unitPriceCents: net, priceCents: net + tax, status: terms ? "confirmed" : "paid", netCents: net, taxCents: tax, taxLines, country: "DE" })
      .returning({ id: orders.id });
    if (!order) throw new Error("no order");
    await db.insert(orderLines).values({ orderId: order.id, position: 0, product: "Hoe", quantity: 1, unitPriceCents: net, listUnitPriceCents: net, priceCents: net, netCents: net, taxCents: tax });
    const [invoice] = await db
      .insert(invoices)
      .values({ number, orderId: order.id, issuedAt: at(day), totalCents: net + tax, paidCents: terms ? 0 : net + tax, companyId: terms?.companyId ?? null, paymentTerms: terms ? "net30" : null, dueDate: terms?.dueDate ?? null })
      .returning();
    if (!invoice) throw new Error("no invoice");
    if (!terms) await db.insert(payments).values({ orderId: order.id, provider: "test", transactionId: `txn_${String(number)}`, amountCents: net + tax, createdAt: at(day) });
    return invoice;
  };
  const creditNote = async (day: string, number: number, invoice: typeof invoices.$inferSelect, taxLines: TaxLineCents[]) => {
    const net = taxLines.reduce((sum, line) => sum + line.netCents, 0);
    const tax = taxLines.reduce((sum, line) => sum + line.taxCents, 0);
    const [note] = await db
      .insert(creditNotes)
      .values({ number, orderId: invoice.orderId, invoiceNumber: invoice.number, issuedAt: at(day), reason: "returned", currency: "USD", taxLines, netCents: net, taxCents: tax, totalCents: net + tax })
      .returning();
    if (!note) throw new Error("no credit note");
    await db.update(invoices).set({ creditedCents: sql`${invoices.creditedCents} + ${net + tax}` }).where(eq(invoices.id, invoice.id));
    return note;
  };

  // Card sales: one at 19 %, one at 19 % and 7 %, the latter refunded in part (its 7 % line).
  await sale("2026-04-02", 9101, [vat(19, 100_00, 19_00)], null);
  const twoRates = await sale("2026-04-03", 9102, [vat(19, 200_00, 38_00), vat(7, 50_00, 3_50)], null);
  const refunded = await creditNote("2026-04-08", 7101, twoRates, [vat(7, 10_00, 70)]);
  await db.insert(refunds).values({ orderId: twoRates.orderId, provider: "test", transactionId: "txn_9102", providerRefundId: "re_9102", amountCents: 10_70, reason: "bent", creditNoteId: refunded.id, createdAt: at("2026-04-08") });
  await db.update(invoices).set({ paidCents: sql`${invoices.paidCents} - ${10_70}` }).where(eq(invoices.id, twoRates.id));
  // Sales on Net 30 to the company: a transfer pays half of one, a credit note takes part of the other.
  const onTerms = await sale("2026-04-05", 9103, [vat(19, 1_000_00, 190_00)], { companyId: company._id, dueDate: "2026-05-05" });
  const credited = await sale("2026-04-06", 9104, [vat(19, 200_00, 38_00)], { companyId: company._id, dueDate: "2026-05-06" });
  await creditNote("2026-04-10", 7102, credited, [vat(19, 50_00, 9_50)]);
  const [transfer] = await db
    .insert(accountPayments)
    .values({ companyId: company._id, method: "transfer", status: "applied", amountCents: 500_00, currency: "USD", receivedOn: "2026-04-20", reference: "BANK-REF-1", byEmail: "office@agritools.example", appliedAt: at("2026-04-20") })
    .returning();
  if (!transfer) throw new Error("no transfer");
  await db.insert(paymentAllocations).values({ paymentId: transfer.id, invoiceId: onTerms.id, amountCents: 500_00 });
  await db.update(invoices).set({ paidCents: 500_00 }).where(eq(invoices.id, onTerms.id));

  // The 7 % rows take their own codes; the 19 % rows the treatment's.
  const codes = await t.app.inject({
    method: "PUT",
    url: "/api/reports/accounting-codes",
    headers: admin.auth,
    payload: {
      codes: [
        { treatment: "domestic", revenueAccount: "4000", taxAccount: "2200" },
        { treatment: "domestic", rate: 7, revenueAccount: "4007", taxAccount: "2207" },
      ],
    },
  });
  expect(codes.statusCode, codes.body).toBe(200);
});
afterAll(() => t.close());

describe("GET /api/reports/ledger.csv", () => {
  it("balances every document, payment and refund and the month, and leaves in receivables what the receivables page calls open", async () => {
    const response = await ledger("?from=2026-04&to=2026-04");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="ledger-2026-04-to-2026-04.csv"');
    const [head, ...rows] = parseCsv(response.body);
    expect(head).toEqual(Object.values(ledgerColumns));
    const column = (name: string) => Object.values(ledgerColumns).indexOf(name as never);
    const [number, type, account, debit, credit] = ["Number", "Type", "Account", "Debit", "Credit"].map(column) as [number, number, number, number, number];

    // Per entry (a document, or the money that settles it), debits equal credits.
    const entries = new Map<string, { debit: number; credit: number }>();
    for (const row of rows) {
      const key = `${row[type] ?? ""} ${row[number] ?? ""}`;
      const sums = entries.get(key) ?? { debit: 0, credit: 0 };
      sums.debit += toCents(row[debit] ?? "");
      sums.credit += toCents(row[credit] ?? "");
      entries.set(key, sums);
    }
    expect([...entries.keys()].sort()).toEqual(
      [
        `invoice ${invoiceLabel(9101)}`,
        `payment ${invoiceLabel(9101)}`,
        `invoice ${invoiceLabel(9102)}`,
        `payment ${invoiceLabel(9102)}`,
        `credit_note ${creditNoteLabel(7101)}`,
        `refund ${creditNoteLabel(7101)}`,
        `invoice ${invoiceLabel(9103)}`,
        `invoice ${invoiceLabel(9104)}`,
        `credit_note ${creditNoteLabel(7102)}`,
        "payment BANK-REF-1",
      ].sort(),
    );
    for (const [key, sums] of entries) expect(sums.debit, key).toBe(sums.credit);
    const total = rows.reduce((sum, row) => sum + toCents(row[debit] ?? "") - toCents(row[credit] ?? ""), 0);
    expect(total).toBe(0);

    // The receivable account keeps what the invoices still ask.
    const receivable = rows.filter((row) => row[account] === "Accounts receivable").reduce((sum, row) => sum + toCents(row[debit] ?? "") - toCents(row[credit] ?? ""), 0);
    const page = receivablesSchema.parse((await t.app.inject({ url: "/api/admin/receivables", headers: admin.auth })).json());
    expect(receivable).toBe(1_190_00 - 500_00 + 238_00 - 59_50);
    expect(receivable).toBe(Math.round(page.totals.open * 100));

    // Invoice 9102: receivable against revenue and tax per rate, each rate's own codes, the most specific first.
    expect(rows.filter((row) => row[number] === invoiceLabel(9102) && row[type] === "invoice").map((row) => [row[account], row[debit], row[credit]])).toEqual([
      ["Accounts receivable", "291.50", ""],
      ["4000", "", "200.00"],
      ["2200", "", "38.00"],
      ["4007", "", "50.00"],
      ["2207", "", "3.50"],
    ]);
    // The partial refund reverses its 7 % line, and the money goes back out of the card's clearing account (issue 37 item 8).
    expect(rows.filter((row) => row[number] === creditNoteLabel(7101)).map((row) => [row[type], row[account], row[debit], row[credit]])).toEqual([
      ["credit_note", "4007", "10.00", ""],
      ["credit_note", "2207", "0.70", ""],
      ["credit_note", "Accounts receivable", "", "10.70"],
      ["refund", "Accounts receivable", "10.70", ""],
      ["refund", "Card clearing", "", "10.70"],
    ]);
    expect(rows.filter((row) => row[number] === "BANK-REF-1").map((row) => [row[0], row[account], row[debit], row[credit]])).toEqual([
      ["2026-04-20", "Bank", "500.00", ""],
      ["2026-04-20", "Accounts receivable", "", "500.00"],
    ]);
    // Another month holds none of it.
    expect(parseCsv((await ledger("?from=2026-05&to=2026-05")).body)).toHaveLength(1);
  });

  it("writes Xero's manual journal and QuickBooks Online's journal entry columns, each journal balanced", async () => {
    const xero = await ledger("?from=2026-04&to=2026-04&format=xero");
    expect(xero.statusCode, xero.body).toBe(200);
    expect(xero.headers["content-disposition"]).toBe('attachment; filename="ledger-xero-2026-04-to-2026-04.csv"');
    const [xeroHead, ...xeroRows] = parseCsv(xero.body);
    expect(xeroHead).toEqual([...xeroJournalColumns]);
    // A journal is the rows of one narration and date; a positive amount is a debit.
    const journals = new Map<string, number>();
    for (const row of xeroRows) journals.set(`${row[0] ?? ""} ${row[1] ?? ""}`, (journals.get(`${row[0] ?? ""} ${row[1] ?? ""}`) ?? 0) + toCents(row[5] ?? ""));
    for (const [key, sum] of journals) expect(sum, key).toBe(0);
    expect(xeroRows).toContainEqual([invoiceLabel(9102), "03/04/2026", "Invoice, domestic 7%", "2207", "Tax Exempt", "-3.50", "", "", "", ""]);

    const quickbooks = await ledger("?from=2026-04&to=2026-04&format=quickbooks");
    expect(quickbooks.statusCode, quickbooks.body).toBe(200);
    const [qbHead, ...qbRows] = parseCsv(quickbooks.body);
    expect(qbHead).toEqual([...quickbooksJournalColumns]);
    const entries = new Map<string, number>();
    for (const row of qbRows) entries.set(`${row[0] ?? ""} ${row[1] ?? ""}`, (entries.get(`${row[0] ?? ""} ${row[1] ?? ""}`) ?? 0) + toCents(row[3] ?? "") - toCents(row[4] ?? ""));
    for (const [key, sum] of entries) expect(sum, key).toBe(0);
    expect(qbRows).toContainEqual([invoiceLabel(9103), "04/05/2026", "Accounts receivable", "1190.00", "", "Invoice", "", "USD"]);
  });

  it("refuses a bad month or format with 400 and callers other than the office with 401 or 403, changing nothing", async () => {
    const before = [await t.database.db.select().from(accountingCodes).orderBy(accountingCodes.id), await rowsOf(t, invoices), await rowsOf(t, creditNotes)];
    expectFieldErrors(await ledger("?from=2026-13"), ["querystring.from"]);
    expectFieldErrors(await ledger("?from=2026-04&format=sage"), ["querystring.format"]);
    const customer = await signUp(t.app, { name: "Nosy" });
    expectError(await ledger("?from=2026-04", null), 401, "unauthorized");
    const refused = expectError(await ledger("?from=2026-04", customer), 403, "forbidden");
    expect(JSON.stringify(refused)).not.toMatch(/INV-|receivable/i);
    expect([await t.database.db.select().from(accountingCodes).orderBy(accountingCodes.id), await rowsOf(t, invoices), await rowsOf(t, creditNotes)]).toEqual(before);
  });
});
