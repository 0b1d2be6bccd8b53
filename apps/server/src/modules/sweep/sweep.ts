import { and, eq, inArray, lt, ne, notExists } from "drizzle-orm";
import type { AppContext } from "../../context";
import { idempotencyKeys, orders, paymentIntents, refunds, sessions } from "../../db/schema";
import { AppError } from "../../errors";
import { applyConfirmedPayment, refundPayment, toPay } from "../../payments/payments";
import { expireDueOrders, holdUnheldOrders } from "../orders/orders";
import { remindEndingOffers } from "../quotes/quotes";

export type SweepContext = Pick<AppContext, "db" | "payments" | "catalogue" | "log" | "config">;

export interface SweepReport {
  /** Unpaid orders the provider said were paid: marked paid. */
  completed: number;
  /** Unpaid orders whose hold ran out: expired, stock given back. */
  expired: number;
  /** Attempts of expired or cancelled orders: cancelled at the provider, or refunded if they had succeeded. */
  settled: number;
  /** Quote offers ending today or tomorrow whose buyers were reminded. */
  offersReminded: number;
  sessionsPurged: number;
  idempotencyKeysPurged: number;
}

export const SWEEP_INTERVAL_MS = 60_000;

/** How many payment attempts one sweep asks the provider about; the next sweep takes the rest. */
const PROVIDER_BATCH = 200;
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A provider call that failed is logged by the provider and retried by the next sweep. */
async function eachSafely<T>(ctx: SweepContext, items: T[], work: (item: T) => Promise<boolean>): Promise<number> {
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
 * Payments that succeeded at the provider while their order stayed unpaid (the browser's
 * PATCH or the webhook never arrived): the provider is asked, and a paid one completes its
 * order as the webhook would. This runs before any expiry, so a paid order never expires.
 */
async function completeConfirmedPayments(ctx: SweepContext): Promise<number> {
  const attempts = await ctx.db
    .select({ intent: paymentIntents, order: orders })
    .from(paymentIntents)
    .innerJoin(orders, eq(orders.id, paymentIntents.orderId))
    .where(and(eq(orders.status, "unpaid"), eq(paymentIntents.provider, ctx.payments.name), ne(paymentIntents.status, "cancelled")))
    .limit(PROVIDER_BATCH);
  return eachSafely(ctx, attempts, async ({ intent, order }) => {
    const transactionId = await ctx.payments.findSucceededPayment(intent, toPay(order));
    if (!transactionId) return false;
    return (await applyConfirmedPayment(ctx, { orderId: order.id, transactionId, amountCents: order.priceCents })) === "paid";
  });
}

/**
 * The attempts of orders that can no longer be paid (expired, cancelled): cancelled at the
 * provider so nobody can still pay them, or refunded when a payment got through anyway.
 */
async function settleAttemptsOfClosedOrders(ctx: SweepContext): Promise<number> {
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
      await refundPayment(ctx, { orderId: order.id, transactionId, amountCents: order.priceCents }, `order ${order.status} before its payment arrived`);
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

/**
 * The time-driven rules, in order: complete payments the provider confirmed, give orders
 * from before holds existed a hold, expire unpaid orders whose hold ran out (their stock
 * returns), settle the payment attempts of closed orders, remind buyers of quote offers about
 * to end, purge expired sessions and day-old idempotency keys. Safe to run on several
 * instances at once: every write is conditional, so each order expires once and each reminder
 * is queued once.
 */
export async function runSweep(ctx: SweepContext, now = new Date()): Promise<SweepReport> {
  const completed = await completeConfirmedPayments(ctx);
  await holdUnheldOrders(ctx.db, new Date(now.getTime() + ctx.config.orders.holdMinutes * 60_000));
  const expired = await expireDueOrders(ctx.db, ctx.config, now);
  if (expired.length > 0) {
    ctx.catalogue.invalidate();
    ctx.log.info({ orders: expired.map((order) => order.id) }, "unpaid orders expired; their stock is back");
  }
  const settled = await settleAttemptsOfClosedOrders(ctx);
  const offersReminded = await remindEndingOffers(ctx.db, ctx.config, now);
  const purgedSessions = await ctx.db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const purgedKeys = await ctx.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ id: idempotencyKeys.id });
  return { completed, expired: expired.length, settled, offersReminded, sessionsPurged: purgedSessions.length, idempotencyKeysPurged: purgedKeys.length };
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
          if (report.completed + report.expired + report.settled + report.offersReminded > 0) ctx.log.info({ sweep: report }, "sweep done");
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
