import { describe, expect, it } from "vitest";
import { aTool } from "../../test/fixtures";
import { productJsonLd, scriptSafeJson } from "./productJsonLd";

describe("productJsonLd", () => {
  it("describes the tool as a schema.org Product with one USD Offer, its price as text with two decimals", () => {
    expect(productJsonLd(aTool({ price: 18.5 }))).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Spade",
      description: "A forged spade.",
      image: "/images/spade.svg",
      offers: {
        "@type": "Offer",
        price: "18.50",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        eligibleQuantity: { "@type": "QuantitativeValue", minValue: 100 },
      },
    });
  });

  it("says OutOfStock when none are available, and makes up no sku", () => {
    const data = productJsonLd(aTool({ availableQuantity: 0 }));
    expect(data.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(data).not.toHaveProperty("sku");
  });
});

describe("scriptSafeJson", () => {
  it("writes every '<' as \\u003c, so no text can end the script element, and reads back the same", () => {
    const value = { name: "Hoe</script><script>alert(1)</script>", note: "<!-- a > b" };
    const json = scriptSafeJson(value);
    expect(json).not.toContain("<");
    expect(json).toContain("Hoe\\u003c/script>");
    expect(JSON.parse(json)).toEqual(value);
  });
});
