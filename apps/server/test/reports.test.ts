import { DEFAULT_REPORT_MONTHS, monthlyReportSchema, monthOfDate, monthOfIndex, monthIndex, type ReportCountryMonth, type TaxLineCents, type TaxTreatment } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditNotes, invoices, orderLines, orders } from "../src/db/schema";
import { monthlyQueries, monthlyReportCents } from "../src/modules/reports/monthly";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";
import { parseCsv } from "./csv";

/*
 * The accountant's monthly report (issue 21 item 9). Orders, their invoices and credit notes are
 * written straight into the database with known amounts, so every sum below is worked out by
 * hand: March 2025 holds four USD sales at 20 %, 10 % and reverse charge (one invoiced in the
 * last minute of the month, UTC); April one USD sale, one EUR sale and two credit notes; the
 * months around them hold a sale and a credit note that a March-April report must leave out.
 */

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;

let invoiceNumber = 1000;
let creditNoteNumber = 500;

interface Sale {
  issuedAt: string;
  currency?: string;
  taxLines: TaxLineCents[];
  /** Where the goods went, and whose tax applied (null: none did). */
  country?: string;
  taxCountry?: string | null;
  /** A bill without tax lines (no tax set up) says its net itself. */
  netCents?: number;
  shippingNetCents?: number;
  shippingTaxCents?: number;
  /** The code's reduction, off the line's amount (as the catalogue states prices). */
  discountCents?: number;
  /** Prices with tax: the line's amount holds its tax (the test then gives goods with tax in `lineCents`). */
  pricesIncludeTax?: boolean;
  lineCents?: number;
  treatment?: TaxTreatment;
}

interface Sold {
  orderId: string;
  invoiceNumber: number;
  treatment: TaxTreatment;
}

/** An order with one line, paid and invoiced at `issuedAt`; its bill is the sum of its tax lines. */
async function sale(input: Sale): Promise<Sold> {
  const netCents = input.netCents ?? input.taxLines.reduce((sum, line) => sum + line.netCents, 0);
  const taxCents = input.taxLines.reduce((sum, line) => sum + line.taxCents, 0);
  const goodsCents = netCents - (input.shippingNetCents ?? 0);
  const discountCents = input.discountCents ?? 0;
  const country = input.country ?? "GB";
  const [order] = await t.database.db
    .insert(orders)
    .values({
      email: customer.email,
      name: "Report Farmer",
      phone: "+1 555 0100",
      address: "1 Farm Lane",
      product: "Spade",
      quantity: 1,
      unitPriceCents: goodsCents,
      priceCents: netCents + taxCents,
      status: "paid",
      paidAt: new Date(input.issuedAt),
      currency: input.currency ?? "USD",
      country,
      taxCountry: input.taxCountry === undefined ? country : input.taxCountry,
      shippingCents: input.shippingNetCents ?? 0,
      shippingNetCents: input.shippingNetCents ?? 0,
      shippingTaxCents: input.shippingTaxCents ?? 0,
      discountCents,
      discountCode: discountCents ? "SPRING5" : null,
      netCents,
      taxCents,
      pricesIncludeTax: input.pricesIncludeTax ?? false,
      treatment: input.treatment ?? "domestic",
      taxLines: input.taxLines,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("no order");
  await t.database.db.insert(orderLines).values({
    orderId: order.id,
    position: 0,
    product: "Spade",
    quantity: 1,
    unitPriceCents: input.lineCents ?? goodsCents + discountCents,
    listUnitPriceCents: input.lineCents ?? goodsCents + discountCents,
    priceCents: input.lineCents ?? goodsCents + discountCents,
    discountCents,
    netCents: goodsCents,
    taxCents,
    taxRateMillis: input.taxLines[0]?.rateMillis ?? 0,
  });
  invoiceNumber += 1;
  await t.database.db.insert(invoices).values({ number: invoiceNumber, orderId: order.id, issuedAt: new Date(input.issuedAt) });
  return { orderId: order.id, invoiceNumber, treatment: input.treatment ?? "domestic" };
}

/** A credit note on `of`, with the treatment of its invoice (as refunds write them). */
async function creditNote(of: Sold, issuedAt: string, taxLines: TaxLineCents[], currency = "USD"): Promise<void> {
  const netCents = taxLines.reduce((sum, line) => sum + line.netCents, 0);
  const taxCents = taxLines.reduce((sum, line) => sum + line.taxCents, 0);
  creditNoteNumber += 1;
  await t.database.db.insert(creditNotes).values({
    number: creditNoteNumber,
    orderId: of.orderId,
    invoiceNumber: of.invoiceNumber,
    issuedAt: new Date(issuedAt),
    reason: "Damaged in transit",
    currency,
    treatment: of.treatment,
    taxLines,
    netCents,
    taxCents,
    totalCents: netCents + taxCents,
  });
}

/** The cells of a CSV whose every field is quoted (as the export writes it), line by line. */

const vat = (rateMillis: number, netCents: number, taxCents: number, name = "VAT"): TaxLineCents => ({ name, rateMillis, netCents, taxCents });

beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV });
  admin = await signInAdmin(t);
  customer = await signUp(t.app, { name: "Report Farmer" });

  // March 2025, USD. A: 100.00 of goods after a 5.00 code, 10.00 shipping, all at 20 %.
  const a = await sale({ issuedAt: "2025-03-03T09:00:00Z", taxLines: [vat(20_000, 110_00, 22_00)], shippingNetCents: 10_00, shippingTaxCents: 2_00, discountCents: 5_00 });
  await sale({ issuedAt: "2025-03-10T12:00:00Z", taxLines: [vat(10_000, 50_00, 5_00)] });
  // Exempt intra-Community supply to France: one 0 % line, no tax country.
  const c = await sale({ issuedAt: "2025-03-15T12:00:00Z", taxLines: [vat(0, 300_00, 0)], country: "FR", taxCountry: null, treatment: "intra_community" });
  // A distance sale to France at France's 20 %, the rate GB shares: one rate by month, two countries.
  await sale({ issuedAt: "2025-03-20T12:00:00Z", taxLines: [vat(20_000, 60_00, 12_00)], country: "FR", treatment: "distance_sale" });
  // A zero-rated export, and a sale made while the shop had no tax set up (outside the scope of tax).
  await sale({ issuedAt: "2025-03-21T12:00:00Z", taxLines: [vat(0, 70_00, 0)], country: "US", taxCountry: null, treatment: "export" });
  await sale({ issuedAt: "2025-03-22T12:00:00Z", taxLines: [], netCents: 15_00, country: "BD", taxCountry: null });
  // The last minute of March in UTC (already April in Europe/Berlin): still March.
  await sale({ issuedAt: "2025-03-31T23:59:00Z", taxLines: [vat(20_000, 20_00, 4_00)] });
  // April: the first instant of the month, a sale in EUR, and two credit notes (one of them on the reverse-charge sale).
  await sale({ issuedAt: "2025-04-01T00:00:00Z", taxLines: [vat(20_000, 40_00, 8_00)] });
  await sale({ issuedAt: "2025-04-20T08:00:00Z", currency: "EUR", taxLines: [vat(19_000, 10_00, 1_90, "MwSt")], country: "DE" });
  await creditNote(a, "2025-04-05T10:00:00Z", [vat(20_000, 50_00, 10_00)]);
  await creditNote(c, "2025-04-06T10:00:00Z", [vat(0, 100_00, 0)]);
  // Outside a March-April report: February's sale, May's credit note.
  const february = await sale({ issuedAt: "2025-02-28T23:59:59Z", taxLines: [vat(20_000, 1_000_00, 200_00)] });
  await creditNote(february, "2025-05-01T00:00:00Z", [vat(20_000, 1_000_00, 200_00)]);
});
afterAll(() => t.close());

const report = (query: string, who: SignedIn = admin) => t.app.inject({ url: `/api/reports/monthly${query}`, headers: who.auth });
const snapshot = () => Promise.all([rowsOf(t, orders), rowsOf(t, invoices), rowsOf(t, creditNotes), rowsOf(t, orderLines)]);

/** A month's figures where nothing happened, to spread the others over. */
const none = {
  invoices: 0,
  net: 0,
  tax: 0,
  gross: 0,
  shipping: 0,
  discounts: 0,
  discountTax: 0,
  taxByRate: [],
  exemptNet: 0,
  zeroRatedNet: 0,
  outsideScopeNet: 0,
  creditNotes: 0,
  refundedNet: 0,
  refundedTax: 0,
  refundedGross: 0,
  refundTaxByRate: [],
  refundedExemptNet: 0,
  refundedZeroRatedNet: 0,
  refundedOutsideScopeNet: 0,
};

/** A row by country and rate, zeros but for what it says. */
const byCountry = (row: Pick<ReportCountryMonth, "month" | "country" | "name" | "rate"> & Partial<ReportCountryMonth>): ReportCountryMonth => ({
  currency: "USD",
  net: 0,
  tax: 0,
  exemptNet: 0,
  zeroRatedNet: 0,
  outsideScopeNet: 0,
  gross: 0,
  discounts: 0,
  discountTax: 0,
  refundedNet: 0,
  refundedTax: 0,
  refundedExemptNet: 0,
  refundedZeroRatedNet: 0,
  refundedOutsideScopeNet: 0,
  refundedGross: 0,
  ...row,
});

describe("GET /api/reports/monthly", () => {
  it("sums each month's invoices and credit notes, per rate and per currency, in dollars", async () => {
    const response = await report("?from=2025-03&to=2025-04");
    expect(response.statusCode, response.body).toBe(200);
    const body = monthlyReportSchema.parse(response.json());
    expect(body.from).toBe("2025-03");
    expect(body.to).toBe("2025-04");
    expect(body.timeZone).toBe("UTC");
    expect(body.months).toEqual([
      {
        ...none,
        month: "2025-03",
        currency: "USD",
        invoices: 7,
        net: 625,
        tax: 43,
        gross: 668,
        shipping: 10,
        // The code's 5.00 off a price without tax is a net; its tax is 20 % of it.
        discounts: 5,
        discountTax: 1,
        // Higher rate first; the exempt, zero-rated and untaxed sales are not a 0 % rate but columns of their own.
        taxByRate: [
          { name: "VAT", rate: 20, net: 190, tax: 38 },
          { name: "VAT", rate: 10, net: 50, tax: 5 },
        ],
        exemptNet: 300,
        zeroRatedNet: 70,
        outsideScopeNet: 15,
      },
      { ...none, month: "2025-04", currency: "EUR", invoices: 1, net: 10, tax: 1.9, gross: 11.9, taxByRate: [{ name: "MwSt", rate: 19, net: 10, tax: 1.9 }] },
      {
        ...none,
        month: "2025-04",
        currency: "USD",
        invoices: 1,
        net: 40,
        tax: 8,
        gross: 48,
        taxByRate: [{ name: "VAT", rate: 20, net: 40, tax: 8 }],
        creditNotes: 2,
        refundedNet: 150,
        refundedTax: 10,
        refundedGross: 160,
        refundTaxByRate: [{ name: "VAT", rate: 20, net: 50, tax: 10 }],
        refundedExemptNet: 100,
      },
    ]);
    expect(body.totals).toEqual([
      expect.objectContaining({ currency: "EUR", invoices: 1, net: 10, tax: 1.9, gross: 11.9 }),
      {
        ...none,
        currency: "USD",
        invoices: 8,
        net: 665,
        tax: 51,
        gross: 716,
        shipping: 10,
        discounts: 5,
        discountTax: 1,
        taxByRate: [
          { name: "VAT", rate: 20, net: 230, tax: 46 },
          { name: "VAT", rate: 10, net: 50, tax: 5 },
        ],
        exemptNet: 300,
        zeroRatedNet: 70,
        outsideScopeNet: 15,
        creditNotes: 2,
        refundedNet: 150,
        refundedTax: 10,
        refundedGross: 160,
        refundTaxByRate: [{ name: "VAT", rate: 20, net: 50, tax: 10 }],
        refundedExemptNet: 100,
      },
    ]);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("splits each month by currency, country and rate: France's 20 % apart from Great Britain's", async () => {
    const body = monthlyReportSchema.parse((await report("?from=2025-03&to=2025-04")).json());
    expect(body.byCountry).toEqual([
      // No tax set up: the destination, no rate.
      byCountry({ month: "2025-03", country: "BD", name: "", rate: null, outsideScopeNet: 15, gross: 15 }),
      byCountry({ month: "2025-03", country: "FR", name: "VAT", rate: 20, net: 60, tax: 12, gross: 72 }),
      byCountry({ month: "2025-03", country: "FR", name: "VAT", rate: 0, exemptNet: 300, gross: 300 }),
      byCountry({ month: "2025-03", country: "GB", name: "VAT", rate: 20, net: 130, tax: 26, gross: 156, discounts: 5, discountTax: 1 }),
      byCountry({ month: "2025-03", country: "GB", name: "VAT", rate: 10, net: 50, tax: 5, gross: 55 }),
      byCountry({ month: "2025-03", country: "US", name: "VAT", rate: 0, zeroRatedNet: 70, gross: 70 }),
      byCountry({ month: "2025-04", currency: "EUR", country: "DE", name: "MwSt", rate: 19, net: 10, tax: 1.9, gross: 11.9 }),
      byCountry({ month: "2025-04", country: "FR", name: "VAT", rate: 0, refundedExemptNet: 100, refundedGross: 100 }),
      byCountry({ month: "2025-04", country: "GB", name: "VAT", rate: 20, net: 40, tax: 8, gross: 48, refundedNet: 50, refundedTax: 10, refundedGross: 60 }),
    ]);
    const { month: _month, ...gb } = byCountry({ month: "", country: "GB", name: "VAT", rate: 20, net: 170, tax: 34, gross: 204, discounts: 5, discountTax: 1, refundedNet: 50, refundedTax: 10, refundedGross: 60 });
    expect(body.countryTotals).toContainEqual(gb);
    expect(body.countryTotals).toHaveLength(7);
    // Each currency's countries add up to its totals.
    for (const total of body.totals) {
      const rows = body.countryTotals.filter((row) => row.currency === total.currency);
      const sum = (pick: (row: (typeof rows)[number]) => number) => Math.round(rows.reduce((cents, row) => cents + pick(row) * 100, 0)) / 100;
      expect([sum((row) => row.gross), sum((row) => row.refundedGross)]).toEqual([total.gross, total.refundedGross]);
    }
  });

  it("books a discount off prices with tax as its net and its tax, never the catalogue's gross", async () => {
    // 120.00 with 20 % in it, 12.00 off: 108.00 paid, 90.00 net and 18.00 tax; the code's 12.00 is 10.00 net and 2.00 tax.
    await sale({ issuedAt: "2018-01-10T10:00:00Z", taxLines: [vat(20_000, 90_00, 18_00)], discountCents: 12_00, pricesIncludeTax: true, lineCents: 120_00 });
    const body = monthlyReportSchema.parse((await report("?from=2018-01&to=2018-01")).json());
    expect(body.months).toEqual([expect.objectContaining({ month: "2018-01", net: 90, tax: 18, gross: 108, discounts: 10, discountTax: 2 })]);
    expect(body.byCountry).toEqual([byCountry({ month: "2018-01", country: "GB", name: "VAT", rate: 20, net: 90, tax: 18, gross: 108, discounts: 10, discountTax: 2 })]);
  });

  it("counts months in SHOP_TIMEZONE: a sale late on the 31st (UTC) is the next month's in Dhaka", async () => {
    const dhaka = await monthlyReportCents(t.database.db, { from: "2025-03", to: "2025-04", months: ["2025-03", "2025-04"] }, "USD", "Asia/Dhaka");
    const usd = (month: string) => dhaka.months.find((row) => row.month === month && row.currency === "USD");
    // February's 23:59:59 UTC sale is 1 March 05:59 in Dhaka; 31 March 23:59 UTC is April there.
    expect([usd("2025-03")?.invoices, usd("2025-03")?.grossCents]).toEqual([7, 668_00 - 24_00 + 1_200_00]);
    expect([usd("2025-04")?.invoices, usd("2025-04")?.grossCents]).toEqual([2, 48_00 + 24_00]);
    expect(dhaka.timeZone).toBe("Asia/Dhaka");
  });

  it("keeps a month without invoices or credit notes, as zeros in the shop's currency", async () => {
    const body = monthlyReportSchema.parse((await report("?from=2024-12&to=2025-02")).json());
    expect(body.months.map((row) => [row.month, row.currency, row.invoices, row.gross])).toEqual([
      ["2024-12", "USD", 0, 0],
      ["2025-01", "USD", 0, 0],
      ["2025-02", "USD", 1, 1200],
    ]);
    // May holds only a credit note: its own row, no sales.
    const may = monthlyReportSchema.parse((await report("?from=2025-05&to=2025-05")).json());
    expect(may.months).toEqual([expect.objectContaining({ month: "2025-05", invoices: 0, creditNotes: 1, refundedGross: 1200, refundTaxByRate: [{ name: "VAT", rate: 20, net: 1000, tax: 200 }] })]);
    expect(may.byCountry).toEqual([byCountry({ month: "2025-05", country: "GB", name: "VAT", rate: 20, refundedNet: 1000, refundedTax: 200, refundedGross: 1200 })]);
  });

  it("covers the last twelve months up to the current one by default", async () => {
    const now = new Date();
    const current = monthIndex(monthOfDate(now)) ?? 0;
    const firstDay = (index: number) => new Date(Date.UTC(Math.floor(index / 12), index % 12, 1, 12)).toISOString();
    await sale({ issuedAt: firstDay(current), taxLines: [vat(20_000, 7_00, 1_40)] });
    await sale({ issuedAt: firstDay(current - (DEFAULT_REPORT_MONTHS - 1)), taxLines: [vat(20_000, 3_00, 60)] });
    // A year back: one month before the default range begins.
    await sale({ issuedAt: firstDay(current - DEFAULT_REPORT_MONTHS), taxLines: [vat(20_000, 900_00, 180_00)] });

    const body = monthlyReportSchema.parse((await report("")).json());
    expect(body.from).toBe(monthOfIndex(current - (DEFAULT_REPORT_MONTHS - 1)));
    expect(body.to).toBe(monthOfDate(now));
    expect(body.months.map((row) => row.month)).toEqual(Array.from({ length: DEFAULT_REPORT_MONTHS }, (_, i) => monthOfIndex(current - (DEFAULT_REPORT_MONTHS - 1) + i)));
    expect(body.totals.find((total) => total.currency === "USD")).toMatchObject({ invoices: 2, net: 10, tax: 2 });

    // `to` alone: the twelve months up to it; `from` alone: up to the current month.
    const upToApril = monthlyReportSchema.parse((await report("?to=2025-04")).json());
    // Twelve months; April has two rows, one per currency.
    expect([upToApril.from, upToApril.to, new Set(upToApril.months.map((row) => row.month)).size]).toEqual(["2024-05", "2025-04", 12]);
    const sinceOneMonth = monthlyReportSchema.parse((await report(`?from=${monthOfIndex(current - 1)}`)).json());
    expect([sinceOneMonth.from, sinceOneMonth.to]).toEqual([monthOfIndex(current - 1), monthOfDate(now)]);
  });

  it("takes up to 36 months, and refuses a bad month, a reversed range or a longer one with 400, changing nothing", async () => {
    expect((await report("?from=2023-01&to=2025-12")).statusCode).toBe(200);
    const before = await snapshot();
    const refusals: [string, string][] = [
      ["?from=2025-13", "querystring.from"],
      ["?from=2025-3", "querystring.from"],
      ["?to=March", "querystring.to"],
      ["?from=0999-12&to=1000-01", "querystring.from"],
      ["?from=2025-04&to=2025-03", "querystring.from"],
      ["?from=2022-12&to=2025-12", "querystring.from"],
      // From alone, long ago: up to now is far over 36 months.
      ["?from=2001-01", "querystring.from"],
      // Outside the books' years (2000 to 2100): 400 naming the field, never a database error.
      ["?from=1999-12&to=2000-01", "querystring.from"],
      ["?from=2100-12&to=2101-01", "querystring.to"],
      ["?from=9999-01&to=9999-12", "querystring.from"],
      ["?from=0000-01&to=0000-02", "querystring.from"],
    ];
    for (const [query, field] of refusals) {
      const body = expectFieldErrors(await report(query), [field]);
      expect(body.error.fields?.[0]?.message, query).toMatch(/month/i);
    }
    expect((await t.app.inject({ url: "/api/reports/monthly.csv?from=2025-04&to=2025-03", headers: admin.auth })).statusCode).toBe(400);
    expectFieldErrors(await t.app.inject({ url: "/api/reports/monthly.csv?from=9999-01&to=9999-12", headers: admin.auth }), ["querystring.from"]);
    expect((await report("?from=2000-01&to=2000-12")).statusCode).toBe(200);
    expect((await report("?from=2100-01&to=2100-12")).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it("is for admins only: 401 without a token, 403 for a customer, with no figures in the refusal", async () => {
    const before = await snapshot();
    for (const url of ["/api/reports/monthly", "/api/reports/monthly.csv"]) {
      expectError(await t.app.inject({ url }), 401, "unauthorized");
      const refused = expectError(await t.app.inject({ url, headers: customer.auth }), 403, "forbidden");
      expect(JSON.stringify(refused)).not.toMatch(/invoices|refunded/i);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("reads invoices and credit notes through their issue-date indexes", async () => {
    // In a zone of its own, so the bounds are worked out, not plain UTC dates.
    const queries = monthlyQueries("2025-03", "2025-04", "Asia/Dhaka");
    await t.database.db.transaction(async (tx) => {
      // Tiny test tables are cheaper to scan; forbid that to see which index the query can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const [name, query] of Object.entries(queries)) {
        const plan = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
        const text = plan.rows.map((row) => Object.values(row).join(" ")).join("\n");
        expect(text, name).toContain(name.startsWith("credit") ? "credit_notes_issued_at_idx" : "invoices_issued_at_idx");
      }
    });
  });
});

describe("GET /api/reports/monthly.csv", () => {
  it("answers one row per month, currency, country and rate, in columns of fixed names, numbers only", async () => {
    const response = await t.app.inject({ url: "/api/reports/monthly.csv?from=2025-03&to=2025-04", headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="monthly-report-2025-03-to-2025-04.csv"');
    expect(response.headers["cache-control"]).toBe("no-store");
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      "Month",
      "Currency",
      "Country",
      "Tax name",
      "Rate (%)",
      "Net",
      "Tax",
      "Exempt intra-Community net",
      "Export net",
      "Outside the scope of tax net",
      "Gross",
      "Discounts net",
      "Discounts tax",
      "Refunded net",
      "Refunded tax",
      "Refunded exempt intra-Community net",
      "Refunded export net",
      "Refunded outside the scope of tax net",
      "Refunded gross",
      // Issue 36 finding 16: added at the end; empty on rows that correct no earlier OSS period.
      "Corrects period",
      "Member state of consumption",
    ]);
    expect(rows).toEqual([
      ["2025-03", "USD", "BD", "", "", "0.00", "0.00", "0.00", "0.00", "15.00", "15.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "", ""],
      ["2025-03", "USD", "FR", "VAT", "20", "60.00", "12.00", "0.00", "0.00", "0.00", "72.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "", ""],
      ["2025-03", "USD", "FR", "VAT", "0", "0.00", "0.00", "300.00", "0.00", "0.00", "300.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "", ""],
      ["2025-03", "USD", "GB", "VAT", "20", "130.00", "26.00", "0.00", "0.00", "0.00", "156.00", "5.00", "1.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "", ""],
      ["2025-03", "USD", "GB", "VAT", "10", "50.00", "5.00", "0.00", "0.00", "0.00", "55.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "", ""],
      ["2025-03", "USD", "US", "VAT", "0", "0.00", "0.00", "0.00", "70.00", "0.00", "70.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "", ""],
      ["2025-04", "EUR", "DE", "MwSt", "19", "10.00", "1.90", "0.00", "0.00", "0.00", "11.90", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "", ""],
      ["2025-04", "USD", "FR", "VAT", "0", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "100.00", "0.00", "0.00", "100.00", "", ""],
      ["2025-04", "USD", "GB", "VAT", "20", "40.00", "8.00", "0.00", "0.00", "0.00", "48.00", "0.00", "0.00", "50.00", "10.00", "0.00", "0.00", "0.00", "60.00", "", ""],
    ]);
    // Every cell quoted (a spreadsheet splitting on ";" finds no formula), lines ended CRLF.
    expect(response.body.startsWith('"Month","Currency"')).toBe(true);
    expect(response.body).toContain("\r\n");
  });

  it("neutralises a rate name or a country that a spreadsheet would run as a formula", async () => {
    await sale({ issuedAt: "2019-06-10T10:00:00Z", taxLines: [vat(5_000, 10_00, 50, "=HYPERLINK(1)")], country: "+1" });
    const response = await t.app.inject({ url: "/api/reports/monthly.csv?from=2019-06&to=2019-06", headers: admin.auth });
    const [, row] = parseCsv(response.body);
    expect(row?.slice(0, 5)).toEqual(["2019-06", "USD", "'+1", "'=HYPERLINK(1)", "5"]);
  });
});
