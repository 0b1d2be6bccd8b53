import { words } from "./i18n";

/*
 * Issue 38: the server's own refusals, which an API answer carries in the caller's language
 * (Accept-Language, decision 056): written inline in its routes before.
 */

export const serverMessages = words("serverMessages", {
  invalidRequest: "The request is invalid",
  somethingWentWrong: "Something went wrong",
  signIn: "Sign in to continue",
  notAllowed: "You are not allowed to do this",
  sendJson: "Send the request body as application/json",
  invalidCredentials: "Invalid email or password",
  accountExists: "An account with this email already exists",
  tokenMissing: "Sign in to continue: the access token is missing",
  tokenInvalid: "The access token is invalid or has expired",
  adminOnly: "Only an admin may do this",
} as const);

/** `notFound(thing)`: "Order not found", one message per thing the API finds by id. */
export const notFoundMessages = words("notFoundMessages", {
  Account: "Account not found",
  Address: "Address not found",
  Category: "Category not found",
  Company: "Company not found",
  "Credit note": "Credit note not found",
  "Discount code": "Discount code not found",
  Email: "Email not found",
  Image: "Image not found",
  Invitation: "Invitation not found",
  Invoice: "Invoice not found",
  List: "List not found",
  Member: "Member not found",
  Order: "Order not found",
  Payment: "Payment not found",
  "Price list": "Price list not found",
  Quote: "Quote not found",
  Review: "Review not found",
  "Shipping method": "Shipping method not found",
  "Shipping zone": "Shipping zone not found",
  "Tax rate": "Tax rate not found",
  "Tax registration": "Tax registration not found",
  Tool: "Tool not found",
  User: "User not found",
  "VAT ID": "VAT ID not found",
} as const);

export type NotFoundThing = keyof typeof notFoundMessages;

/*
 * Issue 38: the refusals the server wrote inline in English until now, each read when it is
 * thrown, so in the language of its request. A status an English message names as the server
 * stores it (`unpaid`) comes with its label (`said`) for the other languages.
 */

/** 429s: what was counted, and how long to wait (`wait`: `limitMessages.wait`). */
export const limitMessages = words("limitMessages", {
  wait: (amount: number, unit: "second" | "minute") => `${amount} ${unit}${amount === 1 ? "" : "s"}`,
  requests: (wait: string) => `Too many requests; try again in ${wait}`,
  signInAttempts: (wait: string) => `Too many sign-in attempts from your address; try again in ${wait}`,
  signUps: (wait: string) => `Too many sign-ups from your address; try again in ${wait}`,
  contactMessages: (wait: string) => `Too many contact messages from your address; try again in ${wait}`,
  subscriptionRequests: (wait: string) => `Too many subscription requests from your address; try again in ${wait}`,
  failedSignIns: (wait: string) => `Too many failed sign-ins for this account from your address; try again in ${wait}`,
  ordersPlaced: (wait: string) => `Too many orders placed from this account; try again in ${wait}`,
  ordersCancelled: (wait: string) => `Too many orders cancelled from this account; try again in ${wait}`,
  quoteRequests: (wait: string) => `Too many quote requests from this account; try again in ${wait}`,
  codeAttemptsAccount: (wait: string) => `Too many discount-code attempts from this account; try again in ${wait}`,
  codeAttemptsAddress: (wait: string) => `Too many discount-code attempts from your address; try again in ${wait}`,
} as const);

/** A request the server cannot read as sent: its body, its headers, its route. */
export const requestMessages = words("requestMessages", {
  bodyTooLarge: "The request body is too large",
  nestsTooDeep: (levels: number) => `The request body nests deeper than ${levels} levels`,
  noRoute: (method: string, path: string) => `No route for ${method} ${path}`,
  /** A framework's own refusal (a body that is not JSON): its English as it is, the gist in other languages. */
  framework: (english: string) => english,
  idempotencyKeyInvalid: "The Idempotency-Key header must be 1 to 255 printable ASCII characters",
  idempotencyKeyField: "must be 1 to 255 printable ASCII characters",
  idempotencyFailed: "A request with this Idempotency-Key has just failed; please try again",
  idempotencyReused: "This Idempotency-Key was already used for a different request",
  idempotencyInProgress: "A request with this Idempotency-Key is still in progress",
  idempotencyTakenOver: "A retry with this Idempotency-Key took this request over",
  eitherToolOrCart: "Send either productId (one tool) or items (a cart)",
  emailsDiffer: "The email of the body and of the path differ",
} as const);

/** Image uploads (`POST /api/uploads`) and image URLs. */
export const uploadMessages = words("uploadMessages", {
  notMultipart: "Send the image as multipart/form-data in the field file",
  unreadable: "The upload could not be read: send the image as multipart/form-data in the field file",
  fileRequired: "An image file is required",
  imageFromShop: (label: string) => `${label} must be an image from this shop`,
  imageFromShopOr: (label: string, hosts: string) => `${label} must be an image from this shop or ${hosts}`,
} as const);

/** 401s and 403s that name who may do what. */
export const roleMessages = words("roleMessages", {
  signInForToken: "Sign in to get an access token",
  sessionOfAnother: "This session belongs to another account",
  ownAccountOnly: "You may only ask about your own account",
  ownOrdersOnly: "You may only list your own orders",
  ownProfilesOnly: "You may only list your own profiles",
  ownProfileOnly: "You may only update your own profile",
  orderOfAnother: "This order belongs to someone else",
  adminShips: "Only an admin may mark an order shipped",
  buyerAccepts: "Only the buyer who asked may accept a quote",
  reviewAuthorDeletes: "Only the review's author or an admin may delete it",
  profileOwnEmail: "A profile must carry its owner's own email",
  deleteOwnAccount: "You cannot delete your own account",
  removeOwnAdmin: "You cannot remove your own admin role",
  lastAdmin: "The shop must keep at least one admin",
  profileExists: "You already have a profile: update it instead",
  googleUnverified: "The Google sign-in could not be verified; try again",
} as const);

/** Payments, the payment services' notifications, and refunds. */
export const paymentRefusals = words("paymentRefusals", {
  methodNotTaken: (method: string) => `This shop does not take payments by ${method}`,
  gatewaySilent: (gateway: string) => `${gateway} did not answer; try again in a moment`,
  orderCurrencyNotTaken: (method: string, currencies: string, currency: string) => `${method} takes ${currencies} orders only; this order is in ${currency}`,
  invoiceCurrencyNotTaken: (method: string, currencies: string, currency: string) => `${method} takes ${currencies} payments only; this shop's invoices are in ${currency}`,
  riskyWaiting: "A payment of this order waits for the office's check",
  beingStarted: "This payment is being started; try again in a moment",
  noRiskyPayment: "No risky payment of this order waits for the office",
  riskyWithoutTransaction: "This risky payment has no transaction id: decide it in the gateway's merchant panel",
  notificationUnverified: "The notification could not be verified",
  bkashCallbackBlank: "bKash's callback names no payment",
  sslcommerzReturnBlank: "SSLCommerz's return names no transaction",
  stripeSignatureMissing: "Missing Stripe signature",
  stripeSignatureInvalid: "The Stripe signature is invalid",
  cardDeclined: "Your card was declined.",
  otherOrder: "The payment's order is not this order",
  otherOrderField: "must be this order's id",
  unverified: "The payment could not be verified with the payment provider",
  unverifiedField: "is not a completed payment of this order",
  amountMismatch: "The payment does not match this order's amount",
  orderTooLarge: "This order is too large to pay by card in one payment; split it into several orders",
  quoteTooLarge: "This quote is too large to pay by card in one payment",
  costAtMost: (amount: string) => `must cost at most ${amount}`,
  costAtMostInAll: (amount: string) => `must cost at most ${amount} in all`,
  notOnAccount: (method: string) => `${method} is not for an order on account: it is invoiced`,
  cashReceived: "This order's cash was already received",
  depositRecorded: (reference: string, order: string) => `The deposit ${reference} was already recorded for order ${order}`,
  refundRecorded: "This refund was already recorded",
  noProviderPayment: "No payment of this order was recorded with the current payment provider",
  methodGone: (method: string) => `This shop no longer takes ${method}: refund this payment in ${method}'s merchant panel`,
  noGatewayPayment: (method: string, transactionId: string) => `No ${method} payment ${transactionId} is recorded`,
  gatewayRefusedRefundBecause: (method: string, reason: string) => `${method} refused the refund: ${reason}`,
  gatewayRefusedRefund: (method: string) => `${method} refused the refund`,
  refundUnknown: (method: string) => `${method} did not answer; the refund may have been made: the office checks it before asking again`,
  providerRefusedRefund: "The payment provider refused this refund",
  providerRefusedRefundSeeDashboard: "The payment provider refused this refund; see its dashboard",
} as const);

/** An order, a quote or a tool in a state that does not allow what was asked. */
export const stateRefusals = words("stateRefusals", {
  cancelled: "This order was cancelled",
  alreadyPaid: "This order is already paid",
  paidNotCancelled: "A paid order cannot be cancelled",
  notShippable: (status: string, _said: string) => `Only a paid or confirmed order can be shipped; this one is ${status}`,
  alreadyRefunded: "This order was already refunded",
  notRefundable: (status: string, _said: string) => `Only a paid or shipped order can be refunded; this one is ${status}`,
  alreadyCredited: "This order was already credited in full",
  notCreditable: (status: string, _said: string) => `Only a confirmed or shipped order on account can be credited; this one is ${status}`,
  /** After a reason of its own: "…; it is shipped". */
  itIs: (reason: string, status: string, _said: string) => `${reason}; it is ${status}`,
  nothingToReturn: (status: string, _said: string) => `This order is ${status}: there is nothing to return`,
  noInvoice: "This order has no invoice: it has not been paid",
  toolGone: "This tool is no longer sold",
  isRequired: (label: string) => `${label} is required`,
  todayOrLater: (label: string) => `${label} must be today or later`,
  unitPriceEachLine: (lines: number) => `Send a unit price for each of the quote's ${lines} lines`,
  vatIdChanged: "This account's VAT ID has changed since; check the new one",
  stockTooLarge: "The stock would grow beyond what can be stored",
  categoryExists: (name: string) => `A category named ${name} already exists`,
} as const);
