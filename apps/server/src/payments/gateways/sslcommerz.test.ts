import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SslcommerzSettings } from "../../config";
import { GatewayError, judgePayment, type StartSession } from "../gateway";
import type { Payable } from "../provider";
import { serveStandIn } from "../stand-ins/serve";
import { SslcommerzStandIn } from "../stand-ins/sslcommerz-stand-in";
import { SslcommerzGateway } from "./sslcommerz";

const credentials = { storeId: "shoptest", storePassword: "shoptest@ssl" };
const standIn = new SslcommerzStandIn({ baseUrl: "", credentials, notify: async () => undefined });
let server: { origin: string; close(): Promise<void> };
let settings: SslcommerzSettings;

beforeAll(async () => {
  server = await serveStandIn("/dev/sslcommerz", standIn.plugin);
  standIn.options.baseUrl = `${server.origin}/dev/sslcommerz`;
  settings = { standIn: true, baseUrl: standIn.options.baseUrl, ...credentials };
});
afterAll(() => server.close());

const gateway = () => new SslcommerzGateway(settings);
const payable: Payable = { kind: "order", id: "0b7f5f8e-6a7c-4d1e-9a55-2f6f1c1d2e3f", amountCents: 250075, email: "store@example.com", currency: "bdt" };
let sequence = 0;
const session = (overrides: Partial<StartSession> = {}): StartSession => ({
  paymentId: `ssl-pay-${++sequence}`,
  payable,
  urls: { returnUrl: "http://shop.test/return/success", failUrl: "http://shop.test/return/fail", cancelUrl: "http://shop.test/return/cancel", notificationUrl: "http://shop.test/ipn" },
  reference: "ORD-2001",
  ...overrides,
});

/** The buyer on the hosted page: the form SSLCommerz then posts back to the shop, and where. */
async function press(redirectUrl: string, action: "pay" | "fail" | "cancel", risky = false) {
  const html = await (await fetch(redirectUrl)).text();
  expect(html).toContain('<button type="submit" name="action" value="cancel">Cancel</button>');
  const formAction = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "";
  const back = await (await fetch(new URL(formAction, redirectUrl), { method: "POST", body: new URLSearchParams({ action, ...(risky && { risky: "1" }) }) })).text();
  const target = /<form method="post" action="([^"]+)"/.exec(back)?.[1];
  const fields = Object.fromEntries([...back.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1], match[2]]));
  return { target, fields: fields as Record<string, string> };
}

async function paid(risky = false) {
  const request = session();
  const started = await gateway().startSession(request);
  const returned = await press(started.redirectUrl, "pay", risky);
  return { request, started, returned, lookup: { paymentId: request.paymentId, gatewayReference: started.gatewayReference } };
}

describe("SSLCommerz against its stand-in", () => {
  it("starts a session with our payment id as tran_id, and the validation API says VALID, then VALIDATED", async () => {
    const { request, started, returned, lookup } = await paid();
    expect(started.redirectUrl).toBe(`${settings.baseUrl}/pay/${started.gatewayReference}`);
    expect(returned.target).toBe("http://shop.test/return/success");
    expect(returned.fields).toMatchObject({ status: "VALID", tran_id: request.paymentId, amount: "2500.75" });
    const first = await gateway().completeReturn(lookup, returned.fields);
    expect(first).toMatchObject({ status: "completed", paymentId: request.paymentId, amountCents: 250075, currency: "bdt", transactionId: returned.fields.bank_tran_id, risky: false });
    expect(judgePayment(first, { paymentId: request.paymentId, payable })).toBe("apply");
    // A second return (or the IPN after the return): VALIDATED, the same payment.
    expect(await gateway().completeReturn(lookup, returned.fields)).toEqual(first);
    // The sweep's query by tran_id finds it too.
    expect(await gateway().queryPayment(lookup)).toEqual(first);
  });

  it("keeps a risky payment (risk_level 1) for the office", async () => {
    const { request, returned, lookup } = await paid(true);
    const payment = await gateway().completeReturn(lookup, returned.fields);
    expect(payment).toMatchObject({ status: "completed", risky: true });
    expect(judgePayment(payment, { paymentId: request.paymentId, payable })).toBe("risky");
  });

  it("finds an unknown val_id INVALID, and a val_id of another payment a mismatch", async () => {
    const { lookup } = await paid();
    const invalid = await gateway().completeReturn(lookup, { val_id: "2612061234abcdef" });
    expect(invalid.status).toBe("failed");
    const other = await paid();
    // The buyer posts another (paid) payment's val_id to this attempt's return.
    const swapped = await gateway().completeReturn(lookup, { val_id: other.returned.fields.val_id });
    expect(judgePayment(swapped, { paymentId: lookup.paymentId, payable })).toBe("mismatch");
    // An amount or currency off by a poisha is no payment of this order.
    const right = await gateway().completeReturn(other.lookup, other.returned.fields);
    expect(judgePayment(right, { paymentId: other.lookup.paymentId, payable: { amountCents: 250076, currency: "bdt" } })).toBe("mismatch");
    expect(judgePayment(right, { paymentId: other.lookup.paymentId, payable: { amountCents: 250075, currency: "usd" } })).toBe("mismatch");
  });

  it.each([
    ["fail", "http://shop.test/return/fail", "failed"],
    ["cancel", "http://shop.test/return/cancel", "cancelled"],
  ] as const)("ends the attempt when the buyer presses %s", async (action, target, status) => {
    const request = session();
    const started = await gateway().startSession(request);
    const returned = await press(started.redirectUrl, action);
    expect(returned.target).toBe(target);
    const lookup = { paymentId: request.paymentId, gatewayReference: started.gatewayReference };
    const ended = await gateway().completeReturn(lookup, returned.fields);
    expect(ended.status).toBe(status);
    expect(judgePayment(ended, { paymentId: request.paymentId, payable })).toBe(status);
  });

  it("answers pending for an attempt the buyer left, and refuses the store's wrong password", async () => {
    const request = session();
    const started = await gateway().startSession(request);
    expect((await gateway().queryPayment({ paymentId: request.paymentId, gatewayReference: started.gatewayReference })).status).toBe("pending");
    const wrong = new SslcommerzGateway({ ...settings, storePassword: "nope" });
    await expect(wrong.startSession(session())).rejects.toBeInstanceOf(GatewayError);
    await expect(wrong.queryPayment({ paymentId: request.paymentId })).rejects.toMatchObject({ code: "INVALID_REQUEST" });
  });

  it("takes BDT only", async () => {
    await expect(gateway().startSession(session({ payable: { ...payable, currency: "usd" } }))).rejects.toMatchObject({ code: "currency" });
  });

  it("verifies the IPN's verify_sign: a signed one names its payment (replayed: the same), a changed or unsigned one is refused", async () => {
    const { request } = await paid();
    const sent = standIn.sent.at(-1) ?? "";
    const form = "application/x-www-form-urlencoded";
    const named = await gateway().verifyNotification(sent, form);
    expect(named).toMatchObject({ kind: "payment", paymentId: request.paymentId });
    expect(await gateway().verifyNotification(sent, form)).toEqual(named);
    const fields = Object.fromEntries(new URLSearchParams(sent));
    for (const forged of [
      { ...fields, tran_id: "ssl-pay-other" },
      { ...fields, verify_sign: "0".repeat(32) },
      { ...fields, verify_key: "amount,currency", verify_sign: "" },
    ]) {
      expect(await gateway().verifyNotification(new URLSearchParams(forged).toString(), form)).toMatchObject({ kind: "refused" });
    }
    // Signed by a store that does not know our password.
    expect(await new SslcommerzGateway({ ...settings, storePassword: "other" }).verifyNotification(sent, form)).toMatchObject({ kind: "refused" });
    expect(await gateway().verifyNotification(sent, "application/json")).toMatchObject({ kind: "refused" });
  });

  it("refunds in parts that add up to the payment, refuses one beyond it, and answers each refund's status", async () => {
    const { request, started, returned, lookup } = await paid();
    const payment = await gateway().completeReturn(lookup, returned.fields);
    const refund = (amountCents: number, key: string) =>
      gateway().refund({ paymentId: request.paymentId, gatewayReference: started.gatewayReference, transactionId: payment.transactionId ?? "", amountCents, idempotencyKey: key, reason: "returned goods" });
    await expect(refund(250076, "too-much")).rejects.toMatchObject({ code: "refund_refused" });
    const first = await refund(50075, "r-1");
    const second = await refund(200000, "r-2");
    expect([first.status, second.status]).toEqual(["completed", "completed"]);
    await expect(refund(1, "r-3")).rejects.toMatchObject({ code: "refund_refused" });
    const refunds = standIn.sessions.get(started.gatewayReference)?.refunds ?? [];
    expect(refunds.reduce((sum, each) => sum + each.amountCents, 0)).toBe(250075);
    expect(refunds.map((each) => each.refeId)).toEqual(["r-1", "r-2"]);
    expect(await gateway().refundStatus({ refundId: first.refundId })).toMatchObject({ refundId: first.refundId, status: "completed" });
    expect((await gateway().refundStatus({ refundId: "unknown" })).status).toBe("failed");
  });
});
