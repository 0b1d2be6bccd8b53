import type { Tool } from "@shop/contract";
import { shopCurrency, toolDescription, toolName } from "@shop/contract";
import { formatPrice } from "../../lib/price";

/** schema.org's Product with one Offer, as search engines read it from a page (https://schema.org/Product). */
export interface ProductJsonLd {
  "@context": "https://schema.org";
  "@type": "Product";
  name: string;
  description: string;
  image: string;
  sku: string;
  offers: {
    "@type": "Offer";
    /** Two decimals as text: a JSON number would drop the trailing zero (12.5). */
    price: string;
    /** The shop's currency (ISO 4217, decision 025). */
    priceCurrency: string;
    availability: "https://schema.org/InStock" | "https://schema.org/OutOfStock";
    /** The minimum order: the offer's price holds from that many units on. */
    eligibleQuantity: { "@type": "QuantitativeValue"; minValue: number };
  };
}

/** A tool as a schema.org Product (its weight is left out: every card of the first download carries this). */
export function productJsonLd(tool: Pick<Tool, "name" | "description" | "translations" | "img" | "price" | "availableQuantity" | "minimumOrderQuantity" | "sku">): ProductJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: toolName(tool),
    description: toolDescription(tool),
    image: tool.img,
    sku: tool.sku,
    offers: {
      "@type": "Offer",
      price: formatPrice(tool.price),
      priceCurrency: shopCurrency(),
      availability: tool.availableQuantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      eligibleQuantity: { "@type": "QuantitativeValue", minValue: tool.minimumOrderQuantity },
    },
  };
}
