import type { ListLine } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { addListToCart } from "./addAll";

const line = (overrides: Partial<ListLine>): ListLine => ({
  productId: "t1",
  quantity: 10,
  product: "Rake",
  sku: "AT-1",
  price: 5,
  minimumOrderQuantity: 1,
  packSize: 1,
  availableQuantity: 100,
  ...overrides,
});

describe("addListToCart", () => {
  it("adds every line as listed when the stock allows", () => {
    const added: [string, number][] = [];
    const result = addListToCart([line({}), line({ productId: "t2", product: "Hoe", quantity: 3 })], (id, quantity) => {
      added.push([id, quantity]);
      return "added";
    });
    expect(added).toEqual([
      ["t1", 10],
      ["t2", 3],
    ]);
    expect(result).toEqual({ added: 2, notes: [] });
  });

  it("fits a line to the stock and pack size, and names it", () => {
    const added: [string, number][] = [];
    const result = addListToCart([line({ quantity: 40, packSize: 6, minimumOrderQuantity: 6, availableQuantity: 20 })], (id, quantity) => {
      added.push([id, quantity]);
      return "added";
    });
    expect(added).toEqual([["t1", 18]]);
    expect(result.notes).toEqual(["Rake: 18 added (stock and pack size)"]);
  });

  it("leaves out a tool whose stock is under its minimum, and one the full cart has no room for", () => {
    const result = addListToCart([line({ minimumOrderQuantity: 5, availableQuantity: 4 }), line({ productId: "t2", product: "Hoe" })], () => "full");
    expect(result).toEqual({ added: 0, notes: ["Rake: out of stock", "Hoe: the cart is full"] });
  });
});
