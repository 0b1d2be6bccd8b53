import { words } from "./i18n";

/*
 * The quote pages' words (issue 12), zod-free: the dashboard's menu, in the first download,
 * names the quote pages without loading zod. Issue 38: the statuses, limits and words a quote's
 * schema shares with its pages live here too, so the quote pages hydrate without zod.
 */
/** `expired`: offered, and its valid-until date has passed without acceptance (derived on read). */
export const quoteStatuses = ["requested", "offered", "declined", "accepted", "expired"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const QUOTE_NOTE_MAX = 1000;
export const QUOTE_REASON_MAX = 500;
/** How far ahead the office may hold a price. */
export const QUOTE_MAX_VALID_DAYS = 90;

export const quoteLabels = words("quoteLabels", {
  quantity: "Quantity",
  wantedBy: "Wanted by",
  note: "Note",
  unitPrice: "Quoted unit price",
  validUntil: "Valid until",
  reason: "Reason",
  /** Issue 35: a cart's quote. */
  freight: "Freight",
  lineUnitPrice: (product: string) => `Quoted unit price of ${product}`,
} as const);

export const quoteMessages = words("quoteMessages", {
  requestButton: "Request a quote",
  requested: "Quote requested: the office will answer by email",
  offered: "Quote sent to the buyer",
  declined: "Quote declined",
  accepted: "Quote accepted: your order is placed",
  expired: "This quote has expired",
  used: "This quote was already turned into an order",
  notOffered: "This quote has no offer to accept",
  alreadyAnswered: "This quote was already answered",
  validUntilRange: (days: number) => `${quoteLabels.validUntil} must be between today and ${days} days ahead`,
  none: "No quotes yet.",
} as const);

/** How each status reads on the quote pages, to the buyer and the office alike. */
export const quoteStatusLabels: Record<QuoteStatus, string> = words("quoteStatusLabels", {
  requested: "Awaiting answer",
  offered: "Offered",
  declined: "Declined",
  accepted: "Accepted",
  expired: "Expired",
});

/** The words of the quote pages (issue 12), shared by the pages and their tests. */
export const quoteTexts = words("quoteTexts", {
  myQuotes: "My quotes",
  allQuotes: "Quotes",
  detailHeading: "Quote",
  statusFilter: "Status",
  allStatuses: "All statuses",
  requestHeading: "Ask for a quote",
  requestIntro: "Need more than is in stock, or a better price for a large order? Tell us how many and by when; the office answers by email.",
  sendRequest: "Send request",
  seeQuote: "See the quote",
  offerHeading: "Offer a price",
  declineHeading: "Decline",
  sendOffer: "Send offer",
  sendDecline: "Decline quote",
  confirmOffer: "Send this offer to the buyer?",
  confirmDecline: "Decline this quote?",
  acceptHeading: "Accept and order",
  acceptIntro: "The order is placed at the quoted price; you then pay it as any order.",
  acceptButton: "Accept and place order",
  answer: "Answer",
  goToOrder: "See the order",
  /** Issue 20, item 18: the tool's stock now, beside the quantity asked, on the quote's page. */
  quantityAsked: "Quantity asked",
  inStockNow: "In stock now",
  short: (missing: number) => `${missing} short`,
  toolGone: "No longer sold",
  /** A buyer looking at (or accepting) an offer for more than is in stock: why, and what happens next. */
  stockShort: (inStock: number, quantity: number, product: string) =>
    `Only ${inStock} of ${product} ${inStock === 1 ? "is" : "are"} in stock now, fewer than the ${quantity} of this offer.`,
  stockShortNext: (validUntil: string) =>
    `The order cannot be placed until the stock is back. Your price holds until ${validUntil}: accept it once the stock is in, or write to the office to ask when that will be.`,
  toolGoneNext: "This tool is no longer sold, so the offer cannot become an order. Write to the office if you need something like it.",
  acceptRefused: "The order was not placed",
  /** Issue 27: a quote the office asked for on a member's behalf, and a colleague's offered quote. */
  askedForYou: "Asked by the office",
  onlyAskerAccepts: (email: string) => `Only ${email}, who asked for this quote, can accept it.`,
  contactOffice: "Write to the office",
} as const);

/** Issue 35: the cart's quote request (its anchor, linked from the cart's refusal and warning) and a cart's quote on its page. */
export const CART_QUOTE_ANCHOR = "request-cart-quote";
export const cartQuoteTexts = words("cartQuoteTexts", {
  heading: "Request a quote for this cart",
  button: "Request a quote for the cart",
  intro: "A large order? Send the whole cart as one request: the office answers with one offer (a price for each line, and the freight), and you accept it as one order.",
  deliverTo: "Deliver to",
  country: "Country",
  postalCode: "Postal code",
  address: "Address",
  send: "Send the cart as a quote request",
  lines: "Lines",
  line: "Tool",
  yourPrice: "Price now",
  quoted: "Quoted",
  freight: "Freight",
  total: "Offer in all",
  offerHeading: "Offer a price for each line",
  /** Before the cart's Place order button, when MAX_HELD_VALUE would refuse it. */
  warningHeading: "This order cannot be placed as it is",
} as const);
