import { cashAndDepositMessages, accountPaymentMessages, dayIn, dollarsToCents, formatCents, orderNumber, paymentMethodLabels, type BankDeposit, type PaymentMethod, paymentRefusals, stateRefusals, orderStatusLabels } from "@shop/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Config, ShopSettings } from "../../config";
import type { Db, InTransaction, Tx } from "../../db/client";
import { invoices, orderLines, orders, payments, shippingZones } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { creditedBy, creditNotesOf, draftCreditNote, issueCreditNote } from "./credit-notes";
import { enqueueOrderEmail } from "./emails";
import { recordEvent } from "./history";
import { findInvoice, issueInvoice } from "./invoices";
import { linesOf } from "./lines";
import type { OrderRow } from "./order";
import { markPaid } from "./pay";
import { restockOrders, restockUnits } from "./stock";
import { part, type Note } from "./notes";

/**
 * Issue 37 (decision 054): cash on delivery and bank deposits, the two methods no gateway
 * confirms. Which methods an order may use (the checkout says it, placing enforces it), and the
 * office's three records: the cash the driver brought, the goods refused at the door, the deposit
 * the bank statement shows. Each record is one transaction under the order's row lock.
 */

/** What of `config.paymentMethods` deciding the methods reads. */
export type MethodSettings = Pick<Config["paymentMethods"], "enabled" | "codMaxCents" | "codZones" | "bankAccount" | "bankDepositDays">;

/** Only the card when the caller has no settings of methods (a quote accepted through an older path). */
const CARD_ONLY: MethodSettings = { enabled: ["card"], codMaxCents: 0, codZones: undefined, bankAccount: undefined, bankDepositDays: 1 };

/** The methods that take only taka: bKash, SSLCommerz and the drivers' cash. */
const BDT_ONLY: ReadonlySet<PaymentMethod> = new Set(["bkash", "sslcommerz", "cod"]);

/** What decides the methods of one order, read before it is placed. */
export interface MethodQuestion {
  currency: string;
  totalCents: number;
  emailVerified: boolean;
  /** Placed on the company's account (invoiced), or waiting for approval (paid once approved). */
  onAccount: boolean;
  awaitingApproval: boolean;
  /** The shipping zone the order goes to (its name), null when the shop has no zones. */
  zone: string | null;
}

/**
 * The methods this order may use, in PAYMENT_METHODS' order, and why each other enabled method is
 * not offered. An order on account uses none: it is invoiced. One waiting for approval is paid
 * after it, so only the methods that pay later (card and gateways) are offered.
 */
export function methodsFor(settings: MethodSettings | undefined, question: MethodQuestion): { offered: PaymentMethod[]; refusals: Partial<Record<PaymentMethod, string>> } {
  const config = settings ?? CARD_ONLY;
  if (question.onAccount) return { offered: [], refusals: {} };
  const refusals: Partial<Record<PaymentMethod, string>> = {};
  const offered = config.enabled.filter((method) => {
    const why = refusalOf(config, method, question);
    if (why) refusals[method] = why;
    return why === null;
  });
  return { offered, refusals };
}

function refusalOf(config: MethodSettings, method: PaymentMethod, question: MethodQuestion): string | null {
  if (BDT_ONLY.has(method) && question.currency.toUpperCase() !== "BDT") {
    return method === "cod" ? cashAndDepositMessages.codCurrency : cashAndDepositMessages.notOffered(paymentMethodLabels[method]);
  }
  if ((method === "cod" || method === "bank_deposit") && question.awaitingApproval) return cashAndDepositMessages.notOffered(paymentMethodLabels[method]);
  if (method === "bank_deposit" && !config.bankAccount) return cashAndDepositMessages.notOffered(paymentMethodLabels[method]);
  if (method !== "cod") return null;
  if (!question.emailVerified) return cashAndDepositMessages.codNotVerified;
  if (question.totalCents > config.codMaxCents) return cashAndDepositMessages.codOverMax(formatCents(config.codMaxCents, question.currency));
  if (config.codZones !== undefined && (question.zone === null || !config.codZones.includes(question.zone.toLowerCase()))) return cashAndDepositMessages.codZone;
  return null;
}

/** The name of the zone a shipping method belongs to (COD_ZONES names zones). */
export async function zoneNameOf(db: Db | Tx, zoneId: string | null | undefined): Promise<string | null> {
  if (!zoneId) return null;
  const [zone] = await db.select({ name: shippingZones.name }).from(shippingZones).where(eq(shippingZones.id, zoneId)).limit(1);
  return zone?.name ?? null;
}

/** Placing refuses a method the checkout would not offer, with the checkout's reason (409). */
export function assertMethodOffered(method: PaymentMethod, decided: ReturnType<typeof methodsFor>, question: MethodQuestion): void {
  if (decided.offered.includes(method)) return;
  if (question.onAccount && method !== "card") throw conflict(paymentRefusals.notOnAccount(paymentMethodLabels[method]));
  if (method === "card" && decided.offered.length === 0 && !question.onAccount) throw conflict(cashAndDepositMessages.notOffered(paymentMethodLabels.card));
  if (method === "card" && question.onAccount) return;
  throw conflict(decided.refusals[method] ?? cashAndDepositMessages.notOffered(paymentMethodLabels[method]));
}

/** What an order's answer reads of the methods: the shop's account, and what it lists. */
export type OrderSettings = Partial<Pick<MethodSettings, "bankAccount" | "enabled">>;

/** The gateways and the card: what the payment page may offer an order still open for payment. */
const ONLINE: readonly PaymentMethod[] = ["card", "bkash", "sslcommerz"];

/**
 * The methods an order's payment page offers now: the online ones the shop lists that take its
 * currency, while it is unpaid (a bank-deposit order may still be paid online instead); none for
 * an order paid, confirmed (on account or cash on delivery) or closed.
 */
export function payableWith(order: Pick<OrderRow, "status" | "currency">, enabled: readonly PaymentMethod[]): PaymentMethod[] {
  if (order.status !== "unpaid") return [];
  return onlineIn(order.currency, enabled);
}

/** The online methods the shop lists that take this currency (issue 37: an order's, or a payment on account's). */
export function onlineIn(currency: string, enabled: readonly PaymentMethod[]): PaymentMethod[] {
  return enabled.filter((method) => ONLINE.includes(method) && (!BDT_ONLY.has(method) || currency.toUpperCase() === "BDT"));
}

/** What a bank-deposit order still waiting for its deposit tells its buyer; null for any other order. */
export function bankDepositOf(order: Pick<OrderRow, "id" | "paymentMethod" | "status" | "holdUntil">, account: string | undefined): BankDeposit | null {
  if (order.paymentMethod !== "bank_deposit" || order.status !== "unpaid" || !order.holdUntil || !account) return null;
  return { account, reference: orderNumber(order.id), payBy: order.holdUntil.toISOString() };
}

async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  if (!order) throw notFound("Order");
  return order;
}

/** The transaction id of a cash payment: one per order, so the same cash can never be recorded twice. */
const cashTransactionId = (order: Pick<OrderRow, "id">) => `COD-${orderNumber(order.id)}`;

/**
 * `POST /api/admin/orders/{id}/cash`: the driver brought the cash of a cash-on-delivery order.
 * The amount must be what the order asks, to the poisha (409 otherwise: a short or long
 * collection is the office's to settle with the driver, not a partial payment). Dispatched, its
 * invoice (issued at dispatch) is marked paid; not dispatched yet (collected at the works), the
 * order is paid and invoiced as a card's would be. A second record answers 409: it was received.
 */
export async function recordCash(db: Db, office: Principal, id: string, amount: number, shop: ShopSettings, then?: InTransaction<OrderRow>, now = new Date()): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.paymentMethod !== "cod") throw conflict(cashAndDepositMessages.cashNotDue);
    if (order.paidAt !== null) throw conflict(paymentRefusals.cashReceived);
    if (order.status !== "confirmed" && order.status !== "shipped") throw conflict(stateRefusals.itIs(cashAndDepositMessages.cashNotDue, order.status, orderStatusLabels[order.status]));
    const amountCents = dollarsToCents(amount);
    if (amountCents !== order.priceCents) throw conflict(cashAndDepositMessages.cashAmount(formatCents(order.priceCents, order.currency)));
    const transactionId = cashTransactionId(order);
    const [paid] = await tx
      .update(orders)
      .set({ status: order.status === "shipped" ? "shipped" : "paid", transactionId, paidAt: now })
      .where(eq(orders.id, id))
      .returning();
    if (!paid) throw new Error("the locked order vanished");
    await tx.insert(payments).values({ orderId: id, provider: "cod", transactionId, amountCents });
    const invoice = await findInvoice(tx, id);
    const invoiceNumber = invoice ? invoice.number : (await issueInvoice(tx, paid, now)).number;
    if (invoice) await tx.update(invoices).set({ paidCents: sql`${invoices.paidCents} + ${amountCents}` }).where(eq(invoices.id, invoice.id));
    await recordEvent(tx, { orderId: id, status: paid.status, byUserId: office.userId, note: [part("cashReceived", { cents: amountCents, currency: order.currency })], at: now });
    await enqueueOrderEmail(tx, shop, paid, { kind: "paid", invoiceNumber });
    await then?.(tx, paid);
    return paid;
  });
}

/**
 * `POST /api/admin/orders/{id}/returned`: the buyer refused a cash-on-delivery order at the door.
 * Its stock goes back on sale and the order is closed (`cancelled`); an invoice issued at its
 * dispatch is credited in full with a credit note, so the books net to nothing. Refused (409) once
 * its cash was received (that is a refund) or when it is closed already.
 */
export async function markReturned(db: Db, office: Principal, id: string, shop: ShopSettings, then?: InTransaction<OrderRow>, now = new Date()): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.paymentMethod !== "cod") throw conflict(cashAndDepositMessages.notCod);
    if (order.paidAt !== null) throw conflict(cashAndDepositMessages.returnedAfterPaid);
    if (order.status !== "confirmed" && order.status !== "shipped") throw conflict(stateRefusals.nothingToReturn(order.status, orderStatusLabels[order.status]));
    const invoice = await findInvoice(tx, id);
    let credit: Note = [];
    if (invoice) {
      const lines = await linesOf(tx, id);
      const draft = draftCreditNote(order, lines, creditedBy(await creditNotesOf(tx, id)), { kind: "rest" });
      const note = await issueCreditNote(tx, order, invoice, draft, "refused at the door (cash on delivery)", now);
      for (const given of draft.lines) {
        await tx
          .update(orderLines)
          .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${given.quantity}` })
          .where(eq(orderLines.id, given.orderLineId));
      }
      await tx.update(invoices).set({ creditedCents: sql`${invoices.creditedCents} + ${draft.totalCents}` }).where(eq(invoices.id, invoice.id));
      await tx
        .update(orders)
        .set({ refundedCents: sql`${orders.refundedCents} + ${draft.totalCents}`, shippingRefunded: draft.shipping || order.shippingRefunded })
        .where(eq(orders.id, id));
      await restockUnits(tx, draft.lines);
      credit = [part("invoiceCreditedInFull", note.number)];
    } else {
      await restockOrders(tx, [id]);
    }
    const [closed] = await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.id, id)).returning();
    if (!closed) throw new Error("the locked order vanished");
    await recordEvent(tx, { orderId: id, status: "cancelled", byUserId: office.userId, note: [part("returnedAtDoor"), ...credit], at: now });
    await enqueueOrderEmail(tx, shop, closed, { kind: "cancelled" });
    await then?.(tx, closed);
    return closed;
  });
}

/**
 * `POST /api/admin/orders/{id}/deposit`: the bank statement shows a deposit for a bank-deposit
 * order. Dated after the shop's today it is refused (400) before anything is read, as transfers
 * are; the amount must be what the order asks, to the poisha (409). Then the order is paid by the
 * one paying step (markPaid: invoice, history, email) under the order's row lock. The
 * bank's reference is the payment's transaction id: the same slip recorded for another order is
 * refused (409). An order whose deadline passed (expired, its stock sold on) takes no deposit: the
 * office gives the money back.
 */
export async function recordDeposit(
  db: Db,
  office: Principal,
  id: string,
  body: { amount: number; receivedOn: string; reference: string },
  shop: ShopSettings,
  then?: InTransaction<OrderRow>,
  now = new Date(),
): Promise<OrderRow> {
  const today = dayIn(now, shop.shop.timeZone);
  if (body.receivedOn > today) throw badRequest(accountPaymentMessages.receivedAfterToday(today), [{ path: "body.receivedOn", message: accountPaymentMessages.receivedAfterToday(today) }]);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.paymentMethod !== "bank_deposit") throw conflict(cashAndDepositMessages.depositNotDue);
    if (order.status === "expired") throw conflict(cashAndDepositMessages.depositExpired);
    if (order.status !== "unpaid") throw conflict(stateRefusals.itIs(cashAndDepositMessages.depositNotDue, order.status, orderStatusLabels[order.status]));
    const amountCents = dollarsToCents(body.amount);
    if (amountCents !== order.priceCents) throw conflict(cashAndDepositMessages.depositAmount(formatCents(order.priceCents, order.currency)));
    const reference = body.reference.trim();
    const [twin] = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(and(eq(payments.provider, "bank_deposit"), eq(payments.transactionId, reference)))
      .limit(1);
    if (twin) throw conflict(paymentRefusals.depositRecorded(reference, orderNumber(twin.orderId)));
    const paid = await markPaid(tx, { orderId: id, provider: "bank_deposit", transactionId: reference, amountCents }, shop, { byUserId: office.userId, note: [part("bankDepositReceived", reference, body.receivedOn)] });
    if (!paid) throw new Error("the locked unpaid order was not marked paid");
    await then?.(tx, paid);
    return paid;
  });
}
