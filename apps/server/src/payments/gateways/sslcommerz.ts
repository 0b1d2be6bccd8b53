import { createHash, timingSafeEqual } from "node:crypto";
import type { SslcommerzSettings } from "../../config";
import { GatewayError, type GatewayNotification, type GatewayPayment, type GatewayRefund, type GatewaySession, type GatewayStatus, type PaymentLookup, type RedirectGateway, type RefundRequest, type StartSession } from "../gateway";
import { amountFromGateway, toDecimalString } from "../money";

/**
 * SSLCommerz hosted checkout (API v4), against SSLCOMMERZ_BASE_URL: its sandbox or live host,
 * or this shop's stand-in (/dev/sslcommerz).
 *
 * A small client of our own rather than the official `sslcommerz-lts` (decision 052): the
 * library fixes its host to sandbox/securepay (another host means building every URL by
 * hand, which is the whole client), returns a failed request as a value instead of throwing,
 * sets no timeout, and puts parameters into URLs unescaped.
 */

const TIMEOUT_MS = 30_000;
type Answer = Record<string, unknown>;
const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : undefined);

/** A transaction's status in the query API; VALID and VALIDATED still go through the validation API. */
const STATUSES: Record<string, GatewayStatus> = {
  PENDING: "pending",
  UNATTEMPTED: "pending",
  FAILED: "failed",
  INVALID_TRANSACTION: "failed",
  CANCELLED: "cancelled",
  EXPIRED: "cancelled",
};

/**
 * SSLCommerz's signature of what it posts (IPN, returns): md5 of the fields `verify_key` names
 * plus `store_passwd` (as md5 of the password), sorted by name, as "name=value&…".
 */
export function sslcommerzSignature(fields: Record<string, string>, storePassword: string): string | undefined {
  const names = fields.verify_key?.split(",").filter(Boolean);
  if (!names || names.length === 0) return undefined;
  const signed: Record<string, string> = { store_passwd: createHash("md5").update(storePassword).digest("hex") };
  for (const name of names) signed[name] = fields[name] ?? "";
  const canonical = Object.keys(signed)
    .sort()
    .map((name) => `${name}=${signed[name]}`)
    .join("&");
  return createHash("md5").update(canonical).digest("hex");
}

export class SslcommerzGateway implements RedirectGateway {
  readonly name = "sslcommerz";
  readonly currencies = ["bdt"] as const;

  constructor(private readonly settings: SslcommerzSettings) {}

  private credentials() {
    return { store_id: this.settings.storeId, store_passwd: this.settings.storePassword };
  }

  /** One call; the URL (it carries the store password, as SSLCommerz's API asks) is never in an error. */
  private async request(path: string, init: { query?: Record<string, string>; form?: Record<string, string> }): Promise<Answer> {
    const url = new URL(`${this.settings.baseUrl}${path}`);
    if (init.query) for (const [name, value] of Object.entries({ ...init.query, ...this.credentials(), v: "1", format: "json" })) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.form ? "POST" : "GET",
        headers: { accept: "application/json", ...(init.form && { "content-type": "application/x-www-form-urlencoded" }) },
        ...(init.form && { body: new URLSearchParams({ ...init.form, ...this.credentials() }) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError("sslcommerz", "unreachable", `SSLCommerz did not answer ${path}: ${(error as Error).name}`, undefined, true);
    }
    let answer: unknown;
    try {
      answer = JSON.parse(await response.text());
    } catch {
      throw new GatewayError("sslcommerz", `http_${response.status}`, `SSLCommerz answered ${path} with HTTP ${response.status} and no JSON`, undefined, true);
    }
    if (!response.ok || typeof answer !== "object" || answer === null) throw new GatewayError("sslcommerz", `http_${response.status}`, `SSLCommerz answered ${path} with HTTP ${response.status}`, undefined, response.status >= 500);
    return answer as Answer;
  }

  /** The query and refund APIs say whether they could act at all in APIConnect. */
  private static connected(answer: Answer, path: string) {
    const connect = text(answer.APIConnect);
    if (connect !== "DONE") throw new GatewayError("sslcommerz", connect ?? "bad_answer", `SSLCommerz could not answer ${path} (${connect ?? "no APIConnect"})`, undefined, connect === "FAILED" || connect === undefined);
  }

  async startSession(request: StartSession): Promise<GatewaySession> {
    if (request.payable.currency.toLowerCase() !== "bdt") throw new GatewayError("sslcommerz", "currency", "SSLCommerz takes BDT only here", "এখানে শুধু টাকায় (BDT) পেমেন্ট নেওয়া হয়");
    const { urls } = request;
    const answer = await this.request("/gwprocess/v4/api.php", {
      form: {
        total_amount: toDecimalString(request.payable.amountCents),
        currency: "BDT",
        tran_id: request.paymentId,
        success_url: urls.returnUrl,
        fail_url: urls.failUrl ?? urls.returnUrl,
        cancel_url: urls.cancelUrl ?? urls.returnUrl,
        ...(urls.notificationUrl && { ipn_url: urls.notificationUrl }),
        cus_name: request.customer?.name ?? request.payable.email,
        cus_email: request.payable.email,
        cus_phone: request.customer?.phone ?? "",
        cus_add1: "",
        cus_city: "",
        cus_country: "Bangladesh",
        shipping_method: "NO",
        num_of_item: "1",
        product_name: request.reference,
        product_category: request.payable.kind === "order" ? "order" : "invoices",
        product_profile: "general",
        value_a: request.payable.kind,
        value_b: request.payable.id,
      },
    });
    const sessionkey = text(answer.sessionkey);
    const page = text(answer.GatewayPageURL);
    if (text(answer.status) !== "SUCCESS" || !sessionkey || !page) {
      throw new GatewayError("sslcommerz", "init_failed", `SSLCommerz started no session: ${text(answer.failedreason) ?? "no reason given"}`, undefined, false);
    }
    return { redirectUrl: page, gatewayReference: sessionkey };
  }

  /** The validation API's word on a `val_id`: the only answer that makes an SSLCommerz payment count. */
  async validate(validationId: string, lookup: PaymentLookup): Promise<GatewayPayment> {
    const answer = await this.request("/validator/api/validationserverAPI.php", { query: { val_id: validationId } });
    const status = text(answer.status);
    const valid = status === "VALID" || status === "VALIDATED";
    // The order's own currency and amount when SSLCommerz converted (currency_type/currency_amount), else BDT's.
    const currency = (text(answer.currency_type) ?? text(answer.currency) ?? "").toLowerCase();
    const amountCents = amountFromGateway(answer.currency_amount ?? answer.amount);
    if (valid && amountCents === undefined) throw new GatewayError("sslcommerz", "bad_answer", "SSLCommerz validated a payment without a readable amount", undefined, true);
    return {
      status: valid ? "completed" : (STATUSES[status ?? ""] ?? "failed"),
      paymentId: text(answer.tran_id) ?? "",
      amountCents: amountCents ?? 0,
      currency,
      transactionId: valid ? text(answer.bank_tran_id) : undefined,
      gatewayReference: lookup.gatewayReference,
      risky: text(answer.risk_level) === "1",
    };
  }

  /**
   * The buyer's return (success, fail or cancel form) or an IPN's follow-up: a `val_id` is
   * validated; without one the query says where the attempt stands.
   */
  async completeReturn(lookup: PaymentLookup, returned: Record<string, string | undefined>): Promise<GatewayPayment> {
    if (returned.tran_id !== undefined && returned.tran_id !== lookup.paymentId) {
      throw new GatewayError("sslcommerz", "tran_id", "The return names another transaction");
    }
    if (returned.val_id) return this.validate(returned.val_id, lookup);
    const payment = await this.queryPayment(lookup);
    // The buyer pressed cancel or failed: an attempt SSLCommerz still calls pending ends so.
    if (payment.status === "pending" && returned.status === "CANCELLED") return { ...payment, status: "cancelled" };
    if (payment.status === "pending" && returned.status === "FAILED") return { ...payment, status: "failed" };
    return payment;
  }

  /** The sweep's question: the transaction query by our tran_id, then validation of a paid one. */
  async queryPayment(lookup: PaymentLookup): Promise<GatewayPayment> {
    const path = "/validator/api/merchantTransIDvalidationAPI.php";
    const answer = await this.request(path, { query: { tran_id: lookup.paymentId } });
    SslcommerzGateway.connected(answer, path);
    const elements = (Array.isArray(answer.element) ? answer.element : []).filter((element): element is Answer => typeof element === "object" && element !== null);
    const paid = elements.find((element) => ["VALID", "VALIDATED"].includes(text(element.status) ?? ""));
    const paidId = paid && text(paid.val_id);
    if (paidId) return this.validate(paidId, lookup);
    // No paid attempt: the latest says where it stands (none yet: the buyer has not paid).
    const latest = elements.at(-1);
    return {
      status: STATUSES[text(latest?.status) ?? ""] ?? "pending",
      paymentId: lookup.paymentId,
      amountCents: amountFromGateway(latest?.currency_amount ?? latest?.amount) ?? 0,
      currency: (text(latest?.currency_type) ?? text(latest?.currency) ?? "bdt").toLowerCase(),
      transactionId: undefined,
      gatewayReference: lookup.gatewayReference,
      risky: false,
    };
  }

  /** A refund of part or all of a payment; `refe_id` carries our key, shown in SSLCommerz's panel. */
  async refund(request: RefundRequest): Promise<GatewayRefund> {
    const path = "/validator/api/merchantTransIDvalidationAPI.php";
    const answer = await this.request(path, {
      query: { bank_tran_id: request.transactionId, refund_amount: toDecimalString(request.amountCents), refund_remarks: request.reason.slice(0, 255), refe_id: request.idempotencyKey.slice(0, 50) },
    });
    SslcommerzGateway.connected(answer, path);
    const status = text(answer.status);
    const refundId = text(answer.refund_ref_id);
    if (status === "failed" || !refundId) {
      throw new GatewayError("sslcommerz", "refund_refused", `SSLCommerz refused the refund: ${text(answer.errorReason) ?? "no reason given"}`, undefined, false);
    }
    return { refundId, status: status === "success" ? "completed" : "pending", amountCents: request.amountCents };
  }

  async refundStatus(request: { refundId: string }): Promise<GatewayRefund> {
    const path = "/validator/api/merchantTransIDvalidationAPI.php";
    const answer = await this.request(path, { query: { refund_ref_id: request.refundId } });
    SslcommerzGateway.connected(answer, path);
    const status = text(answer.status);
    return { refundId: request.refundId, status: status === "refunded" ? "completed" : status === "processing" ? "pending" : "failed", amountCents: undefined };
  }

  /** An IPN (a form post): it names its tran_id and val_id once its verify_sign holds; the validation API then decides. */
  async verifyNotification(body: string, contentType: string | undefined): Promise<GatewayNotification> {
    if (contentType !== undefined && !contentType.startsWith("application/x-www-form-urlencoded")) return { kind: "refused", reason: "not a form" };
    const fields = Object.fromEntries(new URLSearchParams(body));
    const expected = sslcommerzSignature(fields, this.settings.storePassword);
    const given = fields.verify_sign ?? "";
    if (!expected || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return { kind: "refused", reason: "verify_sign does not match" };
    // A signature that leaves out whom the IPN names would let those fields be swapped.
    const signedNames = new Set(fields.verify_key?.split(","));
    if (!fields.tran_id || !["tran_id", "val_id", "status"].every((name) => signedNames.has(name))) return { kind: "refused", reason: "tran_id, val_id and status are not all signed" };
    return { kind: "payment", paymentId: fields.tran_id, transactionId: fields.bank_tran_id || undefined, gatewayReference: undefined, ...(fields.val_id && { validationId: fields.val_id }) };
  }
}
