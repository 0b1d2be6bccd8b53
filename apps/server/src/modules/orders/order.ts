import { companyMessages, messages, onAccountMessages, stateRefusals, roleMessages } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { FastifyBaseLogger } from "fastify";
import type { ShopSettings } from "../../config";
import type { Db, Tx } from "../../db/client";
import type { OrderToPay, PaymentProvider } from "../../payments/provider";
import type { GatewayName, RedirectGateway } from "../../payments/gateway";
import { orders } from "../../db/schema";
import { AppError, conflict, forbidden, notFound } from "../../errors";
import { membershipOf, rightRefusal } from "../companies/access";

/**
 * The order itself and the rules every use case of this module shares. It imports nothing of
 * the module (only the companies' access rules), so the use cases (place, pay, ship, refund, cancel, expire), the emails and the
 * invoices can all depend on it without a cycle.
 */
export type OrderRow = typeof orders.$inferSelect;

/** Stripe's (and most card networks') largest single USD charge: $999,999.99. */
export const MAX_ORDER_CENTS = 99_999_999;

/** How long an order holds its stock, and what one customer's unpaid orders may hold (config.orders). */
export interface OrderRules {
  holdMinutes: number;
  maxUnpaid: number;
  /** The most that one customer's unpaid orders may be worth together, in cents. */
  maxHeldValueCents: number;
  /** The largest share of a tool's stock that one unpaid order may take, in percent. */
  maxHeldSharePercent: number;
  /** Days a company order over a spending limit waits for approval before it expires (APPROVAL_DAYS). */
  approvalDays: number;
  /** Issue 28: days an invoice on account may be overdue before its company may only prepay (CREDIT_HOLD_DAYS). */
  creditHoldDays: number;
}

/**
 * Whether an unpaid order's hold has run out. The sweep turns such orders into `expired`
 * within a minute; until it has, payment is refused all the same, so the rule does not
 * depend on when the sweep last ran.
 */
export const holdHasRunOut = (order: OrderRow, now = new Date()) =>
  order.status === "expired" || (order.status === "unpaid" && order.holdUntil !== null && order.holdUntil <= now);

/** 409 unless a confirmed payment may still be applied to the order: it is unpaid (not expired, cancelled or paid). */
export function assertPayable(order: OrderRow): void {
  if (order.status === "expired") throw conflict(messages.order.expired);
  if (order.status === "cancelled") throw conflict(stateRefusals.cancelled);
  if (order.status === "awaiting_approval") throw conflict(companyMessages.awaitingApproval);
  if (order.status === "confirmed") throw conflict(onAccountMessages.noCardPayment);
  if (order.status !== "unpaid") throw conflict(stateRefusals.alreadyPaid);
}

/**
 * 409 unless a new payment may start: the order is payable and within its hold. A payment
 * that was already made in time is still applied after the hold (assertPayable), since the
 * order keeps its stock until the sweep expires it, and the sweep asks the provider first.
 */
export function assertOpenForPayment(order: OrderRow, now = new Date()): void {
  if (holdHasRunOut(order, now)) throw conflict(messages.order.expired);
  assertPayable(order);
}

export async function findOrder(db: Db | Tx, id: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return order;
}

const notTheirs = () => forbidden(roleMessages.orderOfAnother);

/**
 * The one access rule of an order: what the caller may do with it, or the refusal to answer.
 * "act" (cancel it, confirm its card on the test provider) is for the shop's admins and the
 * order's buyer; "read" (its page, invoice and credit notes, its payment intent) also for the
 * colleagues whose role sees all the company's orders (decision 037). A company's order is hidden (404) from everyone outside the company,
 * its own buyer too once they have left it: an ex-member sees nothing of the company from then
 * on (issue 27; decisions 034 and 039). A colleague whose role sees only their own gets 403,
 * since a member knows the company. An order of no company is its buyer's alone (403).
 */
export async function accessToOrder(db: Db | Tx, caller: Principal, order: OrderRow): Promise<"act" | "read" | AppError> {
  if (caller.role === "admin") return "act";
  if (order.companyId) {
    const membership = await membershipOf(db, caller.userId);
    if (!membership || membership.companyId !== order.companyId) return notFound("Order");
    if (order.userId !== caller.userId) return rightRefusal(membership, "seeAllOrders") ?? "read";
  }
  return order.userId === caller.userId ? "act" : notTheirs();
}

/** Throws the refusal unless the caller may act on the order as its buyer (accessToOrder). */
export async function assertMayAct(db: Db | Tx, caller: Principal, order: OrderRow): Promise<void> {
  const access = await accessToOrder(db, caller, order);
  if (access === "read") throw notTheirs();
  if (access !== "act") throw access;
}

/** The order, if the caller may read it (accessToOrder); else 404 or 403. */
export async function orderFor(db: Db | Tx, caller: Principal, id: string): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (!order) throw notFound("Order");
  const access = await accessToOrder(db, caller, order);
  if (access instanceof AppError) throw access;
  return order;
}

/** What the use cases that move money need: the database, the provider, a logger, the shop. */
export interface PaymentDeps {
  db: Db;
  payments: PaymentProvider;
  /** Issue 37: the redirect gateways, for refunds of what they took (absent: the card alone). */
  gateways?: Partial<Record<GatewayName, RedirectGateway>>;
  log: FastifyBaseLogger;
  config: ShopSettings;
}

/** The order as the payment provider sees it. */
export const toPay = (order: OrderRow): OrderToPay => ({ kind: "order", id: order.id, amountCents: order.priceCents, email: order.email, currency: order.currency.toLowerCase() });
