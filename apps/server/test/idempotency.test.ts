import { placeOrderResponseSchema } from "@shop/contract";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox, idempotencyKeys, orderEvents, orders, paymentIntents, payments, stockChanges, tools } from "../src/db/schema";
import { CatalogueCache } from "../src/modules/tools/tools";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError, rowsOf } from "./expect-error";

/**
 * Issue 9, item 13: a client whose connection dropped retries with the same Idempotency-Key
 * and gets the first answer again; nothing is created twice.
 */
let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let admin: SignedIn;
let toolId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "1000" } });
  admin = await signInAdmin(t);
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: "Retry Rake", description: "Once.", img: "/images/tools/leaf-rake.svg", minimumOrderQuantity: 1, availableQuantity: 1000, priceCents: 500 })
    .returning();
  if (!tool) throw new Error("no tool");
  toolId = tool.id;
});
afterAll(() => t.close());

let counter = 0;
const newKey = () => `key-${Date.now()}-${++counter}`;
const stock = async () => (await t.database.db.select().from(tools).where(eq(tools.id, toolId)))[0]?.availableQuantity;
const orderForm = (quantity = 2) => ({ name: "Retrier", phone: "0123456789", address: "Lane 2", productId: toolId, quantity });
const place = (who: SignedIn | undefined, key: string | undefined, payload: Record<string, unknown> = orderForm()) =>
  t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { ...who?.auth, ...(key === undefined ? {} : { "idempotency-key": key }) },
    payload,
  });
const ordersOf = async (who: SignedIn) => t.database.db.select().from(orders).where(eq(orders.userId, who.uid));

describe("Idempotency-Key on POST /api/orders", () => {
  it("the same key twice answers the first result again: one order, stock taken once", async () => {
    const key = newKey();
    const before = { stock: await stock(), orders: (await ordersOf(alice)).length };
    const first = await place(alice, key);
    const second = await place(alice, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.headers["content-type"]).toMatch(/^application\/json/);
    placeOrderResponseSchema.parse(second.json());
    expect(await stock()).toBe((before.stock ?? 0) - 2);
    expect(await ordersOf(alice)).toHaveLength(before.orders + 1);
  });

  it("racing retries with one key create one order; a retry during the first answers 409 or the first answer", async () => {
    const key = newKey();
    const before = { stock: await stock(), orders: (await ordersOf(alice)).length };
    const responses = await Promise.all(Array.from({ length: 5 }, () => place(alice, key)));
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((response) => response.body)).size).toBe(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      expect(expectError(response, 409, "conflict").error.message).toMatch(/in progress/);
    }
    expect(await stock()).toBe((before.stock ?? 0) - 2);
    expect(await ordersOf(alice)).toHaveLength(before.orders + 1);
  });

  it("another user's same key is independent", async () => {
    const key = newKey();
    const mine = await place(alice, key);
    const theirs = await place(bob, key);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<{ insertedId: string }>().insertedId).not.toBe(mine.json<{ insertedId: string }>().insertedId);
    expect((await ordersOf(bob)).map((order) => order.id)).toContain(theirs.json<{ insertedId: string }>().insertedId);
  });

  it("refuses a body nested deeper than 32 levels with 400, key or not, and keeps nothing", async () => {
    const nested = (depth: number) => `{"name":"Retrier","phone":"0123456789","address":"Lane 2","productId":"${toolId}","note":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    const before = { stock: await stock(), orders: await rowsOf(t, orders), keys: await rowsOf(t, idempotencyKeys) };
    for (const depth of [10_000, 32]) {
      for (const key of [newKey(), undefined]) {
        const answer = await t.app.inject({
          method: "POST",
          url: "/api/orders",
          headers: { ...alice.auth, "content-type": "application/json", ...(key === undefined ? {} : { "idempotency-key": key }) },
          payload: nested(depth),
        });
        expect(expectError(answer, 400, "bad_request").error.message, `${depth}`).toBe("The request body nests deeper than 32 levels");
      }
    }
    expect({ stock: await stock(), orders: await rowsOf(t, orders), keys: await rowsOf(t, idempotencyKeys) }).toEqual(before);
  });

  it("the same key with a different request is refused (409) and creates nothing", async () => {
    const key = newKey();
    expect((await place(alice, key, orderForm(2))).statusCode).toBe(201);
    const before = { stock: await stock(), orders: await rowsOf(t, orders) };
    const other = await place(alice, key, orderForm(3));
    expect(expectError(other, 409, "conflict").error.message).toMatch(/different request/);
    expect({ stock: await stock(), orders: await rowsOf(t, orders) }).toEqual(before);
  });

  it("a key without sign-in is the usual 401; a malformed key is 400; neither stores anything", async () => {
    const before = { keys: await rowsOf(t, idempotencyKeys), orders: await rowsOf(t, orders) };
    expectError(await place(undefined, newKey()), 401, "unauthorized");
    for (const bad of ["x".repeat(256), "clé-é", ""]) {
      expectError(await place(alice, bad), 400, "bad_request");
    }
    expect({ keys: await rowsOf(t, idempotencyKeys), orders: await rowsOf(t, orders) }).toEqual(before);
  });

  it("a refused first attempt (4xx) is answered again; a key older than 24 hours starts afresh", async () => {
    const key = newKey();
    const refused = await place(alice, key, orderForm(5000));
    expectError(refused, 409, "conflict");
    const again = await place(alice, key, orderForm(5000));
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(refused.body);

    const oldKey = newKey();
    expect((await place(alice, oldKey)).statusCode).toBe(201);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(idempotencyKeys.key, oldKey));
    const count = (await ordersOf(alice)).length;
    expect((await place(alice, oldKey)).headers["idempotent-replayed"]).toBeUndefined();
    expect(await ordersOf(alice)).toHaveLength(count + 1);
  });

  it("a claim left without an answer has no order behind it: after a while a retry places exactly one", async () => {
    const key = newKey();
    // As if the process had died after claiming the key, before the order's transaction committed.
    const fingerprintOf = async () => {
      const probe = newKey();
      expect((await place(alice, probe)).statusCode).toBe(201);
      const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, probe));
      return row?.fingerprint ?? "";
    };
    await t.database.db.insert(idempotencyKeys).values({ userId: alice.uid, key, fingerprint: await fingerprintOf() });
    const count = (await ordersOf(alice)).length;
    expect(expectError(await place(alice, key), 409, "conflict").error.message).toMatch(/in progress/);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(idempotencyKeys.key, key));
    const retried = await place(alice, key);
    expect(retried.statusCode).toBe(201);
    expect((await place(alice, key)).body).toBe(retried.body);
    expect(await ordersOf(alice)).toHaveLength(count + 1);
  });

  it("the answer commits with the order: a failure after the commit still answers the order to a retry, never a second one", async () => {
    const key = newKey();
    const count = (await ordersOf(alice)).length;
    // A crash of the request after its transaction committed, before it could answer.
    const crash = vi.spyOn(CatalogueCache.prototype, "invalidate").mockImplementationOnce(() => {
      throw new Error("the process died here");
    });
    try {
      expect((await place(alice, key)).statusCode).toBe(500);
    } finally {
      crash.mockRestore();
    }
    expect(await ordersOf(alice)).toHaveLength(count + 1);
    const [kept] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(kept?.statusCode).toBe(201);
    const retried = await place(alice, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers["idempotent-replayed"]).toBe("true");
    expect(retried.body).toBe(kept?.responseBody);
    expect(await ordersOf(alice)).toHaveLength(count + 1);
  });

  it("holds for a client that accepts compressed answers: the compressed first answer is kept, a retry replays it", async () => {
    const key = newKey();
    const count = (await ordersOf(alice)).length;
    // A cart of several lines, so that its answer is long enough to be compressed.
    const cart = { name: "Retrier", phone: "0123456789", address: "Lane 2 ".repeat(40), items: [{ productId: toolId, quantity: 2 }], poNumber: "PO-".padEnd(50, "7") };
    const send = () =>
      t.app.inject({ method: "POST", url: "/api/orders", headers: { ...alice.auth, "idempotency-key": key, "accept-encoding": "gzip, br" }, payload: cart });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers["content-encoding"]).toMatch(/^(gzip|br)$/);
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    const text = (answer: typeof first) => (answer.headers["content-encoding"] === "br" ? brotliDecompressSync(answer.rawPayload) : gunzipSync(answer.rawPayload)).toString("utf8");
    expect(text(second)).toBe(text(first));
    placeOrderResponseSchema.parse(JSON.parse(text(second)));
    expect(await ordersOf(alice)).toHaveLength(count + 1);
  });

  it("without a key, every call places an order as before", async () => {
    const count = (await ordersOf(alice)).length;
    await place(alice, undefined);
    await place(alice, undefined);
    expect(await ordersOf(alice)).toHaveLength(count + 2);
  });
});

describe("Idempotency-Key on the payment calls", () => {
  it("create-payment-intent, the test card and the PATCH answer a retry with the first answer", async () => {
    const { order } = placeOrderResponseSchema.parse((await place(alice, undefined)).json());
    const call = (method: "POST" | "PATCH", url: string, payload: Record<string, unknown>, key: string) =>
      t.app.inject({ method, url, headers: { ...alice.auth, "idempotency-key": key }, payload });

    const intentKey = newKey();
    const intent = await call("POST", "/api/create-payment-intent", { orderId: order._id }, intentKey);
    expect((await call("POST", "/api/create-payment-intent", { orderId: order._id }, intentKey)).body).toBe(intent.body);
    const { clientSecret } = intent.json<{ clientSecret: string }>();

    const cardKey = newKey();
    const card = { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
    const confirmed = await call("POST", "/api/payments/test/confirm", card, cardKey);
    const retried = await call("POST", "/api/payments/test/confirm", card, cardKey);
    expect(retried.body).toBe(confirmed.body);
    expect(retried.headers["idempotent-replayed"]).toBe("true");
    const { transactionId } = confirmed.json<{ transactionId: string }>();

    const recordKey = newKey();
    const recorded = await call("PATCH", `/api/orders/${order._id}`, { orderId: order._id, transactionId }, recordKey);
    expect(recorded.statusCode).toBe(200);
    expect((await call("PATCH", `/api/orders/${order._id}`, { orderId: order._id, transactionId }, recordKey)).body).toBe(recorded.body);
    // The same key on another order's PATCH is another request.
    expect((await call("PATCH", `/api/orders/${toolId}`, { transactionId }, recordKey)).statusCode).toBe(409);

    expect(await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, order._id))).toHaveLength(1);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order._id))).toHaveLength(1);
  });
});

describe("Idempotency-Key on the writes that move money or stock", () => {
  const call = (who: SignedIn, method: "POST" | "PATCH" | "DELETE", url: string, key: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { ...who.auth, "idempotency-key": key }, ...(payload ? { payload } : {}) });
  const placed = async () => placeOrderResponseSchema.parse((await place(alice, undefined)).json()).order;
  const eventsOf = async (orderId: string) => t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

  it("marking shipped twice with one key: the same answer, one shipped event, one email", async () => {
    const order = await placed();
    await payByTestCard(t.app, alice, order._id);
    const key = newKey();
    const shipment = { status: "shipped", carrier: "DHL", trackingNumber: "JD0001" };
    const first = await call(admin, "PATCH", `/api/orders/${order._id}`, key, shipment);
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(admin, "PATCH", `/api/orders/${order._id}`, key, shipment);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.body).toBe(first.body);
    expect((await eventsOf(order._id)).filter((event) => event.status === "shipped")).toHaveLength(1);
    const mails = await t.database.db.select().from(emailOutbox);
    expect(mails.filter((mail) => mail.eventKey.includes(order._id) && mail.eventKey.includes("shipped"))).toHaveLength(1);
  });

  it("a restock posted twice with one key adds the stock once and answers the same", async () => {
    const key = newKey();
    const before = { stock: await stock(), changes: (await t.database.db.select().from(stockChanges).where(eq(stockChanges.toolId, toolId))).length };
    const first = await call(admin, "POST", `/api/tools/${toolId}/stock`, key, { quantity: 7, note: "delivery" });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call(admin, "POST", `/api/tools/${toolId}/stock`, key, { quantity: 7, note: "delivery" });
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(await stock()).toBe((before.stock ?? 0) + 7);
    expect(await t.database.db.select().from(stockChanges).where(eq(stockChanges.toolId, toolId))).toHaveLength(before.changes + 1);
  });

  it("cancelling and deleting an order twice with one key: the first answer again, the stock back once", async () => {
    for (const [who, method, url] of [
      [alice, "DELETE", "/api/order/"],
      [admin, "DELETE", "/api/orders/"],
    ] as const) {
      const order = await placed();
      const taken = await stock();
      const key = newKey();
      const first = await call(who, method, `${url}${order._id}`, key);
      expect(first.statusCode, first.body).toBe(200);
      const second = await call(who, method, `${url}${order._id}`, key);
      expect(second.statusCode, url).toBe(200);
      expect(second.body).toBe(first.body);
      expect(await stock()).toBe((taken ?? 0) + 2);
    }
  });
});
