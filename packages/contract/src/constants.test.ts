import { describe, expect, it } from "vitest";
import { formatCents, formatDollars } from "./constants";

describe("amounts", () => {
  it("are written with the sign, thousands separators and two decimals", () => {
    expect(formatDollars(1234.5)).toBe("$1,234.50");
    expect(formatDollars(0)).toBe("$0.00");
    expect(formatCents(362_500)).toBe("$3,625.00");
    expect(formatCents(99_999_999)).toBe("$999,999.99");
    expect(formatCents(1)).toBe("$0.01");
  });
});
