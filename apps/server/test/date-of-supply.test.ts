import { dayIn, documentLabels, formatCents, invoiceLabel, journalColumns, monthlyReportSchema, placeOrderResponseSchema, refundOrderResponseSchema, refundPreviewSchema, termsText } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orderEvents, orders, taxRates, tools } from "../src/db/schema";
import { addUtcDays } from "../src/modules/companies/credit";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";
import { pdfText } from "./pdf";
import { parseCsv } from "./csv";

/**
 * Issue 36 item 4 (finding 5): an invoice on payment terms states its date of supply (art.
 * 226(7) of Directive 2006/112/EC) and is booked in the month of the supply (art. 63). A German
 * shop's company on Net 30 orders in one month; the office dispatches it in the next. The
 * invoice is issued at the dispatch, dated and supplied that day, due 30 days later; the report
 * and the journal book it in the dispatch's month, not the order's; and the PDF downloaded again
 * after a credit note says what it said when issued.
 */

const ZONE = "Europe/Berlin";
const DAY_MS = 86_400_000;
let t: TestApp;
let office: SignedIn;
let harrow: string;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { ...TEST_ADMIN_ENV, SHOP_NAME: "Pflug & Egge GmbH", SHOP_ADDRESS: "Ackerweg 5, 10115 Berlin", SHOP_VAT_ID: "DE111111111", SHOP_COUNTRY: "DE", SHOP_CURRENCY: "EUR", SHOP_TIMEZONE: ZONE },
  });
  await t.database.db.insert(taxRates).values({ country: "DE", name: "MwSt", rateMillis: 19_000 });
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: "Disc Harrow", sku: "DISC-HARROW", description: "Harrows.", img: "/images/tools/spade.svg", minimumOrderQuantity: 1, availableQuantity: 1_000, priceCents: 102_500 })
    .returning();
  if (!tool) throw new Error("no tool");
  harrow = tool.id;
  office = await signInAdmin(t);
});
afterAll(() => t.close());


const reportOf = async (month: string) => monthlyReportSchema.parse((await t.app.inject({ url: `/api/reports/monthly?from=${month}&to=${month}`, headers: office.auth })).json());
const sales = (report: Awaited<ReturnType<typeof reportOf>>) => report.byCountry.filter((row) => row.gross !== 0).map((row) => [row.country, row.rate, row.net, row.tax]);

describe("an order of a German company on Net 30, confirmed in one month and dispatched in the next", () => {
  it("is invoiced at its dispatch, which the invoice states as its date of supply, due 30 days later and booked in the dispatch's month", async () => {
    const { company } = await newCompany(t, undefined, {
      name: "Hofgut Sonnenfeld GmbH",
      billingAddress: "Feldweg 1\n80331 München\nGermany",
      addresses: [{ label: "Hof", address: "Feldweg 1, München", country: "DE", postalCode: "80331" }],
    });
    const buyer = await newMember(t, company._id, "buyer");
    const terms = await t.app.inject({ method: "PATCH", url: `/api/admin/companies/${company._id}`, headers: office.auth, payload: { paymentTerms: "net30", creditLimit: 10_000 } });
    expect(terms.statusCode, terms.body).toBe(200);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: buyer.auth,
      payload: { name: "Hof Buyer", phone: "+49 89 555 0100", address: "ignored for a member", productId: harrow, quantity: 2, companyAddressId: company.addresses[0]?._id },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placeOrderResponseSchema.parse(placed.json()).order;
    expect(order).toMatchObject({ status: "confirmed", paymentTerms: "net30", dueDate: null });
    expect(order.bill).toMatchObject({ treatment: "domestic", total: 2_439.5 });
    // Confirmed forty days ago: always a month before this one.
    const confirmedAt = new Date(Date.now() - 40 * DAY_MS);
    await t.database.db.update(orders).set({ createdAt: confirmedAt }).where(eq(orders.id, order._id));
    await t.database.db.update(orderEvents).set({ at: confirmedAt }).where(eq(orderEvents.orderId, order._id));
    const orderMonth = dayIn(confirmedAt, ZONE).slice(0, 7);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, order._id))).toEqual([]);
    expect(sales(await reportOf(orderMonth))).toEqual([]);

    const shipped = await t.app.inject({ method: "PATCH", url: `/api/orders/${order._id}`, headers: office.auth, payload: { status: "shipped", carrier: "DB Schenker", trackingNumber: "DBS-0001" } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const today = dayIn(new Date(), ZONE);
    const due = addUtcDays(today, 30);
    expect(shipped.json()).toMatchObject({ status: "shipped", dueDate: due });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    if (!invoice) throw new Error("no invoice at dispatch");
    expect(invoice).toMatchObject({ totalCents: 243_950, paidCents: 0, paymentTerms: "net30", dueDate: due });
    expect(dayIn(invoice.issuedAt, ZONE)).toBe(today);

    const download = async () => {
      const pdf = await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: buyer.auth });
      expect(pdf.statusCode).toBe(200);
      return pdfText(pdf.rawPayload);
    };
    const text = await download();
    expect(text).toContain(documentLabels.invoice(invoiceLabel(invoice.number)));
    expect(text).toContain(`${documentLabels.invoiceDate}: ${today}`);
    expect(text).toContain(`${documentLabels.dateOfSupply}: ${documentLabels.dispatched(today)}`);
    expect(text).not.toContain(documentLabels.onAccountSupply);
    expect(text).toContain(documentLabels.paymentTerms(termsText("net30", due)));
    expect(text).toContain(formatCents(243_950, "EUR"));

    // The sale is the dispatch month's: the report's and the journal's, with the invoice's due date.
    const month = today.slice(0, 7);
    expect(sales(await reportOf(orderMonth))).toEqual([]);
    expect(sales(await reportOf(month))).toEqual([["DE", 19, 2_050, 389.5]]);
    const journal = await t.app.inject({ url: `/api/reports/journal.csv?from=${month}&to=${month}`, headers: office.auth });
    const [head, ...rows] = parseCsv(journal.body);
    const column = (name: string) => head?.indexOf(name) ?? -1;
    const row = rows.find((cells) => cells[column(journalColumns.number)] === invoiceLabel(invoice.number));
    expect(row?.[column(journalColumns.date)]).toBe(today);
    expect(row?.[column(journalColumns.dueDate)]).toBe(due);
    expect(parseCsv((await t.app.inject({ url: `/api/reports/journal.csv?from=${orderMonth}&to=${orderMonth}`, headers: office.auth })).body).slice(1)).toEqual([]);

    // An issued document never changes: after a credit note it reads as it did.
    // Issue 36: the office's preview of the credit note on account is the note, to the cent.
    const ahead = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund-preview`, headers: office.auth, payload: { lines: [{ position: 0, quantity: 1 }] } });
    expect(ahead.statusCode, ahead.body).toBe(200);
    const seen = refundPreviewSchema.parse(ahead.json());
    expect(seen.onAccount).toBe(true);
    const credited = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund`, headers: office.auth, payload: { lines: [{ position: 0, quantity: 1 }], reason: "one was bent" } });
    expect(credited.statusCode, credited.body).toBe(200);
    const { creditNote } = refundOrderResponseSchema.parse(credited.json());
    expect({ amount: creditNote.total, net: creditNote.net, tax: creditNote.tax }).toEqual({ amount: seen.amount, net: seen.net, tax: seen.tax });
    expect(await download()).toBe(text);
  });
});
