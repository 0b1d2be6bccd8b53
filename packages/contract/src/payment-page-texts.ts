import { words } from "./i18n";

/* Issue 38: the words of the buyer's payment page (/dashboard/payment/{id}), moved here from its components. */

export const paymentPageTexts = words("paymentPageTexts", {
  loadingOrder: "Loading your order",
  couldNotLoadOrder: "We could not load this order.",
  pageTitle: "Payment · AgroForge",
  myOrders: "My orders",
  goToMyOrders: "Go to My orders",
  paidTitle: "This order is paid",
  shipped: "It has been shipped.",
  shippedSoon: "It will be shipped soon.",
  transactionId: "Transaction id:",
  toPayOnDelivery: "To pay on delivery:",
  expiredTitle: "This order expired",
  cancelledTitle: "This order was cancelled",
  cancelledNote: "It was cancelled and cannot be paid. You can order its tools again from the tools page.",
  hello: (name: string) => `Hello, ${name}`,
  order: "Order",
  /** Before the order's product, in bold. */
  payFor: "Please pay for",
  pleasePay: "Please pay:",
  orPayOnline: "Or pay online now",
  howWillYouPay: "How will you pay?",
  loadingPayment: "Loading the payment",
  paymentMethod: "Payment method",
  loadingCardForm: "Loading the card form",
  couldNotLoadCardForm: "We could not load the card form.",
  couldNotStart: "We could not start the payment.",
  yourTransactionId: "Your transaction Id:",
  recording: "Recording your payment",
  recordingNow: "Recording your payment…",
  notRecorded: "Your card was charged, but we could not record the payment yet",
  retrySafe: "Trying again is safe: you will not be charged twice.",
  tryAgain: "Try again",
  amountPaid: "Amount paid",
  orderNumber: (number: string) => `Order ${number}`,
  downloadInvoice: "Download invoice",
  browseTools: "Browse tools",
  pay: "Pay",
  bkashNote: "You pay in the bKash app or page, then come back to your order.",
  sslcommerzNote: "Choose a card, bKash, Nagad, Rocket or your bank on SSLCommerz's page, then come back to your order.",
  payWith: (method: string) => `Pay with ${method}`,
} as const);

/**
 * The card forms' own words (issue 38). The built-in test provider's "Test mode", "Card number",
 * "Expiry date" and "CVC" are the contract's names, the same in every language; what they say
 * around them is the reader's.
 */
export const cardFormTexts = words("cardFormTexts", {
  pay: "Pay",
  preparing: "Preparing your payment…",
  /** Between the test note's parts: the card that pays, then the one that is declined. */
  noRealCard: "No real card is charged. Use",
  anyDateAndCvc: ", any future date and any CVC.",
  declined: "is declined.",
} as const);
