import { categorySchema, discountCodeListSchema, discountCodeSchema, discountMessages, formatCents, toolSchema, type DiscountCode, type Tool } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/client";
import { discountCodes, discountRedemptions, orders, tools } from "../src/db/schema";
import { assertMinimumReached, codeCovers, discountRuleOf, lockCodeForOrder, recordRedemption, type DiscountCodeRow } from "../src/modules/billing/discounts";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: { ...TEST_ADMIN_ENV, IMAGE_HOSTS: "example.com" }, seed: false });
  admin = await signInAdmin(t);
  [customer, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
});
afterAll(async () => {
  await t.close();
});

type Who = SignedIn | null | undefined;
const headers = (who: Who) => (who ? { authorization: `Bearer ${who.token}` } : {});
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who?: Who, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });

const UNKNOWN_ID = "7d4f8c2e-1111-4a4a-8b8b-000000000000";

async function addCategory(name: string) {
  const response = await call("POST", "/api/categories", admin, { name });
  expect(response.statusCode, response.body).toBe(201);
  return categorySchema.parse(response.json());
}

async function addTool(name: string, categoryId?: string): Promise<Tool> {
  const response = await call("POST", "/api/tools", admin, {
    img: "https://example.com/tool.png",
    name,
    description: "A tool for the discount tests.",
    minimumOrderQuantity: 1,
    availableQuantity: 50,
    price: 100,
    ...(categoryId ? { categoryId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return toolSchema.parse(response.json<{ tool: unknown }>().tool);
}

async function addCode(body: Record<string, unknown>): Promise<DiscountCode> {
  const response = await call("POST", "/api/discount-codes", admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return discountCodeSchema.parse(response.json());
}

let codeCounter = 0;
/** A code row written straight to the table, for the checkout's checks. */
async function codeRow(overrides: Partial<typeof discountCodes.$inferInsert> = {}): Promise<DiscountCodeRow> {
  codeCounter += 1;
  const [row] = await t.database.db
    .insert(discountCodes)
    .values({ code: `CHECK-${codeCounter}`, kind: "percent", percentBasisPoints: 1000, ...overrides })
    .returning();
  if (!row) throw new Error("no code row");
  return row;
}

type Status = (typeof orders.$inferInsert)["status"];

async function orderOf(userId: string, status: Status = "unpaid", db: Pick<Db, "insert"> = t.database.db): Promise<string> {
  const [row] = await db
    .insert(orders)
    .values({ userId, email: "buyer@example.com", name: "Buyer", phone: "0123456789", address: "Lane 1", product: "Hoe", quantity: 1, unitPriceCents: 1000, priceCents: 1000, status })
    .returning({ id: orders.id });
  if (!row) throw new Error("no order row");
  return row.id;
}

/** A use of the code by an order of this status, as the order's placing would have written it. */
async function useOf(code: DiscountCodeRow, userId: string, status: Status): Promise<void> {
  const orderId = await orderOf(userId, status);
  await t.database.db.insert(discountRedemptions).values({ codeId: code.id, orderId, userId });
}

const lock = (text: string, userId: string, today = "2026-06-15") => t.database.db.transaction((tx) => lockCodeForOrder(tx, text, userId, today));

/** The refusal the checkout answers: 400 with the message under the code's input. */
const refusal = (message: string) => ({ code: "bad_request", message, fields: [{ path: "body.discountCode", message }] });

describe("the office's discount codes API", () => {
  it("creates, lists (newest first, paged), updates and deletes codes", async () => {
    const category = await addCategory("Discount Hand Tools");
    const tool = await addTool("Discount Hoe");
    const percent = await addCode({ code: " spring-10 ", kind: "percent", percent: "12.5", amount: "99", minOrder: "50", startsOn: "2026-03-01", endsOn: "2026-03-31", maxUses: "100", maxUsesPerCustomer: 1 });
    expect(percent).toMatchObject({
      code: "SPRING-10",
      kind: "percent",
      percent: 12.5,
      // The other kind's value is ignored, not kept.
      amount: null,
      minOrder: 50,
      startsOn: "2026-03-01",
      endsOn: "2026-03-31",
      maxUses: 100,
      maxUsesPerCustomer: 1,
      toolIds: [],
      categoryIds: [],
      active: true,
      uses: 0,
    });
    const [stored] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, percent._id));
    expect(stored).toMatchObject({ percentBasisPoints: 1250, amountCents: null, minOrderCents: 5000 });

    const fixed = await addCode({ code: "TOOLS_5", kind: "fixed", amount: 5.5, toolIds: [tool._id, tool._id], categoryIds: [category._id], active: false });
    expect(fixed).toMatchObject({
      code: "TOOLS_5",
      percent: null,
      amount: 5.5,
      minOrder: 0,
      startsOn: null,
      endsOn: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      toolIds: [tool._id],
      categoryIds: [category._id],
      tools: [{ _id: tool._id, name: "Discount Hoe" }],
      categories: [{ _id: category._id, name: "Discount Hand Tools" }],
      active: false,
    });

    const list = await call("GET", "/api/discount-codes", admin);
    expect(list.statusCode).toBe(200);
    const codes = discountCodeListSchema.parse(list.json()).map((code) => code.code);
    expect(codes.indexOf("TOOLS_5")).toBeLessThan(codes.indexOf("SPRING-10"));
    const paged = await call("GET", "/api/discount-codes?page=1&limit=1", admin);
    expect(discountCodeListSchema.parse(paged.json())).toHaveLength(1);
    expect(Number(paged.headers["x-total-count"])).toBeGreaterThanOrEqual(2);

    const updated = await call("PUT", `/api/discount-codes/${fixed._id}`, admin, { code: "tools_6", kind: "percent", percent: 5, active: true });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(discountCodeSchema.parse(updated.json())).toMatchObject({ _id: fixed._id, code: "TOOLS_6", kind: "percent", percent: 5, amount: null, toolIds: [], categoryIds: [], active: true });

    const deleted = await call("DELETE", `/api/discount-codes/${fixed._id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, fixed._id))).toHaveLength(0);
    expectError(await call("DELETE", `/api/discount-codes/${fixed._id}`, admin), 404, "not_found");
    expectError(await call("PUT", `/api/discount-codes/${UNKNOWN_ID}`, admin, { code: "GHOST", kind: "percent", percent: 5 }), 404, "not_found");
  });

  it("refuses a code that exists already in any case (409), on create and on update, and nothing changes", async () => {
    await addCode({ code: "HARVEST", kind: "percent", percent: 5 });
    const second = await addCode({ code: "HARVEST-2", kind: "percent", percent: 5 });
    const before = await rowsOf(t, discountCodes);
    const created = expectError(await call("POST", "/api/discount-codes", admin, { code: "harvest", kind: "fixed", amount: 1 }), 409, "conflict");
    expect(created.error).toEqual({ code: "conflict", message: discountMessages.duplicate("HARVEST"), fields: [{ path: "body.code", message: discountMessages.duplicate("HARVEST") }] });
    expectError(await call("PUT", `/api/discount-codes/${second._id}`, admin, { code: "Harvest", kind: "percent", percent: 5 }), 409, "conflict");
    expect(await rowsOf(t, discountCodes)).toEqual(before);
  });

  it("checks every field like the form does, and a refused body changes nothing", async () => {
    const saved = await addCode({ code: "VALID-1", kind: "percent", percent: 5 });
    const before = await rowsOf(t, discountCodes);
    const post = (body: Record<string, unknown>) => call("POST", "/api/discount-codes", admin, body);
    expectFieldErrors(await post({ code: "AB", kind: "percent", percent: 5 }), ["body.code"]);
    expectFieldErrors(await post({ code: "NO SPACES", kind: "percent", percent: 5 }), ["body.code"]);
    expectFieldErrors(await post({ code: "X".repeat(33), kind: "percent", percent: 5 }), ["body.code"]);
    expectFieldErrors(await post({ code: "NOKIND", percent: 5 }), ["body.kind"]);
    expectFieldErrors(await post({ code: "PCT-0", kind: "percent", percent: 0 }), ["body.percent"]);
    expectFieldErrors(await post({ code: "PCT-101", kind: "percent", percent: "101" }), ["body.percent"]);
    expectFieldErrors(await post({ code: "PCT-DEC", kind: "percent", percent: 12.345 }), ["body.percent"]);
    expectFieldErrors(await post({ code: "PCT-NONE", kind: "percent", amount: 5 }), ["body.percent"]);
    expectFieldErrors(await post({ code: "FIX-NONE", kind: "fixed", percent: 5 }), ["body.amount"]);
    expectFieldErrors(await post({ code: "FIX-CENT", kind: "fixed", amount: "1.005" }), ["body.amount"]);
    expectFieldErrors(await post({ code: "MIN-NEG", kind: "fixed", amount: 1, minOrder: -1 }), ["body.minOrder"]);
    expectFieldErrors(await post({ code: "DATES", kind: "fixed", amount: 1, startsOn: "2026-05-02", endsOn: "2026-05-01" }), ["body.endsOn"]);
    expectFieldErrors(await post({ code: "BADDATE", kind: "fixed", amount: 1, startsOn: "2026-02-30" }), ["body.startsOn"]);
    // Outside the books' years: 400 naming the field, not a database error (PostgreSQL has no year 0).
    for (const [startsOn, endsOn] of [["0000-01-01", null], ["1999-12-31", null], [null, "2101-01-01"], ["9999-12-31", "9999-12-31"]]) {
      const refused = expectFieldErrors(await post({ code: "FAR-DATE", kind: "fixed", amount: 1, startsOn, endsOn }), [startsOn === null ? "body.endsOn" : "body.startsOn"]);
      expect(refused.error.fields?.[0]?.message).toMatch(/from 2000 to 2100/);
    }
    expectFieldErrors(await call("PUT", `/api/discount-codes/${saved._id}`, admin, { code: "VALID-1", kind: "percent", percent: 5, endsOn: "0000-01-01" }), ["body.endsOn"]);
    expectFieldErrors(await post({ code: "USES-0", kind: "fixed", amount: 1, maxUses: 0, maxUsesPerCustomer: "1.5" }), ["body.maxUses", "body.maxUsesPerCustomer"]);
    expectFieldErrors(await post({ code: "SCOPE", kind: "fixed", amount: 1, toolIds: [UNKNOWN_ID] }), ["body.toolIds"]);
    expectFieldErrors(await post({ code: "SCOPE", kind: "fixed", amount: 1, categoryIds: [UNKNOWN_ID] }), ["body.categoryIds"]);
    expectFieldErrors(await post({ code: "SCOPE", kind: "fixed", amount: 1, toolIds: ["not-an-id"] }), ["body.toolIds.0"]);
    expectFieldErrors(await call("PUT", `/api/discount-codes/${saved._id}`, admin, { code: "VALID-1", kind: "percent", percent: 200 }), ["body.percent"]);
    expect(await rowsOf(t, discountCodes)).toEqual(before);
  });

  it("refuses customers (403) and anonymous callers (401), and nothing changes", async () => {
    const code = await addCode({ code: "GUARDED", kind: "percent", percent: 5 });
    const before = await rowsOf(t, discountCodes);
    for (const who of [undefined, customer]) {
      const status = who ? 403 : 401;
      expect((await call("GET", "/api/discount-codes", who)).statusCode).toBe(status);
      expect((await call("POST", "/api/discount-codes", who, { code: "SNEAKY", kind: "percent", percent: 50 })).statusCode).toBe(status);
      expect((await call("PUT", `/api/discount-codes/${code._id}`, who, { code: "GUARDED", kind: "percent", percent: 100 })).statusCode).toBe(status);
      expect((await call("DELETE", `/api/discount-codes/${code._id}`, who)).statusCode).toBe(status);
    }
    expect(await rowsOf(t, discountCodes)).toEqual(before);
  });

  it("counts paid uses and unpaid holds apart, and keeps a used code instead of deleting it (409)", async () => {
    const code = await addCode({ code: "COUNTED", kind: "fixed", amount: 10, maxUses: 5 });
    const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code._id));
    if (!row) throw new Error("no row");
    for (const status of ["unpaid", "paid", "shipped", "cancelled", "expired"] as const) await useOf(row, customer.uid, status);
    const listed = discountCodeListSchema.parse((await call("GET", "/api/discount-codes", admin)).json()).find((c) => c._id === code._id);
    expect(listed).toMatchObject({ uses: 2, held: 1, state: "active" });

    const before = await rowsOf(t, discountCodes);
    const refused = expectError(await call("DELETE", `/api/discount-codes/${code._id}`, admin), 409, "conflict");
    expect(refused.error.message).toBe(discountMessages.inUse("COUNTED", 5));
    expect(await rowsOf(t, discountCodes)).toEqual(before);
    // Switching it off is how it ends; its uses stay.
    const off = await call("PUT", `/api/discount-codes/${code._id}`, admin, { code: "COUNTED", kind: "fixed", amount: 10, maxUses: 5, active: false });
    expect(discountCodeSchema.parse(off.json())).toMatchObject({ active: false, uses: 2, held: 1, state: "off" });
  });

  it("shows the office why a code is refused to buyers: not started, ended, used up, switched off or active", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const soon = await addCode({ code: "STATE-SOON", kind: "percent", percent: 5, startsOn: day(1) });
    const over = await addCode({ code: "STATE-OVER", kind: "percent", percent: 5, endsOn: day(-1) });
    const gone = await addCode({ code: "STATE-GONE", kind: "percent", percent: 5, maxUses: 2 });
    const off = await addCode({ code: "STATE-OFF", kind: "percent", percent: 5, active: false });
    const live = await addCode({ code: "STATE-LIVE", kind: "percent", percent: 5, startsOn: today, endsOn: today, maxUses: 3 });
    const [goneRow] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, gone._id));
    if (!goneRow) throw new Error("no row");
    // One paid use and one unpaid hold: the last use is held, so nobody else may take it now.
    await useOf(goneRow, customer.uid, "paid");
    await useOf(goneRow, other.uid, "unpaid");

    const listed = discountCodeListSchema.parse((await call("GET", "/api/discount-codes", admin)).json());
    const stateOf = (code: DiscountCode) => listed.find((c) => c._id === code._id)?.state;
    expect([soon, over, gone, off, live].map(stateOf)).toEqual(["not_started", "ended", "used_up", "off", "active"]);
    expect(listed.find((c) => c._id === gone._id)).toMatchObject({ uses: 1, held: 1 });
  });
});

describe("the checks order pricing runs on a code", () => {
  it("finds a code whatever its case and spaces, and refuses an unknown, switched-off, early, ended or used-up one with the same words", async () => {
    const code = await codeRow({ code: "FINDME" });
    await expect(lock("  findme ", customer.uid)).resolves.toMatchObject({ id: code.id });
    await expect(lock("NOPE-NOPE", customer.uid)).rejects.toMatchObject(refusal(discountMessages.unknown));
    await codeRow({ code: "SWITCHED-OFF", active: false });
    await expect(lock("switched-off", customer.uid)).rejects.toMatchObject(refusal(discountMessages.unknown));
    const dated = await codeRow({ startsOn: "2026-06-10", endsOn: "2026-06-20" });
    await expect(lock(dated.code, customer.uid, "2026-06-09")).rejects.toMatchObject(refusal(discountMessages.unknown));
    await expect(lock(dated.code, customer.uid, "2026-06-21")).rejects.toMatchObject(refusal(discountMessages.unknown));
    const usedUp = await codeRow({ maxUses: 1 });
    await useOf(usedUp, other.uid, "paid");
    await expect(lock(usedUp.code, customer.uid)).rejects.toMatchObject(refusal(discountMessages.unknown));
    expect(discountMessages.unknown).toBe("This code is not valid");
  });

  it("is valid from its first day to its last, both included", async () => {
    const code = await codeRow({ startsOn: "2026-06-10", endsOn: "2026-06-20" });
    await expect(lock(code.code, customer.uid, "2026-06-09")).rejects.toMatchObject(refusal(discountMessages.unknown));
    await expect(lock(code.code, customer.uid, "2026-06-10")).resolves.toMatchObject({ id: code.id });
    await expect(lock(code.code, customer.uid, "2026-06-20")).resolves.toMatchObject({ id: code.id });
    await expect(lock(code.code, customer.uid, "2026-06-21")).rejects.toMatchObject(refusal(discountMessages.unknown));
    const open = await codeRow({ startsOn: null, endsOn: null });
    await expect(lock(open.code, customer.uid, "1999-01-01")).resolves.toMatchObject({ id: open.id });
  });

  it("is used up at its total limit, counting paid uses and unpaid holds, not what was given back", async () => {
    const code = await codeRow({ maxUses: 2 });
    await useOf(code, customer.uid, "cancelled");
    await useOf(code, other.uid, "expired");
    await useOf(code, other.uid, "shipped");
    // Two uses of orders that no longer hold it, one that does: one left.
    await expect(lock(code.code, customer.uid)).resolves.toMatchObject({ id: code.id });
    await useOf(code, other.uid, "unpaid");
    await expect(lock(code.code, customer.uid)).rejects.toMatchObject(refusal(discountMessages.unknown));
    const paid = await codeRow({ maxUses: 1 });
    await useOf(paid, other.uid, "paid");
    await expect(lock(paid.code, customer.uid)).rejects.toMatchObject(refusal(discountMessages.unknown));
  });

  it("counts a hold whose hold time ran out until the sweep expires it: its payment may still arrive", async () => {
    const code = await codeRow({ maxUses: 1 });
    const orderId = await orderOf(other.uid, "unpaid");
    await t.database.db.update(orders).set({ holdUntil: new Date(Date.now() - 60_000) }).where(eq(orders.id, orderId));
    await t.database.db.insert(discountRedemptions).values({ codeId: code.id, orderId, userId: other.uid });
    await expect(lock(code.code, customer.uid)).rejects.toMatchObject(refusal(discountMessages.unknown));
    await t.database.db.update(orders).set({ status: "expired" }).where(eq(orders.id, orderId));
    await expect(lock(code.code, customer.uid)).resolves.toMatchObject({ id: code.id });
  });

  it("lets one customer hold one unpaid use of a limited code at a time (409), any number of an unlimited one", async () => {
    const limited = await codeRow({ maxUsesPerCustomer: 3 });
    await useOf(limited, customer.uid, "unpaid");
    const held = { code: "conflict", message: discountMessages.heldAlready, fields: [{ path: "body.discountCode", message: discountMessages.heldAlready }] };
    await expect(lock(limited.code, customer.uid)).rejects.toMatchObject(held);
    await expect(lock(limited.code, other.uid)).resolves.toMatchObject({ id: limited.id });
    const total = await codeRow({ maxUses: 10 });
    await useOf(total, customer.uid, "unpaid");
    await expect(lock(total.code, customer.uid)).rejects.toMatchObject(held);
    const unlimited = await codeRow();
    await useOf(unlimited, customer.uid, "unpaid");
    await expect(lock(unlimited.code, customer.uid)).resolves.toMatchObject({ id: unlimited.id });
  });

  it("allows each customer their own number of uses", async () => {
    const code = await codeRow({ maxUsesPerCustomer: 1 });
    await useOf(code, customer.uid, "cancelled");
    await expect(lock(code.code, customer.uid)).resolves.toMatchObject({ id: code.id });
    await useOf(code, customer.uid, "paid");
    await expect(lock(code.code, customer.uid)).rejects.toMatchObject(refusal(discountMessages.perCustomer));
    const two = await codeRow({ maxUsesPerCustomer: 2 });
    await useOf(two, customer.uid, "paid");
    await expect(lock(two.code, customer.uid)).resolves.toMatchObject({ id: two.id });
    await expect(lock(code.code, other.uid)).resolves.toMatchObject({ id: code.id });
  });

  it("records a use in the order's transaction, which then counts", async () => {
    const code = await codeRow({ maxUses: 1 });
    await t.database.db.transaction(async (tx) => {
      const locked = await lockCodeForOrder(tx, code.code, customer.uid, "2026-06-15");
      const orderId = await orderOf(customer.uid, "unpaid", tx);
      await recordRedemption(tx, locked.id, orderId, customer.uid);
    });
    const uses = await t.database.db.select().from(discountRedemptions).where(eq(discountRedemptions.codeId, code.id));
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ codeId: code.id, userId: customer.uid });
    await expect(lock(code.code, other.uid)).rejects.toMatchObject(refusal(discountMessages.unknown));
  });

  it("applies to every tool without a scope, else to the named tools and categories", async () => {
    const toolA = "11111111-1111-4111-8111-111111111111";
    const toolB = "22222222-2222-4222-8222-222222222222";
    const catA = "33333333-3333-4333-8333-333333333333";
    const catB = "44444444-4444-4444-8444-444444444444";
    const everything = await codeRow();
    expect(codeCovers(everything, { toolId: toolA, categoryId: catA })).toBe(true);
    const scoped = await codeRow({ toolIds: [toolA], categoryIds: [catB] });
    expect(codeCovers(scoped, { toolId: toolA, categoryId: catA })).toBe(true);
    expect(codeCovers(scoped, { toolId: toolB, categoryId: catB })).toBe(true);
    expect(codeCovers(scoped, { toolId: toolB, categoryId: catA })).toBe(false);
    const onlyTools = await codeRow({ toolIds: [toolA] });
    expect(codeCovers(onlyTools, { toolId: toolB, categoryId: catA })).toBe(false);
  });

  it("gives the bill's rule and checks the minimum order", async () => {
    const percent = await codeRow({ kind: "percent", percentBasisPoints: 1250, minOrderCents: 10_000 });
    expect(discountRuleOf(percent)).toEqual({ kind: "percent", percentBasisPoints: 1250 });
    const fixed = await codeRow({ kind: "fixed", percentBasisPoints: null, amountCents: 2_500 });
    expect(discountRuleOf(fixed)).toEqual({ kind: "fixed", amountCents: 2_500 });

    expect(() => assertMinimumReached(percent, 9_999)).toThrow(expect.objectContaining(refusal(discountMessages.minimum(formatCents(10_000)))));
    expect(discountMessages.minimum(formatCents(10_000))).toBe("This code needs an order of at least $100.00");
    expect(() => assertMinimumReached(percent, 10_000)).not.toThrow();
    expect(() => assertMinimumReached(fixed, 0)).not.toThrow();
  });
});

describe("placing orders with a limited code", () => {
  const orderWith = (who: SignedIn, productId: string, discountCode: string) =>
    call("POST", "/api/orders", who, { name: "Holder", phone: "0123456789", address: "Lane 1", productId, quantity: 1, discountCode });

  it("holds one unpaid use per customer: a second unpaid order or preview with the code answers 409 and changes nothing", async () => {
    const tool = await addTool("Held Hoe");
    await addCode({ code: "ONE-HELD", kind: "percent", percent: 10, maxUsesPerCustomer: 5 });
    const buyer = await signUp(t.app);
    const first = await orderWith(buyer, tool._id, "one-held");
    expect(first.statusCode, first.body).toBe(201);

    const before = await Promise.all([rowsOf(t, orders), rowsOf(t, discountRedemptions), rowsOf(t, tools)]);
    const again = expectError(await orderWith(buyer, tool._id, "ONE-HELD"), 409, "conflict");
    expect(again.error).toEqual({ code: "conflict", message: discountMessages.heldAlready, fields: [{ path: "body.discountCode", message: discountMessages.heldAlready }] });
    const preview = expectError(await call("POST", "/api/checkout", buyer, { productId: tool._id, discountCode: "ONE-HELD" }), 409, "conflict");
    expect(preview.error.message).toBe(discountMessages.heldAlready);
    expect(await Promise.all([rowsOf(t, orders), rowsOf(t, discountRedemptions), rowsOf(t, tools)])).toEqual(before);

    // Without the code the same customer may order; once the held order is paid, the code is theirs again.
    expect((await call("POST", "/api/orders", buyer, { name: "Holder", phone: "0123456789", address: "Lane 1", productId: tool._id, quantity: 1 })).statusCode).toBe(201);
    await t.database.db.update(orders).set({ status: "paid" }).where(eq(orders.id, first.json<{ insertedId: string }>().insertedId));
    expect((await orderWith(buyer, tool._id, "ONE-HELD")).statusCode).toBe(201);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)(`concurrent checkouts of one code on PostgreSQL${serverUrl ? "" : " (skipped: TEST_DATABASE_URL is unset)"}`, () => {
  it("take turns at the code's row lock: of six checkouts of the last use, exactly one succeeds", async () => {
    const code = await codeRow({ maxUses: 1 });
    const buyers = [customer, other, customer, other, customer, other];
    const results = await Promise.allSettled(
      buyers.map((buyer) =>
        t.database.db.transaction(async (tx) => {
          const locked = await lockCodeForOrder(tx, code.code, buyer.uid, "2026-06-15");
          const [order] = await tx
            .insert(orders)
            .values({ userId: buyer.uid, email: buyer.email, name: "Buyer", phone: "0123456789", address: "Lane 1", product: "Hoe", quantity: 1, unitPriceCents: 1000, priceCents: 1000 })
            .returning({ id: orders.id });
          if (!order) throw new Error("no order");
          // Hold the lock a moment, as pricing and placing an order would.
          await new Promise((resolve) => setTimeout(resolve, 20));
          await recordRedemption(tx, locked.id, order.id, buyer.uid);
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject(refusal(discountMessages.unknown));
    }
    expect(await t.database.db.select().from(discountRedemptions).where(eq(discountRedemptions.codeId, code.id))).toHaveLength(1);
  });

  it("let one customer's concurrent orders with a limited code hold one use: one 201, the others 409", async () => {
    const tool = await addTool("Raced Rake");
    const code = await addCode({ code: "RACE-HELD", kind: "percent", percent: 10, maxUsesPerCustomer: 4 });
    const buyer = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call("POST", "/api/orders", buyer, { name: "Holder", phone: "0123456789", address: "Lane 1", productId: tool._id, quantity: 1, discountCode: "RACE-HELD" })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json<{ error: { message: string } }>().error.message).toBe(discountMessages.heldAlready);
    expect(await t.database.db.select().from(discountRedemptions).where(eq(discountRedemptions.codeId, code._id))).toHaveLength(1);
  });
});
