import { accountPaymentSchema, companyStatementSchema, formatCents, invoiceLabel, placeOrderResponseSchema, statementAgeingKeys, statementLabels, type Company, type StatementAgeingKey } from "@shop/contract";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, invoices, tools } from "../src/db/schema";
import { eq } from "drizzle-orm";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";
import { expectError, expectFieldErrors } from "./expect-error";
import { balanceOf, creditNoteOn, invoiceOnAccount, paymentOnAccount, unappliedOf, type InvoiceOnAccount } from "./ledger";
import { pdfText } from "./pdf";

/*
 * Issue 28 item 5: the statement of account (docs/decisions/041-money-on-account.md "Statement
 * and receivables"). Its account is written into the tables (ledger.ts) on days long past, so
 * the periods are fixed; one company buys through the API, prepaid by card, to show a card
 * invoice, its payment, a credit note and the refund net to zero.
 */

let t: TestApp;
let office: SignedIn;
let company: Company;
let admin: SignedIn;
let accountant: SignedIn;
let buyer: SignedIn;
let approver: SignedIn;
let stranger: SignedIn;
let other: { company: Company; admin: SignedIn };
const inv: Record<"a" | "b" | "c" | "elsewhere", InvoiceOnAccount | undefined> = { a: undefined, b: undefined, c: undefined, elsewhere: undefined };
const invoice = (key: keyof typeof inv) => {
  const found = inv[key];
  if (!found) throw new Error(`no invoice ${key}`);
  return found;
};

beforeAll(async () => {
  // Dhaka is 6 hours ahead of UTC: an invoice issued at 19:30 UTC is on the next day's statement.
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, SHOP_TIMEZONE: "Asia/Dhaka" } });
  office = await signInAdmin(t);
  ({ company, admin } = await newCompany(t, undefined, { name: "Green Valley Co-op" }));
  accountant = await newMember(t, company._id, "accountant");
  buyer = await newMember(t, company._id, "buyer");
  approver = await newMember(t, company._id, "approver");
  stranger = await signUp(t.app, { name: "No Company" });
  other = await newCompany(t, undefined, { name: "Hill Farmers" });

  const id = company._id;
  inv.a = await invoiceOnAccount(t, id, { issuedAt: "2026-01-10", totalCents: 100_000, dueDate: "2026-02-09" });
  inv.b = await invoiceOnAccount(t, id, { issuedAt: new Date("2026-02-14T19:30:00Z"), totalCents: 50_000, dueDate: "2026-03-17" });
  await paymentOnAccount(t, id, { method: "transfer", receivedOn: "2026-02-20", appliedAt: new Date("2026-02-21T09:00:00Z"), reference: "BANK-7781", allocations: [[invoice("a"), 100_000]] });
  await creditNoteOn(t, invoice("b"), { issuedAt: "2026-03-05", totalCents: 5_000 });
  inv.c = await invoiceOnAccount(t, id, { issuedAt: "2026-03-20", totalCents: 25_000, dueDate: "2026-04-19" });
  // A card payment of two invoices; what it could not apply (7.00) is on the company's account, unapplied: a credit.
  await paymentOnAccount(t, id, { method: "card", appliedAt: new Date("2026-04-02T08:00:00Z"), reference: "", allocations: [[invoice("b"), 25_000], [invoice("c"), 5_000]], unappliedCents: 700 });
  // A credit note on a paid invoice: the company holds a credit.
  await creditNoteOn(t, invoice("a"), { issuedAt: "2026-04-10", totalCents: 10_000 });
  // Neither a pending nor a cancelled payment counts.
  await paymentOnAccount(t, id, { method: "card", status: "pending", reference: "", allocations: [[invoice("c"), 1_000]] });
  await paymentOnAccount(t, id, { method: "card", status: "cancelled", reference: "", allocations: [[invoice("c"), 2_000]] });
  // Another company's invoice, in the same months.
  inv.elsewhere = await invoiceOnAccount(t, other.company._id, { issuedAt: "2026-02-01", totalCents: 77_700, dueDate: "2026-03-03" });
});
afterAll(() => t.close());

const statement = (who: SignedIn | null, format: "pdf" | "csv", query = "") =>
  t.app.inject({ url: `/api/company/statement.${format}${query}`, ...(who ? { headers: who.auth } : {}) });
const officeStatement = (companyId: string, format: "pdf" | "csv", query = "", who: SignedIn | null = office) =>
  t.app.inject({ url: `/api/admin/companies/${companyId}/statement.${format}${query}`, ...(who ? { headers: who.auth } : {}) });

interface Parsed {
  opening: number;
  closing: number;
  lines: { day: string; type: string; reference: string; description: string; due: string; amount: number; balance: number }[];
  ageing: Record<string, number>;
  unapplied: number;
}

/** The CSV read back: the opening row, the lines, the closing row, the ageing rows and the unapplied money, in cents. */
function parsed(body: string): Parsed {
  const rows = parse(body, { relax_column_count: false }) as string[][];
  const [header, openingRow, ...rest] = rows;
  expect(header).toEqual(["Date", "Type", "Reference", "Description", "Due date", "Amount", "Balance", "Currency"]);
  const cents = (text: string | undefined) => Math.round(Number(text) * 100);
  const closingAt = rest.findIndex((row) => row[1] === "Closing balance");
  const lines = rest.slice(0, closingAt).map(([day = "", type = "", reference = "", description = "", due = "", amount, balance]) => ({ day, type, reference, description, due, amount: cents(amount), balance: cents(balance) }));
  const summary = rest.slice(closingAt + 1);
  const ageing = Object.fromEntries(summary.filter((row) => row[1] === "Ageing").map((row) => [row[3] ?? "", cents(row[5])]));
  const unappliedRows = summary.filter((row) => row[1] === "Unapplied");
  expect(unappliedRows).toHaveLength(1);
  expect(summary).toHaveLength(statementAgeingKeys.length + 1);
  return { opening: cents(openingRow?.[6]), closing: cents(rest[closingAt]?.[6]), lines, ageing, unapplied: cents(unappliedRows[0]?.[5]) };
}

const sum = (lines: Parsed["lines"], type: string) => lines.filter((line) => line.type === type).reduce((total, line) => total + line.amount, 0);

describe("GET /api/company/statement.csv: the balance", () => {
  // Invoices +, payments and credit notes −; closing = opening + invoices − payments − credit notes.
  // A payment counts in full: what it left unapplied is a credit in Current until applied.
  type Ageing = Partial<Record<StatementAgeingKey, number>>;
  const periods: { from: string; to: string; opening: number; lines: [string, number, string?][]; closing: number; ageing: Ageing; unapplied?: number }[] = [
    { from: "2026-01-01", to: "2026-01-31", opening: 0, lines: [["Invoice", 100_000]], closing: 100_000, ageing: { current: 100_000 } },
    {
      from: "2026-02-01",
      to: "2026-02-28",
      opening: 100_000,
      // Issued at 19:30 UTC on the 14th: the 15th in Dhaka.
      lines: [["Invoice", 50_000, "2026-02-15"], ["Payment", -100_000, "2026-02-20"]],
      closing: 50_000,
      ageing: { current: 50_000 },
    },
    // b (450.00 left, due 17 March) is 14 days late on the 31st.
    { from: "2026-03-01", to: "2026-03-31", opening: 50_000, lines: [["Credit note", -5_000], ["Invoice", 25_000]], closing: 70_000, ageing: { current: 25_000, days1to30: 45_000 } },
    {
      from: "2026-01-01",
      to: "2026-04-30",
      opening: 0,
      lines: [["Invoice", 100_000], ["Invoice", 50_000], ["Payment", -100_000], ["Credit note", -5_000], ["Invoice", 25_000], ["Payment", -30_700, "2026-04-02"], ["Credit note", -10_000]],
      closing: 29_300,
      // b: 200.00 due 17 March, 44 days late; c: 200.00 due 19 April, 11 days; a: a credit of 100.00, and 7.00 unapplied: current.
      ageing: { current: -10_700, days1to30: 20_000, days31to60: 20_000 },
      unapplied: 700,
    },
    // One day with nothing on it: the opening is everything before it.
    { from: "2026-04-03", to: "2026-04-03", opening: 39_300, lines: [], closing: 39_300, ageing: { current: 19_300, days1to30: 20_000 }, unapplied: 700 },
    { from: "2027-01-01", to: "2027-12-31", opening: 29_300, lines: [], closing: 29_300, ageing: { current: -10_700, over90: 40_000 }, unapplied: 700 },
  ];

  it.each(periods)("$from to $to", async (period) => {
    const response = await statement(accountant, "csv", `?from=${period.from}&to=${period.to}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="statement-green-valley-co-op-${period.from}-to-${period.to}.csv"`);
    const { opening, closing, lines, ageing, unapplied } = parsed(response.body);
    expect(opening).toBe(period.opening);
    expect(unapplied).toBe(period.unapplied ?? 0);
    expect(lines.map((line) => [line.type, line.amount])).toEqual(period.lines.map(([type, amount]) => [type, amount]));
    for (const [index, [, , day]] of period.lines.entries()) if (day) expect(lines[index]?.day).toBe(day);
    expect(closing).toBe(period.closing);
    expect(closing).toBe(opening + sum(lines, "Invoice") + sum(lines, "Payment") + sum(lines, "Credit note") + sum(lines, "Refund"));
    expect(sum(lines, "Applied")).toBe(0);
    // Each line's running balance, and the dates in order.
    let running = opening;
    for (const line of lines) {
      running += line.amount;
      expect(line.balance).toBe(running);
      expect(line.day >= period.from && line.day <= period.to).toBe(true);
    }
    expect(lines.map((line) => line.day)).toEqual(lines.map((line) => line.day).toSorted());
    expect(ageing).toEqual(Object.fromEntries(statementAgeingKeys.map((key) => [statementLabels.ageing[key], period.ageing[key] ?? 0])));
    expect(Object.values(ageing).reduce((total, cents) => total + cents, 0)).toBe(closing);
  });

  it("closes today on the sum of the company's invoice balances less its unapplied money", async () => {
    const { closing, unapplied } = parsed((await statement(admin, "csv", "?from=2026-01-01")).body);
    expect(unapplied).toBe(await unappliedOf(t, company._id));
    expect(closing).toBe((await balanceOf(t, company._id)) - unapplied);
    expect(closing).toBe(29_300);
  });

  it("names each line: the invoices, the transfer's reference, the invoices a payment paid, the invoice a credit note corrects", async () => {
    const { lines } = parsed((await statement(admin, "csv", "?from=2026-01-01&to=2026-04-30")).body);
    expect(lines[0]).toMatchObject({ day: "2026-01-10", reference: invoiceLabel(invoice("a").number), due: "2026-02-09" });
    expect(lines[2]).toMatchObject({ reference: "BANK-7781", description: `Bank transfer. Applied to ${invoiceLabel(invoice("a").number)}`, due: "" });
    expect(lines[3]).toMatchObject({ reference: expect.stringMatching(/^CN-/), description: `Corrects invoice ${invoiceLabel(invoice("b").number)}` });
    // The card payment: one line for its two invoices, its transaction as the reference.
    expect(lines[5]).toMatchObject({
      day: "2026-04-02",
      reference: expect.stringMatching(/^test_tx_/),
      description: `Paid by card. Applied to ${invoiceLabel(invoice("b").number)}, ${invoiceLabel(invoice("c").number)}. Unapplied: ${formatCents(700)}`,
    });
  });

  it("defaults to this month until today, and keeps to the company: another company's statement holds only its own invoice", async () => {
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Dhaka" });
    const response = await statement(other.admin, "csv");
    expect(response.headers["content-disposition"]).toContain(`-${today.slice(0, 7)}-01-to-${today}.csv`);
    const { opening, lines, closing } = parsed(response.body);
    expect(lines).toEqual([]);
    expect(opening).toBe(77_700);
    expect(closing).toBe(77_700);
    const year = parsed((await statement(other.admin, "csv", "?from=2026-01-01&to=2026-12-31")).body);
    expect(year.lines.map((line) => line.reference)).toEqual([invoiceLabel(invoice("elsewhere").number)]);
  });

  it("neutralises a typed reference a spreadsheet would run", async () => {
    const day = "2025-06-01";
    const own = await newCompany(t, undefined, { name: "=HYPERLINK(evil)" });
    const bill = await invoiceOnAccount(t, own.company._id, { issuedAt: day, totalCents: 1_000, dueDate: day });
    await paymentOnAccount(t, own.company._id, { method: "transfer", receivedOn: day, reference: "=cmd|' /C calc'!A0", allocations: [[bill, 1_000]] });
    const body = (await statement(own.admin, "csv", `?from=${day}&to=${day}`)).body;
    expect(body).toContain(`"'=cmd|' /C calc'!A0"`);
    // The company's name is inside a sentence: the cell starts with words, not "=".
    expect(body).toContain(`"Statement of account: =HYPERLINK(evil), Period: ${day} to ${day}"`);
    expect(body).not.toMatch(/(^|[",])=/m);
  });
});

describe("GET /api/company/statement.pdf", () => {
  it("prints the seller, the company, the period, the balances, each line and the ageing", async () => {
    const response = await statement(admin, "pdf", "?from=2026-02-01&to=2026-04-30");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const text = await pdfText(response.rawPayload);
    for (const words of [
      t.config.shop.name,
      "Statement of account",
      "Period: 2026-02-01 to 2026-04-30",
      "Green Valley Co-op",
      "Opening balance",
      formatCents(100_000),
      invoiceLabel(invoice("b").number),
      "BANK-7781",
      "Closing balance",
      formatCents(29_300),
      statementLabels.unappliedNote,
      formatCents(700),
      "Ageing at 2026-04-30",
      "31–60 days past due",
    ]) {
      expect(text).toContain(words);
    }
  });

  it("is the office's too, for any company: the same statement", async () => {
    const own = await statement(admin, "csv", "?from=2026-01-01&to=2026-04-30");
    const theirs = await officeStatement(company._id, "csv", "?from=2026-01-01&to=2026-04-30");
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toBe(own.body);
    const pdf = await officeStatement(company._id, "pdf", "?from=2026-01-01&to=2026-04-30");
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(await pdfText(pdf.rawPayload)).toContain(formatCents(29_300));
  });
});

describe("who may read a statement", () => {
  it.each(["pdf", "csv"] as const)("%s: the company's admins and accountants; other roles 403, no company 404, anonymous 401", async (format) => {
    expect((await statement(admin, format)).statusCode).toBe(200);
    expect((await statement(accountant, format)).statusCode).toBe(200);
    expectError(await statement(buyer, format), 403, "forbidden");
    expectError(await statement(approver, format), 403, "forbidden");
    expectError(await statement(stranger, format), 404, "not_found");
    expectError(await statement(null, format), 401, "unauthorized");
    // The shop's own admin belongs to no company: their statements are the office's.
    expectError(await statement(office, format), 404, "not_found");
  });

  it.each(["pdf", "csv"] as const)("%s at the office: shop admins only; an unknown company 404", async (format) => {
    expectError(await officeStatement(company._id, format, "", admin), 403, "forbidden");
    expectError(await officeStatement(company._id, format, "", accountant), 403, "forbidden");
    expectError(await officeStatement(company._id, format, "", null), 401, "unauthorized");
    expectError(await officeStatement(crypto.randomUUID(), format), 404, "not_found");
    expectError(await officeStatement("not-an-id", format), 400, "bad_request");
  });
});

describe("bad periods", () => {
  it.each([
    ["from after to", "?from=2026-03-02&to=2026-03-01", "querystring.from"],
    ["a day that does not exist", "?from=2026-02-30&to=2026-03-01", "querystring.from"],
    ["not a date", "?from=yesterday", "querystring.from"],
    ["a month alone", "?to=2026-03", "querystring.to"],
    ["a from after today, with to left out", "?from=2999-01-01", "querystring.from"],
  ])("%s: 400, both for the company and the office", async (_name, query, field) => {
    expectFieldErrors(await statement(admin, "csv", query), [field]);
    expectFieldErrors(await statement(admin, "pdf", query), [field]);
    expectFieldErrors(await officeStatement(company._id, "csv", query), [field]);
  });
});

describe("a company that prepays by card", () => {
  it("shows the invoice, its card payment, a partial refund's credit note and the money given back: all net to zero", async () => {
    const own = await newCompany(t, undefined, { name: "Card Payers" });
    const [tool] = await t.database.db
      .insert(tools)
      .values({ name: "Statement Spade", description: "Digs.", img: "/images/tools/spade.svg", minimumOrderQuantity: 1, availableQuantity: 100, priceCents: 2_500 })
      .returning();
    if (!tool) throw new Error("no tool");
    const [address] = own.company.addresses;
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: own.admin.auth,
      payload: { name: "Card Payer", phone: "+880 1712-345678", address: "ignored", productId: tool.id, quantity: 4, companyAddressId: address?._id },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placeOrderResponseSchema.parse(placed.json()).order;
    await payByTestCard(t.app, own.admin, order._id);
    const refund = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund`, headers: office.auth, payload: { lines: [{ position: 0, quantity: 1 }], reason: "one was bent" } });
    expect(refund.statusCode, refund.body).toBe(200);

    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Dhaka" });
    const { opening, lines, closing, ageing } = parsed((await statement(own.admin, "csv", `?from=${today}&to=${today}`)).body);
    expect(opening).toBe(0);
    expect(lines.map((line) => [line.type, line.amount])).toEqual([
      ["Invoice", 10_000],
      ["Payment", -10_000],
      ["Credit note", -2_500],
      ["Refund", 2_500],
    ]);
    expect(lines[1]?.description).toMatch(/^Paid by card\. Applied to INV-/);
    expect(closing).toBe(0);
    expect(closing).toBe(await balanceOf(t, own.company._id));
    expect(Object.values(ageing).every((cents) => cents === 0)).toBe(true);
    // Its company's invoices count, and no one else's.
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, own.company._id));
    expect(row?.paymentTerms).toBe("prepaid");
  });
});

describe("a bank transfer the office records (the payments' own use case)", () => {
  it("is one payment line for all it received, its rest unapplied a credit; applied later, a line that moves it onto the invoice and leaves the balance", async () => {
    const own = await newCompany(t, undefined, { name: "Transfer Payers" });
    const first = await invoiceOnAccount(t, own.company._id, { issuedAt: "2026-10-01", totalCents: 10_000, dueDate: "2026-10-31" });
    const second = await invoiceOnAccount(t, own.company._id, { issuedAt: "2026-10-02", totalCents: 5_000, dueDate: "2026-11-01" });
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Dhaka" });
    const recorded = await t.app.inject({
      method: "POST",
      url: `/api/admin/companies/${own.company._id}/payments`,
      headers: office.auth,
      payload: { amount: 150, receivedOn: today, reference: "SWIFT 42-77", allocations: [{ invoiceNumber: first.number, amount: 100 }, { invoiceNumber: second.number, amount: 30 }] },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const payment = accountPaymentSchema.parse(recorded.json());
    expect(payment.unapplied).toBe(20);

    const before = parsed((await statement(own.admin, "csv", `?from=${today}&to=${today}`)).body);
    expect(before.opening).toBe(15_000);
    expect(before.lines).toEqual([
      expect.objectContaining({
        day: today,
        type: "Payment",
        reference: "SWIFT 42-77",
        description: `Bank transfer. Applied to ${invoiceLabel(first.number)}, ${invoiceLabel(second.number)}. Unapplied: ${formatCents(2_000)}`,
        amount: -15_000,
        balance: 0,
      }),
    ]);
    expect(before.unapplied).toBe(2_000);
    // second: 20.00 open, overdue (due 1 November 2026); the credit of 20.00: current.
    expect(before.ageing.Current).toBe(-2_000);
    expect(Object.values(before.ageing).reduce((sum, cents) => sum + cents, 0)).toBe(0);
    expect(before.closing).toBe((await balanceOf(t, own.company._id)) - (await unappliedOf(t, own.company._id)));

    const applied = await t.app.inject({
      method: "POST",
      url: `/api/admin/companies/${own.company._id}/payments/${payment._id}/apply`,
      headers: office.auth,
      payload: { allocations: [{ invoiceNumber: second.number, amount: 20 }] },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = parsed((await statement(own.admin, "csv", `?from=${today}&to=${today}`)).body);
    expect(after.lines.map((line) => [line.type, line.amount, line.balance])).toEqual([
      ["Payment", -15_000, 0],
      ["Applied", 0, 0],
    ]);
    expect(after.lines[1]).toMatchObject({ reference: "SWIFT 42-77", description: `Bank transfer: unapplied money applied to ${invoiceLabel(second.number)}` });
    expect(after.unapplied).toBe(0);
    expect(after.closing).toBe(0);
    expect(Object.values(after.ageing).every((cents) => cents === 0)).toBe(true);
    expect(after.closing).toBe(await balanceOf(t, own.company._id));
  });
});

describe("a company on Net 30 (the orders' and refunds' own use cases)", () => {
  it("shows the invoice issued at dispatch, a credit note without money back, and a transfer: closing on the invoice balances", async () => {
    const own = await newCompany(t, undefined, { name: "Net Thirty Growers" });
    const terms = await t.app.inject({ method: "PATCH", url: `/api/admin/companies/${own.company._id}`, headers: office.auth, payload: { paymentTerms: "net30", creditLimit: 10_000 } });
    expect(terms.statusCode, terms.body).toBe(200);
    const [tool] = await t.database.db
      .insert(tools)
      .values({ name: "Terms Rake", description: "Rakes.", img: "/images/tools/spade.svg", minimumOrderQuantity: 1, availableQuantity: 100, priceCents: 2_000 })
      .returning();
    if (!tool) throw new Error("no tool");
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: own.admin.auth,
      payload: { name: "Terms Buyer", phone: "+880 1712-345678", address: "ignored", productId: tool.id, quantity: 5, companyAddressId: own.company.addresses[0]?._id },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placeOrderResponseSchema.parse(placed.json()).order;
    expect(order.status).toBe("confirmed");
    const shipped = await t.app.inject({ method: "PATCH", url: `/api/orders/${order._id}`, headers: office.auth, payload: { status: "shipped", carrier: "DHL", trackingNumber: "ST0001" } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const credited = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund`, headers: office.auth, payload: { lines: [{ position: 0, quantity: 1 }], reason: "one was bent" } });
    expect(credited.statusCode, credited.body).toBe(200);
    const [bill] = await t.database.db.select().from(invoices).where(eq(invoices.companyId, own.company._id));
    if (!bill) throw new Error("no invoice on account");
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Dhaka" });
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/admin/companies/${own.company._id}/payments`,
      headers: office.auth,
      payload: { amount: 50, receivedOn: today, reference: "TRF-1", allocations: [{ invoiceNumber: bill.number, amount: 50 }] },
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const { opening, lines, closing, ageing } = parsed((await statement(own.admin, "csv", `?from=${today}&to=${today}`)).body);
    expect(opening).toBe(0);
    expect(lines.map((line) => [line.type, line.amount])).toEqual([
      ["Invoice", 10_000],
      ["Credit note", -2_000],
      ["Payment", -5_000],
    ]);
    expect(lines[0]?.due).toBe(bill.dueDate);
    expect(closing).toBe(3_000);
    expect(closing).toBe(await balanceOf(t, own.company._id));
    // Due in 30 days: current.
    expect(ageing).toMatchObject({ Current: 3_000 });
  });
});

describe("GET /api/company/statement (issue 35: the statement on its page)", () => {
  const json = (who: SignedIn | null, query = "") => t.app.inject({ url: `/api/company/statement${query}`, ...(who ? { headers: who.auth } : {}) });

  it("answers the figures the CSV prints, in major units: opening, every line, closing, ageing and the unapplied money", async () => {
    const query = "?from=2026-02-01&to=2026-04-30";
    const response = await json(accountant, query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const read = companyStatementSchema.parse(response.json());
    const csv = parsed((await statement(accountant, "csv", query)).body);
    const cents = (dollars: number) => Math.round(dollars * 100);
    expect(read).toMatchObject({ from: "2026-02-01", to: "2026-04-30", currency: "USD", opening: 1_000, closing: 293, unapplied: 7 });
    expect(cents(read.opening)).toBe(csv.opening);
    expect(cents(read.closing)).toBe(csv.closing);
    expect(read.lines.map((line) => ({ day: line.day, type: statementLabels.kinds[line.kind], reference: line.reference, description: line.description, due: line.dueDate ?? "", amount: cents(line.amount), balance: cents(line.balance) }))).toEqual(csv.lines);
    expect(Object.fromEntries(statementAgeingKeys.map((key) => [statementLabels.ageing[key], cents(read.ageing[key])]))).toEqual(csv.ageing);
    expect(read.totals).toEqual({ invoices: 750, payments: 1_307, creditNotes: 150 });
  });

  it("is for the company's admins and accountants, as its files: other roles 403, no company 404, anonymous 401; bad periods 400", async () => {
    expect((await json(admin)).statusCode).toBe(200);
    expectError(await json(buyer), 403, "forbidden");
    expectError(await json(approver), 403, "forbidden");
    expectError(await json(stranger), 404, "not_found");
    expectError(await json(office), 404, "not_found");
    expectError(await json(null), 401, "unauthorized");
    expectFieldErrors(await json(admin, "?from=2026-03-02&to=2026-03-01"), ["querystring.from"]);
    // Another company's reads only its own invoice.
    const theirs = companyStatementSchema.parse((await json(other.admin, "?from=2026-01-01&to=2026-12-31")).json());
    expect(theirs.lines.map((line) => line.amount)).toEqual([777]);
  });
});
