import { creditNoteLabels, documentLabels, formatCents, orderNumber, refundOrderResponseSchema, serverMessages, statementLabels, statementMessages } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orderLines, orders } from "../src/db/schema";
import { findInvoice, renderInvoicePdf } from "../src/modules/orders/invoices";
import { accountTool, invoiceOnAccount } from "./account";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";
import { documentShop, paidOrderIn } from "./documents";
import { expectFieldErrors } from "./expect-error";
import { pdfText } from "./pdf";
import { inBangla } from "@shop/contract/testing";

/**
 * Issue 38: an order's documents are drawn in its buyer's account language, whoever downloads
 * them and whatever language their browser asks for; an English buyer's stay as they were.
 */
const ENV = { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "1000", MAX_HELD_VALUE: "1000000", SHOP_NAME: "Language Farm Supply", SHOP_ADDRESS: "2 Mill Road, Ruralton", SHOP_VAT_ID: "DE999999999", SHOP_COUNTRY: "DE" };
const BUYER = { name: "Ada Farmer", phone: "0123456789", address: "7 Orchard Lane, Appleby", country: "DE", postalCode: "10115" };

/** The extracted text without the zero-width spaces the pen writes between shaped runs. */
const plain = (text: string) => text.replace(/\u200b/g, "");

let t: TestApp;
let office: SignedIn;
let hoe: string;

beforeAll(async () => {
  t = await createTestApp({ env: ENV, seed: false });
  office = await signInAdmin(t);
  hoe = await documentShop(t, { country: "DE", rateMillis: 19_000 });
});
afterAll(() => t.close());

const paidOrder = (language: "en" | "bn") => paidOrderIn(t, language, hoe, BUYER);

const invoicePdf = async (orderId: string, who: SignedIn, acceptLanguage: string) => {
  const response = await t.app.inject({ url: `/api/orders/${orderId}/invoice.pdf`, headers: { ...who.auth, "accept-language": acceptLanguage } });
  expect(response.statusCode, response.body).toBe(200);
  return plain(await pdfText(response.rawPayload));
};

describe("an order's documents in its buyer's language", () => {
  it("draws a Bangla buyer's invoice and credit note in Bangla, for the buyer and for the office alike", async () => {
    const { buyer, order } = await paidOrder("bn");
    const totalCents = Math.round(order.price * 100);
    const bangla = {
      invoiceDate: inBangla(() => documentLabels.invoiceDate),
      total: inBangla(() => formatCents(totalCents)),
    };
    // Truly Bangla, not the English the catalogue falls back to.
    expect(bangla.invoiceDate).not.toBe(documentLabels.invoiceDate);
    expect(bangla.total).toMatch(/[০-৯]/);
    const asBuyer = await invoicePdf(order._id, buyer, "en");
    expect(asBuyer).toContain(bangla.invoiceDate);
    expect(asBuyer).toContain(bangla.total);
    expect(asBuyer).not.toContain(documentLabels.invoiceDate);
    // The office, reading English, downloads the buyer's invoice as the buyer reads it.
    expect(await invoicePdf(order._id, office, "en")).toBe(asBuyer);

    const refund = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund`, headers: office.auth, payload: {} });
    expect(refund.statusCode, refund.body).toBe(200);
    const { creditNote } = refundOrderResponseSchema.parse(refund.json());
    const note = await t.app.inject({ url: `/api/orders/${order._id}/credit-notes/${creditNote.number}.pdf`, headers: { ...office.auth, "accept-language": "en" } });
    expect(note.statusCode, note.body).toBe(200);
    const noteText = plain(await pdfText(note.rawPayload));
    // The reason stays as the office recorded it; its label is the buyer's.
    expect(noteText).toContain(`${inBangla(() => creditNoteLabels.reason)}: `);
    expect(noteText).toContain(inBangla(() => formatCents(-totalCents)));
    expect(noteText).not.toContain(`${creditNoteLabels.reason}: `);
  });

  it("keeps an English buyer's invoice as it was drawn before, even for a Bangla browser", async () => {
    const { buyer, order } = await paidOrder("en");
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    const invoice = await findInvoice(t.database.db, order._id);
    if (!row || !invoice) throw new Error("no invoice");
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order._id)).orderBy(orderLines.position);
    // Drawn outside any language, as every invoice was before issue 38.
    const before = plain(await pdfText(await renderInvoicePdf(row, lines, invoice, t.config.shop, null)));
    expect(before).toContain(documentLabels.invoiceDate);
    expect(await invoicePdf(order._id, buyer, "bn")).toBe(before);
    expect(await invoicePdf(order._id, office, "bn")).toBe(before);
  });
});

describe("a company's statement in its reader's language", () => {
  it("is drawn in the requesting member's language, and for the office in the company admin's, its lines' words too", async () => {
    const { company, admin } = await newCompany(t);
    const accountant = await newMember(t, company._id, "accountant");
    const set = await t.app.inject({ method: "PATCH", url: "/api/me/language", headers: admin.auth, payload: { language: "bn" } });
    expect(set.statusCode, set.body).toBe(200);
    const { orderId } = await invoiceOnAccount(t, admin, company, await accountTool(t));
    // Asked for in the other language than the reader's: the words are the reader's, not the request's.
    const statement = async (url: string, who: SignedIn, acceptLanguage: string) => {
      const response = await t.app.inject({ url, headers: { ...who.auth, "accept-language": acceptLanguage } });
      expect(response.statusCode, response.body).toBe(200);
      return plain(await pdfText(response.rawPayload));
    };
    const english = { customer: statementLabels.customer, order: statementLabels.order(orderNumber(orderId)) };
    const bangla = inBangla(() => ({ customer: statementLabels.customer, order: statementLabels.order(orderNumber(orderId)) }));
    expect(bangla.customer).not.toBe(english.customer);
    expect(bangla.order).not.toBe(english.order);
    for (const read of [await statement("/api/company/statement.pdf", admin, "en"), await statement(`/api/admin/companies/${company._id}/statement.pdf`, office, "en")]) {
      expect(read).toContain(bangla.customer);
      expect(read).toContain(bangla.order.normalize("NFC"));
      expect(read).not.toContain(english.order);
    }
    const inEnglish = await statement("/api/company/statement.pdf", accountant, "bn");
    expect(inEnglish).toContain(english.customer);
    expect(inEnglish).toContain(english.order);
    expect(inEnglish).not.toContain(bangla.customer);
    expect(inEnglish).not.toContain(bangla.order.normalize("NFC"));
  });

  it("refuses a period out of order in the request's language, not the reader's", async () => {
    const { admin } = await newCompany(t);
    const set = await t.app.inject({ method: "PATCH", url: "/api/me/language", headers: admin.auth, payload: { language: "bn" } });
    expect(set.statusCode, set.body).toBe(200);
    // A from after today, with to left out: refused by the statement itself, not by the query's schema.
    const refused = await t.app.inject({ url: "/api/company/statement.pdf?from=2999-01-01", headers: { ...admin.auth, "accept-language": "en" } });
    const body = expectFieldErrors(refused, ["querystring.from"]);
    expect(inBangla(() => statementMessages.fromAfterTo)).not.toBe(statementMessages.fromAfterTo);
    expect(body.error.message).toBe(serverMessages.invalidRequest);
    expect(body.error.fields).toEqual([{ path: "querystring.from", message: statementMessages.fromAfterTo }]);
  });
});
