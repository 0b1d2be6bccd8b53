import { checkoutSchema, companyInvoiceListSchema, officeCompanySchema, type Company } from "@shop/contract";
import { like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "../src/db/schema";
import { accountTool, invoiceOnAccount } from "./account";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";

/**
 * Issue 36 finding 9, the rest: an invoice is overdue, reminded and holds its company by the
 * shop's today (SHOP_TIMEZONE), the day its due date was counted in, not by UTC's. Each case's
 * moment falls on a different UTC day than the shop's, so UTC's answer would be the other one.
 * Only `Date` is faked (for the routes; the sweep takes its moment), the database runs as ever.
 */

afterEach(() => vi.useRealTimers());

const HOLD_DAYS = 14;

const cases = [
  // 18:00 on 5 December in Los Angeles, already 6 December in UTC.
  {
    zone: "America/Los_Angeles",
    now: "2026-12-06T02:00:00Z",
    today: "2026-12-05",
    dueToday: "open",
    // Due 13 December: 8 of the shop's days away, so the reminder 7 days before has not come yet.
    reminders: [] as number[],
    // Due 21 November: overdue by exactly HOLD_DAYS of the shop's days, not yet on hold.
    held: false,
  },
  // 02:00 on 6 December on Kiritimati (UTC+14), still 5 December in UTC.
  { zone: "Pacific/Kiritimati", now: "2026-12-05T12:00:00Z", today: "2026-12-06", dueToday: "overdue", reminders: [-7], held: true },
] as const;

for (const shop of cases) {
  describe(`a shop in ${shop.zone} at ${shop.now} (its ${shop.today})`, () => {
    let t: TestApp;
    let office: SignedIn;
    let tool: string;

    beforeAll(async () => {
      t = await createTestApp({ env: { ...TEST_ADMIN_ENV, SHOP_TIMEZONE: shop.zone, CREDIT_HOLD_DAYS: String(HOLD_DAYS), MAX_UNPAID_ORDERS: "1000" } });
      office = await signInAdmin(t);
      tool = await accountTool(t, 10_000);
    });
    afterAll(() => t.close());

    /** Runs `read` with the clock at the case's moment. */
    async function atNow<T>(read: () => Promise<T>): Promise<T> {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(shop.now) });
      try {
        return await read();
      } finally {
        vi.useRealTimers();
      }
    }

    async function onTerms(): Promise<{ company: Company; admin: SignedIn }> {
      const made = await newCompany(t);
      const terms = await t.app.inject({ method: "PATCH", url: `/api/admin/companies/${made.company._id}`, headers: office.auth, payload: { paymentTerms: "net30", creditLimit: 10_000 } });
      expect(terms.statusCode, terms.body).toBe(200);
      return made;
    }

    it(`reads an invoice due 2026-12-05 as ${shop.dueToday}, for the company and for the office`, async () => {
      const { company, admin } = await onTerms();
      const invoice = await invoiceOnAccount(t, admin, company, tool, { dueDate: "2026-12-05" });
      const list = async (url: string, who: SignedIn) => {
        const response = await atNow(() => t.app.inject({ url, headers: who.auth }));
        expect(response.statusCode, response.body).toBe(200);
        return companyInvoiceListSchema.parse(response.json());
      };
      expect((await list("/api/company/invoices", admin)).find((row) => row.number === invoice.number)?.status).toBe(shop.dueToday);
      expect((await list(`/api/admin/companies/${company._id}/invoices`, office)).find((row) => row.number === invoice.number)?.status).toBe(shop.dueToday);
      // The filter reads the same day as the status.
      expect((await list(`/api/company/invoices?status=${shop.dueToday}`, admin)).map((row) => row.number)).toEqual([invoice.number]);
      const other = shop.dueToday === "open" ? "overdue" : "open";
      expect(await list(`/api/admin/companies/${company._id}/invoices?status=${other}`, office)).toEqual([]);
    });

    it(`sends the reminders due by the shop's day: ${JSON.stringify(shop.reminders)} for an invoice due 2026-12-13`, async () => {
      const { company, admin } = await onTerms();
      const invoice = await invoiceOnAccount(t, admin, company, tool, { dueDate: "2026-12-13" });
      await t.app.runSweep(new Date(shop.now));
      const sent = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `invoice-reminder:${invoice.number}:%`));
      expect(sent.map((email) => email.eventKey)).toEqual(shop.reminders.map((offset) => `invoice-reminder:${invoice.number}:${offset}:${admin.email}`));
    });

    it(`${shop.held ? "holds" : "does not hold yet"} a company whose invoice was due 2026-11-21 (${HOLD_DAYS} days' hold)`, async () => {
      const { company, admin } = await onTerms();
      const buyer = await newMember(t, company._id, "buyer");
      const invoice = await invoiceOnAccount(t, admin, company, tool, { dueDate: "2026-11-21", quantity: 1 });
      const page = await atNow(() => t.app.inject({ url: `/api/admin/companies/${company._id}`, headers: office.auth }));
      expect(page.statusCode, page.body).toBe(200);
      expect(officeCompanySchema.parse(page.json()).creditHold).toEqual(shop.held ? { invoiceNumber: invoice.number, dueDate: "2026-11-21" } : null);
      const address = company.addresses[0];
      if (!address) throw new Error("no address");
      const preview = await atNow(() => t.app.inject({ method: "POST", url: "/api/checkout", headers: buyer.auth, payload: { productId: tool, quantity: 1, companyAddressId: address._id } }));
      expect(preview.statusCode, preview.body).toBe(200);
      expect(checkoutSchema.parse(preview.json()).onAccount).toBe(!shop.held);
    });
  });
}
