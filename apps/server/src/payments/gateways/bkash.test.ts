import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BkashSettings } from "../../config";
import { GatewayError, judgePayment, type StartSession } from "../gateway";
import type { Payable } from "../provider";
import { BkashStandIn, EMPTY_WALLET } from "../stand-ins/bkash-stand-in";
import { StandInSnsSigner } from "../stand-ins/page";
import { serveStandIn } from "../stand-ins/serve";
import { BkashGateway } from "./bkash";

const credentials = { appKey: "app-key", appSecret: "app-secret", username: "merchant", password: "secret" };
const standIn = new BkashStandIn({ baseUrl: "", credentials, notify: async () => undefined });
let server: { origin: string; close(): Promise<void> };
let settings: BkashSettings;

beforeAll(async () => {
  server = await serveStandIn("/dev/bkash", standIn.plugin);
  standIn.options.baseUrl = `${server.origin}/dev/bkash`;
  settings = { standIn: true, baseUrl: standIn.options.baseUrl, ...credentials };
});
afterAll(() => server.close());

let clock = Date.parse("2026-12-06T09:00:00Z");
const gatewayFor = (overrides: Partial<BkashSettings> = {}) =>
  new BkashGateway({ ...settings, ...overrides }, { fetchCertificate: standIn.signer.fetchCertificate(), now: () => clock });

const payable: Payable = { kind: "order", id: "0b7f5f8e-6a7c-4d1e-9a55-2f6f1c1d2e3f", amountCents: 123450, email: "store@example.com", currency: "bdt" };
let sequence = 0;
const session = (overrides: Partial<StartSession> = {}): StartSession => ({
  paymentId: `pay-${++sequence}`,
  payable,
  urls: { returnUrl: "http://shop.test/api/payments/bkash/callback?attempt=1" },
  reference: "ORD-1001",
  ...overrides,
});

/** The buyer on the stand-in's hosted page, pressing one of its buttons: where bKash sends them back. */
async function press(redirectUrl: string, action: "pay" | "fail" | "cancel", wallet = "01770618575") {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  expect(html).toContain('<button type="submit" name="action" value="pay">Pay ৳1234.50</button>');
  const formAction = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const answer = await fetch(new URL(formAction ?? "", redirectUrl), { method: "POST", body: new URLSearchParams({ action, wallet }), redirect: "manual" });
  expect(answer.status).toBe(303);
  return Object.fromEntries(new URL(answer.headers.get("location") ?? "").searchParams) as Record<string, string>;
}

beforeEach(() => {
  clock = Date.parse("2026-12-06T09:00:00Z");
});

describe("bKash tokenized checkout against its stand-in", () => {
  it("grants one token for concurrent calls, keeps it, and refreshes it before its hour ends", async () => {
    const gateway = gatewayFor();
    await Promise.all([gateway.startSession(session()), gateway.startSession(session()), gateway.startSession(session())]);
    expect(gateway.tokenRequests).toEqual({ grant: 1, refresh: 0 });
    clock += 54 * 60_000;
    await gateway.startSession(session());
    expect(gateway.tokenRequests).toEqual({ grant: 1, refresh: 0 });
    // Within five minutes of its end the token is refreshed, once for concurrent calls.
    clock += 2 * 60_000;
    await Promise.all([gateway.startSession(session()), gateway.startSession(session())]);
    expect(gateway.tokenRequests).toEqual({ grant: 1, refresh: 1 });
  });

  it("grants anew when bKash no longer takes the token (401) or the refresh token", async () => {
    const gateway = gatewayFor();
    await gateway.startSession(session());
    standIn.expireTokens();
    await gateway.startSession(session());
    expect(gateway.tokenRequests).toEqual({ grant: 2, refresh: 0 });
  });

  it("refuses wrong credentials with bKash's code, in English and Bangla", async () => {
    const error = await gatewayFor({ appSecret: "wrong" }).startSession(session()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: "2001", message: "Invalid App Key", messageBn: "অ্যাপ কী সঠিক নয়", retryable: false });
  });

  it("creates, is paid on the hosted page, executes on the callback and the query says completed", async () => {
    const gateway = gatewayFor();
    const request = session();
    const started = await gateway.startSession(request);
    expect(started.redirectUrl).toBe(`${settings.baseUrl}/pay/${started.gatewayReference}`);
    const created = standIn.payments.get(started.gatewayReference);
    expect(created).toMatchObject({ amount: "1234.50", currency: "BDT", merchantInvoiceNumber: request.paymentId, payerReference: "ORD-1001" });
    const lookup = { paymentId: request.paymentId, gatewayReference: started.gatewayReference };
    // Before the buyer pays, the payment is pending.
    expect((await gateway.queryPayment(lookup)).status).toBe("pending");
    const returned = await press(started.redirectUrl, "pay");
    expect(returned).toMatchObject({ paymentID: started.gatewayReference, status: "success", attempt: "1" });
    // Not executed yet: the money has not moved.
    expect((await gateway.queryPayment(lookup)).status).toBe("pending");
    const paid = await gateway.completeReturn(lookup, returned);
    expect(paid).toMatchObject({ status: "completed", paymentId: request.paymentId, amountCents: 123450, currency: "bdt", risky: false });
    expect(paid.transactionId).toMatch(/^[0-9A-F]{10}$/);
    expect(judgePayment(paid, { paymentId: request.paymentId, payable })).toBe("apply");
    // The callback again (a reload): executed already, the same payment.
    expect(await gateway.completeReturn(lookup, returned)).toEqual(paid);
  });

  it.each([
    ["fail", "failure", "failed"],
    ["cancel", "cancel", "cancelled"],
  ] as const)("ends the attempt when the buyer presses %s, and bKash then refuses to execute it", async (button, status, outcome) => {
    const gateway = gatewayFor();
    const request = session();
    const started = await gateway.startSession(request);
    const returned = await press(started.redirectUrl, button);
    expect(returned.status).toBe(status);
    const lookup = { paymentId: request.paymentId, gatewayReference: started.gatewayReference };
    const ended = await gateway.completeReturn(lookup, returned);
    expect(ended.status).toBe(outcome);
    expect(judgePayment(ended, { paymentId: request.paymentId, payable })).toBe(outcome);
    // A forged "success" for the same payment: bKash refuses to execute what the buyer never
    // paid (2056), and its query still has nothing completed.
    const forged = await gateway.completeReturn(lookup, { ...returned, status: "success" });
    expect(forged).toMatchObject({ status: "pending", transactionId: undefined });
    expect(judgePayment(forged, { paymentId: request.paymentId, payable })).toBe("pending");
  });

  it("fails a payment bKash refuses at execute, with bKash's words in English and Bangla", async () => {
    const gateway = gatewayFor();
    const request = session();
    const started = await gateway.startSession(request);
    const returned = await press(started.redirectUrl, "pay", EMPTY_WALLET);
    expect(returned.status).toBe("success");
    const failed = await gateway.completeReturn({ paymentId: request.paymentId, gatewayReference: started.gatewayReference }, returned);
    expect(failed).toMatchObject({ status: "failed", transactionId: undefined, failure: { code: "2023", message: "Insufficient Balance", messageBn: "পর্যাপ্ত ব্যালেন্স নেই" } });
    expect(judgePayment(failed, { paymentId: request.paymentId, payable })).toBe("failed");
  });

  it("finds a payment of another amount, currency or attempt a mismatch, never one to apply", async () => {
    const gateway = gatewayFor();
    const request = session();
    const started = await gateway.startSession(request);
    const lookup = { paymentId: request.paymentId, gatewayReference: started.gatewayReference };
    const paid = await gateway.completeReturn(lookup, await press(started.redirectUrl, "pay"));
    expect(judgePayment(paid, { paymentId: request.paymentId, payable: { amountCents: 123451, currency: "bdt" } })).toBe("mismatch");
    expect(judgePayment(paid, { paymentId: request.paymentId, payable: { amountCents: 123450, currency: "usd" } })).toBe("mismatch");
    expect(judgePayment(paid, { paymentId: "pay-other", payable })).toBe("mismatch");
    expect(judgePayment({ ...paid, transactionId: undefined }, { paymentId: request.paymentId, payable })).toBe("mismatch");
  });

  it("takes BDT only", async () => {
    await expect(gatewayFor().startSession(session({ payable: { ...payable, currency: "usd" } }))).rejects.toMatchObject({ code: "2007" });
  });

  it("refunds in parts that add up to the payment, and refuses a refund beyond it", async () => {
    const gateway = gatewayFor();
    const request = session();
    const started = await gateway.startSession(request);
    const lookup = { paymentId: request.paymentId, gatewayReference: started.gatewayReference };
    const paid = await gateway.completeReturn(lookup, await press(started.redirectUrl, "pay"));
    const refundOf = (amountCents: number, key: string) =>
      gateway.refund({ paymentId: request.paymentId, gatewayReference: started.gatewayReference, transactionId: paid.transactionId ?? "", amountCents, idempotencyKey: key, reason: "damaged in transit" });
    await expect(refundOf(123451, "too-much")).rejects.toMatchObject({ code: "2026", messageBn: expect.stringContaining("ফেরত") });
    const first = await refundOf(23450, "refund-1");
    expect(first).toMatchObject({ status: "completed", amountCents: 23450 });
    const second = await refundOf(100000, "refund-2");
    expect(second).toMatchObject({ status: "completed", amountCents: 100000 });
    await expect(refundOf(1, "refund-3")).rejects.toMatchObject({ code: "2034" });
    const refunds = standIn.payments.get(started.gatewayReference)?.refunds ?? [];
    expect(refunds.reduce((sum, refund) => sum + refund.amountCents, 0)).toBe(123450);
    expect(refunds.map((refund) => refund.sku)).toEqual(["refund-1", "refund-2"]);
    const status = { paymentId: request.paymentId, gatewayReference: started.gatewayReference, transactionId: paid.transactionId ?? "" };
    expect(await gateway.refundStatus({ ...status, refundId: second.refundId })).toEqual(second);
    expect((await gateway.refundStatus({ ...status, refundId: first.refundId })).status).toBe("completed");
  });

  describe("notifications (Amazon SNS)", () => {
    async function paidNotification() {
      const gateway = gatewayFor();
      const request = session();
      const started = await gateway.startSession(request);
      await gateway.completeReturn({ paymentId: request.paymentId, gatewayReference: started.gatewayReference }, await press(started.redirectUrl, "pay"));
      const sent = standIn.sent.at(-1) ?? "";
      return { gateway, request, started, sent, payment: standIn.payments.get(started.gatewayReference) };
    }

    it("names the payment of a signed notification, both signature versions, and the same one when replayed", async () => {
      const { gateway, request, started, sent, payment } = await paidNotification();
      const named = { kind: "payment", paymentId: request.paymentId, transactionId: payment?.trxID, gatewayReference: started.gatewayReference };
      expect(await gateway.verifyNotification(sent)).toEqual(named);
      // SNS delivers at least once: a replay names the same transaction, which the shop applies once.
      expect(await gateway.verifyNotification(sent)).toEqual(named);
      const message = JSON.parse(sent) as { Message: string; MessageId: string; TopicArn: string };
      const sha1 = standIn.signer.sign({ Type: "Notification", Message: message.Message, MessageId: message.MessageId, TopicArn: message.TopicArn }, "1");
      expect(await gateway.verifyNotification(JSON.stringify(sha1))).toEqual(named);
    });

    it("refuses a forged notification: changed, signed by another key, or with a certificate off Amazon's SNS hosts", async () => {
      const { gateway, sent } = await paidNotification();
      const message = JSON.parse(sent) as Record<string, string>;
      const payload = JSON.parse(message.Message ?? "{}") as Record<string, string>;
      const changed = { ...message, Message: JSON.stringify({ ...payload, amount: "1.00" }) };
      const other = new StandInSnsSigner().sign({ Type: "Notification", Message: message.Message ?? "", MessageId: "m-1", TopicArn: message.TopicArn ?? "" });
      // Another key behind the trusted certificate URL: the stand-in's key does not verify it.
      const forgedSignature = { ...other, SigningCertURL: standIn.signer.certificateUrl };
      const forgeries = [
        changed,
        forgedSignature,
        { ...message, SigningCertURL: "http://sns.ap-southeast-1.amazonaws.com/cert.pem" },
        { ...message, SigningCertURL: "https://sns.ap-southeast-1.amazonaws.com.evil.example/cert.pem" },
        { ...message, SigningCertURL: "https://evil.example/sns.ap-southeast-1.amazonaws.com/cert.pem" },
        { ...message, SignatureVersion: "3" },
        { ...message, Signature: undefined },
      ];
      for (const forged of forgeries) {
        expect(await gateway.verifyNotification(JSON.stringify(forged))).toMatchObject({ kind: "refused" });
      }
      expect(await gateway.verifyNotification("not json")).toMatchObject({ kind: "refused" });
    });

    it("answers a signed subscription confirmation with its SNS URL to visit", async () => {
      const gateway = gatewayFor();
      const subscribeUrl = "https://sns.ap-southeast-1.amazonaws.com/?Action=ConfirmSubscription&Token=abc";
      const signed = standIn.signer.sign({ Type: "SubscriptionConfirmation", Message: "confirm", MessageId: "m-2", TopicArn: "arn:aws:sns:ap-southeast-1:0:t", SubscribeURL: subscribeUrl, Token: "abc" });
      expect(await gateway.verifyNotification(JSON.stringify(signed))).toEqual({ kind: "subscription", subscribeUrl });
      const elsewhere = standIn.signer.sign({ ...signed, SubscribeURL: "https://evil.example/confirm" });
      expect(await gateway.verifyNotification(JSON.stringify(elsewhere))).toMatchObject({ kind: "refused" });
    });
  });
});
