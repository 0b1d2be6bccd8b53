import { lt } from "drizzle-orm";
import type { AppContext } from "../../context";
import { idempotencyKeys, sessions } from "../../db/schema";
import { expireDueOrders, expireUndecidedApprovals, holdUnheldOrders } from "../orders/expire";
import { completeConfirmedPayments } from "../orders/pay";
import { sweepGatewayPayments } from "../orders/gateway-pay";
import { settleAttemptsOfClosedOrders, settleLeftReservations } from "../orders/refund";
import { settleLeftAccountRefunds } from "../account-payments/office-refund";
import { remindEndingOffers } from "../quotes/quotes";
import { completeAccountPayments } from "../account-payments/card";
import { remindDueInvoices } from "../account-payments/reminders";

export type SweepContext = Pick<AppContext, "db" | "payments" | "gateways" | "catalogue" | "log" | "config">;

export interface SweepReport {
  /** Unpaid orders the provider said were paid: marked paid. */
  completed: number;
  /** Issue 37: gateway attempts left pending (bKash, SSLCommerz) that the gateway's answer settled: applied, closed or refunded. */
  gatewayAttempts: number;
  /** Unpaid orders whose hold ran out, and company orders left unapproved for APPROVAL_DAYS: expired, stock given back. */
  expired: number;
  /** Attempts of expired or cancelled orders: cancelled at the provider, or refunded if they had succeeded. */
  settled: number;
  /** Office refunds a crash left reserved but not written: asked of the provider again and written. */
  refundsSettled: number;
  /** Issue 37: office refunds of payments on account a crash left pending, settled. */
  accountRefundsSettled: number;
  /** Quote offers ending today or tomorrow whose buyers were reminded. */
  offersReminded: number;
  /** Issue 28: card payments of invoices on account the provider said were paid: applied. */
  accountPaymentsApplied: number;
  /** Issue 28: reminders of invoice balances queued (one per invoice, reminder day and recipient). */
  invoicesReminded: number;
  sessionsPurged: number;
  idempotencyKeysPurged: number;
}

export const SWEEP_INTERVAL_MS = 60_000;
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The time-driven rules, in order: complete payments the provider (issue 37: or a gateway) confirmed, give orders
 * from before holds existed a hold, expire unpaid orders whose hold ran out and company
 * orders left undecided past their approval day (their stock returns), settle the payment attempts of closed orders and the refunds a crash left
 * reserved, remind buyers of quote offers about to end, purge expired sessions and day-old
 * idempotency keys. Issue 28: card payments of invoices on account are completed (or cancelled
 * when left unpaid past the order hold) with the orders' payments, and the companies are
 * reminded of their invoices' balances around the due dates. Safe to run on several
 * instances at once: every write is conditional, so each order expires once and each reminder
 * is queued once.
 */
export async function runSweep(ctx: SweepContext, now = new Date()): Promise<SweepReport> {
  const completed = await completeConfirmedPayments(ctx);
  const gatewayAttempts = await sweepGatewayPayments({ ...ctx, holdMinutes: ctx.config.orders.holdMinutes }, now);
  const accountPaymentsApplied = await completeAccountPayments({ ...ctx, holdMinutes: ctx.config.orders.holdMinutes }, now);
  await holdUnheldOrders(ctx.db, new Date(now.getTime() + ctx.config.orders.holdMinutes * 60_000));
  const expired = [...(await expireDueOrders(ctx.db, ctx.config, now)), ...(await expireUndecidedApprovals(ctx.db, ctx.config, now))];
  if (expired.length > 0) {
    ctx.catalogue.invalidate();
    ctx.log.info({ orders: expired.map((order) => order.id) }, "orders expired; their stock is back");
  }
  const settled = await settleAttemptsOfClosedOrders(ctx);
  const refundsSettled = await settleLeftReservations(ctx, now);
  if (refundsSettled > 0) ctx.catalogue.invalidate();
  const accountRefundsSettled = await settleLeftAccountRefunds(ctx, now);
  const offersReminded = await remindEndingOffers(ctx.db, ctx.config, now);
  const invoicesReminded = await remindDueInvoices(ctx.db, ctx.config, now);
  const purgedSessions = await ctx.db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const purgedKeys = await ctx.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ id: idempotencyKeys.id });
  return { completed, gatewayAttempts, expired: expired.length, settled, refundsSettled, accountRefundsSettled, offersReminded, accountPaymentsApplied, invoicesReminded, sessionsPurged: purgedSessions.length, idempotencyKeysPurged: purgedKeys.length };
}

export interface Sweeper {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs the sweep once at start, then every `intervalMs`. One run at a time per process; the
 * timer is unref'ed so it never keeps a process alive, and stop() waits for a run in flight.
 */
export function createSweeper(ctx: SweepContext, intervalMs: number): Sweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runSweep(ctx)
      .then(
        (report) => {
          if (report.completed + report.gatewayAttempts + report.expired + report.settled + report.refundsSettled + report.accountRefundsSettled + report.offersReminded + report.accountPaymentsApplied + report.invoicesReminded > 0) ctx.log.info({ sweep: report }, "sweep done");
        },
        (error: unknown) => ctx.log.error({ err: error }, "sweep failed"),
      )
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** One sweep now (tests call it instead of waiting for the timer). */
    runSweep(now?: Date): Promise<SweepReport>;
  }
}
