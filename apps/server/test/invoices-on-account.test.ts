import { accountPaymentSchema, companyInvoiceListSchema, invoicePaymentIntentResponseSchema, officeCompanySchema, type AccountPayment, type Company } from "@shop/contract";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPayments, emailOutbox, orderEvents, paymentAllocations } from "../src/db/schema";
import { accountRows, accountTool, dayFromToday, invoiceOnAccount, invoiceRow } from "./account";
import { createTestApp, payByTestCard, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";
import { expectError, expectFieldErrors } from "./expect-error";

/**
 * Issue 28 items 2 and 4 (decision 041): a company's invoices on account, paid several at once by
 * card (in full or in part, applied exactly once whoever confirms first), the office's bank
 * transfers, and the reminders around the due dates. Every refusal reads the rows back unchanged.
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

interface Cast {
  company: Company;
  admin: SignedIn;
  accountant: SignedIn;
  buyer: SignedIn;
}

async function cast(): Promise<Cast> {
  const { company, admin } = await newCompany(t);
  return { company, admin, accountant: await newMember(t, company._id, "accountant"), buyer: await newMember(t, company._id, "buyer") };
}

const invoicesOf = async (who: SignedIn, query = "") => {
  const response = await t.app.inject({ url: `/api/company/invoices${query}`, headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return companyInvoiceListSchema.parse(response.json());
};

const askIntent = (who: SignedIn, allocations: { invoiceNumber: number; amount: number }[], headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/company/invoices/payment-intent", headers: { ...who.auth, ...headers }, payload: { allocations } });

async function intentFor(who: SignedIn, allocations: { invoiceNumber: number; amount: number }[]) {
  const response = await askIntent(who, allocations);
  expect(response.statusCode, response.body).toBe(200);
  return invoicePaymentIntentResponseSchema.parse(response.json());
}

const chargeCard = (who: SignedIn, clientSecret: string, cardNumber = "4242 4242 4242 4242") =>
  t.app.inject({ method: "POST", url: "/api/payments/test/confirm", headers: who.auth, payload: { clientSecret, cardNumber, expiry: "12/40", cvc: "123" } });

const confirm = (who: SignedIn, paymentId: string) => t.app.inject({ method: "POST", url: `/api/company/payments/${paymentId}/confirm`, headers: who.auth });

async function paid(who: SignedIn, paymentId: string): Promise<AccountPayment> {
  const response = await confirm(who, paymentId);
  expect(response.statusCode, response.body).toBe(200);
  return accountPaymentSchema.parse(response.json());
}

const transfer = (companyId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api/admin/companies/${companyId}/payments`, headers: { ...office.auth, ...headers }, payload: body });

const allocationsOf = (paymentId: string) => t.database.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId));

describe("GET /api/company/invoices", () => {
  it("lists the company's invoices by status, card-prepaid ones among the paid, with totals, payments and balances in major units", async () => {
    const { company, admin, accountant } = await cast();
    const overdue = await invoiceOnAccount(t, admin, company, tool, { quantity: 2, dueDate: dayFromToday(-1), paidCents: 5_000 });
    const open = await invoiceOnAccount(t, admin, company, tool, { dueDate: dayFromToday(0) });
    const onShipment = await invoiceOnAccount(t, admin, company, tool, { dueDate: null });
    // A company order paid by card: its invoice is the company's too, paid in full.
    const prepaidOrder = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: admin.auth,
      payload: { name: "Prepaid", phone: "0123456789", address: "Farm Lane 1", productId: tool, companyAddressId: company.addresses[0]?._id },
    });
    const prepaidId = prepaidOrder.json<{ insertedId: string }>().insertedId;
    await payByTestCard(t.app, admin, prepaidId);

    const all = await invoicesOf(accountant);
    expect(all.map((invoice) => invoice.orderId)).toEqual([prepaidId, onShipment.orderId, open.orderId, overdue.orderId]);
    expect(all.find((invoice) => invoice.number === overdue.number)).toEqual({
      number: overdue.number,
      orderId: overdue.orderId,
      issuedAt: expect.any(String),
      dueDate: dayFromToday(-1),
      total: 200,
      paid: 50,
      credited: 0,
      balance: 150,
      status: "overdue",
    });
    expect((await invoicesOf(accountant, "?status=overdue")).map((invoice) => invoice.number)).toEqual([overdue.number]);
    // Due today is not overdue yet; due at a shipment to come is open.
    expect((await invoicesOf(accountant, "?status=open")).map((invoice) => invoice.number)).toEqual([onShipment.number, open.number]);
    const prepaid = await invoicesOf(admin, "?status=paid");
    expect(prepaid).toEqual([expect.objectContaining({ orderId: prepaidId, total: 100, paid: 100, balance: 0, dueDate: null, status: "paid" })]);
    expect((await invoicesOf(admin, "?status=unpaid")).map((invoice) => invoice.number)).toEqual([onShipment.number, open.number, overdue.number]);

    const page = await t.app.inject({ url: "/api/company/invoices?page=2&limit=3", headers: accountant.auth });
    expect(page.headers["x-total-count"]).toBe("4");
    expect(companyInvoiceListSchema.parse(page.json()).map((invoice) => invoice.number)).toEqual([overdue.number]);
    expectFieldErrors(await t.app.inject({ url: "/api/company/invoices?status=late", headers: accountant.auth }), ["querystring.status"]);
  });

  it("shows another company nothing of these invoices, and refuses buyers (403) and people of no company (404)", async () => {
    const { company, admin, buyer } = await cast();
    await invoiceOnAccount(t, admin, company, tool);
    const other = await cast();
    expect(await invoicesOf(other.accountant)).toEqual([]);
    expectError(await t.app.inject({ url: "/api/company/invoices", headers: buyer.auth }), 403, "forbidden");
    expectError(await t.app.inject({ url: "/api/company/invoices", headers: office.auth }), 404, "not_found");
  });
});

describe("paying several invoices by card", () => {
  it("pays two invoices at once, one in full and one in part, applied once however often it is confirmed", async () => {
    const { company, admin, accountant, buyer } = await cast();
    const first = await invoiceOnAccount(t, admin, company, tool, { quantity: 3 });
    const second = await invoiceOnAccount(t, admin, company, tool, { quantity: 2, dueDate: dayFromToday(-3) });
    const allocations = [
      { invoiceNumber: second.number, amount: 120.5 },
      { invoiceNumber: first.number, amount: 300 },
    ];
    const { clientSecret, paymentId } = await intentFor(accountant, allocations);
    const [stored] = await t.database.db.select().from(accountPayments).where(eq(accountPayments.id, paymentId));
    expect(stored).toMatchObject({ status: "pending", method: "card", amountCents: 42_050, provider: "test", byEmail: accountant.email, companyId: company._id });
    // The same invoices and amounts again, while it waits: the same payment, one charge.
    expect(await intentFor(accountant, [...allocations].reverse())).toEqual({ clientSecret, paymentId });

    expectError(await confirm(accountant, paymentId), 409, "conflict");
    expect((await chargeCard(accountant, clientSecret, "4000 0000 0000 0002")).json()).toMatchObject({ status: "failed" });
    expectError(await confirm(accountant, paymentId), 409, "conflict");
    // Someone else's secret is unknown to them; a buyer of the company may not pay its invoices.
    expectError(await chargeCard(buyer, clientSecret), 404, "not_found");
    const charged = await chargeCard(accountant, clientSecret);
    expect(charged.json()).toMatchObject({ status: "succeeded", transactionId: expect.stringMatching(/^txn_test_/) });

    const applied = await paid(accountant, paymentId);
    expect(applied).toMatchObject({
      _id: paymentId,
      method: "card",
      status: "applied",
      amount: 420.5,
      unapplied: 0,
      allocations: [
        { invoiceNumber: first.number, amount: 300 },
        { invoiceNumber: second.number, amount: 120.5 },
      ].sort((a, b) => a.invoiceNumber - b.invoiceNumber),
    });
    const afterFirst = await accountRows(t);
    // A replay, a second click, the admin confirming too, and the sweep: nothing more.
    expect(await paid(accountant, paymentId)).toEqual(applied);
    expect(await paid(admin, paymentId)).toEqual(applied);
    expect((await chargeCard(accountant, clientSecret)).json()).toEqual(charged.json());
    expect((await t.app.runSweep()).accountPaymentsApplied).toBe(0);
    expect(await accountRows(t)).toEqual(afterFirst);

    expect(await invoiceRow(t, first.number)).toMatchObject({ totalCents: 30_000, paidCents: 30_000 });
    expect(await invoiceRow(t, second.number)).toMatchObject({ totalCents: 20_000, paidCents: 12_050 });
    const list = await invoicesOf(accountant);
    expect(list.find((invoice) => invoice.number === first.number)).toMatchObject({ paid: 300, balance: 0, status: "paid" });
    expect(list.find((invoice) => invoice.number === second.number)).toMatchObject({ paid: 120.5, balance: 79.5, status: "overdue" });

    // The company's admins and accountants hear of it once; the buyer does not.
    const emails = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `account-payment-applied:${paymentId}:%`));
    expect(emails.map((email) => email.toAddress).sort()).toEqual([admin.email, accountant.email].sort());
    expect(emails[0]?.textBody).toContain("/dashboard/company/invoices");
    // Issue 37 item 8: the receipt names the card's transaction id, as a gateway's email does.
    const [byCard] = await t.database.db.select().from(accountPayments).where(eq(accountPayments.id, paymentId));
    expect(byCard?.transactionId).toBeTruthy();
    expect(emails[0]?.textBody).toContain(`card payment of $420.50 (transaction ${byCard?.transactionId ?? ""})`);
    // Each order's history tells what was paid on its invoice.
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, second.orderId));
    expect(events.map((event) => event.note)).toContain(`$120.50 paid on invoice INV-${String(second.number).padStart(6, "0")} (card); $79.50 left`);
  });

  it("refuses an amount beyond a balance (409), another company's or an unknown invoice (404), and bad amounts (400), storing nothing", async () => {
    const { company, admin, accountant } = await cast();
    const mine = await invoiceOnAccount(t, admin, company, tool, { paidCents: 2_500 });
    const other = await cast();
    const theirs = await invoiceOnAccount(t, other.admin, other.company, tool);
    const before = await accountRows(t);
    expectError(await askIntent(accountant, [{ invoiceNumber: mine.number, amount: 75.01 }]), 409, "conflict");
    expectError(await askIntent(accountant, [{ invoiceNumber: theirs.number, amount: 1 }]), 404, "not_found");
    expectError(await askIntent(accountant, [{ invoiceNumber: mine.number, amount: 1 }, { invoiceNumber: theirs.number, amount: 1 }]), 404, "not_found");
    expectError(await askIntent(accountant, [{ invoiceNumber: 999_999_999, amount: 1 }]), 404, "not_found");
    expectFieldErrors(await askIntent(accountant, [{ invoiceNumber: mine.number, amount: 0 }]), ["body.allocations.0.amount"]);
    expectFieldErrors(await askIntent(accountant, [{ invoiceNumber: mine.number, amount: -5 }]), ["body.allocations.0.amount"]);
    expectFieldErrors(await askIntent(accountant, [{ invoiceNumber: mine.number, amount: 1.005 }]), ["body.allocations.0.amount"]);
    expectFieldErrors(await askIntent(accountant, []), ["body.allocations"]);
    expectFieldErrors(await askIntent(accountant, [{ invoiceNumber: mine.number, amount: 1 }, { invoiceNumber: mine.number, amount: 2 }]), ["body.allocations"]);
    expect(await accountRows(t)).toEqual(before);
    // Exactly the balance fits.
    expect((await askIntent(accountant, [{ invoiceNumber: mine.number, amount: 75 }])).statusCode).toBe(200);
  });

  it("keeps what no longer fits as unapplied when a transfer paid an invoice before the card payment was confirmed", async () => {
    const { company, admin, accountant } = await cast();
    const first = await invoiceOnAccount(t, admin, company, tool);
    const second = await invoiceOnAccount(t, admin, company, tool);
    const { clientSecret, paymentId } = await intentFor(accountant, [
      { invoiceNumber: first.number, amount: 100 },
      { invoiceNumber: second.number, amount: 100 },
    ]);
    expect((await chargeCard(accountant, clientSecret)).statusCode).toBe(200);
    const recorded = await transfer(company._id, { amount: 60, receivedOn: dayFromToday(0), reference: "TR-1", allocations: [{ invoiceNumber: second.number, amount: 60 }] });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const applied = await paid(accountant, paymentId);
    expect(applied).toMatchObject({ status: "applied", amount: 200, unapplied: 60, allocations: [{ invoiceNumber: first.number, amount: 100 }, { invoiceNumber: second.number, amount: 40 }] });
    expect(await invoiceRow(t, second.number)).toMatchObject({ paidCents: 10_000 });
  });

  it("the sweep applies a charged payment whose confirmation never came, and cancels one left unpaid past the hold", async () => {
    const { company, admin, accountant } = await cast();
    const invoice = await invoiceOnAccount(t, admin, company, tool);
    const charged = await intentFor(accountant, [{ invoiceNumber: invoice.number, amount: 40 }]);
    expect((await chargeCard(accountant, charged.clientSecret)).statusCode).toBe(200);
    const left = await intentFor(admin, [{ invoiceNumber: invoice.number, amount: 10 }]);

    const report = await t.app.runSweep();
    expect(report.accountPaymentsApplied).toBe(1);
    expect(await invoiceRow(t, invoice.number)).toMatchObject({ paidCents: 4_000 });
    expect(await paid(accountant, charged.paymentId)).toMatchObject({ status: "applied", allocations: [{ invoiceNumber: invoice.number, amount: 40 }] });

    // An hour (ORDER_HOLD_MINUTES) later the unpaid one is cancelled, and its card can no longer be charged.
    await t.app.runSweep(new Date(Date.now() + 61 * 60_000));
    expect((await t.database.db.select().from(accountPayments).where(eq(accountPayments.id, left.paymentId)))[0]?.status).toBe("cancelled");
    expectError(await chargeCard(admin, left.clientSecret), 409, "conflict");
    expectError(await confirm(admin, left.paymentId), 409, "conflict");
    expect(await invoiceRow(t, invoice.number)).toMatchObject({ paidCents: 4_000 });
  });

  it("applies once when the member's confirmations and the sweep race", async () => {
    const { company, admin, accountant } = await cast();
    const first = await invoiceOnAccount(t, admin, company, tool);
    const second = await invoiceOnAccount(t, admin, company, tool);
    const { clientSecret, paymentId } = await intentFor(accountant, [
      { invoiceNumber: first.number, amount: 100 },
      { invoiceNumber: second.number, amount: 55 },
    ]);
    expect((await chargeCard(accountant, clientSecret)).statusCode).toBe(200);
    const answers = await Promise.all([confirm(accountant, paymentId), confirm(admin, paymentId), t.app.runSweep(), confirm(accountant, paymentId)]);
    for (const answer of [answers[0], answers[1], answers[3]]) expect(answer.statusCode, answer.body).toBe(200);
    expect(await allocationsOf(paymentId)).toHaveLength(2);
    expect(await invoiceRow(t, first.number)).toMatchObject({ paidCents: 10_000 });
    expect(await invoiceRow(t, second.number)).toMatchObject({ paidCents: 5_500 });
    const emails = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `account-payment-applied:${paymentId}:%`));
    expect(emails).toHaveLength(2);
  });

  it("two card payments of the same invoices racing never pay more than the balance", async () => {
    const { company, admin, accountant } = await cast();
    const first = await invoiceOnAccount(t, admin, company, tool);
    const second = await invoiceOnAccount(t, admin, company, tool);
    const a = await intentFor(accountant, [{ invoiceNumber: first.number, amount: 100 }, { invoiceNumber: second.number, amount: 70 }]);
    const b = await intentFor(admin, [{ invoiceNumber: second.number, amount: 50 }, { invoiceNumber: first.number, amount: 20 }]);
    await chargeCard(accountant, a.clientSecret);
    await chargeCard(admin, b.clientSecret);
    const [one, two] = await Promise.all([paid(accountant, a.paymentId), paid(admin, b.paymentId)]);
    expect(one.unapplied + two.unapplied).toBe(40);
    expect(await invoiceRow(t, first.number)).toMatchObject({ paidCents: 10_000 });
    expect(await invoiceRow(t, second.number)).toMatchObject({ paidCents: 10_000 });
  });
});

describe("orders on terms (the dispatching transaction's invoices)", () => {
  it("lists two orders placed on Net 30 and dispatched as open invoices due in 30 days, and pays both in one card payment, one in part", async () => {
    const { company, admin, accountant } = await cast();
    const terms = await t.app.inject({ method: "PATCH", url: `/api/admin/companies/${company._id}`, headers: office.auth, payload: { paymentTerms: "net30", creditLimit: 10_000 } });
    expect(terms.statusCode, terms.body).toBe(200);
    const orderIds: string[] = [];
    for (const quantity of [1, 3]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: admin.auth,
        payload: { name: "Terms Buyer", phone: "0123456789", address: "Farm Lane 1", productId: tool, quantity, companyAddressId: company.addresses[0]?._id },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { order } = response.json<{ order: { _id: string; status: string } }>();
      expect(order.status).toBe("confirmed");
      const shipped = await t.app.inject({ method: "PATCH", url: `/api/orders/${order._id}`, headers: office.auth, payload: { status: "shipped", carrier: "DHL", trackingNumber: `JD${quantity}` } });
      expect(shipped.statusCode, shipped.body).toBe(200);
      orderIds.push(order._id);
    }
    const open = await invoicesOf(accountant, "?status=open");
    expect(open.map((invoice) => [invoice.orderId, invoice.total, invoice.balance, invoice.dueDate])).toEqual([
      [orderIds[1], 300, 300, dayFromToday(30)],
      [orderIds[0], 100, 100, dayFromToday(30)],
    ]);
    const [three, one] = open as [(typeof open)[number], (typeof open)[number]];
    const { clientSecret, paymentId } = await intentFor(accountant, [
      { invoiceNumber: one.number, amount: 100 },
      { invoiceNumber: three.number, amount: 120 },
    ]);
    expect((await chargeCard(accountant, clientSecret)).statusCode).toBe(200);
    expect(await paid(accountant, paymentId)).toMatchObject({ status: "applied", amount: 220, unapplied: 0 });
    expect((await invoicesOf(accountant)).map((invoice) => [invoice.number, invoice.balance, invoice.status])).toEqual([
      [three.number, 180, "open"],
      [one.number, 0, "paid"],
    ]);
  });
});

describe("POST /api/admin/companies/{id}/payments (a bank transfer)", () => {
  it("applies a transfer to several invoices at once, keeps the rest unapplied, and is listed for the office", async () => {
    const { company, admin } = await cast();
    const first = await invoiceOnAccount(t, admin, company, tool, { dueDate: dayFromToday(-10) });
    const second = await invoiceOnAccount(t, admin, company, tool, { quantity: 2 });
    const response = await transfer(company._id, {
      amount: 260,
      receivedOn: dayFromToday(-1),
      reference: "  BANK-REF 2026/11  ",
      allocations: [
        { invoiceNumber: second.number, amount: 150 },
        { invoiceNumber: first.number, amount: 100 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(accountPaymentSchema.parse(response.json())).toMatchObject({
      method: "transfer",
      status: "applied",
      amount: 260,
      unapplied: 10,
      receivedOn: dayFromToday(-1),
      reference: "BANK-REF 2026/11",
      by: office.email,
      allocations: [
        { invoiceNumber: first.number, amount: 100 },
        { invoiceNumber: second.number, amount: 150 },
      ],
    });
    expect(await invoiceRow(t, first.number)).toMatchObject({ paidCents: 10_000 });
    expect(await invoiceRow(t, second.number)).toMatchObject({ paidCents: 15_000 });

    const invoices = await t.app.inject({ url: `/api/admin/companies/${company._id}/invoices?status=unpaid`, headers: office.auth });
    expect(companyInvoiceListSchema.parse(invoices.json()).map((invoice) => [invoice.number, invoice.balance])).toEqual([[second.number, 50]]);
    const payments = await t.app.inject({ url: `/api/admin/companies/${company._id}/payments`, headers: office.auth });
    expect(payments.json()).toEqual([response.json()]);
    expectError(await t.app.inject({ url: `/api/admin/companies/${crypto.randomUUID()}/invoices`, headers: office.auth }), 404, "not_found");
    expectError(await t.app.inject({ url: `/api/admin/companies/${crypto.randomUUID()}/payments`, headers: office.auth }), 404, "not_found");
  });

  it("keeps a transfer that names no invoice whole on the company's account, applied later", async () => {
    const { company, admin } = await cast();
    const invoice = await invoiceOnAccount(t, admin, company, tool);
    const response = await transfer(company._id, { amount: 80, receivedOn: dayFromToday(-1), reference: "NO-INVOICE-NAMED", allocations: [] });
    expect(response.statusCode, response.body).toBe(201);
    const payment = accountPaymentSchema.parse(response.json());
    expect(payment).toMatchObject({ method: "transfer", amount: 80, unapplied: 80, allocations: [] });
    expect(await invoiceRow(t, invoice.number)).toMatchObject({ paidCents: 0 });
    const onAccount = officeCompanySchema.parse((await t.app.inject({ url: `/api/admin/companies/${company._id}`, headers: office.auth })).json());
    expect(onAccount.unapplied).toBe(80);

    const applied = await t.app.inject({ method: "POST", url: `/api/admin/companies/${company._id}/payments/${payment._id}/apply`, headers: office.auth, payload: { allocations: [{ invoiceNumber: invoice.number, amount: 80 }] } });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(accountPaymentSchema.parse(applied.json())).toMatchObject({ unapplied: 0, allocations: [{ invoiceNumber: invoice.number, amount: 80 }] });
    expect(await invoiceRow(t, invoice.number)).toMatchObject({ paidCents: 8_000 });
  });

  it("a double submit is refused (409), or answered again with its Idempotency-Key, and applied once", async () => {
    const { company, admin } = await cast();
    const invoice = await invoiceOnAccount(t, admin, company, tool);
    const body = { amount: 30, receivedOn: dayFromToday(0), reference: "DUP-1", allocations: [{ invoiceNumber: invoice.number, amount: 30 }] };
    const keyed = await transfer(company._id, body, { "idempotency-key": "transfer-dup-1" });
    expect(keyed.statusCode).toBe(201);
    const after = await accountRows(t);
    const replay = await transfer(company._id, body, { "idempotency-key": "transfer-dup-1" });
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(keyed.body);
    expectError(await transfer(company._id, { ...body, reference: "dup-1" }), 409, "conflict");
    expect(await accountRows(t)).toEqual(after);
    // Two at once, without a key: one is recorded.
    const twin = { ...body, reference: "DUP-2", amount: 20, allocations: [{ invoiceNumber: invoice.number, amount: 20 }] };
    const racing = await Promise.all([transfer(company._id, twin), transfer(company._id, twin)]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await invoiceRow(t, invoice.number)).toMatchObject({ paidCents: 5_000 });
  });

  it("refuses an allocation beyond a balance (409), another company's invoice (404) and allocations over the amount (400), recording nothing", async () => {
    const { company, admin } = await cast();
    const invoice = await invoiceOnAccount(t, admin, company, tool);
    const other = await cast();
    const theirs = await invoiceOnAccount(t, other.admin, other.company, tool);
    const before = await accountRows(t);
    const base = { amount: 500, receivedOn: dayFromToday(0), reference: "REF-X" };
    expectError(await transfer(company._id, { ...base, allocations: [{ invoiceNumber: invoice.number, amount: 100.01 }] }), 409, "conflict");
    expectError(await transfer(company._id, { ...base, allocations: [{ invoiceNumber: invoice.number, amount: 10 }, { invoiceNumber: theirs.number, amount: 10 }] }), 404, "not_found");
    expectFieldErrors(await transfer(company._id, { ...base, amount: 50, allocations: [{ invoiceNumber: invoice.number, amount: 60 }] }), ["body.allocations"]);
    expectFieldErrors(await transfer(company._id, { ...base, receivedOn: "2026-02-30", allocations: [{ invoiceNumber: invoice.number, amount: 10 }] }), ["body.receivedOn"]);
    expectFieldErrors(await transfer(company._id, { ...base, reference: " ", allocations: [{ invoiceNumber: invoice.number, amount: 10 }] }), ["body.reference"]);
    expectError(await transfer(crypto.randomUUID(), { ...base, allocations: [{ invoiceNumber: invoice.number, amount: 10 }] }), 404, "not_found");
    expect(await accountRows(t)).toEqual(before);
  });
});

describe("POST /api/admin/companies/{id}/payments/{paymentId}/apply (unapplied money, applied later)", () => {
  const applyLater = (companyId: string, paymentId: string, allocations: { invoiceNumber: number; amount: number }[], headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `/api/admin/companies/${companyId}/payments/${paymentId}/apply`, headers: { ...office.auth, ...headers }, payload: { allocations } });
  const officeCompany = async (companyId: string) => officeCompanySchema.parse((await t.app.inject({ url: `/api/admin/companies/${companyId}`, headers: office.auth })).json());

  /** A company with two open invoices (100.00 and 200.00) and a transfer of 150.00 of which 40.00 paid the first: 110.00 unapplied. */
  async function withUnapplied() {
    const who = await cast();
    const first = await invoiceOnAccount(t, who.admin, who.company, tool);
    const second = await invoiceOnAccount(t, who.admin, who.company, tool, { quantity: 2 });
    const recorded = await transfer(who.company._id, { amount: 150, receivedOn: dayFromToday(-2), reference: `ROUND-${crypto.randomUUID().slice(0, 8)}`, allocations: [{ invoiceNumber: first.number, amount: 40 }] });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const payment = accountPaymentSchema.parse(recorded.json());
    expect(payment.unapplied).toBe(110);
    return { ...who, first, second, payment };
  }

  it("applies some of a transfer's rest to open invoices, one of them paid by it already, and shows what stays unapplied", async () => {
    const { company, first, second, payment } = await withUnapplied();
    expect((await officeCompany(company._id)).unapplied).toBe(110);
    const response = await applyLater(company._id, payment._id, [
      { invoiceNumber: second.number, amount: 50 },
      { invoiceNumber: first.number, amount: 60 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(accountPaymentSchema.parse(response.json())).toMatchObject({
      _id: payment._id,
      amount: 150,
      unapplied: 0,
      // What it applies now, per invoice: the first in full (40.00 with it, 60.00 later).
      allocations: [
        { invoiceNumber: first.number, amount: 100 },
        { invoiceNumber: second.number, amount: 50 },
      ],
    });
    expect(await invoiceRow(t, first.number)).toMatchObject({ paidCents: 10_000 });
    expect(await invoiceRow(t, second.number)).toMatchObject({ paidCents: 5_000 });
    const later = (await allocationsOf(payment._id)).filter((row) => row.appliedLaterAt !== null);
    expect(later.map((row) => row.amountCents).sort()).toEqual([5_000, 6_000]);
    expect((await officeCompany(company._id)).unapplied).toBe(0);
    // The order's history, and the company's admins and accountants, hear of it.
    const notes = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, second.orderId));
    expect(notes.some((event) => event.note?.includes("applied from its unapplied money"))).toBe(true);
    const mails = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `account-payment-applied-later:${payment._id}:%`));
    expect(mails.length).toBe(2);
    expect(mails[0]?.subject).toContain("of your credit applied to invoices");
  });

  it("refuses more than is unapplied or than an invoice's balance (409), another company's invoice or payment (404) and bad amounts (400), changing nothing", async () => {
    const { company, admin, first, second, payment } = await withUnapplied();
    const other = await cast();
    const theirs = await invoiceOnAccount(t, other.admin, other.company, tool);
    const pending = await intentFor(admin, [{ invoiceNumber: second.number, amount: 10 }]);
    const before = await accountRows(t);
    // 110.00 unapplied.
    expectError(await applyLater(company._id, payment._id, [{ invoiceNumber: second.number, amount: 110.01 }]), 409, "conflict");
    expectError(await applyLater(company._id, payment._id, [{ invoiceNumber: first.number, amount: 60 }, { invoiceNumber: second.number, amount: 50.01 }]), 409, "conflict");
    // The first has 60.00 left.
    expectError(await applyLater(company._id, payment._id, [{ invoiceNumber: first.number, amount: 60.01 }]), 409, "conflict");
    expectError(await applyLater(company._id, payment._id, [{ invoiceNumber: second.number, amount: 5 }, { invoiceNumber: theirs.number, amount: 5 }]), 404, "not_found");
    expectError(await applyLater(other.company._id, payment._id, [{ invoiceNumber: theirs.number, amount: 5 }]), 404, "not_found");
    expectError(await applyLater(company._id, crypto.randomUUID(), [{ invoiceNumber: second.number, amount: 5 }]), 404, "not_found");
    expectError(await applyLater(crypto.randomUUID(), payment._id, [{ invoiceNumber: second.number, amount: 5 }]), 404, "not_found");
    // A card payment still waiting for its card holds nothing unapplied.
    expectError(await applyLater(company._id, pending.paymentId, [{ invoiceNumber: second.number, amount: 5 }]), 409, "conflict");
    expectFieldErrors(await applyLater(company._id, payment._id, [{ invoiceNumber: second.number, amount: 0 }]), ["body.allocations.0.amount"]);
    expectFieldErrors(await applyLater(company._id, payment._id, []), ["body.allocations"]);
    expectFieldErrors(
      await applyLater(company._id, payment._id, [
        { invoiceNumber: second.number, amount: 5 },
        { invoiceNumber: second.number, amount: 5 },
      ]),
      ["body.allocations"],
    );
    expectError(await t.app.inject({ method: "POST", url: `/api/admin/companies/${company._id}/payments/not-an-id/apply`, headers: office.auth, payload: { allocations: [{ invoiceNumber: second.number, amount: 5 }] } }), 400, "bad_request");
    // Not the company's own admin: the office's.
    expectError(await t.app.inject({ method: "POST", url: `/api/admin/companies/${company._id}/payments/${payment._id}/apply`, headers: admin.auth, payload: { allocations: [{ invoiceNumber: second.number, amount: 5 }] } }), 403, "forbidden");
    expect(await accountRows(t)).toEqual(before);
  });

  it("is applied once: a retry with its Idempotency-Key answers the first answer, a second submit finds less left (409), two at once apply once", async () => {
    const { company, second, payment } = await withUnapplied();
    const keyed = await applyLater(company._id, payment._id, [{ invoiceNumber: second.number, amount: 70 }], { "idempotency-key": `apply-${payment._id}` });
    expect(keyed.statusCode, keyed.body).toBe(200);
    const after = await accountRows(t);
    const replay = await applyLater(company._id, payment._id, [{ invoiceNumber: second.number, amount: 70 }], { "idempotency-key": `apply-${payment._id}` });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.body).toBe(keyed.body);
    expectError(await applyLater(company._id, payment._id, [{ invoiceNumber: second.number, amount: 70 }]), 409, "conflict");
    expect(await accountRows(t)).toEqual(after);
    // 40.00 left: two offices applying all of it at once take turns on the payment's row.
    const racing = await Promise.all([applyLater(company._id, payment._id, [{ invoiceNumber: second.number, amount: 40 }]), applyLater(company._id, payment._id, [{ invoiceNumber: second.number, amount: 40 }])]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await invoiceRow(t, second.number)).toMatchObject({ paidCents: 11_000 });
    expect((await t.database.db.select().from(accountPayments).where(eq(accountPayments.id, payment._id)))[0]?.unappliedCents).toBe(0);
  });

  it("applies what no longer fitted a card payment once the office knows where it goes", async () => {
    const { company, admin, accountant } = await cast();
    const first = await invoiceOnAccount(t, admin, company, tool);
    const later = await invoiceOnAccount(t, admin, company, tool);
    const { clientSecret, paymentId } = await intentFor(accountant, [{ invoiceNumber: first.number, amount: 100 }]);
    expect((await chargeCard(accountant, clientSecret)).statusCode).toBe(200);
    expect((await transfer(company._id, { amount: 100, receivedOn: dayFromToday(0), reference: "TR-FIRST", allocations: [{ invoiceNumber: first.number, amount: 100 }] })).statusCode).toBe(201);
    expect(await paid(accountant, paymentId)).toMatchObject({ unapplied: 100, allocations: [] });
    const response = await applyLater(company._id, paymentId, [{ invoiceNumber: later.number, amount: 100 }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(accountPaymentSchema.parse(response.json())).toMatchObject({ method: "card", unapplied: 0, allocations: [{ invoiceNumber: later.number, amount: 100 }] });
    expect(await invoiceRow(t, later.number)).toMatchObject({ paidCents: 10_000 });
  });
});

describe("reminders of invoice balances (the sweep)", () => {
  const at = (day: string) => new Date(`${day}T09:00:00Z`);
  const remindersOf = (number: number) => t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `invoice-reminder:${number}:%`));

  it("emails the company's admins and accountants 7 days before, on, and 7 and 30 days after the due date, each once", async () => {
    const { company, admin, accountant } = await cast();
    const second = await newMember(t, company._id, "accountant");
    const dueDate = dayFromToday(20);
    const invoice = await invoiceOnAccount(t, admin, company, tool, { dueDate, paidCents: 2_000 });
    const settled = await invoiceOnAccount(t, admin, company, tool, { dueDate, paidCents: 10_000 });
    const day = (offset: number) => new Date(at(dueDate).getTime() + offset * 86_400_000);

    await t.app.runSweep(day(-8));
    expect(await remindersOf(invoice.number)).toEqual([]);
    for (const offset of [-7, -7, -6, 0, 0, 3, 7, 29, 30, 31, 60]) await t.app.runSweep(day(offset));
    const sent = await remindersOf(invoice.number);
    const recipients = [admin.email, accountant.email, second.email].sort();
    for (const offset of [-7, 0, 7, 30]) {
      expect(sent.filter((email) => email.eventKey.startsWith(`invoice-reminder:${invoice.number}:${offset}:`)).map((email) => email.toAddress).sort()).toEqual(recipients);
    }
    expect(sent).toHaveLength(12);
    const label = `INV-${String(invoice.number).padStart(6, "0")}`;
    const beforeDue = sent.find((email) => email.eventKey === `invoice-reminder:${invoice.number}:-7:${admin.email}`);
    expect(beforeDue?.subject).toContain(`Invoice ${label} is due on ${dueDate}`);
    expect(beforeDue?.textBody).toContain("$80.00");
    expect(beforeDue?.textBody).toContain("/dashboard/company/invoices");
    expect(sent.find((email) => email.eventKey === `invoice-reminder:${invoice.number}:30:${admin.email}`)?.subject).toContain(`Invoice ${label} is 30 days overdue`);
    // Nothing for an invoice paid in full, nor for the company's buyers.
    expect(await remindersOf(settled.number)).toEqual([]);
  });

  it("a sweep that missed a reminder day sends the latest one due, and none once the invoice is paid", async () => {
    const { company, admin, accountant } = await cast();
    const dueDate = dayFromToday(15);
    const invoice = await invoiceOnAccount(t, admin, company, tool, { dueDate });
    const day = (offset: number) => new Date(at(dueDate).getTime() + offset * 86_400_000);
    await t.app.runSweep(day(9));
    expect((await remindersOf(invoice.number)).map((email) => email.eventKey).sort()).toEqual(
      [admin.email, accountant.email].map((to) => `invoice-reminder:${invoice.number}:7:${to}`).sort(),
    );
    // A sweep weeks ahead purged every session that will have expired by then: the office signs in again.
    // The transfer is dated today: one dated after the shop's today is refused (issue 36, finding 14).
    office = await signInAdmin(t);
    const paidUp = await transfer(company._id, { amount: 100, receivedOn: dayFromToday(0), reference: "LATE", allocations: [{ invoiceNumber: invoice.number, amount: 100 }] });
    expect(paidUp.statusCode).toBe(201);
    await t.app.runSweep(day(30));
    expect(await remindersOf(invoice.number)).toHaveLength(2);
  });

  it("queues nothing twice when two sweeps run at once", async () => {
    const { company, admin, accountant } = await cast();
    const dueDate = dayFromToday(7);
    const invoice = await invoiceOnAccount(t, admin, company, tool, { dueDate });
    await Promise.all([t.app.runSweep(), t.app.runSweep()]);
    const sent = await t.database.db.select().from(emailOutbox).where(and(like(emailOutbox.eventKey, `invoice-reminder:${invoice.number}:-7:%`)));
    expect(sent.map((email) => email.toAddress).sort()).toEqual([admin.email, accountant.email].sort());
  });
});
