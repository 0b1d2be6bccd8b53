import { dollarsToCents, type Quote } from "@shop/contract";

/**
 * Issue 28: the catalogue's unit price (cents) kept beside a member's quote priced by their price
 * list, to show struck beside it; null when the quote's list price is the catalogue's own.
 */
export const cataloguePriceOf = (quote: Pick<Quote, "listUnitPrice" | "catalogueUnitPrice">): number | null =>
  quote.catalogueUnitPrice !== null && quote.catalogueUnitPrice !== undefined && quote.catalogueUnitPrice > quote.listUnitPrice ? dollarsToCents(quote.catalogueUnitPrice) : null;
