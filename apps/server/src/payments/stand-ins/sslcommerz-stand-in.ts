import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sslcommerzSignature } from "../gateways/sslcommerz";
import { fromDecimalString, toDecimalString } from "../money";
import { acceptForms, escapeHtml, fieldsOf, hostedPage } from "./page";

/**
 * A development stand-in of SSLCommerz (API v4, decision 052), served by the shop under
 * /dev/sslcommerz outside production: session init, a hosted page (Pay, Fail, Cancel, and a
 * "risky" box for risk_level 1), the browser's return to success/fail/cancel_url, the signed
 * IPN, the validation API, the transaction query and refunds. State lives in this process.
 */

type Status = "PENDING" | "VALID" | "VALIDATED" | "FAILED" | "CANCELLED";

export interface StandInSession {
  sessionkey: string;
  tranId: string;
  amount: string;
  currency: string;
  urls: { success: string; fail: string; cancel: string; ipn: string | undefined };
  status: Status;
  tranDate: string;
  valId?: string;
  bankTranId?: string;
  riskLevel: "0" | "1";
  refunds: { refundRefId: string; amountCents: number; refeId: string; remarks: string; initiatedOn: string }[];
}

export interface SslcommerzStandInOptions {
  baseUrl: string;
  credentials: { storeId: string; storePassword: string };
  /** How an IPN is sent (default: a form POST to the session's ipn_url); tests capture it. */
  notify?: (url: string, body: string) => Promise<void>;
}

const now = () => new Date().toISOString().slice(0, 19).replace("T", " ");

export class SslcommerzStandIn {
  readonly sessions = new Map<string, StandInSession>();
  /** Every IPN sent, newest last (tests replay them). */
  readonly sent: string[] = [];

  constructor(readonly options: SslcommerzStandInOptions) {}

  private authentic(fields: Record<string, string>) {
    return fields.store_id === this.options.credentials.storeId && fields.store_passwd === this.options.credentials.storePassword;
  }

  readonly plugin = async (app: FastifyInstance) => {
    acceptForms(app);
    app.post("/gwprocess/v4/api.php", async (request) => this.init(fieldsOf(request.body)));
    app.get("/validator/api/validationserverAPI.php", async (request) => this.validation(fieldsOf(request.query)));
    app.get("/validator/api/merchantTransIDvalidationAPI.php", async (request) => this.merchantApi(fieldsOf(request.query)));
    app.get<{ Params: { key: string } }>("/pay/:key", async (request, reply) => {
      const session = this.sessions.get(request.params.key);
      if (!session || session.status !== "PENDING") return reply.status(404).type("text/plain").send("No payment waits here.");
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(
        hostedPage({
          gateway: "SSLCommerz (development stand-in)",
          title: `Pay ৳${session.amount} through SSLCommerz`,
          amount: `৳${session.amount}`,
          reference: session.tranId,
          action: `${new URL(this.options.baseUrl).pathname}/pay/${encodeURIComponent(session.sessionkey)}`,
          fields: `<label><input type="checkbox" name="risky" value="1" style="width:auto"> Flag the payment as risky (risk_level 1)</label>`,
        }),
      );
    });
    app.post<{ Params: { key: string } }>("/pay/:key", async (request, reply) => {
      const session = this.sessions.get(request.params.key);
      if (!session || session.status !== "PENDING") return reply.status(404).type("text/plain").send("No payment waits here.");
      const form = fieldsOf(request.body);
      if (form.action === "pay") {
        session.status = "VALID";
        session.valId = `${new Date().toISOString().slice(2, 10).replace(/-/g, "")}${randomBytes(6).toString("hex")}`;
        session.bankTranId = `${new Date().toISOString().slice(2, 10).replace(/-/g, "")}${randomBytes(5).toString("hex").toUpperCase()}`;
        session.riskLevel = form.risky === "1" ? "1" : "0";
      } else {
        session.status = form.action === "fail" ? "FAILED" : "CANCELLED";
      }
      const posted = this.postedFields(session);
      if (session.urls.ipn) this.sendIpn(session.urls.ipn, posted);
      // SSLCommerz returns the buyer with a form POST to the merchant's URL.
      const target = session.status === "VALID" ? session.urls.success : session.status === "FAILED" ? session.urls.fail : session.urls.cancel;
      return this.returnPage(reply, target, posted);
    });
  };

  private returnPage(reply: FastifyReply, target: string, fields: Record<string, string>) {
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join("\n");
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Return to the shop</title></head>
<body><main style="font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto">
<h1>SSLCommerz (development stand-in)</h1><p>The payment is ${escapeHtml(fields.status ?? "")}.</p>
<form method="post" action="${escapeHtml(target)}">${inputs}<button type="submit" style="min-height:2.75rem;font-size:1rem">Return to the shop</button></form>
</main></body></html>`);
  }

  /** What SSLCommerz posts to the return URLs and the IPN, signed with verify_sign. */
  postedFields(session: StandInSession): Record<string, string> {
    const fields: Record<string, string> = {
      status: session.status === "VALIDATED" ? "VALID" : session.status,
      tran_id: session.tranId,
      val_id: session.valId ?? "",
      amount: session.amount,
      store_amount: toDecimalString(Math.round(((fromDecimalString(session.amount) ?? 0) * 975) / 1000)),
      currency: "BDT",
      bank_tran_id: session.bankTranId ?? "",
      card_type: "BKASH-BKash",
      tran_date: session.tranDate,
      currency_type: session.currency,
      currency_amount: session.amount,
      risk_level: session.riskLevel,
      risk_title: session.riskLevel === "1" ? "Risky" : "Safe",
    };
    const signed = { ...fields, verify_key: Object.keys(fields).join(",") };
    return { ...signed, verify_sign: sslcommerzSignature(signed, this.options.credentials.storePassword) ?? "" };
  }

  private sendIpn(url: string, fields: Record<string, string>) {
    const body = new URLSearchParams(fields).toString();
    this.sent.push(body);
    const send =
      this.options.notify ??
      (async (to: string, text: string) => {
        await fetch(to, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: text, signal: AbortSignal.timeout(10_000) });
      });
    setImmediate(() => void send(url, body).catch(() => undefined));
  }

  private init(fields: Record<string, string>) {
    if (!this.authentic(fields)) return { status: "FAILED", failedreason: "Store Credential Error Or Store is De-active", sessionkey: "", GatewayPageURL: "" };
    const cents = fields.total_amount === undefined ? undefined : fromDecimalString(fields.total_amount);
    if (cents === undefined || cents < 1000) return { status: "FAILED", failedreason: "Invalid Information! 'total_amount' must be a number of at least 10.00", sessionkey: "", GatewayPageURL: "" };
    if (fields.currency !== "BDT") return { status: "FAILED", failedreason: "Invalid Information! 'currency' is not supported", sessionkey: "", GatewayPageURL: "" };
    for (const name of ["tran_id", "success_url", "fail_url", "cancel_url"]) {
      if (!fields[name]) return { status: "FAILED", failedreason: `Invalid Information! '${name}' is missing`, sessionkey: "", GatewayPageURL: "" };
    }
    const sessionkey = randomBytes(16).toString("hex").toUpperCase();
    this.sessions.set(sessionkey, {
      sessionkey,
      tranId: fields.tran_id ?? "",
      amount: toDecimalString(cents),
      currency: "BDT",
      urls: { success: fields.success_url ?? "", fail: fields.fail_url ?? "", cancel: fields.cancel_url ?? "", ipn: fields.ipn_url || undefined },
      status: "PENDING",
      tranDate: now(),
      riskLevel: "0",
      refunds: [],
    });
    const page = `${this.options.baseUrl}/pay/${sessionkey}`;
    return { status: "SUCCESS", failedreason: "", sessionkey, GatewayPageURL: page, redirectGatewayURL: page, storeBanner: "", storeLogo: "", desc: [] };
  }

  /** The validation API: VALID the first time a val_id is asked, VALIDATED after. */
  private validation(query: Record<string, string>) {
    if (!this.authentic(query)) return { status: "INVALID_TRANSACTION", error: "Store credential mismatch" };
    const session = [...this.sessions.values()].find((candidate) => candidate.valId !== undefined && candidate.valId === query.val_id);
    if (!session || (session.status !== "VALID" && session.status !== "VALIDATED")) return { status: "INVALID_TRANSACTION" };
    const answer = { ...this.postedFields(session), status: session.status, validated_on: now(), APIConnect: "DONE" };
    session.status = "VALIDATED";
    return answer;
  }

  private merchantApi(query: Record<string, string>) {
    if (!this.authentic(query)) return { APIConnect: "INVALID_REQUEST" };
    if (query.refund_ref_id) return this.refundQuery(query.refund_ref_id);
    if (query.bank_tran_id && query.refund_amount !== undefined) return this.refund(query);
    if (query.tran_id) {
      const found = [...this.sessions.values()].filter((session) => session.tranId === query.tran_id);
      return {
        APIConnect: "DONE",
        no_of_trans_found: found.length,
        element: found.map((session) => ({ ...this.postedFields(session), status: session.status, val_id: session.valId ?? "", sessionkey: session.sessionkey })),
      };
    }
    return { APIConnect: "INVALID_REQUEST" };
  }

  private refund(query: Record<string, string>) {
    const session = [...this.sessions.values()].find((candidate) => candidate.bankTranId !== undefined && candidate.bankTranId === query.bank_tran_id);
    if (!session || (session.status !== "VALID" && session.status !== "VALIDATED")) return { APIConnect: "DONE", bank_tran_id: query.bank_tran_id, status: "failed", errorReason: "Transaction not found" };
    const cents = fromDecimalString(query.refund_amount ?? "");
    const paid = fromDecimalString(session.amount) ?? 0;
    const refunded = session.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
    if (cents === undefined || cents <= 0) return { APIConnect: "DONE", bank_tran_id: session.bankTranId, status: "failed", errorReason: "Invalid refund amount" };
    if (refunded + cents > paid) return { APIConnect: "DONE", bank_tran_id: session.bankTranId, status: "failed", errorReason: "Refund amount exceeds the refundable amount" };
    const refund = { refundRefId: randomBytes(8).toString("hex"), amountCents: cents, refeId: query.refe_id ?? "", remarks: query.refund_remarks ?? "", initiatedOn: now() };
    session.refunds.push(refund);
    return { APIConnect: "DONE", bank_tran_id: session.bankTranId, trans_id: session.tranId, refund_ref_id: refund.refundRefId, status: "success", errorReason: "" };
  }

  private refundQuery(refundRefId: string) {
    for (const session of this.sessions.values()) {
      const refund = session.refunds.find((candidate) => candidate.refundRefId === refundRefId);
      if (refund) return { APIConnect: "DONE", bank_tran_id: session.bankTranId, tran_id: session.tranId, refund_ref_id: refund.refundRefId, initiated_on: refund.initiatedOn, refunded_on: refund.initiatedOn, status: "refunded", errorReason: "" };
    }
    return { APIConnect: "DONE", refund_ref_id: refundRefId, status: "cancelled", errorReason: "Refund not found" };
  }
}
