import { describe, expect, it } from "vitest";
import { discountByRate, type DiscountAtRate, type DiscountedLine } from "./discount-tax";

/** A line of `priceCents` with `discountCents` off, billed at `rate` (net as the bill kept it). */
const line = (priceCents: number, discountCents: number, netCents: number, taxRateMillis: number): DiscountedLine => ({ priceCents, discountCents, netCents, taxRateMillis });

type Row = { name: string; lines: DiscountedLine[]; pricesIncludeTax: boolean; expected: DiscountAtRate[] };

const rows: Row[] = [
  { name: "no discount", lines: [line(10_000, 0, 10_000, 20_000)], pricesIncludeTax: false, expected: [] },
  {
    name: "prices without tax: the discount is a net, taxed at the rate",
    lines: [line(10_000, 500, 9_500, 20_000)],
    pricesIncludeTax: false,
    expected: [{ rateMillis: 20_000, discountCents: 500, netCents: 500, taxCents: 100 }],
  },
  {
    name: "prices without tax: the tax rounded half up once per rate",
    lines: [line(1_000, 5, 995, 19_000), line(1_000, 5, 995, 19_000)],
    pricesIncludeTax: false,
    // 10 × 19 % = 1.9: rounded once, 2 (per line it would be 1 + 1).
    expected: [{ rateMillis: 19_000, discountCents: 10, netCents: 10, taxCents: 2 }],
  },
  {
    name: "prices with tax: the net comes out of the discount",
    lines: [line(12_000, 600, 9_500, 20_000)],
    pricesIncludeTax: true,
    expected: [{ rateMillis: 20_000, discountCents: 600, netCents: 500, taxCents: 100 }],
  },
  {
    name: "prices with tax at 19 %: net × rate = tax on the row",
    lines: [line(11_900, 100, 9_916, 19_000)],
    pricesIncludeTax: true,
    // 100 / 1.19 = 84.03: net 84, tax 16 (84 × 19 % = 15.96).
    expected: [{ rateMillis: 19_000, discountCents: 100, netCents: 84, taxCents: 16 }],
  },
  {
    name: "prices with tax: the lines of a rate summed before rounding",
    lines: [line(1_000, 3, 831, 20_000), line(2_000, 3, 1_664, 20_000)],
    pricesIncludeTax: true,
    // Per line 2.5 → 3 each (6); summed 6 / 1.2 = 5.
    expected: [{ rateMillis: 20_000, discountCents: 6, netCents: 5, taxCents: 1 }],
  },
  {
    name: "several rates, highest first, each on its own",
    lines: [line(11_000, 1_100, 9_000, 10_000), line(12_000, 1_200, 9_000, 20_000), line(5_000, 0, 4_167, 20_000)],
    pricesIncludeTax: true,
    expected: [
      { rateMillis: 20_000, discountCents: 1_200, netCents: 1_000, taxCents: 200 },
      { rateMillis: 10_000, discountCents: 1_100, netCents: 1_000, taxCents: 100 },
    ],
  },
  {
    name: "export with prices with tax: the home rate the stickers held comes off too",
    // 119.00 with 19 % in it, 11.90 off: 107.10 left, whose net is 90.00.
    lines: [line(11_900, 1_190, 9_000, 0)],
    pricesIncludeTax: true,
    expected: [{ rateMillis: 0, discountCents: 1_190, netCents: 1_000, taxCents: 0 }],
  },
  {
    name: "export with prices with tax: a line the code took whole counts as net",
    lines: [line(500, 500, 0, 0), line(11_900, 1_190, 9_000, 0)],
    pricesIncludeTax: true,
    expected: [{ rateMillis: 0, discountCents: 1_690, netCents: 1_500, taxCents: 0 }],
  },
  {
    name: "a shop without tax: the discount is all net",
    lines: [line(10_000, 250, 9_750, 0)],
    pricesIncludeTax: false,
    expected: [{ rateMillis: 0, discountCents: 250, netCents: 250, taxCents: 0 }],
  },
];

describe("discountByRate", () => {
  it.each(rows.map((row) => [row.name, row] as const))("%s", (_name, row) => {
    const answer = discountByRate(row.lines, row.pricesIncludeTax);
    expect(answer).toEqual(row.expected);
    // However it is split, net and tax make the discount back.
    for (const rate of answer) if (row.pricesIncludeTax && rate.rateMillis > 0) expect(rate.netCents + rate.taxCents).toBe(rate.discountCents);
  });
});
