import type { Tool } from "@shop/contract";
import { bulkMessages, cartMessages } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { pastLines, planReorder } from "./reorder";

const tool = (id: string, name: string, extra: Partial<Tool> = {}): Tool => ({
  translations: {},
  _id: id,
  img: "/images/x.svg",
  name,
  description: "",
  minimumOrderQuantity: 10,
  availableQuantity: 1000,
  price: 5,
  packSize: 1,
  sku: `SKU-${id.toUpperCase()}`,
  weight: 1,
  taxClass: "standard",
  ...extra,
});

describe("Order again", () => {
  it("keeps lines that still fit, fits others to stock and pack, and names the tools that cannot be ordered", () => {
    const tools = new Map([
      ["a", tool("a", "Spade")],
      ["b", tool("b", "Hoe", { availableQuantity: 47, packSize: 5 })],
      ["c", tool("c", "Rake", { availableQuantity: 5 })],
    ]);
    const plan = planReorder(
      [
        { productId: "a", product: "Spade", quantity: 100 },
        { productId: "b", product: "Hoe", quantity: 60 },
        { productId: "c", product: "Rake", quantity: 20 },
        { productId: "d", product: "Sickle", quantity: 20 },
        { productId: null, product: "Old Fork", quantity: 20 },
      ],
      (id) => tools.get(id) ?? null,
    );
    expect(plan.lines).toEqual([
      { productId: "a", quantity: 100 },
      { productId: "b", quantity: 45 },
    ]);
    expect(plan.notes).toEqual([cartMessages.reorderFitted("Hoe", 60, 45), bulkMessages.reorderSkipped("Rake, Sickle, Old Fork")]);
  });

  it("reads a one-tool order from before carts as one line", () => {
    expect(pastLines({ productId: "a", product: "Spade", quantity: 7 })).toEqual([{ productId: "a", product: "Spade", quantity: 7 }]);
  });
});
