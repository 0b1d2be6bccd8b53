import { eq, sql } from "drizzle-orm";
import { accountPayments, creditNotes, invoices, paymentAllocations } from "../src/db/schema";
import type { TestApp } from "./app";

/*
 * Issue 28: a company's account written straight into the tables (invoices on account, payments
 * on account and their allocations, credit notes), as the use cases that write them leave them:
 * each invoice's paid and credited columns move with what is applied or credited. For the tests
 * of what reads the account (statements, receivables), apart from the tests of what writes it.
 */

export type InvoiceOnAccount = typeof invoices.$inferSelect;

/** Numbers far above the counter's, so they never meet an invoice or credit note the API issues. */
let nextNumber = 700_000;

/** Noon UTC of a day: the same day in every zone within ±11 hours. */
export const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

export async function invoiceOnAccount(
  t: TestApp,
  companyId: string,
  options: { issuedAt: Date | string; totalCents: number; dueDate: string | null; paymentTerms?: "net15" | "net30" | "net60" | "on_shipment" | null; paidCents?: number },
): Promise<InvoiceOnAccount> {
  nextNumber += 1;
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      number: nextNumber,
      orderId: crypto.randomUUID(),
      issuedAt: typeof options.issuedAt === "string" ? noonOf(options.issuedAt) : options.issuedAt,
      totalCents: options.totalCents,
      // A card-prepaid invoice (terms null) is paid in full when issued.
      paidCents: options.paidCents ?? 0,
      companyId,
      paymentTerms: options.paymentTerms === undefined ? "net30" : options.paymentTerms,
      dueDate: options.dueDate,
    })
    .returning();
  if (!row) throw new Error("no invoice");
  return row;
}

/** A payment on account, applied (unless `status` says otherwise) to the invoices named, with their paid columns. */
export async function paymentOnAccount(
  t: TestApp,
  companyId: string,
  options: {
    method: "transfer" | "card";
    status?: "pending" | "applied" | "cancelled";
    receivedOn?: string | null;
    appliedAt?: Date;
    reference: string;
    allocations: [InvoiceOnAccount, number][];
    unappliedCents?: number;
  },
): Promise<string> {
  const status = options.status ?? "applied";
  const applied = options.allocations.reduce((sum, [, cents]) => sum + cents, 0);
  const [payment] = await t.database.db
    .insert(accountPayments)
    .values({
      companyId,
      method: options.method,
      status,
      amountCents: applied + (options.unappliedCents ?? 0),
      unappliedCents: options.unappliedCents ?? 0,
      currency: "USD",
      receivedOn: options.receivedOn ?? null,
      reference: options.reference,
      requested: options.allocations.map(([invoice, cents]) => ({ invoiceNumber: invoice.number, amountCents: cents })),
      byEmail: "office@agritools.example",
      appliedAt: status === "applied" ? (options.appliedAt ?? new Date()) : null,
      ...(options.method === "card" ? { provider: "test" as const, transactionId: `test_tx_${crypto.randomUUID()}` } : {}),
    })
    .returning();
  if (!payment) throw new Error("no payment");
  if (status !== "applied") return payment.id;
  for (const [invoice, cents] of options.allocations) {
    await t.database.db.insert(paymentAllocations).values({ paymentId: payment.id, invoiceId: invoice.id, amountCents: cents });
    await t.database.db.update(invoices).set({ paidCents: sql`${invoices.paidCents} + ${cents}` }).where(eq(invoices.id, invoice.id));
  }
  return payment.id;
}

/** A credit note that takes `totalCents` off the invoice (no money moves: an invoice on account). */
export async function creditNoteOn(t: TestApp, invoice: InvoiceOnAccount, options: { issuedAt: Date | string; totalCents: number }): Promise<number> {
  nextNumber += 1;
  await t.database.db.insert(creditNotes).values({
    number: nextNumber,
    orderId: invoice.orderId,
    invoiceNumber: invoice.number,
    issuedAt: typeof options.issuedAt === "string" ? noonOf(options.issuedAt) : options.issuedAt,
    reason: "returned goods",
    currency: "USD",
    netCents: options.totalCents,
    taxCents: 0,
    totalCents: options.totalCents,
  });
  await t.database.db.update(invoices).set({ creditedCents: sql`${invoices.creditedCents} + ${options.totalCents}` }).where(eq(invoices.id, invoice.id));
  return nextNumber;
}

/** The sum of a company's invoice balances (total − paid − credited), as the tables hold them now. */
export async function balanceOf(t: TestApp, companyId: string): Promise<number> {
  const rows = await t.database.db.select().from(invoices).where(eq(invoices.companyId, companyId));
  return rows.reduce((sum, row) => sum + row.totalCents - row.paidCents - row.creditedCents, 0);
}

/** A company's unapplied money (what its applied payments hold on no invoice), as the tables hold it now. */
export async function unappliedOf(t: TestApp, companyId: string): Promise<number> {
  const rows = await t.database.db.select().from(accountPayments).where(eq(accountPayments.companyId, companyId));
  return rows.reduce((sum, row) => sum + (row.status === "applied" ? row.unappliedCents : 0), 0);
}
