import { z } from "zod";
import { hasAtMostTwoDecimals, fieldMessages, saidWhenRefused } from "./fields";
import { sayEnglish } from "./i18n";
import { paymentTermsSchema } from "./terms";
import { CREDIT_LIMIT_MAX, creditLimitLabel } from "./terms-texts";

/**
 * Issue 28 items 2 and 3 (decision 041): the office's credit limit and terms as checked; their
 * words are in terms-texts.ts.
 */

/** A credit limit in the shop's currency: 0 or more, at most two decimals. 0 puts every order of a company on terms on the card. */
export const creditLimitSchema = z
  .number({ error: () => fieldMessages.notNumber(sayEnglish(creditLimitLabel)) })
  .min(0, saidWhenRefused(() => fieldMessages.atLeast(sayEnglish(creditLimitLabel), 0)))
  .max(CREDIT_LIMIT_MAX, saidWhenRefused(() => fieldMessages.atMost(sayEnglish(creditLimitLabel), CREDIT_LIMIT_MAX)))
  .refine(hasAtMostTwoDecimals, saidWhenRefused(() => fieldMessages.atMostDecimals(sayEnglish(creditLimitLabel), 2)));

/** The office's form: the credit limit as typed. */
export const creditTermsFormSchema = z.object({
  paymentTerms: paymentTermsSchema,
  creditLimit: z
    .string()
    .trim()
    .min(1, saidWhenRefused(() => fieldMessages.required(sayEnglish(creditLimitLabel))))
    .regex(/^\d+(\.\d+)?$/, saidWhenRefused(() => fieldMessages.notNumber(sayEnglish(creditLimitLabel))))
    .transform(Number)
    .pipe(creditLimitSchema),
});
export type CreditTermsForm = z.input<typeof creditTermsFormSchema>;
