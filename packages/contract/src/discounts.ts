import { z } from "zod";
import { idSchema } from "./common";
import { isBookYear } from "./constants";
import { plainText, requiredMessage, fieldMessages, saidWhenRefused } from "./fields";
import { sayEnglish } from "./i18n";
import {
  DISCOUNT_CODE_MAX_LENGTH,
  DISCOUNT_CODE_MIN_LENGTH,
  MAX_DISCOUNT_AMOUNT,
  MAX_DISCOUNT_SCOPE,
  MAX_DISCOUNT_USES,
  discountKinds,
  discountLabels,
  discountMessages,
  discountStates,
} from "./discount-texts";

/**
 * Issue 21: the office's discount codes. At the edge amounts are dollars (2 decimals) and a
 * percent is a number with up to 2 decimals (12.5); the server keeps cents and hundredths of a
 * percent. Number fields take a number (scripts) or text (the form's inputs), as shipping's do.
 */

const CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${DISCOUNT_CODE_MIN_LENGTH},${DISCOUNT_CODE_MAX_LENGTH}}$`);
const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");
// Compared with a tolerance: 0.29 * 100 is 28.999999999999996 in floating point.
const hasDecimals = (value: number, decimals: number) => Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6;

interface NumberRule {
  label: string;
  min: number;
  max: number;
  decimals: number;
  /** The minimum itself is refused: a code of 0 % takes nothing off. */
  aboveMin?: boolean;
}

/** Null when blank, else the number or what is wrong with it. */
function readNumber(value: unknown, rule: NumberRule): { value: number } | { problem: string } | null {
  if (isBlank(value)) return null;
  const text = typeof value === "string" ? value.trim() : null;
  const number = typeof value === "number" ? value : text !== null && text.length <= 32 && NUMERIC_TEXT.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(number)) return { problem: fieldMessages.notNumber(sayEnglish(rule.label)) };
  if (rule.aboveMin ? number <= rule.min : number < rule.min) return { problem: rule.aboveMin ? fieldMessages.moreThan(sayEnglish(rule.label), rule.min) : fieldMessages.atLeast(sayEnglish(rule.label), rule.min) };
  if (number > rule.max) return { problem: fieldMessages.atMost(sayEnglish(rule.label), rule.max) };
  if (!hasDecimals(number, rule.decimals)) return { problem: rule.decimals === 0 ? fieldMessages.notWhole(sayEnglish(rule.label)) : fieldMessages.atMostDecimals(sayEnglish(rule.label), rule.decimals) };
  return { value: number };
}

const numberish = z.union([z.number(), z.string()]).nullish();

/** A number that may be left empty (null). */
const optionalNumber = (rule: NumberRule) =>
  numberish.transform((value, ctx): number | null => {
    const read = readNumber(value, rule);
    if (read === null) return null;
    if ("problem" in read) {
      ctx.addIssue({ code: "custom", message: read.problem });
      return z.NEVER;
    }
    return read.value;
  });

/** A calendar day (YYYY-MM-DD, as a date input gives it) that may be left empty (null). */
const optionalDay = (label: string) =>
  plainText(label, { trim: true })
    .nullish()
    .transform((value, ctx): string | null => {
      if (!value) return null;
      const day = new Date(`${value}T00:00:00Z`);
      if (!ISO_DATE.test(value) || Number.isNaN(day.getTime()) || !day.toISOString().startsWith(value)) {
        ctx.addIssue({ code: "custom", message: discountMessages.dateInvalid(sayEnglish(label)) });
        return z.NEVER;
      }
      if (!isBookYear(day.getUTCFullYear())) {
        ctx.addIssue({ code: "custom", message: discountMessages.dateOutOfRange(sayEnglish(label)) });
        return z.NEVER;
      }
      return value;
    });

/** Ids of tools or categories, each once, in a stable order (so a saved code compares equal). */
const idList = (label: string) =>
  z
    .array(idSchema)
    .max(MAX_DISCOUNT_SCOPE, saidWhenRefused(() => fieldMessages.atMostCount(sayEnglish(label), MAX_DISCOUNT_SCOPE)))
    .default([])
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))].sort());

const percentRule: NumberRule = { label: discountLabels.percent, min: 0, max: 100, decimals: 2, aboveMin: true };
const amountRule: NumberRule = { label: discountLabels.amount, min: 0, max: MAX_DISCOUNT_AMOUNT, decimals: 2, aboveMin: true };
const usesRule = (label: string): NumberRule => ({ label, min: 1, max: MAX_DISCOUNT_USES, decimals: 0 });

/**
 * `POST /api/discount-codes` and `PUT /api/discount-codes/{id}`: the whole code. A percent code
 * needs its percent, a fixed one its amount; the other is ignored, not refused (the form keeps
 * what was typed while the office tries the other kind). Empty limits and dates mean none.
 */
export const discountCodeBodySchema = z
  .object({
    code: plainText(discountLabels.code, { trim: true, error: (issue) => (isBlank(issue.input) ? requiredMessage(discountLabels.code) : discountMessages.codeFormat) })
      .min(1, requiredMessage(discountLabels.code))
      .regex(CODE_PATTERN, discountMessages.codeFormat)
      .transform((code) => code.toUpperCase()),
    kind: z.enum(discountKinds, { error: discountMessages.kindRequired }),
    percent: numberish,
    amount: numberish,
    minOrder: optionalNumber({ label: discountLabels.minOrder, min: 0, max: MAX_DISCOUNT_AMOUNT, decimals: 2 }),
    startsOn: optionalDay(discountLabels.startsOn),
    endsOn: optionalDay(discountLabels.endsOn),
    maxUses: optionalNumber(usesRule(discountLabels.maxUses)),
    maxUsesPerCustomer: optionalNumber(usesRule(discountLabels.maxUsesPerCustomer)),
    toolIds: idList(discountLabels.toolIds),
    categoryIds: idList(discountLabels.categoryIds),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    const field = body.kind === "percent" ? "percent" : "amount";
    const read = readNumber(body[field], body.kind === "percent" ? percentRule : amountRule);
    const label = body.kind === "percent" ? discountLabels.percent : discountLabels.amount;
    if (read === null) ctx.addIssue({ code: "custom", path: [field], message: requiredMessage(label) });
    else if ("problem" in read) ctx.addIssue({ code: "custom", path: [field], message: read.problem });
    // ISO days compare as text.
    if (body.startsOn && body.endsOn && body.endsOn < body.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: discountMessages.endsBeforeStart });
  })
  .transform((body) => {
    const value = (field: "percent" | "amount", rule: NumberRule) => {
      const read = readNumber(body[field], rule);
      return read && "value" in read ? read.value : null;
    };
    return {
      code: body.code,
      kind: body.kind,
      percent: body.kind === "percent" ? value("percent", percentRule) : null,
      amount: body.kind === "fixed" ? value("amount", amountRule) : null,
      minOrder: body.minOrder ?? 0,
      startsOn: body.startsOn,
      endsOn: body.endsOn,
      maxUses: body.maxUses,
      maxUsesPerCustomer: body.maxUsesPerCustomer,
      toolIds: body.toolIds,
      categoryIds: body.categoryIds,
      active: body.active,
    };
  });
export type DiscountCodeForm = z.input<typeof discountCodeBodySchema>;
export type DiscountCodeBody = z.output<typeof discountCodeBodySchema>;

const namedSchema = z.object({ _id: idSchema, name: z.string() });

export const discountCodeSchema = z.object({
  _id: idSchema,
  /** Upper case. */
  code: z.string(),
  kind: z.enum(discountKinds),
  /** Percent codes: 5 or 12.5; null on fixed codes. */
  percent: z.number().nullable(),
  /** Fixed codes: dollars off; null on percent codes. */
  amount: z.number().nullable(),
  /** Dollars; 0: no minimum. */
  minOrder: z.number(),
  /** First and last day (UTC, inclusive), YYYY-MM-DD; null: no bound. */
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  /** Both empty: every tool. */
  toolIds: z.array(idSchema),
  categoryIds: z.array(idSchema),
  /** The named tools and categories that still exist, with their names, for the office's page. */
  tools: z.array(namedSchema),
  categories: z.array(namedSchema),
  active: z.boolean(),
  /** Uses by orders paid (or shipped since) with this code. */
  uses: z.number().int(),
  /** Unpaid orders holding a use of this code; they count against its limits until paid, cancelled or expired. */
  held: z.number().int(),
  /** Where the code stands today (UTC): the reason a buyer is told only that it is not valid. */
  state: z.enum(discountStates),
  createdAt: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
/** `GET /api/discount-codes`: newest first; pages with `?page=&limit=` (total in X-Total-Count). */
export const discountCodeListSchema = z.array(discountCodeSchema);
