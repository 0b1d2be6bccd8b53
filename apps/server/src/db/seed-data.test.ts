import { describe, expect, it } from "vitest";
import { seedTools, seedToolsIn } from "./seed-data";

/** Issue 37 item 3: the demo seller is in Dhaka; a shop in taka reads taka prices, not dollar numbers. */
describe("seedToolsIn", () => {
  it("prices a taka shop's catalogue in taka, every volume price below the list price at the same quantities", () => {
    const taka = seedToolsIn("BDT");
    expect(taka.map((tool) => tool.name)).toEqual(seedTools.map((tool) => tool.name));
    const price = (name: string) => taka.find((tool) => tool.name === name)?.priceCents;
    // A hoe from the works is a few hundred taka, a wheelbarrow a few thousand (poisha here).
    expect(price("Garden Hoe")).toBe(420_00);
    expect(price("Wheelbarrow")).toBe(6_200_00);
    for (const tool of taka) {
      expect(tool.priceCents, tool.name).toBeGreaterThanOrEqual(100_00);
      expect(tool.priceBreaks?.map((step) => step.minQuantity)).toEqual(seedTools.find((seed) => seed.name === tool.name)?.priceBreaks?.map((step) => step.minQuantity));
      for (const step of tool.priceBreaks ?? []) expect(step.priceCents, tool.name).toBeLessThan(tool.priceCents);
    }
  });

  it("keeps the written prices for any other currency", () => {
    expect(seedToolsIn("USD").map((tool) => tool.priceCents)).toEqual(seedTools.map((tool) => tool.priceCents));
    expect(seedToolsIn("EUR").find((tool) => tool.name === "Garden Hoe")?.priceCents).toBe(990);
  });
});
