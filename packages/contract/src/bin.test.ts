import { describe, expect, it } from "vitest";
import { binMessage, binProblem, businessDetailsBodySchema, isBin } from "./profiles";

/** Issue 36: a Bangladesh buyer's VAT ID is its 13-digit BIN. */
describe("BINs", () => {
  it.each([
    ["004512789-0101", true],
    ["0045127890101", true],
    ["BD 004512789 0101", true],
    ["bd-004512789-0101", true],
    ["004512789", false],
    ["BD123456789", false],
    ["00451278901012", false],
    ["00451278901A1", false],
  ])("%s is a BIN: %s", (value, expected) => {
    expect(isBin(value)).toBe(expected);
  });

  it.each<[string | null, (string | null)[], string | null]>([
    // A Bangladesh buyer: the ID says BD, or the buyer is in Bangladesh.
    ["BD-123456789", [], binMessage],
    ["123456789", ["BD"], binMessage],
    ["KE-P051234567", ["KE", "BD"], binMessage],
    ["004512789-0101", ["BD"], null],
    // An EU VAT ID stays the buyer's own, even with a delivery address in Bangladesh.
    ["DE123456789", ["BD"], null],
    // Not a Bangladesh buyer, or no ID at all.
    ["KE-P051234567", ["KE"], null],
    [null, ["BD"], null],
  ])("%s for a buyer in %j: %s", (vatId, countries, expected) => {
    expect(binProblem(vatId, countries)).toBe(expected);
  });

  it("refuses a buyer in Bangladesh whose business details' VAT ID is no BIN, on the VAT ID", () => {
    const refused = businessDetailsBodySchema.safeParse({ vatId: "BD-123456789", shippingCountry: "BD" });
    expect(refused.error?.issues.map((issue) => ({ path: issue.path, message: issue.message }))).toEqual([{ path: ["vatId"], message: "A BIN has 13 digits" }]);
    expect(businessDetailsBodySchema.parse({ vatId: "004512789-0101", shippingCountry: "bd" })).toMatchObject({ vatId: "0045127890101", shippingCountry: "BD" });
  });
});
