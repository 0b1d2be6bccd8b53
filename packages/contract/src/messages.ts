import { words } from "./i18n";
/**
 * The specification's own words (spec sections 4, 5 and 8). The UI shows them and the
 * tests look for them, so both read them from here and they are spelled once. The few marked
 * "not in the spec" are ours, where the spec has no words or the wrong ones.
 */
export const messages = words("messages", {
  validation: {
    emailRequired: "Email is require",
    emailInvalid: "Please provide a valid email",
    passwordRequired: "Password is require",
    passwordShort: "password must be 6 or longer",
    nameRequired: "Name is require",
  },
  auth: {
    errorPrefix: "Error:",
    signedUpAlert: "Updated profile",
    googleButton: "continue wth google",
    googleNotConfigured: "Google sign-in is not configured",
    /**
     * Why a Google sign-in came back to /login (`?error=<code>`). Only codes travel in the URL,
     * so nobody can put words of their own on our login page with a crafted link.
     */
    googleErrors: {
      google_cancelled: "Google sign-in was cancelled",
      google_failed: "Google sign-in failed; please try again",
      google_unverified: "Your Google email address is not verified",
    },
  },
  notFound: {
    title: "404! Not available",
    text: "Opps! It seems error routing search... Please confirm your search location",
  },
  quantity: {
    tooMany: "Failed to set place order",
    /** The spec fixes the text at 100; we show the tool's real minimum (100 for the tool whose minimum is 100). */
    tooFew: (minimum: number) => `please set at least ${minimum}`,
    ok: "Successfully set order quantity",
  },
  order: {
    placed: "Successfully placed an order",
    failed: "Failed to place an order",
    deleted: "Successfully deleted order",
    cancelled: "Successfully deleted an items",
    /** Not in the spec (it has no shipping step): the admin's Mark shipped. */
    shipped: "Order marked as shipped",
    /** Not in the spec (orders hold stock for ORDER_HOLD_MINUTES): paying an order whose hold ran out. */
    expired: "This order expired before it was paid and its stock went back on sale; please place a new order.",
    /** Not in the spec: the cap of MAX_UNPAID_ORDERS. */
    tooManyUnpaid: (max: number) => `You already have ${max} unpaid orders; pay or cancel one before placing another.`,
    /** Not in the spec: what one customer's unpaid orders may hold together (MAX_HELD_VALUE). */
    heldValueCap: (max: string) => `Unpaid orders may hold at most ${max} together; pay your open orders first, or ask for a quote.`,
    /** Issue 35: MAX_HELD_VALUE when the order alone is above it: no payment of other orders would help, a quote for the cart does. */
    aboveHeldValue: (max: string) => `This order comes to more than ${max}, more than can be ordered without a quote. Request a quote for the whole cart: the office answers with one offer you accept as one order.`,
    /** Issue 35: MAX_HELD_VALUE when the buyer's open (unpaid) orders and this one together are above it. */
    heldValueWithOpen: (max: string, held: string) =>
      `Your unpaid orders hold ${held} already, and with this order they would hold more than ${max} together. Pay or cancel your open orders first, or request a quote for the cart.`,
    /** Not in the spec: the share of a tool's stock one customer's unpaid orders may hold together (MAX_HELD_SHARE); `held`: what they hold already. */
    heldShareCap: (most: number, name: string, held: number) =>
      held > 0
        ? `Your unpaid orders may hold at most ${most} of ${name} together, and they hold ${held} already; pay them first, or ask for a quote for more.`
        : `Your unpaid orders may hold at most ${most} of ${name} until they are paid; ask for a quote for more.`,
    /** Not in the spec: My orders, beside an unpaid order's Pay button. */
    payBy: (time: string) => `Pay by ${time}`,
    /** Not in the spec: the badge of an expired order. */
    expiredBadge: "Expired",
  },
  confirmDelete: "are you sure? want to delete?",
  admin: {
    made: "Successfully made an admin",
    productAdded: "Successfully added a Tools",
    productDeleted: "Successfully Deleted products",
    /** Not in the spec, which gives Delete User no toast at all. */
    userDeleted: "Successfully deleted the user",
    /** Not in the spec, which has no Remove Admin. */
    removed: "Successfully removed an admin",
  },
  review: {
    added: "Successfully added a review",
    /** Not in the spec, which has no review moderation. */
    deleted: "Successfully deleted the review",
  },
  profile: {
    updated: "Successfully Updated Profile",
    /** The spec reuses the review toast after a profile add by mistake; a profile gets its own words. */
    added: "Successfully added your profile",
  },
  payment: {
    completed: "Congrats! Your payment is completed.",
    /** Not in the spec: the payment provider failed or could not be reached (502). */
    providerUnavailable: "The payment service is not available right now; you were not charged. Please try again in a few minutes.",
  },
} as const);
