import { adminSummarySchema, dayIn, receivablesSchema, type Receivables } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { receivablesQuery } from "../src/modules/receivables/receivables";
import { rowsOf } from "../src/modules/reports/monthly";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany } from "./companies";
import { expectError } from "./expect-error";
import { creditNoteOn, invoiceOnAccount, paymentOnAccount } from "./ledger";
import { sql } from "drizzle-orm";

/*
 * Issue 28 item 6: the office's receivables (docs/decisions/041-money-on-account.md "Statement
 * and receivables"): per company, what is open, what is overdue, and the overdue by days since
 * the due date: 1–30 (the "0–30" bucket), 31–60, 61–90, over 90.
 */

const ZONE = "Asia/Dhaka";
let t: TestApp;
let office: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, SHOP_TIMEZONE: ZONE } });
  office = await signInAdmin(t);
});
afterAll(() => t.close());

/** The shop's day `days` before today (negative: after). */
const daysAgo = (days: number) => {
  const today = dayIn(new Date(), ZONE);
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
};

const read = async (): Promise<Receivables> => {
  const response = await t.app.inject({ url: "/api/admin/receivables", headers: office.auth });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return receivablesSchema.parse(response.json());
};
const rowOf = (answer: Receivables, companyId: string) => answer.companies.find((row) => row._id === companyId);

describe("GET /api/admin/receivables", () => {
  it("is for shop admins only", async () => {
    const { admin } = await newCompany(t);
    expectError(await t.app.inject({ url: "/api/admin/receivables" }), 401, "unauthorized");
    expectError(await t.app.inject({ url: "/api/admin/receivables", headers: admin.auth }), 403, "forbidden");
  });

  // Days since the due date → the bucket its balance lands in (null: not overdue, open only).
  const boundaries: [number, "days0to30" | "days31to60" | "days61to90" | "over90" | null][] = [
    [-5, null],
    [0, null],
    [1, "days0to30"],
    [30, "days0to30"],
    [31, "days31to60"],
    [60, "days31to60"],
    [61, "days61to90"],
    [90, "days61to90"],
    [91, "over90"],
    [400, "over90"],
  ];

  it.each(boundaries)("an invoice %i days past its due date: %s", async (late, bucket) => {
    const { company } = await newCompany(t);
    await invoiceOnAccount(t, company._id, { issuedAt: daysAgo(late + 30), totalCents: 12_345, dueDate: daysAgo(late) });
    const row = rowOf(await read(), company._id);
    const expected = { days0to30: 0, days31to60: 0, days61to90: 0, over90: 0, ...(bucket ? { [bucket]: 123.45 } : {}) };
    expect(row).toEqual({ _id: company._id, name: company.name, open: 123.45, overdue: bucket ? 123.45 : 0, ...expected, unapplied: 0 });
  });

  it("leaves out paid invoices and prepaid ones, nets credit notes and part payments, and nets a credit in the open balance only", async () => {
    const { company } = await newCompany(t, undefined, { name: "Netting Farms" });
    const id = company._id;
    // Paid in full: gone. Prepaid by card (balance 0): never there.
    const paid = await invoiceOnAccount(t, id, { issuedAt: daysAgo(80), totalCents: 50_000, dueDate: daysAgo(50) });
    await paymentOnAccount(t, id, { method: "transfer", receivedOn: daysAgo(45), reference: "T-1", allocations: [[paid, 50_000]] });
    await invoiceOnAccount(t, id, { issuedAt: daysAgo(3), totalCents: 9_900, dueDate: null, paymentTerms: null, paidCents: 9_900 });
    const onlyPaid = await read();
    expect(rowOf(onlyPaid, id)).toBeUndefined();

    // 400.00 due 40 days ago, 100.00 credited and 50.00 paid: 250.00 overdue in 31–60.
    const late = await invoiceOnAccount(t, id, { issuedAt: daysAgo(70), totalCents: 40_000, dueDate: daysAgo(40) });
    await creditNoteOn(t, late, { issuedAt: daysAgo(20), totalCents: 10_000 });
    await paymentOnAccount(t, id, { method: "transfer", receivedOn: daysAgo(10), reference: "T-2", allocations: [[late, 5_000]] });
    // 60.00 not due yet, due at a shipment to come: open, not overdue.
    await invoiceOnAccount(t, id, { issuedAt: daysAgo(1), totalCents: 6_000, dueDate: null, paymentTerms: "on_shipment" });
    // A credit of 30.00 on the paid invoice: netted in the open balance, never overdue.
    await creditNoteOn(t, paid, { issuedAt: daysAgo(2), totalCents: 3_000 });

    expect(rowOf(await read(), id)).toEqual({ _id: id, name: "Netting Farms", open: 280, overdue: 250, days0to30: 0, days31to60: 250, days61to90: 0, over90: 0, unapplied: 0 });
  });

  it("shows beside the balances the money a company paid that is on no invoice yet, and lists a company that has only that", async () => {
    const { company } = await newCompany(t, undefined, { name: "Round Sum Payers" });
    const id = company._id;
    const bill = await invoiceOnAccount(t, id, { issuedAt: daysAgo(40), totalCents: 30_000, dueDate: daysAgo(10) });
    // 500.00 received for an invoice of 300.00: 200.00 unapplied; a pending card payment holds none.
    await paymentOnAccount(t, id, { method: "transfer", receivedOn: daysAgo(5), reference: "ROUND-1", allocations: [[bill, 30_000]], unappliedCents: 20_000 });
    await paymentOnAccount(t, id, { method: "card", status: "pending", reference: "", allocations: [[bill, 1_000]] });
    const answer = await read();
    // The open balance is the invoices' (0 here): the unapplied money is beside it, for the office to apply or give back.
    expect(rowOf(answer, id)).toEqual({ _id: id, name: "Round Sum Payers", open: 0, overdue: 0, days0to30: 0, days31to60: 0, days61to90: 0, over90: 0, unapplied: 200 });

    const other = await newCompany(t, undefined, { name: "Owes And Holds" });
    const owed = await invoiceOnAccount(t, other.company._id, { issuedAt: daysAgo(40), totalCents: 10_000, dueDate: daysAgo(5) });
    await paymentOnAccount(t, other.company._id, { method: "transfer", receivedOn: daysAgo(2), reference: "PART-1", allocations: [[owed, 4_000]], unappliedCents: 1_500 });
    expect(rowOf(await read(), other.company._id)).toMatchObject({ open: 60, overdue: 60, days0to30: 60, unapplied: 15 });
  });

  it("sorts the most overdue first, sums every company in the totals, and the shop overview shows the overdue total", async () => {
    const answer = await read();
    const overdue = answer.companies.map((row) => row.overdue);
    expect(overdue).toEqual(overdue.toSorted((a, b) => b - a));
    const cents = (value: number) => Math.round(value * 100);
    for (const key of ["open", "overdue", "days0to30", "days31to60", "days61to90", "over90", "unapplied"] as const) {
      expect(cents(answer.totals[key] ?? 0)).toBe(answer.companies.reduce((total, row) => total + cents(row[key] ?? 0), 0));
    }
    expect(answer.totals.unapplied).toBeGreaterThan(0);
    for (const row of answer.companies) expect(cents(row.days0to30 + row.days31to60 + row.days61to90 + row.over90)).toBe(cents(row.overdue));
    expect(answer.asOf).toBe(daysAgo(0));
    expect(answer.currency).toBe(t.config.shop.currency);

    const summary = adminSummarySchema.parse((await t.app.inject({ url: "/api/admin/summary", headers: office.auth })).json());
    expect(summary.overdueOnAccount).toEqual({ amount: answer.totals.overdue, companies: answer.companies.filter((row) => row.overdue > 0).length });
    expect(summary.overdueOnAccount.companies).toBeGreaterThan(5);
  });

  it("is one grouped read of the invoices, and one of the payments that hold unapplied money", async () => {
    const plan = await rowsOf<Record<string, string>>(t.database.db, sql`explain ${receivablesQuery(daysAgo(0))}`);
    const text = plan.map((row) => Object.values(row).join(" ")).join("\n");
    // One pass over invoices, grouped; one over the payments; companies joined to the groups.
    expect(text.match(/on invoices/gi)?.length ?? 0).toBe(1);
    expect(text.match(/on account_payments/gi)?.length ?? 0).toBe(1);
    expect(text).toMatch(/Aggregate/);
  });
});
