import { words } from "./i18n";

/*
 * Issue 38: the words of the buyer's purchase pages (the tool page, the cart and its checkout),
 * moved here from their components so a Bangla page says them in Bangla.
 */

export const purchasePageTexts = words("purchasePageTexts", {
  loadingOrderForm: "Loading the order form",
  toolNotFound: "Tool not found",
  purchase: "Purchase",
  notInCatalogue: "This tool is not in our catalogue (any more). Please pick another one.",
  browseTools: "Browse tools",
  couldNotLoadTool: "We could not load this tool.",
  pageTitle: (tool: string) => `Purchase ${tool} · AgroForge`,
  allTools: "All tools",
  heading: (tool: string) => `Purchase by ${tool}`,
  tool: "Tool",
  orderingAs: "Ordering as",
  name: "Name",
  email: "Email",
  priceAndCart: "Price and cart",
} as const);

export const quantityCheckTexts = words("quantityCheckTexts", {
  setQuantity: "Set Quantity",
  /** Under the heading: the tool's minimum and its stock, then its pack size when it has one. */
  limits: (minimum: number, stock: number) => `Order at least ${minimum}; ${stock} in stock.`,
  packs: (packSize: number) => ` Sold in packs of ${packSize}.`,
  quantity: "Quantity",
  enterQuantity: "Please enter a quantity",
  notAWholeNumber: "Please enter a whole number",
} as const);

export const cartPageTexts = words("cartPageTexts", {
  browseTools: "Browse tools",
  toolsInCart: "Tools in the cart",
  loadingCheckout: "Loading the checkout",
  checkingLogin: "Checking whether you are logged in",
  loadingTool: "Loading the tool",
  couldNotLoadTool: "We could not load this tool.",
  tryAgain: "Try again",
  /** The remove button's name for a line whose tool could not be loaded. */
  thisTool: "this tool",
  /** After the line's unit price: its minimum, its pack size (1: none) and its stock. */
  lineLimits: (minimum: number, packSize: number, stock: number) =>
    `; order at least ${minimum}${packSize > 1 ? `, in packs of ${packSize}` : ""}; ${stock} in stock.`,
} as const);

export const checkoutFormTexts = words("checkoutFormTexts", {
  name: "Name",
  phone: "Phone",
  address: "Address",
  optional: "Optional",
  phoneRequired: "Phone is required",
  phoneInvalid: "Please provide a valid phone number",
} as const);

export const orderFormTexts = words("orderFormTexts", {
  orderPlaced: "Order placed",
  /** Before the placed order's number. */
  orderNo: "order no.",
  /** The placed order's quantity, tool and price (written as money). */
  placedLine: (quantity: number, tool: string, price: string) => `${quantity} × ${tool} for ${price}.`,
  payNow: "Pay now",
  viewOrder: "View order",
  goToMyOrders: "Go to My orders",
  placeAnother: "Place another order",
  fillUp: "Please fill up the information below",
  name: "Name",
  email: "Email",
  productName: "Product Name",
  address: "Address",
  number: "Number",
  quantity: "Quantity:",
  placeOrder: "Place Order",
} as const);
