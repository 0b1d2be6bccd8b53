import { adminSummarySchema, LOW_STOCK_NAMED, monthlyReportSchema, placeOrderResponseSchema, toolListSchema } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders, tools } from "../src/db/schema";
import { adminSummary, shopMonthOf, summaryQueries } from "../src/modules/summary/summary";
import { expectError } from "./expect-error";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";

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

  it("counts paid orders to ship and tools below their minimum; a month without invoices sells nothing", async () => {
    const empty = adminSummarySchema.parse((await summary()).json());
    expect(empty.ordersToShip).toBe(0);
    expect(empty.salesThisMonth).toEqual({
      month: shopMonthOf(new Date(), t.config.shop.timeZone),
      currencies: [{ currency: "USD", invoices: 0, creditNotes: 0, invoiced: 0, credited: 0, amount: 0 }],
    });
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
    // Orders without an invoice are no sales (the report's rule; the next test).
    expect(answer.salesThisMonth.currencies).toEqual(empty.salesThisMonth.currencies);
    expect(answer.lowStock.count).toBe(LOW_STOCK_NAMED + 1);
    const names = low.map((tool) => tool.name).sort((a, b) => a.localeCompare(b, "en"));
    expect(answer.lowStock.tools.map((tool) => tool.name)).toEqual(names.slice(0, LOW_STOCK_NAMED));
    expect(answer.lowStock.tools[0]).toMatchObject({ availableQuantity: expect.any(Number), minimumOrderQuantity: expect.any(Number) });
  });

  it("sales are the monthly report's: invoices issued less credit notes, per currency, not card payments", async () => {
    const month = shopMonthOf(new Date(), t.config.shop.timeZone);
    // From the table: the previous test lowered some stocks behind the catalogue's cache.
    const [tool] = (await t.database.db.select().from(tools)).filter((candidate) => candidate.availableQuantity >= candidate.minimumOrderQuantity * 5);
    if (!tool) throw new Error("no tool in stock");
    const place = async (quantity: number) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: customer.auth,
        payload: { name: "Curious Customer", phone: "+1 555 0100", address: "1 Farm Lane", productId: tool.id, quantity },
      });
      expect(response.statusCode, response.body).toBe(201);
      return placeOrderResponseSchema.parse(response.json()).order;
    };
    // Two orders paid by card (an invoice each), one of them refunded in part (a credit note).
    const first = await place(tool.minimumOrderQuantity + tool.packSize);
    const second = await place(tool.minimumOrderQuantity);
    await payByTestCard(t.app, customer, first._id);
    await payByTestCard(t.app, customer, second._id);
    const refund = await t.app.inject({ method: "POST", url: `/api/orders/${first._id}/refund`, headers: admin.auth, payload: { lines: [{ position: 0, quantity: tool.packSize }] } });
    expect(refund.statusCode, refund.body).toBe(200);
    // And an invoice in euros without any card payment (as on account): a sale all the same.
    const [onAccount] = await t.database.db
      .insert(orders)
      .values({ ...order("paid", 123_45, null), status: "confirmed", currency: "EUR", netCents: 123_45 })
      .returning({ id: orders.id });
    if (!onAccount) throw new Error("no order");
    await t.database.db.insert(invoices).values({ number: 990_001, orderId: onAccount.id });

    const { salesThisMonth } = adminSummarySchema.parse((await summary()).json());
    const report = monthlyReportSchema.parse((await t.app.inject({ url: `/api/reports/monthly?from=${month}&to=${month}`, headers: admin.auth })).json());
    // The report's figure exactly, row for row.
    expect(salesThisMonth).toEqual({
      month,
      currencies: report.months.map((row) => ({
        currency: row.currency,
        invoices: row.invoices,
        creditNotes: row.creditNotes,
        invoiced: row.gross,
        credited: row.refundedGross,
        amount: Math.round((row.gross - row.refundedGross) * 100) / 100,
      })),
    });
    const refunded = refund.json<{ creditNote: { total: number } }>().creditNote.total;
    expect(refunded).toBeGreaterThan(0);
    const paid = Math.round((first.price + second.price) * 100) / 100;
    expect(salesThisMonth.currencies).toEqual([
      { currency: "EUR", invoices: 1, creditNotes: 0, invoiced: 123.45, credited: 0, amount: 123.45 },
      { currency: "USD", invoices: 2, creditNotes: 1, invoiced: paid, credited: refunded, amount: Math.round((paid - refunded) * 100) / 100 },
    ]);
  });

  it("takes the month in the shop's time zone, as the report counts it", () => {
    expect(shopMonthOf(new Date("2026-12-31T23:59:59Z"), "UTC")).toBe("2026-12");
    // 20:30 UTC on 31 March is already April in Dhaka (UTC+6).
    expect(shopMonthOf(new Date("2026-03-31T20:30:00Z"), "Asia/Dhaka")).toBe("2026-04");
    expect(shopMonthOf(new Date("2026-01-01T00:00:00Z"), "America/New_York")).toBe("2025-12");
  });

  it("reads each figure through its own partial index", async () => {
    const indexFor = { shipping: "orders_to_ship_idx", shippingOnAccount: "orders_status_created_at_idx", lowCount: "tools_low_stock_idx", lowTools: "tools_low_stock_idx" };
    await t.database.db.transaction(async (tx) => {
      // Tiny test tables are cheaper to scan; forbid that to see which index the query can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const [name, query] of Object.entries(summaryQueries(t.database.db))) {
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
    expect(await adminSummary(t.database.db, t.config.shop)).toEqual(adminSummarySchema.parse((await summary()).json()));
  });
});
