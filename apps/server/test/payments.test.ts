import { orderSchema, placeOrderResponseSchema, toolListSchema, type Order } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentIntents, payments, tools } from "../src/db/schema";
import { createTestApp, signIn, signUp, type SignedIn, type TestApp } from "./app";

const ADMIN = { email: "admin@payments.example", password: "admin-pass" };
let t: TestApp;
let admin: SignedIn;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MAX_UNPAID_ORDERS: "1000" } });
  admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  await t.database.db
    .insert(tools)
    .values({ name: "Payments Rake", description: "Plenty.", img: "/images/tools/leaf-rake.svg", minimumOrderQuantity: 2, availableQuantity: 1_000_000, priceCents: 850 });
});
afterAll(() => t.close());

async function newOrder(who: SignedIn = alice): Promise<Order> {
  // A tool of its own with stock for every order this file places (paid ones keep theirs).
  const tool = toolListSchema.parse((await t.app.inject("/api/tools")).json()).find((candidate) => candidate.name === "Payments Rake");
  const response = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: who.auth,
    payload: { name: "Buyer", phone: "0123456789", address: "Farm Lane 1", productId: tool?._id },
  });
  return placeOrderResponseSchema.parse(response.json()).order;
}

const intent = (who: SignedIn | undefined, orderId: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: who?.auth, payload: { orderId, ...extra } });
const pay = (who: SignedIn, clientSecret: string, cardNumber: string, expiry = "12/34", cvc = "123") =>
  t.app.inject({ method: "POST", url: "/api/payments/test/confirm", headers: who.auth, payload: { clientSecret, cardNumber, expiry, cvc } });
const record = (who: SignedIn | undefined, orderId: string, transactionId: string) =>
  t.app.inject({ method: "PATCH", url: `/api/orders/${orderId}`, headers: who?.auth, payload: { orderId, transactionId } });
const readOrder = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentRows = async (orderId: string) => t.database.db.select().from(payments).where(eq(payments.orderId, orderId));

async function paidOrder(who: SignedIn = alice) {
  const order = await newOrder(who);
  const { clientSecret } = (await intent(who, order._id)).json<{ clientSecret: string }>();
  const { transactionId } = (await pay(who, clientSecret, "4242 4242 4242 4242")).json<{ transactionId: string }>();
  expect((await record(who, order._id, transactionId)).statusCode).toBe(200);
  return { order, transactionId };
}

describe("the test payment provider", () => {
  it("tells the web app which provider it is", async () => {
    expect((await t.app.inject("/api/payments/config")).json()).toEqual({ provider: "test" });
  });

  it("pays an order end to end: intent, card, record; the order is paid with its transaction id", async () => {
    const order = await newOrder();
    const created = await intent(alice, order._id, { price: 1 });
    expect(created.statusCode).toBe(200);
    const { clientSecret } = created.json<{ clientSecret: string }>();
    expect(clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    const [stored] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, order._id));
    expect(stored?.amountCents).toBe(Math.round(order.price * 100));

    const confirmed = await pay(alice, clientSecret, "4242 4242 4242 4242");
    expect(confirmed.statusCode).toBe(200);
    const { status, transactionId } = confirmed.json<{ status: string; transactionId: string }>();
    expect(status).toBe("succeeded");
    expect(transactionId).toMatch(/^txn_test_/);

    const patched = await record(alice, order._id, transactionId);
    expect(patched.statusCode).toBe(200);
    expect(orderSchema.parse(patched.json())).toMatchObject({ paid: true, status: "paid", transactionId });
    expect(await paymentRows(order._id)).toMatchObject([
      { orderId: order._id, transactionId, amountCents: Math.round(order.price * 100), provider: "test" },
    ]);
  });

  it("asking for an intent twice answers the same secret: one order, one charge", async () => {
    const order = await newOrder();
    const [first, second] = await Promise.all([intent(alice, order._id), intent(alice, order._id)]);
    expect(first?.json()).toEqual(second?.json());
    expect(await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, order._id))).toHaveLength(1);
  });

  it("shows the card errors of CONTRACT and leaves the order unpaid", async () => {
    const order = await newOrder();
    const { clientSecret } = (await intent(alice, order._id)).json<{ clientSecret: string }>();
    const declined = await pay(alice, clientSecret, "4000 0000 0000 0002");
    expect(declined.json()).toEqual({ status: "failed", error: { code: "card_declined", message: "Your card was declined." } });
    const invalid = await pay(alice, clientSecret, "4242 4242 4242 4241");
    expect(invalid.json()).toEqual({ status: "failed", error: { code: "invalid_number", message: "Your card number is invalid." } });
    const expired = await pay(alice, clientSecret, "4242 4242 4242 4242", "01/20");
    expect(expired.json()).toMatchObject({ status: "failed", error: { code: "expired_card" } });
    expect((await readOrder(order._id))?.status).toBe("unpaid");
  });

  it("a made-up transaction id, or another order's, changes nothing", async () => {
    const order = await newOrder();
    const madeUp = await record(alice, order._id, "txn_test_madeup");
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toMatchObject({ error: { code: "bad_request", fields: [{ path: "body.transactionId" }] } });
    const { transactionId } = await paidOrder();
    const borrowed = await record(alice, order._id, transactionId);
    expect(borrowed.statusCode).toBe(400);
    expect(await readOrder(order._id)).toMatchObject({ status: "unpaid", transactionId: null });
    expect(await paymentRows(order._id)).toEqual([]);
  });

  it("a replayed confirmation is harmless: one payment record", async () => {
    const { order, transactionId } = await paidOrder();
    const replay = await record(alice, order._id, transactionId);
    expect(replay.statusCode).toBe(200);
    expect(orderSchema.parse(replay.json()).paid).toBe(true);
    expect(await paymentRows(order._id)).toHaveLength(1);
  });

  it("someone else's order: no intent, no card, no record (403/404), nothing changes", async () => {
    const order = await newOrder(alice);
    expect((await intent(bob, order._id)).statusCode).toBe(403);
    expect((await intent(undefined, order._id)).statusCode).toBe(401);
    const { clientSecret } = (await intent(alice, order._id)).json<{ clientSecret: string }>();
    expect((await pay(bob, clientSecret, "4242 4242 4242 4242")).statusCode).toBe(404);
    const { transactionId } = (await pay(alice, clientSecret, "4242 4242 4242 4242")).json<{ transactionId: string }>();
    expect((await record(bob, order._id, transactionId)).statusCode).toBe(403);
    expect((await record(undefined, order._id, transactionId)).statusCode).toBe(401);
    expect((await readOrder(order._id))?.status).toBe("unpaid");
  });

  it("a paid order cannot be cancelled (409), nor charged again (409)", async () => {
    const { order } = await paidOrder();
    const cancel = await t.app.inject({ method: "DELETE", url: `/api/order/${order._id}`, headers: alice.auth });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ error: { code: "conflict", message: "A paid order cannot be cancelled" } });
    expect((await intent(alice, order._id)).statusCode).toBe(409);
    expect((await readOrder(order._id))?.status).toBe("paid");
  });

  it("a cancelled order cannot be paid", async () => {
    const order = await newOrder();
    const { clientSecret } = (await intent(alice, order._id)).json<{ clientSecret: string }>();
    const { transactionId } = (await pay(alice, clientSecret, "4242424242424242")).json<{ transactionId: string }>();
    await t.app.inject({ method: "DELETE", url: `/api/order/${order._id}`, headers: alice.auth });
    expect((await record(alice, order._id, transactionId)).statusCode).toBe(409);
    expect((await readOrder(order._id))?.status).toBe("cancelled");
  });

  it("an admin marks a paid order shipped; a customer cannot, an unpaid order cannot be", async () => {
    const { order } = await paidOrder();
    const ship = (who: SignedIn, id: string) =>
      t.app.inject({ method: "PATCH", url: `/api/orders/${id}`, headers: who.auth, payload: { status: "shipped", carrier: "DHL", trackingNumber: "JD0001" } });
    expect((await ship(alice, order._id)).statusCode).toBe(403);
    expect((await readOrder(order._id))?.status).toBe("paid");
    const shipped = await ship(admin, order._id);
    expect(shipped.statusCode).toBe(200);
    expect(orderSchema.parse(shipped.json())).toMatchObject({ status: "shipped", paid: true });
    const unpaid = await newOrder();
    expect((await ship(admin, unpaid._id)).statusCode).toBe(409);
  });

  it("20 racing confirmations of one payment record one payment", async () => {
    const order = await newOrder();
    const { clientSecret } = (await intent(alice, order._id)).json<{ clientSecret: string }>();
    const { transactionId } = (await pay(alice, clientSecret, "4242424242424242")).json<{ transactionId: string }>();
    const responses = await Promise.all(Array.from({ length: 20 }, () => record(alice, order._id, transactionId)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await paymentRows(order._id)).toHaveLength(1);
  });

  it.each([
    ["a malformed order id", "/api/create-payment-intent", "POST", { orderId: "nope" }, 400],
    ["a missing order id", "/api/create-payment-intent", "POST", {}, 400],
    ["an unknown order", "/api/create-payment-intent", "POST", { orderId: "00000000-0000-4000-8000-000000000000" }, 404],
    ["a huge client secret", "/api/payments/test/confirm", "POST", { clientSecret: "x".repeat(5000), cardNumber: "4242", expiry: "1/1", cvc: "1" }, 400],
    ["a card number of the wrong type", "/api/payments/test/confirm", "POST", { clientSecret: "x", cardNumber: 4242, expiry: "12/34", cvc: "123" }, 400],
    ["an unknown client secret", "/api/payments/test/confirm", "POST", { clientSecret: "pi_test_x_secret_y", cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" }, 404],
  ])("refuses %s with a 4xx and writes nothing", async (_label, url, method, payload, status) => {
    const before = [
      await t.database.db.select().from(paymentIntents),
      await t.database.db.select().from(payments),
      await t.database.db.select().from(orders),
    ];
    const response = await t.app.inject({ method: method as "POST", url, headers: alice.auth, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty("error.code");
    if (status === 400) expect(response.json()).toHaveProperty("error.fields");
    expect([
      await t.database.db.select().from(paymentIntents),
      await t.database.db.select().from(payments),
      await t.database.db.select().from(orders),
    ]).toEqual(before);
  });

  it.each([
    ["no transaction id", { orderId: "ORDER" }],
    ["a transaction id of the wrong type", { orderId: "ORDER", transactionId: 42 }],
    ["a huge transaction id", { orderId: "ORDER", transactionId: "t".repeat(1000) }],
    ["another order's id in the body", { orderId: "00000000-0000-4000-8000-000000000000", transactionId: "txn_test_x" }],
    ["a status other than shipped", { status: "paid" }],
  ])("PATCH /api/orders/:id refuses %s with 400 and the order stays unpaid", async (_label, body) => {
    const order = await newOrder();
    const payload = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, value === "ORDER" ? order._id : value]));
    const response = await t.app.inject({ method: "PATCH", url: `/api/orders/${order._id}`, headers: alice.auth, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("error.fields");
    expect(await readOrder(order._id)).toMatchObject({ status: "unpaid", transactionId: null });
    expect(await paymentRows(order._id)).toEqual([]);
  });
});
