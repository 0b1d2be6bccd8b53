/**
 * Issue 21: the words of a bill, zod-free (decision 020), shared by the checkout, the order
 * page, the emails, the CSV and the invoice, so each says the same thing.
 */
export const billLabels = {
  country: "Country",
  postalCode: "Postal code",
  shippingMethod: "Shipping method",
  discountCode: "Discount code",
  applyCode: "Apply",
  removeCode: "Remove code",
  goods: "Subtotal",
  discount: "Discount",
  shipping: "Shipping",
  net: "Net",
  tax: "Tax",
  total: "Total",
  sku: "SKU",
  weight: "Weight",
  noTax: "No tax",
  free: "Free",
} as const;

export const billMessages = {
  /** A country outside every shipping zone. */
  outsideZones: (country: string) => `We do not ship to ${country} yet. Ask us for a quote and we will price the delivery for you.`,
  /** No method of the zone can carry the order's weight. */
  tooHeavy: (kg: string) => `No shipping method carries ${kg} kg in one order. Ask us for a quote, or split the order.`,
  chooseMethod: "Choose one of the shipping methods offered for this address",
  reverseCharge: "Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).",
  pricesIncludeTax: "Prices include tax.",
  pricesExcludeTax: "Prices exclude tax.",
  codeApplied: (code: string) => `Code ${code} applied`,
  askForQuote: "Ask for a quote",
} as const;

/** "VAT 20%": a tax line's name with its rate (see formatRate in billing.ts). */
export const taxLineLabel = (name: string, rateText: string) => `${name} ${rateText}`;

/** Grams as kilograms, up to three decimals: 12345 -> "12.345". */
export const formatKg = (grams: number): string => String(Math.round(grams) / 1000);
