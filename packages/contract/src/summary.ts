import { z } from "zod";
import { idSchema } from "./common";

/** How many low-stock tools the summary names (the count covers them all). */
export const LOW_STOCK_NAMED = 5;

/**
 * `GET /api/admin/summary` (admin only): what needs doing, for the admin's dashboard home.
 * Low stock: a tool whose available quantity is below its minimum order quantity, so no one
 * can order it. Sales: paid and shipped orders paid this calendar month (UTC), in dollars.
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
  salesThisMonth: z.object({
    /** "2026-11": the calendar month (UTC) summed. */
    month: z.string(),
    orders: z.number().int().nonnegative(),
    /** Dollars. */
    amount: z.number(),
  }),
  /** Issue 28: the positive balances of invoices on account past their due date (the shop's day), and how many companies owe them. */
  overdueOnAccount: z.object({
    amount: z.number(),
    companies: z.number().int().nonnegative(),
  }),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
