import { companyMessages, creditNoteLabel, formatCents, invoiceLabel, lateRefundReasons, legalNotes, onAccountTexts, orderEmailTexts, orderHistoryNotes, paymentMethodLabels, paymentProviderName, paymentTermsLabels, type PaymentMethod, type PaymentTerms, type TaxTreatment } from "@shop/contract";
import { inLanguage } from "../../lib/language";

/*
 * Issue 38: a step of an order's history keeps its note as kinds with their values (the column
 * `note_parts`), said with the contract's words in the language of whoever reads it. The English
 * is kept beside them (`note`), as rows from before have only it.
 */

/** A limit of a member an order is over (companies/ordering.ts). */
export interface ExceededLimit {
  kind: "order" | "month";
  limitCents: number;
}

/** The limits an order is over, said: "over the limit per order (৳500.00) and over the limit per month (…)". */
export const sayLimits = (limits: readonly ExceededLimit[], currency: string): string =>
  limits
    .map((limit) => (limit.kind === "order" ? companyMessages.overOrderLimit : companyMessages.overMonthlyLimit)(formatCents(limit.limitCents, currency)))
    .reduce((first, second) => orderEmailTexts.and(first, second));

/** Money as stored: integer cents and their currency, written in the reader's digits when said. */
export interface Money {
  cents: number;
  currency: string;
}

/** Why a company's order was not put on its account (onAccountFor). */
export type Refusal = { kind: "onHold"; invoice: number; dueDate: string } | { kind: "overLimit"; total: number; available: number; currency: string };

/** Why a payment that came late was given back (lateRefundReasons). */
export type LateRefundReason = { kind: "closed"; status: string } | { kind: "alreadyPaid" } | { kind: "refusedRisky" };

/** How an account payment was paid. */
export type PaidHow = { kind: "transfer"; reference: string } | { kind: "card" } | { kind: "method"; method: PaymentMethod; transactionId: string };

/** How an account payment was given back: at the provider, or by the office by transfer or through a provider. */
export type ReversedHow = { kind: "atProvider" } | { kind: "byOffice"; transfer: string | null; provider: string; reason: string };

/** The values of each kind of part, as JSON keeps them. */
export interface NoteParts {
  placed: [];
  placedByOffice: [];
  placedByOfficeNoLimits: [];
  membersLimitsDoNotApply: [];
  waitsForApproval: [limits: ExceededLimit[], currency: string];
  codInvoicedWhenDispatched: [];
  confirmedOnAccount: [terms: PaymentTerms | null];
  paidByCard: [refusal: Refusal];
  byBankDeposit: [days: number];
  approved: [];
  approvedByBuyerAlone: [];
  rejected: [reason: string];
  shipped: [carrier: string, trackingNumber: string];
  invoiceIssuedDue: [invoice: number, dueDate: string];
  invoiceIssuedCod: [invoice: number];
  refunded: [amount: Money, creditNote: number, reason: string];
  partlyRefunded: [amount: Money, creditNote: number, reason: string];
  creditedInFull: [amount: Money, creditNote: number, reason: string];
  partlyCredited: [amount: Money, creditNote: number, reason: string];
  cancelledBeforeDispatch: [];
  cancelledByOffice: [];
  cancelledByBuyer: [];
  paymentReceived: [provider: string];
  cashReceived: [amount: Money];
  returnedAtDoor: [];
  invoiceCreditedInFull: [creditNote: number];
  bankDepositReceived: [reference: string, receivedOn: string];
  notPaidInTime: [];
  notApprovedInTime: [];
  takenBack: [];
  flaggedRisky: [method: string, transactionId: string];
  riskyAccepted: [method: string, transactionId: string];
  riskyRefused: [method: string, transactionId: string];
  refundedAutomatically: [method: string, transactionId: string, amount: Money, reason: LateRefundReason];
  paidOnInvoice: [amount: Money, invoice: number, how: PaidHow, left: Money];
  paidOnInvoiceLater: [amount: Money, invoice: number, how: PaidHow, left: Money];
  paymentReversed: [amount: Money, method: string, invoice: number, how: ReversedHow, left: Money];
}

export type NoteKind = keyof NoteParts;
export type NotePart = { [K in NoteKind]: { kind: K; values: NoteParts[K] } }[NoteKind];
/** A note: its parts, said one after the other. */
export type Note = NotePart[];

/** One part of a note: `part("paymentReceived", "test")`. */
export const part = <K extends NoteKind>(kind: K, ...values: NoteParts[K]) => ({ kind, values }) as NotePart;

const money = (amount: Money) => formatCents(amount.cents, amount.currency);

export const sayRefusal = (refusal: Refusal): string =>
  refusal.kind === "onHold"
    ? onAccountTexts.onHold(invoiceLabel(refusal.invoice), refusal.dueDate)
    : onAccountTexts.overLimit(
        formatCents(refusal.total, refusal.currency),
        formatCents(refusal.available, refusal.currency),
        formatCents(refusal.total - refusal.available, refusal.currency),
      );

export const sayLateRefundReason = (reason: LateRefundReason): string =>
  reason.kind === "closed" ? lateRefundReasons.closed(reason.status) : lateRefundReasons[reason.kind];

const sayPaidHow = (how: PaidHow): string =>
  how.kind === "transfer" ? orderHistoryNotes.byTransfer(how.reference) : how.kind === "card" ? orderHistoryNotes.byCard : orderHistoryNotes.byMethod(paymentMethodLabels[how.method], how.transactionId);

const sayReversedHow = (how: ReversedHow): string =>
  how.kind === "atProvider" ? orderHistoryNotes.refundedAtProvider : orderHistoryNotes.refundedByOffice(how.transfer !== null ? orderHistoryNotes.byTransfer(how.transfer) : how.provider, how.reason);

const sayers: { [K in NoteKind]: (...values: NoteParts[K]) => string } = {
  placed: () => orderHistoryNotes.placed,
  placedByOffice: () => orderHistoryNotes.placedByOffice,
  placedByOfficeNoLimits: () => orderHistoryNotes.placedByOfficeNoLimits,
  membersLimitsDoNotApply: () => orderHistoryNotes.membersLimitsDoNotApply,
  waitsForApproval: (limits, currency) => orderHistoryNotes.waitsForApproval(sayLimits(limits, currency)),
  codInvoicedWhenDispatched: () => orderHistoryNotes.codInvoicedWhenDispatched,
  confirmedOnAccount: (terms) => orderHistoryNotes.confirmedOnAccount(terms ? paymentTermsLabels[terms] : ""),
  paidByCard: (refusal) => orderHistoryNotes.paidByCard(sayRefusal(refusal)),
  byBankDeposit: (days) => orderHistoryNotes.byBankDeposit(days),
  approved: () => orderHistoryNotes.approved,
  approvedByBuyerAlone: () => orderHistoryNotes.approvedByBuyerAlone,
  rejected: (reason) => orderHistoryNotes.rejected(reason),
  shipped: (carrier, trackingNumber) => orderHistoryNotes.shipped(carrier, trackingNumber),
  invoiceIssuedDue: (invoice, dueDate) => orderHistoryNotes.invoiceIssuedDue(invoiceLabel(invoice), dueDate),
  invoiceIssuedCod: (invoice) => orderHistoryNotes.invoiceIssuedCod(invoiceLabel(invoice)),
  refunded: (amount, note, reason) => orderHistoryNotes.refunded(money(amount), creditNoteLabel(note), reason),
  partlyRefunded: (amount, note, reason) => orderHistoryNotes.partlyRefunded(money(amount), creditNoteLabel(note), reason),
  creditedInFull: (amount, note, reason) => orderHistoryNotes.creditedInFull(money(amount), creditNoteLabel(note), reason),
  partlyCredited: (amount, note, reason) => orderHistoryNotes.partlyCredited(money(amount), creditNoteLabel(note), reason),
  cancelledBeforeDispatch: () => orderHistoryNotes.cancelledBeforeDispatch,
  cancelledByOffice: () => orderHistoryNotes.cancelledByOffice,
  cancelledByBuyer: () => orderHistoryNotes.cancelledByBuyer,
  paymentReceived: (provider) => orderHistoryNotes.paymentReceived(paymentProviderName(provider)),
  cashReceived: (amount) => orderHistoryNotes.cashReceived(money(amount)),
  returnedAtDoor: () => orderHistoryNotes.returnedAtDoor,
  invoiceCreditedInFull: (note) => orderHistoryNotes.invoiceCreditedInFull(creditNoteLabel(note)),
  bankDepositReceived: (reference, receivedOn) => orderHistoryNotes.bankDepositReceived(reference, receivedOn),
  notPaidInTime: () => orderHistoryNotes.notPaidInTime,
  notApprovedInTime: () => orderHistoryNotes.notApprovedInTime,
  takenBack: () => orderHistoryNotes.takenBack,
  flaggedRisky: (method, transactionId) => orderHistoryNotes.flaggedRisky(method, transactionId),
  riskyAccepted: (method, transactionId) => orderHistoryNotes.riskyAccepted(method, transactionId),
  riskyRefused: (method, transactionId) => orderHistoryNotes.riskyRefused(method, transactionId),
  refundedAutomatically: (method, transactionId, amount, reason) => orderHistoryNotes.refundedAutomatically(method, transactionId, money(amount), sayLateRefundReason(reason)),
  paidOnInvoice: (amount, invoice, how, left) => orderHistoryNotes.paidOnInvoice(money(amount), invoiceLabel(invoice), sayPaidHow(how), money(left)),
  paidOnInvoiceLater: (amount, invoice, how, left) => orderHistoryNotes.paidOnInvoiceLater(money(amount), invoiceLabel(invoice), sayPaidHow(how), money(left)),
  paymentReversed: (amount, method, invoice, how, left) =>
    orderHistoryNotes.paymentReversed(money(amount), method === "transfer" ? orderHistoryNotes.ofTransfer : orderHistoryNotes.ofPayment(method), invoiceLabel(invoice), sayReversedHow(how), money(left)),
};

function sayPart<K extends NoteKind>(said: { kind: K; values: NoteParts[K] }): string {
  const say: (...values: NoteParts[K]) => string = sayers[said.kind];
  return say(...said.values);
}

/** A note in the language of the work under way (the request's). */
export const sayNote = (note: Note): string => note.map((said) => sayPart(said)).join(orderHistoryNotes.separator);

/** A note as its English record keeps it. */
export const englishNote = (note: Note): string => inLanguage("en", () => sayNote(note));

/**
 * A step's note as answered: said from its parts in the request's language, or its English as
 * written when it has none (a row from before issue 38 the migration could not read) or names a
 * kind this server does not know (a newer server's, during a rolling start).
 */
export const sayStoredNote = (parts: Note | null, english: string | null): string | null =>
  parts && parts.every((said) => Object.hasOwn(sayers, said.kind)) ? sayNote(parts) : english;

/**
 * An order's or credit note's legal mention (`bill.legalNote`) in the language of the work under
 * way. It is kept in English, as decided when the order was placed (the exports and the journal
 * read it so); its values are read back from that English (the law's reference, the country) and
 * kept only when saying them again in English gives the stored words exactly. Anything else is
 * answered as stored.
 */
export function sayLegalNote(treatment: TaxTreatment, stored: string): string {
  const said = (say: () => string) => (inLanguage("en", say) === stored ? say() : stored);
  if (treatment === "intra_community") return said(() => legalNotes.intraCommunity);
  const inParentheses = /^[^(]+\((.*)\)$/.exec(stored)?.[1];
  if (inParentheses === undefined) return stored;
  if (treatment === "export") return said(() => legalNotes.export(inParentheses));
  if (treatment === "distance_sale") return said(() => legalNotes.distanceSale(inParentheses));
  return stored;
}
