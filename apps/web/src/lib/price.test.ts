import { describe, expect, it } from "vitest";
import { bestVolumePrice, formatCents, formatDollars, formatPrice, formatQuantity, lineLimits, pricedTool, toolCardTexts } from "./price";

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

  it("prices a member with yourPrice and yourBreaks, and the catalogue when asked (issue 28)", () => {
    const member = { price: 10, priceBreaks: [{ minQuantity: 10, price: 9 }], yourPrice: 8.5, yourBreaks: [{ minQuantity: 50, price: 8 }] };
    expect(pricedTool(member)).toEqual({ priceCents: 850, priceBreaks: [{ minQuantity: 50, priceCents: 800 }] });
    expect(pricedTool(member, true)).toEqual({ priceCents: 1000, priceBreaks: [{ minQuantity: 10, priceCents: 900 }] });
    expect(bestVolumePrice(member)).toEqual({ minQuantity: 50, priceCents: 800 });
  });

  it("finds a tool's best volume price: the lowest break, at the smallest quantity that reaches it", () => {
    expect(bestVolumePrice({ price: 5, priceBreaks: [] })).toBeNull();
    expect(bestVolumePrice({ price: 5 })).toBeNull();
    // Any order, as the contract's pricing takes them.
    expect(bestVolumePrice({ price: 5, priceBreaks: [{ minQuantity: 1000, price: 4 }, { minQuantity: 100, price: 4.5 }] })).toEqual({ minQuantity: 1000, priceCents: 400 });
    expect(bestVolumePrice({ price: 5, priceBreaks: [{ minQuantity: 500, price: 4 }, { minQuantity: 200, price: 4 }] })).toEqual({ minQuantity: 200, priceCents: 400 });
  });

  it("words the card's pack size and best volume price with thousands separators", () => {
    expect(formatQuantity(1000)).toBe("1,000");
    expect(formatQuantity(12)).toBe("12");
    expect(toolCardTexts.packSize(10)).toBe("Packs of 10");
    expect(toolCardTexts.bestVolumePrice({ minQuantity: 1000, priceCents: 400 })).toBe("from $4.00 each at 1,000+");
    expect(toolCardTexts.bestVolumePrice({ minQuantity: 25_000, priceCents: 123_456 })).toBe("from $1,234.56 each at 25,000+");
  });
});
