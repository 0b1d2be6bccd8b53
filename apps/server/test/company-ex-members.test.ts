import { placeOrderResponseSchema, type Company, type Order } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyMembers, creditNotes, emailOutbox, invoices, orderEvents, orderLines, orders, paymentIntents, payments, refunds, tools } from "../src/db/schema";
import { accountTool } from "./account";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { companyRows, leaveCompany, newCompany, newMember } from "./companies";
import { expectError, rowsOf } from "./expect-error";

/**
 * Issue 27: a member who leaves or is removed "from then on sees nothing of the company"
 * (decisions 034 and 039). The company keeps the orders they placed; every order route answers
 * them 404 for those, as for an order that does not exist, and the refusal changes nothing.
 */
let t: TestApp;
let office: SignedIn;
let toolId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "50", MAX_HELD_SHARE: "100" } });
  office = await signInAdmin(t);
  toolId = await accountTool(t, 2_000);
});
afterAll(() => t.close());

const shipping = { name: "Leaving Buyer", phone: "+880 1712-345678", address: "typed, and ignored for a member" };
async function placed(who: SignedIn, company: Company, quantity = 2): Promise<Order> {
  const response = await t.app.inject({ method: "POST", url: "/api/orders", headers: who.auth, payload: { ...shipping, productId: toolId, quantity, companyAddressId: company.addresses[0]?._id } });
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderResponseSchema.parse(response.json()).order;
}
const leave = (companyId: string, who: SignedIn) => leaveCompany(t, companyId, who);
const call = (who: SignedIn, options: InjectOptions) => t.app.inject({ ...options, headers: who.auth });
const cancel = (who: SignedIn, id: string) => call(who, { method: "DELETE", url: `/api/order/${id}` });

/** Everything an order route could change: the company, the orders and what hangs on them, the stock, the outbox. */
const snapshot = async () => [
  await companyRows(t),
  ...(await Promise.all([orders, orderLines, orderEvents, paymentIntents, payments, invoices, creditNotes, refunds, tools, emailOutbox].map((table) => rowsOf(t, table)))),
];

describe("an ex-member and the orders they placed for the company", () => {
  it("gets 404 on every order route, a client secret from before included, and the refusals change nothing; the company still has the orders", async () => {
    const { company, admin } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    const unpaid = await placed(buyer, company);
    const intent = await call(buyer, { method: "POST", url: "/api/create-payment-intent", payload: { orderId: unpaid._id } });
    expect(intent.statusCode, intent.body).toBe(200);
    const { clientSecret } = intent.json<{ clientSecret: string }>();
    // Paid, then refunded by the office: an invoice and a credit note to ask for.
    const paid = await placed(buyer, company);
    await payByTestCard(t.app, buyer, paid._id);
    expect((await call(office, { method: "POST", url: `/api/orders/${paid._id}/refund`, payload: { lines: [{ position: 0, quantity: 1 }] } })).statusCode).toBe(200);
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, paid._id));
    if (!note) throw new Error("no credit note");

    const reads: { url: string }[] = [
      { url: `/api/orders/${unpaid._id}` },
      { url: `/api/orders/${paid._id}` },
      { url: `/api/orders/${paid._id}/invoice.pdf` },
      { url: `/api/orders/${paid._id}/credit-notes/${note.number}.pdf` },
    ];
    // While a member, the buyer reads all of it: the 404s below come from leaving.
    for (const read of reads) expect((await call(buyer, read)).statusCode, read.url).toBe(200);

    await leave(company._id, buyer);
    const before = await snapshot();
    const refused: InjectOptions[] = [
      ...reads,
      { method: "DELETE", url: `/api/order/${unpaid._id}` },
      { method: "POST", url: "/api/create-payment-intent", payload: { orderId: unpaid._id } },
      { method: "POST", url: "/api/payments/test/confirm", payload: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" } },
      { method: "PATCH", url: `/api/orders/${unpaid._id}`, payload: { orderId: unpaid._id, transactionId: "txn_test_000000000000000000000000" } },
      { method: "POST", url: `/api/orders/${unpaid._id}/approve` },
      { method: "POST", url: `/api/orders/${unpaid._id}/reject`, payload: { reason: "Not ours any more" } },
    ];
    for (const options of refused) expectError(await call(buyer, options), 404, "not_found");
    // The office's routes refuse them as any buyer (403), before any order is read.
    const officeOnly: InjectOptions[] = [
      { url: "/api/orders" },
      { url: "/api/orders/export.csv" },
      { method: "POST", url: `/api/orders/${unpaid._id}/refund`, payload: {} },
      { method: "DELETE", url: `/api/orders/${unpaid._id}` },
    ];
    for (const options of officeOnly) expectError(await call(buyer, options), 403, "forbidden");
    expect(await snapshot()).toEqual(before);

    // The orders stay the company's: its admin reads them, and the unpaid one is still payable.
    for (const read of reads) expect((await call(admin, read)).statusCode, read.url).toBe(200);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, unpaid._id)))[0]?.status).toBe("unpaid");
  });

  it("cannot withdraw an order still waiting for approval, nor can an approver who left decide it; the company's admin still does", async () => {
    const { company, admin } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer", { orderLimitCents: 100 });
    const approver = await newMember(t, company._id, "approver");
    const waiting = await placed(buyer, company);
    expect(waiting.status).toBe("awaiting_approval");

    await leave(company._id, buyer);
    await leave(company._id, approver);
    const before = await snapshot();
    expectError(await cancel(buyer, waiting._id), 404, "not_found");
    expectError(await call(approver, { method: "POST", url: `/api/orders/${waiting._id}/approve` }), 404, "not_found");
    expectError(await call(approver, { method: "POST", url: `/api/orders/${waiting._id}/reject`, payload: { reason: "Too many" } }), 404, "not_found");
    expect(await snapshot()).toEqual(before);

    const rejected = await call(admin, { method: "POST", url: `/api/orders/${waiting._id}/reject`, payload: { reason: "Our buyer left" } });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });
});

describe("DELETE /api/order/{id} of a company's order", () => {
  it("is for its buyer while a member, and the office: outsiders and ex-members get 404, in another company too; colleagues 403; nothing changes", async () => {
    const { company, admin } = await newCompany(t);
    const accountant = await newMember(t, company._id, "accountant");
    const colleague = await newMember(t, company._id, "buyer");
    const buyer = await newMember(t, company._id, "buyer");
    const { company: other, admin: outsider } = await newCompany(t, undefined, { name: "Other Co-op" });
    const none = await signUp(t.app);
    const order = await placed(buyer, company);
    const before = await snapshot();

    for (const who of [outsider, none]) expectError(await cancel(who, order._id), 404, "not_found");
    for (const who of [admin, accountant, colleague]) expectError(await cancel(who, order._id), 403, "forbidden");
    expect(await snapshot()).toEqual(before);

    await leave(company._id, buyer);
    await t.database.db.insert(companyMembers).values({ companyId: other._id, userId: buyer.uid, role: "buyer" });
    const elsewhere = await snapshot();
    expectError(await cancel(buyer, order._id), 404, "not_found");
    expect(await snapshot()).toEqual(elsewhere);

    const cancelled = await cancel(office, order._id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]?.status).toBe("cancelled");
  });
});
