import { monthlyReportSchema, placeOrderResponseSchema, type Company } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { invoices, tools } from "../src/db/schema";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";

/**
 * Issue 36 finding 9: payment terms count in the shop's days (SHOP_TIMEZONE), not UTC's, and the
 * report's default month is the shop's current month. Only `Date` is faked, so the clock stands at
 * the moment of each case while the database and timers run as ever.
 */

afterEach(() => vi.useRealTimers());

const cases = [
  // 5 December, 18:00 in Los Angeles, is already 6 December in UTC: Net 30 from the invoice's 5 December.
  { zone: "America/Los_Angeles", placedAt: "2026-12-06T02:00:00Z", invoiceDay: "2026-12-05", due: "2027-01-04", lateEvening: "2026-12-01T05:00:00Z", month: "2026-11" },
  // 6 December, 03:00 in Dhaka, is still 5 December in UTC: the buyer gets the full 30 days.
  { zone: "Asia/Dhaka", placedAt: "2026-12-05T21:00:00Z", invoiceDay: "2026-12-06", due: "2027-01-05", lateEvening: "2026-11-30T20:00:00Z", month: "2026-12" },
];

for (const shop of cases) {
  describe(`a shop in ${shop.zone}`, () => {
    let t: TestApp;
    let office: SignedIn;
    let tool: string;

    beforeAll(async () => {
      t = await createTestApp({ env: { ...TEST_ADMIN_ENV, SHOP_TIMEZONE: shop.zone, MAX_UNPAID_ORDERS: "1000" } });
      office = await signInAdmin(t);
      const [row] = await t.database.db
        .insert(tools)
        .values({ name: `Terms Harrow ${shop.zone}`, description: "Harrows.", img: "/images/tools/spade.svg", minimumOrderQuantity: 1, availableQuantity: 1_000, priceCents: 10_000 })
        .returning();
      if (!row) throw new Error("no tool");
      tool = row.id;
    });
    afterAll(() => t.close());

    it(`dates the invoice of an order on Net 30 dispatched at ${shop.placedAt} on ${shop.invoiceDay} and makes it due on ${shop.due}`, async () => {
      const { company } = await newCompany(t);
      const buyer = await newMember(t, company._id, "buyer");
      const terms = await t.app.inject({ method: "PATCH", url: `/api/admin/companies/${company._id}`, headers: office.auth, payload: { paymentTerms: "net30", creditLimit: 10_000 } });
      expect(terms.statusCode, terms.body).toBe(200);
      const address = (company as Company).addresses[0];
      if (!address) throw new Error("no address");

      const response = await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: buyer.auth,
        payload: { name: "Farm Buyer", phone: "+1 213 555 0100", address: "ignored for a member", productId: tool, quantity: 1, companyAddressId: address._id },
      });
      expect(response.statusCode, response.body).toBe(201);
      const order = placeOrderResponseSchema.parse(response.json()).order;
      expect(order).toMatchObject({ status: "confirmed", paymentTerms: "net30", dueDate: null });
      // Issue 36 item 4: invoiced at its dispatch, the day the terms count from.
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(shop.placedAt) });
      const shipped = await t.app.inject({ method: "PATCH", url: `/api/orders/${order._id}`, headers: office.auth, payload: { status: "shipped", carrier: "DHL", trackingNumber: "LA0001" } });
      vi.useRealTimers();
      expect(shipped.statusCode, shipped.body).toBe(200);
      expect(shipped.json()).toMatchObject({ status: "shipped", dueDate: shop.due });
      const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order._id));
      expect(invoice).toMatchObject({ paymentTerms: "net30", dueDate: shop.due, issuedAt: new Date(shop.placedAt) });
    });

    it(`reads the report's default month as the shop's: ${shop.month} at ${shop.lateEvening}`, async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(shop.lateEvening) });
      const response = await t.app.inject({ url: "/api/reports/monthly", headers: office.auth });
      vi.useRealTimers();
      expect(response.statusCode, response.body).toBe(200);
      const report = monthlyReportSchema.parse(response.json());
      expect(report.to).toBe(shop.month);
      expect(report.months.at(-1)?.month).toBe(shop.month);
    });
  });
}
