import { orderListSchema, orderSchema, placeOrderResponseSchema, toolListSchema, type Tool } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, tools } from "../src/db/schema";
import { createTestApp, signIn, signUp, type SignedIn, type TestApp } from "./app";

const ADMIN = { email: "admin@orders.example", password: "admin-pass" };
let t: TestApp;
let admin: SignedIn;
let alice: SignedIn;
let bob: SignedIn;
let catalogue: Tool[];

beforeAll(async () => {
  // The races below fill whole stocks from two accounts; the share one customer may hold is order-abuse.test.ts's.
  t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MAX_UNPAID_ORDERS: "1000", MAX_HELD_SHARE: "100" } });
  admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  alice = await signUp(t.app, { name: "Alice" });
  bob = await signUp(t.app, { name: "Bob" });
  catalogue = toolListSchema.parse((await t.app.inject("/api/tools")).json());
});
afterAll(() => t.close());

const pitchfork = () => {
  const tool = catalogue.find((candidate) => candidate.minimumOrderQuantity === 100);
  if (!tool) throw new Error("the seed has a tool with minimum 100");
  return tool;
};
const stockOf = async (id: string) => (await t.database.db.select().from(tools).where(eq(tools.id, id)))[0]?.availableQuantity;
const orderCount = async () => (await t.database.db.select().from(orders)).length;

function place(who: SignedIn | undefined, payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/orders", headers: who?.auth, payload });
}
const form = (tool: Tool, extra: Record<string, unknown> = {}) => ({
  name: "Alice Farmer",
  email: alice.email,
  phone: "+880 1712-345678",
  address: "12 Mill Road, Dhaka",
  product: tool.name,
  productId: tool._id,
  ...extra,
});

describe("POST /api/orders", () => {
  it("prices the order from the catalogue, defaults the quantity to the minimum and reserves the stock", async () => {
    const tool = pitchfork();
    const before = await stockOf(tool._id);
    const response = await place(alice, form(tool, { price: 0.01 }));
    expect(response.statusCode).toBe(201);
    const { success, order } = placeOrderResponseSchema.parse(response.json());
    expect(success).toBe(true);
    expect(order).toMatchObject({
      email: alice.email,
      product: tool.name,
      productId: tool._id,
      quantity: 100,
      unitPrice: tool.price,
      price: Math.round(tool.price * 100 * 100) / 100,
      paid: false,
      status: "unpaid",
      transactionId: null,
    });
    expect(await stockOf(tool._id)).toBe((before ?? 0) - 100);
  });

  it("shows the new stock in the (cached) catalogue at once, and after a cancel", async () => {
    const listed = async () => toolListSchema.parse((await t.app.inject("/api/tools")).json()).find((tool) => tool._id === pitchfork()._id);
    const before = (await listed())?.availableQuantity ?? 0;
    const { order } = placeOrderResponseSchema.parse((await place(alice, form(pitchfork()))).json());
    expect((await listed())?.availableQuantity).toBe(before - order.quantity);
    await t.app.inject({ method: "DELETE", url: `/api/order/${order._id}`, headers: alice.auth });
    expect((await listed())?.availableQuantity).toBe(before);
  });

  it("takes the quantity as a number or text, and the caller's email whatever the body says", async () => {
    const tool = pitchfork();
    const response = await place(alice, form(tool, { quantity: "150", email: bob.email, product: "Free gold" }));
    expect(response.statusCode).toBe(201);
    const { order } = placeOrderResponseSchema.parse(response.json());
    expect(order).toMatchObject({ email: alice.email, quantity: 150, product: tool.name });
    expect(order.price).toBeCloseTo(tool.price * 150, 2);
  });

  it("refuses a quantity below the minimum (400) or above the stock (409), changing nothing", async () => {
    const tool = pitchfork();
    const before = { stock: await stockOf(tool._id), orders: await orderCount() };
    const low = await place(alice, form(tool, { quantity: 99 }));
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ error: { code: "bad_request", fields: [{ path: "body.quantity" }] } });
    const high = await place(alice, form(tool, { quantity: (before.stock ?? 0) + 1 }));
    expect(high.statusCode).toBe(409);
    expect(high.json()).toMatchObject({ error: { code: "conflict" } });
    expect({ stock: await stockOf(tool._id), orders: await orderCount() }).toEqual(before);
  });

  it.each([
    ["no token", undefined, {}, 401],
    ["an unknown tool", "alice", { productId: "00000000-0000-4000-8000-000000000000" }, 404],
    ["a malformed tool id", "alice", { productId: "abc" }, 400],
    ["a missing address", "alice", { address: "" }, 400],
    ["a missing phone", "alice", { phone: undefined }, 400],
    ["a phone that is not one", "alice", { phone: "call me" }, 400],
    ["a huge address", "alice", { address: "x".repeat(10_000) }, 400],
    ["a negative quantity", "alice", { quantity: -5 }, 400],
    ["a fractional quantity", "alice", { quantity: 100.5 }, 400],
    ["a quantity of the wrong type", "alice", { quantity: { $gt: 0 } }, 400],
  ])("refuses %s and writes nothing", async (_label, who, extra, status) => {
    const before = await orderCount();
    const response = await place(who === "alice" ? alice : undefined, form(pitchfork(), extra));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty("error.code");
    expect(await orderCount()).toBe(before);
  });
});

describe("reading orders", () => {
  it("GET /api/order lists only the caller's own orders, and refuses another email", async () => {
    await place(bob, form(pitchfork(), { name: "Bob" }));
    const mine = await t.app.inject({ url: `/api/order?email=${alice.email}`, headers: alice.auth });
    expect(mine.statusCode).toBe(200);
    const list = orderListSchema.parse(mine.json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((order) => order.email === alice.email)).toBe(true);
    const theirs = await t.app.inject({ url: `/api/order?email=${bob.email}`, headers: alice.auth });
    expect(theirs.statusCode).toBe(403);
    expect((await t.app.inject(`/api/order?email=${alice.email}`)).statusCode).toBe(401);
  });

  it("GET /api/orders/:id answers the owner and an admin, 403 to another customer", async () => {
    const { order } = placeOrderResponseSchema.parse((await place(alice, form(pitchfork()))).json());
    for (const [who, status] of [[alice, 200], [admin, 200], [bob, 403]] as const) {
      const response = await t.app.inject({ url: `/api/orders/${order._id}`, headers: who.auth });
      expect(response.statusCode).toBe(status);
      if (status === 200) expect(orderSchema.parse(response.json())._id).toBe(order._id);
    }
    expect((await t.app.inject(`/api/orders/${order._id}`)).statusCode).toBe(401);
    const unknown = await t.app.inject({ url: "/api/orders/00000000-0000-4000-8000-000000000000", headers: alice.auth });
    expect(unknown.statusCode).toBe(404);
  });

  it("GET /api/orders is the admin's whole list, pageable", async () => {
    expect((await t.app.inject({ url: `/api/orders?email=${alice.email}`, headers: alice.auth })).statusCode).toBe(403);
    expect((await t.app.inject("/api/orders")).statusCode).toBe(401);
    const all = await t.app.inject({ url: `/api/orders?email=${ADMIN.email}`, headers: admin.auth });
    expect(all.statusCode).toBe(200);
    const list = orderListSchema.parse(all.json());
    expect(new Set(list.map((order) => order.email))).toEqual(new Set([alice.email, bob.email]));
    const page = await t.app.inject({ url: "/api/orders?page=1&limit=2", headers: admin.auth });
    expect(orderListSchema.parse(page.json())).toHaveLength(2);
    expect(page.headers["x-total-count"]).toBe(String(list.length));
  });
});

describe("cancelling and deleting", () => {
  it("the owner cancels an unpaid order: it stays in My orders, marked cancelled, and its stock comes back", async () => {
    const tool = pitchfork();
    const { order } = placeOrderResponseSchema.parse((await place(alice, form(tool))).json());
    const stock = await stockOf(tool._id);
    const refused = await t.app.inject({ method: "DELETE", url: `/api/order/${order._id}`, headers: bob.auth });
    expect(refused.statusCode).toBe(403);
    expect(await stockOf(tool._id)).toBe(stock);
    const response = await t.app.inject({ method: "DELETE", url: `/api/order/${order._id}`, headers: alice.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await stockOf(tool._id)).toBe((stock ?? 0) + order.quantity);
    const mine = orderListSchema.parse((await t.app.inject({ url: `/api/order?email=${alice.email}`, headers: alice.auth })).json());
    expect(mine.find((o) => o._id === order._id)).toMatchObject({ status: "cancelled", paid: false });
    const again = await t.app.inject({ method: "DELETE", url: `/api/order/${order._id}`, headers: alice.auth });
    expect(again.statusCode).toBe(404);
    expect(await stockOf(tool._id)).toBe((stock ?? 0) + order.quantity);
  });

  it("only an admin deletes through /api/orders/:id; an unpaid order's stock comes back", async () => {
    const tool = pitchfork();
    const { order } = placeOrderResponseSchema.parse((await place(bob, form(tool))).json());
    const stock = await stockOf(tool._id);
    for (const who of [bob, alice]) {
      const refused = await t.app.inject({ method: "DELETE", url: `/api/orders/${order._id}`, headers: who.auth });
      expect(refused.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "DELETE", url: `/api/orders/${order._id}` })).statusCode).toBe(401);
    expect(await t.database.db.select().from(orders).where(eq(orders.id, order._id))).toHaveLength(1);
    const response = await t.app.inject({ method: "DELETE", url: `/api/orders/${order._id}`, headers: admin.auth });
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await t.database.db.select().from(orders).where(eq(orders.id, order._id))).toHaveLength(0);
    expect(await stockOf(tool._id)).toBe((stock ?? 0) + order.quantity);
  });

  it("an order keeps its product name and price when the tool's price changes or it is deleted", async () => {
    const tool = pitchfork();
    const { order } = placeOrderResponseSchema.parse((await place(alice, form(tool))).json());
    await t.database.db.update(tools).set({ priceCents: 999_99 }).where(eq(tools.id, tool._id));
    const after = orderSchema.parse((await t.app.inject({ url: `/api/orders/${order._id}`, headers: alice.auth })).json());
    expect(after).toMatchObject({ product: tool.name, unitPrice: tool.price, price: order.price });
    await t.database.db.update(tools).set({ priceCents: Math.round(tool.price * 100) }).where(eq(tools.id, tool._id));
  });
});

describe("concurrency", () => {
  it("50 simultaneous orders against stock for 10: exactly 10 succeed and the stock ends at 0", async () => {
    const [tool] = await t.database.db
      .insert(tools)
      .values({ name: "Scarce Scythe", description: "Few.", img: "/images/tools/sickle.svg", minimumOrderQuantity: 1, availableQuantity: 10, priceCents: 2500 })
      .returning();
    if (!tool) throw new Error("no tool");
    const buyers = [alice, bob];
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/orders",
          headers: buyers[i % 2]?.auth,
          payload: { name: "Racer", phone: "0123456789", address: "Somewhere 1", productId: tool.id, quantity: 1 },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await stockOf(tool.id)).toBe(0);
    expect(await t.database.db.select().from(orders).where(eq(orders.toolId, tool.id))).toHaveLength(10);
  });
});
