import { currentLanguage } from "@shop/contract";
import type { Payable } from "./provider";

/**
 * Issue 37: a redirect gateway (bKash, SSLCommerz): the buyer pays on the gateway's page and
 * comes back. Nothing the browser brings back counts by itself: a payment is applied only on
 * what the gateway's server answers us (a query, a validation) or on a notification whose
 * signature we checked, and only when `judgePayment` finds it pays exactly what we asked.
 *
 * "Our payment id" is the id of the attempt the shop stores before sending the buyer (one row
 * per attempt, decision 052): bKash carries it as `merchantInvoiceNumber`, SSLCommerz as
 * `tran_id`, so every answer names which attempt it is about.
 */
export type GatewayName = "bkash" | "sslcommerz";

export type GatewayStatus = "completed" | "pending" | "failed" | "cancelled";

export interface GatewayUrls {
  /** Where the gateway sends the buyer back (bKash appends `paymentID` and `status`). */
  returnUrl: string;
  /** SSLCommerz only: its fail and cancel returns (bKash has the one callback). */
  failUrl?: string;
  cancelUrl?: string;
  /** SSLCommerz's IPN; bKash's notifications go to the address set in its merchant portal. */
  notificationUrl?: string;
}

export interface StartSession {
  /** Our payment id (the attempt). */
  paymentId: string;
  payable: Payable;
  urls: GatewayUrls;
  /** bKash's payerReference (shown to the payer): the order's or invoice's reference. */
  reference: string;
  customer?: { name?: string; phone?: string };
}

export interface GatewaySession {
  redirectUrl: string;
  /** The gateway's id of the session: bKash `paymentID`, SSLCommerz `sessionkey`. */
  gatewayReference: string;
}

/** How the shop asks after one attempt: its own id always, the gateway's ids when it has them. */
export interface PaymentLookup {
  paymentId: string;
  gatewayReference?: string | undefined;
}

export interface GatewayPayment {
  status: GatewayStatus;
  /** The attempt of ours the gateway's answer names (merchantInvoiceNumber / tran_id). */
  paymentId: string;
  amountCents: number;
  /** ISO 4217, lower case as Payable writes it. */
  currency: string;
  /** The gateway's transaction id (bKash `trxID`, SSLCommerz `bank_tran_id`), once it paid. */
  transactionId: string | undefined;
  gatewayReference: string | undefined;
  /** SSLCommerz's `risk_level` 1: paid, but the office decides before it counts. */
  risky: boolean;
  /** Why the gateway refused it (bKash's code and words, English and Bangla), for the buyer's page. */
  failure?: { code: string; message: string; messageBn: string | undefined };
}

export interface RefundRequest {
  paymentId: string;
  gatewayReference: string | undefined;
  transactionId: string;
  amountCents: number;
  /**
   * One key per refund the shop means to make. A gateway without idempotency of its own
   * (neither bKash nor SSLCommerz has one) gets it as its reference; the caller records the
   * key before calling and, on an unknown outcome, asks `refundStatus` before calling again.
   */
  idempotencyKey: string;
  reason: string;
}

export interface GatewayRefund {
  refundId: string;
  status: "completed" | "pending" | "failed";
  /** Undefined when the gateway's answer does not say (bKash's status of an earlier refund). */
  amountCents: number | undefined;
}

/** What a verified notification says happened: the caller still asks the gateway before applying. */
export type GatewayNotification =
  | { kind: "payment"; paymentId: string | undefined; transactionId: string | undefined; gatewayReference: string | undefined; validationId?: string }
  /** Amazon SNS asks once to confirm a subscription: the caller visits the (checked) URL. */
  | { kind: "subscription"; subscribeUrl: string }
  | { kind: "refused"; reason: string };

export interface RedirectGateway {
  readonly name: GatewayName;
  /** Lower-case ISO 4217 codes the gateway takes (both: BDT only). */
  readonly currencies: readonly string[];
  startSession(request: StartSession): Promise<GatewaySession>;
  /**
   * The buyer is back (bKash's callback query, SSLCommerz's success/fail/cancel form): the
   * gateway's own answer about the attempt. bKash executes the payment here (its one chance:
   * unexecuted, bKash never takes the money); SSLCommerz validates the `val_id`.
   */
  completeReturn(lookup: PaymentLookup, returned: Record<string, string | undefined>): Promise<GatewayPayment>;
  /** The gateway's answer about an attempt (the sweep, a notification's follow-up). */
  queryPayment(lookup: PaymentLookup): Promise<GatewayPayment>;
  refund(request: RefundRequest): Promise<GatewayRefund>;
  refundStatus(request: { paymentId: string; gatewayReference: string | undefined; transactionId: string; refundId: string }): Promise<GatewayRefund>;
  /** The raw body (and content type) of a notification: whom it names, once its signature holds. */
  verifyNotification(body: string, contentType: string | undefined): Promise<GatewayNotification>;
}

/**
 * Failures of the gateway itself (unreachable, an answer we cannot read, an error code). The
 * message is the gateway's in English and, where it has one, in Bangla; callers log `code` and
 * show the buyer the message of their language.
 */
export class GatewayError extends Error {
  constructor(
    readonly gateway: GatewayName,
    readonly code: string,
    message: string,
    readonly messageBn?: string,
    /** False when the gateway answered no (the request was wrong); true when it may work later. */
    readonly retryable = false,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

/** The gateway's own words for its refusal, in Bangla where it gave them (bKash's messageBn) and the request is Bangla. */
export const gatewayWords = (error: GatewayError): string => (currentLanguage() === "bn" && error.messageBn) || error.message;

export type Verdict = "apply" | "risky" | "pending" | "failed" | "cancelled" | "mismatch";

/**
 * Whether a gateway's answer pays exactly this attempt: its id, its amount to the poisha and its
 * currency. Only "apply" marks anything paid; "risky" waits for the office; "mismatch" is a
 * payment we did not ask for (logged for a person, never applied).
 */
export function judgePayment(payment: GatewayPayment, expected: { paymentId: string; payable: Pick<Payable, "amountCents" | "currency"> }): Verdict {
  if (payment.status !== "completed") return payment.status;
  if (payment.paymentId !== expected.paymentId || payment.amountCents !== expected.payable.amountCents || payment.currency !== expected.payable.currency.toLowerCase() || !payment.transactionId) {
    return "mismatch";
  }
  return payment.risky ? "risky" : "apply";
}
