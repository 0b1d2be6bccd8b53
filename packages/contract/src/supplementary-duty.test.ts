import { describe, expect, it } from "vitest";
import { computeBill, type BillInput } from "./billing";

/**
 * Issue 36: Bangladesh's supplementary duty (SD). SD is on a line's value and rounded half up to
 * the poisha per line; VAT is on value + SD (VAT and SD Act 2012), rounded once per rate as every
 * tax of the bill; the total is value + SD + VAT. With prices that include tax, the sticker holds
 * both and each comes out of it.
 */
const line = (amountCents: number, rateMillis: number, sdRateMillis: number, discountable = false) => ({ amountCents, discountable, rateMillis, includedRateMillis: rateMillis, sdRateMillis });
const bill = (lines: BillInput["lines"], options: Partial<Omit<BillInput, "lines">> = {}) =>
  computeBill({ lines, shippingCents: 0, taxName: "VAT", pricesIncludeTax: false, discount: null, ...options });

describe("computeBill with supplementary duty", () => {
  const cases: {
    name: string;
    lines: BillInput["lines"];
    options?: Partial<Omit<BillInput, "lines">>;
    /** Per line: value (net without SD), SD, VAT. */
    expected: { value: number; sd: number; vat: number }[];
    taxLines: { rateMillis: number; netCents: number; taxCents: number }[];
    shippingTax?: number;
    total: number;
  }[] = [
    {
      name: "Tk 1,000 at SD 10 % and VAT 15 %: SD 100, VAT on 1,100",
      lines: [line(100_000, 15_000, 10_000)],
      expected: [{ value: 100_000, sd: 10_000, vat: 16_500 }],
      taxLines: [{ rateMillis: 15_000, netCents: 110_000, taxCents: 16_500 }],
      total: 126_500,
    },
    {
      name: "SD rounds half up per line (16.65 poisha -> 17), VAT on the rounded base (52.5 -> 53)",
      lines: [line(333, 15_000, 5_000)],
      expected: [{ value: 333, sd: 17, vat: 53 }],
      taxLines: [{ rateMillis: 15_000, netCents: 350, taxCents: 53 }],
      total: 403,
    },
    {
      name: "two lines at one VAT rate, one with SD: VAT rounded once on the sum of value + SD",
      lines: [line(10_005, 15_000, 20_000), line(999, 15_000, 0)],
      expected: [
        { value: 10_005, sd: 2_001, vat: 1_801 },
        { value: 999, sd: 0, vat: 150 },
      ],
      taxLines: [{ rateMillis: 15_000, netCents: 13_005, taxCents: 1_951 }],
      total: 14_956,
    },
    {
      name: "a 5 % code comes off first: SD is on the value after it",
      lines: [line(2_010, 15_000, 10_000, true)],
      options: { discount: { kind: "percent", percentBasisPoints: 500 } },
      expected: [{ value: 1_909, sd: 191, vat: 315 }],
      taxLines: [{ rateMillis: 15_000, netCents: 2_100, taxCents: 315 }],
      total: 2_415,
    },
    {
      name: "shipping carries VAT but no SD",
      lines: [line(100_000, 15_000, 10_000)],
      options: { shippingCents: 5_000 },
      expected: [{ value: 100_000, sd: 10_000, vat: 16_500 }],
      taxLines: [{ rateMillis: 15_000, netCents: 115_000, taxCents: 17_250 }],
      shippingTax: 750,
      total: 132_250,
    },
    {
      name: "SD of 500 % (the highest the office may set)",
      lines: [line(1_001, 15_000, 500_000)],
      expected: [{ value: 1_001, sd: 5_005, vat: 901 }],
      taxLines: [{ rateMillis: 15_000, netCents: 6_006, taxCents: 901 }],
      total: 6_907,
    },
    {
      name: "prices with tax: the sticker Tk 1,265 holds value 1,000, SD 100 and VAT 165",
      lines: [line(126_500, 15_000, 10_000)],
      options: { pricesIncludeTax: true },
      expected: [{ value: 100_000, sd: 10_000, vat: 16_500 }],
      taxLines: [{ rateMillis: 15_000, netCents: 110_000, taxCents: 16_500 }],
      total: 126_500,
    },
    {
      name: "prices with tax, odd sticker: VAT out of the gross once, then SD out of the line's base, half up",
      lines: [line(999, 15_000, 10_000)],
      options: { pricesIncludeTax: true },
      // 999 × 15 / 115 = 130.3 -> 130; base 869; 869 × 10 / 110 = 79.0 -> 79; value 790.
      expected: [{ value: 790, sd: 79, vat: 130 }],
      taxLines: [{ rateMillis: 15_000, netCents: 869, taxCents: 130 }],
      total: 999,
    },
    {
      name: "no SD rate (an export, or a seller outside Bangladesh): the bill is as before",
      lines: [line(100_000, 0, 0)],
      expected: [{ value: 100_000, sd: 0, vat: 0 }],
      taxLines: [{ rateMillis: 0, netCents: 100_000, taxCents: 0 }],
      total: 100_000,
    },
  ];

  it.each(cases)("$name", ({ lines, options, expected, taxLines, shippingTax, total }) => {
    const result = bill(lines, options);
    expect(result.lines.map((l) => ({ value: l.netCents - l.sdCents, sd: l.sdCents, vat: l.taxCents }))).toEqual(expected);
    expect(result.taxLines.map(({ rateMillis, netCents, taxCents }) => ({ rateMillis, netCents, taxCents }))).toEqual(taxLines);
    expect(result.sdCents).toBe(expected.reduce((sum, l) => sum + l.sd, 0));
    expect(result.shipping.taxCents).toBe(shippingTax ?? 0);
    expect(result.totalCents).toBe(total);
    // The total is value + SD + VAT, and the lines' nets (value + SD) and the shipping's are the bill's net.
    expect(result.totalCents).toBe(result.netCents + result.taxCents);
    expect(result.netCents).toBe(result.lines.reduce((sum, l) => sum + l.netCents, 0) + result.shipping.netCents);
  });

  it("leaves a bill without sdRateMillis as it was", () => {
    const before = bill([{ amountCents: 12_345, discountable: false, rateMillis: 15_000, includedRateMillis: 15_000 }]);
    expect(before.sdCents).toBe(0);
    expect(before.lines[0]).toMatchObject({ netCents: 12_345, taxCents: 1_852, sdCents: 0, sdRateMillis: 0 });
  });
});
