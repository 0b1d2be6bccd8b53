import { centsToDollars, formatCents, lateRefundReasons, officeEmailTexts, onAccountMessages, orderNumber, type RefundOrderBody, type RefundPreview, paymentRefusals, stateRefusals, orderStatusLabels } from "@shop/contract";
import { and, asc, count, eq, inArray, lt, ne, notExists, sql } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, InTransaction, Tx } from "../../db/client";
import { creditNotes, gatewayPayments, invoices, orderLines, orders, paymentIntents, payments, refundReservations, refunds, type PaymentProviderName } from "../../db/schema";
import { GatewayError, gatewayWords, type GatewayName } from "../../payments/gateway";
import { AppError, conflict, notFound } from "../../errors";
import type { ShopSettings } from "../../config";
import { creditedBy, creditNoteParts, creditNotesOf, draftCreditNote, issueCreditNote, type CreditNoteDraft, type CreditNoteRow, type RefundRequest } from "./credit-notes";
import { enqueueOrderEmail, type SaidReason } from "./emails";
import { inLanguage } from "../../lib/language";
import { recordEvent } from "./history";
import { findInvoice } from "./invoices";
import { linesOf, type OrderLineRow } from "./lines";
import { tellOffice } from "./office";
import { toPay, type OrderRow, type PaymentDeps } from "./order";
import { restockUnits } from "./stock";
import { part } from "./notes";

/**
 * Money going back, whoever starts it: the office's refund (everything, some units, the
 * shipping), a refund made in Stripe's dashboard, and the automatic refund of a payment that
 * arrived after its order closed. All of them record it through writeRefund, the one writer of
 * `refunds`; every refund of a paid order issues a credit note (giveBack) in the same transaction.
 */

interface RefundRecord {
  orderId: string;
  provider: PaymentProviderName;
  transactionId: string;
  providerRefundId: string | null;
  amountCents: number;
  reason: string;
  byUserId: string | null;
  creditNoteId: string | null;
}

/** An order money or a credit note can still be given back on: paid, shipped, or (issue 28) confirmed on account. */
const isOpen = (order: OrderRow) => order.status === "paid" || order.status === "shipped" || order.status === "confirmed";

/**
 * Issue 28: an order on account (placed or approved `confirmed` on the company's terms) was never
 * paid by card: what the office gives back is a credit note alone, which lowers its invoice's
 * balance (decision 041) and moves no money.
 */
interface OnAccountCredit {
  onAccount: true;
  reason: string;
  byUserId: string;
}

/**
 * Inserts one refund. A provider refund id is recorded once (the unique index): false when it
 * was already, so a replay of the same provider refund changes nothing.
 */
async function writeRefund(tx: Tx, refund: RefundRecord): Promise<boolean> {
  const inserted = await tx.insert(refunds).values(refund).onConflictDoNothing().returning({ id: refunds.id });
  return inserted.length > 0;
}

/**
 * The order's row, locked until the transaction ends: refunds of one order take turns, so each
 * prices what is left after the one before and together they never give back more than was paid.
 */
async function lockOrder(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  return order;
}

/**
 * Writes a refund of a paid or shipped order, in the caller's transaction with the order locked:
 * the credit note, the refund, the units and shipping given back, the stock, the status
 * (cancelled when nothing is left), the history and the buyer's email.
 */
async function giveBack(
  tx: Tx,
  shop: ShopSettings,
  order: OrderRow,
  draft: CreditNoteDraft,
  refund: Omit<RefundRecord, "orderId" | "amountCents" | "creditNoteId"> | OnAccountCredit,
  first: boolean,
): Promise<{ note: CreditNoteRow; order: OrderRow }> {
  const invoice = await findInvoice(tx, order.id);
  const note = await issueCreditNote(tx, order, invoice, draft, refund.reason, new Date());
  const onAccount = "onAccount" in refund;
  // A provider refund recorded already (a double click answered the same refund by Stripe's
  // idempotency): the transaction rolls back, and with it the credit note's number.
  if (!onAccount && !(await writeRefund(tx, { ...refund, orderId: order.id, amountCents: draft.totalCents, creditNoteId: note.id }))) throw conflict(paymentRefusals.refundRecorded);
  for (const given of draft.lines) {
    await tx
      .update(orderLines)
      .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${given.quantity}` })
      .where(eq(orderLines.id, given.orderLineId));
  }
  const [updated] = await tx
    .update(orders)
    .set({
      refundedCents: sql`${orders.refundedCents} + ${draft.totalCents}`,
      shippingRefunded: draft.shipping || order.shippingRefunded,
      status: draft.closes ? "cancelled" : order.status,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error("the locked order vanished");
  // A card's invoice keeps its balance: its credit note takes off what the card gets back. On
  // account, the credit note only lowers what the invoice asks (decision 041).
  if (invoice) {
    await tx
      .update(invoices)
      .set(
        onAccount
          ? { creditedCents: sql`${invoices.creditedCents} + ${draft.totalCents}` }
          : { creditedCents: sql`${invoices.creditedCents} + ${draft.totalCents}`, paidCents: sql`${invoices.paidCents} - ${draft.totalCents}` },
      )
      .where(eq(invoices.id, invoice.id));
  }
  await restockUnits(tx, draft.lines);
  await recordEvent(tx, {
    orderId: order.id,
    status: updated.status,
    byUserId: refund.byUserId,
    note: [part(draft.closes ? (onAccount ? "creditedInFull" : "refunded") : onAccount ? "partlyCredited" : "partlyRefunded", { cents: draft.totalCents, currency: order.currency }, note.number, refund.reason)],
  });
  await enqueueOrderEmail(tx, shop, updated, {
    kind: "refunded",
    amountCents: draft.totalCents,
    whole: draft.closes,
    reason: refund.reason,
    creditNote: { number: note.number, invoiceNumber: note.invoiceNumber, parts: creditNoteParts(note), first },
    onAccount,
  });
  return { note, order: updated };
}

/** What the office asked: no lines and no shipping is everything left (the refund before issue 21). */
export function refundRequestOf(body: RefundOrderBody): RefundRequest {
  if (body?.lines === undefined && body?.shipping === undefined) return { kind: "rest" };
  return { kind: "parts", lines: body.lines ?? [], shipping: body.shipping ?? false };
}

type Reservation = typeof refundReservations.$inferSelect;

/** A refund written: the order after it and its credit note. */
export interface RefundDone {
  order: OrderRow;
  note: CreditNoteRow;
}

/**
 * The order as the next refund sees it: what the credit notes gave back and what the pending
 * reservations are about to, both counted as gone. Read with the order locked.
 */
async function leftToRefund(tx: Tx, order: OrderRow) {
  const notes = await creditNotesOf(tx, order.id);
  const pending = await tx
    .select()
    .from(refundReservations)
    .where(and(eq(refundReservations.orderId, order.id), eq(refundReservations.status, "pending")));
  const drafts = pending.map((reservation) => reservation.draft);
  const reservedUnits = new Map<string, number>();
  for (const given of drafts.flatMap((draft) => draft.lines)) reservedUnits.set(given.orderLineId, (reservedUnits.get(given.orderLineId) ?? 0) + given.quantity);
  const reservedCents = drafts.reduce((sum, draft) => sum + draft.totalCents, 0);
  const lines = (await linesOf(tx, order.id)).map((sold) => ({ ...sold, refundedQuantity: sold.refundedQuantity + (reservedUnits.get(sold.id) ?? 0) }));
  return {
    order: { ...order, refundedCents: order.refundedCents + reservedCents, shippingRefunded: order.shippingRefunded || drafts.some((draft) => draft.shipping) },
    lines,
    credited: creditedBy([...notes, ...drafts]),
    pending: pending.length,
    notes: notes.length,
  };
}

/**
 * What a refund gives back, priced from what is left (leftToRefund) by the credit note's own rule
 * (draftCreditNote): the one pricing of the refund, its credit note and the office's preview
 * (previewRefund), so the amount the office is shown is the note's to the cent. Changes nothing.
 */
async function priceRefund(tx: Tx, order: OrderRow, request: RefundRequest) {
  const left = await leftToRefund(tx, order);
  return { left, draft: draftCreditNote(left.order, left.lines, left.credited, request) };
}

/** 409 unless money can still go back on the order (paid or shipped, not refunded in full). */
function assertRefundable(order: OrderRow): void {
  if (!isOpen(order)) throw conflict(order.status === "cancelled" && order.refundedCents > 0 ? stateRefusals.alreadyRefunded : stateRefusals.notRefundable(order.status, orderStatusLabels[order.status]));
}

/** 409 unless an order on account can still be credited: open, and invoiced (issue 36 item 4: a credit note corrects an invoice). */
async function assertCreditable(tx: Tx, order: OrderRow): Promise<void> {
  if (!isOpen(order)) throw conflict(order.status === "cancelled" && order.refundedCents > 0 ? stateRefusals.alreadyCredited : stateRefusals.notCreditable(order.status, orderStatusLabels[order.status]));
  if (!(await findInvoice(tx, order.id))) throw conflict(onAccountMessages.notInvoiced);
}

/** Issue 37: the payment a card or gateway refund goes back through (the card's provider, or the gateway that took it); 409 without one. */
async function providerPayment(deps: PaymentDeps, tx: Tx, order: OrderRow) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), inArray(payments.provider, [deps.payments.name, ...refundingGateways(deps)])))
    .limit(1);
  if (!payment) throw conflict(paymentRefusals.noProviderPayment);
  return payment;
}

/** The preview's answer in the contract's dollars, the lines named by their position in the order. */
function previewOf(draft: CreditNoteDraft, lines: readonly OrderLineRow[], onAccount: boolean): RefundPreview {
  return {
    amount: centsToDollars(draft.totalCents),
    net: centsToDollars(draft.netCents),
    tax: centsToDollars(draft.taxCents),
    taxLines: draft.taxLines.map((line) => ({ name: line.name, rate: line.rateMillis / 1000, net: centsToDollars(line.netCents), tax: centsToDollars(line.taxCents) })),
    lines: draft.lines.map((given) => ({
      position: lines.find((sold) => sold.id === given.orderLineId)?.position ?? -1,
      quantity: given.quantity,
      net: centsToDollars(given.netCents),
      tax: centsToDollars(given.taxCents),
    })),
    shipping: draft.shipping ? centsToDollars(draft.shippingNetCents + draft.shippingTaxCents) : null,
    closes: draft.closes,
    onAccount,
  };
}

/**
 * Issue 36: the office's refund dialog asks what a refund would give back before confirming. It
 * is priced by the refund's own steps (the same refusals, priceRefund on what is left after the
 * credit notes and the pending reservations), in a read-only transaction that locks nothing and
 * writes nothing: the refund itself prices again under the order's lock, so a refund made
 * meanwhile is never given back twice; the preview only shows what it would be now.
 */
export function previewRefund(deps: PaymentDeps, id: string, body: RefundOrderBody): Promise<RefundPreview> {
  const request = refundRequestOf(body);
  return deps.db.transaction(
    async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id));
      if (!order) throw notFound("Order");
      if (order.paymentTerms !== null) {
        await assertCreditable(tx, order);
        const { left, draft } = await priceRefund(tx, order, request);
        return previewOf(draft, left.lines, true);
      }
      const [byHand] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, id), inArray(payments.provider, BY_HAND)))
        .limit(1);
      assertRefundable(order);
      if (!byHand) await providerPayment(deps, tx, order);
      const { left, draft } = await priceRefund(tx, order, request);
      return previewOf(draft, left.lines, false);
    },
    { accessMode: "read only" },
  );
}

/** Options of the office's refund. */
export interface RefundOptions {
  /** The office's Idempotency-Key: a retry with it resumes the refund it started instead of making another. */
  requestKey?: string;
  /** A last step of the settling transaction (the request's kept answer). */
  then?: InTransaction<RefundDone>;
}

/**
 * The office's refund: all that is left (the order is cancelled), or some units and/or the
 * shipping, in three steps so that no transaction waits for the provider (on PGlite the whole
 * database would; decision 025):
 * 1. reserve: with the order locked, price the refund from what is left after the credit notes
 *    and the other pending reservations, and record it pending. Concurrent refunds take turns
 *    here, so together they never reserve more than was paid. Refusals happen here and change
 *    nothing.
 * 2. ask the provider, outside any transaction, with the reservation's own idempotency key:
 *    asked again (a retry, the sweep), it answers the same refund.
 * 3. settle: with the order locked, the credit note, the refund, the stock, the status.
 * A crash between 1 and 3 leaves a pending reservation that the sweep settles
 * (settleLeftReservations), or that a retry of the same request key resumes.
 */
export async function refundOrder(deps: PaymentDeps, caller: Principal, id: string, body: RefundOrderBody, options: RefundOptions = {}): Promise<RefundDone> {
  const credited = await creditOnAccount(deps, caller, id, body, options.then);
  if (credited) {
    deps.log.info({ orderId: id, creditNote: credited.note.number, amountCents: credited.note.totalCents }, "order on account credited");
    return credited;
  }
  const byHand = await refundByHand(deps, caller, id, body, options.then);
  if (byHand) {
    deps.log.info({ orderId: id, creditNote: byHand.note.number, amountCents: byHand.note.totalCents }, "cash or deposit refund recorded");
    return byHand;
  }
  const reservation = await reserveRefund(deps, caller, id, body, options.requestKey);
  if (reservation.status === "settled") return answerSettled(deps, reservation, options.then);
  const providerRefundId = await askProvider(deps, reservation);
  const done = await settleReservation(deps, reservation, providerRefundId, options.then);
  deps.log.info({ orderId: id, creditNote: done.note.number, amountCents: done.note.totalCents }, done.order.status === "cancelled" ? "order cancelled with a refund" : "order partly refunded");
  return done;
}

/**
 * Issue 28: the office's refund of an order on account, in one transaction with the order locked
 * (refunds of one order take turns, as for a card): the credit note, the units and shipping
 * given back, the stock, the status, and the invoice's `credited_cents`; no provider is asked, as
 * no card paid. Null, having changed nothing, for an order paid by card.
 */
function creditOnAccount(deps: PaymentDeps, caller: Principal, id: string, body: RefundOrderBody, then?: InTransaction<RefundDone>): Promise<RefundDone | null> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound("Order");
    if (order.paymentTerms === null) return null;
    await assertCreditable(tx, order);
    const { left, draft } = await priceRefund(tx, order, refundRequestOf(body));
    const reason = body?.reason?.trim() || (draft.closes ? "cancelled by the office" : "credited by the office");
    const done = await giveBack(tx, deps.config, order, draft, { onAccount: true, reason, byUserId: caller.userId }, left.notes === 0);
    await then?.(tx, done);
    return done;
  });
}

/** Issue 37: methods whose money the office gives back by hand: no provider holds it. */
const BY_HAND: PaymentProviderName[] = ["cod", "bank_deposit"];

/**
 * Issue 37: the refund of an order paid in cash on delivery or by bank deposit. The office gave
 * the money back by hand (cash, or a transfer), so there is no provider to ask and nothing to
 * reserve: with the order locked, the refund is priced from what is left and written at once, its
 * provider the method and its provider refund id the office's reference (a receipt or the
 * transfer's reference: recorded once per method, so the same slip cannot count twice). Null,
 * having changed nothing, for an order paid any other way.
 */
function refundByHand(deps: PaymentDeps, caller: Principal, id: string, body: RefundOrderBody, then?: InTransaction<RefundDone>): Promise<RefundDone | null> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound("Order");
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, id), inArray(payments.provider, BY_HAND)))
      .limit(1);
    if (!payment) return null;
    assertRefundable(order);
    const { left, draft } = await priceRefund(tx, order, refundRequestOf(body));
    const reason = body?.reason?.trim() || (draft.closes ? "cancelled by the office" : "refunded by the office");
    const done = await giveBack(
      tx,
      deps.config,
      order,
      draft,
      { provider: payment.provider, transactionId: payment.transactionId, providerRefundId: body?.reference ?? null, reason, byUserId: caller.userId },
      left.notes === 0,
    );
    await then?.(tx, done);
    return done;
  });
}

async function reserveRefund(deps: PaymentDeps, caller: Principal, id: string, body: RefundOrderBody, requestKey: string | undefined): Promise<Reservation> {
  const request = refundRequestOf(body);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound("Order");
    if (requestKey !== undefined) {
      const [mine] = await tx
        .select()
        .from(refundReservations)
        .where(
          and(
            eq(refundReservations.orderId, id),
            eq(refundReservations.byUserId, caller.userId),
            eq(refundReservations.requestKey, requestKey),
            ne(refundReservations.status, "released"),
          ),
        )
        .limit(1);
      if (mine) return mine;
    }
    assertRefundable(order);
    const payment = await providerPayment(deps, tx, order);
    const { draft } = await priceRefund(tx, order, request);
    // Every refund of the payment asked of the provider so far, recorded or not (a released one
    // keeps its key: the provider remembers its answer to it). The first keeps the key the whole
    // refund always had.
    const ofPayment = (table: typeof refunds | typeof refundReservations) => and(eq(table.provider, payment.provider), eq(table.transactionId, payment.transactionId));
    const [recorded] = await tx.select({ n: count() }).from(refunds).where(ofPayment(refunds));
    const [unsettled] = await tx
      .select({ n: count() })
      .from(refundReservations)
      .where(and(ofPayment(refundReservations), ne(refundReservations.status, "settled")));
    const before = (recorded?.n ?? 0) + (unsettled?.n ?? 0);
    const providerKey = before === 0 ? `refund-${payment.transactionId}` : `refund-${payment.transactionId}-${before + 1}`;
    const [reserved] = await tx
      .insert(refundReservations)
      .values({
        orderId: id,
        provider: payment.provider,
        transactionId: payment.transactionId,
        providerKey,
        amountCents: draft.totalCents,
        draft,
        reason: body?.reason?.trim() || (draft.closes ? "cancelled by the office" : "refunded by the office"),
        byUserId: caller.userId,
        requestKey: requestKey ?? null,
      })
      .returning();
    if (!reserved) throw new Error("insert returned no row");
    return reserved;
  });
}

/** The gateways this shop can still refund through (issue 37). */
const refundingGateways = (deps: PaymentDeps): GatewayName[] => (["bkash", "sslcommerz"] as const).filter((name) => deps.gateways?.[name] !== undefined);

const isGateway = (provider: PaymentProviderName): provider is GatewayName => provider === "bkash" || provider === "sslcommerz";

/**
 * The provider's refund of a reservation, through the method that paid. A refusal (4xx: the
 * provider said no, nothing moved) releases the reservation; any other failure (unreachable, a
 * timeout) may have refunded, so the reservation stays pending: the card's provider is asked
 * again with the same key by a retry or the sweep; a gateway, which keeps no key, is not asked
 * blindly again (the office is told instead: settleLeftReservations).
 */
async function askProvider(deps: PaymentDeps, reservation: Reservation): Promise<string> {
  const release = () =>
    deps.db
      .update(refundReservations)
      .set({ status: "released" })
      .where(and(eq(refundReservations.id, reservation.id), eq(refundReservations.status, "pending")));
  if (isGateway(reservation.provider)) return askGateway(deps, reservation, reservation.provider, release);
  try {
    return await deps.payments.refund({ orderId: reservation.orderId, transactionId: reservation.transactionId, amountCents: reservation.amountCents, idempotencyKey: reservation.providerKey });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) await release();
    throw error;
  }
}

/** Issue 37: a bKash or SSLCommerz refund of an order's reservation (refundThroughGateway). */
function askGateway(deps: PaymentDeps, reservation: Reservation, method: GatewayName, release: () => Promise<unknown>): Promise<string> {
  return refundThroughGateway(deps, { method, transactionId: reservation.transactionId, amountCents: reservation.amountCents, providerKey: reservation.providerKey, reason: reservation.reason, about: { orderId: reservation.orderId, reservation: reservation.id } }, release);
}

/** One refund asked of a gateway: what, with which key, and what the log names it by. */
export interface GatewayRefundAsk {
  method: GatewayName;
  transactionId: string;
  amountCents: number;
  providerKey: string;
  reason: string;
  about: Record<string, string>;
}

/**
 * Issue 37: a bKash or SSLCommerz refund of a payment it took (an order's, or a payment on
 * account's), our key riding as bKash's `sku` / SSLCommerz's `refe_id`. A refusal (the gateway
 * answered no, or its refund failed) releases the caller's reservation: nothing moved; no answer
 * leaves it pending (the money may have gone back) and is never asked blindly again.
 */
export async function refundThroughGateway(deps: PaymentDeps, ask: GatewayRefundAsk, release: () => Promise<unknown>): Promise<string> {
  const { method } = ask;
  const gateway = deps.gateways?.[method];
  if (!gateway) {
    await release();
    throw conflict(paymentRefusals.methodGone(method));
  }
  const [attempt] = await deps.db
    .select()
    .from(gatewayPayments)
    .where(and(eq(gatewayPayments.method, method), eq(gatewayPayments.transactionId, ask.transactionId)))
    .limit(1);
  if (!attempt) {
    await release();
    throw conflict(paymentRefusals.noGatewayPayment(method, ask.transactionId));
  }
  let refund;
  try {
    refund = await gateway.refund({
      paymentId: attempt.id,
      gatewayReference: attempt.gatewayReference ?? undefined,
      transactionId: ask.transactionId,
      amountCents: ask.amountCents,
      idempotencyKey: ask.providerKey,
      reason: ask.reason,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (!error.retryable) {
      // The gateway answered no: nothing moved.
      await release();
      throw conflict(paymentRefusals.gatewayRefusedRefundBecause(method, gatewayWords(error)));
    }
    deps.log.error({ err: error, ...ask.about }, "a gateway refund has no known outcome: left to the office");
    throw new AppError("payment_provider_unavailable", paymentRefusals.refundUnknown(method));
  }
  if (refund.status === "failed") {
    await release();
    throw conflict(paymentRefusals.gatewayRefusedRefund(method));
  }
  return refund.refundId;
}

/**
 * Issue 37: what a gateway says now of a refund it answered before (its refund status or query),
 * for a refund a crash left between the gateway's answer and its settling: "failed" when the
 * gateway says it did not go through; the refund id when it did or is under way.
 */
export async function gatewayRefundNow(deps: PaymentDeps, method: GatewayName, transactionId: string, refundId: string): Promise<"failed" | string> {
  const gateway = deps.gateways?.[method];
  if (!gateway) throw new Error(`${method} is no longer configured`);
  const [attempt] = await deps.db
    .select()
    .from(gatewayPayments)
    .where(and(eq(gatewayPayments.method, method), eq(gatewayPayments.transactionId, transactionId)))
    .limit(1);
  const status = await gateway.refundStatus({ paymentId: attempt?.id ?? "", gatewayReference: attempt?.gatewayReference ?? undefined, transactionId, refundId });
  return status.status === "failed" ? "failed" : status.refundId;
}

/**
 * Writes a reservation the provider refunded, once: whoever settles it first (the request, its
 * retry, the sweep) writes the credit note; the others find it settled and answer that note.
 */
async function settleReservation(deps: PaymentDeps, reservation: Reservation, providerRefundId: string, then?: InTransaction<RefundDone>): Promise<RefundDone> {
  try {
    return await writeSettlement(deps, reservation, providerRefundId, then);
  } catch (error) {
    // The provider gave the money back; until this is written the reservation stays pending,
    // counted against what is left, and the sweep tries again every run.
    deps.log.error({ err: error, orderId: reservation.orderId, reservation: reservation.id, providerRefundId, amountCents: reservation.amountCents }, "money was refunded at the payment provider but the refund could not be written yet");
    throw error;
  }
}

function writeSettlement(deps: PaymentDeps, reservation: Reservation, providerRefundId: string, then?: InTransaction<RefundDone>): Promise<RefundDone> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, reservation.orderId);
    if (!order) throw new Error("the order of a refund reservation vanished");
    const [current] = await tx.select().from(refundReservations).where(eq(refundReservations.id, reservation.id));
    if (!current) throw new Error("a refund reservation vanished");
    if (current.status === "released") throw conflict(paymentRefusals.providerRefusedRefund);
    if (current.status === "settled") return settledOf(tx, order, current, then);
    const notes = await creditNotesOf(tx, order.id);
    const done = await giveBack(
      tx,
      deps.config,
      order,
      current.draft,
      { provider: current.provider, transactionId: current.transactionId, providerRefundId, reason: current.reason, byUserId: current.byUserId },
      notes.length === 0,
    );
    await tx.update(refundReservations).set({ status: "settled", creditNoteId: done.note.id }).where(eq(refundReservations.id, current.id));
    await then?.(tx, done);
    return done;
  });
}

/** A reservation settled already: its credit note and the order as it is now. */
async function settledOf(tx: Tx, order: OrderRow, reservation: Reservation, then?: InTransaction<RefundDone>): Promise<RefundDone> {
  const [note] = reservation.creditNoteId === null ? [] : await tx.select().from(creditNotes).where(eq(creditNotes.id, reservation.creditNoteId));
  if (!note) throw new Error("a settled refund reservation has no credit note");
  const done = { order, note };
  await then?.(tx, done);
  return done;
}

function answerSettled(deps: PaymentDeps, reservation: Reservation, then?: InTransaction<RefundDone>): Promise<RefundDone> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, reservation.orderId);
    if (!order) throw notFound("Order");
    return settledOf(tx, order, reservation, then);
  });
}

/** How long a reservation may stay pending before the sweep takes it as left by a crash (a live refund is done in seconds). */
export const RESERVATION_LEFT_AFTER_MS = 2 * 60 * 1000;

/**
 * The sweep's part: reservations a crash left pending are asked of the provider again, with
 * their own key (it answers the refund it made, or makes it now), then settled; or released
 * when the provider refuses. Answers how many it settled.
 */
export async function settleLeftReservations(ctx: PaymentDeps, now = new Date()): Promise<number> {
  const left = await ctx.db
    .select()
    .from(refundReservations)
    .where(
      and(
        eq(refundReservations.status, "pending"),
        eq(refundReservations.provider, ctx.payments.name),
        lt(refundReservations.createdAt, new Date(now.getTime() - RESERVATION_LEFT_AFTER_MS)),
      ),
    )
    .orderBy(asc(refundReservations.createdAt))
    .limit(PROVIDER_BATCH);
  await reportLeftGatewayRefunds(ctx, now);
  return eachSafely(ctx, left, async (reservation) => {
    const done = await settleReservation(ctx, reservation, await askProvider(ctx, reservation));
    ctx.log.warn({ orderId: reservation.orderId, creditNote: done.note.number, amountCents: done.note.totalCents }, "a refund left pending was settled by the sweep");
    return true;
  });
}

/**
 * Issue 37: a gateway refund left pending (its call timed out, or a crash came between the call
 * and the write) is not asked again: neither bKash nor SSLCommerz keeps a key, so a second call
 * could give the money back twice. The office is told, once per reservation, to check the
 * gateway's panel; the reservation stays counted against what is left meanwhile.
 */
async function reportLeftGatewayRefunds(ctx: PaymentDeps, now: Date): Promise<void> {
  const left = await ctx.db
    .select()
    .from(refundReservations)
    .where(
      and(
        eq(refundReservations.status, "pending"),
        inArray(refundReservations.provider, ["bkash", "sslcommerz"]),
        lt(refundReservations.createdAt, new Date(now.getTime() - RESERVATION_LEFT_AFTER_MS)),
      ),
    )
    .limit(PROVIDER_BATCH);
  for (const reservation of left) {
    await tellOffice(ctx.db, ctx.config, {
      key: `refund-unknown:${reservation.id}`,
      orderId: reservation.orderId,
      say: () => ({
        subject: officeEmailTexts.refundUnknownSubject(reservation.provider, orderNumber(reservation.orderId)),
        paragraphs: [
          officeEmailTexts.refundUnknown(formatCents(reservation.amountCents, ctx.config.shop.currency), reservation.provider, reservation.transactionId, reservation.providerKey),
          officeEmailTexts.checkPanel,
        ],
      }),
    });
  }
}

/**
 * Stripe's `charge.refunded`, which carries the payment's refunded amount so far. What it adds to
 * what we recorded is a refund made in Stripe's dashboard: recorded with an amount-only credit
 * note (no units, no stock), or, once the payment is refunded in full, with the note that closes
 * the order (cancelled, the remaining units back). Our own refunds arrive here too, already
 * recorded: the amounts agree and nothing changes, however often the event comes (the order's
 * lock makes two deliveries take turns).
 */
export async function applyProviderRefund(
  deps: PaymentDeps,
  charge: { paymentIntentId: string; fullyRefunded: boolean; amountRefundedCents: number; refundId: string | null },
): Promise<"closed" | "recorded" | "ignored"> {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, deps.payments.name), eq(payments.transactionId, charge.paymentIntentId)))
    .limit(1);
  if (!payment) {
    deps.log.warn({ paymentIntent: charge.paymentIntentId }, "a refund for a payment we have no record of");
    return "ignored";
  }
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, payment.orderId);
    const [recorded] = await tx
      .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.provider, payment.provider), eq(refunds.transactionId, payment.transactionId)));
    // An office refund the provider made but we have not settled yet counts as recorded: its
    // reservation is about to be, and counting it twice would give it back twice in our books.
    const [reserved] = await tx
      .select({ cents: sql<number>`coalesce(sum(${refundReservations.amountCents}), 0)::int` })
      .from(refundReservations)
      .where(and(eq(refundReservations.orderId, payment.orderId), eq(refundReservations.status, "pending")));
    const newCents = charge.amountRefundedCents - (recorded?.cents ?? 0) - (reserved?.cents ?? 0);
    if (newCents <= 0) return "ignored";
    if (!order || !isOpen(order)) {
      deps.log.error({ orderId: payment.orderId, newCents, status: order?.status }, "a refund at the provider for an order that is not open: reconcile it by hand");
      return "ignored";
    }
    const { left, draft } = await priceRefund(tx, order, charge.fullyRefunded ? { kind: "rest" } : { kind: "amount", amountCents: newCents });
    if (draft.totalCents !== newCents) {
      deps.log.error({ orderId: order.id, newCents, leftCents: draft.totalCents }, "the provider refunded another amount than was left on the order: the credit note says what was left");
    }
    // The newest refund's id names this one, unless it is one we recorded already, or may be a
    // pending reservation's (which records it when it settles).
    const [known] = charge.refundId
      ? await tx
          .select({ id: refunds.id })
          .from(refunds)
          .where(and(eq(refunds.provider, payment.provider), eq(refunds.providerRefundId, charge.refundId)))
          .limit(1)
      : [];
    const { order: updated } = await giveBack(
      tx,
      deps.config,
      order,
      draft,
      { provider: payment.provider, transactionId: payment.transactionId, providerRefundId: known || left.pending > 0 ? null : charge.refundId, reason: "refunded at the payment provider", byUserId: null },
      left.notes === 0,
    );
    return updated.status === "cancelled" ? "closed" : "recorded";
  });
}

/**
 * Gives back a payment that arrived after its order expired or was cancelled, once: the
 * provider's refund is idempotent per transaction, and the write checks, with the order locked,
 * that no refund of that payment is recorded yet. No credit note: the order was never paid, so
 * it has no invoice to correct.
 */
export async function refundLatePayment(deps: PaymentDeps, payment: { orderId: string; transactionId: string; amountCents: number }, sayReason: SaidReason): Promise<void> {
  // Said in the buyer's email in their language; the provider, the refund's row and the log keep the English.
  const reason = inLanguage("en", sayReason);
  const provider = deps.payments.name;
  const done = async (db: Db | Tx) =>
    (await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.provider, provider), eq(refunds.transactionId, payment.transactionId)))
      .limit(1)).length > 0;
  if (await done(deps.db)) return;
  const providerRefundId = await deps.payments.refund(payment);
  const recorded = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, payment.orderId);
    if (await done(tx)) return false;
    await writeRefund(tx, { ...payment, provider, providerRefundId, reason, byUserId: null, creditNoteId: null });
    if (order) await enqueueOrderEmail(tx, deps.config, order, { kind: "refunded", amountCents: payment.amountCents, whole: true, reason: sayReason });
    return true;
  });
  if (recorded) deps.log.warn({ orderId: payment.orderId, transactionId: payment.transactionId, providerRefundId, reason }, "payment refunded automatically");
}

/** How many payment attempts one sweep asks the provider about; the next sweep takes the rest. */
export const PROVIDER_BATCH = 200;

/** A provider call that failed is logged by the provider and retried by the next sweep. */
export async function eachSafely<T>(ctx: PaymentDeps, items: T[], work: (item: T) => Promise<boolean>): Promise<number> {
  let done = 0;
  for (const item of items) {
    try {
      if (await work(item)) done += 1;
    } catch (error) {
      if (!(error instanceof AppError)) ctx.log.error({ err: error }, "sweep step failed");
    }
  }
  return done;
}

/**
 * The attempts of orders that can no longer be paid (expired, cancelled): cancelled at the
 * provider so nobody can still pay them, or refunded when a payment got through anyway.
 */
export async function settleAttemptsOfClosedOrders(ctx: PaymentDeps): Promise<number> {
  const attempts = await ctx.db
    .select({ intent: paymentIntents, order: orders })
    .from(paymentIntents)
    .innerJoin(orders, eq(orders.id, paymentIntents.orderId))
    .where(
      and(
        inArray(orders.status, ["expired", "cancelled"]),
        eq(paymentIntents.provider, ctx.payments.name),
        ne(paymentIntents.status, "cancelled"),
        notExists(ctx.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, orders.id))),
      ),
    )
    .limit(PROVIDER_BATCH);
  return eachSafely(ctx, attempts, async ({ intent, order }) => {
    const transactionId = await ctx.payments.findSucceededPayment(intent, toPay(order));
    if (transactionId) {
      await refundLatePayment(ctx, { orderId: order.id, transactionId, amountCents: order.priceCents }, () => lateRefundReasons.closed(order.status));
      return true;
    }
    await ctx.payments.cancelIntent(intent);
    await ctx.db
      .update(paymentIntents)
      .set({ status: "cancelled" })
      .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.status, "requires_payment")));
    return true;
  });
}

