import { accountPaymentMessages, dollarsToCents, formatCents, invoiceLabel } from "@shop/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { invoices } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { balanceCents } from "./invoices";

/** One invoice a payment names, and what it applies to it, in cents. */
export interface AllocationCents {
  invoiceNumber: number;
  amountCents: number;
}

/** A payment's allocations as the member sent them (major units), in cents and invoice-number order. */
export const requestedCents = (allocations: readonly { invoiceNumber: number; amount: number }[]): AllocationCents[] =>
  allocations.map((allocation) => ({ invoiceNumber: allocation.invoiceNumber, amountCents: dollarsToCents(allocation.amount) })).sort((a, b) => a.invoiceNumber - b.invoiceNumber);

/** Whether two payments ask the same invoices and amounts (both in invoice-number order). */
export const sameRequest = (a: readonly AllocationCents[], b: readonly AllocationCents[]) =>
  a.length === b.length && a.every((allocation, i) => allocation.invoiceNumber === b[i]?.invoiceNumber && allocation.amountCents === b[i]?.amountCents);

/**
 * Decision 041's checks of a payment's allocations before anything is written: each names an
 * invoice of this company (another company's is answered as one that does not exist: 404) and
 * fits its balance now (409). The schema has already refused amounts of 0 or less (400).
 */
export async function checkAllocations(db: Db | Tx, companyId: string, requested: readonly AllocationCents[], currency: string): Promise<void> {
  const numbers = requested.map((allocation) => allocation.invoiceNumber);
  const found = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), inArray(invoices.number, numbers)));
  const byNumber = new Map(found.map((invoice) => [invoice.number, invoice]));
  if (requested.some((allocation) => !byNumber.has(allocation.invoiceNumber))) throw notFound("Invoice");
  for (const allocation of requested) {
    const invoice = byNumber.get(allocation.invoiceNumber);
    const balance = invoice ? balanceCents(invoice) : 0;
    if (allocation.amountCents > balance) {
      throw conflict(accountPaymentMessages.beyondBalance(invoiceLabel(allocation.invoiceNumber), formatCents(Math.max(0, balance), currency)));
    }
  }
}
