import { randomBytes } from "node:crypto";
import { accountPaymentSchema, invoiceLabel, invoicePaymentIntentResponseSchema, type Company } from "@shop/contract";
import { parse } from "csv-parse/sync";
import { and, eq, like } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountPaymentRefunds, accountPayments, emailOutbox, orderEvents, paymentAllocations } from "../src/db/schema";
import { accountRows, accountTool, dayFromToday, invoiceOnAccount, invoiceRow } from "./account";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";
import { expectError } from "./expect-error";
import { readBody, startStandIn } from "./stand-in";

/**
 * Issue 28: a company's card payment of several invoices through Stripe (decision 041), against
 * a local stand-in of the Stripe API as stripe.test.ts does for orders. The PaymentIntent names
 * the payment (`metadata.accountPaymentId`); its webhook, the member's confirmation and the sweep
 * each apply it, and only the first changes anything.
 */
interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
}
const intents = new Map<string, FakeIntent>();
const byIdempotencyKey = new Map<string, FakeIntent>();
const createCalls: { body: URLSearchParams; idempotencyKey: string | undefined }[] = [];
const cancelCalls: string[] = [];
const logLines: Record<string, unknown>[] = [];

let stripeApi: Awaited<ReturnType<typeof startStandIn>>;
let t: TestApp;
let office: SignedIn;
let tool: string;
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
const signer = new Stripe("sk_test_signer");

beforeAll(async () => {
  stripeApi = await startStandIn(async (req, res) => {
    res.setHeader("content-type", "application/json");
    const body = new URLSearchParams(await readBody(req));
    const cancel = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(req.url ?? "");
    const cancelled = cancel?.[1] ? intents.get(cancel[1]) : undefined;
    if (req.method === "POST" && cancelled) {
      cancelCalls.push(cancelled.id);
      if (cancelled.status === "succeeded") {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: "It has succeeded." } }));
      }
      cancelled.status = "canceled";
      return res.end(JSON.stringify(cancelled));
    }
    if (req.method === "POST" && req.url === "/v1/payment_intents") {
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      createCalls.push({ body, idempotencyKey });
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return res.end(JSON.stringify(replay));
      const id = `pi_${randomBytes(8).toString("hex")}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of body) {
        const named = /^metadata\[(\w+)\]$/.exec(key);
        if (named?.[1]) metadata[named[1]] = value;
      }
      const intent: FakeIntent = {
        id,
        object: "payment_intent",
        amount: Number(body.get("amount")),
        currency: body.get("currency") ?? "",
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        metadata,
        receipt_email: body.get("receipt_email"),
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return res.end(JSON.stringify(intent));
    }
    const match = /^\/v1\/payment_intents\/(\w+)$/.exec(req.url ?? "");
    const found = match?.[1] ? intents.get(match[1]) : undefined;
    if (req.method === "GET" && found) return res.end(JSON.stringify(found));
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" } }));
  });
  t = await createTestApp({
    env: { ...TEST_ADMIN_ENV, PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_local", STRIPE_PUBLISHABLE_KEY: "pk_test_local", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, MAX_UNPAID_ORDERS: "1000" },
    stripeConnection: { host: "127.0.0.1", port: stripeApi.port, protocol: "http" },
    logger: {
      level: "info",
      stream: {
        write: (line: string) => {
          logLines.push(JSON.parse(line) as Record<string, unknown>);
        },
      },
    },
  });
  tool = await accountTool(t, 10_000);
  office = await signInAdmin(t);
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
});
beforeEach(() => {
  createCalls.length = 0;
  cancelCalls.length = 0;
});

async function cast(): Promise<{ company: Company; admin: SignedIn; accountant: SignedIn }> {
  const { company, admin } = await newCompany(t);
  return { company, admin, accountant: await newMember(t, company._id, "accountant") };
}

async function intentFor(who: SignedIn, allocations: { invoiceNumber: number; amount: number }[]) {
  const response = await t.app.inject({ method: "POST", url: "/api/company/invoices/payment-intent", headers: who.auth, payload: { allocations } });
  expect(response.statusCode, response.body).toBe(200);
  return invoicePaymentIntentResponseSchema.parse(response.json());
}

/** What Stripe.js does in the browser when the card is confirmed. */
const succeedInBrowser = (clientSecret: string) => {
  const intent = intents.get(clientSecret.split("_secret_")[0] ?? "");
  if (!intent) throw new Error("unknown intent");
  intent.status = "succeeded";
  return intent;
};
function webhook(intent: FakeIntent) {
  return deliver("payment_intent.succeeded", intent);
}
function deliver(type: string, object: object) {
  const payload = JSON.stringify({ id: `evt_${randomBytes(6).toString("hex")}`, object: "event", type, data: { object } });
  return t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    payload,
  });
}
const confirm = (who: SignedIn, paymentId: string) => t.app.inject({ method: "POST", url: `/api/company/payments/${paymentId}/confirm`, headers: who.auth });
const allocationsOf = (paymentId: string) => t.database.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId));
const paymentRow = async (id: string) => (await t.database.db.select().from(accountPayments).where(eq(accountPayments.id, id)))[0];

describe("card payments of invoices through Stripe", () => {
  it("names the payment in the PaymentIntent, for the sum of its allocations", async () => {
    const { company, admin, accountant } = await cast();
    const first = await invoiceOnAccount(t, admin, company, tool);
    const second = await invoiceOnAccount(t, admin, company, tool);
    const { clientSecret, paymentId } = await intentFor(accountant, [
      { invoiceNumber: first.number, amount: 100 },
      { invoiceNumber: second.number, amount: 25.5 },
    ]);
    expect(createCalls).toHaveLength(1);
    expect(createCalls[0]?.body.get("amount")).toBe("12550");
    expect(createCalls[0]?.body.get("metadata[accountPaymentId]")).toBe(paymentId);
    expect(createCalls[0]?.body.get("metadata[orderId]")).toBeNull();
    expect(createCalls[0]?.idempotencyKey).toBe(`account-payment-${paymentId}-12550`);
    expect(await paymentRow(paymentId)).toMatchObject({ provider: "stripe", clientSecret, status: "pending" });
  });

  it("applies a payment once when its webhook is delivered twice and the member confirms too", async () => {
    const { company, admin, accountant } = await cast();
    const first = await invoiceOnAccount(t, admin, company, tool);
    const second = await invoiceOnAccount(t, admin, company, tool, { quantity: 2 });
    const { clientSecret, paymentId } = await intentFor(accountant, [
      { invoiceNumber: first.number, amount: 100 },
      { invoiceNumber: second.number, amount: 75 },
    ]);
    expectError(await confirm(accountant, paymentId), 409, "conflict");
    const intent = succeedInBrowser(clientSecret);
    expect((await webhook(intent)).statusCode).toBe(200);
    const once = await accountRows(t);
    expect((await webhook(intent)).statusCode).toBe(200);
    const confirmed = await confirm(accountant, paymentId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(accountPaymentSchema.parse(confirmed.json())).toMatchObject({ status: "applied", unapplied: 0, amount: 175 });
    expect(await accountRows(t)).toEqual(once);
    expect(await paymentRow(paymentId)).toMatchObject({ status: "applied", transactionId: intent.id });
    expect(await allocationsOf(paymentId)).toHaveLength(2);
    expect(await invoiceRow(t, first.number)).toMatchObject({ paidCents: 10_000 });
    expect(await invoiceRow(t, second.number)).toMatchObject({ paidCents: 7_500 });
  });

  it("applies once when the webhook and the member's confirmation race", async () => {
    const { company, admin, accountant } = await cast();
    const invoice = await invoiceOnAccount(t, admin, company, tool);
    const { clientSecret, paymentId } = await intentFor(accountant, [{ invoiceNumber: invoice.number, amount: 60 }]);
    const intent = succeedInBrowser(clientSecret);
    const answers = await Promise.all([webhook(intent), confirm(accountant, paymentId), webhook(intent), confirm(admin, paymentId)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await allocationsOf(paymentId)).toHaveLength(1);
    expect(await invoiceRow(t, invoice.number)).toMatchObject({ paidCents: 6_000 });
  });

  it("acknowledges a payment it can never apply (not an id of ours, another currency, another amount), logs it and changes nothing", async () => {
    const { company, admin, accountant } = await cast();
    const invoice = await invoiceOnAccount(t, admin, company, tool);
    const { clientSecret, paymentId } = await intentFor(accountant, [{ invoiceNumber: invoice.number, amount: 60 }]);
    const intent = succeedInBrowser(clientSecret);
    const before = await accountRows(t);
    for (const stray of [
      { ...intent, metadata: { accountPaymentId: "not-a-payment" } },
      { ...intent, metadata: { accountPaymentId: crypto.randomUUID() } },
      { ...intent, currency: "eur" },
      { ...intent, amount: 5_000 },
    ]) {
      expect((await webhook(stray)).statusCode, JSON.stringify(stray)).toBe(200);
    }
    expect(await accountRows(t)).toEqual(before);
    expect(logLines.some((line) => line.msg === "a confirmed card payment on account could not be applied" && line.paymentId === paymentId)).toBe(true);
    expect((await paymentRow(paymentId))?.status).toBe("pending");
  });

  it("the sweep applies a payment whose webhook never came, and cancels at Stripe one left unpaid past the hold", async () => {
    const { company, admin, accountant } = await cast();
    const invoice = await invoiceOnAccount(t, admin, company, tool);
    const charged = await intentFor(accountant, [{ invoiceNumber: invoice.number, amount: 30 }]);
    const left = await intentFor(admin, [{ invoiceNumber: invoice.number, amount: 20 }]);
    succeedInBrowser(charged.clientSecret);
    // (The earlier test's payment, paid at Stripe with its own amount, is applied by this sweep too.)
    expect((await t.app.runSweep()).accountPaymentsApplied).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(charged.paymentId))?.status).toBe("applied");
    expect(await invoiceRow(t, invoice.number)).toMatchObject({ paidCents: 3_000 });
    expect(cancelCalls).toEqual([]);
    await t.app.runSweep(new Date(Date.now() + 61 * 60_000));
    expect(cancelCalls).toContain((await paymentRow(left.paymentId))?.providerIntentId);
    expect(cancelCalls).not.toContain((await paymentRow(charged.paymentId))?.providerIntentId);
    expect((await paymentRow(left.paymentId))?.status).toBe("cancelled");
  });
});

/** Stripe's `charge.refunded` of an intent's charge: everything refunded so far, and the newest refund's id. */
const refunded = (intent: FakeIntent, amountRefunded: number, refundId: string) =>
  deliver("charge.refunded", {
    id: `ch_${intent.id.slice(3)}`,
    object: "charge",
    payment_intent: intent.id,
    amount: intent.amount,
    amount_refunded: amountRefunded,
    refunded: amountRefunded === intent.amount,
    refunds: { object: "list", data: [{ id: refundId, object: "refund" }] },
  });

/** The company's statement of today as CSV rows: the lines' type and amount in cents, the closing balance and the unapplied money. */
async function statementToday(who: SignedIn) {
  const today = new Date().toISOString().slice(0, 10);
  const response = await t.app.inject({ url: `/api/company/statement.csv?from=${today}&to=${today}`, headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  const rows = parse(response.body) as string[][];
  const cents = (text: string | undefined) => Math.round(Number(text) * 100);
  const closingAt = rows.findIndex((row) => row[1] === "Closing balance");
  return {
    lines: rows.slice(2, closingAt).map((row) => ({ type: row[1], reference: row[2], description: row[3], amount: cents(row[5]) })),
    closing: cents(rows[closingAt]?.[6]),
    unapplied: cents(rows.find((row) => row[1] === "Unapplied")?.[5]),
  };
}

describe("a card payment of invoices refunded in Stripe's dashboard (charge.refunded)", () => {
  const refundsOf = (paymentId: string) => t.database.db.select().from(accountPaymentRefunds).where(eq(accountPaymentRefunds.paymentId, paymentId));

  it("gives the refunded amount back to the invoices, newest allocation first, once however often the event comes, and the statement shows each refund", async () => {
    const { company, admin, accountant } = await cast();
    const first = await invoiceOnAccount(t, admin, company, tool);
    const second = await invoiceOnAccount(t, admin, company, tool);
    const { clientSecret, paymentId } = await intentFor(accountant, [
      { invoiceNumber: first.number, amount: 100 },
      { invoiceNumber: second.number, amount: 75 },
    ]);
    const intent = succeedInBrowser(clientSecret);
    expect((await webhook(intent)).statusCode).toBe(200);

    // 50.00 refunded: from the newest allocation; both were applied together, so the higher invoice first.
    // Delivered twice at once: the payment's row lock makes the second find it recorded.
    for (const answer of await Promise.all([refunded(intent, 5_000, "re_part_1"), refunded(intent, 5_000, "re_part_1")])) expect(answer.statusCode, answer.body).toBe(200);
    expect(await invoiceRow(t, second.number)).toMatchObject({ paidCents: 2_500 });
    expect(await invoiceRow(t, first.number)).toMatchObject({ paidCents: 10_000 });
    expect(await paymentRow(paymentId)).toMatchObject({ status: "applied", refundedCents: 5_000, unappliedCents: 0 });
    const once = await accountRows(t);
    // A replay, and an older event arriving late, change nothing.
    expect((await refunded(intent, 5_000, "re_part_1")).statusCode).toBe(200);
    expect((await refunded(intent, 2_000, "re_older")).statusCode).toBe(200);
    expect(await accountRows(t)).toEqual(once);

    // Then the rest, in a second refund.
    expect((await refunded(intent, 17_500, "re_rest_2")).statusCode).toBe(200);
    expect(await invoiceRow(t, first.number)).toMatchObject({ paidCents: 0 });
    expect(await invoiceRow(t, second.number)).toMatchObject({ paidCents: 0 });
    expect((await refundsOf(paymentId)).map((row) => [row.providerRefundId, row.amountCents]).sort()).toEqual([
      ["re_part_1", 5_000],
      ["re_rest_2", 12_500],
    ]);
    const answer = await t.app.inject({ url: `/api/admin/companies/${company._id}/payments`, headers: office.auth });
    expect(accountPaymentSchema.array().parse(answer.json())[0]).toMatchObject({ _id: paymentId, amount: 175, refunded: 175, unapplied: 0, allocations: [] });

    // The order's history and the company's admins and accountants are told.
    const notes = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, second.orderId));
    expect(notes.filter((event) => event.note?.includes("refunded at the payment provider"))).toHaveLength(2);
    const mails = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, "account-payment-refunded:%"));
    expect(mails.filter((mail) => mail.toAddress === accountant.email && mail.subject.startsWith("Refund of"))).toHaveLength(2);

    // The statement: the payment lowers the balance, each refund raises it again; it closes on the invoices' balances.
    const { lines, closing, unapplied } = await statementToday(admin);
    expect(lines.map((line) => [line.type, line.amount])).toEqual([
      ["Invoice", 10_000],
      ["Invoice", 10_000],
      ["Payment", -17_500],
      ["Refund", 5_000],
      ["Refund", 12_500],
    ]);
    expect(lines[3]).toMatchObject({ reference: "re_part_1", description: `Refunded to the card that paid. Open again: ${invoiceLabel(second.number)}` });
    expect(lines[4]?.description).toBe(`Refunded to the card that paid. Open again: ${invoiceLabel(first.number)}, ${invoiceLabel(second.number)}`);
    expect(unapplied).toBe(0);
    expect(closing).toBe(20_000);
  });

  it("takes the unapplied money first, then what the office applied of it later, then what the payment applied itself", async () => {
    const { company, admin, accountant } = await cast();
    const first = await invoiceOnAccount(t, admin, company, tool);
    const second = await invoiceOnAccount(t, admin, company, tool);
    const third = await invoiceOnAccount(t, admin, company, tool);
    const { clientSecret, paymentId } = await intentFor(accountant, [
      { invoiceNumber: first.number, amount: 100 },
      { invoiceNumber: second.number, amount: 100 },
    ]);
    const intent = succeedInBrowser(clientSecret);
    // A transfer pays the second before the card is applied: 100.00 of the card stays unapplied; the office applies 30.00 of it to the third.
    const transfer = await t.app.inject({
      method: "POST",
      url: `/api/admin/companies/${company._id}/payments`,
      headers: office.auth,
      payload: { amount: 100, receivedOn: dayFromToday(0), reference: "TR-2ND", allocations: [{ invoiceNumber: second.number, amount: 100 }] },
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    expect((await webhook(intent)).statusCode).toBe(200);
    const applied = await t.app.inject({ method: "POST", url: `/api/admin/companies/${company._id}/payments/${paymentId}/apply`, headers: office.auth, payload: { allocations: [{ invoiceNumber: third.number, amount: 30 }] } });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ unappliedCents: 7_000 });

    // 120.00 back: the 70.00 unapplied, the 30.00 applied later to the third, then 20.00 of the first.
    expect((await refunded(intent, 12_000, "re_mixed")).statusCode).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ unappliedCents: 0, refundedCents: 12_000 });
    expect(await invoiceRow(t, third.number)).toMatchObject({ paidCents: 0 });
    expect(await invoiceRow(t, first.number)).toMatchObject({ paidCents: 8_000 });
    expect(await invoiceRow(t, second.number)).toMatchObject({ paidCents: 10_000 });
    expect(await refundsOf(paymentId)).toEqual([expect.objectContaining({ amountCents: 12_000, unappliedCents: 7_000, providerRefundId: "re_mixed" })]);

    const { lines, closing, unapplied } = await statementToday(admin);
    expect(lines.map((line) => [line.type, line.amount])).toEqual([
      ["Invoice", 10_000],
      ["Invoice", 10_000],
      ["Invoice", 10_000],
      ["Payment", -10_000],
      ["Payment", -20_000],
      ["Applied", 0],
      ["Refund", 12_000],
    ]);
    expect(lines[6]?.description).toBe(`Refunded to the card that paid. Open again: ${invoiceLabel(first.number)}, ${invoiceLabel(third.number)}. From unapplied money: $70.00`);
    expect(unapplied).toBe(0);
    // 300.00 invoiced, 300.00 received, 120.00 given back.
    expect(closing).toBe(12_000);
  });

  it("applies a payment whose refund comes before its confirmation, then records the refund; two deliveries at once record it once", async () => {
    const { company, admin, accountant } = await cast();
    const invoice = await invoiceOnAccount(t, admin, company, tool);
    const { clientSecret, paymentId } = await intentFor(accountant, [{ invoiceNumber: invoice.number, amount: 80 }]);
    const intent = succeedInBrowser(clientSecret);
    const answers = await Promise.all([refunded(intent, 3_000, "re_early"), refunded(intent, 3_000, "re_early")]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ status: "applied", refundedCents: 3_000 });
    expect(await invoiceRow(t, invoice.number)).toMatchObject({ paidCents: 5_000 });
    expect(await refundsOf(paymentId)).toHaveLength(1);
    // The payment's own webhook, late, changes nothing.
    const after = await accountRows(t);
    expect((await webhook(intent)).statusCode).toBe(200);
    expect(await accountRows(t)).toEqual(after);
  });

  it("leaves a refund of an intent that is no payment on account to the orders, and one of a cancelled payment alone, logged", async () => {
    const { company, admin, accountant } = await cast();
    const invoice = await invoiceOnAccount(t, admin, company, tool);
    const { clientSecret, paymentId } = await intentFor(accountant, [{ invoiceNumber: invoice.number, amount: 20 }]);
    const intent = succeedInBrowser(clientSecret);
    await t.database.db.update(accountPayments).set({ status: "cancelled" }).where(and(eq(accountPayments.id, paymentId), eq(accountPayments.status, "pending")));
    const before = await accountRows(t);
    expect((await refunded(intent, 2_000, "re_cancelled")).statusCode).toBe(200);
    expect((await refunded({ ...intent, id: `pi_${randomBytes(8).toString("hex")}` }, 2_000, "re_unknown")).statusCode).toBe(200);
    expect(await accountRows(t)).toEqual(before);
    expect(logLines.some((line) => line.msg === "a refund at the provider of a payment on account that was never applied: reconcile it by hand" && line.paymentId === paymentId)).toBe(true);
    expect(logLines.some((line) => line.msg === "a refund for a payment we have no record of")).toBe(true);
  });
});
