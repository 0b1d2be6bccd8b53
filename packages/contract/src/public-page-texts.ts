import { words } from "./i18n";

/* The words of the other public pages and of the shared page parts (issue 38 moved them here). */

export const newsletterTexts = words("newsletterTexts", {
  heading: "Newsletter",
  label: "Subscribe to our newsletter",
  subscribe: "Subscribe",
  confirmTitle: "Confirm your subscription",
  unsubscribeTitle: "Unsubscribe",
  /** A link page's title: its heading and the shop's name. */
  pageTitle: (heading: string) => `${heading} · AgroForge`,
  wait: "One moment",
  backToShop: "Back to the shop",
  subscribers: "Subscribers",
  subscribersLead: "Addresses that confirmed their newsletter subscription by the emailed link. Unconfirmed ones are not exported.",
  exportCsv: "Export CSV",
} as const);

export const notFoundPageTexts = words("notFoundPageTexts", {
  title: "404 · AgroForge",
  home: "Back to home",
  tools: "Browse tools",
} as const);

export const sharedUiTexts = words("sharedUiTexts", {
  loading: "Loading",
  retry: "Retry",
  logInAgain: "Log in again",
  /** Names a list's paging for screen readers: the list's name (Tools, Orders…). */
  pages: (list: string) => `${list} pages`,
  /** The rows shown and how many there are. */
  range: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  previous: "Previous",
  next: "Next",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const);

/** A review as the home page and the dashboard show it: its stars, read out, and its number. */
export const reviewCardTexts = words("reviewCardTexts", {
  ratings: (ratings: number) => `Ratings: ${ratings}`,
  rated: (filled: number, max: number) => `Rated ${filled} out of ${max}`,
} as const);
