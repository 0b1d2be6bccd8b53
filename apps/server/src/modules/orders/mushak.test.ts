import { timeIn } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { sdShareCents } from "./credit-notes";
import { isMushakSale } from "./mushak";
import { chargesSupplementaryDuty } from "./price";

/** Issue 36 item 5: the duty a credit note gives back, and which sales take Bangladesh's forms. */
describe("the supplementary duty a part of a line gives back", () => {
  // A line of 3 units: net (value + SD) 3,300.01, of which SD 300.01.
  const sold = { netCents: 330_001, sdCents: 30_001 };
  it.each([
    ["one unit of three, nothing back yet: in proportion, half up", { netCents: 0, sdCents: 0 }, 110_000, 10_000],
    ["an odd share: 30,001 × 110,001 ÷ 330,001 = 10,000.4 -> 10,000", { netCents: 0, sdCents: 0 }, 110_001, 10_000],
    ["the line's whole remaining net takes exactly the SD left", { netCents: 110_000, sdCents: 10_000 }, 220_001, 20_001],
    ["more than is left is capped at what is left", { netCents: 220_000, sdCents: 29_990 }, 109_000, 11],
    ["nothing left: nothing", { netCents: 330_001, sdCents: 30_001 }, 1, 0],
    ["no net given: nothing", { netCents: 0, sdCents: 0 }, 0, 0],
  ])("%s", (_, before, partNetCents, expected) => {
    expect(sdShareCents(sold, before, partNetCents)).toBe(expected);
  });

  it("gives back exactly the line's SD over its notes, unit by unit", () => {
    let before = { netCents: 0, sdCents: 0 };
    for (const part of [110_000, 110_000, 110_001]) {
      const sd = sdShareCents(sold, before, part);
      before = { netCents: before.netCents + part, sdCents: before.sdCents + sd };
    }
    expect(before).toEqual(sold);
  });
});

describe("who charges the supplementary duty", () => {
  it.each([
    ["BD", "domestic", true],
    ["BD", "export", false],
    ["DE", "domestic", false],
    ["DE", "intra_community", false],
    ["US", "domestic", false],
  ] as const)("a seller in %s, a %s sale: %s", (country, treatment, expected) => {
    expect(chargesSupplementaryDuty(country, treatment)).toBe(expected);
  });
});

describe("Mushak-6.3 and 6.7", () => {
  it.each([
    ["a Bangladesh seller's domestic sale with VAT", "BD", "BD", "domestic", 1, true],
    ["its export", null, "BD", "export", 1, false],
    ["a Bangladesh shop with no tax set up", "BD", "BD", "domestic", 0, false],
    ["a German seller's domestic sale", "DE", "DE", "domestic", 1, false],
    // The order's own country, not today's settings.
    ["a Bangladesh sale of a shop that moved to Germany since", "BD", "DE", "domestic", 1, true],
    ["a German sale of a shop now in Bangladesh", "DE", "BD", "domestic", 1, false],
    ["an order that kept no country: the shop's", null, "BD", "domestic", 1, true],
  ] as const)("%s: %s", (_, taxCountry, country, treatment, taxLines, expected) => {
    expect(isMushakSale({ treatment, taxLines: Array.from({ length: taxLines }), taxCountry }, { country })).toBe(expected);
  });

  it("states the time of issue in the shop's zone, 24-hour", () => {
    expect(timeIn(new Date("2026-03-31T20:30:00Z"), "Asia/Dhaka")).toBe("02:30");
    expect(timeIn(new Date("2026-03-31T12:05:00Z"), "America/Los_Angeles")).toBe("05:05");
    expect(timeIn(new Date("2026-03-31T00:00:00Z"), "UTC")).toBe("00:00");
  });
});
