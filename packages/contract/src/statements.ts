import { z } from "zod";
import { isoDate } from "./bulk";
import { idSchema } from "./common";
import { monthStart, statementLabels, statementLineKinds, statementMessages, type StatementAgeingKey } from "./statement-texts";

/**
 * Issue 28 items 5 and 6 (CONTRACT "Prices and terms"): `GET /api/company/statement.pdf|.csv`,
 * `GET /api/admin/companies/{id}/statement.pdf|.csv` and `GET /api/admin/receivables`.
 */

/**
 * `?from=&to=`: days (YYYY-MM-DD, the shop's time zone), both inclusive. Without `to`, today;
 * without `from`, the first day of `to`'s month. `from` after `to` is refused.
 */
export const statementQuerySchema = z
  .object({
    from: isoDate(statementLabels.from).optional(),
    to: isoDate(statementLabels.to).optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, { message: statementMessages.fromAfterTo, path: ["from"] });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** The period a query asks for, on `today` (the shop's day); a `from` after the resolved `to` is a problem. */
export function resolveStatementPeriod(query: StatementQuery, today: string): { from: string; to: string } | { problem: string } {
  const to = query.to ?? today;
  const from = query.from ?? monthStart(to);
  // ISO days compare as text.
  return from <= to ? { from, to } : { problem: statementMessages.fromAfterTo };
}

const amount = z.number();

/** One company's receivables, in the shop's currency (major units). */
export const receivablesRowSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** Every balance of its invoices, credits netted. */
  open: amount,
  /** The positive balances whose due date has passed. */
  overdue: amount,
  /** `overdue` by days since the due date. */
  days0to30: amount,
  days31to60: amount,
  days61to90: amount,
  over90: amount,
  /**
   * Beyond the contract: money the company paid that is on no invoice yet (a transfer's rest, a
   * card payment that no longer fitted), for the office to apply or give back. Not in `open`,
   * which sums the invoices' balances. Optional for older clients.
   */
  unapplied: amount.optional(),
});
export type ReceivablesRow = z.infer<typeof receivablesRowSchema>;

/** `GET /api/admin/receivables`: the companies that owe or hold a credit, most overdue first, and their totals. */
export const receivablesSchema = z.object({
  /** The shop's day the ages are counted on (YYYY-MM-DD). */
  asOf: z.string(),
  currency: z.string(),
  companies: z.array(receivablesRowSchema),
  totals: receivablesRowSchema.omit({ _id: true, name: true }),
});
export type Receivables = z.infer<typeof receivablesSchema>;

/**
 * Issue 35 (beyond the contract): `GET /api/company/statement?from=&to=`, the statement the
 * company's .pdf and .csv print, as JSON for its page; amounts in major units of `currency`.
 */
export const companyStatementSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The shop's day it was made. */
  issuedOn: z.string(),
  currency: z.string(),
  opening: amount,
  lines: z.array(
    z.object({
      day: z.string(),
      kind: z.enum(statementLineKinds),
      /** The document's number (INV-…, CN-…), or the payment's reference. */
      reference: z.string(),
      description: z.string(),
      /** An invoice's due date; null for the other lines and for an invoice due at a shipment to come. */
      dueDate: z.string().nullable(),
      /** What the line does to the balance: + raises it, − lowers it. */
      amount,
      /** The balance after the line. */
      balance: amount,
    }),
  ),
  closing: amount,
  totals: z.object({ invoices: amount, payments: amount, creditNotes: amount }),
  /** What is open at `to`, by days past due; the buckets add up to the closing balance. */
  ageing: z.object({ current: amount, days1to30: amount, days31to60: amount, days61to90: amount, over90: amount }) satisfies z.ZodType<Record<StatementAgeingKey, number>>,
  /** Payments not applied to an invoice yet at `to` (0 or more), a credit within `ageing.current`. */
  unapplied: amount,
});
export type CompanyStatement = z.infer<typeof companyStatementSchema>;
