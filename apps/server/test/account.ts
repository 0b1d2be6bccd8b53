import { placeOrderResponseSchema, type Company } from "@shop/contract";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { accountPayments, invoices, orders, paymentAllocations, tools } from "../src/db/schema";
import { issueInvoice } from "../src/modules/orders/invoices";
import type { SignedIn, TestApp } from "./app";

/**
 * Issue 28 fixtures: invoices on account of a company. Until orders on terms exist, a member's
 * order is placed through the API and given an invoice on account straight in the database (as
 * the placing transaction of an order on terms issues it: unpaid, with a due date).
 */

/** A tool with stock for every order a file places, at `priceCents` a unit. */
export async function accountTool(t: TestApp, priceCents = 10_000): Promise<string> {
  const [row] = await t.database.db
    .insert(tools)
    .values({ name: `Account Plough ${priceCents}`, description: "Plenty.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 1_000_000, priceCents })
    .returning();
  if (!row) throw new Error("no tool");
  return row.id;
}

export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * An order of `member` for `quantity` units of `toolId`, invoiced on account at once: its invoice
 * unpaid (`paid` cents already paid), due on `dueDate`. Answers the invoice's number and order id.
 */
export async function invoiceOnAccount(
  t: TestApp,
  member: SignedIn,
  company: Company,
  toolId: string,
  options: { quantity?: number; dueDate?: string | null; paidCents?: number } = {},
): Promise<{ number: number; orderId: string; totalCents: number }> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: member.auth,
    payload: { name: "Account Buyer", phone: "0123456789", address: "Farm Lane 1", productId: toolId, quantity: options.quantity ?? 1, companyAddressId: company.addresses[0]?._id },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { order } = placeOrderResponseSchema.parse(response.json());
  const invoice = await t.database.db.transaction(async (tx) => {
    const [row] = await tx.update(orders).set({ status: "confirmed", paymentTerms: "net30", holdUntil: null }).where(eq(orders.id, order._id)).returning();
    if (!row) throw new Error("no order");
    const issued = await issueInvoice(tx, row, new Date());
    const [onAccount] = await tx
      .update(invoices)
      .set({ paidCents: options.paidCents ?? 0, paymentTerms: "net30", dueDate: options.dueDate === undefined ? dayFromToday(30) : options.dueDate })
      .where(eq(invoices.id, issued.id))
      .returning();
    if (!onAccount) throw new Error("no invoice");
    return onAccount;
  });
  return { number: invoice.number, orderId: order._id, totalCents: invoice.totalCents };
}

/** The invoice as stored. */
export async function invoiceRow(t: TestApp, number: number) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.number, number));
  if (!row) throw new Error(`no invoice ${number}`);
  return row;
}

/** Every payment on account, allocation and invoice: compared before and after a refused call. */
export async function accountRows(t: TestApp): Promise<unknown[]> {
  const db = t.database.db;
  return Promise.all([
    db.select().from(accountPayments).orderBy(accountPayments.id),
    db.select().from(paymentAllocations).orderBy(paymentAllocations.paymentId, paymentAllocations.invoiceId),
    db.select().from(invoices).orderBy(invoices.number),
  ]);
}
