import { words } from "./i18n";
/**
 * Issue 21: the words of a bill, zod-free (decision 020), shared by the checkout, the order
 * page, the emails, the CSV and the invoice, so each says the same thing.
 */
export const billLabels = words("billLabels", {
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
  /** Issue 36: Bangladesh's supplementary duty, part of the net VAT is charged on. */
  supplementaryDuty: "Supplementary duty",
  tax: "Tax",
  total: "Total",
  sku: "SKU",
  weight: "Weight",
  noTax: "No tax",
  free: "Free",
  /** The order forms' bill summary (issue 21). */
  summary: "Bill",
  shippingFor: (method: string) => `Shipping (${method})`,
  discountFor: (code: string) => `Discount (${code})`,
  buyerVatId: "Your VAT ID",
} as const);

export const billMessages = words("billMessages", {
  /** A country outside every shipping zone. */
  outsideZones: (country: string) => `We do not ship to ${country} yet. Ask us for a quote and we will price the delivery for you.`,
  /** No method of the zone can carry the order's weight. */
  tooHeavy: (kg: string) => `No shipping method carries ${kg} kg in one order. Ask us for a quote, or split the order.`,
  chooseMethod: "Choose one of the shipping methods offered for this address",
  /** Issue 36 finding 7: a collected order's note in place of "Ships to …": the goods never travel to the buyer's country. */
  collectedAtWorks: (estimate: string | null) => `Collection at the works${estimate ? ` (${estimate})` : ""}.`,
  /** Issue 38: where an order goes, as its emails and invoice say: "Ships to 1010 Austria (3-5 days)." */
  shipsTo: (place: string, estimate: string | null) => `Ships to ${place}${estimate ? ` (${estimate})` : ""}.`,
  pricesIncludeTax: "Prices include tax.",
  pricesExcludeTax: "Prices exclude tax.",
  codeApplied: (code: string) => `Code ${code} applied`,
  askForQuote: "Ask for a quote",
  /** Beside a shipping method that cannot carry the order's weight (its price is null). */
  cannotCarry: "cannot carry this weight",
  /** While the bill is asked for again after a change of address, method or code. */
  working: "Working out the bill",
  /** The checkout answer failed for another reason than the address or the code. */
  unavailable: "We could not work out the bill just now. Please try again.",
} as const);

/** The id of the tool page's quote request: "Ask for a quote" links to `#request-quote`, which opens it. */
export const QUOTE_REQUEST_ANCHOR = "request-quote";

/** "VAT 20%": a tax line's name with its rate (see formatRate in billing.ts). */
export const taxLineLabel = (name: string, rateText: string) => `${name} ${rateText}`;

/** Grams as kilograms, up to three decimals: 12345 -> "12.345". */
export const formatKg = (grams: number): string => String(Math.round(grams) / 1000);
