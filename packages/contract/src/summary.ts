import { z } from "zod";
import { idSchema } from "./common";

/** How many low-stock tools the summary names (the count covers them all). */
export const LOW_STOCK_NAMED = 5;

/**
 * `GET /api/admin/summary` (admin only): what needs doing, for the admin's dashboard home.
 * Low stock: a tool whose available quantity is below its minimum order quantity, so no one
 * can order it. Sales: the monthly report's figure of the current month (below).
 */
export const adminSummarySchema = z.object({
  ordersToShip: z.number().int().nonnegative(),
  lowStock: z.object({
    count: z.number().int().nonnegative(),
    tools: z.array(
      z.object({
        _id: idSchema,
        name: z.string(),
        availableQuantity: z.number().int(),
        minimumOrderQuantity: z.number().int(),
      }),
    ),
  }),
  /**
   * Issue 35 item 9: the month's sales as the monthly report (`GET /api/reports/monthly`)
   * counts them, from the same query: invoices issued less credit notes, gross, per currency,
   * in the month of the shop's time zone (SHOP_TIMEZONE). Not card payments: orders on account
   * are invoiced without one, and refunds lower the figure.
   */
  salesThisMonth: z.object({
    /** "2026-11": the current month in the shop's time zone, as the report's `from` and `to`. */
    month: z.string(),
    /** One row per currency the month's documents were in; the shop's currency alone at zero when there were none. */
    currencies: z.array(
      z.object({
        currency: z.string(),
        invoices: z.number().int().nonnegative(),
        creditNotes: z.number().int().nonnegative(),
        /** The invoices' gross, in major units (the report's `gross`). */
        invoiced: z.number(),
        /** The credit notes' gross, in major units (the report's `refundedGross`). */
        credited: z.number(),
        /** Invoiced less credited: the sales. */
        amount: z.number(),
      }),
    ),
  }),
  /** Issue 28: the positive balances of invoices on account past their due date (the shop's day), and how many companies owe them. */
  overdueOnAccount: z.object({
    amount: z.number(),
    companies: z.number().int().nonnegative(),
  }),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
