import { accountPaymentMessages, formatCents, invoiceLabel, paymentAppliedTexts } from "@shop/contract";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPayments, emailOutbox, gatewayPayments, paymentAllocations } from "../src/db/schema";
import { accountRows, invoiceRow, paymentRow as storedPayment } from "./account";
import { accountShop, allocationsOf, askSession as askSessionOf, companyWithTwoInvoices, INVOICE_CENTS as PRICE, session as sessionOf, type AccountShop, type Cast } from "./account-gateways";
import type { SignedIn, TestApp } from "./app";
import { newMember } from "./companies";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";
import type { GatewayFront } from "./gateway-front";

/**
 * Issue 37 (decision 052): a company's payment on account (several invoices together) paid on
 * bKash's or SSLCommerz's page, against the stand-ins: applied to its invoices once, whoever
 * comes first (the member's return, the gateway's notification, the sweep), only when the
 * gateway's own answer pays exactly what was asked. Every refusal reads the rows back unchanged.
 */

let shop: AccountShop;
let t: TestApp;
let gw: GatewayFront;
const HOLD_MINUTES = 60;

beforeAll(async () => {
  shop = await accountShop({ ORDER_HOLD_MINUTES: String(HOLD_MINUTES) });
  ({ t, gw } = shop);
});
afterAll(() => shop.close());

const cast = () => companyWithTwoInvoices(shop);
const askSession = (who: SignedIn, body: Record<string, unknown>) => askSessionOf(t, who, body);
const session = (c: Cast, method: "bkash" | "sslcommerz", amounts?: number[]) => sessionOf(t, c, method, amounts);

const invoicesPage = (result: "paid" | "unpaid" | "pending") => `/dashboard/company/invoices?payment=${result}`;

async function returnFromBkash(callback: string, result: "paid" | "unpaid" | "pending") {
  const response = await t.app.inject({ method: "GET", url: callback });
  expect(response.statusCode, response.body).toBe(303);
  expect(response.headers.location).toBe(invoicesPage(result));
}

async function returnFromSslcommerz(form: { path: string; body: string }, result: "paid" | "unpaid" | "pending") {
  const response = await t.app.inject({ method: "POST", url: form.path, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: form.body });
  expect(response.statusCode, response.body).toBe(303);
  expect(response.headers.location).toBe(invoicesPage(result));
}

const paymentRow = (id: string) => storedPayment(t, id);
const attemptsOf = (paymentId: string) => t.database.db.select().from(gatewayPayments).where(eq(gatewayPayments.accountPaymentId, paymentId));
const appliedMails = (paymentId: string) => t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `account-payment-applied:${paymentId}:%`));

/** Paid once: the payment applied with the gateway's transaction, each invoice paid once, one email per recipient. */
async function expectAppliedOnce(c: Cast, paymentId: string, method: "bkash" | "sslcommerz", amountsCents = [PRICE, PRICE]) {
  const payment = await paymentRow(paymentId);
  expect(payment).toMatchObject({ method, provider: method, status: "applied", amountCents: amountsCents.reduce((sum, cents) => sum + cents, 0), unappliedCents: 0 });
  const [attempt] = await attemptsOf(paymentId);
  expect(attempt).toMatchObject({ status: "completed", method });
  expect(payment.transactionId).toBe(attempt?.transactionId);
  expect(payment.transactionId).toBeTruthy();
  const allocations = await t.database.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId));
  expect(allocations.map((allocation) => allocation.amountCents).sort()).toEqual([...amountsCents].sort());
  for (const [i, number] of c.invoices.entries()) expect((await invoiceRow(t, number)).paidCents).toBe(amountsCents[i]);
  const mails = await appliedMails(paymentId);
  // The company's admin and its accountant, each once.
  expect(mails).toHaveLength(2);
  expect(mails[0]?.textBody).toContain(paymentAppliedTexts.received("৳3,000.00", method, payment.transactionId ?? "").slice(0, 30));
}

async function expectUnpaid(c: Cast, paymentId: string) {
  expect((await paymentRow(paymentId)).status).toBe("cancelled");
  for (const number of c.invoices) expect((await invoiceRow(t, number)).paidCents).toBe(0);
  expect(await t.database.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId))).toEqual([]);
}

describe("GET /api/payments/config", () => {
  it("lists the gateways the shop offers in its currency, for the Invoices page", async () => {
    expect((await t.app.inject("/api/payments/config")).json()).toEqual({ provider: "test", gateways: ["bkash", "sslcommerz"] });
  });
});

describe("POST /api/company/invoices/payment-session with bKash", () => {
  it("pays two invoices together: the return executes, bKash's answer decides, the member lands on the Invoices page; the replayed notification changes nothing", async () => {
    const c = await cast();
    const { redirectUrl, paymentId } = await session(c, "bkash");
    // Asked again for the same invoices and amounts while its page waits: the same page.
    expect(await session(c, "bkash")).toEqual({ redirectUrl, paymentId });
    expect(await attemptsOf(paymentId)).toHaveLength(1);

    const callback = await gw.pressBkash(redirectUrl, "pay");
    const seen = gw.notices.length;
    await returnFromBkash(callback, "paid");
    await expectAppliedOnce(c, paymentId, "bkash");

    const notice = await gw.nextNotice(seen);
    for (let i = 0; i < 2; i++) expect((await gw.deliver(notice)).statusCode).toBe(200);
    await returnFromBkash(callback, "paid");
    await expectAppliedOnce(c, paymentId, "bkash");
    // Nothing is left to pay on those invoices.
    expectError(await askSession(c.accountant, { allocations: allocationsOf(c, [1, 1]), method: "bkash" }), 409, "conflict");
  });

  it("a payment failed or cancelled on bKash's page leaves the invoices open, and a new payment can start", async () => {
    for (const action of ["fail", "cancel"] as const) {
      const c = await cast();
      const first = await session(c, "bkash");
      await returnFromBkash(await gw.pressBkash(first.redirectUrl, action), "unpaid");
      expect((await attemptsOf(first.paymentId)).map((row) => row.status)).toEqual([action === "fail" ? "failed" : "cancelled"]);
      await expectUnpaid(c, first.paymentId);
      const second = await session(c, "bkash");
      expect(second.paymentId).not.toBe(first.paymentId);
      expect(second.redirectUrl).not.toBe(first.redirectUrl);
    }
  });

  it("concurrent callbacks and notifications apply the payment once", async () => {
    const c = await cast();
    const { redirectUrl, paymentId } = await session(c, "bkash", [1_000, 500]);
    const callback = await gw.pressBkash(redirectUrl, "pay");
    const seen = gw.notices.length;
    const first = await Promise.all(Array.from({ length: 4 }, () => t.app.inject({ method: "GET", url: callback })));
    expect(first.map((response) => response.statusCode)).toEqual([303, 303, 303, 303]);
    const notice = await gw.nextNotice(seen);
    await Promise.all([gw.deliver(notice), gw.deliver(notice), t.app.inject({ method: "GET", url: callback })]);
    await expectAppliedOnce(c, paymentId, "bkash", [100_000, 50_000]);
  });

  it("a page left unpaid past the hold ends with its payment at the sweep; the invoices stay open", async () => {
    const c = await cast();
    const { redirectUrl, paymentId } = await session(c, "bkash");
    await t.app.runSweep(new Date(Date.now() + 3 * 60_000));
    expect((await paymentRow(paymentId)).status).toBe("pending");
    await t.app.runSweep(new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000));
    expect((await attemptsOf(paymentId)).map((row) => row.status)).toEqual(["cancelled"]);
    await expectUnpaid(c, paymentId);
    // The member back after that: bKash is only asked, never told to take the money.
    await returnFromBkash(await gw.pressBkash(redirectUrl, "pay"), "pending");
    await expectUnpaid(c, paymentId);
  });
});

describe("POST /api/company/invoices/payment-session with SSLCommerz", () => {
  it("a notification before the member returns applies the payment; the return then changes nothing", async () => {
    const c = await cast();
    const { redirectUrl, paymentId } = await session(c, "sslcommerz");
    const seen = gw.notices.length;
    const form = await gw.pressSslcommerz(redirectUrl, "pay");
    const notice = await gw.nextNotice(seen);
    expect((await gw.deliver(notice)).statusCode).toBe(200);
    await expectAppliedOnce(c, paymentId, "sslcommerz");
    await returnFromSslcommerz(form, "paid");
    expect((await gw.deliver(notice)).statusCode).toBe(200);
    await expectAppliedOnce(c, paymentId, "sslcommerz");
  });

  it("a return without a notification applies it", async () => {
    const c = await cast();
    const { redirectUrl, paymentId } = await session(c, "sslcommerz");
    await returnFromSslcommerz(await gw.pressSslcommerz(redirectUrl, "pay"), "paid");
    await expectAppliedOnce(c, paymentId, "sslcommerz");
  });

  it("neither a return nor a notification: the sweep asks SSLCommerz and applies it", async () => {
    const c = await cast();
    const { redirectUrl, paymentId } = await session(c, "sslcommerz");
    await gw.pressSslcommerz(redirectUrl, "pay");
    // Young attempts are the member's to finish: the sweep leaves them.
    await t.app.runSweep();
    expect((await paymentRow(paymentId)).status).toBe("pending");
    await t.app.runSweep(new Date(Date.now() + 3 * 60_000));
    await expectAppliedOnce(c, paymentId, "sslcommerz");
  });

  it("fail and cancel leave the invoices open", async () => {
    for (const action of ["fail", "cancel"] as const) {
      const c = await cast();
      const { redirectUrl, paymentId } = await session(c, "sslcommerz");
      await returnFromSslcommerz(await gw.pressSslcommerz(redirectUrl, action), "unpaid");
      expect((await attemptsOf(paymentId)).map((row) => row.status)).toEqual([action === "fail" ? "failed" : "cancelled"]);
      await expectUnpaid(c, paymentId);
    }
  });

  it("a payment of another amount than the attempt asked is not applied, and the office is told", async () => {
    const c = await cast();
    const { redirectUrl, paymentId } = await session(c, "sslcommerz");
    const seen = gw.notices.length;
    await gw.pressSslcommerz(redirectUrl, "pay");
    const notice = await gw.nextNotice(seen);
    // As if the gateway had been asked for one amount and answered another.
    await t.database.db.update(gatewayPayments).set({ amountCents: 2 * PRICE - 1 }).where(eq(gatewayPayments.accountPaymentId, paymentId));
    expect((await gw.deliver(notice)).statusCode).toBe(200);
    expect((await attemptsOf(paymentId)).map((row) => row.status)).toEqual(["mismatch"]);
    await expectUnpaid(c, paymentId);
    const [attempt] = await attemptsOf(paymentId);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(like(emailOutbox.eventKey, `office-gateway-account-mismatch:${attempt?.id ?? ""}:%`)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(`/dashboard/companies/${c.company._id}`);
  });

  it("a payment made after its page was ended is still applied (money on account is never lost)", async () => {
    const c = await cast();
    const { redirectUrl, paymentId } = await session(c, "sslcommerz");
    const seen = gw.notices.length;
    await gw.pressSslcommerz(redirectUrl, "pay");
    const notice = await gw.nextNotice(seen);
    // The sweep ended it as unpaid (as if SSLCommerz had answered "pending" then).
    await t.database.db.update(gatewayPayments).set({ status: "cancelled" }).where(eq(gatewayPayments.accountPaymentId, paymentId));
    await t.database.db.update(accountPayments).set({ status: "cancelled" }).where(eq(accountPayments.id, paymentId));
    await Promise.all([gw.deliver(notice), gw.deliver(notice)]);
    await expectAppliedOnce(c, paymentId, "sslcommerz");
  });
});

describe("refusals of POST /api/company/invoices/payment-session (nothing is stored)", () => {
  it("refuses buyers, other companies' invoices, amounts beyond a balance and methods it does not know", async () => {
    const c = await cast();
    const buyer = await newMember(t, c.company._id, "buyer");
    const other = await cast();
    const before = { account: await accountRows(t), attempts: await rowsOf(t, gatewayPayments) };
    expectError(await askSession(buyer, { allocations: allocationsOf(c), method: "bkash" }), 403, "forbidden");
    expectError(await askSession(other.accountant, { allocations: allocationsOf(c), method: "bkash" }), 404, "not_found");
    const beyond = await askSession(c.accountant, { allocations: allocationsOf(c, [1_500.01, 1]), method: "sslcommerz" });
    expect(expectError(beyond, 409, "conflict").error.message).toBe(accountPaymentMessages.beyondBalance(invoiceLabel(c.invoices[0] ?? 0), formatCents(PRICE, "BDT")));
    expectFieldErrors(await askSession(c.accountant, { allocations: allocationsOf(c), method: "nagad" }), ["body.method"]);
    expectFieldErrors(await askSession(c.accountant, { allocations: allocationsOf(c), method: "card" }), ["body.method"]);
    expectFieldErrors(await askSession(c.accountant, { allocations: [], method: "bkash" }), ["body.allocations"]);
    expect({ account: await accountRows(t), attempts: await rowsOf(t, gatewayPayments) }).toEqual(before);
  });
});
