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
