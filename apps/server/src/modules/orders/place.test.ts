import { describe, expect, it } from "vitest";
import { productSummary, utcDay } from "./place";

describe("productSummary", () => {
  it("names one, two or three tools in full and a longer cart by its first tool", () => {
    expect(productSummary(["Hoe"])).toBe("Hoe");
    expect(productSummary(["Hoe", "Rake"])).toBe("Hoe and Rake");
    expect(productSummary(["Hoe", "Rake", "Sickle"])).toBe("Hoe, Rake and Sickle");
    expect(productSummary(["Hoe", "Rake", "Sickle", "Spade"])).toBe("Hoe and 3 more tools");
  });

  it("keeps a summary of long names within 120 characters' worth of names", () => {
    const long = "L".repeat(118);
    expect(productSummary([long, "Rake"])).toBe(`${long} and 1 more tool`);
  });
});

describe("utcDay", () => {
  it("is the UTC calendar day, whatever the local zone", () => {
    expect(utcDay(new Date("2026-11-23T23:30:00-05:00"))).toBe("2026-11-24");
  });
});
