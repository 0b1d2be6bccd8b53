import { z } from "zod";
import { hasAtMostTwoDecimals } from "./fields";
import { paymentTermsSchema } from "./terms";
import { CREDIT_LIMIT_MAX, creditLimitLabel } from "./terms-texts";

/**
 * Issue 28 items 2 and 3 (decision 041): the office's credit limit and terms as checked; their
 * words are in terms-texts.ts.
 */

/** A credit limit in the shop's currency: 0 or more, at most two decimals. 0 puts every order of a company on terms on the card. */
export const creditLimitSchema = z
  .number({ error: `${creditLimitLabel} must be a number` })
  .min(0, `${creditLimitLabel} must be 0 or more`)
  .max(CREDIT_LIMIT_MAX, `${creditLimitLabel} must be at most ${CREDIT_LIMIT_MAX}`)
  .refine(hasAtMostTwoDecimals, `${creditLimitLabel} must have at most 2 decimals`);

/** The office's form: the credit limit as typed. */
export const creditTermsFormSchema = z.object({
  paymentTerms: paymentTermsSchema,
  creditLimit: z
    .string()
    .trim()
    .min(1, `${creditLimitLabel} is required`)
    .regex(/^\d+(\.\d+)?$/, `${creditLimitLabel} must be a number`)
    .transform(Number)
    .pipe(creditLimitSchema),
});
export type CreditTermsForm = z.input<typeof creditTermsFormSchema>;
