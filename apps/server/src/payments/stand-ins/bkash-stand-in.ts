import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BKASH_ERRORS } from "../gateways/bkash-errors";
import { fromDecimalString, toDecimalString } from "../money";
import { acceptForms, fieldsOf, hostedPage, StandInSnsSigner } from "./page";

/**
 * A development stand-in of bKash's tokenized checkout (decision 052), served by the shop
 * itself under /dev/bkash outside production: the same requests and answers as bKash's
 * …/tokenized/checkout/* API, a hosted page with Pay, Fail and Cancel, the callback, and an
 * SNS-signed notification once a payment is executed. Its state lives in this process.
 */

type Status = "Initiated" | "Authorized" | "Completed" | "Failed" | "Cancelled";

export interface StandInPayment {
  paymentID: string;
  amount: string;
  currency: string;
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
  status: Status;
  createTime: string;
  trxID?: string;
  executeTime?: string;
  customerMsisdn?: string;
  refunds: { refundTrxID: string; amountCents: number; sku: string; reason: string; completedTime: string }[];
}

export interface BkashStandInOptions {
  /** Where the stand-in is reached: BKASH_BASE_URL's stand-in value (…/dev/bkash). */
  baseUrl: string;
  credentials: { appKey: string; appSecret: string; username: string; password: string };
  /** Where executed payments are notified (bKash's webhook, set in its merchant portal). */
  notificationUrl?: string | undefined;
  /** How a notification is sent (default: POST to notificationUrl); tests capture it. */
  notify?: (body: string) => Promise<void>;
  /** Seconds a granted id token lives (bKash: 3600). */
  tokenSeconds?: number;
}

/** A wallet the stand-in treats as holding too little money: its payment fails at execute (2023). */
export const EMPTY_WALLET = "01900000000";

const ok = { statusCode: "0000", statusMessage: "Successful" };
const error = (code: string) => ({ statusCode: code, statusMessage: BKASH_ERRORS[code]?.en ?? "Process failed" });
/** bKash's times: "2026-12-06T14:03:07:123 GMT+0600". */
const bkashTime = (at = new Date()) => `${new Date(at.getTime() + 6 * 3_600_000).toISOString().replace("Z", "").replace(/\.(\d{3})$/, ":$1")} GMT+0600`;

export class BkashStandIn {
  readonly payments = new Map<string, StandInPayment>();
  readonly signer = new StandInSnsSigner();
  private readonly idTokens = new Map<string, number>();
  private readonly refreshTokens = new Set<string>();
  /** Every notification sent, newest last (tests replay them). */
  readonly sent: string[] = [];

  constructor(readonly options: BkashStandInOptions) {}

  /** The Fastify plugin; register it with `{prefix: "/dev/bkash"}`. */
  readonly plugin = async (app: FastifyInstance) => {
    acceptForms(app);
    const api = "/tokenized/checkout";
    app.post(`${api}/token/grant`, async (request) => this.grant(request, false));
    app.post(`${api}/token/refresh`, async (request) => this.grant(request, true));
    app.post(`${api}/create`, async (request, reply) => this.authorized(request, reply, () => this.create(fieldsOf(request.body))));
    app.post(`${api}/execute`, async (request, reply) => this.authorized(request, reply, () => this.execute(fieldsOf(request.body))));
    app.post(`${api}/payment/status`, async (request, reply) => this.authorized(request, reply, () => this.status(fieldsOf(request.body))));
    app.post(`${api}/payment/refund`, async (request, reply) => this.authorized(request, reply, () => this.refund(fieldsOf(request.body))));
    app.get<{ Params: { paymentID: string } }>("/pay/:paymentID", async (request, reply) => {
      const payment = this.payments.get(request.params.paymentID);
      if (!payment || payment.status !== "Initiated") return reply.status(404).type("text/plain").send("No payment waits here.");
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(
        hostedPage({
          gateway: "bKash (development stand-in)",
          title: `Pay ৳${payment.amount} with bKash`,
          amount: `৳${payment.amount}`,
          reference: payment.merchantInvoiceNumber,
          action: `${new URL(this.options.baseUrl).pathname}/pay/${encodeURIComponent(payment.paymentID)}`,
          fields: `<label for="wallet">bKash account number</label><input id="wallet" name="wallet" inputmode="numeric" autocomplete="tel" value="01770618575" aria-describedby="wallet-hint"><p id="wallet-hint" class="note">${EMPTY_WALLET} has too little balance: bKash refuses its payment.</p>`,
        }),
      );
    });
    app.post<{ Params: { paymentID: string } }>("/pay/:paymentID", async (request, reply) => {
      const payment = this.payments.get(request.params.paymentID);
      if (!payment || payment.status !== "Initiated") return reply.status(404).type("text/plain").send("No payment waits here.");
      const form = fieldsOf(request.body);
      const outcome = form.action === "pay" ? "success" : form.action === "fail" ? "failure" : "cancel";
      // The buyer's choice is all the page decides: the money moves only when the merchant executes.
      if (outcome === "success") {
        payment.status = "Authorized";
        payment.customerMsisdn = form.wallet ?? "01770618575";
      }
      const back = new URL(payment.callbackURL);
      back.searchParams.set("paymentID", payment.paymentID);
      back.searchParams.set("status", outcome);
      back.searchParams.set("signature", randomBytes(8).toString("hex"));
      back.searchParams.set("apiVersion", "1.2.0-beta");
      return reply.redirect(back.toString(), 303);
    });
  };

  private grant(request: FastifyRequest, refresh: boolean) {
    const { credentials } = this.options;
    const body = fieldsOf(request.body);
    if (request.headers.username !== credentials.username || request.headers.password !== credentials.password || body.app_key !== credentials.appKey || body.app_secret !== credentials.appSecret) {
      return error("2001");
    }
    if (refresh && (!body.refresh_token || !this.refreshTokens.has(body.refresh_token))) return { statusCode: "2079", statusMessage: "Invalid refresh token" };
    const seconds = this.options.tokenSeconds ?? 3600;
    const idToken = `standin.${randomBytes(24).toString("base64url")}`;
    this.idTokens.set(idToken, Date.now() + seconds * 1000);
    const refreshToken = refresh && body.refresh_token ? body.refresh_token : `refresh.${randomBytes(24).toString("base64url")}`;
    this.refreshTokens.add(refreshToken);
    return { ...ok, id_token: idToken, token_type: "Bearer", expires_in: seconds, refresh_token: refreshToken };
  }

  /** bKash refuses an unknown or expired id token with 401, and a wrong app key with 2001. */
  private async authorized(request: FastifyRequest, reply: FastifyReply, answer: () => unknown) {
    const token = request.headers.authorization;
    const expires = typeof token === "string" ? this.idTokens.get(token) : undefined;
    if (expires === undefined || expires < Date.now()) return reply.status(401).send({ message: "Unauthorized" });
    if (request.headers["x-app-key"] !== this.options.credentials.appKey) return error("2001");
    return answer();
  }

  /** Expires every id token now, as bKash would after its hour (the tests' clock). */
  expireTokens() {
    for (const token of this.idTokens.keys()) this.idTokens.set(token, 0);
  }

  private create(body: Record<string, string>) {
    if (body.mode !== "0011") return error("2063");
    if (body.intent !== "sale") return error("2008");
    if (body.currency !== "BDT") return error("2007");
    const cents = body.amount === undefined ? undefined : fromDecimalString(body.amount);
    if (cents === undefined || cents <= 0) return error("2006");
    if (!body.merchantInvoiceNumber) return error("2031");
    if (!body.payerReference) return error("2048");
    if (!body.callbackURL || !/^https?:\/\//.test(body.callbackURL)) return error("2049");
    const paymentID = `TR0011${randomBytes(8).toString("hex").toUpperCase()}`;
    const payment: StandInPayment = {
      paymentID,
      amount: body.amount ?? "",
      currency: "BDT",
      merchantInvoiceNumber: body.merchantInvoiceNumber,
      payerReference: body.payerReference,
      callbackURL: body.callbackURL,
      status: "Initiated",
      createTime: bkashTime(),
      refunds: [],
    };
    this.payments.set(paymentID, payment);
    const callback = (status: string) => `${payment.callbackURL}${payment.callbackURL.includes("?") ? "&" : "?"}paymentID=${paymentID}&status=${status}`;
    return {
      ...ok,
      paymentID,
      bkashURL: `${this.options.baseUrl}/pay/${paymentID}`,
      callbackURL: payment.callbackURL,
      successCallbackURL: callback("success"),
      failureCallbackURL: callback("failure"),
      cancelledCallbackURL: callback("cancel"),
      amount: payment.amount,
      intent: "sale",
      currency: "BDT",
      paymentCreateTime: payment.createTime,
      transactionStatus: "Initiated",
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
    };
  }

  private async execute(body: Record<string, string>) {
    const payment = body.paymentID ? this.payments.get(body.paymentID) : undefined;
    if (!payment) return error("2002");
    if (payment.status === "Completed") return error("2062");
    if (payment.status !== "Authorized") return error("2056");
    if (payment.customerMsisdn === EMPTY_WALLET) {
      payment.status = "Failed";
      return error("2023");
    }
    payment.status = "Completed";
    payment.trxID = `${randomBytes(5).toString("hex").toUpperCase()}`;
    payment.executeTime = bkashTime();
    await this.sendNotification(payment);
    return { ...ok, ...this.paymentAnswer(payment) };
  }

  private paymentAnswer(payment: StandInPayment) {
    return {
      paymentID: payment.paymentID,
      mode: "0011",
      payerReference: payment.payerReference,
      paymentCreateTime: payment.createTime,
      ...(payment.executeTime && { paymentExecuteTime: payment.executeTime }),
      ...(payment.trxID && { trxID: payment.trxID }),
      transactionStatus: payment.status === "Authorized" ? "Initiated" : payment.status,
      amount: payment.amount,
      currency: payment.currency,
      intent: "sale",
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      ...(payment.customerMsisdn && { customerMsisdn: payment.customerMsisdn }),
    };
  }

  private status(body: Record<string, string>) {
    const payment = body.paymentID ? this.payments.get(body.paymentID) : undefined;
    // bKash's page ends a failed or cancelled payment; its query then says so.
    return payment ? { ...ok, ...this.paymentAnswer(payment) } : error("2002");
  }

  /** With `amount`: a refund of part or all that is left. Without: the latest refund's status. */
  private refund(body: Record<string, string>) {
    const payment = body.paymentID ? this.payments.get(body.paymentID) : undefined;
    if (!payment) return error("2002");
    if (payment.status !== "Completed" || payment.trxID !== body.trxID) return error("2033");
    const paid = fromDecimalString(payment.amount) ?? 0;
    const refunded = payment.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
    if (body.amount === undefined) {
      const latest = payment.refunds.at(-1);
      if (!latest) return error("2033");
      return { ...ok, ...this.refundAnswer(payment, latest) };
    }
    const cents = fromDecimalString(body.amount);
    if (cents === undefined || cents <= 0) return error("2006");
    if (refunded >= paid) return error("2034");
    if (refunded + cents > paid) return error("2026");
    const refund = { refundTrxID: randomBytes(5).toString("hex").toUpperCase(), amountCents: cents, sku: body.sku ?? "", reason: body.reason ?? "", completedTime: bkashTime() };
    payment.refunds.push(refund);
    return { ...ok, ...this.refundAnswer(payment, refund) };
  }

  private refundAnswer(payment: StandInPayment, refund: StandInPayment["refunds"][number]) {
    return { completedTime: refund.completedTime, transactionStatus: "Completed", originalTrxID: payment.trxID, refundTrxID: refund.refundTrxID, amount: toDecimalString(refund.amountCents), currency: "BDT", charge: "0.00" };
  }

  /** The SNS message bKash's webhook sends for a completed payment, signed by the stand-in. */
  notificationFor(payment: StandInPayment): string {
    const message = {
      dateTime: (payment.executeTime ?? bkashTime()).slice(0, 19).replace(/\D/g, ""),
      debitMSISDN: payment.customerMsisdn ?? "01770618575",
      creditOrganizationName: "Stand-in merchant",
      creditShortCode: "01700000000",
      trxID: payment.trxID,
      transactionStatus: payment.status,
      transactionType: "1003",
      amount: payment.amount,
      currency: payment.currency,
      transactionReference: payment.payerReference,
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      paymentID: payment.paymentID,
    };
    return JSON.stringify(
      this.signer.sign({ Type: "Notification", MessageId: randomUUID(), TopicArn: "arn:aws:sns:ap-southeast-1:000000000000:bpt_standin", Message: JSON.stringify(message) }),
    );
  }

  private async sendNotification(payment: StandInPayment) {
    const body = this.notificationFor(payment);
    this.sent.push(body);
    const send =
      this.options.notify ??
      (async (text: string) => {
        if (!this.options.notificationUrl) return;
        await fetch(this.options.notificationUrl, { method: "POST", headers: { "content-type": "text/plain; charset=UTF-8", "x-amz-sns-message-type": "Notification" }, body: text, signal: AbortSignal.timeout(10_000) });
      });
    // As SNS does, the notification leaves after bKash's answer and its failure is bKash's to retry, not the caller's.
    setImmediate(() => void send(body).catch(() => undefined));
  }
}
