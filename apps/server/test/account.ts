import type { Company } from "@shop/contract";
import { eq } from "drizzle-orm";
import { accountPaymentRefunds, accountPayments, allocationReversals, invoices, orderLines, orders, paymentAllocations, tools } from "../src/db/schema";
import { issueInvoice } from "../src/modules/orders/invoices";
import type { SignedIn, TestApp } from "./app";
import { tableDigests } from "./expect-error";

/**
 * Issue 28 fixtures: invoices on account of a company, written straight into the database so a
 * test chooses any due date and amount paid and does not depend on the shop's shipping set-up
 * (invoices-on-account.test.ts also pays invoices of orders placed on terms through the API).
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
 * An order of `member` for `quantity` units of `toolId`, confirmed on account and invoiced at
 * once: its invoice unpaid (`paidCents` already paid), due on `dueDate`. Written straight into
 * the database (as the placing transaction of an order on terms writes it), so it does not depend
 * on the shop's shipping set-up. Answers the invoice's number and order id.
 */
export async function invoiceOnAccount(
  t: TestApp,
  member: SignedIn,
  company: Company,
  toolId: string,
  options: { quantity?: number; dueDate?: string | null; paidCents?: number } = {},
): Promise<{ number: number; orderId: string; totalCents: number }> {
  const quantity = options.quantity ?? 1;
  const invoice = await t.database.db.transaction(async (tx) => {
    const [tool] = await tx.select().from(tools).where(eq(tools.id, toolId));
    if (!tool) throw new Error("no tool");
    const priceCents = tool.priceCents * quantity;
    const [order] = await tx
      .insert(orders)
      .values({
        userId: member.uid,
        email: member.email,
        name: "Account Buyer",
        phone: "0123456789",
        address: company.addresses[0]?.address ?? "Farm Lane 1",
        product: tool.name,
        toolId,
        quantity,
        unitPriceCents: tool.priceCents,
        priceCents,
        netCents: priceCents,
        status: "confirmed",
        paymentTerms: "net30",
        companyId: company._id,
      })
      .returning();
    if (!order) throw new Error("no order");
    await tx.insert(orderLines).values({ orderId: order.id, position: 0, toolId, product: tool.name, quantity, unitPriceCents: tool.priceCents, listUnitPriceCents: tool.priceCents, priceCents, netCents: priceCents });
    const issued = await issueInvoice(tx, order, new Date());
    const [onAccount] = await tx
      .update(invoices)
      .set({ paidCents: options.paidCents ?? 0, paymentTerms: "net30", dueDate: options.dueDate === undefined ? dayFromToday(30) : options.dueDate })
      .where(eq(invoices.id, issued.id))
      .returning();
    if (!onAccount) throw new Error("no invoice");
    return onAccount;
  });
  return { number: invoice.number, orderId: invoice.orderId, totalCents: invoice.totalCents };
}

/** The invoice as stored. */
export async function invoiceRow(t: TestApp, number: number) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.number, number));
  if (!row) throw new Error(`no invoice ${number}`);
  return row;
}

/** The payment on account as stored. */
export async function paymentRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(accountPayments).where(eq(accountPayments.id, id));
  if (!row) throw new Error("no payment");
  return row;
}

/** Every payment on account, allocation, refund and invoice, as table digests (tableDigests): compared before and after a refused call. */
export function accountRows(t: TestApp): Promise<Record<string, string>> {
  return tableDigests(t, [accountPayments, paymentAllocations, accountPaymentRefunds, allocationReversals, invoices]);
}
