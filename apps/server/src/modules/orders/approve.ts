import { companyMessages } from "@shop/contract";
import { and, eq } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { ShopSettings } from "../../config";
import type { Db, InTransaction, Tx } from "../../db/client";
import { orders } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../errors";
import { membershipOf, requireNotSuspended, requireRight, type Membership } from "../companies/access";
import { lockCompanyTerms, onAccountFor } from "../companies/credit";
import { decidersDroppedSince, decidesAlone } from "../companies/ordering";
import { enqueueOrderEmail } from "./emails";
import { recordEvent } from "./history";
import { findOrder, type OrderRules, type OrderRow } from "./order";
import { linesOf } from "./lines";
import { assertUnderHeldValue, assertUnderUnpaidCount, confirmedNote, lockHeldOrders } from "./place";
import { assertShareOnApproval, restock } from "./stock";
import { part } from "./notes";

/**
 * Issue 27 item 3: a company's admin or approver decides an order that is over a member's
 * limit (decision 037). Each decision is one transaction ending in a conditional update on
 * `status = 'awaiting_approval'`: of two approvers acting at once exactly one changes the row,
 * the other gets 409, and a refused call changes nothing.
 */

/**
 * The order to decide and the decider's membership: 404 unless the order is of the caller's
 * company (an order of no company, of another company, or none), 403 for a role that does not
 * approve, 409 once it no longer waits. The member row is locked, so a change of role cannot
 * interleave with the decision.
 */
async function orderToDecide(tx: Tx, caller: Principal, id: string): Promise<{ order: OrderRow; membership: Membership }> {
  const order = await findOrder(tx, id);
  const membership = await membershipOf(tx, caller.userId, { lock: true });
  if (!order || !order.companyId || !membership || membership.companyId !== order.companyId) throw notFound("Order");
  requireRight(membership, "approve");
  if (order.status !== "awaiting_approval") throw conflict(companyMessages.notAwaitingApproval);
  return { order, membership };
}

/** Moves the order on from `awaiting_approval`, or 409 when another decision (or the sweep) won it. */
async function decide(tx: Tx, id: string, changes: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [decided] = await tx
    .update(orders)
    .set(changes)
    .where(and(eq(orders.id, id), eq(orders.status, "awaiting_approval")))
    .returning();
  if (!decided) throw conflict(companyMessages.notAwaitingApproval);
  return decided;
}

/**
 * `POST /api/orders/{id}/approve`: the order becomes payable and its payment hold
 * (ORDER_HOLD_MINUTES) starts now; or (issue 28), for a company on terms that is within its
 * credit and not on hold now, it is confirmed on account, as placing would have (invoiced when dispatched).
 * Nobody approves their own order, unless nobody else in the company could (issue 35: no other
 * admin and no approver). A suspended company's orders are not approved.
 *
 * Issue 35: an order that becomes unpaid meets the caps on unpaid holds again (MAX_UNPAID_ORDERS,
 * MAX_HELD_VALUE, MAX_HELD_SHARE) for its buyer, weighed as a new order beside their other orders
 * not yet paid; a refusal is the cap's 409 and the order stays awaiting approval. The buyer's user
 * row is locked first, as placing locks it first, so an approval and the buyer's next order take
 * turns and cannot both pass a cap.
 */
export async function approveOrder(db: Db, caller: Principal, id: string, rules: OrderRules, shop: ShopSettings, now = new Date(), then?: InTransaction<OrderRow>): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const buyer = (await findOrder(tx, id))?.userId;
    const held = buyer ? await lockHeldOrders(tx, { userId: buyer }, id) : null;
    const { order, membership } = await orderToDecide(tx, caller, id);
    requireNotSuspended(membership);
    if (order.userId === caller.userId && (!(await decidesAlone(tx, membership.companyId, caller.userId)) || (await decidersDroppedSince(tx, membership.companyId, order.createdAt)))) {
      throw forbidden(companyMessages.ownOrder);
    }
    const approvedNote = part(order.userId === caller.userId ? "approvedByBuyerAlone" : "approved");
    // The company row is locked after the approver's member row (orderToDecide), as placing locks
    // it after the buyer's: orders and approvals of one company take turns on its credit.
    const terms = membership.paymentTerms !== "prepaid" ? await lockCompanyTerms(tx, membership.companyId) : null;
    const account = terms ? await onAccountFor(tx, terms, order.priceCents, now, rules.creditHoldDays, order.currency, shop.shop.timeZone) : null;
    if (account?.onAccount) {
      const approved = await decide(tx, id, { status: "confirmed", holdUntil: null, approvedBy: caller.email, approvedAt: now, paymentTerms: account.paymentTerms });
      await recordEvent(tx, { orderId: id, status: "confirmed", byUserId: caller.userId, note: [approvedNote, confirmedNote(approved)], at: now });
      await enqueueOrderEmail(tx, shop, approved, { kind: "confirmed", by: caller.email });
      await then?.(tx, approved);
      return approved;
    }
    if (held && order.userId) {
      assertUnderUnpaidCount(held, rules.maxUnpaid);
      // An order of quoted lines holds what the office agreed to, as when it was placed.
      const quoted = (await linesOf(tx, id)).every((line) => line.quoteId !== null);
      if (!quoted) assertUnderHeldValue(held, order.priceCents, rules);
      await assertShareOnApproval(tx, id, order.userId, rules.maxHeldSharePercent);
    }
    const approved = await decide(tx, id, { status: "unpaid", holdUntil: new Date(now.getTime() + rules.holdMinutes * 60_000), approvedBy: caller.email, approvedAt: now });
    const note = account && !account.onAccount && account.why ? [approvedNote, part("paidByCard", account.why)] : [approvedNote];
    await recordEvent(tx, { orderId: id, status: "unpaid", byUserId: caller.userId, note, at: now });
    await enqueueOrderEmail(tx, shop, approved, { kind: "approved", by: caller.email });
    await then?.(tx, approved);
    return approved;
  });
}

/** `POST /api/orders/{id}/reject {reason}`: the order is cancelled, its stock returns, the buyer is told why. */
export async function rejectOrder(db: Db, caller: Principal, id: string, reason: string, shop: ShopSettings, now = new Date(), then?: InTransaction<OrderRow>): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    await orderToDecide(tx, caller, id);
    const rejected = await decide(tx, id, { status: "cancelled" });
    await restock(tx, rejected);
    await recordEvent(tx, { orderId: id, status: "cancelled", byUserId: caller.userId, note: [part("rejected", reason)], at: now });
    await enqueueOrderEmail(tx, shop, rejected, { kind: "rejected", by: caller.email, reason });
    await then?.(tx, rejected);
    return rejected;
  });
}
