import { ledgerAccounts, ledgerColumns, monthlyReportSchema, reportTakingsCsvColumns, takingMethods, type TakingMethod } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaymentRefunds, accountPayments, invoices, orders, payments, refunds } from "../src/db/schema";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany } from "./companies";
import { expectFieldErrors } from "./expect-error";
import { parseCsv } from "./csv";

/*
 * Issue 37 item 8: the monthly report's takings per payment method, and the ledger's bank side per
 * method. April 2026 in Dhaka holds money taken by every way the shop knows: the card (both
 * providers), bKash, SSLCommerz, cash collected on delivery, a bank deposit, a transfer and a bKash
 * payment on account; and money given back by the card, bKash, the office (cash) and on account.
 * One payment falls at 23:30 on 30 April in Dhaka (17:30 UTC) and one at 00:30 on 1 May (30 April
 * UTC): the months are Dhaka's. Each method's account in the ledger must move by its net takings.
 */

let t: TestApp;
let admin: SignedIn;

const toCents = (cell: string) => (cell === "" ? 0 : Math.round(Number(cell) * 100));

/** What the month holds, in poisha, per method: [received, given back]. */
const expected: Record<TakingMethod, [number, number]> = {
  card: [1_000_00 + 2_000_00, 300_00],
  bkash: [4_500_00 + 1_250_50, 500_00],
  sslcommerz: [3_000_00, 0],
  cod: [7_800_00, 7_800_00],
  bank_deposit: [12_000_00, 0],
  transfer: [25_000_00, 1_000_00],
};

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, SHOP_CURRENCY: "BDT", SHOP_COUNTRY: "BD", SHOP_TIMEZONE: "Asia/Dhaka" } });
  admin = await signInAdmin(t);
  const buyer = await signUp(t.app, { name: "Takings Buyer" });
  const { company } = await newCompany(t);
  const db = t.database.db;
  let number = 9200;

  /** A paid order with its invoice and its payment, as the use cases leave them. */
  const paidOrder = async (at: string, provider: (typeof payments.$inferInsert)["provider"], amountCents: number) => {
    number += 1;
    const [order] = await db
      .insert(orders)
      .values({ email: buyer.email, name: "Takings Buyer", phone: "1", address: "Mirpur 10, Dhaka", product: "Kodal", quantity: 1, unitPriceCents: amountCents, priceCents: amountCents, status: "paid", netCents: amountCents, taxCents: 0, currency: "BDT", country: "BD" })
      .returning({ id: orders.id });
    if (!order) throw new Error("no order");
    await db.insert(invoices).values({ number, orderId: order.id, issuedAt: new Date(at), totalCents: amountCents, paidCents: amountCents });
    await db.insert(payments).values({ orderId: order.id, provider, transactionId: `TRX${String(number)}`, amountCents, createdAt: new Date(at) });
    return order.id;
  };
  const refund = async (orderId: string, at: string, provider: (typeof refunds.$inferInsert)["provider"], amountCents: number) =>
    db.insert(refunds).values({ orderId, provider, transactionId: "TRX", providerRefundId: `RF-${String(Math.random()).slice(2, 10)}`, amountCents, reason: "returned", createdAt: new Date(at) });

  const card = await paidOrder("2026-04-02T06:00:00Z", "test", 1_000_00);
  await paidOrder("2026-04-03T06:00:00Z", "stripe", 2_000_00);
  await refund(card, "2026-04-09T06:00:00Z", "test", 300_00);
  const bkash = await paidOrder("2026-04-04T06:00:00Z", "bkash", 4_500_00);
  await refund(bkash, "2026-04-10T06:00:00Z", "bkash", 500_00);
  // 23:30 on 30 April in Dhaka: April's.
  await paidOrder("2026-04-30T17:30:00Z", "sslcommerz", 3_000_00);
  // 00:30 on 1 May in Dhaka, though still 30 April in UTC: May's.
  await paidOrder("2026-04-30T18:30:00Z", "sslcommerz", 9_999_00);
  // Cash collected, then all of it given back by the office; a bank deposit.
  const cod = await paidOrder("2026-04-12T06:00:00Z", "cod", 7_800_00);
  await refund(cod, "2026-04-20T06:00:00Z", "cod", 7_800_00);
  await paidOrder("2026-04-15T06:00:00Z", "bank_deposit", 12_000_00);
  // March's money is March's.
  await paidOrder("2026-03-31T06:00:00Z", "bkash", 777_00);

  // On account: a transfer the bank received on 22 April (recorded on 2 May), part of it given back; a bKash payment.
  const [transfer] = await db
    .insert(accountPayments)
    .values({ companyId: company._id, method: "transfer", status: "applied", amountCents: 25_000_00, currency: "BDT", receivedOn: "2026-04-22", reference: "BEFTN-881", byEmail: "office@agritools.example", appliedAt: new Date("2026-05-02T06:00:00Z") })
    .returning();
  if (!transfer) throw new Error("no transfer");
  await db.insert(accountPaymentRefunds).values({ paymentId: transfer.id, provider: "transfer", providerRefundId: "BACK-1", amountCents: 1_000_00, createdAt: new Date("2026-04-25T06:00:00Z") });
  await db.insert(accountPayments).values({
    companyId: company._id,
    method: "bkash",
    provider: "bkash",
    status: "applied",
    amountCents: 1_250_50,
    currency: "BDT",
    reference: "TRXACC1",
    transactionId: "TRXACC1",
    byEmail: "accounts@store.example",
    appliedAt: new Date("2026-04-26T06:00:00Z"),
  });
  // A pending one moved no money.
  await db.insert(accountPayments).values({ companyId: company._id, method: "sslcommerz", provider: "sslcommerz", status: "pending", amountCents: 50_000_00, currency: "BDT", byEmail: "accounts@store.example" });
});
afterAll(() => t.close());

describe("takings per payment method", () => {
  it("the report's takings per method add up to each method's account on the ledger's bank side", async () => {
    const response = await t.app.inject({ url: "/api/reports/monthly?from=2026-04&to=2026-04", headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    const report = monthlyReportSchema.parse(response.json());
    const cents = (value: number) => Math.round(value * 100);
    expect(report.takings?.map((row) => [row.month, row.currency, row.method, cents(row.received), cents(row.refunded), cents(row.net)])).toEqual(
      takingMethods.map((method) => ["2026-04", "BDT", method, expected[method][0], expected[method][1], expected[method][0] - expected[method][1]]),
    );
    expect(report.takingsTotals?.map((row) => [row.method, cents(row.net)])).toEqual(takingMethods.map((method) => [method, expected[method][0] - expected[method][1]]));

    const ledger = await t.app.inject({ url: "/api/reports/ledger.csv?from=2026-04&to=2026-04", headers: admin.auth });
    expect(ledger.statusCode, ledger.body).toBe(200);
    const [head, ...rows] = parseCsv(ledger.body);
    expect(head).toEqual(Object.values(ledgerColumns));
    const at = (name: string) => Object.values(ledgerColumns).indexOf(name as never);
    const [account, debit, credit, method] = [at(ledgerColumns.account), at(ledgerColumns.debit), at(ledgerColumns.credit), at(ledgerColumns.method)];
    const balance = (cells: string[]) => toCents(cells[debit] ?? "") - toCents(cells[credit] ?? "");
    const bankSide = rows.filter((cells) => (cells[method] ?? "") !== "" && cells[account] !== ledgerAccounts.receivable);
    // Every payment and refund names its method, on both of its rows, and balances against the receivable.
    expect(rows.filter((cells) => cells[2] === "payment" || cells[2] === "refund").every((cells) => (cells[method] ?? "") !== "")).toBe(true);
    expect(rows.filter((cells) => (cells[method] ?? "") !== "").reduce((sum, cells) => sum + balance(cells), 0)).toBe(0);
    for (const name of takingMethods) {
      const ofMethod = bankSide.filter((cells) => cells[method] === name);
      expect(ofMethod.every((cells) => cells[account] === ledgerAccounts.byMethod[name]), name).toBe(true);
      const row = report.takings?.find((taking) => taking.method === name);
      expect(ofMethod.reduce((sum, cells) => sum + balance(cells), 0), name).toBe(cents(row?.net ?? Number.NaN));
    }
    // Per account as the accountant reconciles it: a clearing account per processor, the bank for deposits and transfers.
    const ofAccount = (name: string) => bankSide.filter((cells) => cells[account] === name).reduce((sum, cells) => sum + balance(cells), 0);
    expect(ofAccount(ledgerAccounts.byMethod.card)).toBe(2_700_00);
    expect(ofAccount("bKash clearing")).toBe(5_250_50);
    expect(ofAccount(ledgerAccounts.byMethod.cod)).toBe(0);
    expect(ofAccount(ledgerAccounts.bank)).toBe(12_000_00 + 24_000_00);
  });

  it("writes the takings as a CSV of their own with ?part=takings, and the report's CSV as before without it", async () => {
    const response = await t.app.inject({ url: "/api/reports/monthly.csv?from=2026-04&to=2026-05&part=takings", headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="takings-2026-04-to-2026-05.csv"');
    const [head, ...rows] = parseCsv(response.body);
    expect(head).toEqual([...reportTakingsCsvColumns]);
    expect(rows).toContainEqual(["2026-04", "BDT", "bkash", "5750.50", "500.00", "5250.50"]);
    expect(rows).toContainEqual(["2026-04", "BDT", "cod", "7800.00", "7800.00", "0.00"]);
    expect(rows).toContainEqual(["2026-05", "BDT", "sslcommerz", "9999.00", "0.00", "9999.00"]);
    expect(rows.filter((cells) => cells[0] === "2026-04")).toHaveLength(takingMethods.length);

    const plain = await t.app.inject({ url: "/api/reports/monthly.csv?from=2026-04&to=2026-04", headers: admin.auth });
    expect(plain.headers["content-disposition"]).toBe('attachment; filename="monthly-report-2026-04-to-2026-04.csv"');
    expect(parseCsv(plain.body)[0]).not.toContain("Payment method");
    expectFieldErrors(await t.app.inject({ url: "/api/reports/monthly.csv?from=2026-04&part=methods", headers: admin.auth }), ["querystring.part"]);
  });
});
