import { accountPaymentSchema, companyMessages, invoicePaymentIntentResponseSchema, placeOrderResponseSchema, type Company } from "@shop/contract";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orders, paymentIntents } from "../src/db/schema";
import { accountTool, invoiceOnAccount, invoiceRow } from "./account";
import { createTestApp, payByTestCard, signInAdmin, TEST_ADMIN_ENV, uniqueEmail, type SignedIn, type TestApp } from "./app";
import { companyRows, newCompany, newMember } from "./companies";
import { expectError } from "./expect-error";

/**
 * Issue 35 item 3: a suspension stops what reaches outside the company. It invites nobody; an
 * order placed before the suspension is not paid by card while it lasts (the office may still
 * cancel it); its invoices on account stay payable.
 */
let t: TestApp;
let office: SignedIn;
let tool: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "100", MAX_HELD_SHARE: "100" }, seed: false });
  office = await signInAdmin(t);
  tool = await accountTool(t, 10_000);
});
afterAll(() => t.close());

const suspend = async (companyId: string, suspended: boolean) => {
  const response = await t.app.inject({ method: "PATCH", url: `/api/admin/companies/${companyId}`, headers: office.auth, payload: { suspended } });
  expect(response.statusCode, response.body).toBe(200);
};
const invite = (who: SignedIn, companyId: string, email: string) =>
  t.app.inject({ method: "POST", url: `/api/companies/${companyId}/invitations`, headers: who.auth, payload: { email, role: "buyer" } });
const invitationEmails = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox).where(like(emailOutbox.eventKey, "company-invitation:%")))[0]?.n ?? 0;
const paymentIntent = (who: SignedIn, orderId: string) => t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: who.auth, payload: { orderId } });
const chargeCard = (who: SignedIn, clientSecret: string) =>
  t.app.inject({ method: "POST", url: "/api/payments/test/confirm", headers: who.auth, payload: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" } });
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

async function placed(who: SignedIn, company: Company): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: who.auth,
    payload: { name: "Farm Buyer", phone: "+880 1712-345678", address: "ignored", productId: tool, quantity: 1, companyAddressId: company.addresses[0]?._id },
  });
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderResponseSchema.parse(response.json()).order._id;
}

describe("a suspended company", () => {
  it("invites nobody: 403 with the suspension's words, nothing stored or mailed; released, it invites again", async () => {
    const { company, admin } = await newCompany(t);
    await suspend(company._id, true);
    const before = await companyRows(t);
    const mails = await invitationEmails();
    const email = uniqueEmail("outsider");
    expect(expectError(await invite(admin, company._id, email), 403, "forbidden").error.message).toBe(companyMessages.suspended);
    expect(await companyRows(t)).toEqual(before);
    expect(await invitationEmails()).toBe(mails);
    await suspend(company._id, false);
    expect((await invite(admin, company._id, email)).statusCode).toBe(201);
  });

  it("does not take card payment of an order placed before the suspension (409), nor charge an intent made before it; the office still cancels it", async () => {
    const { company, admin } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    const withIntent = await placed(buyer, company);
    const intent = await paymentIntent(buyer, withIntent);
    expect(intent.statusCode, intent.body).toBe(200);
    const { clientSecret } = intent.json<{ clientSecret: string }>();
    const without = await placed(admin, company);
    await suspend(company._id, true);
    const intentsBefore = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, without));

    expect(expectError(await paymentIntent(admin, without), 409, "conflict").error.message).toBe(companyMessages.suspended);
    expect(expectError(await paymentIntent(buyer, withIntent), 409, "conflict").error.message).toBe(companyMessages.suspended);
    expect(expectError(await chargeCard(buyer, clientSecret), 409, "conflict").error.message).toBe(companyMessages.suspended);
    // The office's own request is refused as well: nothing ships unpaid from a suspended company.
    expectError(await paymentIntent(office, without), 409, "conflict");
    expect(await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, without))).toEqual(intentsBefore);
    const [stored] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, withIntent));
    expect(stored?.status).not.toBe("succeeded");
    expect((await orderRow(withIntent))?.status).toBe("unpaid");
    expect((await orderRow(without))?.status).toBe("unpaid");

    // The office cancels one; released, the other is paid as usual.
    const cancelled = await t.app.inject({ method: "DELETE", url: `/api/orders/${without}`, headers: office.auth });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await suspend(company._id, false);
    await payByTestCard(t.app, buyer, withIntent);
    expect((await orderRow(withIntent))?.status).toBe("paid");
  });

  it("still pays its invoices on account by card", async () => {
    const { company, admin } = await newCompany(t);
    const invoice = await invoiceOnAccount(t, admin, company, tool, { quantity: 2 });
    await suspend(company._id, true);
    const asked = await t.app.inject({ method: "POST", url: "/api/company/invoices/payment-intent", headers: admin.auth, payload: { allocations: [{ invoiceNumber: invoice.number, amount: 200 }] } });
    expect(asked.statusCode, asked.body).toBe(200);
    const { clientSecret, paymentId } = invoicePaymentIntentResponseSchema.parse(asked.json());
    const charged = await chargeCard(admin, clientSecret);
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json()).toMatchObject({ status: "succeeded" });
    const confirmed = await t.app.inject({ method: "POST", url: `/api/company/payments/${paymentId}/confirm`, headers: admin.auth });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(accountPaymentSchema.parse(confirmed.json()).unapplied).toBe(0);
    expect((await invoiceRow(t, invoice.number))?.paidCents).toBe(20_000);
  });
});
