import { describe, expect, it } from "vitest";
import { formatCents, formatDollars, formatPrice, lineLimits, pricedTool } from "./price";

describe("price helpers", () => {
  it("formats unit prices and amounts", () => {
    expect(formatPrice(12.5)).toBe("12.50");
    expect(formatDollars(1234.5)).toBe("$1,234.50");
  });

  it("hands the contract's pricing rules cents, so a total is exact (0.1 × 3 is $0.30)", () => {
    expect(pricedTool({ price: 0.1, priceBreaks: [{ minQuantity: 100, price: 0.07 }] })).toEqual({ priceCents: 10, priceBreaks: [{ minQuantity: 100, priceCents: 7 }] });
    expect(pricedTool({ price: 18.5 })).toEqual({ priceCents: 1850, priceBreaks: [] });
    expect(formatCents(30)).toBe("$0.30");
    expect(lineLimits({ name: "Hoe", minimumOrderQuantity: 5, availableQuantity: 9 }).packSize).toBe(1);
  });
});
