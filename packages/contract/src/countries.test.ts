import { describe, expect, it, vi } from "vitest";
import { compareCountries, COUNTRIES, countriesByName, countryName } from "./countries";
import { adoptCountryOrder, recordCountryOrderWith } from "./country-order";
import { inBangla } from "./testing";

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

describe("countries in Bangla (issue 38)", () => {

  it("names every country in Bengali script, as ICU's Bangla names them, and sorts them as Bangla sorts", () => {
    // The table was written from Intl.DisplayNames("bn"); a later ICU may word a few otherwise, so
    // every name is held to the script and a few to their words.
    for (const [code] of COUNTRIES) expect(inBangla(() => countryName(code)), code).toMatch(/^[\u0980-\u09FF][\u0980-\u09FF\s\-‘’(),.&\u200C\u200D]*$/);
    expect(inBangla(() => ["BD", "IN", "DE", "US"].map(countryName))).toEqual(["বাংলাদেশ", "ভারত", "জার্মানি", "মার্কিন যুক্তরাষ্ট্র"]);
    const listed = inBangla(() => countriesByName());
    expect(listed).toHaveLength(COUNTRIES.length);
    const collator = new Intl.Collator("bn", { sensitivity: "base", numeric: true });
    expect(listed.map(([, name]) => name)).toEqual(listed.map(([, name]) => name).sort(collator.compare));
  });

  it("keeps the English names and their order in English, and answers an unknown code as it is", () => {
    inBangla(() => countriesByName());
    expect(countryName("BD")).toBe("Bangladesh");
    expect(countriesByName()[0]).toEqual(["AF", "Afghanistan"]);
    expect(inBangla(() => countryName("XX"))).toBe("XX");
  });
});

describe("the country order a page's render sorted, taken by the browser (decision 042)", () => {
  it("records the order each list is written in, and lists an adopted order as it is, without a Collator", () => {
    const recorded: [string, readonly string[]][] = [];
    recordCountryOrderWith((language, codes) => recorded.push([language, codes]));
    const sorted = countriesByName().map(([code]) => code);
    recordCountryOrderWith(undefined);
    expect(recorded).toEqual([["en", sorted]]);

    // Reversed, to tell it from a sort of the browser's own.
    const reversed = [...sorted].reverse();
    adoptCountryOrder("en", reversed);
    const made = vi.spyOn(Intl, "Collator");
    try {
      expect(countriesByName().map(([code]) => code)).toEqual(reversed);
      expect(countriesByName()[0]).toEqual(["ZW", "Zimbabwe"]);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      adoptCountryOrder("en", sorted);
    }
  });

  it("does not take an order that misses a country or names one twice (a page of another build)", () => {
    const sorted = countriesByName().map(([code]) => code);
    adoptCountryOrder("en", sorted.slice(1));
    adoptCountryOrder("en", [...sorted.slice(1), sorted[1] ?? ""]);
    expect(countriesByName().map(([code]) => code)).toEqual(sorted);
  });
});
