import { accountPaymentMessages, accountPaymentSchema, dayIn } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountRows, accountTool, invoiceOnAccount, invoiceRow } from "./account";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany } from "./companies";
import { expectFieldErrors } from "./expect-error";

/**
 * Issue 36 finding 14: a bank transfer dated after the shop's today is refused (400, the
 * contract's "Tax" rule), nothing written; "today" is the day in SHOP_TIMEZONE, not UTC's. Two
 * shops at the ends of the clock show it: in Pago Pago (UTC−11) the UTC date is often already
 * the shop's tomorrow, in Kiritimati (UTC+14) the shop's today is often UTC's tomorrow.
 */

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

for (const zone of ["Pacific/Pago_Pago", "Pacific/Kiritimati"]) {
  describe(`POST /api/admin/companies/{id}/payments in a shop in ${zone}`, () => {
    let t: TestApp;
    let office: SignedIn;
    let tool: string;

    beforeAll(async () => {
      t = await createTestApp({ env: { ...TEST_ADMIN_ENV, SHOP_TIMEZONE: zone, MAX_UNPAID_ORDERS: "1000" } });
      office = await signInAdmin(t);
      tool = await accountTool(t, 10_000);
    });
    afterAll(() => t.close());

    const transfer = (companyId: string, body: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: `/api/admin/companies/${companyId}/payments`, headers: office.auth, payload: body });

    it("refuses a transfer dated the shop's tomorrow (400, in the contract's words) and writes nothing; the shop's today is applied", async () => {
      const { company, admin } = await newCompany(t);
      const invoice = await invoiceOnAccount(t, admin, company, tool);
      const today = dayIn(new Date(), zone);
      const before = await accountRows(t);
      const body = { amount: 40, reference: "EARLY-1", allocations: [{ invoiceNumber: invoice.number, amount: 40 }] };

      const refused = expectFieldErrors(await transfer(company._id, { ...body, receivedOn: addDays(today, 1) }), ["body.receivedOn"]);
      expect(refused.error.message).toBe(accountPaymentMessages.receivedAfterToday(today));
      expect(refused.error.message).toMatch(/^A bank transfer or deposit dated after the shop's today/);
      expect(await accountRows(t)).toEqual(before);
      expect(await invoiceRow(t, invoice.number)).toMatchObject({ paidCents: 0 });

      const accepted = await transfer(company._id, { ...body, receivedOn: today });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accountPaymentSchema.parse(accepted.json())).toMatchObject({ receivedOn: today, amount: 40, unapplied: 0 });
      expect(await invoiceRow(t, invoice.number)).toMatchObject({ paidCents: 4_000 });
    });
  });
}
