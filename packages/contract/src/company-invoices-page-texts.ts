import { words } from "./i18n";

/* The words of a company's invoices page and its card step (issue 38 moved them here from the web app's components). */

export const companyInvoicesPageTexts = words("companyInvoicesPageTexts", {
  yourCompany: "your company",
  /** The action companyMessages.noRight names (English only: its Bangla leaves it out). */
  seeAndPay: "see and pay the company's invoices",
  /** `heading`: companyInvoiceLabels.heading. */
  caption: (heading: string) => `${heading}, newest first`,
  pdf: "PDF",
  amount: "Amount",
} as const);

export const payInvoicesTexts = words("payInvoicesTexts", {
  chargedNotRecorded: "Your card was charged, but we could not record the payment yet.",
  safeToRetry: "Trying again is safe: you will not be charged twice.",
  tryAgain: "Try again",
  recordingLabel: "Recording your payment",
  recording: "Recording your payment…",
  loadingCardForm: "Loading the card form",
  cardFormError: "We could not load the card form.",
  startError: "We could not start the payment.",
  pay: (amount: string) => `Pay ${amount}`,
} as const);
