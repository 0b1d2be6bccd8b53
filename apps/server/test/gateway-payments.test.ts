import { dayIn, documentLabels, invoiceLabel, journalColumns, lateRefundReasons, ledgerTexts, officeEmailTexts, orderDetailSchema, orderEmailTexts, orderNumber, paymentMethodLabels } from "@shop/contract";
import { inBangla } from "@shop/contract/testing";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, gatewayPayments, orders, payments, refunds, tools } from "../src/db/schema";
import { BkashGateway } from "../src/payments/gateways/bkash";
import { SslcommerzGateway } from "../src/payments/gateways/sslcommerz";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError, rowsOf } from "./expect-error";
import { parseCsv } from "./csv";
import { freePort, gatewayFront, type GatewayFront, type Notice } from "./gateway-front";
import { pdfText } from "./pdf";

/**
 * Issue 37 (decision 052): paying an order with bKash and SSLCommerz, against the stand-ins the
 * shop serves itself. The gateways' own calls (token, create, execute, query, validation,
 * refund) reach the shop through a small HTTP front at PUBLIC_URL; the notifications the
 * stand-ins send are caught there and delivered by each test when it means to (before the
 * buyer returns, never, twice, all at once).
 */

let t: TestApp;
let office: SignedIn;
let toolId: string;
let gateway: GatewayFront;

const PRICE = 150_000; // ৳1,500.00 a unit

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ seed: false, env: { PAYMENT_METHODS: "card,bkash,sslcommerz", SHOP_CURRENCY: "BDT", PUBLIC_URL: `http://127.0.0.1:${port}`, ...TEST_ADMIN_ENV } });
  gateway = await gatewayFront(t, port);
  office = await signInAdmin(t);
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: "Power tiller", description: "Tills.", img: "/images/tools/spade.svg", minimumOrderQuantity: 1, availableQuantity: 1_000, priceCents: PRICE })
    .returning();
  if (!tool) throw new Error("no tool");
  toolId = tool.id;
});
afterAll(async () => {
  await gateway.close();
  await t.close();
});

async function placeOrder(buyer: SignedIn, quantity = 1): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/api/orders", headers: buyer.auth, payload: { name: "Krishi Store", phone: "01712345678", address: "Bogura", productId: toolId, quantity } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ insertedId: string }>().insertedId;
}

const startSession = (buyer: SignedIn, orderId: string, method: string) =>
  t.app.inject({ method: "POST", url: `/api/orders/${orderId}/payment-session`, headers: buyer.auth, payload: { method } });

async function redirectFor(buyer: SignedIn, orderId: string, method: "bkash" | "sslcommerz"): Promise<string> {
  const response = await startSession(buyer, orderId, method);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ redirectUrl: string }>().redirectUrl;
}

/** The buyer arrives at the shop from bKash: always the order page. */
const pressBkash = (redirectUrl: string, action: "pay" | "fail" | "cancel", wallet?: string) => gateway.pressBkash(redirectUrl, action, wallet);
const pressSslcommerz = (redirectUrl: string, action: "pay" | "fail" | "cancel", risky = false) => gateway.pressSslcommerz(redirectUrl, action, risky);
const nextNotice = (from: number) => gateway.nextNotice(from);
const deliver = (notice: Notice) => gateway.deliver(notice);
const unreachable = (work: () => Promise<void>) => gateway.unreachable(work);

async function returnFromBkash(callback: string, orderId: string) {
  const response = await t.app.inject({ method: "GET", url: callback });
  expect(response.statusCode, response.body).toBe(303);
  expect(response.headers.location).toBe(`/dashboard/orders/${orderId}`);
}

async function returnFromSslcommerz(form: { path: string; body: string }, orderId: string) {
  const response = await t.app.inject({ method: "POST", url: form.path, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: form.body });
  expect(response.statusCode, response.body).toBe(303);
  expect(response.headers.location).toBe(`/dashboard/orders/${orderId}`);
}

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error("no order");
  return row;
}
const attemptsOf = (orderId: string) => t.database.db.select().from(gatewayPayments).where(eq(gatewayPayments.orderId, orderId));
const paymentsOf = (orderId: string) => t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
const refundsOf = (orderId: string) => t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const officeMails = (kind: string, orderId: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(like(emailOutbox.eventKey, `office-${kind}:%`), like(emailOutbox.textBody, `%${orderId}%`)));

async function detail(buyer: SignedIn, orderId: string) {
  const response = await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: buyer.auth });
  expect(response.statusCode).toBe(200);
  return orderDetailSchema.parse(response.json());
}

async function expectPaidOnce(buyer: SignedIn, orderId: string, method: "bkash" | "sslcommerz") {
  const order = await orderRow(orderId);
  expect(order.status).toBe("paid");
  expect(order.paymentMethod).toBe(method);
  const paid = await paymentsOf(orderId);
  expect(paid).toHaveLength(1);
  expect(paid[0]).toMatchObject({ provider: method, amountCents: order.priceCents, transactionId: order.transactionId });
  const [attempt] = (await attemptsOf(orderId)).filter((row) => row.status === "completed");
  expect(attempt?.transactionId).toBe(order.transactionId);
  const page = await detail(buyer, orderId);
  expect(page.paymentMethod).toBe(method);
  expect(page.payment).toMatchObject({ provider: method, transactionId: order.transactionId });
  expect(page.invoiceNumber).not.toBeNull();
  const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-paid:${orderId}`));
  expect(mails).toHaveLength(1);
  // Issue 37 item 8: the invoice names the method and the gateway's transaction id, and so does the ledger.
  const invoice = await t.app.inject({ url: `/api/orders/${orderId}/invoice.pdf`, headers: buyer.auth });
  expect(await pdfText(invoice.rawPayload)).toContain(`${documentLabels.payment}: ${paymentMethodLabels[method]}, ${order.transactionId ?? ""}`);
  const month = dayIn(new Date(), t.config.shop.timeZone).slice(0, 7);
  const ledger = await t.app.inject({ url: `/api/reports/ledger.csv?from=${month}&to=${month}`, headers: (await signInAdmin(t)).auth });
  expect(parseCsv(ledger.body).some((cells) => cells.includes(`${ledgerTexts.payment}, ${ledgerTexts.methods[method]}, ${order.transactionId ?? ""}`))).toBe(true);
  // The buyer's receipt (the paid email) names them as the invoice does; so do the orders export and the journal.
  expect(mails[0]?.textBody).toContain(`${documentLabels.payment}: ${paymentMethodLabels[method]}, ${order.transactionId ?? ""}.`);
  const office = (await signInAdmin(t)).auth;
  const [head, ...exported] = parseCsv((await t.app.inject({ url: "/api/orders/export.csv", headers: office })).body);
  const row = exported.find((cells) => cells[0] === orderId);
  expect([row?.[head?.indexOf("Transaction id") ?? -1], row?.[head?.indexOf("Payment method") ?? -1]]).toEqual([order.transactionId, method]);
  const [journalHead, ...journal] = parseCsv((await t.app.inject({ url: `/api/reports/journal.csv?from=${month}&to=${month}`, headers: office })).body);
  const at = (name: string) => journalHead?.indexOf(name) ?? -1;
  const invoiceRow = journal.find((cells) => cells[at(journalColumns.number)] === invoiceLabel(page.invoiceNumber ?? 0));
  expect([invoiceRow?.[at(journalColumns.paymentMethod)], invoiceRow?.[at(journalColumns.transactionId)]]).toEqual([method, order.transactionId]);
}

describe("bKash", () => {
  it("pays an order: the callback executes, the query decides, the buyer lands on the order page; the notification after it changes nothing", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    const redirectUrl = await redirectFor(buyer, orderId, "bkash");
    // Asking twice answers the same page while it is pending.
    expect(await redirectFor(buyer, orderId, "bkash")).toBe(redirectUrl);
    expect(await attemptsOf(orderId)).toHaveLength(1);

    const callback = await pressBkash(redirectUrl, "pay");
    const seen = gateway.notices.length;
    await returnFromBkash(callback, orderId);
    await expectPaidOnce(buyer, orderId, "bkash");

    // The notification bKash sends after execute, delivered twice: applied once.
    const notice = await nextNotice(seen);
    for (let i = 0; i < 2; i++) expect((await deliver(notice)).statusCode).toBe(200);
    await expectPaidOnce(buyer, orderId, "bkash");
    expectError(await startSession(buyer, orderId, "bkash"), 409, "conflict");
  });

  it("a payment failed or cancelled on bKash's page leaves the order unpaid, and a new attempt can start", async () => {
    const buyer = await signUp(t.app);
    for (const action of ["fail", "cancel"] as const) {
      const orderId = await placeOrder(buyer);
      const first = await redirectFor(buyer, orderId, "bkash");
      await returnFromBkash(await pressBkash(first, action), orderId);
      expect((await orderRow(orderId)).status).toBe("unpaid");
      expect((await attemptsOf(orderId)).map((row) => row.status)).toEqual([action === "fail" ? "failed" : "cancelled"]);
      expect(await paymentsOf(orderId)).toEqual([]);
      const second = await redirectFor(buyer, orderId, "bkash");
      expect(second).not.toBe(first);
    }
  });

  it("a wallet without balance fails at execute with bKash's words", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    await returnFromBkash(await pressBkash(await redirectFor(buyer, orderId, "bkash"), "pay", "01900000000"), orderId);
    const [attempt] = await attemptsOf(orderId);
    expect(attempt?.status).toBe("failed");
    expect(attempt?.detail).toContain("2023");
    expect((await orderRow(orderId)).status).toBe("unpaid");
  });

  it("concurrent callbacks apply the payment once", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    const callback = await pressBkash(await redirectFor(buyer, orderId, "bkash"), "pay");
    const seen = gateway.notices.length;
    await Promise.all(Array.from({ length: 4 }, () => returnFromBkash(callback, orderId)));
    const notice = await nextNotice(seen);
    await Promise.all([deliver(notice), deliver(notice), returnFromBkash(callback, orderId)]);
    await expectPaidOnce(buyer, orderId, "bkash");
  });

  it("refuses a forged notification, and nothing changes", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    const callback = await pressBkash(await redirectFor(buyer, orderId, "bkash"), "pay");
    const seen = gateway.notices.length;
    // Executed only to get a real signed notification to tamper with; the order is then put back as it was.
    await returnFromBkash(callback, orderId);
    const notice = await nextNotice(seen);
    const other = await placeOrder(buyer);
    await redirectFor(buyer, other, "bkash");
    const [target] = await attemptsOf(other);
    const message = JSON.parse(notice.body) as { Message: string };
    const forged = JSON.stringify({ ...(JSON.parse(notice.body) as object), Message: message.Message.replace(/"merchantInvoiceNumber":"[^"]+"/, `"merchantInvoiceNumber":"${target?.id ?? ""}"`) });
    const before = { orders: await rowsOf(t, orders), attempts: await rowsOf(t, gatewayPayments), payments: await rowsOf(t, payments) };
    expectError(await deliver({ ...notice, body: forged }), 400, "bad_request");
    expectError(await deliver({ ...notice, body: "not even json" }), 400, "bad_request");
    expect({ orders: await rowsOf(t, orders), attempts: await rowsOf(t, gatewayPayments), payments: await rowsOf(t, payments) }).toEqual(before);
  });

  it("a buyer back after the order expired is not charged: bKash never executes, and the sweep closes the attempt", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    const callback = await pressBkash(await redirectFor(buyer, orderId, "bkash"), "pay");
    await t.database.db.update(orders).set({ holdUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, orderId));
    await t.app.runSweep();
    expect((await orderRow(orderId)).status).toBe("expired");
    await returnFromBkash(callback, orderId);
    expect(await paymentsOf(orderId)).toEqual([]);
    expect(await refundsOf(orderId)).toEqual([]);
    await t.app.runSweep(new Date(Date.now() + 3 * 60_000));
    expect((await attemptsOf(orderId)).map((row) => row.status)).toEqual(["cancelled"]);
  });

  it("partial refunds go back through bKash and add up to the payment", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer, 3);
    await returnFromBkash(await pressBkash(await redirectFor(buyer, orderId, "bkash"), "pay"), orderId);
    await expectPaidOnce(buyer, orderId, "bkash");
    for (const quantity of [1, 2]) {
      const response = await t.app.inject({ method: "POST", url: `/api/orders/${orderId}/refund`, headers: office.auth, payload: { lines: [{ position: 0, quantity }] } });
      expect(response.statusCode, response.body).toBe(200);
    }
    const given = await refundsOf(orderId);
    expect(given.map((refund) => refund.provider)).toEqual(["bkash", "bkash"]);
    expect(given.every((refund) => refund.providerRefundId)).toBe(true);
    expect(given.reduce((sum, refund) => sum + refund.amountCents, 0)).toBe(3 * PRICE);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: "cancelled", refundedCents: 3 * PRICE });
    // bKash itself gave it all back: it refuses one poisha more.
    const [attempt] = await attemptsOf(orderId);
    await expect(
      new BkashGateway(t.config.paymentMethods.bkash).refund({ paymentId: attempt?.id ?? "", gatewayReference: attempt?.gatewayReference ?? undefined, transactionId: attempt?.transactionId ?? "", amountCents: 1, idempotencyKey: "probe", reason: "probe" }),
    ).rejects.toMatchObject({ code: "2034" });
    expectError(await t.app.inject({ method: "POST", url: `/api/orders/${orderId}/refund`, headers: office.auth, payload: {} }), 409, "conflict");
  });
});

describe("a bKash refund whose outcome is unknown", () => {
  it("is not asked again by itself: it stays reserved and the office is told, once", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer, 2);
    await returnFromBkash(await pressBkash(await redirectFor(buyer, orderId, "bkash"), "pay"), orderId);
    await unreachable(async () => {
      expectError(await t.app.inject({ method: "POST", url: `/api/orders/${orderId}/refund`, headers: office.auth, payload: { lines: [{ position: 0, quantity: 1 }] } }), 502, "payment_provider_unavailable");
    });
    for (let i = 0; i < 2; i++) await t.app.runSweep(new Date(Date.now() + 5 * 60_000));
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await officeMails("refund-unknown", orderId)).toHaveLength(1);
    // bKash was never asked again: it has made no refund of the payment.
    const [attempt] = await attemptsOf(orderId);
    await expect(
      new BkashGateway(t.config.paymentMethods.bkash).refundStatus({ paymentId: attempt?.id ?? "", gatewayReference: attempt?.gatewayReference ?? undefined, transactionId: attempt?.transactionId ?? "", refundId: "any" }),
    ).rejects.toMatchObject({ code: "2033" });
    // What is left to give back counts the reserved unit as gone.
    const rest = await t.app.inject({ method: "POST", url: `/api/orders/${orderId}/refund`, headers: office.auth, payload: {} });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await refundsOf(orderId)).map((refund) => refund.amountCents)).toEqual([PRICE]);
  });
});

describe("SSLCommerz", () => {
  it("a notification before the buyer returns pays the order; the return then changes nothing", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    const seen = gateway.notices.length;
    const form = await pressSslcommerz(await redirectFor(buyer, orderId, "sslcommerz"), "pay");
    const notice = await nextNotice(seen);
    expect((await deliver(notice)).statusCode).toBe(200);
    await expectPaidOnce(buyer, orderId, "sslcommerz");
    await returnFromSslcommerz(form, orderId);
    expect((await deliver(notice)).statusCode).toBe(200);
    await expectPaidOnce(buyer, orderId, "sslcommerz");
  });

  it("a return without any notification pays the order", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    await returnFromSslcommerz(await pressSslcommerz(await redirectFor(buyer, orderId, "sslcommerz"), "pay"), orderId);
    await expectPaidOnce(buyer, orderId, "sslcommerz");
  });

  it("neither a return nor a notification: the sweep asks SSLCommerz and applies it, before the order could expire", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    await pressSslcommerz(await redirectFor(buyer, orderId, "sslcommerz"), "pay");
    // Young attempts are the buyer's to finish: the sweep leaves them.
    await t.app.runSweep();
    expect((await orderRow(orderId)).status).toBe("unpaid");
    await t.app.runSweep(new Date(Date.now() + 3 * 60_000));
    await expectPaidOnce(buyer, orderId, "sslcommerz");
  });

  it("fail and cancel end the attempt, the order stays unpaid", async () => {
    const buyer = await signUp(t.app);
    for (const action of ["fail", "cancel"] as const) {
      const orderId = await placeOrder(buyer);
      await returnFromSslcommerz(await pressSslcommerz(await redirectFor(buyer, orderId, "sslcommerz"), action), orderId);
      expect((await attemptsOf(orderId)).map((row) => row.status)).toEqual([action === "fail" ? "failed" : "cancelled"]);
      expect((await orderRow(orderId)).status).toBe("unpaid");
      expect(await paymentsOf(orderId)).toEqual([]);
    }
  });

  it("a forged return neither pays nor ends the attempt", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    const redirectUrl = await redirectFor(buyer, orderId, "sslcommerz");
    const [attempt] = await attemptsOf(orderId);
    const forged = new URLSearchParams({ tran_id: attempt?.id ?? "", val_id: "2612061234abcdef", status: "VALID", amount: "1500.00", currency: "BDT" }).toString();
    await returnFromSslcommerz({ path: "/api/payments/sslcommerz/success", body: forged }, orderId);
    expect((await orderRow(orderId)).status).toBe("unpaid");
    expect((await attemptsOf(orderId)).map((row) => row.status)).toEqual(["pending"]);
    // The real payment behind it still counts.
    await returnFromSslcommerz(await pressSslcommerz(redirectUrl, "pay"), orderId);
    await expectPaidOnce(buyer, orderId, "sslcommerz");
  });

  it("refuses a forged IPN, and nothing changes", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    const seen = gateway.notices.length;
    await pressSslcommerz(await redirectFor(buyer, orderId, "sslcommerz"), "pay");
    const notice = await nextNotice(seen);
    const fields = new URLSearchParams(notice.body);
    fields.set("amount", "1.00");
    fields.set("currency_amount", "1.00");
    const before = { orders: await rowsOf(t, orders), attempts: await rowsOf(t, gatewayPayments), payments: await rowsOf(t, payments) };
    expectError(await deliver({ ...notice, body: fields.toString() }), 400, "bad_request");
    fields.delete("verify_sign");
    expectError(await deliver({ ...notice, body: fields.toString() }), 400, "bad_request");
    expect({ orders: await rowsOf(t, orders), attempts: await rowsOf(t, gatewayPayments), payments: await rowsOf(t, payments) }).toEqual(before);
  });

  it("a payment of another amount or currency than the attempt asked is not applied, and the office is told", async () => {
    const buyer = await signUp(t.app);
    for (const change of [{ amountCents: PRICE - 1 }, { currency: "usd" }]) {
      const orderId = await placeOrder(buyer);
      const seen = gateway.notices.length;
      await pressSslcommerz(await redirectFor(buyer, orderId, "sslcommerz"), "pay");
      const notice = await nextNotice(seen);
      // As if the gateway had been asked for one thing and answered another.
      await t.database.db.update(gatewayPayments).set(change).where(eq(gatewayPayments.orderId, orderId));
      expect((await deliver(notice)).statusCode).toBe(200);
      expect((await orderRow(orderId)).status).toBe("unpaid");
      expect(await paymentsOf(orderId)).toEqual([]);
      expect((await attemptsOf(orderId)).map((row) => row.status)).toEqual(["mismatch"]);
      expect(await officeMails("gateway-mismatch", orderId)).toHaveLength(1);
    }
  });

  it("a payment that arrives after its order expired is refunded through SSLCommerz, and the office is told", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    const seen = gateway.notices.length;
    await pressSslcommerz(await redirectFor(buyer, orderId, "sslcommerz"), "pay");
    const notice = await nextNotice(seen);
    await t.database.db.update(orders).set({ holdUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, orderId));
    await t.app.runSweep();
    expect((await orderRow(orderId)).status).toBe("expired");
    await Promise.all([deliver(notice), deliver(notice)]);
    expect((await orderRow(orderId)).status).toBe("expired");
    expect(await paymentsOf(orderId)).toEqual([]);
    const given = await refundsOf(orderId);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ provider: "sslcommerz", amountCents: PRICE, creditNoteId: null });
    expect((await new SslcommerzGateway(t.config.paymentMethods.sslcommerz).refundStatus({ refundId: given[0]?.providerRefundId ?? "" })).status).toBe("completed");
    expect((await attemptsOf(orderId)).map((row) => row.status)).toEqual(["refunded"]);
    expect(await officeMails("gateway-late-refund", orderId)).toHaveLength(1);
    // The sweep's later look changes nothing.
    await t.app.runSweep(new Date(Date.now() + 3 * 60_000));
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it("a risky payment waits for the office: the order stays unpaid and does not expire", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    await returnFromSslcommerz(await pressSslcommerz(await redirectFor(buyer, orderId, "sslcommerz"), "pay", true), orderId);
    expect((await attemptsOf(orderId)).map((row) => row.status)).toEqual(["risky"]);
    expect(await paymentsOf(orderId)).toEqual([]);
    const [told] = await officeMails("gateway-risky", orderId);
    // An office address of an English account (the admin's) reads it in English.
    expect(told?.subject).toBe(`A risky sslcommerz payment waits for you: order ${orderNumber(orderId)} — ${t.config.shop.name}`);
    expect(told?.textBody).toContain(`For the office:\n\nsslcommerz took ৳1,500.00 for order ${orderNumber(orderId)}`);
    expect(told?.textBody).toContain(`Open the order: ${t.config.publicUrl}/dashboard/orders/${orderId}`);
    await t.database.db.update(orders).set({ holdUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, orderId));
    await t.app.runSweep();
    expect((await orderRow(orderId)).status).toBe("unpaid");
    expectError(await startSession(buyer, orderId, "bkash"), 409, "conflict");
  });

  const decide = (orderId: string, accept: boolean, who: SignedIn = office, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `/api/admin/orders/${orderId}/risky-payment`, headers: { ...who.auth, ...headers }, payload: { accept } });
  async function riskyOrder(buyer: SignedIn): Promise<string> {
    const orderId = await placeOrder(buyer);
    await returnFromSslcommerz(await pressSslcommerz(await redirectFor(buyer, orderId, "sslcommerz"), "pay", true), orderId);
    expect((await attemptsOf(orderId)).map((row) => row.status)).toEqual(["risky"]);
    return orderId;
  }
  const everything = async () => ({ orders: await rowsOf(t, orders), attempts: await rowsOf(t, gatewayPayments), payments: await rowsOf(t, payments), refunds: await rowsOf(t, refunds) });

  it("a risky payment the office accepts is applied once: the order paid and invoiced", async () => {
    const buyer = await signUp(t.app);
    const orderId = await riskyOrder(buyer);
    // The order page tells the office (and only the office) what waits for its decision.
    const [attempt] = await attemptsOf(orderId);
    const asOffice = orderDetailSchema.parse((await t.app.inject({ url: `/api/orders/${orderId}`, headers: office.auth })).json());
    expect(asOffice.riskyPayment).toEqual({ method: "sslcommerz", transactionId: attempt?.transactionId, amount: (attempt?.amountCents ?? 0) / 100 });
    expect(orderDetailSchema.parse((await t.app.inject({ url: `/api/orders/${orderId}`, headers: buyer.auth })).json()).riskyPayment).toBeUndefined();
    const before = await everything();
    expectError(await decide(orderId, true, buyer), 403, "forbidden");
    expect(await everything()).toEqual(before);

    const key = { "idempotency-key": `risky-${orderId}` };
    const accepted = await decide(orderId, true, office, key);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(orderDetailSchema.parse(accepted.json())).toMatchObject({ status: "paid", paid: true, payment: { provider: "sslcommerz" }, riskyPayment: null });
    // A retry after a lost answer hears the first answer.
    const retried = await decide(orderId, true, office, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(accepted.json());
    await expectPaidOnce(buyer, orderId, "sslcommerz");
    expect((await attemptsOf(orderId)).map((row) => row.status)).toEqual(["completed"]);

    // Decided already: a second decision, either way, changes nothing.
    const after = await everything();
    expectError(await decide(orderId, true), 409, "conflict");
    expectError(await decide(orderId, false), 409, "conflict");
    expect(await everything()).toEqual(after);
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it("a risky payment the office refuses goes back through SSLCommerz, and the order then expires at its hold", async () => {
    const buyer = await signUp(t.app);
    const orderId = await riskyOrder(buyer);
    const refused = await decide(orderId, false);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(orderDetailSchema.parse(refused.json())).toMatchObject({ status: "unpaid", paid: false });
    expect(await paymentsOf(orderId)).toEqual([]);
    const given = await refundsOf(orderId);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ provider: "sslcommerz", amountCents: PRICE, creditNoteId: null });
    expect((await new SslcommerzGateway(t.config.paymentMethods.sslcommerz).refundStatus({ refundId: given[0]?.providerRefundId ?? "" })).status).toBe("completed");
    expect((await attemptsOf(orderId)).map((row) => row.status)).toEqual(["refunded"]);

    const after = await everything();
    expectError(await decide(orderId, true), 409, "conflict");
    expect(await everything()).toEqual(after);

    await t.database.db.update(orders).set({ holdUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, orderId));
    await t.app.runSweep();
    expect((await orderRow(orderId)).status).toBe("expired");
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it("issue 38: tells a Bangla buyer and a Bangla office of a refused risky payment in Bangla; the refund keeps its English reason", async () => {
    const speaks = async (who: SignedIn, language: "bn" | "en") =>
      expect((await t.app.inject({ method: "PATCH", url: "/api/me/language", headers: who.auth, payload: { language } })).statusCode).toBeLessThan(300);
    const buyer = await signUp(t.app, { name: "Rahim" });
    await speaks(buyer, "bn");
    await speaks(office, "bn");
    try {
      const orderId = await riskyOrder(buyer);
      const ref = orderNumber(orderId);
      const [risky] = await officeMails("gateway-risky", orderId);
      expect(risky?.subject).toBe(inBangla(() => orderEmailTexts.subject(officeEmailTexts.riskySubject("sslcommerz", ref), t.config.shop.name)));
      expect(risky?.textBody).toContain(inBangla(() => officeEmailTexts.greeting));
      expect(risky?.textBody).toContain("৳১,৫০০.০০");
      expect(risky?.textBody).toContain(`${inBangla(() => officeEmailTexts.openOrder)}: ${t.config.publicUrl}/bn/dashboard/orders/${orderId}`);

      expect((await decide(orderId, false)).statusCode).toBe(200);
      const [given] = await refundsOf(orderId);
      expect(given?.reason).toBe("the office refused it as risky");
      const [toBuyer] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-refunded:${orderId}`));
      expect(toBuyer?.subject).toBe(inBangla(() => orderEmailTexts.subject(orderEmailTexts.refundedSubject(ref), t.config.shop.name)));
      expect(toBuyer?.textBody).toContain(`কারণ: ${inBangla(() => lateRefundReasons.refusedRisky)}`);
      const [late] = await officeMails("gateway-late-refund", orderId);
      expect(late?.subject).toBe(inBangla(() => orderEmailTexts.subject(officeEmailTexts.lateRefundedSubject("sslcommerz", ref), t.config.shop.name)));
      expect(late?.textBody).toContain(inBangla(() => lateRefundReasons.refusedRisky));
      expect(late?.textBody).not.toContain("refused it as risky");
    } finally {
      await speaks(office, "en");
    }
  });

  it("answers 409 with nothing changed for an order with no risky payment", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    const before = await everything();
    expectError(await decide(orderId, true), 409, "conflict");
    expect(await everything()).toEqual(before);
  });

  it("concurrent returns and notifications apply the payment once", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    const seen = gateway.notices.length;
    const form = await pressSslcommerz(await redirectFor(buyer, orderId, "sslcommerz"), "pay");
    const notice = await nextNotice(seen);
    await Promise.all([deliver(notice), deliver(notice), returnFromSslcommerz(form, orderId), returnFromSslcommerz(form, orderId), deliver(notice)]);
    await expectPaidOnce(buyer, orderId, "sslcommerz");
  });

  it("partial refunds go back through SSLCommerz and add up to the payment", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer, 2);
    await returnFromSslcommerz(await pressSslcommerz(await redirectFor(buyer, orderId, "sslcommerz"), "pay"), orderId);
    for (const body of [{ lines: [{ position: 0, quantity: 1 }] }, {}]) {
      const response = await t.app.inject({ method: "POST", url: `/api/orders/${orderId}/refund`, headers: office.auth, payload: body });
      expect(response.statusCode, response.body).toBe(200);
    }
    const given = await refundsOf(orderId);
    expect(given.map((refund) => [refund.provider, refund.amountCents])).toEqual([
      ["sslcommerz", PRICE],
      ["sslcommerz", PRICE],
    ]);
    expect((await orderRow(orderId)).status).toBe("cancelled");
    // SSLCommerz itself made both refunds, and refuses one poisha more.
    const gateway = new SslcommerzGateway(t.config.paymentMethods.sslcommerz);
    for (const refund of given) expect((await gateway.refundStatus({ refundId: refund.providerRefundId ?? "" })).status).toBe("completed");
    const [attempt] = await attemptsOf(orderId);
    await expect(
      gateway.refund({ paymentId: attempt?.id ?? "", gatewayReference: undefined, transactionId: attempt?.transactionId ?? "", amountCents: 1, idempotencyKey: "probe", reason: "probe" }),
    ).rejects.toMatchObject({ code: "refund_refused" });
  });
});

describe("both gateways", () => {
  it("an order paid in two tabs: the first payment pays it, SSLCommerz's second is refunded, bKash's second is never executed", async () => {
    const buyer = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    const bkashCallback = await pressBkash(await redirectFor(buyer, orderId, "bkash"), "pay");
    const sslForm = await pressSslcommerz(await redirectFor(buyer, orderId, "sslcommerz"), "pay");
    await returnFromBkash(bkashCallback, orderId);
    await expectPaidOnce(buyer, orderId, "bkash");
    await returnFromSslcommerz(sslForm, orderId);
    await expectPaidOnce(buyer, orderId, "bkash");
    const given = await refundsOf(orderId);
    expect(given.map((refund) => [refund.provider, refund.amountCents])).toEqual([["sslcommerz", PRICE]]);
    expect((await attemptsOf(orderId)).map((row) => `${row.method}:${row.status}`).sort()).toEqual(["bkash:completed", "sslcommerz:refunded"]);
    expect(await officeMails("gateway-late-refund", orderId)).toHaveLength(1);

    // The other way round: bKash's page answered after SSLCommerz paid is queried, not executed.
    const second = await placeOrder(buyer);
    const callback = await pressBkash(await redirectFor(buyer, second, "bkash"), "pay");
    await returnFromSslcommerz(await pressSslcommerz(await redirectFor(buyer, second, "sslcommerz"), "pay"), second);
    await returnFromBkash(callback, second);
    await expectPaidOnce(buyer, second, "sslcommerz");
    expect(await refundsOf(second)).toEqual([]);
    const [bkash] = (await attemptsOf(second)).filter((row) => row.method === "bkash");
    expect((await new BkashGateway(t.config.paymentMethods.bkash).queryPayment({ paymentId: bkash?.id ?? "", gatewayReference: bkash?.gatewayReference ?? undefined })).status).toBe("pending");
  });
});

describe("POST /api/orders/{id}/payment-session refuses", () => {
  it("someone else's order, an unknown method, an order in another currency, and a paid or expired one", async () => {
    const buyer = await signUp(t.app);
    const stranger = await signUp(t.app);
    const orderId = await placeOrder(buyer);
    expectError(await startSession(stranger, orderId, "bkash"), 403, "forbidden");
    expectError(await startSession(buyer, orderId, "nagad"), 400, "bad_request");
    expectError(await startSession(buyer, orderId, "cod"), 400, "bad_request");
    await t.database.db.update(orders).set({ currency: "USD" }).where(eq(orders.id, orderId));
    expectError(await startSession(buyer, orderId, "sslcommerz"), 409, "conflict");
    expect(await attemptsOf(orderId)).toEqual([]);

    const expired = await placeOrder(buyer);
    await t.database.db.update(orders).set({ holdUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, expired));
    expectError(await startSession(buyer, expired, "bkash"), 409, "conflict");
    expect(await attemptsOf(expired)).toEqual([]);
  });
});
