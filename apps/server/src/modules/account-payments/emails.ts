import { accountRefundEmailTexts, currentLanguage, formatCents, pathInLanguage, invoiceIssuedTexts, invoiceLabel, invoiceReminderTexts, orderNumber, paymentAppliedTexts, type AccountPaymentMethod, paymentTermsLabels, paymentRefundedTexts, webRoutes, type InvoiceReminderOffset, type PaymentTerms } from "@shop/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { ShopSettings } from "../../config";
import type { Db, Tx } from "../../db/client";
import { companies, companyMembers, users } from "../../db/schema";
import { composeEmail } from "../mail/compose";
import { inert } from "../mail/inert";
import { enqueueEmailTo } from "../mail/outbox";
import type { AccountPaymentRow } from "./apply";

/** The invoices page in the language the email is being written in (its reader's: /bn for Bangla). */
export const invoicesPageUrl = (shop: ShopSettings) => `${shop.publicUrl}${pathInLanguage(webRoutes.companyInvoices, currentLanguage())}`;

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
  return enqueueEmailTo(db, { eventKey: invoiceReminderKey(facts.invoiceNumber, facts.offset, facts.to), to: facts.to }, () =>
    composeEmail({
      subject: invoiceReminderTexts.subject(label, facts.offset, facts.dueDate, shop.shop.name),
      greeting: invoiceReminderTexts.greeting(inert(facts.companyName)),
      paragraphs: [invoiceReminderTexts.due(label, formatCents(facts.balanceCents, facts.currency), facts.dueDate, facts.offset), invoiceReminderTexts.pay, invoiceReminderTexts.alreadyPaid],
      action: { label: invoiceReminderTexts.action, url: invoicesPageUrl(shop) },
      signature: signature(shop),
    }),
  );
}

export interface AppliedFacts {
  paymentId: string;
  method: AccountPaymentMethod;
  reference: string;
  amountCents: number;
  unappliedCents: number;
  currency: string;
  companyName: string;
  lines: { invoiceNumber: number; amountCents: number; balanceCents: number }[];
}

/**
 * One email to each of the company's admins and accountants, under an event key per recipient,
 * each written in its reader's language: `words` runs once per recipient.
 */
async function mailAccounts(
  tx: Db | Tx,
  shop: ShopSettings,
  companyId: string,
  keyOf: (to: string) => string,
  words: () => { subject: string; companyName: string; paragraphs: string[] },
  except?: string,
): Promise<void> {
  const compose = () => {
    const { subject, companyName, paragraphs } = words();
    return composeEmail({
      subject,
      greeting: paymentAppliedTexts.greeting(inert(companyName)),
      paragraphs: paragraphs.filter((paragraph) => paragraph !== ""),
      action: { label: paymentAppliedTexts.action, url: invoicesPageUrl(shop) },
      signature: signature(shop),
    });
  };
  for (const to of await accountRecipients(tx, companyId)) if (to !== except) await enqueueEmailTo(tx, { eventKey: keyOf(to), to }, compose);
}

const lineList = (lines: AppliedFacts["lines"], money: (cents: number) => string, words: (invoice: string, amount: string, balance: string) => string) =>
  lines.map((line) => words(invoiceLabel(line.invoiceNumber), money(line.amountCents), money(line.balanceCents))).join("\n");

/** The facts of an applied payment as its emails tell them: the payment as it is now, its company's name, and the invoices it just paid. */
export async function appliedFactsOf(tx: Tx, payment: AccountPaymentRow, lines: AppliedFacts["lines"]): Promise<AppliedFacts> {
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, payment.companyId));
  return {
    paymentId: payment.id,
    method: payment.method,
    // A card's or a gateway's payment is known by its transaction id (issue 37 item 8), a transfer by its reference.
    reference: payment.method === "transfer" ? payment.reference : (payment.transactionId ?? ""),
    amountCents: payment.amountCents,
    unappliedCents: payment.unappliedCents,
    currency: payment.currency,
    companyName: company?.name ?? "",
    lines,
  };
}

/**
 * Tells the company's admins and accountants what a payment paid, in the transaction that applied
 * it; `later`: what the office applied of its unapplied money at that moment (one email per act).
 */
export async function enqueuePaymentAppliedEmails(tx: Tx, shop: ShopSettings, companyId: string, facts: AppliedFacts, later?: { at: Date; appliedCents: number }): Promise<void> {
  const money = (cents: number) => formatCents(cents, facts.currency);
  const reference = inert(facts.reference);
  await mailAccounts(tx, shop, companyId, (to) => (later ? `account-payment-applied-later:${facts.paymentId}:${later.at.getTime()}:${to}` : `account-payment-applied:${facts.paymentId}:${to}`), () => ({
    subject: later ? paymentAppliedTexts.laterSubject(money(later.appliedCents), shop.shop.name) : paymentAppliedTexts.subject(money(facts.amountCents), shop.shop.name),
    companyName: facts.companyName,
    paragraphs: [
      later ? paymentAppliedTexts.later(money(later.appliedCents), facts.method, reference) : paymentAppliedTexts.received(money(facts.amountCents), facts.method, reference),
      lineList(facts.lines, money, paymentAppliedTexts.line),
      ...(facts.unappliedCents > 0 ? [(later ? paymentAppliedTexts.stillUnapplied : paymentAppliedTexts.unapplied)(money(facts.unappliedCents))] : []),
    ],
  }));
}

export interface RefundedFacts {
  refundId: string;
  amountCents: number;
  paymentCents: number;
  fromUnappliedCents: number;
  currency: string;
  companyName: string;
  /** The invoices it reopened: what each is no longer paid, and its balance now. */
  lines: AppliedFacts["lines"];
  /** Issue 37: the office's refund, through the method that paid, with its reason and (a transfer's) reference. */
  byOffice?: { method: AccountPaymentMethod; reason: string; reference: string | null };
}

/** Tells the company's admins and accountants of a refund of their card payment, and which invoices are open again. */
export async function enqueuePaymentRefundedEmails(tx: Tx, shop: ShopSettings, companyId: string, facts: RefundedFacts): Promise<void> {
  const money = (cents: number) => formatCents(cents, facts.currency);
  await mailAccounts(tx, shop, companyId, (to) => `account-payment-refunded:${facts.refundId}:${to}`, () => ({
    subject: facts.byOffice ? accountRefundEmailTexts.subject(money(facts.amountCents), shop.shop.name) : paymentRefundedTexts.subject(money(facts.amountCents), shop.shop.name),
    companyName: facts.companyName,
    paragraphs: [
      facts.byOffice ? accountRefundEmailTexts[facts.byOffice.method](money(facts.amountCents), money(facts.paymentCents)) : paymentRefundedTexts.refunded(money(facts.amountCents), money(facts.paymentCents)),
      ...(facts.byOffice ? [accountRefundEmailTexts.reason(inert(facts.byOffice.reason))] : []),
      ...(facts.byOffice?.reference ? [accountRefundEmailTexts.reference(inert(facts.byOffice.reference))] : []),
      ...(facts.fromUnappliedCents > 0 ? [paymentRefundedTexts.fromUnapplied(money(facts.fromUnappliedCents))] : []),
      lineList(facts.lines, money, paymentRefundedTexts.line),
    ],
  }));
}

export interface IssuedFacts {
  invoiceNumber: number;
  orderId: string;
  totalCents: number;
  currency: string;
  paymentTerms: PaymentTerms;
  dueDate: string | null;
  /** Who placed the order: they have its own email, with the invoice, already. */
  buyerEmail: string;
}

/**
 * Issue 35: tells the company's admins and accountants of an invoice issued on account, in the
 * transaction that issued it: they pay it, and it would otherwise reach them only by a reminder.
 */
export async function enqueueInvoiceIssuedEmails(tx: Db | Tx, shop: ShopSettings, companyId: string, facts: IssuedFacts): Promise<void> {
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const label = invoiceLabel(facts.invoiceNumber);
  const amount = () => formatCents(facts.totalCents, facts.currency);
  await mailAccounts(
    tx,
    shop,
    companyId,
    (to) => `invoice-issued:${facts.invoiceNumber}:${to}`,
    () => ({
      subject: invoiceIssuedTexts.subject(label, amount(), shop.shop.name),
      companyName: company?.name ?? "",
      paragraphs: [invoiceIssuedTexts.issued(label, amount(), inert(facts.buyerEmail), orderNumber(facts.orderId)), invoiceIssuedTexts.due(paymentTermsLabels[facts.paymentTerms], facts.dueDate), invoiceIssuedTexts.pay],
    }),
    facts.buyerEmail,
  );
}
