import { z } from "zod";
import { idSchema } from "./common";
import { plainText, requiredMessage, requiredText, fieldMessages, saidWhenRefused } from "./fields";
import { sayEnglish } from "./i18n";
import { isCountryCode } from "./countries";
import { countryCodeSchema } from "./checkout";
import { normalizeVatId } from "./billing";
import { registrationKinds } from "./tax-treatment";
import { registrationLabels, registrationMessages, VAT_ID_MAX } from "./tax-texts";
import {
  MAX_POSTAL_PREFIXES,
  MAX_SHIPPING_KG,
  MAX_SHIPPING_PRICE,
  MAX_WEIGHT_BANDS,
  POSTAL_PREFIX_MAX,
  SHIPPING_ESTIMATE_MAX,
  SHIPPING_NAME_MAX,
  TAX_NAME_MAX,
  TAX_REGION_MAX,
  shippingLabels,
  shippingMessages,
  shippingMethodKinds,
  taxLabels,
} from "./shipping-texts";

/**
 * Issue 21: the office's shipping zones and methods, tax rates and the "prices include tax"
 * setting. At the edge amounts are dollars (2 decimals), weights kilograms (3 decimals) and rates
 * percent (3 decimals, 8.875); the server keeps cents, grams and thousandths of a percent.
 */

interface NumberRule {
  label: string;
  min: number;
  max: number;
  decimals: number;
  /** The minimum itself is refused: a band up to 0 kg carries nothing. */
  aboveMin?: boolean;
}

const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");
// Compared with a tolerance: 0.29 * 100 is 28.999999999999996 in floating point.
const hasDecimals = (value: number, decimals: number) => Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6;

/**
 * A number as JSON or as a form's text: null when blank, else the number or what is wrong with
 * it. One reader for the plain fields and for those only some kinds of method use.
 */
function readNumber(value: unknown, rule: NumberRule): { value: number } | { problem: string } | null {
  if (isBlank(value)) return null;
  const text = typeof value === "string" ? value.trim() : null;
  const number = typeof value === "number" ? value : text !== null && text.length <= 32 && NUMERIC_TEXT.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(number)) return { problem: fieldMessages.notNumber(sayEnglish(rule.label)) };
  if (rule.aboveMin ? number <= rule.min : number < rule.min) return { problem: rule.aboveMin ? fieldMessages.moreThan(sayEnglish(rule.label), rule.min) : fieldMessages.atLeast(sayEnglish(rule.label), rule.min) };
  if (number > rule.max) return { problem: fieldMessages.atMost(sayEnglish(rule.label), rule.max) };
  if (!hasDecimals(number, rule.decimals)) return { problem: fieldMessages.atMostDecimals(sayEnglish(rule.label), rule.decimals) };
  return { value: number };
}

/** What a number field takes before it is read: the forms send text, scripts numbers. */
const numberish = z.union([z.number(), z.string()]).nullish();

const requiredNumber = (rule: NumberRule) =>
  z.union([z.number(), z.string()], { error: (issue) => (isBlank(issue.input) ? requiredMessage(rule.label) : fieldMessages.notNumber(sayEnglish(rule.label))) }).transform((value, ctx) => {
    const read = readNumber(value, rule);
    if (read === null || "problem" in read) {
      ctx.addIssue({ code: "custom", message: read ? read.problem : requiredMessage(rule.label) });
      return z.NEVER;
    }
    return read.value;
  });

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

const dollars = (label: string, min = 0, aboveMin = false): NumberRule => ({ label, min, max: MAX_SHIPPING_PRICE, decimals: 2, aboveMin });
const kilograms = (label: string): NumberRule => ({ label, min: 0, max: MAX_SHIPPING_KG, decimals: 3, aboveMin: true });

const positionSchema = z.number().int().min(0).max(100_000);

// ----- zones -----

/** `POST /api/shipping-zones` and `PUT /api/shipping-zones/{id}` (the whole zone; its methods apart). */
export const shippingZoneBodySchema = z
  .object({
    name: requiredText(shippingLabels.zoneName, SHIPPING_NAME_MAX),
    countries: z
      .array(
        plainText(shippingLabels.countries, { trim: true })
          .transform((code) => code.toUpperCase())
          .refine(isCountryCode, shippingMessages.countryInvalid),
      )
      .max(300)
      .default([]),
    everywhereElse: z.boolean().default(false),
    /** Where it is listed; a new zone goes last when none is given, an edited one stays. */
    position: positionSchema.optional(),
  })
  .superRefine((zone, ctx) => {
    if (!zone.everywhereElse && zone.countries.length === 0) ctx.addIssue({ code: "custom", path: ["countries"], message: shippingMessages.countriesRequired });
  })
  .transform((zone) => ({ ...zone, countries: [...new Set(zone.countries)].sort() }));
export type ShippingZoneForm = z.input<typeof shippingZoneBodySchema>;
export type ShippingZoneBody = z.output<typeof shippingZoneBodySchema>;

// ----- methods -----

/** One weight band as the API carries it: up to this many kilograms (inclusive), this price. */
export const weightBandSchema = z.object({ upToKg: z.number(), price: z.number() });
export type WeightBand = z.infer<typeof weightBandSchema>;

/** The fields only some kinds use, read after the kind is known (see readKindFields). */
const weightBandInputSchema = z.object({ upToKg: numberish, price: numberish });

interface KindFieldsInput {
  kind: (typeof shippingMethodKinds)[number];
  flatPrice?: string | number | null | undefined;
  bands?: readonly { upToKg?: string | number | null | undefined; price?: string | number | null | undefined }[] | undefined;
  stepKg?: string | number | null | undefined;
  stepPrice?: string | number | null | undefined;
}

interface KindFields {
  flatPrice: number | null;
  bands: WeightBand[];
  stepKg: number | null;
  stepPrice: number | null;
}

/**
 * The price fields of a method's kind, and what is wrong with them. A field another kind uses is
 * ignored, not refused: the form keeps the bands typed in while the office tries the flat price.
 */
function readKindFields(method: KindFieldsInput): { fields: KindFields; problems: { path: (string | number)[]; message: string }[] } {
  const fields: KindFields = { flatPrice: null, bands: [], stepKg: null, stepPrice: null };
  const problems: { path: (string | number)[]; message: string }[] = [];
  const read = (value: unknown, rule: NumberRule, path: (string | number)[], required: boolean): number | null => {
    const result = readNumber(value, rule);
    if (result === null) {
      if (required) problems.push({ path, message: requiredMessage(rule.label) });
      return null;
    }
    if ("problem" in result) {
      problems.push({ path, message: result.problem });
      return null;
    }
    return result.value;
  };
  if (method.kind === "flat") {
    fields.flatPrice = read(method.flatPrice, dollars(shippingLabels.flatPrice), ["flatPrice"], true);
  }
  if (method.kind === "weight") {
    const bands = method.bands ?? [];
    if (bands.length === 0) problems.push({ path: ["bands"], message: shippingMessages.bandsRequired });
    let previous: number | null = null;
    bands.forEach((band, index) => {
      const upToKg = read(band.upToKg, kilograms(`${shippingLabels.upToKg} (band ${index + 1})`), ["bands", index, "upToKg"], true);
      const price = read(band.price, dollars(`${shippingLabels.bandPrice} (band ${index + 1})`), ["bands", index, "price"], true);
      if (upToKg !== null && previous !== null && Math.round(upToKg * 1000) <= Math.round(previous * 1000)) {
        problems.push({ path: ["bands", index, "upToKg"], message: shippingMessages.bandsIncreasing });
      }
      if (upToKg !== null) previous = upToKg;
      if (upToKg !== null && price !== null) fields.bands.push({ upToKg, price });
    });
    fields.stepKg = read(method.stepKg, kilograms(shippingLabels.stepKg), ["stepKg"], false);
    fields.stepPrice = read(method.stepPrice, dollars(shippingLabels.stepPrice), ["stepPrice"], false);
    const stepGiven = !isBlank(method.stepKg);
    const priceGiven = !isBlank(method.stepPrice);
    if (stepGiven !== priceGiven) problems.push({ path: [stepGiven ? "stepPrice" : "stepKg"], message: shippingMessages.stepBoth });
  }
  return { fields, problems };
}

/**
 * `POST /api/shipping-zones/{id}/methods` and `PUT /api/shipping-zones/{id}/methods/{methodId}`.
 * A flat method needs its price; a weight method at least one band, each higher than the one
 * before, and beyond the last one optionally a price per started step (both or neither); any
 * method but collection may ship free above an order value.
 */
export const shippingMethodBodySchema = z
  .object({
    name: requiredText(shippingLabels.methodName, SHIPPING_NAME_MAX),
    estimate: plainText(shippingLabels.estimate, { trim: true })
      .max(SHIPPING_ESTIMATE_MAX, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish(shippingLabels.estimate), SHIPPING_ESTIMATE_MAX)))
      .default(""),
    kind: z.enum(shippingMethodKinds, { error: shippingMessages.kindRequired }),
    flatPrice: numberish,
    bands: z.array(weightBandInputSchema).max(MAX_WEIGHT_BANDS, saidWhenRefused(() => fieldMessages.atMostCount(sayEnglish(shippingLabels.bands), MAX_WEIGHT_BANDS))).optional(),
    stepKg: numberish,
    stepPrice: numberish,
    freeAbove: optionalNumber(dollars(shippingLabels.freeAbove, 0, true)),
    freeUpToKg: optionalNumber(kilograms(shippingLabels.freeUpToKg)),
    position: positionSchema.optional(),
  })
  .superRefine((method, ctx) => {
    for (const problem of readKindFields(method).problems) ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
    if (method.kind !== "collect" && method.freeUpToKg !== null && method.freeAbove === null) {
      ctx.addIssue({ code: "custom", path: ["freeUpToKg"], message: shippingMessages.freeUpToNeedsFreeAbove });
    }
  })
  .transform((method) => ({
    name: method.name,
    estimate: method.estimate,
    kind: method.kind,
    ...readKindFields(method).fields,
    freeAbove: method.kind === "collect" ? null : method.freeAbove,
    freeUpToKg: method.kind === "collect" ? null : method.freeUpToKg,
    position: method.position,
  }));
export type ShippingMethodForm = z.input<typeof shippingMethodBodySchema>;
export type ShippingMethodBody = z.output<typeof shippingMethodBodySchema>;

export const shippingMethodSchema = z.object({
  _id: idSchema,
  zoneId: idSchema,
  name: z.string(),
  estimate: z.string(),
  kind: z.enum(shippingMethodKinds),
  /** Dollars; set on flat methods only. */
  flatPrice: z.number().nullable(),
  /** Weight methods: lowest first. */
  bands: z.array(weightBandSchema),
  stepKg: z.number().nullable(),
  stepPrice: z.number().nullable(),
  freeAbove: z.number().nullable(),
  /** Kilograms: the free shipping above `freeAbove` holds only for orders up to this weight. */
  freeUpToKg: z.number().nullable(),
  position: z.number().int(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const shippingZoneSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** ISO 3166 codes, sorted. */
  countries: z.array(z.string()),
  everywhereElse: z.boolean(),
  position: z.number().int(),
  /** In the order buyers are offered them. */
  methods: z.array(shippingMethodSchema),
});
export type ShippingZone = z.infer<typeof shippingZoneSchema>;
/** `GET /api/shipping-zones`: every zone (a shop has tens at most), in position order. */
export const shippingZoneListSchema = z.array(shippingZoneSchema);

export const shippingZoneMethodParamsSchema = z.object({ id: idSchema, methodId: idSchema });

// ----- tax -----

const POSTAL_PREFIX = new RegExp(`^[A-Z0-9-]{1,${POSTAL_PREFIX_MAX}}$`);

/** "sw1, SW 2" or ["sw1", "SW 2"] -> ["SW1", "SW2"]: upper case, no spaces, each once. */
const postalPrefixesSchema = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value, ctx) => {
    const parts = value === undefined ? [] : typeof value === "string" ? value.split(",") : value;
    const prefixes = [...new Set(parts.map((part) => part.replace(/\s+/g, "").toUpperCase()).filter((part) => part !== ""))];
    if (prefixes.some((prefix) => !POSTAL_PREFIX.test(prefix))) ctx.addIssue({ code: "custom", message: shippingMessages.prefixInvalid });
    if (prefixes.length > MAX_POSTAL_PREFIXES) ctx.addIssue({ code: "custom", message: fieldMessages.atMostCount(sayEnglish(taxLabels.postalPrefixes), MAX_POSTAL_PREFIXES) });
    return prefixes;
  });

/**
 * `POST /api/tax-rates` and `PUT /api/tax-rates/{id}`: a country's rate, or a region's (named,
 * with the postal code prefixes that find it). One rate per country and region.
 */
export const taxRateBodySchema = z
  .object({
    country: countryCodeSchema,
    region: plainText(taxLabels.region, { trim: true })
      .max(TAX_REGION_MAX, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish(taxLabels.region), TAX_REGION_MAX)))
      .nullish()
      .transform((region) => (region ? region : null)),
    postalPrefixes: postalPrefixesSchema,
    name: requiredText(taxLabels.name, TAX_NAME_MAX),
    rate: requiredNumber({ label: taxLabels.rate, min: 0, max: 100, decimals: 3 }),
    /** Issue 25: the reduced class's rate; none where the country keeps none. */
    reducedRate: optionalNumber({ label: taxLabels.reducedRate, min: 0, max: 100, decimals: 3 }),
  })
  .superRefine((rate, ctx) => {
    if (rate.region === null && rate.postalPrefixes.length > 0) ctx.addIssue({ code: "custom", path: ["region"], message: shippingMessages.prefixesNeedRegion });
    if (rate.region !== null && rate.postalPrefixes.length === 0) ctx.addIssue({ code: "custom", path: ["postalPrefixes"], message: shippingMessages.regionNeedsPrefixes });
  });
export type TaxRateForm = z.input<typeof taxRateBodySchema>;
export type TaxRateBody = z.output<typeof taxRateBodySchema>;

export const taxRateSchema = z.object({
  _id: idSchema,
  country: z.string(),
  /** Null: the country's own rate. */
  region: z.string().nullable(),
  postalPrefixes: z.array(z.string()),
  name: z.string(),
  /** Percent, up to 3 decimals: 8.875. */
  rate: z.number(),
  reducedRate: z.number().nullable(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;
/** `GET /api/tax-rates`: by country, the country's own rate before its regions. */
export const taxRateListSchema = z.array(taxRateSchema);

/** `GET` and `PUT /api/billing-settings`. */
export const billingSettingsSchema = z.object({ pricesIncludeTax: z.boolean() });
export type BillingSettings = z.infer<typeof billingSettingsSchema>;
export const billingSettingsBodySchema = billingSettingsSchema;

// ----- tax registrations (issue 25) -----

/**
 * `POST /api/tax-registrations`: a country where the shop is registered for tax besides its home,
 * or one of the EU's schemes (OSS, IOSS), with the shop's VAT number there.
 */
export const taxRegistrationBodySchema = z
  .object({
    kind: z.enum(registrationKinds, { error: () => fieldMessages.oneOf(sayEnglish(registrationLabels.kind), registrationKinds.join(", ")) }),
    country: countryCodeSchema.nullish().transform((country) => country ?? null),
    vatId: requiredText(registrationLabels.vatId, VAT_ID_MAX).transform(normalizeVatId),
  })
  .superRefine((registration, ctx) => {
    if (registration.kind === "country" && registration.country === null) ctx.addIssue({ code: "custom", path: ["country"], message: requiredMessage(registrationLabels.country) });
    if (registration.kind !== "country" && registration.country !== null) ctx.addIssue({ code: "custom", path: ["country"], message: registrationMessages.schemeHasNoCountry });
  });
export type TaxRegistrationForm = z.input<typeof taxRegistrationBodySchema>;
export type TaxRegistrationBody = z.output<typeof taxRegistrationBodySchema>;

export const taxRegistrationSchema = z.object({
  _id: idSchema,
  kind: z.enum(registrationKinds),
  country: z.string().nullable(),
  vatId: z.string(),
});
export type TaxRegistrationItem = z.infer<typeof taxRegistrationSchema>;

/**
 * `GET /api/tax-registrations`: the home registration (SHOP_COUNTRY, SHOP_VAT_ID) first, then the
 * office's; what is set up wrong (a registered destination without a rate); whether VAT IDs are
 * confirmed by VIES or must be checked by hand.
 */
export const taxRegistrationListSchema = z.object({
  home: z.object({ country: z.string(), vatId: z.string().nullable() }),
  registrations: z.array(taxRegistrationSchema),
  problems: z.array(z.string()),
  vatLookup: z.boolean(),
});
export type TaxRegistrationList = z.infer<typeof taxRegistrationListSchema>;
