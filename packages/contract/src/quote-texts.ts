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
} as const;
