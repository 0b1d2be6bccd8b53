import { describe, expect, it } from "vitest";
import { isVatId, profileFormSchema } from "./profiles";

const base = {
  img: "https://example.com/a.png",
  country: "Kenya",
  email: "a@example.com",
  number: "+254 712 345678",
  linkedinProfile: "https://www.linkedin.com/in/a",
  education: "BSc",
};

describe("profileFormSchema business fields", () => {
  it("turns absent, null and blank into null and keeps trimmed values", () => {
    const parsed = profileFormSchema.parse({ ...base, companyName: "  Acme Ltd ", vatId: "", shippingAddress: null });
    expect(parsed).toMatchObject({ companyName: "Acme Ltd", vatId: null, shippingAddress: null, phone: null });
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
});
