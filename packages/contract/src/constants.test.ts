import { describe, expect, it } from "vitest";
import { currencyAffixes, formatAmountCents, formatCents, formatCount, formatDecimal, formatDollars, formatUnitAmountCents, formatUnitCents, groupLakhs, groupThousands, latinDigitsKept, localDigits, setLatinDigits, setShopCurrency, shopCurrency, toLatinDigits } from "./constants";

describe("amounts in a table that names its currency once (the Mushak forms)", () => {
  it("are formatCents's digits and grouping without the sign, in each language's digits", () => {
    expect(formatAmountCents(12_345_678_50, "BDT", "en")).toBe("1,23,45,678.50");
    expect(formatAmountCents(12_345_678_50, "BDT", "bn")).toBe("১,২৩,৪৫,৬৭৮.৫০");
    expect(formatAmountCents(-1_005, "BDT", "bn")).toBe("-১০.০৫");
    expect(formatAmountCents(12_345_678_50, "USD", "en")).toBe("12,345,678.50");
    for (const cents of [0, 1, 99, 1_000_00, 12_345_678, -4_250]) expect(formatAmountCents(cents, "BDT", "en")).toBe(formatCents(cents, "BDT", "en").replace("৳", ""));
  });

  it("write a unit price that does not divide evenly to four decimals, as formatUnitCents does", () => {
    for (const [total, quantity] of [[6_117, 7], [2_622, 3], [1_000_00, 3], [12_345_678_91, 7], [10, 4]] as const) {
      expect(formatUnitAmountCents(total, quantity, "BDT", "en")).toBe(formatUnitCents(total, quantity, "BDT", "en").replace("৳", ""));
    }
    expect(formatUnitAmountCents(12_345_678_91, 7, "BDT", "bn")).toBe(localDigits(formatUnitAmountCents(12_345_678_91, 7, "BDT", "en"), "bn"));
  });

  it("keep Latin digits in Bangla when the shop keeps them", () => {
    setLatinDigits(true);
    try {
      expect(formatAmountCents(12_345_678_50, "BDT", "bn")).toBe("1,23,45,678.50");
    } finally {
      setLatinDigits(false);
    }
  });
});

describe("amounts", () => {
  it("are written with the sign, thousands separators and two decimals", () => {
    expect(formatDollars(1234.5)).toBe("$1,234.50");
    expect(formatDollars(0)).toBe("$0.00");
    expect(formatCents(362_500)).toBe("$3,625.00");
    expect(formatCents(99_999_999)).toBe("$999,999.99");
    expect(formatCents(1)).toBe("$0.01");
    expect(formatCents(-1_005)).toBe("-$10.05");
  });

  it("are written in the currency asked for, whatever the shop's currency is", () => {
    const before = shopCurrency();
    setShopCurrency("EUR");
    try {
      expect(formatCents(123_456)).toBe("€1,234.56");
      expect(formatCents(123_456, "USD")).toBe("$1,234.56");
      expect(formatCents(123_456, "BDT")).toBe("৳1,234.56");
    } finally {
      setShopCurrency(before);
    }
  });

  it.each([
    [2_622, 3, "USD", "$8.74"],
    [6_117, 7, "USD", "$8.7386"],
    [1_000, 3, "EUR", "€3.3333"],
    [1_050, 4, "USD", "$2.625"],
    [100, 1, "EUR", "€1.00"],
  ])("net unit price of %i cents over %i units in %s: %s", (total, quantity, code, text) => {
    expect(formatUnitCents(total, quantity, code)).toBe(text);
  });

  // Amounts are written by hand from the affixes Intl gives once (a slow phone's first Intl costs
  // ~50 ms): every one must read exactly as Intl writes it.
  // Taka as Bangladesh writes it (issue 38): Intl's en-IN with the narrow sign, ৳1,23,45,678.50.
  const intl = (code: string, dollars: number) =>
    code === "BDT"
      ? new Intl.NumberFormat("en-IN", { style: "currency", currency: code, currencyDisplay: "narrowSymbol", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(dollars)
      : new Intl.NumberFormat("en-US", { style: "currency", currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(dollars);
  it.each(["USD", "EUR", "GBP", "BDT", "CHF", "INR", "SEK"])("in %s read exactly as Intl writes them", (code) => {
    for (const cents of [0, -0, 1, -1, 5, 99, 100, -100, 1_005, -1_005, 99_999, 100_000, 123_456, -123_456, 99_999_999, 1_000_000_000, -2_000_000_001]) {
      expect(formatCents(cents, code)).toBe(intl(code, cents / 100));
    }
    for (const dollars of [0, 0.1, 0.29, 1.005, 1234.5, -1234.56, 1e9, 0.001, -0.004, 2.675, 1e-12]) {
      expect(formatDollars(dollars, code)).toBe(intl(code, dollars));
    }
  });

  it("are written in the affixes the server sent, without asking Intl for them", () => {
    const before = shopCurrency();
    setShopCurrency("XTS", { prefix: "T ", suffix: "", negativePrefix: "-T ", negativeSuffix: "" });
    try {
      expect(formatCents(123_456)).toBe("T 1,234.56");
      expect(formatCents(-5)).toBe("-T 0.05");
    } finally {
      setShopCurrency(before);
    }
    expect(currencyAffixes("USD")).toEqual({ prefix: "$", suffix: "", negativePrefix: "-$", negativeSuffix: "" });
  });

  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1_000, "1,000"],
    [-1_000, "-1,000"],
    [123_456, "123,456"],
    [1_234_567, "1,234,567"],
  ])("count %i is grouped as Intl groups it: %s", (whole, text) => {
    expect(groupThousands(whole)).toBe(text);
    expect(groupThousands(whole)).toBe(new Intl.NumberFormat("en-US").format(whole));
  });

  it("writes decimals as Intl does, to the digits asked for", () => {
    for (const value of [0, -0, 2.5, 12.345, 12_345.678, 1_000, 0.001, 0.0004, 1.0005, -3.25, 2.675, 1e-12, 123_456_789.012]) {
      expect(formatDecimal(value, 3)).toBe(value.toLocaleString("en-US", { maximumFractionDigits: 3 }));
    }
  });
});

/**
 * Issue 38 item 3: one rule per language. Taka is grouped in lakhs and crores in both languages;
 * Bangla writes Bengali digits (the office may keep Latin ones); other currencies keep their own
 * grouping. Each held against Intl's own output, so the hand-written rule cannot drift from it.
 */
describe("amounts and counts in Bangla", () => {
  const bnNumber = (value: number, fraction: number) => new Intl.NumberFormat("bn", { minimumFractionDigits: fraction, maximumFractionDigits: fraction, useGrouping: true }).format(value);
  const cases = [0, 1, 99, 100, 1_005, 99_999, 100_000, 123_456, 1_234_567, 12_345_678_50, 99_999_999_99, 1_000_000_000_00];

  it.each([
    [12_345_678_50, "৳1,23,45,678.50", "৳১,২৩,৪৫,৬৭৮.৫০"],
    [-1_005, "-৳10.05", "-৳১০.০৫"],
    [100_000_00, "৳1,00,000.00", "৳১,০০,০০০.০০"],
    [1_00_00_000_00, "৳1,00,00,000.00", "৳১,০০,০০,০০০.০০"],
  ])("%i poisha are %s in English and %s in Bangla", (cents, english, bangla) => {
    expect(formatCents(cents, "BDT")).toBe(english);
    expect(formatCents(cents, "BDT", "bn")).toBe(bangla);
  });

  it("writes taka in Bangla as ৳ before Intl's Bangla digits and grouping", () => {
    for (const cents of cases) {
      expect(formatCents(cents, "BDT", "bn")).toBe(`৳${bnNumber(cents / 100, 2)}`);
      expect(formatCents(-cents - 1, "BDT", "bn")).toBe(`-৳${bnNumber((cents + 1) / 100, 2)}`);
    }
  });

  it("keeps another currency's own grouping and sign in Bangla, in Bangla digits", () => {
    expect(formatCents(123_456_789, "USD", "bn")).toBe("$১,২৩৪,৫৬৭.৮৯");
    for (const cents of cases) expect(formatCents(cents, "EUR", "bn")).toBe(localDigits(formatCents(cents, "EUR"), "bn"));
    expect(formatUnitCents(6_117, 7, "USD", "bn")).toBe("$৮.৭৩৮৬");
  });

  it("counts in lakhs with Bangla digits, as Intl's bn does, and in thousands in English", () => {
    for (const whole of [0, 7, 999, 1_000, 12_345, 123_456, 1_234_567, 12_345_678, 987_654_321]) {
      expect(formatCount(whole, "bn")).toBe(bnNumber(whole, 0));
      expect(formatCount(whole)).toBe(new Intl.NumberFormat("en-US").format(whole));
      expect(groupLakhs(whole)).toBe(new Intl.NumberFormat("en-IN").format(whole));
    }
  });

  it("keeps Latin digits in Bangla when the office says so, with the lakh grouping; English never changes", () => {
    // [what, English, Bangla with Bengali digits, Bangla with the office's Latin digits]
    const table: [string, (language: "en" | "bn") => string, string, string, string][] = [
      ["taka", (language) => formatCents(12_345_678_50, "BDT", language), "৳1,23,45,678.50", "৳১,২৩,৪৫,৬৭৮.৫০", "৳1,23,45,678.50"],
      ["negative taka", (language) => formatCents(-1_234_50, "BDT", language), "-৳1,234.50", "-৳১,২৩৪.৫০", "-৳1,234.50"],
      ["dollars", (language) => formatCents(123_456_789, "USD", language), "$1,234,567.89", "$১,২৩৪,৫৬৭.৮৯", "$1,234,567.89"],
      ["dollars from dollars", (language) => formatDollars(1234.5, "USD", language), "$1,234.50", "$১,২৩৪.৫০", "$1,234.50"],
      ["a unit price", (language) => formatUnitCents(6_117, 7, "USD", language), "$8.7386", "$৮.৭৩৮৬", "$8.7386"],
      ["a count", (language) => formatCount(123_456, language), "123,456", "১,২৩,৪৫৬", "1,23,456"],
      ["digits in a text", (language) => localDigits("2026-12-06", language), "2026-12-06", "২০২৬-১২-০৬", "2026-12-06"],
    ];
    for (const [what, write, english, bengali, latin] of table) {
      expect(latinDigitsKept()).toBe(false);
      expect(write("en"), what).toBe(english);
      expect(write("bn"), what).toBe(bengali);
      setLatinDigits(true);
      try {
        expect(latinDigitsKept()).toBe(true);
        expect(write("en"), what).toBe(english);
        expect(write("bn"), what).toBe(latin);
      } finally {
        setLatinDigits(false);
      }
    }
  });

  it("turns Bengali digits back into Latin ones, and nothing else", () => {
    expect(toLatinDigits("৳১,২৩,৪৫৬.৭৮ ০৯ টি")).toBe("৳1,23,456.78 09 টি");
    expect(toLatinDigits("কোদাল 12")).toBe("কোদাল 12");
  });
});
