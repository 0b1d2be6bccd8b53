import { adminSummarySchema, LOW_STOCK_NAMED, toolListSchema } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, tools } from "../src/db/schema";
import { adminSummary, monthOf, summaryQueries } from "../src/modules/summary/summary";
import { expectError } from "./expect-error";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV });
  admin = await signInAdmin(t);
  customer = await signUp(t.app, { name: "Curious Customer" });
});
afterAll(() => t.close());

const summary = () => t.app.inject({ url: "/api/admin/summary", headers: admin.auth });

function order(status: "unpaid" | "paid" | "shipped" | "cancelled" | "expired", priceCents: number, paidAt: Date | null) {
  return {
    email: customer.email,
    name: "Curious Customer",
    phone: "+1 555 0100",
    address: "1 Farm Lane",
    product: "Spade",
    quantity: 1,
    unitPriceCents: priceCents,
    priceCents,
    status,
    paidAt,
  };
}

describe("GET /api/admin/summary", () => {
  it("is for admins only: 401 without a token, 403 for a customer, and the refusal tells nothing", async () => {
    expectError(await t.app.inject("/api/admin/summary"), 401, "unauthorized");
    const refused = await t.app.inject({ url: "/api/admin/summary", headers: customer.auth });
    const body = expectError(refused, 403, "forbidden");
    expect(JSON.stringify(body)).not.toMatch(/ordersToShip|lowStock|sales/);
    // `/admin/:email` still answers the spec's admin check next to it.
    const check = await t.app.inject({ url: `/api/admin/${encodeURIComponent(customer.email)}`, headers: customer.auth });
    expect(check.json()).toEqual({ admin: false });
  });

  it("counts paid orders to ship, tools below their minimum, and this month's paid and shipped sales", async () => {
    const empty = adminSummarySchema.parse((await summary()).json());
    expect(empty.ordersToShip).toBe(0);
    expect(empty.salesThisMonth).toEqual({ month: monthOf(new Date()).month, orders: 0, amount: 0 });
    expect(empty.lowStock).toEqual({ count: 0, tools: [] });

    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1000);
    await t.database.db.insert(orders).values([
      order("paid", 12_345, now),
      order("paid", 100_00, lastMonth),
      order("shipped", 2_000_00, now),
      order("unpaid", 999_00, null),
      order("cancelled", 50_00, null),
      order("expired", 70_00, null),
    ]);
    const catalogue = toolListSchema.parse((await t.app.inject("/api/tools")).json());
    const low = catalogue.slice(0, LOW_STOCK_NAMED + 1);
    for (const tool of low) {
      await t.database.db.update(tools).set({ availableQuantity: tool.minimumOrderQuantity - 1 }).where(eq(tools.id, tool._id));
    }
    // At the minimum is still orderable: not low.
    const atMinimum = catalogue[LOW_STOCK_NAMED + 1];
    if (atMinimum) await t.database.db.update(tools).set({ availableQuantity: atMinimum.minimumOrderQuantity }).where(eq(tools.id, atMinimum._id));

    const answer = adminSummarySchema.parse((await summary()).json());
    // Both paid orders wait to be shipped, whichever month they were paid in.
    expect(answer.ordersToShip).toBe(2);
    // This month: the paid and the shipped one; not last month's, not unpaid, cancelled or expired.
    expect(answer.salesThisMonth).toEqual({ month: monthOf(now).month, orders: 2, amount: 2123.45 });
    expect(answer.lowStock.count).toBe(LOW_STOCK_NAMED + 1);
    const names = low.map((tool) => tool.name).sort((a, b) => a.localeCompare(b, "en"));
    expect(answer.lowStock.tools.map((tool) => tool.name)).toEqual(names.slice(0, LOW_STOCK_NAMED));
    expect(answer.lowStock.tools[0]).toMatchObject({ availableQuantity: expect.any(Number), minimumOrderQuantity: expect.any(Number) });
  });

  it("sums a calendar month in UTC, whatever the day", () => {
    expect(monthOf(new Date("2026-12-31T23:59:59Z"))).toEqual({
      from: new Date("2026-12-01T00:00:00Z"),
      to: new Date("2027-01-01T00:00:00Z"),
      month: "2026-12",
    });
    expect(monthOf(new Date("2026-01-01T00:00:00Z")).month).toBe("2026-01");
  });

  it("reads each figure through its own partial index", async () => {
    const indexFor = { shipping: "orders_to_ship_idx", shippingOnAccount: "orders_status_created_at_idx", sales: "orders_sales_idx", lowCount: "tools_low_stock_idx", lowTools: "tools_low_stock_idx" };
    await t.database.db.transaction(async (tx) => {
      // Tiny test tables are cheaper to scan; forbid that to see which index the query can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const [name, query] of Object.entries(summaryQueries(t.database.db, new Date()))) {
        const { sql: text, params } = query.toSQL();
        const inlined = text.replace(/\$(\d+)/g, (_, i: string) => {
          const value = params[Number(i) - 1];
          return typeof value === "number" ? String(value) : `'${String(value)}'`;
        });
        const plan = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as { rows: Record<string, string>[] };
        const planText = plan.rows.map((row) => Object.values(row).join(" ")).join("\n");
        expect(planText, name).toContain(indexFor[name as keyof typeof indexFor]);
      }
    });
    // And the module answers the same as the route.
    expect(await adminSummary(t.database.db, t.config.shop.timeZone)).toEqual(adminSummarySchema.parse((await summary()).json()));
  });
});
