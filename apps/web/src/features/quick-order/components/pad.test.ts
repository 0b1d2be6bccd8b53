import type { QuickOrderLine } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { cartLinesOf, withQuantity } from "./pad";

describe("withQuantity", () => {
  it.each([
    ["SEED-100 250", 1, "SEED-100 300"],
    ["A-1 1\n\nSEED-100\t250\nB-2 2", 3, "A-1 1\n\nSEED-100\t300\nB-2 2"],
    ['"SEED-100";"250"\r\nB-2;2', 1, '"SEED-100";"300"\r\nB-2;2'],
    ["SEED-100 250", 2, "SEED-100 250"],
  ])("in %j, line %i gets the new quantity and keeps the rest as typed", (text, line, expected) => {
    expect(withQuantity(text, line, 300)).toBe(expected);
  });
});

describe("cartLinesOf", () => {
  const line = (overrides: Partial<QuickOrderLine>): QuickOrderLine => ({ line: 1, sku: "A-1", quantity: 10, productId: "a", status: "ok", message: "", ...overrides });

  it("takes the ready lines only, a tool once with its quantities added up", () => {
    expect(
      cartLinesOf([
        line({ productId: "a", quantity: 10 }),
        line({ productId: "b", quantity: 3, status: "short_stock" }),
        line({ productId: "a", quantity: 5 }),
        line({ productId: null, quantity: null, status: "invalid" }),
        line({ productId: "c", quantity: 7 }),
      ]),
    ).toEqual([
      { productId: "a", quantity: 15 },
      { productId: "c", quantity: 7 },
    ]);
  });
});
