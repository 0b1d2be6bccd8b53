import type { BkashSettings } from "../../config";
import { GatewayError, type GatewayNotification, type GatewayPayment, type GatewayRefund, type GatewaySession, type GatewayStatus, type PaymentLookup, type RedirectGateway, type RefundRequest, type StartSession } from "../gateway";
import { amountFromGateway, toDecimalString } from "../money";
import { fetchSnsCertificate, SnsRefusal, verifySnsMessage, type CertificateFetch } from "../sns";
import { BKASH_RETRYABLE, bkashMessage } from "./bkash-errors";

/**
 * bKash tokenized checkout (mode 0011, intent sale, BDT), against BKASH_BASE_URL (bKash's
 * sandbox or live host with its API version, or this shop's stand-in, /dev/bkash).
 */

/** bKash's id token lives an hour; it is renewed this long before, so no call carries a dying one. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** bKash asks merchants to wait up to 30 seconds for execute before querying. */
const TIMEOUT_MS = 30_000;

type Answer = Record<string, unknown>;

interface Token {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

export interface BkashOptions {
  /** Where the SNS signing certificate comes from (the stand-in's own in development and tests). */
  fetchCertificate?: CertificateFetch;
  now?: () => number;
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

const STATUSES: Record<string, GatewayStatus> = {
  Completed: "completed",
  Initiated: "pending",
  Authorized: "pending",
  "Pending Authorized": "pending",
  Failed: "failed",
  Cancelled: "cancelled",
  Expired: "cancelled",
};

export class BkashGateway implements RedirectGateway {
  readonly name = "bkash";
  readonly currencies = ["bdt"] as const;
  private token: Token | undefined;
  /** The one grant or refresh in flight: concurrent calls wait for it instead of asking again. */
  private renewing: Promise<Token> | undefined;
  private readonly fetchCertificate: CertificateFetch;
  private readonly now: () => number;
  /** How many grants and refreshes were asked (for the tests of the cache). */
  readonly tokenRequests = { grant: 0, refresh: 0 };

  constructor(
    private readonly settings: BkashSettings,
    options: BkashOptions = {},
  ) {
    this.fetchCertificate = options.fetchCertificate ?? fetchSnsCertificate();
    this.now = options.now ?? Date.now;
  }

  private url(path: string) {
    return `${this.settings.baseUrl}/tokenized/checkout/${path}`;
  }

  /** One POST to bKash; transport failures and unreadable answers are GatewayErrors worth retrying. */
  private async post(path: string, body: Answer, headers: Record<string, string>): Promise<{ status: number; answer: Answer }> {
    let response: Response;
    try {
      response = await fetch(this.url(path), {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError("bkash", "unreachable", `bKash did not answer ${path}: ${(error as Error).message}`, undefined, true);
    }
    const raw = await response.text();
    let answer: unknown;
    try {
      answer = JSON.parse(raw);
    } catch {
      throw new GatewayError("bkash", `http_${response.status}`, `bKash answered ${path} with HTTP ${response.status} and no JSON`, undefined, response.status >= 500);
    }
    if (typeof answer !== "object" || answer === null) throw new GatewayError("bkash", `http_${response.status}`, `bKash answered ${path} with no object`, undefined, true);
    return { status: response.status, answer: answer as Answer };
  }

  /** bKash answers errors with HTTP 200 and a statusCode other than 0000 (older APIs: errorCode). */
  private static refusal(answer: Answer): GatewayError | undefined {
    const code = text(answer.statusCode) ?? text(answer.errorCode);
    if (code === undefined || code === "0000") return undefined;
    const message = bkashMessage(code, text(answer.statusMessage) ?? text(answer.errorMessage));
    return new GatewayError("bkash", code, message.en, message.bn, BKASH_RETRYABLE.has(code));
  }

  private async tokenCall(path: "token/grant" | "token/refresh", extra: Answer): Promise<Token> {
    this.tokenRequests[path === "token/grant" ? "grant" : "refresh"]++;
    const { status, answer } = await this.post(path, { app_key: this.settings.appKey, app_secret: this.settings.appSecret, ...extra }, { username: this.settings.username, password: this.settings.password });
    const refused = BkashGateway.refusal(answer);
    if (refused) throw refused;
    const idToken = text(answer.id_token);
    const refreshToken = text(answer.refresh_token);
    const expiresIn = typeof answer.expires_in === "number" ? answer.expires_in : Number(answer.expires_in);
    if (status !== 200 || !idToken || !refreshToken || !Number.isFinite(expiresIn) || expiresIn <= 0) {
      throw new GatewayError("bkash", `http_${status}`, "bKash did not grant a token", undefined, status >= 500);
    }
    return { idToken, refreshToken, expiresAt: this.now() + expiresIn * 1000 };
  }

  /** The id token: kept while it has over five minutes left, then refreshed (granted anew if that fails). */
  private async idToken(): Promise<string> {
    const kept = this.token;
    if (kept && this.now() < kept.expiresAt - RENEW_BEFORE_MS) return kept.idToken;
    this.renewing ??= (async () => {
      try {
        if (kept) {
          try {
            return (this.token = await this.tokenCall("token/refresh", { refresh_token: kept.refreshToken }));
          } catch {
            // An expired or revoked refresh token: a new grant needs only our credentials.
          }
        }
        return (this.token = await this.tokenCall("token/grant", {}));
      } finally {
        this.renewing = undefined;
      }
    })();
    return (await this.renewing).idToken;
  }

  /** A call with the id token; a token bKash no longer takes (401) is dropped and the call made once more. */
  private async call(path: string, body: Answer): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const idToken = await this.idToken();
      const { status, answer } = await this.post(path, body, { authorization: idToken, "x-app-key": this.settings.appKey });
      if (status === 401 && attempt === 0) {
        if (this.token?.idToken === idToken) this.token = undefined;
        continue;
      }
      const refused = BkashGateway.refusal(answer);
      if (refused) throw refused;
      if (status !== 200) throw new GatewayError("bkash", `http_${status}`, `bKash answered ${path} with HTTP ${status}`, undefined, status >= 500);
      return answer;
    }
  }

  async startSession(request: StartSession): Promise<GatewaySession> {
    if (request.payable.currency.toLowerCase() !== "bdt") throw new GatewayError("bkash", "2007", bkashMessage("2007").en, bkashMessage("2007").bn);
    const answer = await this.call("create", {
      mode: "0011",
      payerReference: request.reference.slice(0, 50),
      callbackURL: request.urls.returnUrl,
      amount: toDecimalString(request.payable.amountCents),
      currency: "BDT",
      intent: "sale",
      merchantInvoiceNumber: request.paymentId,
    });
    const paymentID = text(answer.paymentID);
    const bkashURL = text(answer.bkashURL);
    if (!paymentID || !bkashURL) throw new GatewayError("bkash", "bad_answer", "bKash created no payment", undefined, true);
    return { redirectUrl: bkashURL, gatewayReference: paymentID };
  }

  /** bKash's callback: `status` success executes the payment (bKash takes no money without it); the query then decides. */
  async completeReturn(lookup: PaymentLookup, returned: Record<string, string | undefined>): Promise<GatewayPayment> {
    const paymentID = lookup.gatewayReference;
    if (!paymentID || (returned.paymentID !== undefined && returned.paymentID !== paymentID)) {
      throw new GatewayError("bkash", "2002", bkashMessage("2002").en, bkashMessage("2002").bn);
    }
    let refused: GatewayError | undefined;
    if (returned.status === "success") {
      try {
        await this.call("execute", { paymentID });
      } catch (error) {
        // Executed already (a second callback, a reload) or not answered in time: the query says
        // where the payment stands. Any other refusal (no balance, a blocked wallet) fails it.
        if (!(error instanceof GatewayError)) throw error;
        if (!error.retryable && !["2056", "2062", "2068"].includes(error.code)) refused = error;
      }
    }
    const payment = await this.queryPayment(lookup);
    if (refused && payment.status !== "completed") {
      return { ...payment, status: "failed", failure: { code: refused.code, message: refused.message, messageBn: refused.messageBn } };
    }
    // A buyer who failed or cancelled on bKash's page leaves the payment Initiated; it can no
    // longer complete, so the attempt ends as the callback said.
    if (payment.status === "pending" && returned.status === "failure") return { ...payment, status: "failed" };
    if (payment.status === "pending" && returned.status === "cancel") return { ...payment, status: "cancelled" };
    return payment;
  }

  async queryPayment(lookup: PaymentLookup): Promise<GatewayPayment> {
    if (!lookup.gatewayReference) throw new GatewayError("bkash", "2002", bkashMessage("2002").en, bkashMessage("2002").bn);
    const answer = await this.call("payment/status", { paymentID: lookup.gatewayReference });
    const amountCents = amountFromGateway(answer.amount);
    if (amountCents === undefined) throw new GatewayError("bkash", "bad_answer", "bKash answered a payment without a readable amount", undefined, true);
    return {
      status: STATUSES[text(answer.transactionStatus) ?? ""] ?? "pending",
      // bKash's query names the invoice number as merchantInvoiceNumber (older answers: merchantInvoice).
      paymentId: text(answer.merchantInvoiceNumber) ?? text(answer.merchantInvoice) ?? "",
      amountCents,
      currency: (text(answer.currency) ?? "").toLowerCase(),
      transactionId: text(answer.trxID),
      gatewayReference: text(answer.paymentID) ?? lookup.gatewayReference,
      risky: false,
    };
  }

  /**
   * A refund of part or all of a payment. bKash keeps no idempotency key: the key travels as
   * `sku` (shown in bKash's portal), and the caller records it before asking (gateway.ts).
   */
  async refund(request: RefundRequest): Promise<GatewayRefund> {
    const answer = await this.call("payment/refund", {
      paymentID: request.gatewayReference,
      trxID: request.transactionId,
      amount: toDecimalString(request.amountCents),
      sku: request.idempotencyKey.slice(0, 255),
      reason: request.reason.slice(0, 255),
    });
    return BkashGateway.refundOf(answer);
  }

  /** bKash answers the transaction's latest refund; its refunds complete as they are made, so an earlier one is complete. */
  async refundStatus(request: { paymentId: string; gatewayReference: string | undefined; transactionId: string; refundId: string }): Promise<GatewayRefund> {
    const answer = await this.call("payment/refund", { paymentID: request.gatewayReference, trxID: request.transactionId });
    const latest = BkashGateway.refundOf(answer);
    return latest.refundId === request.refundId ? latest : { refundId: request.refundId, status: "completed", amountCents: undefined };
  }

  private static refundOf(answer: Answer): GatewayRefund {
    const refundId = text(answer.refundTrxID);
    const amountCents = amountFromGateway(answer.amount);
    if (!refundId || amountCents === undefined) throw new GatewayError("bkash", "bad_answer", "bKash answered a refund without its id or amount", undefined, true);
    const status = text(answer.transactionStatus);
    return { refundId, amountCents, status: status === "Completed" ? "completed" : status === "Failed" ? "failed" : "pending" };
  }

  /** bKash's payment notifications are Amazon SNS messages: they count once their signature holds. */
  async verifyNotification(body: string): Promise<GatewayNotification> {
    let message;
    try {
      message = await verifySnsMessage(body, this.fetchCertificate);
    } catch (error) {
      if (error instanceof SnsRefusal) return { kind: "refused", reason: error.message };
      throw error;
    }
    if (message.Type === "SubscriptionConfirmation" && message.SubscribeURL) return { kind: "subscription", subscribeUrl: message.SubscribeURL };
    if (message.Type !== "Notification") return { kind: "refused", reason: `an SNS ${message.Type}` };
    let payload: unknown;
    try {
      payload = JSON.parse(message.Message);
    } catch {
      return { kind: "refused", reason: "the notification's Message is not JSON" };
    }
    if (typeof payload !== "object" || payload === null) return { kind: "refused", reason: "the notification's Message is not an object" };
    const fields = payload as Answer;
    const transactionId = text(fields.trxID);
    if (!transactionId) return { kind: "refused", reason: "the notification names no trxID" };
    return { kind: "payment", transactionId, paymentId: text(fields.merchantInvoiceNumber), gatewayReference: text(fields.paymentID) };
  }
}
