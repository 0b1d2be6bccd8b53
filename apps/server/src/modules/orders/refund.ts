import { creditNoteLabel, formatCents, type RefundOrderBody } from "@shop/contract";
import { and, count, eq, inArray, ne, notExists, sql } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, Tx } from "../../db/client";
import { orderLines, orders, paymentIntents, payments, refunds } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import type { ShopSettings } from "../../config";
import { creditedBy, creditNoteParts, creditNotesOf, draftCreditNote, issueCreditNote, type CreditNoteDraft, type CreditNoteRow, type RefundRequest } from "./credit-notes";
import { enqueueOrderEmail } from "./emails";
import { recordEvent } from "./history";
import { findInvoice } from "./invoices";
import { linesOf } from "./lines";
import { toPay, type OrderRow, type PaymentDeps } from "./order";
import { restockUnits } from "./stock";

/**
 * Money going back, whoever starts it: the office's refund (everything, some units, the
 * shipping), a refund made in Stripe's dashboard, and the automatic refund of a payment that
 * arrived after its order closed. All of them record it through writeRefund, the one writer of
 * `refunds`; every refund of a paid order issues a credit note (giveBack) in the same transaction.
 */

interface RefundRecord {
  orderId: string;
  provider: "test" | "stripe";
  transactionId: string;
  providerRefundId: string | null;
  amountCents: number;
  reason: string;
  byUserId: string | null;
  creditNoteId: string | null;
}

const isOpen = (order: OrderRow) => order.status === "paid" || order.status === "shipped";

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
  refund: Omit<RefundRecord, "orderId" | "amountCents" | "creditNoteId">,
  first: boolean,
): Promise<{ note: CreditNoteRow; order: OrderRow }> {
  const invoice = await findInvoice(tx, order.id);
  const note = await issueCreditNote(tx, order, invoice, draft, refund.reason, new Date());
  // A provider refund recorded already (a double click answered the same refund by Stripe's
  // idempotency): the transaction rolls back, and with it the credit note's number.
  if (!(await writeRefund(tx, { ...refund, orderId: order.id, amountCents: draft.totalCents, creditNoteId: note.id }))) throw conflict("This refund was already recorded");
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
  await restockUnits(tx, draft.lines);
  const label = creditNoteLabel(note.number);
  await recordEvent(tx, {
    orderId: order.id,
    status: updated.status,
    byUserId: refund.byUserId,
    note: `${draft.closes ? "refunded" : "partly refunded"} ${formatCents(draft.totalCents)} (credit note ${label}): ${refund.reason}`,
  });
  await enqueueOrderEmail(tx, shop, updated, {
    kind: "refunded",
    amountCents: draft.totalCents,
    whole: draft.closes,
    creditNote: { number: note.number, invoiceNumber: note.invoiceNumber, parts: creditNoteParts(note), first },
  });
  return { note, order: updated };
}

/** What the office asked: no lines and no shipping is everything left (the refund before issue 21). */
export function refundRequestOf(body: RefundOrderBody): RefundRequest {
  if (body?.lines === undefined && body?.shipping === undefined) return { kind: "rest" };
  return { kind: "parts", lines: body.lines ?? [], shipping: body.shipping ?? false };
}

/**
 * The office's refund: all that is left (the order is cancelled), or some units and/or the
 * shipping. One transaction holds the order's row lock from the pricing to the write, the call
 * to the provider included: concurrent refunds of one order (and Stripe's webhook) take turns, so
 * each is priced from what the one before recorded and the provider is never asked for money
 * that is not left. A refund is a rare office action, so the lock held across one provider call
 * costs nothing that matters (on PGlite the whole database waits for it; see decision 025).
 * Refusals happen before the provider is asked and change nothing. Stripe's idempotency key
 * counts the payment's refunds recorded so far: a retry of a refund that failed to record is
 * answered the same refund by Stripe, and the next partial refund is a new one. If the write
 * fails after the provider refunded, it is logged for a person, and Stripe's `charge.refunded`
 * then records the amount (applyProviderRefund).
 */
export async function refundOrder(deps: PaymentDeps, caller: Principal, id: string, body: RefundOrderBody): Promise<{ order: OrderRow; note: CreditNoteRow }> {
  const request = refundRequestOf(body);
  let asked: { transactionId: string; providerRefundId: string; amountCents: number } | undefined;
  try {
    const written = await deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order) throw notFound("Order");
      if (!isOpen(order)) {
        throw conflict(order.status === "cancelled" && order.refundedCents > 0 ? "This order was already refunded" : `Only a paid or shipped order can be refunded; this one is ${order.status}`);
      }
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, id), eq(payments.provider, deps.payments.name)))
        .limit(1);
      if (!payment) throw conflict("No payment of this order was recorded with the current payment provider");
      const notes = await creditNotesOf(tx, id);
      const draft = draftCreditNote(order, await linesOf(tx, id), creditedBy(notes), request);
      const [earlier] = await tx
        .select({ n: count() })
        .from(refunds)
        .where(and(eq(refunds.provider, payment.provider), eq(refunds.transactionId, payment.transactionId)));
      const refundsBefore = earlier?.n ?? 0;
      // The first refund keeps the key the whole refund always had.
      const idempotencyKey = refundsBefore === 0 ? `refund-${payment.transactionId}` : `refund-${payment.transactionId}-${refundsBefore + 1}`;
      const providerRefundId = await deps.payments.refund({ orderId: id, transactionId: payment.transactionId, amountCents: draft.totalCents, idempotencyKey });
      asked = { transactionId: payment.transactionId, providerRefundId, amountCents: draft.totalCents };
      const reason = body?.reason?.trim() || (draft.closes ? "cancelled by the office" : "refunded by the office");
      return giveBack(tx, deps.config, order, draft, { provider: payment.provider, transactionId: payment.transactionId, providerRefundId, reason, byUserId: caller.userId }, notes.length === 0);
    });
    deps.log.info({ orderId: id, creditNote: written.note.number, amountCents: written.note.totalCents }, written.order.status === "cancelled" ? "order cancelled with a refund" : "order partly refunded");
    return written;
  } catch (error) {
    if (asked) deps.log.error({ err: error, orderId: id, ...asked }, "money was refunded at the payment provider but the refund could not be recorded: reconcile it by hand");
    throw error;
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
    const newCents = charge.amountRefundedCents - (recorded?.cents ?? 0);
    if (newCents <= 0) return "ignored";
    if (!order || !isOpen(order)) {
      deps.log.error({ orderId: payment.orderId, newCents, status: order?.status }, "a refund at the provider for an order that is not open: reconcile it by hand");
      return "ignored";
    }
    const notes = await creditNotesOf(tx, order.id);
    const draft = draftCreditNote(order, await linesOf(tx, order.id), creditedBy(notes), charge.fullyRefunded ? { kind: "rest" } : { kind: "amount", amountCents: newCents });
    if (draft.totalCents !== newCents) {
      deps.log.error({ orderId: order.id, newCents, leftCents: draft.totalCents }, "the provider refunded another amount than was left on the order: the credit note says what was left");
    }
    // The newest refund's id names this one, unless it is one we recorded already.
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
      { provider: payment.provider, transactionId: payment.transactionId, providerRefundId: known ? null : charge.refundId, reason: "refunded at the payment provider", byUserId: null },
      notes.length === 0,
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
export async function refundLatePayment(deps: PaymentDeps, payment: { orderId: string; transactionId: string; amountCents: number }, reason: string): Promise<void> {
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
    if (order) await enqueueOrderEmail(tx, deps.config, order, { kind: "refunded", amountCents: payment.amountCents, whole: true });
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
      await refundLatePayment(ctx, { orderId: order.id, transactionId, amountCents: order.priceCents }, `order ${order.status} before its payment arrived`);
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

