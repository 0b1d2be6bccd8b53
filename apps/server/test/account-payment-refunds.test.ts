import { accountPaymentSchema, accountRefundEmailTexts, accountRefundMessages, companyStatementSchema, formatCents, invoicePaymentIntentResponseSchema, statementRefundLabels } from "@shop/contract";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaymentRefunds, accountRefundReservations, emailOutbox } from "../src/db/schema";
import { accountRows, dayFromToday, invoiceRow, paymentRow as storedPayment } from "./account";
import { accountShop, allocationsOf, companyWithTwoInvoices, INVOICE_CENTS as PRICE, session, type AccountShop, type Cast } from "./account-gateways";
import type { SignedIn, TestApp } from "./app";
import { expectError, expectFieldErrors } from "./expect-error";
import type { GatewayFront } from "./gateway-front";

/**
 * Issue 37 (decision 059): the office refunds a payment on account, whole or in part, through the
 * method that paid it (the test card provider, the bKash and SSLCommerz stand-ins, or a transfer
 * by hand). The money comes off the payment's unapplied money first, then off its invoices newest
 * allocation first; refunds never give back more than was paid, concurrent or retried. Every
 * refusal reads the rows back unchanged.
 */

let shop: AccountShop;
let t: TestApp;
let gw: GatewayFront;
let office: SignedIn;

beforeAll(async () => {
  shop = await accountShop({ MAX_UNPAID_ORDERS: "1000" });
  ({ t, gw, office } = shop);
});
afterAll(() => shop.close());

const cast = () => companyWithTwoInvoices(shop);
const both = (c: Cast) => allocationsOf(c);

/** Both invoices paid by the test card: the payment's id. */
async function payByCard(c: Cast): Promise<string> {
  const intent = await t.app.inject({ method: "POST", url: "/api/company/invoices/payment-intent", headers: c.accountant.auth, payload: { allocations: both(c) } });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, paymentId } = invoicePaymentIntentResponseSchema.parse(intent.json());
  const charged = await t.app.inject({ method: "POST", url: "/api/payments/test/confirm", headers: c.accountant.auth, payload: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" } });
  expect(charged.statusCode, charged.body).toBe(200);
  const confirmed = await t.app.inject({ method: "POST", url: `/api/company/payments/${paymentId}/confirm`, headers: c.accountant.auth });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return paymentId;
}

/** Both invoices paid on a gateway's stand-in page: the payment's id. */
async function payByGateway(c: Cast, method: "bkash" | "sslcommerz"): Promise<string> {
  const { redirectUrl, paymentId } = await session(t, c, method);
  if (method === "bkash") {
    const back = await t.app.inject({ method: "GET", url: await gw.pressBkash(redirectUrl, "pay") });
    expect(back.statusCode).toBe(303);
  } else {
    const form = await gw.pressSslcommerz(redirectUrl, "pay");
    const back = await t.app.inject({ method: "POST", url: form.path, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: form.body });
    expect(back.statusCode).toBe(303);
  }
  expect((await paymentRow(paymentId)).status).toBe("applied");
  return paymentId;
}

/** A transfer of `amount` taka, `applied` of it to the first invoice: the payment's id. */
async function payByTransfer(c: Cast, amount: number, applied: number): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/admin/companies/${c.company._id}/payments`,
    headers: office.auth,
    payload: { amount, receivedOn: dayFromToday(0), reference: `TRF-${c.company._id.slice(0, 8)}`, allocations: [{ invoiceNumber: c.invoices[0], amount: applied }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return accountPaymentSchema.parse(response.json())._id;
}

const refund = (c: Cast, paymentId: string, body: Record<string, unknown>, headers: Record<string, string> = {}, who: SignedIn = office) =>
  t.app.inject({ method: "POST", url: `/api/admin/companies/${c.company._id}/payments/${paymentId}/refund`, headers: { ...who.auth, ...headers }, payload: body });

async function refunded(c: Cast, paymentId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await refund(c, paymentId, body, headers);
  expect(response.statusCode, response.body).toBe(200);
  return accountPaymentSchema.parse(response.json());
}

const paymentRow = (id: string) => storedPayment(t, id);
const refundsOf = (paymentId: string) => t.database.db.select().from(accountPaymentRefunds).where(eq(accountPaymentRefunds.paymentId, paymentId));
const paidOf = async (c: Cast) => Promise.all(c.invoices.map(async (number) => (await invoiceRow(t, number)).paidCents));

describe("POST /api/admin/companies/{id}/payments/{paymentId}/refund", () => {
  it("a card payment: partial refunds add up to the payment, each off the newest invoice first; the company is emailed and its statement shows them", async () => {
    const c = await cast();
    const paymentId = await payByCard(c);
    expect(await paidOf(c)).toEqual([PRICE, PRICE]);

    const first = await refunded(c, paymentId, { amount: 500, reason: "Two hoes returned" });
    expect(first).toMatchObject({ refunded: 500, allocations: [{ invoiceNumber: c.invoices[0], amount: 1_500 }, { invoiceNumber: c.invoices[1], amount: 1_000 }] });
    expect(await paidOf(c)).toEqual([PRICE, PRICE - 50_000]);
    await refunded(c, paymentId, { amount: 1_500, reason: "More returned" });
    expect(await paidOf(c)).toEqual([PRICE - 50_000, 0]);
    const last = await refunded(c, paymentId, { amount: 1_000, reason: "The rest" });
    expect(last).toMatchObject({ refunded: 3_000, allocations: [] });
    expect(await paidOf(c)).toEqual([0, 0]);
    const rows = await refundsOf(paymentId);
    expect(rows.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([50_000, 100_000, 150_000]);
    expect(rows.every((row) => row.provider === "test" && row.providerRefundId?.startsWith("re_test_"))).toBe(true);
    // Nothing is left to give back.
    const over = await refund(c, paymentId, { amount: 0.01, reason: "Again" });
    expect(expectError(over, 409, "conflict").error.message).toBe(accountRefundMessages.beyondLeft(formatCents(0, "BDT")));

    const mails = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `account-payment-refunded:${rows[0]?.id ?? ""}:%`));
    expect(mails).toHaveLength(2);
    expect(mails[0]?.textBody).toContain("Reason:");
    const [early] = rows.filter((row) => row.amountCents === 50_000);
    const firstMail = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `account-payment-refunded:${early?.id ?? ""}:%`));
    expect(firstMail[0]?.subject).toContain(accountRefundEmailTexts.subject(formatCents(50_000, "BDT"), "").slice(0, 10));
    expect(firstMail[0]?.textBody).toContain(accountRefundEmailTexts.card(formatCents(50_000, "BDT"), formatCents(2 * PRICE, "BDT")));

    const statement = await t.app.inject({ url: `/api/company/statement?from=${dayFromToday(-1)}&to=${dayFromToday(1)}`, headers: c.accountant.auth });
    expect(statement.statusCode, statement.body).toBe(200);
    const lines = companyStatementSchema.parse(statement.json()).lines.filter((line) => line.kind === "refund");
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.every((line) => line.description.startsWith(statementRefundLabels.card))).toBe(true);

    const month = dayFromToday(0).slice(0, 7);
    const ledger = await t.app.inject({ url: `/api/reports/ledger.csv?from=${month}&to=${month}`, headers: office.auth });
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.body.split("\n").filter((line) => line.includes(`"refund","Accounts receivable","Refund, card","500.00"`))).toHaveLength(1);
    expect(ledger.body.split("\n").filter((line) => line.includes(`"refund"`))).toHaveLength(6);
  });

  it("a transfer: given back by hand with the office's reference, off its unapplied money first; the reference is required and counts once", async () => {
    const c = await cast();
    const paymentId = await payByTransfer(c, 2_000, 1_500);
    expect((await paymentRow(paymentId)).unappliedCents).toBe(50_000);

    const before = await accountRows(t);
    expectFieldErrors(await refund(c, paymentId, { amount: 100, reason: "Overpaid" }), ["body.reference"]);
    expect(await accountRows(t)).toEqual(before);

    const first = await refunded(c, paymentId, { amount: 700, reason: "Overpaid", reference: "BACK-1" });
    expect(first).toMatchObject({ refunded: 700, unapplied: 0, allocations: [{ invoiceNumber: c.invoices[0], amount: 1_300 }] });
    expect(await paidOf(c)).toEqual([PRICE - 20_000, 0]);
    const [row] = await refundsOf(paymentId);
    expect(row).toMatchObject({ provider: "transfer", providerRefundId: "BACK-1", amountCents: 70_000, unappliedCents: 50_000, reason: "Overpaid" });

    const again = await accountRows(t);
    expectError(await refund(c, paymentId, { amount: 100, reason: "Again", reference: "BACK-1" }), 409, "conflict");
    expectError(await refund(c, paymentId, { amount: 1_300.01, reason: "Too much", reference: "BACK-2" }), 409, "conflict");
    expect(await accountRows(t)).toEqual(again);
    await refunded(c, paymentId, { amount: 1_300, reason: "The rest", reference: "BACK-2" });
    expect(await paidOf(c)).toEqual([0, 0]);
  });

  for (const method of ["bkash", "sslcommerz"] as const) {
    it(`a ${method} payment: refunded through ${method}'s refund call, in parts adding up to the payment`, async () => {
      const c = await cast();
      const paymentId = await payByGateway(c, method);
      await refunded(c, paymentId, { amount: 1_000, reason: "Part" });
      expect(await paidOf(c)).toEqual([PRICE, PRICE - 100_000]);
      await refunded(c, paymentId, { amount: 2_000, reason: "The rest" });
      expect(await paidOf(c)).toEqual([0, 0]);
      const rows = await refundsOf(paymentId);
      expect(rows.map((row) => row.provider)).toEqual([method, method]);
      expect(rows.every((row) => row.providerRefundId)).toBe(true);
      expect(await t.database.db.select().from(accountRefundReservations).where(eq(accountRefundReservations.paymentId, paymentId))).toMatchObject([{ status: "settled" }, { status: "settled" }]);
      expectError(await refund(c, paymentId, { amount: 1, reason: "More" }), 409, "conflict");
    });
  }

  it("two concurrent refunds never give back more than was paid", async () => {
    const c = await cast();
    const paymentId = await payByCard(c);
    const answers = await Promise.all([refund(c, paymentId, { amount: 2_000, reason: "One" }), refund(c, paymentId, { amount: 2_000, reason: "Two" })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await paymentRow(paymentId)).refundedCents).toBe(200_000);
    expect(await paidOf(c)).toEqual([PRICE - 50_000, 0]);
  });

  it("a retry with the same Idempotency-Key resumes the same refund, and the sweep settles one a crash left pending", async () => {
    const c = await cast();
    const paymentId = await payByCard(c);
    const key = { "idempotency-key": `refund-${paymentId}` };
    const first = await refunded(c, paymentId, { amount: 500, reason: "Once" }, key);
    expect(await refunded(c, paymentId, { amount: 500, reason: "Once" }, key)).toEqual(first);
    expect(await refundsOf(paymentId)).toHaveLength(1);

    // A crash after the reservation, before the provider was asked.
    const payment = await paymentRow(paymentId);
    await t.database.db.insert(accountRefundReservations).values({
      paymentId,
      provider: "test",
      transactionId: payment.transactionId ?? "",
      providerKey: `account-refund-${paymentId}-9`,
      amountCents: 30_000,
      reason: "Left by a crash",
      byUserId: office.uid,
      createdAt: new Date(Date.now() - 3 * 60_000),
    });
    // Counted against what is left meanwhile.
    expectError(await refund(c, paymentId, { amount: 2_250, reason: "Too much" }), 409, "conflict");
    expect((await t.app.runSweep()).accountRefundsSettled).toBe(1);
    expect((await t.app.runSweep()).accountRefundsSettled).toBe(0);
    expect((await paymentRow(paymentId)).refundedCents).toBe(80_000);
    expect(await paidOf(c)).toEqual([PRICE, PRICE - 80_000]);
  });

  it("refusals change nothing: a member (403), another company's payment or an unknown one (404), a payment not applied (409), bad amounts (400)", async () => {
    const c = await cast();
    const other = await cast();
    const paymentId = await payByCard(c);
    const pending = await t.app.inject({ method: "POST", url: "/api/company/invoices/payment-intent", headers: other.accountant.auth, payload: { allocations: both(other) } });
    const pendingId = invoicePaymentIntentResponseSchema.parse(pending.json()).paymentId;
    const before = { account: await accountRows(t), reservations: await t.database.db.select().from(accountRefundReservations) };
    expectError(await refund(c, paymentId, { amount: 1, reason: "x" }, {}, c.admin), 403, "forbidden");
    expectError(await refund(other, paymentId, { amount: 1, reason: "x" }), 404, "not_found");
    expectError(await refund(c, "00000000-0000-4000-8000-000000000000", { amount: 1, reason: "x" }), 404, "not_found");
    const notApplied = await refund(other, pendingId, { amount: 1, reason: "x" });
    expect(expectError(notApplied, 409, "conflict").error.message).toBe(accountRefundMessages.notApplied);
    expectFieldErrors(await refund(c, paymentId, { amount: 0, reason: "x" }), ["body.amount"]);
    expectFieldErrors(await refund(c, paymentId, { amount: 1.005, reason: "x" }), ["body.amount"]);
    expectFieldErrors(await refund(c, paymentId, { amount: 1, reason: " " }), ["body.reason"]);
    expect({ account: await accountRows(t), reservations: await t.database.db.select().from(accountRefundReservations) }).toEqual(before);
  });
});
