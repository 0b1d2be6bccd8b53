import {
  bulkMessages,
  lineMessages,
  orderDetailSchema,
  placeOrderResponseSchema,
  toolSchema,
  type Order,
  type Tool,
} from "@shop/contract";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, orders, payments, quotes, tools } from "../src/db/schema";
import { placeOrderIn } from "../src/modules/orders/place";
import { createTestApp, payByTestCard, latestOutboxText, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";
import { pdfText } from "./pdf";
import { NO_VAT } from "../src/modules/billing/vat";

/**
 * Issue 12 on the server: carts (`items`), volume price breaks, pack sizes and purchase details.
 * The money rules are checked at their boundaries; every refusal reads the rows back.
 */
let t: TestApp;
let admin: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  // The races below fill whole stocks from few accounts; the share one customer may hold is order-abuse.test.ts's.
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "1000", MAX_HELD_SHARE: "100" } });
  admin = await signInAdmin(t);
  buyer = await signUp(t.app);
});
afterAll(() => t.close());

let serial = 0;
async function addTool(overrides: Record<string, unknown> = {}): Promise<Tool> {
  serial += 1;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/tools",
    headers: admin.auth,
    payload: {
      img: "/images/tools/garden-hoe.svg",
      name: `Bulk Hoe ${serial}`,
      description: "Sold by the crate.",
      minimumOrderQuantity: 1,
      availableQuantity: 100_000,
      price: 5,
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return toolSchema.parse(response.json<{ tool: unknown }>().tool);
}

const shipping = { name: "Bulk Buyer", phone: "0123456789", address: "Grain Store 1" };
const order = (payload: Record<string, unknown>, who: SignedIn = buyer) =>
  t.app.inject({ method: "POST", url: "/api/orders", headers: who.auth, payload: { ...shipping, ...payload } });
async function placed(payload: Record<string, unknown>, who: SignedIn = buyer): Promise<Order> {
  const response = await order(payload, who);
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderResponseSchema.parse(response.json()).order;
}
const stockOf = async (id: string) => (await t.database.db.select().from(tools).where(eq(tools.id, id)))[0]?.availableQuantity;
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]?.n;
const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);



describe("price breaks and pack sizes on a tool", () => {
  it("an admin sets them on create and edit; the tool answers them in dollars, lowest quantity first, in the catalogue too", async () => {
    const tool = await addTool({ packSize: 1, priceBreaks: [{ minQuantity: 500, price: 4 }, { minQuantity: 100, price: 4.5 }] });
    expect(tool).toMatchObject({ packSize: 1, priceBreaks: [{ minQuantity: 100, price: 4.5 }, { minQuantity: 500, price: 4 }] });
    const [row] = await t.database.db.select().from(tools).where(eq(tools.id, tool._id));
    expect(row?.priceBreaks).toEqual([{ minQuantity: 100, priceCents: 450 }, { minQuantity: 500, priceCents: 400 }]);

    const edited = await t.app.inject({ method: "PATCH", url: `/api/tools/${tool._id}`, headers: admin.auth, payload: { packSize: 10, minimumOrderQuantity: 10, priceBreaks: [{ minQuantity: 200, price: 4.25 }] } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(toolSchema.parse(edited.json())).toMatchObject({ packSize: 10, minimumOrderQuantity: 10, priceBreaks: [{ minQuantity: 200, price: 4.25 }] });
    const shop = toolSchema.parse((await t.app.inject(`/api/tools/${tool._id}`)).json());
    expect(shop).toMatchObject({ packSize: 10, priceBreaks: [{ minQuantity: 200, price: 4.25 }] });
    // Without the fields a tool sells one by one at its list price.
    expect(await addTool()).toMatchObject({ packSize: 1, priceBreaks: [] });
  });

  it("refuses bad breaks and pack sizes on create and edit with 400, changing nothing", async () => {
    const tool = await addTool({ priceBreaks: [{ minQuantity: 100, price: 4 }] });
    const before = await rowsOf(t, tools);
    const bad: [Record<string, unknown>, string][] = [
      [{ priceBreaks: [{ minQuantity: 100, price: 4 }, { minQuantity: 500, price: 4.5 }] }, "body.priceBreaks"],
      [{ priceBreaks: [{ minQuantity: 100, price: 4 }, { minQuantity: 100, price: 3 }] }, "body.priceBreaks"],
      [{ priceBreaks: [{ minQuantity: 100, price: 5 }] }, "body.priceBreaks"],
      [{ priceBreaks: [{ minQuantity: 100, price: 6 }] }, "body.priceBreaks"],
      [{ packSize: 6, minimumOrderQuantity: 10 }, "body.minimumOrderQuantity"],
      [{ packSize: 0 }, "body.packSize"],
    ];
    for (const [fields, path] of bad) {
      const created = await t.app.inject({
        method: "POST",
        url: "/api/tools",
        headers: admin.auth,
        payload: { img: "/images/tools/garden-hoe.svg", name: "Refused Hoe", description: "Never.", minimumOrderQuantity: 1, availableQuantity: 100, price: 5, ...fields },
      });
      expectFieldErrors(created, [path]);
      expectFieldErrors(await t.app.inject({ method: "PATCH", url: `/api/tools/${tool._id}`, headers: admin.auth, payload: fields }), [path]);
    }
    // The merged tool is checked: a list price under a kept break, a pack size beside a kept minimum.
    expectFieldErrors(await t.app.inject({ method: "PATCH", url: `/api/tools/${tool._id}`, headers: admin.auth, payload: { price: 3.5 } }), ["body.priceBreaks"]);
    expectFieldErrors(await t.app.inject({ method: "PATCH", url: `/api/tools/${tool._id}`, headers: admin.auth, payload: { packSize: 4 } }), ["body.minimumOrderQuantity"]);
    expect(await rowsOf(t, tools)).toEqual(before);
  });
});

describe("pricing a line", () => {
  it("chooses the break exactly at each boundary (99, 100, 499, 500) and the order keeps the break it used", async () => {
    const tool = await addTool({ price: 5, priceBreaks: [{ minQuantity: 100, price: 4.5 }, { minQuantity: 500, price: 4 }] });
    const expected = [
      [99, 5, null],
      [100, 4.5, 100],
      [499, 4.5, 100],
      [500, 4, 500],
    ] as const;
    const placedOrders: Order[] = [];
    for (const [quantity, unitPrice, breakMinQuantity] of expected) {
      const answer = await placed({ productId: tool._id, quantity });
      placedOrders.push(answer);
      const price = Math.round(unitPrice * quantity * 100) / 100;
      expect(answer).toMatchObject({ quantity, unitPrice, price, productId: tool._id, product: tool.name });
      expect(answer.items).toEqual([{ productId: tool._id, product: tool.name, quantity, unitPrice, listUnitPrice: 5, breakMinQuantity, quoteId: null, price, sku: tool.sku, discount: 0, net: price, tax: 0, refundedQuantity: 0 }]);
    }
    // A later change of the breaks leaves the orders as they were sold.
    await t.app.inject({ method: "PATCH", url: `/api/tools/${tool._id}`, headers: admin.auth, payload: { priceBreaks: [] } });
    const [first, , , last] = placedOrders;
    const detail = orderDetailSchema.parse((await t.app.inject({ url: `/api/orders/${last?._id}`, headers: buyer.auth })).json());
    expect(detail.items).toEqual(last?.items);
    const lines = await t.database.db.select().from(orderLines).where(inArray(orderLines.orderId, [first?._id ?? "", last?._id ?? ""]));
    expect(lines.map((line) => [line.quantity, line.unitPriceCents, line.breakMinQuantity]).sort()).toEqual([
      [500, 400, 500],
      [99, 500, null],
    ].sort());
  });

  it("refuses a quantity that is not a whole number of packs (or under the minimum) with the page's words, changing nothing", async () => {
    const crate = await addTool({ packSize: 6, minimumOrderQuantity: 12 });
    const other = await addTool();
    const stock = await stockOf(crate._id);
    const before = await orderCount();

    const single = expectFieldErrors(await order({ productId: crate._id, quantity: 13 }), ["body.quantity"]);
    expect(single.error.message).toBe(lineMessages.notPack(6, crate.name));
    const cart = expectFieldErrors(await order({ items: [{ productId: other._id, quantity: 1 }, { productId: crate._id, quantity: 15 }] }), ["body.items.1.quantity"]);
    expect(cart.error.message).toBe(lineMessages.notPack(6, crate.name));
    const few = expectFieldErrors(await order({ items: [{ productId: crate._id, quantity: 6 }] }), ["body.items.0.quantity"]);
    expect(few.error.message).toBe(lineMessages.tooFew(12, crate.name));

    expect(await stockOf(crate._id)).toBe(stock);
    expect(await stockOf(other._id)).toBe(100_000);
    expect(await orderCount()).toBe(before);
    // A whole number of packs goes through; the spec's body without a quantity orders the minimum.
    expect((await placed({ productId: crate._id, quantity: 18 })).quantity).toBe(18);
    expect((await placed({ productId: crate._id })).items).toMatchObject([{ quantity: 12 }]);
  });
});

describe("a cart", () => {
  it("the spec's one-tool body still makes a one-line order", async () => {
    const tool = await addTool({ minimumOrderQuantity: 3 });
    const answer = await placed({ productId: tool._id, email: "ignored@example.com", price: 1, product: "ignored" });
    expect(answer).toMatchObject({ productId: tool._id, product: tool.name, quantity: 3, unitPrice: 5, price: 15, poNumber: null, deliveryDate: null });
    expect(answer.items).toHaveLength(1);
  });

  it("prices every line by its own break, names the tools, and is paid once for the total; the invoice and the CSV list every line and the purchase details", async () => {
    const hoe = await addTool({ name: "Cart Hoe", price: 5, priceBreaks: [{ minQuantity: 100, price: 4.5 }] });
    const rake = await addTool({ name: "Cart Rake", price: 12.5, packSize: 2, minimumOrderQuantity: 2 });
    const sickle = await addTool({ name: "Cart Sickle", price: 3 });
    const answer = await placed({
      items: [
        { productId: hoe._id, quantity: 100 },
        { productId: rake._id, quantity: 4 },
        { productId: sickle._id, quantity: 7 },
      ],
      poNumber: "PO-7731",
      deliveryDate: dayOffset(10),
    });
    expect(answer).toMatchObject({
      product: "Cart Hoe, Cart Rake and Cart Sickle",
      productId: hoe._id,
      unitPrice: 4.5,
      quantity: 111,
      price: 450 + 50 + 21,
      poNumber: "PO-7731",
      deliveryDate: dayOffset(10),
    });
    expect(answer.items?.map((line) => [line.product, line.quantity, line.unitPrice, line.breakMinQuantity, line.price])).toEqual([
      ["Cart Hoe", 100, 4.5, 100, 450],
      ["Cart Rake", 4, 12.5, null, 50],
      ["Cart Sickle", 7, 3, null, 21],
    ]);
    expect(await stockOf(hoe._id)).toBe(100_000 - 100);
    expect(await stockOf(rake._id)).toBe(100_000 - 4);

    const placedMail = await latestOutboxText(t.database, buyer.email, `order-placed:${answer._id}`);
    for (const expected of [
      "Thank you for your order: Cart Hoe, Cart Rake and Cart Sickle ($521.00).",
      `100 × Cart Hoe [${hoe.sku}] at $4.50: $450.00 (volume price from 100)`,
      `4 × Cart Rake [${rake.sku}] at $12.50: $50.00`,
      `Purchase order PO-7731, requested delivery ${dayOffset(10)}.`,
    ]) {
      expect(placedMail).toContain(expected);
    }

    await payByTestCard(t.app, buyer, answer._id);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, answer._id))).toMatchObject([{ amountCents: 52_100 }]);
    const detail = orderDetailSchema.parse((await t.app.inject({ url: `/api/orders/${answer._id}`, headers: buyer.auth })).json());
    expect(detail).toMatchObject({ status: "paid", price: 521, poNumber: "PO-7731", deliveryDate: dayOffset(10), items: answer.items });

    const pdf = await t.app.inject({ url: `/api/orders/${answer._id}/invoice.pdf`, headers: buyer.auth });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ["Cart Hoe", "Cart Rake", "Cart Sickle", "$450.00", "$50.00", "$21.00", "$521.00", "Purchase order: PO-7731", `Requested delivery: ${dayOffset(10)}`, "Volume price from 100; list price $5.00"]) {
      expect(text).toContain(expected);
    }

    const csv = await t.app.inject({ url: `/api/orders/export.csv?q=${answer._id}`, headers: admin.auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`,"PO-7731","${dayOffset(10)}","100 × Cart Hoe [${hoe.sku}] at $4.50: $450.00 (volume price from 100); 4 × Cart Rake [${rake.sku}] at $12.50: $50.00; 7 × Cart Sickle [${sickle.sku}] at $3.00: $21.00"`);
    expect(csv.body.split("\r\n")[0]).toMatch(/,"PO number","Delivery date","Lines","Payment method"$/);
  });

  it("names a long cart by its first tool", async () => {
    const many = await Promise.all(Array.from({ length: 5 }, () => addTool()));
    const answer = await placed({ items: many.map((tool) => ({ productId: tool._id, quantity: 1 })) });
    expect(answer.product).toBe(`${many[0]?.name} and 4 more tools`);
    expect(answer.items).toHaveLength(5);
  });

  it("is refused whole when one line lacks the stock: 409, and no stock of any line moved", async () => {
    const plenty = await addTool({ name: "Plenty Hoe" });
    const scarce = await addTool({ name: "Scarce Rake", availableQuantity: 2 });
    const before = await Promise.all([orders, orderLines].map((table) => rowsOf(t, table)));
    for (const items of [
      [{ productId: plenty._id, quantity: 10 }, { productId: scarce._id, quantity: 5 }],
      [{ productId: scarce._id, quantity: 5 }, { productId: plenty._id, quantity: 10 }],
    ]) {
      const refused = expectError(await order({ items }), 409, "conflict");
      expect(refused.error.message).toBe(lineMessages.tooMany(2, "Scarce Rake"));
    }
    expect(await stockOf(plenty._id)).toBe(100_000);
    expect(await stockOf(scarce._id)).toBe(2);
    expect(await Promise.all([orders, orderLines].map((table) => rowsOf(t, table)))).toEqual(before);
  });

  it("refuses a tool twice, an archived tool, and a delivery date in the past; today is accepted", async () => {
    const tool = await addTool();
    const gone = await addTool();
    await t.app.inject({ method: "POST", url: `/api/tools/${gone._id}/archive`, headers: admin.auth });
    const before = await orderCount();
    const twice = expectFieldErrors(await order({ items: [{ productId: tool._id, quantity: 1 }, { productId: tool._id, quantity: 2 }] }), ["body.items"]);
    expect(JSON.stringify(twice)).toContain(bulkMessages.oneLinePerTool);
    expectError(await order({ items: [{ productId: tool._id, quantity: 1 }, { productId: gone._id, quantity: 1 }] }), 404, "not_found");
    const past = expectFieldErrors(await order({ productId: tool._id, deliveryDate: dayOffset(-1) }), ["body.deliveryDate"]);
    expect(past.error.message).toBe(bulkMessages.deliveryDatePast);
    expectFieldErrors(await order({ productId: tool._id, deliveryDate: "2026-02-30" }), ["body.deliveryDate"]);
    expectFieldErrors(await order({ productId: tool._id, items: [{ productId: tool._id, quantity: 1 }] }), ["body.productId"]);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(tool._id)).toBe(100_000);
    expect((await placed({ productId: tool._id, deliveryDate: today(), poNumber: " PO 1 " })).deliveryDate).toBe(today());
  });
});

describe("placeOrderIn, as an accepted quote calls it", () => {
  it("prices a quote line at the quote, skipping the minimum (12), pack size (6) and breaks, but not the stock", async () => {
    const tool = await addTool({ name: "Quoted Hoe", minimumOrderQuantity: 12, packSize: 6, availableQuantity: 40, priceBreaks: [{ minQuantity: 20, price: 4 }] });
    const [quote] = await t.database.db
      .insert(quotes)
      .values({ userId: buyer.uid, email: buyer.email, toolId: tool._id, product: tool.name, quantity: 10, listUnitPriceCents: 500, status: "offered", unitPriceCents: 310, validUntil: dayOffset(5) })
      .returning();
    if (!quote) throw new Error("no quote");
    const principal = { userId: buyer.uid, sessionId: "test", email: buyer.email, name: "Bulk Buyer", role: "other" as const, emailVerified: true };
    const line = { productId: tool._id, quantity: 10, quote: { id: quote.id, unitPriceCents: 310 } };
    const row = await t.database.db.transaction((tx) => placeOrderIn(tx, principal, { ...shipping, poNumber: "Q-1", lines: [line] }, t.config.orders, t.config, NO_VAT, new Date()));
    expect(row).toMatchObject({ priceCents: 3100, quantity: 10, poNumber: "Q-1" });
    expect(await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, row.id))).toMatchObject([
      { quantity: 10, unitPriceCents: 310, listUnitPriceCents: 500, breakMinQuantity: null, quoteId: quote.id, priceCents: 3100 },
    ]);
    expect(await stockOf(tool._id)).toBe(30);
    // The stock rule holds for a quote too, and the caller's transaction rolls back whole.
    const before = await orderCount();
    await expect(t.database.db.transaction((tx) => placeOrderIn(tx, principal, { ...shipping, lines: [{ ...line, quantity: 31 }] }, t.config.orders, t.config, NO_VAT, new Date()))).rejects.toThrow(
      lineMessages.tooMany(30, "Quoted Hoe"),
    );
    expect(await orderCount()).toBe(before);
    expect(await stockOf(tool._id)).toBe(30);
  });
});

describe("every line's stock comes back", () => {
  async function cart() {
    const a = await addTool({ availableQuantity: 50 });
    const b = await addTool({ availableQuantity: 50 });
    const answer = await placed({ items: [{ productId: a._id, quantity: 5 }, { productId: b._id, quantity: 7 }] });
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([45, 43]);
    return { answer, back: async () => [await stockOf(a._id), await stockOf(b._id)] };
  }

  it("when the buyer cancels", async () => {
    const { answer, back } = await cart();
    expect((await t.app.inject({ method: "DELETE", url: `/api/order/${answer._id}`, headers: buyer.auth })).statusCode).toBe(200);
    expect(await back()).toEqual([50, 50]);
  });

  it("when the hold runs out", async () => {
    const { answer, back } = await cart();
    await t.app.runSweep(new Date(Date.now() + 24 * 60 * 60_000));
    expect((await t.database.db.select().from(orders).where(eq(orders.id, answer._id)))[0]?.status).toBe("expired");
    expect(await back()).toEqual([50, 50]);
  });

  it("when the office refunds a paid cart", async () => {
    const { answer, back } = await cart();
    await payByTestCard(t.app, buyer, answer._id);
    const refunded = await t.app.inject({ method: "POST", url: `/api/orders/${answer._id}/refund`, headers: admin.auth, payload: {} });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await back()).toEqual([50, 50]);
  });

  it("when the office deletes an unpaid cart", async () => {
    const { answer, back } = await cart();
    expect((await t.app.inject({ method: "DELETE", url: `/api/orders/${answer._id}`, headers: admin.auth })).statusCode).toBe(200);
    expect(await back()).toEqual([50, 50]);
    expect(await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, answer._id))).toEqual([]);
  });
});

describe("concurrency", () => {
  it("carts over two tools with their lines in opposite orders: no deadlock, no oversell, the stock never below zero", async () => {
    const x = await addTool({ name: "Race Hoe", availableQuantity: 30 });
    const y = await addTool({ name: "Race Rake", availableQuantity: 30 });
    // Several buyers: one buyer's placements queue on their own row (the unpaid cap).
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
    const responses = await Promise.all(
      Array.from({ length: 48 }, (_, i) => {
        const lines = [
          { productId: x._id, quantity: 1 + (i % 2) },
          { productId: y._id, quantity: 2 - (i % 2) },
        ];
        return order({ items: i % 3 === 0 ? lines : lines.reverse() }, buyers[i % buyers.length]);
      }),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 409), JSON.stringify(responses.map((r) => r.body))).toEqual([]);
    const placedIds = responses.filter((response) => response.statusCode === 201).map((response) => placeOrderResponseSchema.parse(response.json()).insertedId);
    expect(placedIds.length).toBeGreaterThan(0);
    const lines = await t.database.db.select().from(orderLines).where(inArray(orderLines.orderId, placedIds));
    const sold = (toolId: string) => lines.filter((line) => line.toolId === toolId).reduce((sum, line) => sum + line.quantity, 0);
    for (const tool of [x, y]) {
      const left = await stockOf(tool._id);
      expect(left).toBe(30 - sold(tool._id));
      expect(left).toBeGreaterThanOrEqual(0);
    }
    // Refusals came only when a tool could not serve another cart (each takes 1 or 2 of each).
    if (placedIds.length < 48) expect(Math.min((await stockOf(x._id)) ?? 0, (await stockOf(y._id)) ?? 0)).toBeLessThan(2);
    expect(lines).toHaveLength(placedIds.length * 2);
  });
});
