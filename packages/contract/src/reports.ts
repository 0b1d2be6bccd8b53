import { z } from "zod";
import { taxLineSchema } from "./checkout";
import { plainText, saidWhenRefused } from "./fields";
import { sayEnglish } from "./i18n";
import { taxTreatments } from "./tax-treatment";
import { ACCOUNT_CODE_MAX, ACCOUNTING_CODES_MAX, monthIndex, reportLabels, reportMessages, resolveReportRange, takingMethods } from "./report-texts";

/**
 * Issue 21 item 9: `GET /api/reports/monthly` and `/api/reports/monthly.csv` (admin only), the
 * accountant's month by month. A sale is booked in the month its invoice was issued, a
 * refund in the month of its credit note, months in SHOP_TIMEZONE (issue 25). Amounts are in major units ("dollars") of the row's
 * currency, like every other answer; the server sums integer cents.
 */

const monthField = (label: string) => plainText(label, { trim: true }).refine((value) => monthIndex(value) !== null, saidWhenRefused(() => reportMessages.month(sayEnglish(label))));

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

/** Issue 36 item 6: the ledger's own columns, or those of Xero's or QuickBooks Online's journal import. */
export const ledgerFormats = ["xero", "quickbooks"] as const;
export type LedgerFormat = (typeof ledgerFormats)[number];
export const ledgerQuerySchema = z
  .object({
    from: monthField(reportLabels.from).optional(),
    to: monthField(reportLabels.to).optional(),
    format: z.enum(ledgerFormats).optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.from !== undefined && monthIndex(query.from) === null) || (query.to !== undefined && monthIndex(query.to) === null)) return;
    const range = resolveReportRange(query, new Date());
    if ("problem" in range) ctx.addIssue({ code: "custom", path: [range.field], message: range.problem });
  });

/**
 * `GET /api/reports/monthly.csv`: the report's rows by country and rate, or with `part=takings`
 * (issue 37 item 8) its takings by payment method.
 */
export const monthlyCsvParts = ["takings"] as const;
export const monthlyCsvQuerySchema = z
  .object({
    from: monthField(reportLabels.from).optional(),
    to: monthField(reportLabels.to).optional(),
    part: z.enum(monthlyCsvParts).optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.from !== undefined && monthIndex(query.from) === null) || (query.to !== undefined && monthIndex(query.to) === null)) return;
    const range = resolveReportRange(query, new Date());
    if ("problem" in range) ctx.addIssue({ code: "custom", path: [range.field], message: range.problem });
  });
export type MonthlyCsvQuery = z.infer<typeof monthlyCsvQuerySchema>;

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
  /** Issue 36 item 5: Bangladesh's supplementary duty (part of `net`, the VAT base), owed to the state. Optional for older readers. */
  supplementaryDuty: z.number().optional(),
  /** Discount codes' reductions as nets (issue 25: never in the catalogue's terms), with their tax. */
  discounts: z.number(),
  discountTax: z.number(),
  /** Net and tax per rate of the taxed sales (domestic and distance sales). */
  taxByRate: z.array(taxLineSchema),
  /** The net of exempt intra-Community supplies (art. 138), which carry no tax. */
  exemptNet: z.number(),
  /** The net of zero-rated exports. */
  zeroRatedNet: z.number(),
  /** The net of sales made while the shop had no tax set up: outside the scope of tax. */
  outsideScopeNet: z.number(),
  creditNotes: count,
  refundedNet: z.number(),
  refundedTax: z.number(),
  refundedGross: z.number(),
  refundTaxByRate: z.array(taxLineSchema),
  refundedExemptNet: z.number(),
  refundedZeroRatedNet: z.number(),
  refundedOutsideScopeNet: z.number(),
  refundedSupplementaryDuty: z.number().optional(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const reportMonthSchema = reportFiguresSchema.extend({
  /** "2026-03": the calendar month in SHOP_TIMEZONE. */
  month: z.string(),
});
export type ReportMonth = z.infer<typeof reportMonthSchema>;

/**
 * One currency's figures in one country at one rate: the country whose tax applied, or the
 * destination when none did (exempt, zero-rated or outside the scope of tax), so the figures of
 * each EU member state (an OSS return) can be read off. `net` is the taxable net at the rate;
 * a sale without tax is in its own column at rate 0 (`name` empty and `rate` null when the shop
 * had no tax set up).
 */
export const reportCountryFiguresSchema = z.object({
  currency: z.string(),
  /** ISO 3166; empty for orders from before destinations were kept. */
  country: z.string(),
  name: z.string(),
  rate: z.number().nullable(),
  net: z.number(),
  tax: z.number(),
  exemptNet: z.number(),
  zeroRatedNet: z.number(),
  outsideScopeNet: z.number(),
  /** Every net of the row plus its tax. */
  gross: z.number(),
  discounts: z.number(),
  discountTax: z.number(),
  refundedNet: z.number(),
  refundedTax: z.number(),
  refundedExemptNet: z.number(),
  refundedZeroRatedNet: z.number(),
  refundedOutsideScopeNet: z.number(),
  refundedGross: z.number(),
  /**
   * Issue 36 finding 16: set on the row of OSS credit notes that correct an earlier period's
   * return: that period ("2026-Q1", the Union scheme's quarter); the row's country is the member
   * state of consumption. Absent on the current period's rows, whose refunds exclude these.
   */
  correctsPeriod: z.string().optional(),
});
export type ReportCountryFigures = z.infer<typeof reportCountryFiguresSchema>;

export const reportCountryMonthSchema = reportCountryFiguresSchema.extend({ month: z.string() });
export type ReportCountryMonth = z.infer<typeof reportCountryMonthSchema>;

/**
 * Issue 37 item 8: one currency's money by the way it was paid, dated as the ledger dates it (the
 * day a payment was taken or a refund given; a payment on account, the day the bank received it).
 * `received` is the money in, `refunded` what went back (both positive), `net` the difference:
 * the movement of the method's account in the ledger (`ledgerAccounts.byMethod`).
 */
export const reportTakingsSchema = z.object({
  currency: z.string(),
  method: z.enum(takingMethods),
  received: z.number(),
  refunded: z.number(),
  net: z.number(),
});
export type ReportTakings = z.infer<typeof reportTakingsSchema>;
export const reportTakingsMonthSchema = reportTakingsSchema.extend({ month: z.string() });
export type ReportTakingsMonth = z.infer<typeof reportTakingsMonthSchema>;

export const monthlyReportSchema = z.object({
  /** The range the report covers, defaults applied. */
  from: z.string(),
  to: z.string(),
  /** SHOP_TIMEZONE: the zone whose calendar months these are. */
  timeZone: z.string(),
  /**
   * Oldest month first, one row per month and currency. A month without any invoice or credit
   * note still has its row, of zeros in the shop's currency, so no month goes missing.
   */
  months: z.array(reportMonthSchema),
  /** The range's sums, one per currency. */
  totals: z.array(reportFiguresSchema),
  /** Oldest month first, then by currency, country and rate: a row per month, currency, country and rate. */
  byCountry: z.array(reportCountryMonthSchema),
  /** The range's sums per currency, country and rate (a quarter's OSS return, for one). */
  countryTotals: z.array(reportCountryFiguresSchema),
  /**
   * Issue 37 item 8: takings by payment method, oldest month first, then by currency and method
   * (in takingMethods' order); only the months, currencies and methods that moved money. Always
   * sent by this server; optional for older readers.
   */
  takings: z.array(reportTakingsMonthSchema).optional(),
  /** The range's takings per currency and method. */
  takingsTotals: z.array(reportTakingsSchema).optional(),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;

/** `PUT /api/reports/accounting-codes`: the office's account codes per treatment, for the journal. */
export const accountingCodeSchema = z.object({
  treatment: z.enum(taxTreatments),
  /**
   * Issue 36: a rate in percent (up to three decimals) makes the row that rate's codes, taken
   * before the treatment's row without one; absent, the treatment's codes for every other rate.
   */
  rate: z
    .number()
    .min(0, reportMessages.rateInvalid)
    .max(100, reportMessages.rateInvalid)
    .refine((rate) => Math.abs(rate * 1000 - Math.round(rate * 1000)) < 1e-6, reportMessages.rateInvalid)
    .optional(),
  /** Empty: none set (the journal's cell stays empty). */
  revenueAccount: plainText(reportLabels.revenueAccount, { trim: true }).max(ACCOUNT_CODE_MAX, reportMessages.accountTooLong(reportLabels.revenueAccount)),
  taxAccount: plainText(reportLabels.taxAccount, { trim: true }).max(ACCOUNT_CODE_MAX, reportMessages.accountTooLong(reportLabels.taxAccount)),
});
export type AccountingCode = z.infer<typeof accountingCodeSchema>;

export const accountingCodesSchema = z.object({
  /** One per treatment and rate at most; a treatment or rate left out keeps its codes. */
  codes: z
    .array(accountingCodeSchema)
    .max(ACCOUNTING_CODES_MAX)
    .refine((codes) => new Set(codes.map((code) => `${code.treatment}:${code.rate ?? ""}`)).size === codes.length, reportMessages.codeTwice),
});
export type AccountingCodes = z.infer<typeof accountingCodesSchema>;
