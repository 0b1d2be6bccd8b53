import { describe, expect, it } from "vitest";
import { compareCountries, COUNTRIES, countriesByName } from "./countries";

describe("countries by name (issue 26)", () => {
  const names = countriesByName().map(([, name]) => name);

  it("lists every country once, by its name as English sorts it, not by ISO code", () => {
    expect(countriesByName()).toHaveLength(COUNTRIES.length);
    expect(names.slice(0, 4)).toEqual(["Afghanistan", "Åland Islands", "Albania", "Algeria"]);
    // By code, Germany (DE) would come before Denmark (DK) and Algeria (DZ) near the end of the D's.
    expect(names.indexOf("Denmark")).toBeLessThan(names.indexOf("Germany"));
    expect(names.indexOf("Côte d’Ivoire")).toBe(names.indexOf("Costa Rica") + 1);
    expect(names.indexOf("St. Barthélemy")).toBeGreaterThan(names.indexOf("Spain"));
    expect(names.at(-1)).toBe("Zimbabwe");
  });

  it("orders codes by their names", () => {
    expect(["DE", "AX", "DK", "BD"].sort(compareCountries)).toEqual(["AX", "BD", "DK", "DE"]);
  });
});
