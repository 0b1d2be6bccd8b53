import { formatCents } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, tools } from "../src/db/schema";
import { MAX_ORDER_CENTS } from "../src/modules/orders/order";
import { createTestApp, signUp, type TestApp } from "./app";
import { expectFieldErrors, rowsOf } from "./expect-error";

/** Issue 25: the refusals of placing an order write money in the shop's currency, as every other text does. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { SHOP_CURRENCY: "EUR" } });
});
afterAll(() => t.close());

describe("an order too large to pay in one payment", () => {
  it("is refused with its limit written in SHOP_CURRENCY, and nothing changes", async () => {
    const buyer = await signUp(t.app);
    const [tool] = await t.database.db
      .insert(tools)
      .values({ name: "Combine", description: "Large.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 10, priceCents: 60_000_000 })
      .returning();
    if (!tool) throw new Error("no tool");
    const before = await rowsOf(t, orders);

    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: buyer.auth,
      payload: { name: "Big Farm", phone: "0123456789", address: "Lane 1", productId: tool.id, quantity: 2 },
    });
    const refused = expectFieldErrors(response, ["body.quantity"]);
    const limit = formatCents(MAX_ORDER_CENTS);
    expect(limit).toBe("€999,999.99");
    expect(refused.error.fields).toEqual([{ path: "body.quantity", message: `must cost at most ${limit}` }]);
    expect(response.body).not.toContain("$");

    expect(await rowsOf(t, orders)).toEqual(before);
    expect((await t.database.db.select().from(tools).where(eq(tools.id, tool.id)))[0]?.availableQuantity).toBe(10);
  });
});
