import { randomBytes } from "node:crypto";
import { accountPaymentSchema, invoicePaymentIntentResponseSchema, type Company } from "@shop/contract";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountPayments, paymentAllocations } from "../src/db/schema";
import { accountRows, accountTool, invoiceOnAccount, invoiceRow } from "./account";
import { createTestApp, type SignedIn, type TestApp } from "./app";
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
    env: { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_local", STRIPE_PUBLISHABLE_KEY: "pk_test_local", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, MAX_UNPAID_ORDERS: "1000" },
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
  const payload = JSON.stringify({ id: `evt_${randomBytes(6).toString("hex")}`, object: "event", type: "payment_intent.succeeded", data: { object: intent } });
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
