import { words } from "./i18n";

/* Issue 38: the words of the parts the buyer's pages share (an order's lines, the payment choice, the bank deposit, dialogs), moved here from their components. */

export const orderLinesTexts = words("orderLinesTexts", {
  /** A unit price (written as money) from the order's quote. */
  quoted: (price: string) => `${price} (quoted)`,
  priceList: (name: string) => `price list ${name}`,
  /** The volume break that priced the line: its quantity comes written. */
  breakPrice: (minQuantity: string) => `${minQuantity}+ price`,
  /** A unit price (written as money) and why it is that price (the reasons above, joined). */
  priced: (price: string, why: string) => `${price} (${why})`,
  /** Between two reasons for a price. */
  reasonSeparator: ", ",
  /** The bill summary's name for one order. */
  billOfOrder: (summary: string, number: string) => `${summary}: order ${number}`,
  caption: (number: string) => `Lines of order ${number}`,
  tool: "Tool",
  quantity: "Quantity",
  lineTotal: "Line total",
} as const);

export const orderNotFoundTexts = words("orderNotFoundTexts", {
  heading: "Order not found",
  office: "There is no order at this address.",
  buyer: "There is no order of yours at this address. Your orders are listed under My orders.",
  toAllOrders: "Go to Manage All Orders",
  toMyOrders: "Go to My orders",
} as const);

export const confirmDialogTexts = words("confirmDialogTexts", {
  delete: "Delete",
  keepIt: "Keep it",
} as const);

export const bankDepositTexts = words("bankDepositTexts", {
  heading: "Bank deposit",
  account: "Account",
  reference: "Reference",
  amount: "Amount",
  depositBy: "Deposit by",
} as const);

export const paymentChoiceTexts = words("paymentChoiceTexts", {
  heading: "How will you pay?",
  /** The online choice: the online methods offered, their names joined. */
  payNow: (methods: string) => `Pay now: ${methods}`,
  /** Between two method names. */
  methodSeparator: ", ",
  hints: {
    online: "Pay on the next page.",
    cod: "Pay the driver in cash when the goods arrive.",
    bank_deposit: "Deposit at the bank; the account and the reference follow.",
  },
} as const);

export const approvalNoteTexts = words("approvalNoteTexts", {
  /** Between two limits an order goes over (issue 35). */
  limitsJoin: " and ",
} as const);
