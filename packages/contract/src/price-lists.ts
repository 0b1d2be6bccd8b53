import { z } from "zod";
import { bulkLabels } from "./bulk-texts";
import { idSchema } from "./common";
import { centsToDollars, dollarsToCents, isBookYear } from "./constants";
import { hasAtMostDecimals, plainText, requiredMessage, requiredText, wholeNumber, fieldMessages, saidWhenRefused } from "./fields";
import { MAX_PRICE_BREAKS, priceLine, type LinePrice, type PriceBreakCents, type PricedTool } from "./pricing";
import { words, sayEnglish } from "./i18n";

/**
 * Issue 28: a company's own prices (docs/decisions/041-money-on-account.md, "Price lists").
 * The office's lists (`/api/price-lists`), their words, and the one rule that prices a line for
 * a company: `priceForCompany`. The server prices orders, the checkout's preview, quick orders,
 * quotes and the members' `yourPrice` with it; the web never needs it, as `yourPrice` and
 * `yourBreaks` already say what the rule answers at every quantity (`companyPrices`).
 */

// ——— The rule ———

/** One tool's price on one of a company's lists, with what the rule needs of its list. */
export interface PriceListEntry {
  priceListId: string;
  priceListName: string;
  /** The higher wins. */
  priority: number;
  /** Of the list: an earlier list wins a tie of priorities (ISO timestamp, compared as text). */
  createdAt: string;
  /** Whole UTC days, both inclusive; null: no bound. */
  validFrom: string | null;
  validUntil: string | null;
  /** A fixed unit price, or a percent off the catalogue's (hundredths of a percent: 12.5 % is 1250): exactly one is set. */
  priceCents: number | null;
  percentOffBasisPoints: number | null;
  /** The list's own volume prices for this tool: fixed unit prices from a quantity up. */
  breaks: readonly PriceBreakCents[];
}

/** A line priced for a company: what the buyer pays, the list that priced it, and the catalogue's price beside it. */
export interface CompanyLinePrice extends LinePrice {
  /** The list whose price the buyer pays; null when the catalogue's is lower or equal (or no list names the tool). */
  priceList: { id: string; name: string } | null;
  /** What the catalogue alone asks for this quantity (its own breaks). */
  catalogue: LinePrice;
}

/** Whether a list is valid on `day` (YYYY-MM-DD, compared as text). */
export const isValidOn = (entry: Pick<PriceListEntry, "validFrom" | "validUntil">, day: string): boolean =>
  (entry.validFrom === null || entry.validFrom <= day) && (entry.validUntil === null || day <= entry.validUntil);

/** The entry whose list prices the tool on `day`: valid, highest priority, then the list created first (then its id, so the choice never depends on the order given). */
export function chosenEntry(entries: readonly PriceListEntry[], day: string): PriceListEntry | null {
  let chosen: PriceListEntry | null = null;
  for (const entry of entries) {
    if (!isValidOn(entry, day)) continue;
    if (
      chosen === null ||
      entry.priority > chosen.priority ||
      (entry.priority === chosen.priority && (entry.createdAt < chosen.createdAt || (entry.createdAt === chosen.createdAt && entry.priceListId < chosen.priceListId)))
    ) {
      chosen = entry;
    }
  }
  return chosen;
}

/** `cents` less `basisPoints` hundredths of a percent, rounded half up to the cent (integers only: no float error). */
export const percentOff = (cents: number, basisPoints: number): number => Math.floor((cents * (10_000 - basisPoints) + 5_000) / 10_000);

/**
 * THE rule (issue 28): the valid list of the company with the highest priority that names the
 * tool gives a candidate for the quantity: its highest break reached, else its fixed price, else
 * the catalogue's price for that quantity (its own break) less its percent off. The buyer pays
 * the lower of the candidate and the catalogue's price for the quantity; the list is named only
 * when it is strictly lower, so a list never raises a price. The discount code comes after (on
 * the line's total), then tax: neither is here.
 */
export function priceForCompany(tool: PricedTool, quantity: number, entries: readonly PriceListEntry[], today: string): CompanyLinePrice {
  const catalogue = priceLine(tool, quantity);
  const entry = chosenEntry(entries, today);
  if (entry === null) return { ...catalogue, priceList: null, catalogue };
  const own = priceLine({ priceCents: 0, priceBreaks: entry.breaks }, quantity);
  const candidate =
    own.breakMinQuantity !== null
      ? { unitPriceCents: own.unitPriceCents, breakMinQuantity: own.breakMinQuantity }
      : { unitPriceCents: entry.priceCents ?? percentOff(catalogue.unitPriceCents, entry.percentOffBasisPoints ?? 0), breakMinQuantity: null };
  if (candidate.unitPriceCents >= catalogue.unitPriceCents) return { ...catalogue, priceList: null, catalogue };
  return {
    unitPriceCents: candidate.unitPriceCents,
    totalCents: candidate.unitPriceCents * quantity,
    breakMinQuantity: candidate.breakMinQuantity,
    savingCents: (tool.priceCents - candidate.unitPriceCents) * quantity,
    priceList: { id: entry.priceListId, name: entry.priceListName },
    catalogue,
  };
}

/**
 * What `priceForCompany` answers at every quantity, as a tool's price and breaks: the unit price
 * below every break, and from each quantity where it changes, the new one. Both the list's and
 * the catalogue's breaks are such quantities, and between two of them the rule's answer cannot
 * change, so `priceLine({ priceCents, priceBreaks }, q)` is the rule's unit price for every q:
 * the cart, the tool page and the quick order price with it as they price the catalogue. Null
 * when no valid list names the tool (the member pays the catalogue's prices).
 */
export function companyPrices(tool: PricedTool, entries: readonly PriceListEntry[], today: string): PricedTool | null {
  const entry = chosenEntry(entries, today);
  if (entry === null) return null;
  const only = [entry];
  const priceCents = priceForCompany(tool, 1, only, today).unitPriceCents;
  const thresholds = [...new Set([...entry.breaks, ...tool.priceBreaks].map((b) => b.minQuantity))].filter((q) => q > 1).sort((a, b) => a - b);
  const priceBreaks: PriceBreakCents[] = [];
  let last = priceCents;
  for (const minQuantity of thresholds) {
    const unit = priceForCompany(tool, minQuantity, only, today).unitPriceCents;
    if (unit !== last) priceBreaks.push({ minQuantity, priceCents: unit });
    last = unit;
  }
  return { priceCents, priceBreaks };
}

// ——— The office's lists: words ———

export const PRICE_LIST_NAME_MAX = 100;
export const PRICE_LIST_MAX_PRIORITY = 1000;
/** A list names at most this many tools and companies (a body stays well within the 64 KB limit). */
export const PRICE_LIST_MAX_TOOLS = 500;
export const PRICE_LIST_MAX_COMPANIES = 200;

export const priceListLabels = words("priceListLabels", {
  heading: "Price lists",
  intro: "A company's own prices: a fixed price or a percent off per tool, with volume prices of its own. The valid list with the highest priority that names a tool prices it; a member never pays more than the catalogue asks.",
  name: "Name",
  priority: "Priority",
  priorityHint: "0 to 1000; the higher wins when several valid lists of a company name a tool",
  validFrom: "Valid from",
  validUntil: "Valid until",
  datesHint: "Whole days, both included; leave empty for no bound",
  companies: "Companies",
  companySearch: "Find a company",
  companiesFound: "Companies found",
  toolsFound: "Tools found",
  prices: "Prices",
  tool: "Tool",
  toolSearch: "Find a tool",
  kind: "Price by",
  fixed: "Fixed price",
  percent: "Percent off",
  price: "Price ($ per unit)",
  percentOff: "Percent off (%)",
  breaks: "Volume prices",
  breakQuantity: bulkLabels.breakQuantity,
  breakPrice: bulkLabels.breakPrice,
  addBreak: "Add a volume price",
  removeBreak: "Remove volume price",
  addList: "New price list",
  editList: "Edit price list",
  save: "Save price list",
  saving: "Saving…",
  deleteList: "Delete price list",
  removeTool: "Remove tool",
  removeCompany: "Remove company",
  addCompany: "Add",
  addTool: "Add",
  none: "No price lists yet.",
  noCompanies: "No company yet: find one above.",
  noTools: "No tool yet: find one above.",
  noMatches: "No matches.",
  loading: "Loading price lists",
  loadError: "The price lists could not be loaded",
  tableLabel: "Price lists",
  back: "All price lists",
  catalogue: (price: string) => `Catalogue price ${price}`,
  columns: { name: "Name", priority: "Priority", dates: "Valid", companies: "Companies", tools: "Tools", state: "State", actions: "Actions" },
} as const);

export const priceListStates = ["active", "scheduled", "ended"] as const;
export type PriceListState = (typeof priceListStates)[number];
export const priceListStateLabels: Record<PriceListState, string> = words("priceListStateLabels", { active: "Active", scheduled: "Scheduled", ended: "Ended" });

/** A list's state on `day`. */
export const priceListState = (list: { validFrom: string | null; validUntil: string | null }, day: string): PriceListState =>
  list.validFrom !== null && day < list.validFrom ? "scheduled" : list.validUntil !== null && list.validUntil < day ? "ended" : "active";

export const priceListMessages = words("priceListMessages", {
  created: "Price list saved",
  updated: "Price list saved",
  deleted: "Price list deleted",
  confirmDelete: (name: string) => `Delete the price list ${name}? Its companies pay the catalogue's prices again; orders keep the prices they were placed at.`,
  priceOrPercent: "Give either a price or a percent off",
  untilBeforeFrom: `${priceListLabels.validUntil} must not be before ${priceListLabels.validFrom}`,
  dateInvalid: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  dateOutOfRange: (label: string) => `${label} must be a year from 2000 to 2100`,
  toolTwice: "Each tool at most once",
  unknownTool: "No tool with this id",
  unknownCompany: "No company with this id",
  breaksBelowPrice: (minQuantity: number) => `${bulkLabels.priceBreaks}: ${minQuantity}+ must cost less per unit than the list's price`,
  breakTwice: (minQuantity: number) => `${bulkLabels.priceBreaks}: ${minQuantity} appears twice`,
  breakNotLower: (minQuantity: number, previous: number) => `${bulkLabels.priceBreaks}: ${minQuantity}+ must cost less per unit than ${previous}+`,
  dates: (from: string | null, until: string | null) => (from && until ? `${from} – ${until}` : from ? `from ${from}` : until ? `until ${until}` : "Always"),
} as const);

// ——— The office's lists: bodies and answers (dollars and percents at the edge) ———

const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A number from a JSON number or a form's text; blank is "not given" (undefined). */
const blankableNumber = (label: string, min: number, max: number, decimals: number) =>
  z
    .union([z.number(), plainText(label, { trim: true }).max(32, saidWhenRefused(() => fieldMessages.notNumber(sayEnglish(label))))], { error: () => fieldMessages.notNumber(sayEnglish(label)) })
    .nullish()
    .transform((value, ctx): number | undefined => {
      if (isBlank(value)) return undefined;
      const number = typeof value === "number" ? value : NUMERIC_TEXT.test(value ?? "") ? Number(value) : Number.NaN;
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: "custom", message: fieldMessages.notNumber(sayEnglish(label)) });
        return z.NEVER;
      }
      if (number < min) ctx.addIssue({ code: "custom", message: fieldMessages.atLeast(sayEnglish(label), min) });
      else if (number > max) ctx.addIssue({ code: "custom", message: fieldMessages.atMost(sayEnglish(label), max) });
      else if (!hasAtMostDecimals(number, decimals)) ctx.addIssue({ code: "custom", message: fieldMessages.atMostDecimals(sayEnglish(label), decimals) });
      else return number;
      return z.NEVER;
    });

/** A calendar day as a date input gives it; blank or null is no bound (null). */
const optionalDay = (label: string) =>
  plainText(label, { trim: true })
    .nullish()
    .transform((value, ctx): string | null => {
      if (!value) return null;
      const day = new Date(`${value}T00:00:00Z`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(day.getTime()) || !day.toISOString().startsWith(value)) {
        ctx.addIssue({ code: "custom", message: priceListMessages.dateInvalid(sayEnglish(label)) });
        return z.NEVER;
      }
      if (!isBookYear(day.getUTCFullYear())) {
        ctx.addIssue({ code: "custom", message: priceListMessages.dateOutOfRange(sayEnglish(label)) });
        return z.NEVER;
      }
      return value;
    });

/** Prices are dollars like the catalogue's (at most $100,000 a unit); a list's price may be 0 (a tool given away). */
const PRICE_LIST_MAX_PRICE = 100_000;

const breakInputSchema = z.object({
  minQuantity: wholeNumber(bulkLabels.breakQuantity, 2, 1_000_000),
  price: blankableNumber(bulkLabels.breakPrice, 0, PRICE_LIST_MAX_PRICE, 2).pipe(z.number({ error: requiredMessage(bulkLabels.breakPrice) })),
});

/** One tool's price on a list, as the office writes it: a price or a percent off (not both), and breaks of its own. */
export const priceListPriceInputSchema = z
  .object({
    productId: idSchema,
    price: blankableNumber(priceListLabels.price, 0, PRICE_LIST_MAX_PRICE, 2),
    percentOff: blankableNumber(priceListLabels.percentOff, 0, 100, 2),
    breaks: z.array(breakInputSchema).max(MAX_PRICE_BREAKS, saidWhenRefused(() => fieldMessages.atMostCount(sayEnglish(bulkLabels.priceBreaks), MAX_PRICE_BREAKS))).default([]),
  })
  .superRefine((entry, ctx) => {
    if ((entry.price === undefined) === (entry.percentOff === undefined)) ctx.addIssue({ code: "custom", path: ["price"], message: priceListMessages.priceOrPercent });
    const sorted = [...entry.breaks].sort((a, b) => a.minQuantity - b.minQuantity);
    sorted.forEach((cur, i) => {
      const prev = sorted[i - 1];
      if (prev && prev.minQuantity === cur.minQuantity) ctx.addIssue({ code: "custom", path: ["breaks"], message: priceListMessages.breakTwice(cur.minQuantity) });
      else if (prev && dollarsToCents(cur.price) >= dollarsToCents(prev.price)) ctx.addIssue({ code: "custom", path: ["breaks"], message: priceListMessages.breakNotLower(cur.minQuantity, prev.minQuantity) });
      if (entry.price !== undefined && dollarsToCents(cur.price) >= dollarsToCents(entry.price)) ctx.addIssue({ code: "custom", path: ["breaks"], message: priceListMessages.breaksBelowPrice(cur.minQuantity) });
    });
  })
  .transform((entry) => ({
    productId: entry.productId.toLowerCase(),
    priceCents: entry.price === undefined ? null : dollarsToCents(entry.price),
    percentOffBasisPoints: entry.percentOff === undefined ? null : Math.round(entry.percentOff * 100),
    breaks: [...entry.breaks].sort((a, b) => a.minQuantity - b.minQuantity).map((b) => ({ minQuantity: b.minQuantity, priceCents: dollarsToCents(b.price) })),
  }));

const companyIdsSchema = z
  .array(idSchema)
  .max(PRICE_LIST_MAX_COMPANIES, saidWhenRefused(() => fieldMessages.atMostCount(sayEnglish(priceListLabels.companies), PRICE_LIST_MAX_COMPANIES)))
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

const pricesSchema = z
  .array(priceListPriceInputSchema)
  .max(PRICE_LIST_MAX_TOOLS, saidWhenRefused(() => fieldMessages.atMostTools(priceListLabels.prices, PRICE_LIST_MAX_TOOLS)))
  .superRefine((prices, ctx) => {
    const seen = new Set<string>();
    prices.forEach((entry, i) => {
      if (seen.has(entry.productId)) ctx.addIssue({ code: "custom", path: [i, "productId"], message: priceListMessages.toolTwice });
      seen.add(entry.productId);
    });
  });

const priceListFields = {
  name: requiredText(priceListLabels.name, PRICE_LIST_NAME_MAX),
  priority: wholeNumber(priceListLabels.priority, 0, PRICE_LIST_MAX_PRIORITY),
  validFrom: optionalDay(priceListLabels.validFrom),
  validUntil: optionalDay(priceListLabels.validUntil),
  companyIds: companyIdsSchema,
  prices: pricesSchema,
};

const datesInOrder = (body: { validFrom?: string | null | undefined; validUntil?: string | null | undefined }, ctx: z.RefinementCtx) => {
  // ISO days compare as text.
  if (body.validFrom && body.validUntil && body.validUntil < body.validFrom) ctx.addIssue({ code: "custom", path: ["validUntil"], message: priceListMessages.untilBeforeFrom });
};

/** `POST /api/price-lists`: the whole list. Dates may be left out (no bound). */
export const priceListBodySchema = z
  .object(priceListFields)
  .superRefine(datesInOrder);
export type PriceListForm = z.input<typeof priceListBodySchema>;
export type PriceListBody = z.output<typeof priceListBodySchema>;

/**
 * `PATCH /api/price-lists/{id}`: what changes; `companyIds` and `prices` replace the list's
 * whole sets. The server checks the dates' order again against the list as it is stored.
 */
export const priceListPatchSchema = z
  .object({
    name: priceListFields.name.optional(),
    priority: priceListFields.priority.optional(),
    validFrom: priceListFields.validFrom.optional(),
    validUntil: priceListFields.validUntil.optional(),
    companyIds: priceListFields.companyIds.optional(),
    prices: priceListFields.prices.optional(),
  })
  .superRefine(datesInOrder);
export type PriceListPatch = z.output<typeof priceListPatchSchema>;

const answeredBreakSchema = z.object({ minQuantity: z.number().int(), price: z.number() });

export const priceListPriceSchema = z.object({
  productId: idSchema,
  /** The tool's name and SKU, and its catalogue price now, for the office's page. */
  product: z.string(),
  sku: z.string(),
  cataloguePrice: z.number(),
  /** Exactly one of the two is a number. */
  price: z.number().nullable(),
  percentOff: z.number().nullable(),
  breaks: z.array(answeredBreakSchema),
});
export type PriceListPrice = z.infer<typeof priceListPriceSchema>;

export const priceListSchema = z.object({
  _id: idSchema,
  name: z.string(),
  priority: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Whether it prices anything today (UTC). */
  state: z.enum(priceListStates),
  companyIds: z.array(idSchema),
  /** The companies' names, in the order of `companyIds`. */
  companies: z.array(z.object({ _id: idSchema, name: z.string() })),
  prices: z.array(priceListPriceSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PriceList = z.infer<typeof priceListSchema>;
export const priceListListSchema = z.array(priceListSchema);

/** A list's price as the API answers it: dollars and percents. */
export const answeredPrice = (row: { priceCents: number | null; percentOffBasisPoints: number | null; breaks: readonly PriceBreakCents[] }) => ({
  price: row.priceCents === null ? null : centsToDollars(row.priceCents),
  percentOff: row.percentOffBasisPoints === null ? null : row.percentOffBasisPoints / 100,
  breaks: row.breaks.map((b) => ({ minQuantity: b.minQuantity, price: centsToDollars(b.priceCents) })),
});
