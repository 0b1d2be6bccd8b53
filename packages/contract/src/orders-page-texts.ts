import { words } from "./i18n";

/* Issue 38: the words of the buyer's order pages (My orders and one order's page), moved here from their components. */

export const myOrdersTexts = words("myOrdersTexts", {
  pageTitle: "My orders · AgroForge",
  heading: "My orders",
  loading: "Loading your orders",
  couldNotLoad: "We could not load your orders.",
  noOrders: "You have no orders yet",
  noOrdersHint: "Pick a tool from the catalogue and place your first order.",
  browseTools: "Browse tools",
  pagination: "Orders",
  /** The cancel dialog's detail: the order's number, its lines and its price (written as money). */
  cancelDetail: (number: string, lines: string, price: string) => `Order ${number}: ${lines}; ${price}.`,
  yourOrders: "Your orders",
  newestFirst: "Your orders, newest first",
  number: "#",
  order: "Order",
  name: "Name",
  email: "Email",
  product: "Product",
  price: "Price",
  payment: "Payment",
  cancelling: "Cancelling",
  cancel: "Cancel",
  /** Before the order's number. */
  no: "No.",
  /** After the approval deadline. */
  payableOnceApproved: "; payable once approved.",
  pay: "Pay",
  paid: "Paid",
  idCopied: "Transaction id copied",
  copyFailed: "Could not copy; select the id and copy it instead.",
  transactionId: "Transaction id:",
  copyTransactionId: "Copy transaction id",
} as const);

export const orderPageTexts = words("orderPageTexts", {
  notShippedCancelled: "Cancelled before it was shipped; nothing will be sent.",
  notShippedExpired: "Expired before it was paid; nothing will be sent.",
  notShipped: "Not shipped yet.",
  notPaidCancelled: "Cancelled before it was paid.",
  notPaidExpired: "Not paid in time.",
  notPaidAwaiting: "It can be paid once approved.",
  notPaid: "No payment yet.",
  pageTitle: (number: string) => `Order ${number} · AgroForge`,
  loading: "Loading the order",
  couldNotLoad: "We could not load this order.",
  heading: (number: string) => `Order ${number}`,
  /** Before the date the order was placed. */
  placed: "Placed",
  pay: "Pay",
  /** The office's actions' name for the order. */
  officeLabel: (number: string) => `order ${number}`,
  backToAll: "Back to all orders",
  items: "Items",
  item: "Item",
  buyer: "Buyer",
  name: "Name",
  email: "Email",
  phone: "Phone",
  placedByOffice: (name: string) => `${name} (by the office)`,
  shipment: "Shipment",
  carrier: "Carrier",
  trackingNumber: "Tracking number",
  payment: "Payment",
  amount: "Amount",
  paidAt: "Paid at",
  provider: "Provider",
  transaction: "Transaction",
  refunded: "Refunded",
  /** The refund's amount (written as money) and when. */
  refundedOn: (amount: string, at: string) => `${amount} on ${at}`,
  reason: "Reason",
  invoice: (number: string) => `Invoice ${number}`,
  downloadInvoice: "Download invoice",
  history: "History",
  statusHistory: "Status history",
  byWhom: (name: string) => ` (by ${name})`,
  /** Who took a step of the history, as the server names them to a buyer (`by`): the buyer, or the shop's office. */
  byYou: "you",
  byTheShop: "the shop",
  /** The credit notes' refunded units: how many of how many of which tool (the counts come written). */
  refundedUnits: "Refunded units",
  refundedOf: (refunded: string, quantity: string, tool: string) => `${refunded} of ${quantity} × ${tool}`,
} as const);
