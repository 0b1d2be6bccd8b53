import { describe, expect, it } from "vitest";
import { formatCents, formatDollars, formatUnitCents, setShopCurrency, shopCurrency } from "./constants";

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
      expect(formatCents(123_456, "BDT")).toMatch(/^BDT\s1,234\.56$/u);
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
});
