import type { QuoteStatus } from "./quotes";

/*
 * The quote pages' words (issue 12), zod-free: the dashboard's menu, in the first download,
 * names the quote pages without loading zod.
 */
/** How each status reads on the quote pages, to the buyer and the office alike. */
export const quoteStatusLabels: Record<QuoteStatus, string> = {
  requested: "Awaiting answer",
  offered: "Offered",
  declined: "Declined",
  accepted: "Accepted",
  expired: "Expired",
};

/** The words of the quote pages (issue 12), shared by the pages and their tests. */
export const quoteTexts = {
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
} as const;
