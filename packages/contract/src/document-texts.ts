import { countryName } from "./countries";
import { words } from "./i18n";

/**
 * Issue 25: the words of the invoice and the credit note beyond the bill's own (billLabels),
 * zod-free (decision 020): what art. 226 of Directive 2006/112/EC asks a document to show.
 */
export const documentLabels = words("documentLabels", {
  invoice: (label: string) => `Invoice ${label}`,
  invoiceDate: "Invoice date",
  /** The credit note's own date. */
  date: "Date",
  dateOfSupply: "Date of supply",
  /** The goods left before the invoice was issued: the day they were dispatched. */
  dispatched: (day: string) => `${day} (goods dispatched)`,
  /** The invoice was issued on a prepayment: the day it was received, and so said. */
  prepaid: (day: string) => `${day} (advance payment received; the goods had not been dispatched when this invoice was issued)`,
  seller: "Seller",
  /** After why a line's price differs ("Volume price from 100"): the tool's list price. */
  listPrice: (price: string) => `list price ${price}`,
  /** How to reach the seller, under its address. */
  phone: "Phone",
  email: "Email",
  buyer: "Bill to",
  /** Where the goods go, beside "Bill to" when the two differ (issue 26). */
  deliverTo: "Deliver to",
  vatId: "VAT ID",
  vatIdProof: (vatId: string, proof: string, day: string | null) => `VAT ID: ${vatId} (${proof}${day ? ` on ${day}` : ""})`,
  sellerVatId: "Seller's VAT ID",
  buyerVatId: "Buyer's VAT ID",
  order: "Order",
  payment: "Payment",
  purchaseOrder: "Purchase order",
  requestedDelivery: "Requested delivery",
  quantity: "Qty",
  description: "Description",
  rate: "Rate",
  netUnit: "Net unit price",
  netAmount: "Net amount",
  tax: "Tax",
  /** A line or shipping share taxed under no rate at all (the shop has no tax set up). */
  noRate: "-",
  /** The per-rate table's heading: the net, the rate and the tax of each rate. */
  perRate: "Tax per rate",
  totalNet: "Total net",
  totalTax: "Total tax",
  total: "Total",
  /** Where the shipping is shared over several rates (it takes the rates of the goods it carries). */
  shippingShare: (method: string, rate: string) => `${method} (share at ${rate})`,
  catalogueUnit: (price: string) => `Catalogue price ${price} each, tax included`,
  /** Issue 36: a discounted line with prices with tax: its catalogue price × quantity, the code's share, what is left, all with tax. */
  withTaxLine: (quantity: string, unit: string, amount: string) => `Price with tax: ${quantity} × ${unit} = ${amount}`,
  withTaxAfterDiscount: (amount: string) => `With tax after the discount: ${amount}`,
  /** Under a bill with such a line: why its net unit price is left blank. */
  discountedWithTax: "A discounted line shows its price with tax, the discount and what is left with tax, each exact; its net amount is its share of the net of its rate, the tax being taken out once per rate, so it has no net unit price.",
  pricesIncludeTax: "Catalogue prices include tax. Each line is shown net: the net unit price is the line's net amount divided by its quantity, to four decimals where it is not a whole cent.",
  pricesExcludeTax: "Catalogue prices exclude tax: each line is shown at its net price.",
  amountsIn: (currency: string) => `Amounts in ${currency}.`,
  paidByCard: "Paid in full by card.",
  refundedToCard: "Refunded to the card that paid.",
  /** Issue 28: an invoice on account prints its terms and due date (termsText) where a paid one says "paid by card". */
  paymentTerms: (terms: string) => `Payment terms: ${terms}`,
  /** Its date of supply: it was issued when the order was confirmed, before the goods left. */
  onAccountSupply: "the day the goods are dispatched (they had not been when this invoice was issued)",
  /** A credit note on an invoice on account: no card is refunded, the amount owed goes down. */
  creditedOnAccount: "Credited to the buyer's account: it reduces what the invoice corrected asks to be paid.",
  /** The credit note corrects this invoice of this date. */
  corrects: (invoice: string, day: string) => `Corrects invoice ${invoice} of ${day}`,
  /** On a credit note: its amounts are negative, taken off the invoice it corrects. */
  negative: "Amounts are negative: they reduce the invoice corrected.",
} as const);

/** Where an order goes, as the order page, the ship dialog and the documents write it. */
export interface Destination {
  name: string;
  address: string;
  postalCode?: string | null | undefined;
  country?: string | null | undefined;
}

/**
 * Issue 26: the whole destination, one line each: the name, the address as typed (its own
 * lines), the postal code and the country by name. Orders from before issue 21 kept no postal
 * code or country: those lines are left out, not guessed.
 */
export function destinationLines(to: Destination): string[] {
  const address = to.address
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return [to.name, ...address, ...(to.postalCode ? [to.postalCode] : []), ...(to.country ? [countryName(to.country)] : [])];
}

/** "Van delivery (1-3 working days)": the shipping method with the estimate the buyer was given. */
export const shippingMethodText = (method: string, estimate: string | null | undefined) => (estimate ? `${method} (${estimate})` : method);

/**
 * Issue 36: the words of Bangladesh's prescribed tax documents (VAT and Supplementary Duty Rules
 * 2016, rule 40): the Mushak-6.3 tax invoice of a registered supplier's domestic sale and the
 * Mushak-6.7 credit note that corrects it. English now; the Bangla form comes with the Bangla
 * issue, so every text of the two documents is here.
 */
export const mushakLabels = words("mushakLabels", {
  authority: "Government of the People's Republic of Bangladesh, National Board of Revenue",
  form63: "Mushak-6.3",
  taxInvoice: "Tax Invoice",
  rule63: "[See clauses (c) and (f) of sub-rule (1) of rule 40]",
  form67: "Mushak-6.7",
  creditNote: "Credit Note",
  rule67: "[See clause (d) of sub-rule (1) of rule 40]",
  supplier: "Name of the registered person",
  supplierBin: "BIN of the registered person",
  supplierAddress: "Address of the supplier",
  buyer: "Name of the buyer",
  buyerBin: "BIN of the buyer",
  /** The buyer is not registered: the form leaves the BIN empty. */
  noBin: "not registered",
  buyerAddress: "Address of the buyer",
  destination: "Delivery destination",
  invoiceNumber: "Invoice number",
  issuedOn: "Date of issue",
  issuedAt: "Time of issue",
  creditNoteNumber: "Credit note number",
  order: "Order",
  /** The 6.7 names the tax invoice it corrects. */
  corrects: (invoice: string, day: string) => `Corrects tax invoice (Mushak-6.3) ${invoice} of ${day}`,
  serial: "Sl",
  description: "Description of goods or services",
  unit: "Unit",
  /** Every tool is sold by the piece. */
  pieces: "pcs",
  quantity: "Qty",
  unitPrice: "Unit price",
  value: "Value",
  sdRate: "SD rate",
  sdAmount: "SD",
  vatRate: "VAT rate",
  vatAmount: "VAT",
  valueWithTaxes: "Value incl. all taxes",
  valueHint: "Value = quantity × unit price (after any discount; to four decimals where the value does not divide by the quantity). SD is on the value, VAT on the value with SD.",
  /** A 6.7's columns: what it gives back. */
  quantityBack: "Qty returned",
  valueBack: "Value reduced",
  sdBack: "SD reduced",
  vatBack: "VAT reduced",
  totalBack: "Total reduced",
  totals: "Total",
  discount: (code: string | null) => `Discount${code ? ` (${code})` : ""}`,
  shipping: (method: string) => `Delivery: ${method}`,
  amountsIn: (currency: string) => `Amounts in ${currency}.`,
  reason: "Reason for the credit note",
  signature: "Name, designation and signature of the authorised person",
} as const);
