import { localDigits, type Language } from "./constants";
import { currentLanguage } from "./i18n";

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
 * 3. Each line is taxed at its class's rate where the sale is taxed (tax-treatment.ts decides
 *    where; an exempt or zero-rated sale charges 0 %). The shipping takes the rates of the goods
 *    it carries, shared in proportion to their nets (issue 25).
 * 4. Tax is rounded once per rate, as the invoice prints it, then shared back over that rate's
 *    lines and shipping: see taxAtRate and computeBill. Prices without tax: net × rate = tax
 *    on every row. Prices with tax: the tax comes out of the gross and net = gross − tax, so
 *    the total is the stickers to the cent (issue 36).
 * 5. The total is the sum of the nets plus the sum of the taxes.
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

/** A rate as a document in `language` prints it: "15%", in Bangla "১৫%" (the CSVs and the books keep formatRate's). */
export const formatRateIn = (rateMillis: number, language: Language = currentLanguage()): string => localDigits(formatRate(rateMillis), language);

export type DiscountRule = { kind: "percent"; percentBasisPoints: number } | { kind: "fixed"; amountCents: number };

/**
 * The share of a discount each line takes (rule 2). `eligible[i]` says whether line i may be
 * discounted; the answer has one entry per line, 0 for the others, and never more than a line's amount.
 */
export function spreadDiscount(amounts: readonly number[], eligible: readonly boolean[], rule: DiscountRule): number[] {
  if (rule.kind === "percent") {
    return amounts.map((amount, i) => (eligible[i] ? Math.min(amount, roundHalfUp(amount * rule.percentBasisPoints, 10_000)) : 0));
  }
  const weights = amounts.map((amount, i) => (eligible[i] ? amount : 0));
  const off = Math.min(rule.amountCents, weights.reduce((sum, weight) => sum + weight, 0));
  return off === 0 ? amounts.map(() => 0) : spreadProportionally(off, weights);
}

export interface BillLineInput {
  /** Unit price after breaks (or the quote) times quantity, in the catalogue's terms. */
  amountCents: number;
  /** Whether the order's code may discount this line (its scope; quoted lines never). */
  discountable: boolean;
  /** The rate this line is taxed at (its class's rate where the sale is taxed; 0 when exempt or zero-rated). */
  rateMillis: number;
  /**
   * The rate a catalogue price with tax holds (read only when prices include tax): the charged
   * rate, or on an exempt or zero-rated sale the home rate of the line's class, which comes off.
   */
  includedRateMillis: number;
  /**
   * Issue 36: Bangladesh's supplementary duty on this line (thousandths of a percent; absent or 0:
   * none). The duty is on the line's value and VAT on the value plus the duty (VAT and SD Act
   * 2012), so the line's net, the VAT base, holds it: see computeBill.
   */
  sdRateMillis?: number;
}

export interface BillInput {
  lines: readonly BillLineInput[];
  /** The shipping's price in the catalogue's terms (0: collected, free, or no zones set up). */
  shippingCents: number;
  /** The name of the tax on the bill ("VAT"), or null when the shop charges none: no tax lines at all. */
  taxName: string | null;
  pricesIncludeTax: boolean;
  discount: DiscountRule | null;
}

export interface BilledLine {
  amountCents: number;
  discountCents: number;
  netCents: number;
  taxCents: number;
  grossCents: number;
  rateMillis: number;
  /** Issue 36: the supplementary duty inside `netCents` and its rate (0 where none). */
  sdCents: number;
  sdRateMillis: number;
}

export interface BillCents {
  lines: BilledLine[];
  /** The lines' amounts before the code. */
  goodsCents: number;
  discountCents: number;
  /** The shipping, and its share of each rate (rule 5). */
  shipping: { amountCents: number; netCents: number; taxCents: number; taxLines: TaxLineCents[] };
  /** One per rate, highest rate first: the net, the rate and the tax rounded once (rule 4). */
  taxLines: TaxLineCents[];
  netCents: number;
  /** Issue 36: the supplementary duty of the lines, inside `netCents` (the VAT base). */
  sdCents: number;
  taxCents: number;
  /** What the buyer pays: every net plus every tax. */
  totalCents: number;
}

/**
 * `total` spread over `weights` in proportion (largest remainder, the earlier entry first on a
 * tie), so the shares add up to it exactly. BigInt, because total × weight may pass 2^53. All
 * weights zero: the first entry takes it all.
 */
export function spreadProportionally(total: number, weights: readonly number[]): number[] {
  const base = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0) return [];
  if (base === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const bigBase = BigInt(base);
  const exact = weights.map((weight) => BigInt(weight) * BigInt(total));
  const shares = exact.map((value) => Number(value / bigBase));
  let left = total - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, i) => ({ i, remainder: value % bigBase })).sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of order) {
    if (left === 0) break;
    if (weights[i] === 0) continue;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The net and tax of everything billed at one rate, rounded once (rule 4), from its amount in
 * the catalogue's terms. Prices without tax: tax = round(net × rate). Prices with tax (issue 36,
 * Directive 98/6/EC: the price shown is the price paid): the tax is taken out of the gross,
 * tax = round(gross × rate ÷ (1 + rate)), and net = gross − tax, so net + tax is the stickers to
 * the cent, always. The price of that: where the rounding leaves a gap (no net n has
 * n + round(n × rate) = gross), round(net × rate) reads one cent off the row's tax; the sticker
 * wins, as the law wants.
 */
export function taxAtRate(amountCents: number, rateMillis: number, pricesIncludeTax: boolean): { netCents: number; taxCents: number } {
  if (!pricesIncludeTax || rateMillis === 0) return { netCents: amountCents, taxCents: roundHalfUp(amountCents * rateMillis, RATE_SCALE) };
  const taxCents = roundHalfUp(amountCents * rateMillis, RATE_SCALE + rateMillis);
  return { netCents: amountCents - taxCents, taxCents };
}

/**
 * The whole bill of an order (rules 1 to 5 of decision 025 and 027):
 * the code comes off the lines; the shipping takes the rates of the goods it carries, in
 * proportion to their nets; then everything at one rate is taxed once, and that rate's net and
 * tax are shared back over its lines and the shipping (largest remainder), so the lines, the
 * shipping and the tax lines all add up to the total.
 */
export function computeBill(input: BillInput): BillCents {
  const amounts = input.lines.map((line) => line.amountCents);
  const discounts = input.discount ? spreadDiscount(amounts, input.lines.map((line) => line.discountable), input.discount) : amounts.map(() => 0);
  const included = (line: BillLineInput) => (input.pricesIncludeTax ? line.includedRateMillis : 0);
  // What each line weighs for the shipping's split: its net, before the rate's rounding.
  const after = amounts.map((amount, i) => amount - (discounts[i] ?? 0));
  const netWeights = input.lines.map((line, i) => roundHalfUp((after[i] ?? 0) * RATE_SCALE, RATE_SCALE + included(line)));
  const shippingShares = spreadProportionally(input.shippingCents, netWeights);
  // Issue 36: the supplementary duty. Prices without tax: round_half_up(value × duty) per line,
  // added to the line's value, so the rate's VAT is on value + duty. Prices with tax: the sticker
  // holds both, and the duty comes out of the line's VAT base below, per line.
  const sdRate = (line: BillLineInput) => line.sdRateMillis ?? 0;
  const sdOnTop = input.lines.map((line, i) => (input.pricesIncludeTax ? 0 : roundHalfUp((after[i] ?? 0) * sdRate(line), RATE_SCALE)));

  // Members of a rate: each line, and each line's share of the shipping.
  type Member = { kind: "line" | "shipping"; i: number; amount: number };
  const groups = new Map<number, Member[]>();
  input.lines.forEach((line, i) => {
    const members = groups.get(line.rateMillis) ?? [];
    members.push({ kind: "line", i, amount: (after[i] ?? 0) + (sdOnTop[i] ?? 0) }, { kind: "shipping", i, amount: shippingShares[i] ?? 0 });
    groups.set(line.rateMillis, members);
  });

  const lineNet = amounts.map(() => 0);
  const lineTax = amounts.map(() => 0);
  const shippingNet = amounts.map(() => 0);
  const shippingTax = amounts.map(() => 0);
  const taxLines: TaxLineCents[] = [];
  const shippingTaxLines: TaxLineCents[] = [];
  for (const [rateMillis, members] of [...groups.entries()].sort((a, b) => b[0] - a[0])) {
    let netCents: number;
    let taxCents: number;
    let nets: number[];
    if (rateMillis === 0) {
      // Nothing charged: a price with tax loses the rate it held, member by member.
      nets = members.map((member) => {
        const line = input.lines[member.i];
        return line ? roundHalfUp(member.amount * RATE_SCALE, RATE_SCALE + included(line)) : member.amount;
      });
      netCents = nets.reduce((sum, net) => sum + net, 0);
      taxCents = 0;
    } else {
      // The rate's tax as taxAtRate takes it, never worked out again from the net: with prices
      // including tax round(net × rate) may be a cent off it, and the stickers win (issue 36).
      ({ netCents, taxCents } = taxAtRate(members.reduce((sum, member) => sum + member.amount, 0), rateMillis, input.pricesIncludeTax));
      nets = spreadProportionally(netCents, members.map((member) => member.amount));
    }
    const taxes = spreadProportionally(taxCents, nets);
    members.forEach((member, k) => {
      (member.kind === "line" ? lineNet : shippingNet)[member.i] = nets[k] ?? 0;
      (member.kind === "line" ? lineTax : shippingTax)[member.i] = taxes[k] ?? 0;
    });
    if (input.taxName !== null) {
      taxLines.push({ name: input.taxName, rateMillis, netCents, taxCents });
      const shipNet = members.reduce((sum, member, k) => sum + (member.kind === "shipping" ? (nets[k] ?? 0) : 0), 0);
      const shipTax = members.reduce((sum, member, k) => sum + (member.kind === "shipping" ? (taxes[k] ?? 0) : 0), 0);
      if (shipNet + shipTax > 0) shippingTaxLines.push({ name: input.taxName, rateMillis, netCents: shipNet, taxCents: shipTax });
    }
  }

  const lines = amounts.map((amountCents, i) => {
    const netCents = lineNet[i] ?? 0;
    const taxCents = lineTax[i] ?? 0;
    const sdRateMillis = input.lines[i] ? sdRate(input.lines[i]) : 0;
    const sdCents = input.pricesIncludeTax ? roundHalfUp(netCents * sdRateMillis, RATE_SCALE + sdRateMillis) : (sdOnTop[i] ?? 0);
    return { amountCents, discountCents: discounts[i] ?? 0, netCents, taxCents, grossCents: netCents + taxCents, rateMillis: input.lines[i]?.rateMillis ?? 0, sdCents, sdRateMillis };
  });
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const shipping = { amountCents: input.shippingCents, netCents: sum(shippingNet), taxCents: sum(shippingTax), taxLines: shippingTaxLines };
  const netCents = sum(lineNet) + shipping.netCents;
  const taxCents = sum(lineTax) + shipping.taxCents;
  return {
    lines,
    goodsCents: sum(amounts),
    discountCents: sum(discounts),
    shipping,
    taxLines,
    netCents,
    sdCents: sum(lines.map((line) => line.sdCents)),
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
  /** The free shipping above `freeAboveCents` holds only up to this weight (null: any weight). */
  freeUpToGrams: number | null;
}

/**
 * What a method charges for an order of this weight and value (the goods after the code), or
 * null when it cannot carry it (heavier than its last band and no price per step beyond).
 */
export function shippingPrice(method: ShippingMethodPricing, weightGrams: number, goodsAfterDiscountCents: number): number | null {
  if (method.kind === "collect") return 0;
  const freeByWeight = method.freeUpToGrams === null || weightGrams <= method.freeUpToGrams;
  if (method.freeAboveCents !== null && goodsAfterDiscountCents >= method.freeAboveCents && freeByWeight) return 0;
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
