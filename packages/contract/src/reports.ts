import { z } from "zod";
import { taxLineSchema } from "./checkout";
import { plainText } from "./fields";
import { monthIndex, reportLabels, reportMessages, resolveReportRange } from "./report-texts";

/**
 * Issue 21 item 9: `GET /api/reports/monthly` and `/api/reports/monthly.csv` (admin only), the
 * accountant's month by month. A sale is booked in the month (UTC) its invoice was issued, a
 * refund in the month of its credit note. Amounts are in major units ("dollars") of the row's
 * currency, like every other answer; the server sums integer cents.
 */

const monthField = (label: string) => plainText(label, { trim: true }).refine((value) => monthIndex(value) !== null, reportMessages.month(label));

export const monthlyReportQuerySchema = z
  .object({
    from: monthField(reportLabels.from).optional(),
    to: monthField(reportLabels.to).optional(),
  })
  .superRefine((query, ctx) => {
    // A malformed month has its own message above; the range is judged only on well-formed ones.
    if ((query.from !== undefined && monthIndex(query.from) === null) || (query.to !== undefined && monthIndex(query.to) === null)) return;
    const range = resolveReportRange(query, new Date());
    if ("problem" in range) ctx.addIssue({ code: "custom", path: [range.field], message: range.problem });
  });
export type MonthlyReportQuery = z.infer<typeof monthlyReportQuerySchema>;

const count = z.number().int().nonnegative();

/** One currency's figures; a month's row adds its month. */
export const reportFiguresSchema = z.object({
  currency: z.string(),
  /** Invoices issued: one per paid order. */
  invoices: count,
  /** Every net of the invoiced orders, their shipping's included. */
  net: z.number(),
  tax: z.number(),
  /** What the buyers paid: net + tax. */
  gross: z.number(),
  /** The shipping's net (part of `net`). */
  shipping: z.number(),
  /** Discount codes' reductions, as the catalogue states prices (with tax when prices include it). */
  discounts: z.number(),
  /** Net and tax per rate of the orders that carried tax (reverse-charge orders are apart). */
  taxByRate: z.array(taxLineSchema),
  /** The net of EU reverse-charge orders, which carry no tax. */
  reverseChargeNet: z.number(),
  creditNotes: count,
  refundedNet: z.number(),
  refundedTax: z.number(),
  refundedGross: z.number(),
  refundTaxByRate: z.array(taxLineSchema),
  /** The net given back on credit notes of reverse-charge orders. */
  refundedReverseChargeNet: z.number(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const reportMonthSchema = reportFiguresSchema.extend({
  /** "2026-03": the calendar month (UTC). */
  month: z.string(),
});
export type ReportMonth = z.infer<typeof reportMonthSchema>;

export const monthlyReportSchema = z.object({
  /** The range the report covers, defaults applied. */
  from: z.string(),
  to: z.string(),
  /**
   * Oldest month first, one row per month and currency. A month without any invoice or credit
   * note still has its row, of zeros in the shop's currency, so no month goes missing.
   */
  months: z.array(reportMonthSchema),
  /** The range's sums, one per currency. */
  totals: z.array(reportFiguresSchema),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;
