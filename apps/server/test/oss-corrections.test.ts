import { ledgerColumns, monthlyReportSchema, reportCsvColumns, type TaxLineCents } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditNotes, invoices, orderLines, orders } from "../src/db/schema";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { parseCsv } from "./csv";

/*
 * Issue 36 finding 16: an OSS return is corrected in a later return that names the period and
 * the member state of consumption (Regulation 282/2011 art. 61). A distance sale to France is
 * invoiced in March 2026 (Q1) and refunded in part in April (Q2), beside an April distance sale
 * of its own. April's report and ledger show the refund as a correction of 2026-Q1 in FR, and
 * April's OSS sales row for France gives nothing back.
 */

let t: TestApp;
let admin: SignedIn;

const vat = (netCents: number, taxCents: number): TaxLineCents => ({ name: "TVA", rateMillis: 20_000, netCents, taxCents });


beforeAll(async () => {
  t = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  admin = await signInAdmin(t);
  const buyer = await signUp(t.app, { name: "Oss Buyer" });
  const db = t.database.db;

  const sale = async (issuedAt: string, number: number, line: TaxLineCents) => {
    const [order] = await db
      .insert(orders)
      .values({
        email: buyer.email,
        name: "Oss Buyer",
        phone: "1",
        address: "1 Rue",
        product: "Hoe",
        quantity: 1,
        unitPriceCents: line.netCents,
        priceCents: line.netCents + line.taxCents,
        status: "paid",
        netCents: line.netCents,
        taxCents: line.taxCents,
        taxLines: [line],
        country: "FR",
        taxCountry: "FR",
        treatment: "distance_sale",
      })
      .returning({ id: orders.id });
    if (!order) throw new Error("no order");
    await db.insert(orderLines).values({ orderId: order.id, position: 0, product: "Hoe", quantity: 1, unitPriceCents: line.netCents, listUnitPriceCents: line.netCents, priceCents: line.netCents, netCents: line.netCents, taxCents: line.taxCents, taxRateMillis: line.rateMillis });
    await db.insert(invoices).values({ number, orderId: order.id, issuedAt: new Date(issuedAt), totalCents: line.netCents + line.taxCents, paidCents: line.netCents + line.taxCents });
    return { orderId: order.id, number };
  };

  const march = await sale("2026-03-20T12:00:00Z", 8801, vat(60_00, 12_00));
  await sale("2026-04-10T12:00:00Z", 8802, vat(30_00, 6_00));
  const part = vat(20_00, 4_00);
  await db.insert(creditNotes).values({
    number: 6601,
    orderId: march.orderId,
    invoiceNumber: march.number,
    issuedAt: new Date("2026-04-15T12:00:00Z"),
    reason: "returned",
    currency: "USD",
    treatment: "distance_sale",
    taxLines: [part],
    netCents: part.netCents,
    taxCents: part.taxCents,
    totalCents: part.netCents + part.taxCents,
  });
});
afterAll(() => t.close());

describe("OSS corrections of earlier periods", () => {
  it("the report books April's refund of a Q1 sale as a correction of 2026-Q1 in FR, off April's OSS sales", async () => {
    const response = await t.app.inject({ url: "/api/reports/monthly?from=2026-04&to=2026-04", headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    const report = monthlyReportSchema.parse(response.json());
    const france = report.byCountry.filter((row) => row.country === "FR");
    const current = france.filter((row) => row.correctsPeriod === undefined);
    const corrections = france.filter((row) => row.correctsPeriod !== undefined);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ month: "2026-04", rate: 20, net: 30, tax: 6, refundedNet: 0, refundedTax: 0, refundedGross: 0 });
    expect(corrections).toHaveLength(1);
    expect(corrections[0]).toMatchObject({ month: "2026-04", correctsPeriod: "2026-Q1", rate: 20, net: 0, tax: 0, refundedNet: 20, refundedTax: 4, refundedGross: 24 });
    // The range's totals per country keep the two apart; the month's totals still count the refund.
    expect(report.countryTotals.filter((row) => row.country === "FR").map((row) => [row.correctsPeriod, row.net, row.refundedNet])).toEqual([
      [undefined, 30, 0],
      ["2026-Q1", 0, 20],
    ]);
    expect(report.months[0]).toMatchObject({ month: "2026-04", net: 30, refundedNet: 20, refundedTax: 4, creditNotes: 1 });
  });

  it("the report's CSV names the corrected period and the member state in its last columns", async () => {
    const response = await t.app.inject({ url: "/api/reports/monthly.csv?from=2026-04&to=2026-04", headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    const [head, ...rows] = parseCsv(response.body);
    expect(head).toEqual([...reportCsvColumns]);
    const at = (name: string) => reportCsvColumns.indexOf(name as never);
    const period = at("Corrects period");
    const state = at("Member state of consumption");
    expect(period).toBe(reportCsvColumns.length - 2);
    expect(rows.map((row) => [row[at("Country")], row[at("Net")], row[at("Refunded net")], row[period], row[state]])).toEqual([
      ["FR", "30.00", "0.00", "", ""],
      ["FR", "0.00", "20.00", "2026-Q1", "FR"],
    ]);
  });

  it("the ledger's credit note names the corrected period and the member state; the invoice does not", async () => {
    const response = await t.app.inject({ url: "/api/reports/ledger.csv?from=2026-04&to=2026-04", headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    const [head, ...rows] = parseCsv(response.body);
    expect(head).toEqual(Object.values(ledgerColumns));
    const at = (name: string) => Object.values(ledgerColumns).indexOf(name as never);
    const byType = (type: string) => rows.filter((row) => row[at("Type")] === type).map((row) => [row[at("Corrects period")], row[at("Member state of consumption")]]);
    expect(byType("credit_note").length).toBeGreaterThan(0);
    for (const cells of byType("credit_note")) expect(cells).toEqual(["2026-Q1", "FR"]);
    for (const cells of byType("invoice")) expect(cells).toEqual(["", ""]);
    for (const row of rows.filter((cells) => cells[at("Type")] === "credit_note")) expect(row[at("Description")]).toContain("correction of 2026-Q1 FR");
  });

  it("a refund within the quarter of its sale corrects no earlier return: it stays on the current row", async () => {
    const april = await t.database.db.select().from(invoices).where(eq(invoices.number, 8802));
    const sold = april[0];
    if (!sold) throw new Error("no April invoice");
    const part = vat(10_00, 2_00);
    await t.database.db.insert(creditNotes).values({ number: 6602, orderId: sold.orderId, invoiceNumber: 8802, issuedAt: new Date("2026-05-05T12:00:00Z"), reason: "returned", currency: "USD", treatment: "distance_sale", taxLines: [part], netCents: part.netCents, taxCents: part.taxCents, totalCents: part.netCents + part.taxCents });
    const response = await t.app.inject({ url: "/api/reports/monthly?from=2026-05&to=2026-05", headers: admin.auth });
    const report = monthlyReportSchema.parse(response.json());
    expect(report.byCountry.map((row) => [row.country, row.correctsPeriod, row.refundedNet])).toEqual([["FR", undefined, 10]]);
  });
});
