import { words } from "./i18n";

/*
 * Issue 38 item 5: the words of the emails about orders and their approvals (the server's
 * modules/orders/emails.ts), written in each recipient's language. `what` is an order as its
 * emails name it (orderEmailTexts.single / cart); amounts come formatted, dates and times as
 * the server writes them (their digits in the reader's language).
 */

/** An order's lines as its emails (and the orders CSV, in English) write them. */
export const orderLineTexts = words("orderLineTexts", {
  /** Why a line costs less than the list price. */
  quoted: "quoted price",
  volume: (from: number) => `volume price from ${from}`,
  /** `volume`: orderLineTexts.volume, or null when the price list's own price applied. */
  priceList: (name: string, volume: string | null) => `price list ${name}${volume ? `, ${volume}` : ""}`,
  /** "200 × Hoe [AF-HOE-1] at $4.50: $900.00 (volume price from 100)". */
  line: (quantity: number, product: string, sku: string | null, unitPrice: string, price: string, why: string | null) =>
    `${quantity} × ${product}${sku ? ` [${sku}]` : ""} at ${unitPrice}: ${price}${why ? ` (${why})` : ""}`,
} as const);

/** A cart named by its tools (an order's and a quote's `product`, kept in English; the emails say it in their reader's language). */
export const cartSummaryTexts = words("cartSummaryTexts", {
  /** `names`: all but the last, joined with ", ". */
  list: (names: string, last: string) => `${names} and ${last}`,
  more: (first: string, more: number) => `${first} and ${more} more ${more === 1 ? "tool" : "tools"}`,
} as const);

export const orderEmailTexts = words("orderEmailTexts", {
  /** Every subject ends with the shop's name. */
  subject: (subject: string, shop: string) => `${subject} — ${shop}`,
  greeting: (name: string) => `Hello ${name},`,
  /** A one-tool order: "2 × Hoe ($40.00)". */
  single: (quantity: number, product: string, price: string) => `${quantity} × ${product} (${price})`,
  /** A cart, named by its tools: "Hoe and 2 more ($90.00)". */
  cart: (product: string, price: string) => `${product} (${price})`,
  /** A one-tool order priced below the list: why. */
  each: (unitPrice: string, why: string) => `${unitPrice} each: ${why}.`,
  /** The buyer's purchase details; one of the two may be null, not both. */
  purchase: (poNumber: string | null, deliveryDate: string | null) => {
    const said = [poNumber && `Purchase order ${poNumber}`, deliveryDate && `requested delivery ${deliveryDate}`].filter(Boolean).join(", ");
    return `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
  },
  /** A bill's rate row: "VAT 19%: $171.00 on $900.00". */
  rateOn: (label: string, tax: string, net: string) => `${label}: ${tax} on ${net}`,

  payAction: "Pay for your order",
  seeAction: "See your order",
  invoiceAction: "Download your invoice",
  approvalsAction: "Open approvals",

  thanks: (what: string) => `Thank you for your order: ${what}.`,
  payPlease: "We hold the stock for you until you pay; please pay soon so the order does not expire.",
  placedSubject: (order: string) => `Order ${order} placed`,
  /** Issue 37: a bank deposit's order says where to deposit, with what reference, by when. */
  depositSubject: (order: string, amount: string, day: string) => `Order ${order} placed: deposit ${amount} by ${day}`,
  deposit: (amount: string, bankAccount: string, order: string, time: string) =>
    `Please deposit ${amount} to ${bankAccount}, writing the reference ${order} on the slip, by ${time} UTC. We hold the stock for you until then.`,

  codSubject: (order: string) => `Order ${order} confirmed: cash on delivery`,
  codConfirmed: (what: string) => `Thank you for your order: ${what}. It is confirmed.`,
  codPay: (amount: string) => `Please pay the driver ${amount} in cash when it arrives; we invoice it when it is dispatched.`,
  accountSubject: (order: string) => `Order ${order} confirmed on account`,
  approvedOnAccount: (approver: string, what: string) => `${approver} approved your order (${what}), and it is confirmed on your company's account.`,
  confirmedOnAccount: (what: string) => `Thank you for your order: ${what}. It is confirmed on your company's account.`,
  /** `days`: after dispatch, or null when due on the day it is dispatched. */
  terms: (terms: string, amount: string, days: number | null) =>
    `Payment terms: ${terms}. We invoice your company ${amount} when the order is dispatched, ${days === null ? "due on the day it is dispatched" : `due ${days} days after it is dispatched`}; your company pays it then, no card needed now.`,

  paidSubject: (order: string) => `Payment received for order ${order}`,
  paid: (amount: string, what: string) => `We received your payment of ${amount} for ${what}.`,
  invoiceReady: (invoice: string) => `Your invoice ${invoice} is ready to download from your order page.`,

  shippedSubject: (order: string) => `Order ${order} shipped`,
  onItsWay: (what: string) => `Your order (${what}) is on its way.`,
  tracking: (carrier: string, trackingNumber: string) => `Carrier: ${carrier}. Tracking number: ${trackingNumber}.`,
  codOnArrival: (amount: string, invoice: string) => `Please pay the driver ${amount} in cash when it arrives. Its invoice ${invoice} is on your order page.`,
  invoiced: (invoice: string, amount: string, dueDate: string) => `We issued invoice ${invoice} for ${amount} to your company today, due on ${dueDate}. You can download it from your order page.`,
  dueOnShipment: (today: string) => `Its invoice is due on shipment: today, ${today}.`,

  cancelledSubject: (order: string) => `Order ${order} cancelled`,
  cancelled: (what: string) => `Your order (${what}) was cancelled. Nothing was charged.`,

  /** `invoice`: the invoice it corrects, or null for an order not invoiced. */
  creditNote: (note: string, amount: string, invoice: string | null) =>
    `Credit note ${note} for ${amount}${invoice === null ? "" : ` corrects invoice ${invoice}`}; you can download it from your order page.`,
  /** The lines a part refund gave back, one a line. */
  givenBack: (parts: string) => `Given back:\n${parts}`,
  creditedSubject: (order: string) => `Order ${order} cancelled and credited`,
  partCreditedSubject: (order: string) => `Part of order ${order} credited`,
  credited: (what: string, amount: string) => `Your order (${what}) was cancelled and ${amount} credited to your company's account.`,
  partCredited: (what: string, amount: string) => `Part of your order (${what}) was credited to your company's account: ${amount}.`,
  creditLowers: "It reduces what your company owes on the invoice; no card is charged or refunded.",
  refundedSubject: (order: string) => `Order ${order} cancelled and refunded`,
  partRefundedSubject: (order: string) => `Part of order ${order} refunded`,
  refunded: (what: string, amount: string) => `Your order (${what}) was cancelled and ${amount} refunded to your card.`,
  partRefunded: (what: string, amount: string) => `Part of your order (${what}) was refunded: ${amount} to your card.`,
  bankDays: "Your bank may take a few days to show it.",

  /** `reason`: companyMessages.overOrderLimit / overMonthlyLimit (joined with orderEmailTexts.and). */
  awaitingSubject: (order: string) => `Order ${order} waits for approval`,
  awaiting: (what: string, reason: string) => `Your order (${what}) is ${reason}, so it waits for an approver or admin of your company.`,
  awaitingHold: "We hold its stock meanwhile. We will email you when it is decided; you can pay it once it is approved.",
  approvedSubject: (order: string) => `Order ${order} approved: please pay`,
  approved: (approver: string, what: string) => `${approver} approved your order (${what}).`,
  rejectedSubject: (order: string) => `Order ${order} rejected`,
  rejected: (approver: string, what: string) => `${approver} rejected your order (${what}), so it is cancelled and nothing was charged.`,
  expiredSubject: (order: string) => `Order ${order} expired`,
  approvalExpired: (what: string) => `Your order (${what}) was not approved in time, so it expired and its stock went back on sale.`,
  expired: (what: string) => `Your order (${what}) was not paid in time, so it expired and its stock went back on sale.`,
  orderAgain: "You are welcome to place a new order.",

  /** To the company's approvers and admins. */
  approvalRequestSubject: (order: string) => `Order ${order} waits for your approval`,
  approvalRequest: (buyer: string, what: string, reason: string) => `${buyer} placed an order (${what}) that is ${reason}.`,
  /** `day`: the last day of its approval hold, or null. */
  decideBy: (day: string | null) => `Please approve or reject it by ${day ?? "soon"}; undecided, it expires then and its stock goes back on sale.`,
  /** Two limits an order is over: "over the limit per order ($500.00) and over the limit per month ($2,000.00)". */
  and: (first: string, second: string) => `${first} and ${second}`,
} as const);

/** Why the shop gave a payment back by itself: the buyer's refund email and the office's notices say it. */
export const lateRefundReasons = words("lateRefundReasons", {
  /** `status`: the order's, expired or cancelled. */
  closed: (status: string) => `order ${status} before its payment arrived`,
  alreadyPaid: "the order was already paid",
  refusedRisky: "the office refused it as risky",
} as const);

/**
 * Issue 37: what the office must look at (modules/orders/office.ts): written in each office
 * address's language (officeLanguage). `method` is the gateway's name; amounts come formatted.
 */
export const officeEmailTexts = words("officeEmailTexts", {
  greeting: "For the office:",
  openOrder: "Open the order",
  openCompany: "Open the company",
  openCompanies: "Open the companies",
  mismatchSubject: (method: string, order: string) => `A ${method} payment does not match order ${order}`,
  /** `paid`: what the gateway answered, "12.5 BDT"; `transaction`: null when it named none. */
  mismatch: (method: string, paid: string, transaction: string | null, amount: string) =>
    `${method} answered a payment of ${paid} (transaction ${transaction ?? "none"}) for an attempt of ${amount}. It was not applied.`,
  checkAndRefund: "Check it in the gateway's merchant panel, and refund it there if money was taken.",
  riskySubject: (method: string, order: string) => `A risky ${method} payment waits for you: order ${order}`,
  risky: (method: string, amount: string, order: string, transaction: string) => `${method} took ${amount} for order ${order} (transaction ${transaction}) but flagged it risky.`,
  riskyDecide:
    "The order stays unpaid and keeps its stock until you accept the payment (the order is paid) or refuse it (it is refunded through the gateway): POST /api/admin/orders/{id}/risky-payment. Check it in the gateway's merchant panel first.",
  byHandSubject: (method: string, order: string) => `Refund by hand: a ${method} payment for order ${order}`,
  /** `failure`: what went wrong, or null when the gateway did not answer. */
  refundFailed: (method: string, amount: string, transaction: string, reason: string, failure: string | null) =>
    `${method} took ${amount} (transaction ${transaction}) after ${reason}. Its automatic refund did not go through: ${failure ?? "no answer"}.`,
  refundUnconfirmed: (method: string, amount: string, transaction: string) =>
    `${method} took ${amount} (transaction ${transaction}) for an order that could no longer take it. Its automatic refund has no confirmed outcome.`,
  notAskedAgain: "It is not asked again by itself, so that it is never given back twice: check the gateway's merchant panel and refund it there if it was not.",
  lateRefundedSubject: (method: string, order: string) => `A late ${method} payment was refunded: order ${order}`,
  lateRefunded: (method: string, amount: string, transaction: string, reason: string, refund: string) =>
    `${method} took ${amount} (transaction ${transaction}) after ${reason}. It was refunded automatically (refund ${refund}); the buyer was told.`,
  refundUnknownSubject: (provider: string, order: string) => `Check a ${provider} refund: order ${order}`,
  refundUnknown: (amount: string, provider: string, transaction: string, reference: string) =>
    `A refund of ${amount} of ${provider} payment ${transaction} (our reference ${reference}) has no known outcome: ${provider} did not answer.`,
  accountRefundUnknownSubject: (provider: string) => `Check a ${provider} refund of a payment on account`,
  checkPanel: "It is not asked again by itself, so that it is never given back twice: check the gateway's merchant panel.",
  accountMismatchSubject: (method: string) => `A ${method} payment on account does not match what was asked`,
  accountMismatch: (method: string, paid: string, transaction: string | null, amount: string) =>
    `${method} answered a payment of ${paid} (transaction ${transaction ?? "none"}) for a payment on account of ${amount}. It was not applied to any invoice.`,
  accountRiskySubject: (method: string) => `A risky ${method} payment on account waits for you`,
  accountRisky: (method: string, amount: string, transaction: string) =>
    `${method} took ${amount} (transaction ${transaction}) for a company's payment on account but flagged it risky. It was not applied: the invoices stay open.`,
  accountRiskyCheck:
    "Check it in the gateway's merchant panel: refund it there, or, if it is sound, record it on the company's page as a payment received with the transaction id as its reference.",
  orphanSubject: (method: string) => `A ${method} payment on account has no company any more`,
  orphan: (method: string, amount: string, transaction: string) =>
    `${method} took ${amount} (transaction ${transaction}) for a payment on account of a company that no longer exists. Refund it in the gateway's merchant panel.`,
} as const);
