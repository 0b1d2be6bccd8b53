import { words } from "./i18n";

/* The quote pages' own words: the list, a quote's page, the office's answer, accepting and asking (issue 38 moved them here from the web app's components). */

export const quotesPageTexts = words("quotesPageTexts", {
  title: (heading: string) => `${heading} · AgroForge`,
  loading: "Loading quotes",
  loadError: "We could not load the quotes.",
  browseTools: "Browse tools",
  asked: (day: string) => `Asked ${day}`,
  wantedBy: (day: string) => `wanted by ${day}`,
  /** After the offer's total, in bold. */
  cartOffer: (lines: number, day: string) => `in all for ${lines} lines, valid until ${day}`,
  /** After the offer's price of one, in bold; then the list price in brackets. */
  each: "each",
  list: "list",
  validUntil: (day: string) => `valid until ${day}`,
} as const);

export const quoteDetailTexts = words("quoteDetailTexts", {
  loading: "Loading the quote",
  loadError: "We could not load this quote.",
  listPrice: "List price",
  eachPrice: (price: string) => `${price} each`,
  askedOn: "Asked on",
  wantedBy: "Wanted by",
  buyer: "Buyer",
  byOffice: "The shop's office, after a call",
  note: "Note",
  quotedPrice: "Quoted price",
  quotedPriceValue: (unit: string, total: string) => `${unit} each · ${total} in all`,
  validUntil: "Valid until",
  reason: "Reason",
  /** A message of quoteMessages said as a sentence. */
  sentence: (message: string) => `${message}.`,
} as const);

export const quoteFormTexts = words("quoteFormTexts", {
  listPriceHint: (price: string) => `List price ${price}`,
  offerSummary: (quantity: string, product: string, unit: string, total: string, day: string) =>
    `${quantity} × ${product} at ${unit} each (${total} in all), valid until ${day}`,
  lineHint: (quantity: string, price: string) => `${quantity} asked; price now ${price} each`,
  freightHint: "Optional: without it, the shop's shipping rates apply",
  cartOfferSummary: (lines: number, total: string, day: string) => `${lines} lines for ${total} in all, valid until ${day}`,
  cartOfferSummaryFreight: (lines: number, total: string, freight: string, day: string) =>
    `${lines} lines for ${total} in all, freight of ${freight} included, valid until ${day}`,
  name: "Name",
  address: "Address",
  phone: "Number",
  cancel: "Cancel",
  optional: "Optional",
  shopCountry: "The shop's country",
} as const);
