import { BULK_MAX_QUANTITY, cartSchema, MAX_ORDER_LINES, toolSchema, type Tool } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartLines, tools } from "../src/db/schema";
import { mergedQuantity } from "../src/modules/carts/carts";
import { createTestApp, signIn, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError, expectFieldErrors } from "./expect-error";

/**
 * Issue 27, item 4: a signed-in buyer's cart on the server (`GET/PUT /api/cart`) and the merge of
 * a visitor's browser cart at sign-in (`POST /api/cart/merge`). Every refusal reads the rows back.
 */
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

let serial = 0;
async function addTool(overrides: Record<string, unknown> = {}): Promise<Tool> {
  serial += 1;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/tools",
    headers: admin.auth,
    payload: { img: "/images/tools/garden-hoe.svg", name: `Cart Hoe ${serial}`, description: "For the cart.", minimumOrderQuantity: 1, availableQuantity: 100, price: 5, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return toolSchema.parse(response.json<{ tool: unknown }>().tool);
}

const getCart = async (who: SignedIn) => {
  const response = await t.app.inject({ method: "GET", url: "/api/cart", headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return cartSchema.parse(response.json()).items;
};
const putCart = (who: SignedIn, payload: unknown) => t.app.inject({ method: "PUT", url: "/api/cart", headers: who.auth, payload: payload as Record<string, unknown> });
const merge = (who: SignedIn, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/cart/merge", headers: { ...who.auth, ...headers }, payload: payload as Record<string, unknown> });
const rowsOfCart = (who: SignedIn) => t.database.db.select().from(cartLines).where(eq(cartLines.userId, who.uid)).orderBy(asc(cartLines.position));

describe("the saved cart", () => {
  it("answers 401 without a signed-in caller, on every route", async () => {
    expectError(await t.app.inject({ method: "GET", url: "/api/cart" }), 401, "unauthorized");
    expectError(await t.app.inject({ method: "PUT", url: "/api/cart", payload: { items: [] } }), 401, "unauthorized");
    expectError(await t.app.inject({ method: "POST", url: "/api/cart/merge", payload: { items: [] } }), 401, "unauthorized");
  });

  it("is empty for a new buyer; PUT replaces it and GET answers it in its order, in another session too", async () => {
    const buyer = await signUp(t.app);
    expect(await getCart(buyer)).toEqual([]);
    const [a, b, c] = [await addTool(), await addTool(), await addTool()];
    const put = await putCart(buyer, { items: [{ productId: b._id, quantity: 3 }, { productId: a._id, quantity: "7" }] });
    expect(put.statusCode, put.body).toBe(200);
    expect(cartSchema.parse(put.json()).items).toEqual([{ productId: b._id, quantity: 3 }, { productId: a._id, quantity: 7 }]);
    expect(await getCart(buyer)).toEqual([{ productId: b._id, quantity: 3 }, { productId: a._id, quantity: 7 }]);

    // A second browser: a new session of the same account sees the same cart.
    const elsewhere = await signIn(t.app, buyer.email, "secret-pass");
    expect(elsewhere.token).not.toBe(buyer.token);
    expect(await getCart(elsewhere)).toEqual([{ productId: b._id, quantity: 3 }, { productId: a._id, quantity: 7 }]);

    expect((await putCart(buyer, { items: [{ productId: c._id, quantity: 1 }] })).statusCode).toBe(200);
    expect(await getCart(buyer)).toEqual([{ productId: c._id, quantity: 1 }]);
    expect((await putCart(buyer, { items: [] })).statusCode).toBe(200);
    expect(await getCart(buyer)).toEqual([]);
  });

  it("keeps a quantity below the minimum or off the pack size: the order checks those, the cart page shows them", async () => {
    const buyer = await signUp(t.app);
    const crate = await addTool({ minimumOrderQuantity: 10, packSize: 5, availableQuantity: 20 });
    expect((await putCart(buyer, { items: [{ productId: crate._id, quantity: 3 }] })).statusCode).toBe(200);
    expect(await getCart(buyer)).toEqual([{ productId: crate._id, quantity: 3 }]);
  });

  it.each([
    ["no items", {}, ["body.items"]],
    ["items not a list", { items: "hoe" }, ["body.items"]],
    ["a malformed id", { items: [{ productId: "hoe", quantity: 1 }] }, ["body.items.0.productId"]],
    ["a quantity of 0", { items: [{ productId: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b", quantity: 0 }] }, ["body.items.0.quantity"]],
    ["a fractional quantity", { items: [{ productId: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b", quantity: 1.5 }] }, ["body.items.0.quantity"]],
    ["a negative quantity", { items: [{ productId: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b", quantity: -2 }] }, ["body.items.0.quantity"]],
    ["a quantity over the bulk maximum", { items: [{ productId: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b", quantity: BULK_MAX_QUANTITY + 1 }] }, ["body.items.0.quantity"]],
    ["a tool twice", { items: [{ productId: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b", quantity: 1 }, { productId: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b", quantity: 2 }] }, ["body.items"]],
    [
      "more lines than an order holds",
      { items: Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({ productId: `${String(i).padStart(8, "0")}-3c4d-4e5f-8a9b-0c1d2e3f4a5b`, quantity: 1 })) },
      ["body.items"],
    ],
    ["a tool that does not exist", { items: [{ productId: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b", quantity: 1 }] }, ["body.items.0.productId"]],
  ])("refuses %s with 400, and the saved cart stays as it was", async (what, payload, paths) => {
    const unknownTool = what === "a tool that does not exist";
    const buyer = await signUp(t.app);
    const kept = await addTool();
    expect((await putCart(buyer, { items: [{ productId: kept._id, quantity: 4 }] })).statusCode).toBe(200);
    const before = await rowsOfCart(buyer);
    expectFieldErrors(await putCart(buyer, payload), paths);
    expect(await rowsOfCart(buyer)).toEqual(before);
    // The merge checks its body alike; only a tool missing from the shop is left out rather than refused.
    const merged = await merge(buyer, payload);
    if (unknownTool) expect(cartSchema.parse(merged.json()).items).toEqual([{ productId: kept._id, quantity: 4 }]);
    else expectFieldErrors(merged, paths);
    expect(await rowsOfCart(buyer)).toEqual(before);
  });

  it("refuses an archived tool on PUT, and leaves one archived since out of GET; a deleted tool drops out", async () => {
    const buyer = await signUp(t.app);
    const [kept, archived, deleted] = [await addTool(), await addTool(), await addTool()];
    expect((await putCart(buyer, { items: [{ productId: archived._id, quantity: 2 }, { productId: kept._id, quantity: 1 }, { productId: deleted._id, quantity: 5 }] })).statusCode).toBe(200);

    expect((await t.app.inject({ method: "POST", url: `/api/tools/${archived._id}/archive`, headers: admin.auth })).statusCode).toBe(200);
    const gone = await t.app.inject({ method: "DELETE", url: `/api/tools/${deleted._id}`, headers: admin.auth });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({ deletedCount: 1 });
    expect(await getCart(buyer)).toEqual([{ productId: kept._id, quantity: 1 }]);

    const before = await rowsOfCart(buyer);
    expectFieldErrors(await putCart(buyer, { items: [{ productId: kept._id, quantity: 1 }, { productId: archived._id, quantity: 2 }] }), ["body.items.1.productId"]);
    expect(await rowsOfCart(buyer)).toEqual(before);
  });

  it("is one buyer's own: another never sees or changes it", async () => {
    const [one, other] = [await signUp(t.app), await signUp(t.app)];
    const tool = await addTool();
    expect((await putCart(one, { items: [{ productId: tool._id, quantity: 9 }] })).statusCode).toBe(200);
    expect(await getCart(other)).toEqual([]);
    expect((await putCart(other, { items: [] })).statusCode).toBe(200);
    expect((await merge(other, { items: [{ productId: tool._id, quantity: 1 }] })).statusCode).toBe(200);
    expect(await getCart(one)).toEqual([{ productId: tool._id, quantity: 9 }]);
    expect(await getCart(other)).toEqual([{ productId: tool._id, quantity: 1 }]);
  });
});

describe("the merge at sign-in", () => {
  it("adds up the quantities of a tool in both carts, within its stock; new tools follow the saved ones", async () => {
    const buyer = await signUp(t.app);
    const [both, capped, fresh, gone] = [await addTool({ availableQuantity: 100 }), await addTool({ availableQuantity: 12 }), await addTool(), await addTool()];
    await t.database.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, gone._id));
    expect((await putCart(buyer, { items: [{ productId: capped._id, quantity: 8 }, { productId: both._id, quantity: 5 }] })).statusCode).toBe(200);

    const merged = await merge(buyer, {
      items: [
        { productId: both._id, quantity: 3 },
        { productId: fresh._id, quantity: 2 },
        { productId: capped._id, quantity: 10 },
        { productId: gone._id, quantity: 1 },
      ],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const expected = [
      { productId: capped._id, quantity: 12 },
      { productId: both._id, quantity: 8 },
      { productId: fresh._id, quantity: 2 },
    ];
    expect(cartSchema.parse(merged.json()).items).toEqual(expected);
    expect(await getCart(buyer)).toEqual(expected);
  });

  it("answers a retry with the same Idempotency-Key once, without adding twice", async () => {
    const buyer = await signUp(t.app);
    const tool = await addTool();
    expect((await putCart(buyer, { items: [{ productId: tool._id, quantity: 1 }] })).statusCode).toBe(200);
    const key = { "idempotency-key": "merge-at-sign-in-1" };
    const first = await merge(buyer, { items: [{ productId: tool._id, quantity: 2 }] }, key);
    const again = await merge(buyer, { items: [{ productId: tool._id, quantity: 2 }] }, key);
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await getCart(buyer)).toEqual([{ productId: tool._id, quantity: 3 }]);
  });

  it("keeps the cart within MAX_ORDER_LINES: the saved lines first", async () => {
    const buyer = await signUp(t.app);
    const saved = await Promise.all(Array.from({ length: MAX_ORDER_LINES - 1 }, () => addTool()));
    const extra = [await addTool(), await addTool()];
    expect((await putCart(buyer, { items: saved.map((tool) => ({ productId: tool._id, quantity: 1 })) })).statusCode).toBe(200);
    const merged = await merge(buyer, { items: [...extra, saved[0]].map((tool) => ({ productId: tool?._id, quantity: 1 })) });
    expect(merged.statusCode, merged.body).toBe(200);
    const items = cartSchema.parse(merged.json()).items;
    expect(items).toHaveLength(MAX_ORDER_LINES);
    expect(items[0]).toEqual({ productId: saved[0]?._id, quantity: 2 });
    expect(items.at(-1)).toEqual({ productId: extra[0]?._id, quantity: 1 });
  });

  it.each([
    // saved, visitor, stock → merged
    [5, 3, 100, 8],
    [5, 3, 8, 8],
    [5, 3, 7, 7],
    [5, 3, 0, 5],
    [2, 6, 4, 6],
    [BULK_MAX_QUANTITY, 1, BULK_MAX_QUANTITY * 2, BULK_MAX_QUANTITY],
  ])("saved %i + visitor %i with %i in stock → %i", (saved, visitor, stock, merged) => {
    expect(mergedQuantity(saved, visitor, stock)).toBe(merged);
  });
});
