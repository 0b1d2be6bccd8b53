/** Issue 28: invoices chosen for a payment and the amounts typed for them (the Invoices page, the office's transfer form). */
import { accountPaymentMessages, invoiceLabel, type CompanyInvoice } from "@shop/contract";

/** An invoice chosen to pay, and the amount typed for it (the balance unless changed: a part payment). */
export interface Chosen {
  number: number;
  balanceCents: number;
  amount: string;
}

/** The amount typed, in cents: a positive number with at most 2 decimals; null otherwise. */
export function amountCents(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const cents = Math.round(Number(trimmed) * 100);
  return cents > 0 ? cents : null;
}

export const balanceCentsOf = (invoice: Pick<CompanyInvoice, "balance">) => Math.round(invoice.balance * 100);

export function choose(invoice: CompanyInvoice): Chosen {
  const balanceCents = balanceCentsOf(invoice);
  return { number: invoice.number, balanceCents, amount: (balanceCents / 100).toFixed(2) };
}

/** What is wrong with one chosen amount (the server would answer 400 or 409), or null. */
export function problemOf(chosen: Chosen): string | null {
  const cents = amountCents(chosen.amount);
  return cents === null || cents > chosen.balanceCents ? accountPaymentMessages.amountInvalid(invoiceLabel(chosen.number)) : null;
}

/** The total of the amounts that are valid. */
export const totalCents = (chosen: readonly Chosen[]) => chosen.reduce((sum, one) => sum + (problemOf(one) === null ? (amountCents(one.amount) ?? 0) : 0), 0);

/** The payment's allocations, in invoice order, in major units as the API takes them. */
export const allocationsOf = (chosen: readonly Chosen[]) =>
  [...chosen].sort((a, b) => a.number - b.number).map((one) => ({ invoiceNumber: one.number, amount: (amountCents(one.amount) ?? 0) / 100 }));
