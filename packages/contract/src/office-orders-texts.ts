import { words } from "./i18n";

/* Issue 38: the words of the office's order screens (Manage All Orders, its row actions and their dialogs) and of the admin tables, moved here from their components. */

export const manageOrdersTexts = words("manageOrdersTexts", {
  heading: "Manage All Orders",
  intro: "Every customer's orders: find one, ship the paid ones, refund what must go back.",
  filter: "Filter orders",
  status: "Status",
  allStatuses: "All statuses",
  search: "Search by order number or email",
  searchExample: "e.g. D38635E2 or bob",
  searchButton: "Search",
  searchHint: "The number shown on every order (with or without #), or any part of the buyer's email.",
  exportCsv: "Export CSV",
  loading: "Loading orders",
  couldNotLoad: "We could not load the orders.",
  noneMatch: "No orders match.",
  none: "No orders yet.",
  table: "All orders",
  number: "#",
  order: "Order",
  date: "Date",
  name: "Name",
  email: "Email",
  product: "Product",
  price: "Price",
  actions: "Actions",
  pagination: "Orders",
  /** What the row's buttons act on: its place in the list, the product and the buyer. */
  rowLabel: (number: number, product: string, email: string) => `order ${number}, ${product} for ${email}`,
  open: (number: string, product: string, email: string) => `Open order ${number}: ${product} for ${email}`,
  delete: (label: string) => `Delete ${label}`,
  /** The delete dialog's detail: the order's number, buyer, lines and price (written as money). */
  deleteDetail: (number: string, name: string, email: string, lines: string, price: string) => `Order ${number} for ${name} (${email}): ${lines}; ${price}.`,
} as const);

export const officeOrderTexts = words("officeOrderTexts", {
  /** Whose order a dialog acts on. */
  forBuyer: (name: string, email: string) => `For ${name} (${email}):`,
  keep: "Keep it",
  markShipped: "Mark shipped",
  markShippedFor: (label: string) => `Mark shipped: ${label}`,
  cancelWithRefund: "Cancel with refund",
  cancelWithCreditNote: "Cancel with credit note",
  cashReceivedDone: "Cash received: the order is paid",
  returnedDone: "Order returned: stock back on sale",
  depositRecorded: "Deposit recorded: the order is paid",
  /** The cash dialog: what the order asks (written as money). */
  cashAsks: (amount: string) => `The order asks ${amount}; the cash collected must be exactly that.`,
  amountCollected: "Amount collected",
  refundReason: "Reason for the refund",
  refundReasonHint: (max: number) => `Optional; the buyer sees it. At most ${max} characters.`,
  refundReasonTooLong: (max: number) => `The reason must be at most ${max} characters`,
} as const);

export const adminTableTexts = words("adminTableTexts", {
  scrollHint: "The table is wider than the screen: scroll it sideways (swipe, or focus it and use the arrow keys) to see every column.",
  delete: "Delete",
} as const);

/** The carrier and tracking number the office gives when it ships an order. */
export const shipmentLabels = words("shipmentLabels", { carrier: "Carrier", trackingNumber: "Tracking number" } as const);

export const orderOfficeMessages = words("orderOfficeMessages", {
  shipConfirm: "Mark this order shipped?",
  refundConfirm: "Cancel this order and refund the payment?",
  refunded: "Order cancelled and refunded",
  paidNoDelete: "A paid order is cancelled with a refund, not deleted",
  /** Issue 36 item 4: an order on account before its dispatch has no invoice, so it is cancelled, not credited. */
  cancel: "Cancel order",
  cancelConfirm: "Cancel this order on account?",
  cancelNotInvoiced: "It is not dispatched, so not invoiced yet: nothing is credited, and its stock goes back on sale.",
  cancelled: "Order cancelled",
} as const);
