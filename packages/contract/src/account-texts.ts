import { words } from "./i18n";
/**
 * Issue 28 items 2 and 4: the words of invoices on account, their payments and reminders,
 * zod-free (decision 020), shared by the company's Invoices page, the office's transfer form,
 * the server's refusals and the reminder emails.
 */

/** Where an invoice stands: a balance not yet due, a balance past its due date (a day of SHOP_TIMEZONE), or nothing left to pay. */
export const invoiceStatuses = ["open", "overdue", "paid"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/**
 * The filters of `GET /api/company/invoices?status=`: the contract's three, and `unpaid` (beyond
 * the contract): open and overdue together, what the Invoices page and the office's transfer
 * form offer to pay.
 */
export const invoiceFilters = [...invoiceStatuses, "unpaid"] as const;
export type InvoiceFilter = (typeof invoiceFilters)[number];

/**
 * Where a payment on a gateway's page stands when the buyer is back on the Invoices page
 * (`?payment=`): zod-free, as the page reads it when it hydrates.
 */
export const gatewayReturnResults = ["paid", "unpaid", "pending"] as const;
export type GatewayReturnResult = (typeof gatewayReturnResults)[number];

export const invoiceStatusLabels: Record<InvoiceStatus, string> = words("invoiceStatusLabels", {
  open: "Open",
  overdue: "Overdue",
  paid: "Paid",
});

/** The days around a due date on which the company is reminded of a balance (negative: before it). */
export const INVOICE_REMINDER_OFFSETS = [-7, 0, 7, 30] as const;
export type InvoiceReminderOffset = (typeof INVOICE_REMINDER_OFFSETS)[number];

/** How many payments of one company may wait for their card at a time. */
export const MAX_PENDING_ACCOUNT_PAYMENTS = 10;
/** How many invoices one payment may name. */
export const MAX_PAYMENT_ALLOCATIONS = 100;
/** The most one payment on account may carry, in the shop's currency. */
export const ACCOUNT_PAYMENT_MAX = 10_000_000;
export const TRANSFER_REFERENCE_MAX = 140;

export const companyInvoiceLabels = words("companyInvoiceLabels", {
  heading: "Invoices",
  intro: (company: string) => `The invoices of ${company} on account: select the ones to pay and pay them together by card, in full or in part.`,
  filter: "Show",
  filters: { unpaid: "To pay", overdue: "Overdue", open: "Open", paid: "Paid", all: "All" } satisfies Record<InvoiceFilter | "all", string>,
  invoice: "Invoice",
  order: "Order",
  issued: "Issued",
  due: "Due",
  noDueDate: "On shipment",
  total: "Total",
  paid: "Paid",
  balance: "Balance",
  status: "Status",
  select: (invoice: string) => `Select invoice ${invoice}`,
  amount: (invoice: string) => `Amount to pay on ${invoice}`,
  /** The PDF button's name: its visible word first. */
  download: (invoice: string) => `PDF of invoice ${invoice}`,
  selected: (count: number) => (count === 0 ? "No invoices selected" : count === 1 ? "1 invoice selected" : `${count} invoices selected`),
  totalToPay: "Total to pay",
  toPay: "To pay",
  pay: (count: number) => (count === 0 ? "Pay invoices" : count === 1 ? "Pay 1 invoice" : `Pay ${count} invoices`),
  payHeading: "Pay by card",
  /** Issue 37: the pay step when the shop also offers bKash or SSLCommerz in its currency. */
  payHeadingChoice: "How will you pay?",
  methodLegend: "Payment method",
  card: "Card",
  gatewayIntro: (method: "bkash" | "sslcommerz") =>
    method === "bkash"
      ? "You pay in the bKash app or page, then come back to this page."
      : "Choose a card, bKash, Nagad, Rocket or your bank on SSLCommerz's page, then come back to this page.",
  payWith: (gateway: string) => `Pay with ${gateway}`,
  paying: (amount: string, count: number) => `You are paying ${amount} on ${count === 1 ? "1 invoice" : `${count} invoices`}.`,
  changeSelection: "Change the selection",
  none: "No invoices here.",
  noneToPay: "Nothing to pay: every invoice is paid.",
  noCompany: "You do not belong to a company.",
  loading: "Loading the invoices",
  loadError: "We could not load the invoices.",
} as const);

export const accountPaymentMessages = words("accountPaymentMessages", {
  /** The answer when an allocation asks more of an invoice than is left on it (409). */
  beyondBalance: (invoice: string, balance: string) => `Invoice ${invoice} has ${balance} left to pay: a payment cannot apply more than its balance`,
  duplicateInvoice: "Name each invoice once",
  overAmount: "The amounts applied add up to more than the transfer",
  /** The office's transfer form, before it asks the server. */
  transferAmountInvalid: (label: string) => `${label} must be more than 0, with at most 2 decimals`,
  transferReferenceRequired: (label: string) => `${label} is required`,
  transferDateInvalid: (label: string) => `${label} must be a date`,
  transferRecorded: "A transfer with this reference, amount and date is recorded for this company already",
  /** The contract's rule (section "Tax"): money not yet received cannot be booked; `today` is the shop's. */
  receivedAfterToday: (today: string) => `A bank transfer or deposit dated after the shop's today (${today}) is refused`,
  notConfirmed: "The payment provider has not confirmed this payment yet",
  cancelled: "This payment was not completed in time and was cancelled: start a new one",
  tooManyPending: `Your company has ${MAX_PENDING_ACCOUNT_PAYMENTS} card payments waiting for their card: finish one, or wait an hour`,
  /** The Invoices page after the card paid: what was applied. */
  applied: (amount: string, count: number) => `Payment of ${amount} received: applied to ${count === 1 ? "1 invoice" : `${count} invoices`}.`,
  /** A part that no longer fitted (a transfer paid the invoice meanwhile): kept, not lost. */
  unapplied: (amount: string) => `${amount} could not be applied (the invoice was paid meanwhile); the shop keeps it as a credit and will contact you.`,
  /** The office applies a payment's unapplied money later: never more than is left of it (409). */
  beyondUnapplied: (unapplied: string) => `This payment has ${unapplied} unapplied: the amounts applied cannot add up to more`,
  selectOne: "Select at least one invoice to pay",
  /** Issue 37: the Invoices page when the member is back from bKash or SSLCommerz (`?payment=`). */
  gatewayReturned: {
    paid: "Payment received: it is applied to your invoices.",
    unpaid: "The payment was not made: the invoices are still open. You can pay them again.",
    pending: "We are waiting for the gateway to confirm your payment; the invoices show it as soon as it does.",
  },
  amountInvalid: (invoice: string) => `Enter an amount for ${invoice} between 0.01 and its balance`,
} as const);

/** The office's form on a company's page. */
export const transferLabels = words("transferLabels", {
  heading: "Record a bank transfer",
  intro: "A transfer the company made: its amount, the day it arrived and its reference, applied to one or several open invoices, or to none yet. What is not applied stays on the company's account as unapplied, to apply later.",
  amount: "Amount received",
  receivedOn: "Received on",
  reference: "Reference",
  invoices: "Apply to open invoices",
  apply: (invoice: string) => `Apply to ${invoice}`,
  applyAmount: (invoice: string) => `Amount applied to ${invoice}`,
  applied: "Applied",
  unapplied: (amount: string) => `${amount} stays unapplied`,
  submit: "Record transfer",
  noOpenInvoices: "This company has no open invoices.",
  recorded: (amount: string, count: number) =>
    count === 0 ? `Transfer of ${amount} recorded: kept on the company's account until it is applied` : `Transfer of ${amount} recorded: applied to ${count === 1 ? "1 invoice" : `${count} invoices`}`,
  payments: "Payments on account",
  noPayments: "No payments on account yet.",
  method: { card: "Card", transfer: "Bank transfer", bkash: "bKash", sslcommerz: "SSLCommerz" } satisfies Record<AccountPaymentMethod, string>,
  /** The company's unapplied money, above its payments. */
  unappliedTotal: "Unapplied on account",
  unappliedNone: "Every payment is applied to invoices.",
  refunded: (amount: string) => `${amount} refunded to the card`,
  /** Applying a payment's unapplied money later (beyond the contract). */
  applyUnapplied: "Apply",
  applyUnappliedOf: (reference: string) => `Apply the unapplied money of ${reference}`,
  applyHeading: (amount: string) => `Apply ${amount} of unapplied money`,
  applyIntro: "Choose the company's open invoices and how much of this payment's unapplied money goes to each. What you do not apply stays unapplied.",
  applySubmit: "Apply to invoices",
  overUnapplied: "The amounts add up to more than is unapplied",
  appliedLater: (amount: string, count: number) => `${amount} applied to ${count === 1 ? "1 invoice" : `${count} invoices`}`,
} as const);

/** The reminder emails of the sweep (decision 041 "Reminders"). */
export const invoiceReminderTexts = words("invoiceReminderTexts", {
  subject: (invoice: string, offset: InvoiceReminderOffset, dueDate: string, shop: string) =>
    `${offset < 0 ? `Invoice ${invoice} is due on ${dueDate}` : offset === 0 ? `Invoice ${invoice} is due today` : `Invoice ${invoice} is ${offset} days overdue`} — ${shop}`,
  greeting: (company: string) => `Hello ${company},`,
  due: (invoice: string, balance: string, dueDate: string, offset: InvoiceReminderOffset) =>
    offset < 0
      ? `A friendly reminder: invoice ${invoice} is due on ${dueDate}, and ${balance} of it is open.`
      : offset === 0
        ? `Invoice ${invoice} is due today, ${dueDate}, and ${balance} of it is open.`
        : `Invoice ${invoice} was due on ${dueDate}, ${offset} days ago, and ${balance} of it is still open.`,
  pay: "You can pay it by card on your company's Invoices page, alone or with other invoices, or by bank transfer quoting the invoice number.",
  alreadyPaid: "If you have paid it in the last few days, thank you, and please ignore this email.",
  action: "Open the Invoices page",
} as const);

/** How a payment on account was made (issue 37: bKash and SSLCommerz, on the gateway's page). */
export type AccountPaymentMethod = "card" | "transfer" | "bkash" | "sslcommerz";
/** The redirect gateways by their own names (buttons, emails): short, unlike the order page's descriptions. */
export const gatewayNames = { bkash: "bKash", sslcommerz: "SSLCommerz" } as const;

/** The email to the company's admins and accountants when a payment on account is applied. */
export const paymentAppliedTexts = words("paymentAppliedTexts", {
  subject: (amount: string, shop: string) => `Payment of ${amount} received — ${shop}`,
  greeting: (company: string) => `Hello ${company},`,
  received: (amount: string, method: AccountPaymentMethod, reference: string) =>
    // Issue 37 item 8: a card payment is named by its transaction id too, as a gateway's is.
    method === "card"
      ? `We received your card payment of ${amount} (transaction ${reference}). Thank you.`
      : method === "transfer"
        ? `We received your bank transfer of ${amount} (reference ${reference}). Thank you.`
        : `We received your ${gatewayNames[method]} payment of ${amount} (transaction ${reference}). Thank you.`,
  line: (invoice: string, amount: string, balance: string) => `${invoice}: ${amount} applied, ${balance} left to pay`,
  unapplied: (amount: string) => `${amount} was not applied to an invoice; it stays on your account as a credit.`,
  action: "Open the Invoices page",
  /** Unapplied money the office applied later. */
  laterSubject: (amount: string, shop: string) => `${amount} of your credit applied to invoices — ${shop}`,
  later: (amount: string, method: AccountPaymentMethod, reference: string) =>
    `We applied ${amount} of the money your ${method === "card" ? `card payment (transaction ${reference})` : method === "transfer" ? `bank transfer (reference ${reference})` : `${gatewayNames[method]} payment (transaction ${reference})`} left unapplied on your account:`,
  stillUnapplied: (amount: string) => `${amount} of it is still unapplied, a credit on your account.`,
} as const);

/** Issue 35: the email to the company's admins and accountants when an invoice on account is issued. */
export const invoiceIssuedTexts = words("invoiceIssuedTexts", {
  subject: (invoice: string, amount: string, shop: string) => `Invoice ${invoice} for ${amount} issued on account — ${shop}`,
  issued: (invoice: string, amount: string, buyer: string, order: string) => `We issued invoice ${invoice} for ${amount} to your company, for order ${order} placed by ${buyer}.`,
  due: (terms: string, dueDate: string | null) => (dueDate ? `Payment terms: ${terms}. It is due on ${dueDate}.` : `Payment terms: ${terms}. It falls due on the day the order is shipped.`),
  pay: "You can download it and pay it by card on your company's Invoices page, or by bank transfer quoting the invoice number.",
} as const);

/** The email when a card payment on account is refunded at the payment provider. */
export const paymentRefundedTexts = words("paymentRefundedTexts", {
  subject: (amount: string, shop: string) => `Refund of ${amount} to your card — ${shop}`,
  refunded: (amount: string, paid: string) => `We refunded ${amount} of your card payment of ${paid} to the card that paid it.`,
  fromUnapplied: (amount: string) => `${amount} of it was money not applied to any invoice.`,
  line: (invoice: string, amount: string, balance: string) => `${invoice}: ${amount} no longer paid, ${balance} left to pay`,
} as const);
