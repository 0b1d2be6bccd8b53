import { describe, expect, it } from "vitest";
import { computeBill, euVatCountry, formatRate, roundHalfUp, shippingPrice, spreadDiscount, taxOf, vatIdFormatProblem, type BillCents, type BillInput, type ShippingMethodPricing } from "./billing";

describe("roundHalfUp", () => {
  it.each([
    [0, 7, 0],
    [5, 10, 1], // 0.5 goes up
    [4, 10, 0],
    [15, 10, 2],
    [14, 10, 1],
    [1666, 100, 17],
    [1650, 100, 17],
    [1649, 100, 16],
    [99_999_999 * 100_000, 120_000, 83_333_333], // the largest order at 20 % included: exact, no float
  ])("%i / %i = %i", (n, d, expected) => {
    expect(roundHalfUp(n, d)).toBe(expected);
  });
});

describe("taxOf: one amount split into net and tax, per line", () => {
  it.each([
    // amount, rate (thousandths of a %), included, reverse charge -> net, tax
    { amount: 10_000, rate: 20_000, included: false, reverse: false, net: 10_000, tax: 2_000 },
    { amount: 10_000, rate: 20_000, included: true, reverse: false, net: 8_333, tax: 1_667 },
    { amount: 99, rate: 20_000, included: true, reverse: false, net: 83, tax: 16 }, // 82.5 rounds up, the sticker price holds: 83 + 16 = 99
    { amount: 99, rate: 20_000, included: false, reverse: false, net: 99, tax: 20 }, // 19.8 -> 20
    { amount: 1_005, rate: 8_875, included: false, reverse: false, net: 1_005, tax: 89 }, // 89.19 -> 89
    { amount: 1_000, rate: 8_875, included: false, reverse: false, net: 1_000, tax: 89 }, // 88.75 -> 89 (half up)
    { amount: 1, rate: 15_000, included: false, reverse: false, net: 1, tax: 0 }, // 0.15 -> 0
    { amount: 4, rate: 12_500, included: false, reverse: false, net: 4, tax: 1 }, // 0.5 -> 1
    { amount: 12_345, rate: 0, included: true, reverse: false, net: 12_345, tax: 0 },
    { amount: 10_000, rate: 19_000, included: false, reverse: true, net: 10_000, tax: 0 }, // reverse charge: net only
    { amount: 11_900, rate: 19_000, included: true, reverse: true, net: 10_000, tax: 0 }, // the buyer pays the net of a price with tax
    { amount: 0, rate: 20_000, included: true, reverse: false, net: 0, tax: 0 },
  ])("$amount at $rate (included $included, reverse $reverse): net $net, tax $tax", ({ amount, rate, included, reverse, net, tax }) => {
    expect(taxOf(amount, rate, included, reverse)).toEqual({ netCents: net, taxCents: tax });
  });
});

describe("spreadDiscount", () => {
  it.each([
    { name: "5 % per line, half up", amounts: [999, 1_001], eligible: [true, true], rule: { kind: "percent", percentBasisPoints: 500 } as const, shares: [50, 50] },
    { name: "percent skips lines out of scope", amounts: [10_000, 10_000], eligible: [false, true], rule: { kind: "percent", percentBasisPoints: 1_250 } as const, shares: [0, 1_250] },
    { name: "100 % takes all, never more", amounts: [333], eligible: [true], rule: { kind: "percent", percentBasisPoints: 10_000 } as const, shares: [333] },
    { name: "fixed in proportion", amounts: [3_000, 1_000], eligible: [true, true], rule: { kind: "fixed", amountCents: 1_000 } as const, shares: [750, 250] },
    { name: "fixed: leftover cents to the largest remainders", amounts: [100, 100, 100], eligible: [true, true, true], rule: { kind: "fixed", amountCents: 100 } as const, shares: [34, 33, 33] },
    { name: "fixed never below zero", amounts: [500, 700], eligible: [true, true], rule: { kind: "fixed", amountCents: 5_000 } as const, shares: [500, 700] },
    { name: "fixed only on the lines in scope", amounts: [500, 700], eligible: [true, false], rule: { kind: "fixed", amountCents: 5_000 } as const, shares: [500, 0] },
    { name: "fixed with nothing in scope", amounts: [500], eligible: [false], rule: { kind: "fixed", amountCents: 100 } as const, shares: [0] },
    { name: "fixed on the largest amounts stays exact", amounts: [99_999_998, 1], eligible: [true, true], rule: { kind: "fixed", amountCents: 99_999_999 } as const, shares: [99_999_998, 1] },
  ])("$name", ({ amounts, eligible, rule, shares }) => {
    const answer = spreadDiscount(amounts, eligible, rule);
    expect(answer).toEqual(shares);
    if (rule.kind === "fixed") expect(answer.reduce((a, b) => a + b, 0)).toBe(Math.min(rule.amountCents, amounts.reduce((a, b, i) => a + (eligible[i] ? b : 0), 0)));
  });
});

describe("computeBill", () => {
  const vat20 = { name: "VAT", rateMillis: 20_000 };
  const base: BillInput = { lines: [], shippingCents: 0, tax: null, pricesIncludeTax: false, reverseCharge: false, discount: null };
  it.each<{ name: string; input: BillInput; expected: Partial<BillCents> }>([
    {
      name: "no tax, no code, no shipping: the total is the goods",
      input: { ...base, lines: [{ amountCents: 45_000, discountable: true }] },
      expected: { goodsCents: 45_000, discountCents: 0, netCents: 45_000, taxCents: 0, totalCents: 45_000, taxLines: [] },
    },
    {
      name: "tax excluded: each line and the shipping taxed, then added up",
      input: { ...base, lines: [{ amountCents: 1_005, discountable: true }, { amountCents: 1_005, discountable: true }], shippingCents: 4_000, tax: vat20 },
      // 201 + 201 + 800: per line, not round(20 % of 6010) = 1202
      expected: { goodsCents: 2_010, discountCents: 0, netCents: 6_010, taxCents: 1_202, totalCents: 7_212, taxLines: [{ name: "VAT", rateMillis: 20_000, netCents: 6_010, taxCents: 1_202 }] },
    },
    {
      name: "per-line rounding differs from rounding the sum",
      input: { ...base, lines: [{ amountCents: 4, discountable: true }, { amountCents: 4, discountable: true }, { amountCents: 4, discountable: true }], tax: { name: "Tax", rateMillis: 12_500 } },
      // each 0.5 -> 1, three lines -> 3 (the sum's 1.5 would give 2)
      expected: { goodsCents: 12, discountCents: 0, netCents: 12, taxCents: 3, totalCents: 15 },
    },
    {
      name: "tax included: the sticker price is the total",
      input: { ...base, lines: [{ amountCents: 12_000, discountable: true }], shippingCents: 2_400, tax: vat20, pricesIncludeTax: true },
      expected: { goodsCents: 12_000, netCents: 12_000, taxCents: 2_400, totalCents: 14_400 },
    },
    {
      name: "a 5 % code after breaks, before tax; lines out of scope keep their price",
      input: { ...base, lines: [{ amountCents: 90_000, discountable: true }, { amountCents: 10_000, discountable: false }], tax: vat20, discount: { kind: "percent", percentBasisPoints: 500 } },
      expected: { goodsCents: 100_000, discountCents: 4_500, netCents: 95_500, taxCents: 19_100, totalCents: 114_600 },
    },
    {
      name: "a fixed code larger than the goods leaves the shipping to pay",
      input: { ...base, lines: [{ amountCents: 3_000, discountable: true }], shippingCents: 4_000, tax: vat20, discount: { kind: "fixed", amountCents: 10_000 } },
      expected: { goodsCents: 3_000, discountCents: 3_000, netCents: 4_000, taxCents: 800, totalCents: 4_800 },
    },
    {
      name: "reverse charge: the nets, no tax, a zero-rate line",
      input: { ...base, lines: [{ amountCents: 50_000, discountable: true }], shippingCents: 18_000, tax: { name: "VAT", rateMillis: 19_000 }, reverseCharge: true },
      expected: { netCents: 68_000, taxCents: 0, totalCents: 68_000, taxLines: [{ name: "VAT", rateMillis: 0, netCents: 68_000, taxCents: 0 }] },
    },
  ])("$name", ({ input, expected }) => {
    const bill = computeBill(input);
    expect(bill).toMatchObject(expected);
    expect(bill.totalCents).toBe(bill.lines.reduce((sum, line) => sum + line.grossCents, 0) + bill.shipping.netCents + bill.shipping.taxCents);
  });
});

describe("shippingPrice", () => {
  const method = (over: Partial<ShippingMethodPricing>): ShippingMethodPricing => ({ kind: "flat", flatCents: 2_500, bands: [], stepGrams: null, stepCents: null, freeAboveCents: null, ...over });
  // The example: 0-50 kg $40, 50-500 kg $180, then $30 per started 100 kg.
  const bands = method({ kind: "weight", bands: [{ upToGrams: 500_000, priceCents: 18_000 }, { upToGrams: 50_000, priceCents: 4_000 }], stepGrams: 100_000, stepCents: 3_000 });
  it.each([
    { name: "flat", m: method({}), kg: 1_000, goods: 100, price: 2_500 },
    { name: "flat, free above $1,000 when reached", m: method({ freeAboveCents: 100_000 }), kg: 1, goods: 100_000, price: 0 },
    { name: "flat, free above $1,000 when not", m: method({ freeAboveCents: 100_000 }), kg: 1, goods: 99_999, price: 2_500 },
    { name: "collect", m: method({ kind: "collect" }), kg: 10_000, goods: 1, price: 0 },
    { name: "first band", m: bands, kg: 50, goods: 1, price: 4_000 },
    { name: "second band", m: bands, kg: 50.001, goods: 1, price: 18_000 },
    { name: "top of the last band", m: bands, kg: 500, goods: 1, price: 18_000 },
    { name: "one started step beyond", m: bands, kg: 500.5, goods: 1, price: 21_000 },
    { name: "three steps beyond", m: bands, kg: 800, goods: 1, price: 27_000 },
    { name: "beyond the bands without steps: cannot carry", m: method({ kind: "weight", bands: [{ upToGrams: 50_000, priceCents: 4_000 }] }), kg: 60, goods: 1, price: null },
  ])("$name: $kg kg -> $price", ({ m, kg, goods, price }) => {
    expect(shippingPrice(m, Math.round(kg * 1000), goods)).toBe(price);
  });
});

describe("VAT IDs", () => {
  it.each([
    ["DE123456789", "DE"],
    ["de 123 456 789", "DE"],
    ["IE1234567T", "IE"],
    ["EL123456789", "GR"],
    ["NL123456789B01", "NL"],
    ["FRXX123456789", "FR"],
    ["ATU12345678", "AT"],
    ["DE12345678", null],
    ["XX123", null],
    ["GB123456789", null],
  ])("%s -> %s", (id, country) => {
    expect(euVatCountry(id)).toBe(country);
  });
  it("names a malformed ID of an EU prefix, and leaves other countries' IDs alone", () => {
    expect(vatIdFormatProblem("DE12")).toBe("is not a valid DE VAT ID");
    expect(vatIdFormatProblem("BD123456789")).toBeNull();
    expect(vatIdFormatProblem("IE1234567T")).toBeNull();
  });
  it("writes rates as people read them", () => {
    expect(formatRate(20_000)).toBe("20%");
    expect(formatRate(8_875)).toBe("8.875%");
  });
});
