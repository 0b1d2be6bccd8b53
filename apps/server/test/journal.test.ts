import { creditNoteLabel, invoiceLabel, journalColumns, legalNotes, monthlyReportSchema, placeOrderResponseSchema, type Order, type TaxLineCents } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountingCodes, creditNotes, discountCodes, invoices, orderLines, orders, shippingMethods, shippingZones, taxRates, tools } from "../src/db/schema";
import { journalQuery } from "../src/modules/reports/journal";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";
import { parseCsv } from "./csv";

/*
 * Issue 25 item 5: the accounting export. A shop in Bangladesh that keeps its books in Dhaka's
 * time (UTC+6) sells at home with VAT 15 % and a code, exports to Germany, and refunds part of a
 * sale; documents written straight into the database sit on both sides of a month's end.
 */

const ENV = { ...TEST_ADMIN_ENV, SHOP_TIMEZONE: "Asia/Dhaka", MAX_UNPAID_ORDERS: "1000", MAX_HELD_VALUE: "1000000" };
const BUYER = { name: "Rahim Farms", phone: "0123456789", address: "7 Paddy Road, Dhaka" };

let t: TestApp;
let admin: SignedIn;
let buyer: SignedIn;
let hoe: string;

/** The cells of a CSV whose every field is quoted (as the export writes it), line by line. */

const header = Object.values(journalColumns);
/** A journal row as an object by column name. */
const named = (cells: string[]) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""]));

const journal = (query: string, who: SignedIn | null = admin) => t.app.inject({ url: `/api/reports/journal.csv${query}`, ...(who ? { headers: who.auth } : {}) });
const codesSnapshot = () => t.database.db.select().from(accountingCodes).orderBy(accountingCodes.treatment);
const snapshot = async () => [await codesSnapshot(), await rowsOf(t, orders), await rowsOf(t, invoices), await rowsOf(t, creditNotes)];

/** The month it is now in Dhaka, "YYYY-MM". */
const dhakaMonth = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dhaka", year: "numeric", month: "2-digit" }).format(new Date()).slice(0, 7);

beforeAll(async () => {
  t = await createTestApp({ env: ENV, seed: false });
  admin = await signInAdmin(t);
  buyer = await signUp(t.app, { name: "Rahim" });
  const db = t.database.db;
  const [zone] = await db.insert(shippingZones).values({ name: "Everywhere", everywhereElse: true, position: 0 }).returning();
  if (!zone) throw new Error("no zone");
  await db.insert(shippingMethods).values({ zoneId: zone.id, name: "Van", estimate: "2 days", kind: "flat", flatCents: 2_500, position: 0 });
  await db.insert(taxRates).values({ country: "BD", name: "VAT", rateMillis: 15_000 });
  await db.insert(discountCodes).values({ code: "HARVEST10", kind: "percent", percentBasisPoints: 1_000 });
  const [tool] = await db
    .insert(tools)
    .values({ name: "Journal Hoe", description: "For the journal.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 1_000_000, priceCents: 1_005 })
    .returning();
  if (!tool) throw new Error("no tool");
  hoe = tool.id;
});
afterAll(() => t.close());

async function paidOrder(destination: Record<string, string>, quantity: number): Promise<Order> {
  const placed = await t.app.inject({ method: "POST", url: "/api/orders", headers: buyer.auth, payload: { ...BUYER, ...destination, items: [{ productId: hoe, quantity }] } });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placeOrderResponseSchema.parse(placed.json()).order;
  await payByTestCard(t.app, buyer, order._id);
  return order;
}

describe("GET /api/reports/journal.csv", () => {
  it("holds the same totals per currency as the month's report: sales less refunds, net, tax and gross", async () => {
    await paidOrder({ country: "BD", postalCode: "1207", discountCode: "HARVEST10" }, 7);
    await paidOrder({ country: "DE", postalCode: "10115" }, 3);
    const refunded = await paidOrder({ country: "BD", postalCode: "1207" }, 5);
    const refund = await t.app.inject({ method: "POST", url: `/api/orders/${refunded._id}/refund`, headers: admin.auth, payload: { lines: [{ position: 0, quantity: 2 }], reason: "bent" } });
    expect(refund.statusCode, refund.body).toBe(200);

    const month = dhakaMonth();
    const response = await journal(`?from=${month}&to=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    const [head, ...rows] = parseCsv(response.body);
    expect(head).toEqual(header);
    // Three invoices, one at 15 % and the export at 0 % each a row, and the credit note.
    expect(rows.map((row) => named(row)[journalColumns.type])).toEqual(["Invoice", "Invoice", "Invoice", "Credit note"]);
    const report = monthlyReportSchema.parse((await t.app.inject({ url: `/api/reports/monthly?from=${month}&to=${month}`, headers: admin.auth })).json());
    // 7 × 10.05 = 70.35, 10 % off: 7.04 (half up), a net since prices leave tax out; its VAT 15 %: 1.06.
    // The export to Germany is zero-rated: its goods and shipping, 3 × 10.05 + 25.00.
    expect(report.totals).toEqual([expect.objectContaining({ currency: "USD", invoices: 3, creditNotes: 1, discounts: 7.04, discountTax: 1.06, zeroRatedNet: 55.15 })]);
    for (const total of report.totals) {
      const ofCurrency = rows.map(named).filter((row) => row[journalColumns.currency] === total.currency);
      const sum = (column: string) => ofCurrency.reduce((cents, row) => cents + Math.round(Number(row[column]) * 100), 0);
      const cents = (amount: number) => Math.round(amount * 100);
      expect([sum(journalColumns.gross), sum(journalColumns.net), sum(journalColumns.tax)]).toEqual([
        cents(total.gross) - cents(total.refundedGross),
        cents(total.net) - cents(total.refundedNet),
        cents(total.tax) - cents(total.refundedTax),
      ]);
    }
    const [, , , credit] = rows.map(named);
    expect(Number(credit?.[journalColumns.gross])).toBeLessThan(0);
    expect(credit?.[journalColumns.treatment]).toBe("domestic");

    // The orders CSV names the same invoice and what its credit note gave back.
    const [ordersHead, ...orderRows] = parseCsv((await t.app.inject({ url: "/api/orders/export.csv", headers: admin.auth })).body);
    const byName = (cells: string[]) => Object.fromEntries((ordersHead ?? []).map((name, i) => [name, cells[i] ?? ""]));
    const row = orderRows.map(byName).find((candidate) => candidate["Order id"] === refunded._id);
    const refundedInvoice = rows.map(named).find((candidate) => candidate[journalColumns.type] === "Invoice" && Number(candidate[journalColumns.net]) === Number(row?.Net));
    expect(row?.["Invoice number"]).toBe(refundedInvoice?.[journalColumns.number]);
    expect(row?.Refunded).toBe((-Number(credit?.[journalColumns.gross])).toFixed(2));
    expect([row?.Net, row?.Tax, row?.Total]).toEqual([refundedInvoice?.[journalColumns.net], refundedInvoice?.[journalColumns.tax], refundedInvoice?.[journalColumns.gross]]);
  });

  it("writes one row per document and rate, in date order in the shop's zone, credit notes negative, with the office's account codes", async () => {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/reports/accounting-codes",
      headers: admin.auth,
      payload: {
        codes: [
          { treatment: "domestic", revenueAccount: " 200 ", taxAccount: "820" },
          // Issue 36 item 3: the 5 % rows take their own codes, the 15 % ones the treatment's.
          { treatment: "domestic", rate: 5, revenueAccount: "205", taxAccount: "825" },
          { treatment: "intra_community", revenueAccount: "=SUM(A1)", taxAccount: "" },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      codes: [
        { treatment: "domestic", revenueAccount: "200", taxAccount: "820" },
        { treatment: "domestic", rate: 5, revenueAccount: "205", taxAccount: "825" },
        { treatment: "intra_community", revenueAccount: "=SUM(A1)", taxAccount: "" },
        { treatment: "distance_sale", revenueAccount: "", taxAccount: "" },
        { treatment: "export", revenueAccount: "", taxAccount: "" },
      ],
    });
    expect((await t.app.inject({ url: "/api/reports/accounting-codes", headers: admin.auth })).json()).toEqual(saved.json());

    const db = t.database.db;
    const document = async (issuedAt: string, number: number, taxLines: TaxLineCents[], extra: Partial<typeof orders.$inferInsert>, dueDate: string | null = null) => {
      const net = taxLines.reduce((sum, line) => sum + line.netCents, 0);
      const tax = taxLines.reduce((sum, line) => sum + line.taxCents, 0);
      const [order] = await db
        .insert(orders)
        .values({ email: buyer.email, name: "Rahim Farms", phone: "1", address: "Dhaka", product: "Hoe", quantity: 1, unitPriceCents: net, priceCents: net + tax, status: "paid", netCents: net, taxCents: tax, taxLines, ...extra })
        .returning({ id: orders.id });
      if (!order) throw new Error("no order");
      await db.insert(orderLines).values({ orderId: order.id, position: 0, product: "Hoe", quantity: 1, unitPriceCents: net, listUnitPriceCents: net, priceCents: net, netCents: net, taxCents: tax });
      await db.insert(invoices).values({ number, orderId: order.id, issuedAt: new Date(issuedAt), buyerCompany: extra.buyerCompany ?? null, buyerVatId: extra.buyerVatId ?? null, dueDate });
      return order.id;
    };
    // 31 March 20:00 UTC is 1 April 02:00 in Dhaka: April's. 31 March 17:59 UTC is still March there.
    await document("2026-03-31T17:59:00Z", 9001, [{ name: "VAT", rateMillis: 15_000, netCents: 100_00, taxCents: 15_00 }], { country: "BD", taxCountry: "BD" });
    const intra = await document(
      "2026-03-31T20:00:00Z",
      9002,
      [
        { name: "VAT", rateMillis: 0, netCents: 300_00, taxCents: 0 },
      ],
      { country: "FR", currency: "EUR", treatment: "intra_community", buyerCompany: "Ferme Dupont", buyerVatId: "FRXX999999999" },
    );
    const mixed = await document(
      "2026-04-02T08:00:00Z",
      9003,
      [
        { name: "VAT", rateMillis: 15_000, netCents: 200_00, taxCents: 30_00 },
        { name: "VAT", rateMillis: 5_000, netCents: 40_00, taxCents: 2_00 },
      ],
      { country: "BD", taxCountry: "BD" },
    );
    // Issue 36 finding 8: an invoice on Net 30 falls due thirty days on, and the export says so.
    await document("2026-04-10T08:00:00Z", 9004, [{ name: "VAT", rateMillis: 15_000, netCents: 10_00, taxCents: 1_50 }], { country: "BD", taxCountry: "BD" }, "2026-05-10");
    await db.insert(creditNotes).values({ number: 7001, orderId: intra, invoiceNumber: 9002, issuedAt: new Date("2026-04-03T01:00:00Z"), reason: "bent", currency: "EUR", treatment: "intra_community", taxLines: [{ name: "VAT", rateMillis: 0, netCents: 50_00, taxCents: 0 }], netCents: 50_00, taxCents: 0, totalCents: 50_00 });
    await db.insert(creditNotes).values({ number: 7002, orderId: mixed, invoiceNumber: 9003, issuedAt: new Date("2026-04-30T18:30:00Z"), reason: "late", currency: "USD", taxLines: [], netCents: 10_00, taxCents: 1_50, totalCents: 11_50 });

    const response = await journal("?from=2026-04&to=2026-04");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="journal-2026-04-to-2026-04.csv"');
    expect(response.headers["cache-control"]).toBe("no-store");
    const [head, ...rows] = parseCsv(response.body);
    expect(head).toEqual(header);
    expect(rows).toEqual([
      ["2026-04-01", "2026-04-01", invoiceLabel(9002), "Invoice", "Ferme Dupont", "FRXX999999999", "FR", "Goods and shipping, Exempt intra-Community supply", "1", "300.00", "VAT", "exempt", "0.00", "300.00", "EUR", "intra_community", "'=SUM(A1)", "", "", ""],
      ["2026-04-02", "2026-04-02", invoiceLabel(9003), "Invoice", "Rahim Farms", "", "BD", "Goods and shipping, VAT 15%", "1", "200.00", "VAT", "15", "30.00", "230.00", "USD", "domestic", "200", "820", "", ""],
      ["2026-04-02", "2026-04-02", invoiceLabel(9003), "Invoice", "Rahim Farms", "", "BD", "Goods and shipping, VAT 5%", "1", "40.00", "VAT", "5", "2.00", "42.00", "USD", "domestic", "205", "825", "", ""],
      ["2026-04-03", "2026-04-03", creditNoteLabel(7001), "Credit note", "Ferme Dupont", "FRXX999999999", "FR", `Refund on ${invoiceLabel(9002)}, Exempt intra-Community supply`, "1", "-50.00", "VAT", "exempt", "0.00", "-50.00", "EUR", "intra_community", "'=SUM(A1)", "", "", ""],
      ["2026-04-10", "2026-05-10", invoiceLabel(9004), "Invoice", "Rahim Farms", "", "BD", "Goods and shipping, VAT 15%", "1", "10.00", "VAT", "15", "1.50", "11.50", "USD", "domestic", "200", "820", "", ""],
      // 30 April 18:30 UTC is 1 May in Dhaka: not April's.
    ]);
    // The report of the same month agrees, in its zone.
    const report = monthlyReportSchema.parse((await t.app.inject({ url: "/api/reports/monthly?from=2026-04&to=2026-04", headers: admin.auth })).json());
    expect(report.timeZone).toBe("Asia/Dhaka");
    expect(report.totals.map((total) => [total.currency, total.gross - total.refundedGross])).toEqual([
      ["EUR", 250],
      ["USD", 283.5],
    ]);
    const march = parseCsv((await journal("?from=2026-03&to=2026-03")).body).slice(1);
    expect(march.map((row) => row[2])).toEqual([invoiceLabel(9001)]);
    const may = parseCsv((await journal("?from=2026-05&to=2026-05")).body).slice(1);
    expect(may.map((row) => [row[0], row[2], row[13], row[10]])).toEqual([["2026-05-01", creditNoteLabel(7002), "-11.50", ""]]);

    // Issue 36 finding 12: an exempt sale's rate reads "exempt", as its invoice prints it; a zero-rated export keeps its 0.
    const exportLine: TaxLineCents[] = [{ name: "VAT", rateMillis: 0, netCents: 80_00, taxCents: 0 }];
    await document("2026-06-03T08:00:00Z", 9005, exportLine, { country: "US", currency: "EUR", treatment: "export", legalNote: legalNotes.export("article 146 of Directive 2006/112/EC") });
    await document("2026-06-04T08:00:00Z", 9006, exportLine, { country: "US", treatment: "export", legalNote: legalNotes.export("Value Added Tax and Supplementary Duty Act 2012, section 21 and Second Schedule") });
    const june = parseCsv((await journal("?from=2026-06&to=2026-06")).body).slice(1).map(named);
    expect(june.map((row) => [row[journalColumns.number], row[journalColumns.taxName], row[journalColumns.rate], row[journalColumns.tax]])).toEqual([
      [invoiceLabel(9005), "VAT", "exempt", "0.00"],
      [invoiceLabel(9006), "VAT", "0", "0.00"],
    ]);
  });

  it("reads invoices and credit notes through their issue-date indexes", async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = (await tx.execute(sql`explain ${journalQuery("2026-03", "2026-04", "Asia/Dhaka")}`)) as unknown as { rows: Record<string, string>[] };
      const text = plan.rows.map((row) => Object.values(row).join(" ")).join("\n");
      expect(text).toContain("invoices_issued_at_idx");
      expect(text).toContain("credit_notes_issued_at_idx");
    });
  });

  it("refuses bad months with 400 and callers other than the office with 401 or 403, changing nothing", async () => {
    const before = await snapshot();
    for (const [query, field] of [
      ["?from=2026-13", "querystring.from"],
      ["?from=2026-05&to=2026-04", "querystring.from"],
      ["?to=April", "querystring.to"],
    ] as const) {
      expectFieldErrors(await journal(query), [field]);
    }
    const customer = await signUp(t.app, { name: "Nosy" });
    const after = await snapshot();
    expect(after).toEqual(before);
    for (const request of [
      { url: "/api/reports/journal.csv" },
      { url: "/api/reports/accounting-codes" },
      { method: "PUT" as const, url: "/api/reports/accounting-codes", payload: { codes: [{ treatment: "export", revenueAccount: "1", taxAccount: "2" }] } },
    ]) {
      expectError(await t.app.inject(request), 401, "unauthorized");
      const refused = expectError(await t.app.inject({ ...request, headers: customer.auth }), 403, "forbidden");
      expect(JSON.stringify(refused)).not.toMatch(/INV-|revenue/i);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("PUT /api/reports/accounting-codes", () => {
  it("refuses an unknown treatment, a treatment twice, a code too long or with a control character, changing nothing", async () => {
    const before = await codesSnapshot();
    const put = (codes: unknown) => t.app.inject({ method: "PUT", url: "/api/reports/accounting-codes", headers: admin.auth, payload: { codes } });
    expectFieldErrors(await put([{ treatment: "reverse_charge", revenueAccount: "1", taxAccount: "2" }]), ["body.codes.0.treatment"]);
    expectFieldErrors(await put([{ treatment: "export", revenueAccount: "x".repeat(41), taxAccount: "2" }]), ["body.codes.0.revenueAccount"]);
    expectFieldErrors(await put([{ treatment: "export", revenueAccount: "1", taxAccount: "2\u0000" }]), ["body.codes.0.taxAccount"]);
    for (const rate of [-1, 100.5, 7.0001, "7"]) expectFieldErrors(await put([{ treatment: "export", rate, revenueAccount: "1", taxAccount: "2" }]), ["body.codes.0.rate"]);
    expectFieldErrors(
      await put([
        { treatment: "domestic", rate: 7, revenueAccount: "1", taxAccount: "2" },
        { treatment: "domestic", rate: 7, revenueAccount: "3", taxAccount: "4" },
      ]),
      ["body.codes"],
    );
    expectFieldErrors(
      await put([
        { treatment: "export", revenueAccount: "1", taxAccount: "2" },
        { treatment: "export", revenueAccount: "3", taxAccount: "4" },
      ]),
      ["body.codes"],
    );
    expect(await codesSnapshot()).toEqual(before);
  });
});
