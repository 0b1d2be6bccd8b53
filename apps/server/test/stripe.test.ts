import { randomBytes } from "node:crypto";
import { messages, orderSchema, placeOrderResponseSchema, toolListSchema, type Order } from "@shop/contract";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, paymentIntents, payments, refunds, tools } from "../src/db/schema";
import { createTestApp, signUp, type SignedIn, type TestApp } from "./app";
import { expectError, rowsOf } from "./expect-error";
import { readBody, startStandIn } from "./stand-in";

/**
 * A local stand-in for the Stripe API: the two PaymentIntent calls the shop makes, with
 * Stripe's idempotency-key behaviour. The official SDK talks to it over HTTP.
 */
interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
}
const intents = new Map<string, FakeIntent>();
const byIdempotencyKey = new Map<string, FakeIntent>();
const createCalls: { body: URLSearchParams; idempotencyKey: string | undefined; authorization: string | undefined }[] = [];
const cancelCalls: string[] = [];
const refundCalls: { paymentIntent: string | null; amount: string | null; idempotencyKey: string | undefined }[] = [];
/** Set by a test: the stand-in answers every request with this failure until it is cleared. */
let failure: { status: number; body: unknown } | "drop" | undefined;
/** Every line the app logged, parsed (pino writes one JSON object per line). */
const logLines: Record<string, unknown>[] = [];

let stripeApi: Awaited<ReturnType<typeof startStandIn>>;
let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
const signer = new Stripe("sk_test_signer");

beforeAll(async () => {
  stripeApi = await startStandIn(async (req, res) => {
    res.setHeader("content-type", "application/json");
    const body = new URLSearchParams(await readBody(req));
    if (failure === "drop") return req.socket.destroy();
    if (failure) {
      res.statusCode = failure.status;
      return res.end(JSON.stringify(failure.body));
    }
    const idempotencyHeader = req.headers["idempotency-key"] as string | undefined;
    if (req.method === "POST" && req.url === "/v1/refunds") {
      refundCalls.push({ paymentIntent: body.get("payment_intent"), amount: body.get("amount"), idempotencyKey: idempotencyHeader });
      return res.end(JSON.stringify({ id: `re_${randomBytes(6).toString("hex")}`, object: "refund", amount: Number(body.get("amount")), status: "succeeded" }));
    }
    const cancel = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(req.url ?? "");
    const cancelled = cancel?.[1] ? intents.get(cancel[1]) : undefined;
    if (req.method === "POST" && cancelled) {
      cancelCalls.push(cancelled.id);
      if (cancelled.status === "succeeded") {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: "You cannot cancel this PaymentIntent because it has a status of succeeded." } }));
      }
      cancelled.status = "canceled";
      return res.end(JSON.stringify(cancelled));
    }
    if (req.method === "POST" && req.url === "/v1/payment_intents") {
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      createCalls.push({ body, idempotencyKey, authorization: req.headers.authorization });
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return res.end(JSON.stringify(replay));
      const id = `pi_${randomBytes(8).toString("hex")}`;
      const intent: FakeIntent = {
        id,
        object: "payment_intent",
        amount: Number(body.get("amount")),
        currency: body.get("currency") ?? "",
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        metadata: { orderId: body.get("metadata[orderId]") ?? "" },
        receipt_email: body.get("receipt_email"),
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return res.end(JSON.stringify(intent));
    }
    const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(req.url ?? "");
    const found = match?.[1] ? intents.get(match[1]) : undefined;
    if (req.method === "GET" && found) return res.end(JSON.stringify(found));
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" } }));
  });
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_local",
      STRIPE_PUBLISHABLE_KEY: "pk_test_local",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // These tests place many orders per customer; the cap has its own tests (holds.test.ts).
      MAX_UNPAID_ORDERS: "1000",
    },
    stripeConnection: { host: "127.0.0.1", port: stripeApi.port, protocol: "http" },
    logger: {
      level: "info",
      stream: {
        write: (line: string) => {
          logLines.push(JSON.parse(line) as Record<string, unknown>);
        },
      },
    },
  });
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  // A tool of its own with stock for every order this file places.
  await t.database.db
    .insert(tools)
    .values({ name: "Stripe Spade", description: "Plenty.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 1_000_000, priceCents: 1234 });
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
});
beforeEach(() => {
  createCalls.length = 0;
  cancelCalls.length = 0;
  refundCalls.length = 0;
  failure = undefined;
});

async function newOrder(): Promise<Order> {
  const tool = toolListSchema.parse((await t.app.inject("/api/tools")).json()).find((candidate) => candidate.name === "Stripe Spade");
  const response = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: alice.auth,
    payload: { name: "Buyer", phone: "0123456789", address: "Farm Lane 1", productId: tool?._id, quantity: 101 },
  });
  return placeOrderResponseSchema.parse(response.json()).order;
}
const createIntent = (order: Order, who = alice) =>
  t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: who.auth, payload: { orderId: order._id, price: 1 } });
/** What Stripe.js does in the browser when the card is confirmed. */
const succeedInBrowser = (clientSecret: string) => {
  const intent = intents.get(clientSecret.split("_secret_")[0] ?? "");
  if (!intent) throw new Error("unknown intent");
  intent.status = "succeeded";
  return intent;
};
function webhook(event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }) },
    payload,
  });
}
const succeededEvent = (intent: FakeIntent) => ({
  id: `evt_${randomBytes(6).toString("hex")}`,
  object: "event",
  type: "payment_intent.succeeded",
  data: { object: intent },
});
const readOrder = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe("the Stripe provider (against a local stand-in of the Stripe API)", () => {
  it("gives the web app the publishable key from the server", async () => {
    expect((await t.app.inject("/api/payments/config")).json()).toEqual({ provider: "stripe", publishableKey: "pk_test_local" });
  });

  it("lets Stripe.js and its card frame through the content security policy, and nothing else", async () => {
    const csp = String((await t.app.inject("/api/health")).headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it("creates a PaymentIntent for the order's amount in cents, with the order id and an idempotency key", async () => {
    const order = await newOrder();
    const response = await createIntent(order);
    expect(response.statusCode).toBe(200);
    const [call] = createCalls;
    expect(call?.authorization).toBe("Bearer sk_test_local");
    expect(call?.body.get("amount")).toBe(String(Math.round(order.price * 100)));
    expect(call?.body.get("currency")).toBe("usd");
    expect(call?.body.get("metadata[orderId]")).toBe(order._id);
    expect(call?.idempotencyKey).toBe(`order-${order._id}-${Math.round(order.price * 100)}`);
    expect(response.json<{ clientSecret: string }>().clientSecret).toMatch(/^pi_\w+_secret_/);
  });

  it("asking twice does not create a second charge", async () => {
    const order = await newOrder();
    const first = await createIntent(order);
    const second = await createIntent(order);
    expect(second.json()).toEqual(first.json());
    expect(createCalls).toHaveLength(1);
    const racing = await newOrder();
    const answers = await Promise.all([createIntent(racing), createIntent(racing), createIntent(racing)]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(new Set(createCalls.slice(1).map((call) => call.idempotencyKey)).size).toBe(1);
  });

  it("PATCH marks the order paid only once Stripe says the intent succeeded", async () => {
    const order = await newOrder();
    const { clientSecret } = (await createIntent(order)).json<{ clientSecret: string }>();
    const intentId = clientSecret.split("_secret_")[0] ?? "";
    const patch = () =>
      t.app.inject({ method: "PATCH", url: `/api/orders/${order._id}`, headers: alice.auth, payload: { orderId: order._id, transactionId: intentId } });
    expect((await patch()).statusCode).toBe(400);
    expect((await readOrder(order._id))?.status).toBe("unpaid");
    succeedInBrowser(clientSecret);
    const paid = await patch();
    expect(paid.statusCode).toBe(200);
    expect(orderSchema.parse(paid.json())).toMatchObject({ paid: true, transactionId: intentId });
    const madeUp = await newOrder();
    const forged = await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${madeUp._id}`,
      headers: alice.auth,
      payload: { orderId: madeUp._id, transactionId: intentId },
    });
    expect(forged.statusCode).toBe(400);
    expect((await readOrder(madeUp._id))?.status).toBe("unpaid");
  });

  it("the signed webhook marks the order paid, idempotently", async () => {
    const order = await newOrder();
    const { clientSecret } = (await createIntent(order)).json<{ clientSecret: string }>();
    const intent = succeedInBrowser(clientSecret);
    const first = await webhook(succeededEvent(intent));
    expect(first.statusCode).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ status: "paid", transactionId: intent.id });
    expect((await webhook(succeededEvent(intent))).statusCode).toBe(200);
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${order._id}`,
      headers: alice.auth,
      payload: { orderId: order._id, transactionId: intent.id },
    });
    expect(patched.statusCode).toBe(200);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order._id))).toHaveLength(1);
  });

  it("acknowledges a signed payment it can never apply (no order id of ours, another currency), logs it and changes nothing", async () => {
    const order = await newOrder();
    const { clientSecret } = (await createIntent(order)).json<{ clientSecret: string }>();
    const intent = succeedInBrowser(clientSecret);
    const before = await rowsOf(t, payments);
    for (const stray of [
      { ...intent, metadata: { orderId: "not-an-order" } },
      { ...intent, metadata: { orderId: "'; drop table orders; --" } },
      { ...intent, currency: "eur" },
    ]) {
      const answer = await webhook(succeededEvent(stray));
      // Anything but 2xx and Stripe sends the event again for days.
      expect(answer.statusCode, JSON.stringify(stray.metadata)).toBe(200);
    }
    expect(await rowsOf(t, payments)).toEqual(before);
    expect((await readOrder(order._id))?.status).toBe("unpaid");
  });

  it("refuses a forged webhook signature and changes nothing", async () => {
    const order = await newOrder();
    const { clientSecret } = (await createIntent(order)).json<{ clientSecret: string }>();
    const intent = succeedInBrowser(clientSecret);
    const forged = await webhook(succeededEvent(intent), "whsec_not_the_secret");
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: { code: "bad_request" } });
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(succeededEvent(intent)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await readOrder(order._id))?.status).toBe("unpaid");
  });

  it("does not let another customer get the intent of someone's order", async () => {
    const order = await newOrder();
    expect((await createIntent(order, bob)).statusCode).toBe(403);
    expect(createCalls).toHaveLength(0);
  });

  it("has no test-card endpoint", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/payments/test/confirm",
      headers: alice.auth,
      payload: { clientSecret: "x", cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("payment provider errors", () => {
  const providerLogs = (orderId: string) => logLines.filter((line) => line.msg === "payment provider error" && line.orderId === orderId);

  it("a card error answers 402 with the card's own message, logged with the order id", async () => {
    const order = await newOrder();
    failure = { status: 402, body: { error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." } } };
    const response = await createIntent(order);
    expect(expectError(response, 402, "payment_required").error.message).toBe("Your card has insufficient funds.");
    expect(providerLogs(order._id)).toHaveLength(1);
    expect(await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, order._id))).toEqual([]);
  });

  it.each([
    ["a 500 from Stripe", { status: 500, body: { error: { type: "api_error", message: "Stripe internal meltdown at node sk_live_123" } } }],
    ["a dropped connection", "drop" as const],
  ])("%s answers 502 with our generic message, no Stripe text, logged with the order id", async (_label, broken) => {
    const order = await newOrder();
    failure = broken;
    // With an Idempotency-Key: a 5xx is not kept, so the same key can be retried for real.
    const keyed = () =>
      t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: { ...alice.auth, "idempotency-key": `pay-${order._id}` }, payload: { orderId: order._id } });
    const response = await keyed();
    const body = expectError(response, 502, "payment_provider_unavailable");
    expect(body.error.message).toBe(messages.payment.providerUnavailable);
    expect(response.body).not.toMatch(/stripe|meltdown|sk_live|ECONN|socket/i);
    expect(providerLogs(order._id).length).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, order._id))).toEqual([]);
    failure = undefined;
    const retried = await keyed();
    expect(retried.statusCode).toBe(200);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
  });
});

describe("expiring Stripe orders", () => {
  const afterHolds = () => new Date(Date.now() + (t.config.orders.holdMinutes + 1) * 60_000);

  it("the sweep cancels the PaymentIntent of an order that expired", async () => {
    const order = await newOrder();
    const { clientSecret } = (await createIntent(order)).json<{ clientSecret: string }>();
    const intentId = clientSecret.split("_secret_")[0];
    await t.app.runSweep(afterHolds());
    expect((await readOrder(order._id))?.status).toBe("expired");
    expect(cancelCalls).toContain(intentId);
    const [attempt] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, order._id));
    expect(attempt?.status).toBe("cancelled");
    // Once settled, later sweeps leave it alone.
    cancelCalls.length = 0;
    await t.app.runSweep(afterHolds());
    expect(cancelCalls).not.toContain(intentId);
  });

  it("a payment that still succeeds for an expired order is refunded once, recorded and logged", async () => {
    const order = await newOrder();
    const { clientSecret } = (await createIntent(order)).json<{ clientSecret: string }>();
    await t.app.runSweep(afterHolds());
    // The customer's bank confirmed just as the hold ran out.
    const intent = succeedInBrowser(clientSecret);
    expect((await webhook(succeededEvent(intent))).statusCode).toBe(200);
    expect((await webhook(succeededEvent(intent))).statusCode).toBe(200);
    await t.app.runSweep(afterHolds());
    expect(refundCalls).toEqual([{ paymentIntent: intent.id, amount: String(intent.amount), idempotencyKey: `refund-${intent.id}` }]);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toMatchObject([
      { provider: "stripe", transactionId: intent.id, amountCents: intent.amount, providerRefundId: expect.stringMatching(/^re_/) },
    ]);
    expect(await readOrder(order._id)).toMatchObject({ status: "expired", transactionId: null });
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order._id))).toEqual([]);
    expect(logLines.some((line) => line.msg === "payment refunded automatically" && line.orderId === order._id)).toBe(true);
  });

  it("the sweep refunds a payment of a cancelled order whose webhook never arrived, once", async () => {
    const order = await newOrder();
    const { clientSecret } = (await createIntent(order)).json<{ clientSecret: string }>();
    const intent = succeedInBrowser(clientSecret);
    // The customer cancelled in another tab before the payment was recorded.
    expect((await t.app.inject({ method: "DELETE", url: `/api/order/${order._id}`, headers: alice.auth })).statusCode).toBe(200);
    await t.app.runSweep();
    await t.app.runSweep();
    expect(refundCalls).toEqual([{ paymentIntent: intent.id, amount: String(intent.amount), idempotencyKey: `refund-${intent.id}` }]);
    expect(cancelCalls).not.toContain(intent.id);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(1);
    expect(await readOrder(order._id)).toMatchObject({ status: "cancelled", transactionId: null });
  });

  it("a payment whose webhook and PATCH never arrived completes its order at the next sweep", async () => {
    const order = await newOrder();
    const { clientSecret } = (await createIntent(order)).json<{ clientSecret: string }>();
    const intent = succeedInBrowser(clientSecret);
    await t.app.runSweep(afterHolds());
    expect(await readOrder(order._id)).toMatchObject({ status: "paid", transactionId: intent.id });
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order._id))).toHaveLength(1);
    expect(refundCalls).toEqual([]);
  });
});
