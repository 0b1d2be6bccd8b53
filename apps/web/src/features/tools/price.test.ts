import { describe, expect, it } from "vitest";
import { formatDollars, formatPrice, orderTotal } from "./price";

describe("price helpers", () => {
  it("formats unit prices and amounts", () => {
    expect(formatPrice(12.5)).toBe("12.50");
    expect(formatDollars(1234.5)).toBe("$1,234.50");
  });

  it("counts totals in cents", () => {
    expect(orderTotal(0.1, 3)).toBe(0.3);
    expect(orderTotal(18.5, 100)).toBe(1850);
  });
});
