import { describe, expect, it } from "vitest";
import { dutyByLine } from "./ledger";

const vat = (rateMillis: number, netCents: number) => ({ name: "VAT", rateMillis, netCents, taxCents: Math.round((netCents * rateMillis) / 100_000) });

/** Issue 36 item 5: the supplementary duty goes with the VAT line of the goods that bore it. */
describe("dutyByLine", () => {
  it.each([
    ["no duty", [vat(15_000, 1_000)], 0, [], [0]],
    ["one rate takes it all", [vat(15_000, 2_234_99)], 200_00, [[15_000, 200_00]], [200_00]],
    ["two rates, each its own", [vat(15_000, 3_000), vat(7_500, 2_000)], 500, [[7_500, 200], [15_000, 300]], [300, 200]],
    ["two lines at one rate add up", [vat(15_000, 5_000)], 500, [[15_000, 200], [15_000, 300]], [500]],
    ["duty no line names (an amount refunded) goes with the first", [vat(15_000, 5_000), vat(5_000, 1_000)], 5_000, [], [5_000, 0]],
    ["a document without tax lines", [null], 700, [], [700]],
  ] as const)("%s", (_, lines, total, byRate, expected) => {
    expect(dutyByLine(lines, total, byRate)).toEqual(expected);
    expect(dutyByLine(lines, total, byRate).reduce((sum, share) => sum + share, 0)).toBe(total);
  });
});
