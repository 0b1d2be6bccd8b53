import { describe, expect, it } from "vitest";
import { aTool } from "../../test/fixtures";
import { productJsonLd } from "./productJsonLd";

describe("productJsonLd", () => {
  it("describes the tool as a schema.org Product with one USD Offer, its price as text with two decimals", () => {
    expect(productJsonLd(aTool({ price: 18.5 }))).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Spade",
      description: "A forged spade.",
      image: "/images/spade.svg",
      sku: "AF-SPD-280",
      offers: {
        "@type": "Offer",
        price: "18.50",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        eligibleQuantity: { "@type": "QuantitativeValue", minValue: 100 },
      },
    });
  });

  it("says OutOfStock when none are available", () => {
    const data = productJsonLd(aTool({ availableQuantity: 0 }));
    expect(data.offers.availability).toBe("https://schema.org/OutOfStock");
  });
});
