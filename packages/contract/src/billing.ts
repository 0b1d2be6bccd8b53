/**
 * Issue 21: the money model's arithmetic, zod-free and pure, so the server prices every order
 * with it and the tests can read it as tables. All amounts are integer cents (minor units of
 * SHOP_CURRENCY); rates are integers too. The rules are written down in
 * docs/decisions/025-money-model.md:
 *
 * 1. A line's amount is its unit price after volume breaks (or the quoted price) times the
 *    quantity, as the catalogue states prices: with tax when the shop's prices include it.
 * 2. A discount code comes off the eligible lines' amounts, before shipping and tax. A percent
 *    code is worked out per line and rounded half up; a fixed code is spread over the eligible
 *    lines in proportion to their amounts (largest remainder), and never exceeds them.
 * 3. Tax is worked out per line, and for the shipping, each rounded half up on its own:
 *    prices without tax: tax = round(net × rate); prices with tax: net = round(gross ÷ (1 + rate)),
 *    tax = gross − net, so a sticker price is charged to the cent. Under EU reverse charge the
 *    net is charged and the tax is zero.
 * 4. The order's tax per rate is the sum of its lines' (and the shipping's) tax at that rate;
 *    the total is the sum of the nets plus the sum of the taxes.
 */

/** Thousandths of a percent: 20 % is 20000, 8.875 % is 8875. */
export const RATE_SCALE = 100_000;

/** `numerator ÷ denominator` rounded half up, for non-negative integers, exactly (no floats). */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (numerator < 0 || denominator <= 0) throw new RangeError("roundHalfUp takes a non-negative numerator and a positive denominator");
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** One tax rate as the bill names it. */
export interface TaxRule {
  name: string;
  rateMillis: number;
}

/** An order's net and tax at one rate: one tax line of the invoice. */
export interface TaxLineCents {
  name: string;
  rateMillis: number;
  netCents: number;
  taxCents: number;
}

/** 20000 -> "20%", 8875 -> "8.875%". */
export function formatRate(rateMillis: number): string {
  return `${String(rateMillis / 1000)}%`;
}

/** How one amount splits into net and tax. `amountCents` is in the catalogue's terms (see rule 1). */
export function taxOf(amountCents: number, rateMillis: number, pricesIncludeTax: boolean, reverseCharge = false): { netCents: number; taxCents: number } {
  if (pricesIncludeTax) {
    const netCents = rateMillis === 0 ? amountCents : roundHalfUp(amountCents * RATE_SCALE, RATE_SCALE + rateMillis);
    return { netCents, taxCents: reverseCharge ? 0 : amountCents - netCents };
  }
  return { netCents: amountCents, taxCents: reverseCharge ? 0 : roundHalfUp(amountCents * rateMillis, RATE_SCALE) };
}

export type DiscountRule = { kind: "percent"; percentBasisPoints: number } | { kind: "fixed"; amountCents: number };

/**
 * The share of a discount each line takes (rule 2). `eligible[i]` says whether line i may be
 * discounted; the answer has one entry per line, 0 for the others, and never more than a line's amount.
 */
export function spreadDiscount(amounts: readonly number[], eligible: readonly boolean[], rule: DiscountRule): number[] {
  if (rule.kind === "percent") {
    return amounts.map((amount, i) => (eligible[i] ? Math.min(amount, roundHalfUp(amount * rule.percentBasisPoints, 10_000)) : 0));
  }
  const base = amounts.reduce((sum, amount, i) => sum + (eligible[i] ? amount : 0), 0);
  const off = Math.min(rule.amountCents, base);
  if (off === 0) return amounts.map(() => 0);
  // Largest remainder: each line takes the floor of its share, then the cents left over go to
  // the lines with the largest remainders (the earlier line first on a tie), so the shares add
  // up. BigInt, because amount × off may pass 2^53 on the largest orders.
  const exact = amounts.map((amount, i) => (eligible[i] ? BigInt(amount) * BigInt(off) : 0n));
  const bigBase = BigInt(base);
  const shares = exact.map((value) => Number(value / bigBase));
  let left = off - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, i) => ({ i, remainder: value % bigBase })).sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of order) {
    if (left === 0) break;
    if (!eligible[i]) continue;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export interface BillLineInput {
  /** Unit price after breaks (or the quote) times quantity, in the catalogue's terms. */
  amountCents: number;
  /** Whether the order's code may discount this line (its scope; quoted lines never). */
  discountable: boolean;
}

export interface BillInput {
  lines: readonly BillLineInput[];
  /** The shipping's price in the catalogue's terms (0: collected, free, or no zones set up). */
  shippingCents: number;
  /** The destination's rate, or null where the shop keeps none (no tax). */
  tax: TaxRule | null;
  pricesIncludeTax: boolean;
  reverseCharge: boolean;
  discount: DiscountRule | null;
}

export interface BilledLine {
  amountCents: number;
  discountCents: number;
  netCents: number;
  taxCents: number;
  grossCents: number;
}

export interface BillCents {
  lines: BilledLine[];
  /** The lines' amounts before the code. */
  goodsCents: number;
  discountCents: number;
  shipping: { amountCents: number; netCents: number; taxCents: number };
  taxLines: TaxLineCents[];
  netCents: number;
  taxCents: number;
  /** What the buyer pays: every net plus every tax. */
  totalCents: number;
}

/** The whole bill of an order (rules 1 to 4). */
export function computeBill(input: BillInput): BillCents {
  const amounts = input.lines.map((line) => line.amountCents);
  const discounts = input.discount ? spreadDiscount(amounts, input.lines.map((line) => line.discountable), input.discount) : amounts.map(() => 0);
  const rate = input.tax?.rateMillis ?? 0;
  const lines = amounts.map((amountCents, i) => {
    const discountCents = discounts[i] ?? 0;
    const { netCents, taxCents } = taxOf(amountCents - discountCents, rate, input.pricesIncludeTax, input.reverseCharge);
    return { amountCents, discountCents, netCents, taxCents, grossCents: netCents + taxCents };
  });
  const shipping = { amountCents: input.shippingCents, ...taxOf(input.shippingCents, rate, input.pricesIncludeTax, input.reverseCharge) };
  const netCents = lines.reduce((sum, line) => sum + line.netCents, 0) + shipping.netCents;
  const taxCents = lines.reduce((sum, line) => sum + line.taxCents, 0) + shipping.taxCents;
  const taxLines: TaxLineCents[] = input.tax ? [{ name: input.tax.name, rateMillis: input.reverseCharge ? 0 : rate, netCents, taxCents }] : [];
  return {
    lines,
    goodsCents: amounts.reduce((sum, amount) => sum + amount, 0),
    discountCents: discounts.reduce((sum, share) => sum + share, 0),
    shipping,
    taxLines,
    netCents,
    taxCents,
    totalCents: netCents + taxCents,
  };
}

/** One weight band: up to `upToGrams` (inclusive), the shipping costs `priceCents`. */
export interface WeightBandCents {
  upToGrams: number;
  priceCents: number;
}

export interface ShippingMethodPricing {
  kind: "flat" | "weight" | "collect";
  flatCents: number | null;
  /** Lowest first. */
  bands: readonly WeightBandCents[];
  /** Beyond the last band: this much more per started step of this many grams. */
  stepGrams: number | null;
  stepCents: number | null;
  freeAboveCents: number | null;
}

/**
 * What a method charges for an order of this weight and value (the goods after the code), or
 * null when it cannot carry it (heavier than its last band and no price per step beyond).
 */
export function shippingPrice(method: ShippingMethodPricing, weightGrams: number, goodsAfterDiscountCents: number): number | null {
  if (method.kind === "collect") return 0;
  if (method.freeAboveCents !== null && goodsAfterDiscountCents >= method.freeAboveCents) return 0;
  if (method.kind === "flat") return method.flatCents ?? 0;
  const bands = [...method.bands].sort((a, b) => a.upToGrams - b.upToGrams);
  const band = bands.find((b) => weightGrams <= b.upToGrams);
  if (band) return band.priceCents;
  const last = bands.at(-1);
  if (!last || method.stepGrams === null || method.stepCents === null || method.stepGrams <= 0) return null;
  const steps = Math.ceil((weightGrams - last.upToGrams) / method.stepGrams);
  return last.priceCents + steps * method.stepCents;
}

/** The EU's member states (ISO 3166), for reverse charge. Greece's VAT IDs say EL. */
export const EU_COUNTRIES = ["AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK"] as const;

/**
 * The format of each member state's VAT ID after its prefix (the Commission's VIES rules,
 * simplified to length and character classes; the lookup service has the last word).
 */
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d{7}[A-W][A-I]?$|^\d[A-Z+*]\d{5}[A-W]$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** A VAT ID as people type it ("de 123 456 789") written the one way: "DE123456789". */
export const normalizeVatId = (value: string) => value.replace(/[\s.-]/g, "").toUpperCase();

/**
 * The EU country (ISO 3166) of a VAT ID whose format is right for that country, or null: not
 * an EU VAT ID, or a malformed one.
 */
export function euVatCountry(vatId: string): string | null {
  const id = normalizeVatId(vatId);
  const prefix = id.slice(0, 2);
  const format = VAT_FORMATS[prefix];
  if (!format || !format.test(id.slice(2))) return null;
  return prefix === "EL" ? "GR" : prefix;
}

/** Whether a VAT ID with this EU prefix has that country's format (true for IDs of other countries, which the shop does not check). */
export function vatIdFormatProblem(vatId: string): string | null {
  const id = normalizeVatId(vatId);
  const prefix = id.slice(0, 2);
  if (!(prefix in VAT_FORMATS)) return null;
  return euVatCountry(id) === null ? `is not a valid ${prefix} VAT ID` : null;
}
