import { formatCents, invoiceLabel, invoiceReminderTexts, paymentAppliedTexts, webRoutes, type InvoiceReminderOffset } from "@shop/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { ShopSettings } from "../../config";
import type { Db, Tx } from "../../db/client";
import { companyMembers, users } from "../../db/schema";
import { composeEmail } from "../mail/compose";
import { inert } from "../mail/inert";
import { enqueueEmail } from "../mail/outbox";

export const invoicesPageUrl = (shop: ShopSettings) => `${shop.publicUrl}${webRoutes.companyInvoices}`;

const signature = (shop: ShopSettings) => [shop.shop.name, ...(shop.shop.address ? [shop.shop.address] : [])];

/** Who hears of a company's invoices and payments: its admins and accountants (companyRights.accounts). */
export async function accountRecipients(db: Db | Tx, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.role, ["admin", "accountant"])))
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

/** The event key of one reminder (decision 041): per invoice and offset, and per recipient, as the outbox holds one address a row. */
export const invoiceReminderKey = (invoiceNumber: number, offset: InvoiceReminderOffset, to: string) => `invoice-reminder:${invoiceNumber}:${offset}:${to}`;

export interface ReminderFacts {
  invoiceNumber: number;
  offset: InvoiceReminderOffset;
  dueDate: string;
  balanceCents: number;
  currency: string;
  companyName: string;
  to: string;
}

/** One reminder of an open balance; false when this key was queued already. */
export function enqueueInvoiceReminder(db: Db | Tx, shop: ShopSettings, facts: ReminderFacts): Promise<boolean> {
  const label = invoiceLabel(facts.invoiceNumber);
  const email = composeEmail({
    subject: invoiceReminderTexts.subject(label, facts.offset, facts.dueDate, shop.shop.name),
    greeting: invoiceReminderTexts.greeting(inert(facts.companyName)),
    paragraphs: [invoiceReminderTexts.due(label, formatCents(facts.balanceCents, facts.currency), facts.dueDate, facts.offset), invoiceReminderTexts.pay, invoiceReminderTexts.alreadyPaid],
    action: { label: invoiceReminderTexts.action, url: invoicesPageUrl(shop) },
    signature: signature(shop),
  });
  return enqueueEmail(db, { eventKey: invoiceReminderKey(facts.invoiceNumber, facts.offset, facts.to), to: facts.to, ...email });
}

export interface AppliedFacts {
  paymentId: string;
  method: "card" | "transfer";
  reference: string;
  amountCents: number;
  unappliedCents: number;
  currency: string;
  companyName: string;
  lines: { invoiceNumber: number; amountCents: number; balanceCents: number }[];
}

/** Tells the company's admins and accountants what a payment paid, in the transaction that applied it. */
export async function enqueuePaymentAppliedEmails(tx: Tx, shop: ShopSettings, companyId: string, facts: AppliedFacts): Promise<void> {
  const money = (cents: number) => formatCents(cents, facts.currency);
  const email = composeEmail({
    subject: paymentAppliedTexts.subject(money(facts.amountCents), shop.shop.name),
    greeting: paymentAppliedTexts.greeting(inert(facts.companyName)),
    paragraphs: [
      paymentAppliedTexts.received(money(facts.amountCents), facts.method, inert(facts.reference)),
      facts.lines.map((line) => paymentAppliedTexts.line(invoiceLabel(line.invoiceNumber), money(line.amountCents), money(line.balanceCents))).join("\n"),
      ...(facts.unappliedCents > 0 ? [paymentAppliedTexts.unapplied(money(facts.unappliedCents))] : []),
    ].filter((paragraph) => paragraph !== ""),
    action: { label: paymentAppliedTexts.action, url: invoicesPageUrl(shop) },
    signature: signature(shop),
  });
  for (const to of await accountRecipients(tx, companyId)) await enqueueEmail(tx, { eventKey: `account-payment-applied:${facts.paymentId}:${to}`, to, ...email });
}
