import { describe, expect, it } from "vitest";
import { readCart } from "./accountCart";

const a = "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";

describe("reading the account's cart without its schema", () => {
  it("takes the lines of `GET /api/cart`'s answer", () => {
    expect(readCart({ items: [{ productId: a, quantity: 3 }] })).toEqual([{ productId: a, quantity: 3 }]);
    expect(readCart({ items: [] })).toEqual([]);
  });

  it("refuses an answer of another shape", () => {
    for (const payload of [null, [], "cart", { items: null }, { items: [{ productId: a }] }, { items: [{ productId: a, quantity: 0 }] }, { items: [{ productId: 7, quantity: 1 }] }, { items: [{ productId: a, quantity: 1.5 }] }]) {
      expect(readCart(payload), JSON.stringify(payload)).toBeNull();
    }
  });
});
