import { describe, expect, it } from "vitest";
import { computeBill, euVatCountry, formatRate, roundHalfUp, shippingPrice, spreadDiscount, spreadProportionally, taxAtRate, vatIdFormatProblem, type BillCents, type BillInput, type BillLineInput, type ShippingMethodPricing } from "./billing";

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

describe("taxAtRate: everything at one rate, rounded once", () => {
  it.each([
    // amount, rate (thousandths of a %), included -> net, tax. Without tax: net × rate rounds to
    // tax on every row. With tax (issue 36): tax = round(gross × rate ÷ (1 + rate)), net = gross − tax.
    { amount: 10_000, rate: 20_000, included: false, net: 10_000, tax: 2_000 },
    { amount: 10_000, rate: 20_000, included: true, net: 8_333, tax: 1_667 },
    { amount: 99, rate: 20_000, included: true, net: 82, tax: 17 }, // 99 × 20/120 = 16.5 -> 17: the sticker holds (before issue 36: 83 + 17 = 1.00, a cent more)
    { amount: 98, rate: 20_000, included: true, net: 82, tax: 16 }, // 98 × 20/120 = 16.33 -> 16
    { amount: 282_335, rate: 7_000, included: true, net: 263_864, tax: 18_471 }, // a gap at 7 %: 18470.6 -> 18471 (before issue 36: 263 864 + 18 470, a cent less)
    { amount: 99, rate: 20_000, included: false, net: 99, tax: 20 }, // 19.8 -> 20
    { amount: 1_005, rate: 8_875, included: false, net: 1_005, tax: 89 }, // 89.19 -> 89
    { amount: 1_000, rate: 8_875, included: false, net: 1_000, tax: 89 }, // 88.75 -> 89 (half up)
    { amount: 1, rate: 15_000, included: false, net: 1, tax: 0 }, // 0.15 -> 0
    { amount: 4, rate: 12_500, included: false, net: 4, tax: 1 }, // 0.5 -> 1
    { amount: 12_345, rate: 0, included: true, net: 12_345, tax: 0 },
    { amount: 11_900, rate: 19_000, included: true, net: 10_000, tax: 1_900 },
    { amount: 0, rate: 20_000, included: true, net: 0, tax: 0 },
  ])("$amount at $rate (included $included): net $net, tax $tax", ({ amount, rate, included, net, tax }) => {
    const answer = taxAtRate(amount, rate, included);
    expect(answer).toEqual({ netCents: net, taxCents: tax });
    if (included) {
      expect(answer.netCents + answer.taxCents).toBe(amount);
      expect(Math.abs(roundHalfUp(answer.netCents * rate, 100_000) - answer.taxCents)).toBeLessThanOrEqual(1);
    } else expect(roundHalfUp(answer.netCents * rate, 100_000)).toBe(answer.taxCents);
  });
  it("keeps the sticker price for every amount, at every common rate (issue 36)", () => {
    for (const rate of [5_000, 7_000, 15_000, 19_000, 20_000, 21_000, 25_000, 8_875]) {
      for (let amount = 0; amount < 2_000; amount += 1) {
        const { netCents, taxCents } = taxAtRate(amount, rate, true);
        expect(netCents + taxCents).toBe(amount);
        expect(taxCents).toBe(Math.round((amount * rate) / (100_000 + rate) + 1e-9));
      }
    }
  });
});

describe("spreadProportionally", () => {
  it.each([
    { total: 100, weights: [1, 1, 1], shares: [34, 33, 33] },
    { total: 4_000, weights: [3_000, 1_000], shares: [3_000, 1_000] },
    { total: 1_000, weights: [0, 0], shares: [1_000, 0] },
    { total: 7, weights: [0, 5, 5], shares: [0, 4, 3] },
  ])("$total over $weights", ({ total, weights, shares }) => {
    expect(spreadProportionally(total, weights)).toEqual(shares);
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
  const line = (amountCents: number, rateMillis: number, over: Partial<BillLineInput> = {}): BillLineInput => ({ amountCents, discountable: true, rateMillis, includedRateMillis: rateMillis, ...over });
  const base: BillInput = { lines: [], shippingCents: 0, taxName: "VAT", pricesIncludeTax: false, discount: null };
  it.each<{ name: string; input: BillInput; expected: Partial<BillCents> }>([
    {
      name: "no tax, no code, no shipping: the total is the goods",
      input: { ...base, taxName: null, lines: [line(45_000, 0)] },
      expected: { goodsCents: 45_000, discountCents: 0, netCents: 45_000, taxCents: 0, totalCents: 45_000, taxLines: [] },
    },
    {
      name: "tax excluded: rounded once per rate, not per line",
      input: { ...base, lines: [line(1_005, 20_000), line(1_005, 20_000)], shippingCents: 4_000 },
      // round(20 % of 6010) = 1202
      expected: { goodsCents: 2_010, discountCents: 0, netCents: 6_010, taxCents: 1_202, totalCents: 7_212, taxLines: [{ name: "VAT", rateMillis: 20_000, netCents: 6_010, taxCents: 1_202 }] },
    },
    {
      name: "once per rate: three half cents are one cent and a half, rounded to two",
      input: { ...base, taxName: "Tax", lines: [line(4, 12_500), line(4, 12_500), line(4, 12_500)] },
      expected: { goodsCents: 12, netCents: 12, taxCents: 2, totalCents: 14, taxLines: [{ name: "Tax", rateMillis: 12_500, netCents: 12, taxCents: 2 }] },
    },
    {
      name: "tax included: the sticker price is the total",
      input: { ...base, lines: [line(12_000, 20_000)], shippingCents: 2_400, pricesIncludeTax: true },
      expected: { goodsCents: 12_000, netCents: 12_000, taxCents: 2_400, totalCents: 14_400 },
    },
    {
      // Issue 36's review: goods €3,047.80 (a 19 % and a 7 % line), SPRING5 −€152.40, freight
      // €120.00: the stickers say €3,015.40, and before issue 36 the bill said €3,015.41.
      name: "tax included at two rates, a code and freight: the total is the stickers to the cent",
      input: { ...base, pricesIncludeTax: true, lines: [line(1_450, 19_000), line(303_330, 7_000)], shippingCents: 12_000, discount: { kind: "percent", percentBasisPoints: 500 } },
      expected: { goodsCents: 304_780, discountCents: 15_240, totalCents: 301_540 },
    },
    {
      name: "tax included, one rate with a gap of the rounding: 99 cents at 20 % cost 99 cents",
      input: { ...base, pricesIncludeTax: true, lines: [line(99, 20_000)] },
      expected: { netCents: 82, taxCents: 17, totalCents: 99, taxLines: [{ name: "VAT", rateMillis: 20_000, netCents: 82, taxCents: 17 }] },
    },
    {
      name: "a 5 % code after breaks, before tax; lines out of scope keep their price",
      input: { ...base, lines: [line(90_000, 20_000), line(10_000, 20_000, { discountable: false })], discount: { kind: "percent", percentBasisPoints: 500 } },
      expected: { goodsCents: 100_000, discountCents: 4_500, netCents: 95_500, taxCents: 19_100, totalCents: 114_600 },
    },
    {
      name: "a fixed code larger than the goods leaves the shipping to pay",
      input: { ...base, lines: [line(3_000, 20_000)], shippingCents: 4_000, discount: { kind: "fixed", amountCents: 10_000 } },
      expected: { goodsCents: 3_000, discountCents: 3_000, netCents: 4_000, taxCents: 800, totalCents: 4_800 },
    },
    {
      name: "exempt: the nets, no tax, one 0 % row",
      input: { ...base, lines: [line(50_000, 0)], shippingCents: 18_000 },
      expected: { netCents: 68_000, taxCents: 0, totalCents: 68_000, taxLines: [{ name: "VAT", rateMillis: 0, netCents: 68_000, taxCents: 0 }] },
    },
    {
      name: "exempt with prices including the home rate: the home rate comes off",
      input: { ...base, pricesIncludeTax: true, lines: [line(11_500, 0, { includedRateMillis: 15_000 })] },
      expected: { netCents: 10_000, taxCents: 0, totalCents: 10_000 },
    },
    {
      name: "classes mix: the shipping shares the rates in proportion to the goods' nets",
      input: { ...base, lines: [line(30_000, 19_000), line(10_000, 7_000), line(10_000, 0)], shippingCents: 5_000 },
      // shipping 3000 at 19 %, 1000 at 7 %, 1000 at 0 %
      expected: {
        netCents: 55_000,
        taxCents: 6_270 + 770,
        totalCents: 55_000 + 7_040,
        taxLines: [
          { name: "VAT", rateMillis: 19_000, netCents: 33_000, taxCents: 6_270 },
          { name: "VAT", rateMillis: 7_000, netCents: 11_000, taxCents: 770 },
          { name: "VAT", rateMillis: 0, netCents: 11_000, taxCents: 0 },
        ],
        shipping: {
          amountCents: 5_000,
          netCents: 5_000,
          taxCents: 570 + 70,
          taxLines: [
            { name: "VAT", rateMillis: 19_000, netCents: 3_000, taxCents: 570 },
            { name: "VAT", rateMillis: 7_000, netCents: 1_000, taxCents: 70 },
            { name: "VAT", rateMillis: 0, netCents: 1_000, taxCents: 0 },
          ],
        },
      },
    },
  ])("$name", ({ input, expected }) => {
    const bill = computeBill(input);
    expect(bill).toMatchObject(expected);
    expect(bill.totalCents).toBe(bill.lines.reduce((sum, l) => sum + l.grossCents, 0) + bill.shipping.netCents + bill.shipping.taxCents);
    expect(bill.taxLines.reduce((sum, t) => sum + t.netCents + t.taxCents, 0)).toBe(input.taxName === null ? 0 : bill.totalCents);
    // Prices without tax: every row reads net × rate = tax. With tax the sticker wins, and the
    // row's own arithmetic is at most a cent off (issue 36).
    for (const t of bill.taxLines) expect(Math.abs(roundHalfUp(t.netCents * t.rateMillis, 100_000) - t.taxCents)).toBeLessThanOrEqual(input.pricesIncludeTax ? 1 : 0);
    if (input.pricesIncludeTax && input.lines.every((l) => l.rateMillis === l.includedRateMillis)) {
      expect(bill.totalCents).toBe(bill.goodsCents - bill.discountCents + input.shippingCents);
    }
  });
});

describe("shippingPrice", () => {
  const method = (over: Partial<ShippingMethodPricing>): ShippingMethodPricing => ({ kind: "flat", flatCents: 2_500, bands: [], stepGrams: null, stepCents: null, freeAboveCents: null, freeUpToGrams: null, ...over });
  // The example: 0-50 kg $40, 50-500 kg $180, then $30 per started 100 kg.
  const bands = method({ kind: "weight", bands: [{ upToGrams: 500_000, priceCents: 18_000 }, { upToGrams: 50_000, priceCents: 4_000 }], stepGrams: 100_000, stepCents: 3_000 });
  it.each([
    { name: "flat", m: method({}), kg: 1_000, goods: 100, price: 2_500 },
    { name: "flat, free above $1,000 when reached", m: method({ freeAboveCents: 100_000 }), kg: 1, goods: 100_000, price: 0 },
    { name: "flat, free above $1,000 when not", m: method({ freeAboveCents: 100_000 }), kg: 1, goods: 99_999, price: 2_500 },
    { name: "flat, free above $1,000 up to 100 kg, at 100 kg", m: method({ freeAboveCents: 100_000, freeUpToGrams: 100_000 }), kg: 100, goods: 100_000, price: 0 },
    { name: "flat, free above $1,000 up to 100 kg, heavier", m: method({ freeAboveCents: 100_000, freeUpToGrams: 100_000 }), kg: 100.001, goods: 500_000, price: 2_500 },
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
