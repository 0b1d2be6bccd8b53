import { formatCents, paymentAppliedTexts } from "@shop/contract";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../src/db/schema";
import { accountTool, invoiceOnAccount } from "./account";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";
import { inBangla } from "@shop/contract/testing";

/**
 * Issue 38: an email is written in its recipient's account language, whatever the language of
 * the request that caused it; its links lead to the pages in that language.
 */

let t: TestApp;
let office: SignedIn;
let tool: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "1000" } });
  office = await signInAdmin(t);
  tool = await accountTool(t, 10_000);
});
afterAll(() => t.close());

describe("emails in the recipient's language", () => {
  it("writes a payment's email in Bangla to a Bangla account and in English to an English one, from one English request", async () => {
    const { company, admin } = await newCompany(t);
    const accountant = await newMember(t, company._id, "accountant");
    const chosen = await t.app.inject({ method: "PATCH", url: "/api/me/language", headers: accountant.auth, payload: { language: "bn" } });
    expect(chosen.statusCode, chosen.body).toBeLessThan(300);
    const invoice = await invoiceOnAccount(t, admin, company, tool);

    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/companies/${company._id}/payments`,
      headers: { ...office.auth, "accept-language": "en" },
      payload: { amount: 100, receivedOn: new Date().toISOString().slice(0, 10), reference: "LANG-1", allocations: [{ invoiceNumber: invoice.number, amount: 100 }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { _id: paymentId } = response.json<{ _id: string }>();

    const emails = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `account-payment-applied:${paymentId}:%`));
    const english = emails.find((email) => email.toAddress === admin.email);
    const bangla = emails.find((email) => email.toAddress === accountant.email);
    const shop = english?.subject.split(" — ").at(-1) ?? "";
    expect(english?.subject).toBe(paymentAppliedTexts.subject(formatCents(10_000, "USD"), shop));
    expect(bangla?.subject).toBe(inBangla(() => paymentAppliedTexts.subject(formatCents(10_000, "USD"), shop)));
    expect(bangla?.subject).not.toBe(english?.subject);
    expect(bangla?.textBody).toContain(inBangla(() => paymentAppliedTexts.action));
    // The link leads to the page in the reader's language.
    expect(bangla?.textBody).toContain("/bn/dashboard/company/invoices");
    expect(english?.textBody).toContain("/dashboard/company/invoices");
    expect(english?.textBody).not.toContain("/bn/");
  });
});
