import { describe, expect, it } from "vitest";
import { exampleLine } from "./skuExample";

describe("the SKU pads' example line (issue 35)", () => {
  it("is the first tool with a SKU, at the least quantity the shop sells it in", () => {
    expect(exampleLine([{ sku: "", minimumOrderQuantity: 1 }, { sku: "AF-PFK-135", minimumOrderQuantity: 100 }])).toBe("AF-PFK-135 100");
  });

  it("rounds the minimum up to a whole pack", () => {
    expect(exampleLine([{ sku: "AF-HOE-150", minimumOrderQuantity: 150, packSize: 20 }])).toBe("AF-HOE-150 160");
    expect(exampleLine([{ sku: "AF-SPD-280", minimumOrderQuantity: 1, packSize: 6 }])).toBe("AF-SPD-280 6");
  });

  it("is none when no tool has a SKU, so the hint names no SKU at all", () => {
    expect(exampleLine([])).toBeNull();
    expect(exampleLine([{ sku: " ", minimumOrderQuantity: 1 }])).toBeNull();
  });
});
