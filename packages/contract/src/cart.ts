import { words } from "./i18n";
/**
 * The web cart's own words (issue 12), beside bulkMessages: zod-free, as the navbar's cart
 * count is in the first download.
 */
export const cartMessages = words("cartMessages", {
  link: (lines: number) => `Cart, ${lines} ${lines === 1 ? "item" : "items"}`,
  addToCart: "Add to cart",
  /** A catalogue card's button: the visible "Add to cart" first, so the name holds the label seen. */
  addToolToCart: (name: string) => `Add to cart: ${name}`,
  inCart: "In cart",
  inCartNamed: (name: string) => `In cart: ${name}`,
  viewCart: "View cart",
  cartFull: (max: number) => `The cart holds at most ${max} tools`,
  updatedInCart: (name: string) => `The cart now holds the new quantity of ${name}`,
  nextBreak: (more: number, price: string) => `Order ${more} more to pay ${price} each`,
  listPrice: "List price",
  unitPrice: "Unit price",
  total: "Total",
  /** The cart's sum of its lines, before shipping and tax: the checkout's bill has the one Total. */
  goods: "Goods",
  lineQuantity: (name: string) => `Quantity of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  gone: "No longer in the shop: remove it to check out.",
  checkout: "Checkout",
  placeOrder: "Place order",
  signInToCheckout: "Log in to check out",
  fixLines: "Please fix the lines marked above first.",
  orderAgain: "Order again",
  reorderFitted: (name: string, wanted: number, now: number) => `${name}: ${now} instead of ${wanted} (today's stock and pack size)`,
  reorderNothing: "None of this order's tools can be ordered today.",
} as const);
