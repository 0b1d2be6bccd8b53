import { describe, expect, it } from "vitest";
import { businessDetailsFormSchema, isVatId, profileFormSchema } from "./profiles";

const base = {
  img: "https://example.com/a.png",
  country: "Kenya",
  email: "a@example.com",
  number: "+254 712 345678",
  linkedinProfile: "https://www.linkedin.com/in/a",
  education: "BSc",
};

describe("the business fields", () => {
  it("turn absent, null and blank into null in their own form, and keep trimmed values", () => {
    const parsed = businessDetailsFormSchema.parse({ companyName: "  Acme Ltd ", vatId: "", shippingAddress: null });
    expect(parsed).toEqual({ companyName: "Acme Ltd", vatId: null, shippingAddress: null, billingAddress: null, shippingCountry: null, shippingPostalCode: null, phone: null });
  });

  // Issue 20, item 16: a profile save that leaves them out keeps the saved business details.
  it("stay absent in the profile form when left out; null and blank still clear", () => {
    const parsed = profileFormSchema.parse({ ...base, companyName: "  Acme Ltd ", vatId: "", shippingAddress: null });
    expect(parsed).toMatchObject({ companyName: "Acme Ltd", vatId: null, shippingAddress: null });
    expect(parsed).not.toHaveProperty("phone");
  });

  it("checks the VAT ID and the delivery phone", () => {
    expect(isVatId("DE123456789")).toBe(true);
    expect(isVatId("BD 000-123.456")).toBe(true);
    expect(isVatId("-DE1234")).toBe(false);
    expect(isVatId("D1")).toBe(false);
    const result = profileFormSchema.safeParse({ ...base, vatId: "DE<1234>", phone: "call me" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["vatId", "phone"]);
  });

  // Issue 21: an ID with an EU prefix has that country's format; a default country is an ISO code.
  it("checks an EU VAT ID's format and the default country", () => {
    expect(businessDetailsFormSchema.safeParse({ vatId: "DE 123 456 789", shippingCountry: "de" }).data).toMatchObject({ vatId: "DE123456789", shippingCountry: "DE" });
    expect(businessDetailsFormSchema.safeParse({ vatId: "DE12345" }).error?.issues.map((issue) => issue.message)).toEqual(["VAT ID is not a valid DE VAT ID"]);
    expect(businessDetailsFormSchema.safeParse({ shippingCountry: "Germany" }).success).toBe(false);
  });
});
