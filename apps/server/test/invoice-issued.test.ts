import { documentLabels, formatCents, invoiceIssuedTexts, invoiceLabel, placeOrderResponseSchema, type Company, type Order } from "@shop/contract";
import { asc, eq, like } from "drizzle-orm";
import { PDFPage, type PDFFont } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox, invoices, tools } from "../src/db/schema";
import { addUtcDays } from "../src/modules/companies/credit";
import { RIGHT } from "../src/modules/orders/pdf";
import { utcDay } from "../src/modules/orders/place";
import { createTestApp, payByTestCard, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";

/**
 * Issue 35, finding 11: an invoice issued on account is mailed to those who pay it (the company's
 * accountants and admins) in the transaction that issued it (since issue 36 item 4, the
 * dispatch of an order placed or approved on account); and the
 * invoice's lines stay within the page's right margin (the date of supply on account ran past it).
 */
let t: TestApp;
let office: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "50" } });
  office = await signInAdmin(t);
});
afterAll(() => t.close());

async function newTool(priceCents: number): Promise<string> {
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: `Cultivator ${Math.random()}`, description: "Cultivates.", img: "/images/tools/spade.svg", minimumOrderQuantity: 1, availableQuantity: 1_000, priceCents })
    .returning();
  if (!tool) throw new Error("no tool");
  return tool.id;
}

async function onTerms(orderLimitCents: number | null = null) {
  const { company, admin } = await newCompany(t);
  const accountant = await newMember(t, company._id, "accountant");
  const buyer = await newMember(t, company._id, "buyer", { orderLimitCents });
  const response = await t.app.inject({ method: "PATCH", url: `/api/admin/companies/${company._id}`, headers: office.auth, payload: { paymentTerms: "net30", creditLimit: 5_000 } });
  expect(response.statusCode, response.body).toBe(200);
  return { company, admin, accountant, buyer };
}

async function placed(who: SignedIn, company: Company, productId: string): Promise<Order> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: who.auth,
    payload: { name: "Farm Buyer", phone: "+880 1712-345678", address: "ignored for a member", productId, companyAddressId: company.addresses[0]?._id },
  });
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderResponseSchema.parse(response.json()).order;
}

/** The office dispatches it: the tax point, where an order on account is invoiced (issue 36 item 4). */
async function ship(orderId: string): Promise<void> {
  const response = await t.app.inject({ method: "PATCH", url: `/api/orders/${orderId}`, headers: office.auth, payload: { status: "shipped", carrier: "DHL", trackingNumber: "JD0002" } });
  expect(response.statusCode, response.body).toBe(200);
}

const invoiceOf = async (orderId: string) => {
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice) throw new Error("no invoice");
  return invoice;
};
const issuedMails = (number: number) =>
  t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `invoice-issued:${number}:%`)).orderBy(asc(emailOutbox.toAddress));
const plain = (text: string) => text.replace(/\u200b/g, "");

describe("an invoice issued on account", () => {
  it("is mailed to the company's accountants and admins when the order placed on account is dispatched, once each", async () => {
    const { company, admin, accountant, buyer } = await onTerms();
    const order = await placed(buyer, company, await newTool(12_345));
    expect(order.status).toBe("confirmed");
    expect(await t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, "invoice-issued:%"))).not.toContainEqual(expect.objectContaining({ toAddress: accountant.email }));
    await ship(order._id);
    const invoice = await invoiceOf(order._id);
    const mails = await issuedMails(invoice.number);
    expect(mails.map((mail) => mail.toAddress)).toEqual([admin.email, accountant.email].sort());
    const label = invoiceLabel(invoice.number);
    const due = addUtcDays(utcDay(new Date()), 30);
    for (const mail of mails) {
      expect(mail.subject).toContain(invoiceIssuedTexts.subject(label, formatCents(12_345), ""));
      expect(plain(mail.textBody)).toContain(`We issued invoice ${label} for ${formatCents(12_345)} to your company`);
      expect(plain(mail.textBody)).toContain(buyer.email);
      expect(mail.textBody).toContain(invoiceIssuedTexts.due("Net 30", due));
    }
  });

  it("is not mailed twice to an admin who placed the order (their order's shipped email has the invoice)", async () => {
    const { company, admin, accountant } = await onTerms();
    const order = await placed(admin, company, await newTool(5_000));
    await ship(order._id);
    const mails = await issuedMails((await invoiceOf(order._id)).number);
    expect(mails.map((mail) => mail.toAddress)).toEqual([accountant.email]);
  });

  it("is mailed when an order over a member's limit is approved onto the account", async () => {
    const { company, admin, accountant, buyer } = await onTerms(1_000);
    const order = await placed(buyer, company, await newTool(5_000));
    expect(order.status).toBe("awaiting_approval");
    expect(await t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, "invoice-issued:%"))).not.toContainEqual(expect.objectContaining({ toAddress: accountant.email }));
    const approved = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/approve`, headers: admin.auth });
    expect(approved.statusCode, approved.body).toBe(200);
    await ship(order._id);
    const mails = await issuedMails((await invoiceOf(order._id)).number);
    expect(mails.map((mail) => mail.toAddress)).toEqual([admin.email, accountant.email].sort());
  });

  it.each(["on account", "paid by card"])("prints every line of its PDF within the page's margins, the date of supply among them (%s)", async (how) => {
    const { company, admin, buyer } = how === "on account" ? await onTerms() : { ...(await newCompany(t)), buyer: undefined };
    const who = buyer ?? admin;
    const order = await placed(who, company, await newTool(9_900));
    if (how === "paid by card") await payByTestCard(t.app, who, order._id);
    else await ship(order._id);
    const drawn = vi.spyOn(PDFPage.prototype, "drawText");
    try {
      const pdf = await t.app.inject({ method: "GET", url: `/api/orders/${order._id}/invoice.pdf`, headers: who.auth });
      expect(pdf.statusCode).toBe(200);
      const texts = drawn.mock.calls.map(([text, options]) => {
        const font = options?.font as PDFFont;
        const size = options?.size ?? 10;
        return { text, right: (options?.x ?? 0) + font.widthOfTextAtSize(text, size) };
      });
      expect(texts.some(({ text }) => text.startsWith(documentLabels.dateOfSupply))).toBe(true);
      expect(texts.filter(({ right }) => right > RIGHT)).toEqual([]);
    } finally {
      drawn.mockRestore();
    }
  });
});
