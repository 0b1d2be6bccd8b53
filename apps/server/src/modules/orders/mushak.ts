import {
  billLabels,
  billMessages,
  countryName,
  dayIn,
  documentDay,
  formatAmountCents,
  formatCount,
  formatRateIn,
  formatUnitAmountCents,
  invoiceLabel,
  creditNoteLabel,
  mushakLabels,
  orderNumber,
  timeIn,
  type TaxTreatment,
} from "@shop/contract";
import type { ShopSettings } from "../../config";
import type { CreditNoteRow } from "./credit-notes";
import type { InvoiceRow } from "./invoices";
import type { OrderLineRow } from "./lines";
import type { OrderRow } from "./order";
import { buyerOf, fitWidth, line, newPen, paragraph, pdfSafe, RIGHT, rule, sellerOf, wrap, type Pen } from "./pdf";

/**
 * Issue 36 item 5: Bangladesh's prescribed tax documents. A registered supplier's domestic sale
 * is invoiced on Mushak-6.3 (VAT and Supplementary Duty Rules 2016, rule 40): the supplier's and
 * the buyer's names, addresses and BINs, the delivery destination, the number and the date and
 * time of issue, and per line the description, unit, quantity, unit price, value, supplementary
 * duty and VAT with their rates, and the value with all taxes. Its credit note is Mushak-6.7 and
 * names the 6.3 it corrects. An export from Bangladesh keeps the shop's export invoice.
 */

/**
 * Whether an order's documents take Bangladesh's forms: a Bangladesh seller's domestic sale, by a
 * seller registered for VAT, which the shop is when it charges it (a tax rate set up, so the order
 * has tax lines). A shop with no tax set up issues no tax invoice and keeps the plain one. Read
 * from the order (decision 028): a domestic sale was taxed in the seller's country, which the
 * order kept as its `taxCountry`; only orders that kept none take the shop's country of today.
 */
export const isMushakSale = (order: { treatment: TaxTreatment; taxLines: readonly unknown[]; taxCountry: string | null }, shop: Pick<ShopSettings["shop"], "country">) =>
  (order.taxCountry ?? shop.country) === "BD" && order.treatment === "domestic" && order.taxLines.length > 0;

/**
 * Amounts in the table without the currency (the document says it once), as every document writes
 * amounts in its language (issue 38): "1,26,500.00" in taka, "১,২৬,৫০০.০০" in Bangla. A unit
 * price is a whole poisha when the value divides by the quantity, else to four decimals (as the
 * invoice's net unit price).
 */
interface Money {
  amount: (cents: number) => string;
  unit: (valueCents: number, quantity: number) => string;
}
const moneyIn = (currency: string): Money => ({ amount: (cents) => formatAmountCents(cents, currency), unit: (valueCents, quantity) => formatUnitAmountCents(valueCents, quantity, currency) });
/** A day or time as the form prints it: Bengali digits in Bangla. */
const dayOf = (at: Date, timeZone: string) => documentDay(dayIn(at, timeZone));
const timeOf = (at: Date, timeZone: string) => `${documentDay(timeIn(at, timeZone))} (${timeZone})`;

/** Where each column of a Mushak table starts (points), small type so eleven columns fit an A4 page. */
const X = { serial: 50, description: 66, unit: 162, quantity: 182, unitPrice: 214, value: 266, sdRate: 318, sd: 346, vatRate: 396, vat: 424, total: 476 } as const;
const SIZE = 7;
const HEADING_SIZE = 6;

/** One row of a Mushak table: value (net without the duty), duty and VAT, each with its rate. */
interface MushakRow {
  description: string;
  sku?: string | null;
  unit: string;
  quantity: number | null;
  unitPrice: string;
  valueCents: number;
  sdRateMillis: number | null;
  sdCents: number;
  vatRateMillis: number | null;
  vatCents: number;
  /** A delivery that costs nothing: reads "Free", as the site and the emails say it. */
  free?: boolean;
}

function header(pen: Pen, form: string, title: string, ruleText: string): void {
  paragraph(pen, mushakLabels.authority, { size: 9 });
  line(pen, form, { size: 12, bold: true });
  line(pen, title, { size: 16, bold: true });
  line(pen, ruleText, { size: 8 });
  pen.y -= 6;
}

/** "Label: value" with a value that may wrap. */
const field = (pen: Pen, label: string, value: string) => paragraph(pen, `${label}: ${value}`, { size: 9 });

/** The parties, as the order kept them: supplier with its BIN, buyer with theirs (or "not registered"), and where the goods go. */
function parties(pen: Pen, order: OrderRow, invoice: InvoiceRow | undefined, shop: ShopSettings["shop"]): void {
  const seller = sellerOf(order, shop);
  const buyer = buyerOf(order, invoice, shop.timeZone);
  field(pen, mushakLabels.supplier, seller.name);
  field(pen, mushakLabels.supplierBin, seller.vatId ?? "");
  field(pen, mushakLabels.supplierAddress, seller.address.replace(/\s*\n\s*/g, ", "));
  pen.y -= 4;
  field(pen, mushakLabels.buyer, [buyer.company, buyer.name].filter(Boolean).join(", "));
  field(pen, mushakLabels.buyerBin, buyer.vatId ?? mushakLabels.noBin);
  field(pen, mushakLabels.buyerAddress, buyer.billTo.join(", "));
  const place = [order.postalCode, order.country ? countryName(order.country) : null].filter(Boolean).join(" ");
  const destination = order.collection ? billMessages.collectedAtWorks(order.shippingEstimate).replace(/[.।]$/, "") : [order.name, ...wrap(order.address).filter(Boolean), place].filter(Boolean).join(", ");
  field(pen, mushakLabels.destination, destination);
}

function table(pen: Pen, { amount }: Money, headings: Record<keyof typeof X, string>, rows: readonly MushakRow[], totals: { valueCents: number; sdCents: number; vatCents: number; totalCents: number }): void {
  const keys = Object.keys(X) as (keyof typeof X)[];
  // Each column is as wide as the gap to the next (the last runs to the margin), less a little air.
  const width = (k: number) => {
    const [key, next] = [keys[k], keys[k + 1]];
    return (next ? X[next] : RIGHT) - (key ? X[key] : RIGHT) - 3;
  };
  // Headings may take several lines: each is fitted to its column by the font's widths.
  const wrapped = keys.map((key, k) => fitWidth(headings[key], pen.bold, HEADING_SIZE, width(k)));
  const depth = Math.max(...wrapped.map((parts) => parts.length));
  for (let row = 0; row < depth; row += 1) {
    keys.forEach((key, k) => line(pen, wrapped[k]?.[row] ?? "", { x: X[key], size: HEADING_SIZE, bold: true, advance: k === keys.length - 1 }));
  }
  rule(pen);
  rows.forEach((row, i) => {
    const [first = "", ...rest] = fitWidth(row.description, pen.font, SIZE, width(keys.indexOf("description")));
    const cells: [keyof typeof X, string][] = [
      ["serial", formatCount(i + 1)],
      ["description", first],
      ["unit", row.unit],
      ["quantity", row.quantity === null ? "" : formatCount(row.quantity)],
      ["unitPrice", row.free ? billLabels.free : row.unitPrice],
      ["value", row.free ? billLabels.free : amount(row.valueCents)],
      ["sdRate", row.sdRateMillis === null ? "" : formatRateIn(row.sdRateMillis)],
      ["sd", amount(row.sdCents)],
      ["vatRate", row.vatRateMillis === null ? "" : formatRateIn(row.vatRateMillis)],
      ["vat", amount(row.vatCents)],
      ["total", row.free ? billLabels.free : amount(row.valueCents + row.sdCents + row.vatCents)],
    ];
    cells.forEach(([key, text], k) => line(pen, text, { x: X[key], size: SIZE, advance: k === cells.length - 1 }));
    for (const part of rest) line(pen, part, { x: X.description, size: SIZE });
    if (row.sku) line(pen, row.sku, { x: X.description, size: 6 });
  });
  rule(pen);
  line(pen, mushakLabels.totals, { x: X.description, size: SIZE, bold: true, advance: false });
  line(pen, amount(totals.valueCents), { x: X.value, size: SIZE, bold: true, advance: false });
  line(pen, amount(totals.sdCents), { x: X.sd, size: SIZE, bold: true, advance: false });
  line(pen, amount(totals.vatCents), { x: X.vat, size: SIZE, bold: true, advance: false });
  line(pen, amount(totals.totalCents), { x: X.total, size: SIZE, bold: true });
}

/**
 * The shipping's rows, no duty: one per VAT rate it was charged at (it takes the rates of the
 * goods), or one of the amounts a credit note gave back.
 */
function shippingRows(order: OrderRow, { amount }: Money, given?: { netCents: number; taxCents: number }): MushakRow[] {
  if (!order.shippingMethod) return [];
  const single = order.shippingTaxLines.length === 1 ? (order.shippingTaxLines[0]?.rateMillis ?? null) : null;
  const shares = given
    ? [{ rateMillis: single, ...given }]
    : order.shippingTaxLines.length > 0
      ? order.shippingTaxLines
      : [{ rateMillis: null, netCents: order.shippingNetCents, taxCents: order.shippingTaxCents }];
  const free = !given && order.shippingCents === 0;
  return shares
    .filter((share) => free || share.netCents + share.taxCents > 0)
    .map((share) => ({ description: mushakLabels.shipping(order.shippingMethod ?? ""), unit: "", quantity: 1, unitPrice: amount(share.netCents), valueCents: share.netCents, sdRateMillis: 0, sdCents: 0, vatRateMillis: share.rateMillis, vatCents: share.taxCents, free }));
}

/**
 * Mushak-6.3, the tax invoice of a Bangladesh seller's domestic sale, drawn from the order as it
 * was placed and the invoice as it was issued (date and time in SHOP_TIMEZONE), like every copy.
 */
export async function renderMushak63(order: OrderRow, lines: readonly OrderLineRow[], invoice: InvoiceRow, shop: ShopSettings["shop"]): Promise<Uint8Array> {
  const pen = await newPen();
  const money = moneyIn(order.currency);
  const { amount } = money;
  const label = invoiceLabel(invoice.number);
  pen.pdf.setTitle(`${mushakLabels.form63} ${mushakLabels.taxInvoice} ${label}`);
  pen.pdf.setAuthor(pdfSafe(sellerOf(order, shop).name));
  pen.pdf.setCreationDate(invoice.issuedAt);
  header(pen, mushakLabels.form63, mushakLabels.taxInvoice, mushakLabels.rule63);
  parties(pen, order, invoice, shop);
  pen.y -= 4;
  field(pen, mushakLabels.invoiceNumber, label);
  field(pen, mushakLabels.issuedOn, dayOf(invoice.issuedAt, shop.timeZone));
  field(pen, mushakLabels.issuedAt, timeOf(invoice.issuedAt, shop.timeZone));
  field(pen, mushakLabels.order, `${orderNumber(order.id)}${order.poNumber ? ` (PO ${order.poNumber})` : ""}`);
  pen.y -= 10;

  const rows: MushakRow[] = lines.map((sold) => {
    const valueCents = sold.netCents - sold.sdCents;
    // Prices without tax and no code: the catalogue's unit price times the quantity is the value.
    const plain = valueCents === sold.unitPriceCents * sold.quantity;
    return {
      description: sold.product,
      sku: sold.sku,
      unit: mushakLabels.pieces,
      quantity: sold.quantity,
      unitPrice: plain ? amount(sold.unitPriceCents) : money.unit(valueCents, sold.quantity),
      valueCents,
      sdRateMillis: sold.sdRateMillis,
      sdCents: sold.sdCents,
      vatRateMillis: order.taxLines.length > 0 ? sold.taxRateMillis : null,
      vatCents: sold.taxCents,
    };
  });
  rows.push(...shippingRows(order, money));
  table(
    pen,
    money,
    {
      serial: mushakLabels.serial,
      description: mushakLabels.description,
      unit: mushakLabels.unit,
      quantity: mushakLabels.quantity,
      unitPrice: mushakLabels.unitPrice,
      value: mushakLabels.value,
      sdRate: mushakLabels.sdRate,
      sd: mushakLabels.sdAmount,
      vatRate: mushakLabels.vatRate,
      vat: mushakLabels.vatAmount,
      total: mushakLabels.valueWithTaxes,
    },
    rows,
    { valueCents: order.netCents - order.sdCents, sdCents: order.sdCents, vatCents: order.taxCents, totalCents: order.priceCents },
  );
  pen.y -= 6;
  if (order.discountCode) paragraph(pen, `${mushakLabels.discount(order.discountCode)}: ${amount(order.discountCents)}`, { size: 8 });
  paragraph(pen, `${mushakLabels.amountsIn(order.currency)} ${mushakLabels.valueHint}`, { size: 8 });
  pen.y -= 24;
  line(pen, mushakLabels.signature, { size: 8 });
  return pen.pdf.save();
}

/**
 * Mushak-6.7, the credit note of a Bangladesh seller's domestic sale: the 6.3 it corrects (its
 * number and date), per line the value, duty and VAT given back, the totals and the reason.
 */
export async function renderMushak67(order: OrderRow, lines: readonly OrderLineRow[], note: CreditNoteRow, invoice: InvoiceRow | undefined, shop: ShopSettings["shop"]): Promise<Uint8Array> {
  const pen = await newPen();
  const money = moneyIn(note.currency);
  const label = creditNoteLabel(note.number);
  pen.pdf.setTitle(`${mushakLabels.form67} ${mushakLabels.creditNote} ${label}`);
  pen.pdf.setAuthor(pdfSafe(sellerOf(order, shop).name));
  pen.pdf.setCreationDate(note.issuedAt);
  header(pen, mushakLabels.form67, mushakLabels.creditNote, mushakLabels.rule67);
  parties(pen, order, invoice, shop);
  pen.y -= 4;
  field(pen, mushakLabels.creditNoteNumber, label);
  field(pen, mushakLabels.issuedOn, dayOf(note.issuedAt, shop.timeZone));
  field(pen, mushakLabels.issuedAt, timeOf(note.issuedAt, shop.timeZone));
  if (note.invoiceNumber !== null) {
    const corrected = invoiceLabel(note.invoiceNumber);
    paragraph(pen, mushakLabels.corrects(corrected, invoice ? dayOf(invoice.issuedAt, shop.timeZone) : ""), { size: 9, bold: true });
  }
  field(pen, mushakLabels.order, orderNumber(order.id));
  pen.y -= 10;

  const rows: MushakRow[] = note.lines.map((given) => {
    const sold = lines.find((candidate) => candidate.id === given.orderLineId);
    const sdCents = given.sdCents ?? 0;
    return {
      description: given.product,
      sku: given.sku,
      unit: mushakLabels.pieces,
      quantity: given.quantity,
      unitPrice: money.unit(given.netCents - sdCents, given.quantity),
      valueCents: given.netCents - sdCents,
      sdRateMillis: sold?.sdRateMillis ?? 0,
      sdCents,
      vatRateMillis: order.taxLines.length > 0 ? (sold?.taxRateMillis ?? null) : null,
      vatCents: given.taxCents,
    };
  });
  // The shipping is only ever given back whole: at the rates it was charged at.
  if (note.shippingNetCents + note.shippingTaxCents > 0) rows.push(...shippingRows(order, money, { netCents: note.shippingNetCents, taxCents: note.shippingTaxCents }));
  // Money given back without goods (a refund made at the provider): one row of what it reduces.
  if (rows.length === 0) {
    rows.push({ description: mushakLabels.valueBack, unit: "", quantity: null, unitPrice: "", valueCents: note.netCents - note.sdCents, sdRateMillis: null, sdCents: note.sdCents, vatRateMillis: null, vatCents: note.taxCents });
  }
  table(
    pen,
    money,
    {
      serial: mushakLabels.serial,
      description: mushakLabels.description,
      unit: mushakLabels.unit,
      quantity: mushakLabels.quantityBack,
      unitPrice: mushakLabels.unitPrice,
      value: mushakLabels.valueBack,
      sdRate: mushakLabels.sdRate,
      sd: mushakLabels.sdBack,
      vatRate: mushakLabels.vatRate,
      vat: mushakLabels.vatBack,
      total: mushakLabels.totalBack,
    },
    rows,
    { valueCents: note.netCents - note.sdCents, sdCents: note.sdCents, vatCents: note.taxCents, totalCents: note.totalCents },
  );
  pen.y -= 6;
  paragraph(pen, mushakLabels.amountsIn(note.currency), { size: 8 });
  paragraph(pen, `${mushakLabels.reason}: ${note.reason}`, { size: 9 });
  pen.y -= 24;
  line(pen, mushakLabels.signature, { size: 8 });
  return pen.pdf.save();
}
