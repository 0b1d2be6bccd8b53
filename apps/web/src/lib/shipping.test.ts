import { describe, expect, it } from "vitest";
import { readProfileNumber, readShippingDetails } from "./shipping";

describe("the order forms' prefill, read by hand", () => {
  it("takes the business details' four texts, a null one as blank (the phone as none, for the card's number)", () => {
    expect(readShippingDetails({ shippingAddress: "Road 5, Bogura", phone: "01711000000", shippingCountry: "BD", shippingPostalCode: "5800", companyName: "Krishi Store" })).toEqual({
      address: "Road 5, Bogura",
      phone: "01711000000",
      country: "BD",
      postalCode: "5800",
    });
    expect(readShippingDetails({ shippingAddress: null, phone: null, shippingCountry: null, shippingPostalCode: null })).toEqual({ address: "", phone: null, country: "", postalCode: "" });
    // An older answer without the destination's fields.
    expect(readShippingDetails({ shippingAddress: "Farm lane", phone: null })).toEqual({ address: "Farm lane", phone: null, country: "", postalCode: "" });
  });

  it("refuses an answer that is not the details' object, and takes nothing but text from one", () => {
    for (const payload of [null, "Road 5", 42, [{ shippingAddress: "Road 5" }]]) expect(readShippingDetails(payload)).toBeNull();
    expect(readShippingDetails({ shippingAddress: 12, phone: { number: "017" } })).toEqual({ address: "", phone: null, country: "", postalCode: "" });
  });

  it("takes the first profile card's number, blank when there is no card or no number", () => {
    expect(readProfileNumber([{ name: "Rahim", number: "01811000000" }, { number: "019" }])).toBe("01811000000");
    expect(readProfileNumber([])).toBe("");
    expect(readProfileNumber([{ name: "Rahim" }])).toBe("");
    expect(readProfileNumber({ number: "018" })).toBeNull();
  });
});
