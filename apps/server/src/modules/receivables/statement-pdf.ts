import { documentDay, documentLabels, formatCents, statementAgeingKeys, statementLabels } from "@shop/contract";
import type { ShopSettings } from "../../config";
import { drawSeller, line, newPen, pdfSafe, rule, sellerOf, textWidth, wrap, type Pen } from "../orders/pdf";
import type { Statement } from "./statement";

/** Where the statement's table puts each column: left edges, and the right edges of the amounts. */
const at = { date: 50, type: 112, reference: 182, due: 330, amountRight: 465, balanceRight: 545 } as const;
const SIZE = 9;

/** A cell whose text ends at `right` (amounts line up on their last digit). */
function rightCell(pen: Pen, text: string, right: number, options: { bold?: boolean; advance?: boolean } = {}): void {
  // Bangla digits are shaped and measured in the Bengali font (decision 055); Latin ones as before.
  const width = textWidth(pen, text, { size: SIZE, bold: options.bold });
  line(pen, text, { x: right - width, size: SIZE, bold: options.bold ?? false, advance: options.advance ?? false });
}

/**
 * The statement as an A4 PDF, with the seller's header the invoices and credit notes print (the
 * shop as it is today: a statement belongs to no one order), the company, the period, the
 * opening balance, each line with its running balance, the closing balance and its ageing.
 */
export async function renderStatementPdf(statement: Statement, shop: ShopSettings["shop"]): Promise<Uint8Array> {
  const pen = await newPen();
  const money = (cents: number) => formatCents(cents, statement.currency);
  const seller = sellerOf({ sellerName: null, sellerAddress: null, sellerVatId: null }, shop);
  pen.pdf.setTitle(`${statementLabels.title}: ${pdfSafe(statement.company.name)} ${statement.from} – ${statement.to}`);
  pen.pdf.setAuthor(pdfSafe(seller.name));

  drawSeller(pen, seller);
  pen.y -= 15;
  line(pen, statementLabels.title, { size: 16, bold: true });
  line(pen, statementLabels.period(documentDay(statement.from), documentDay(statement.to)));
  line(pen, statementLabels.issuedOn(documentDay(statement.issuedOn)));
  pen.y -= 10;
  line(pen, statementLabels.customer, { bold: true });
  for (const text of [statement.company.name, ...wrap(statement.company.billingAddress, 60)].filter(Boolean)) line(pen, text);
  if (statement.company.vatId) line(pen, `${documentLabels.vatId}: ${statement.company.vatId}`);
  pen.y -= 15;

  const header = () => {
    line(pen, statementLabels.date, { x: at.date, size: SIZE, bold: true, advance: false });
    line(pen, statementLabels.type, { x: at.type, size: SIZE, bold: true, advance: false });
    line(pen, statementLabels.reference, { x: at.reference, size: SIZE, bold: true, advance: false });
    line(pen, statementLabels.dueDate, { x: at.due, size: SIZE, bold: true, advance: false });
    rightCell(pen, statementLabels.amount, at.amountRight, { bold: true });
    rightCell(pen, statementLabels.balance, at.balanceRight, { bold: true, advance: true });
    rule(pen);
  };
  header();
  line(pen, documentDay(statement.from), { x: at.date, size: SIZE, bold: true, advance: false });
  line(pen, statementLabels.openingBalance, { x: at.type, size: SIZE, bold: true, advance: false });
  rightCell(pen, money(statement.openingCents), at.balanceRight, { bold: true, advance: true });
  if (statement.lines.length === 0) line(pen, statementLabels.noLines, { x: at.type, size: SIZE });
  for (const entry of statement.lines) {
    // A reference the office typed may be long: its first 24 characters in the column, the rest below.
    const [reference = "", ...more] = wrap(entry.reference, 24);
    line(pen, documentDay(entry.day), { x: at.date, size: SIZE, advance: false });
    line(pen, statementLabels.kinds[entry.kind], { x: at.type, size: SIZE, advance: false });
    line(pen, reference, { x: at.reference, size: SIZE, advance: false });
    if (entry.dueDate) line(pen, documentDay(entry.dueDate), { x: at.due, size: SIZE, advance: false });
    rightCell(pen, money(entry.amountCents), at.amountRight);
    rightCell(pen, money(entry.balanceCents), at.balanceRight, { advance: true });
    const note = [...more.length > 0 ? [more.join(" ")] : [], entry.description].filter(Boolean).join(" · ");
    for (const part of note ? wrap(note, 90) : []) line(pen, part, { x: at.reference, size: 7 });
  }
  // Clear of the last line's small print.
  pen.y -= 4;
  rule(pen);
  line(pen, documentDay(statement.to), { x: at.date, size: SIZE, bold: true, advance: false });
  line(pen, statementLabels.closingBalance, { x: at.type, size: SIZE, bold: true, advance: false });
  rightCell(pen, money(statement.closingCents), at.balanceRight, { bold: true, advance: true });
  pen.y -= 10;

  line(pen, statementLabels.totals, { bold: true });
  const total = (label: string, cents: number) => {
    line(pen, label, { x: at.type, size: SIZE, advance: false });
    rightCell(pen, money(cents), at.amountRight, { advance: true });
  };
  total(statementLabels.openingBalance, statement.openingCents);
  total(statementLabels.invoices, statement.totals.invoicesCents);
  total(statementLabels.payments, -statement.totals.paymentsCents);
  total(statementLabels.creditNotes, -statement.totals.creditNotesCents);
  total(statementLabels.closingBalance, statement.closingCents);
  pen.y -= 10;

  line(pen, statementLabels.ageingAt(documentDay(statement.to)), { bold: true });
  for (const key of statementAgeingKeys) total(statementLabels.ageing[key], statement.ageing[key]);
  if (statement.unappliedCents > 0) total(statementLabels.unappliedNote, statement.unappliedCents);
  pen.y -= 10;
  for (const part of wrap(statementLabels.amountsIn(statement.currency), 100)) line(pen, part, { size: 8 });
  return pen.pdf.save();
}
