import { creditNoteLabel, creditNoteLabels, documentLabels, formatAmountCents, formatCents, mushakLabels, refundOrderResponseSchema, statementLabels } from "@shop/contract";
import { OPS, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTool, invoiceOnAccount } from "./account";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { inBangla } from "@shop/contract/testing";
import { newCompany } from "./companies";
import { documentShop, paidOrderIn, type Delivery } from "./documents";
import { pdfRuns, pdfText, type TextRun } from "./pdf";
import { difference, ink, keepPictures, openPdf, rasterise, referenceFont, whiteCanvas, type Box, type Canvas } from "./raster";

/**
 * Issue 38 ("Rendered-image tests of a Bangla invoice and statement"), decision 055: the real
 * documents a Bangla buyer downloads, fetched through the API, are shaped. The demo's seller (a
 * Bangladesh shop, BDT) sells to a Bangla buyer at home (a Mushak-6.3) and abroad (an ordinary
 * invoice, no VAT), and a Bangla company admin downloads the company's statement. PDF.js
 * rasterises each first page and says where each run of Bangla starts and at what size (the
 * text the run shows is read from the PDF's ToUnicode map); Skia draws the run there from the
 * same font, shaped by its own HarfBuzz, and the two pictures must agree, while the run's letters
 * drawn side by side in typed order (no shaping) must not. Text read back, by the project's
 * extractor and by PDF.js, is the Unicode written. bangla-pdf.test.ts proves the same of the
 * pen's own lines.
 */

const ENV = { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "1000", MAX_HELD_VALUE: "1000000", SHOP_CURRENCY: "BDT", SHOP_TIMEZONE: "Asia/Dhaka" };
const NAME = "শ্রীমতী লক্ষ্মী চক্রবর্তী";
const AT_HOME: Delivery = { name: NAME, phone: "01711000000", address: "বাড়ি ৪, রোড ৭, ধানমন্ডি", country: "BD", postalCode: "1205" };
const ABROAD: Delivery = { ...AT_HOME, address: "Gartenstraße 7, Berlin", country: "DE", postalCode: "10115" };
const COMPANY = { name: "সবুজ কৃষি সমবায় সমিতি", billingAddress: "১২ স্টেশন রোড, বগুড়া ৫৮০০" };

/** Pixels to the point: a modest picture, enough for 6-point table headings. */
const SCALE = 3;
/** The share of inked pixels a shaped run may differ by (anti-aliasing, hinting), and the least an unshaped one must. */
const SHAPED_AT_MOST = 0.04;
const UNSHAPED_AT_LEAST = 0.1;

let t: TestApp;
let tool: string;
let office: SignedIn;

beforeAll(async () => {
  // No SHOP_NAME, SHOP_ADDRESS or SHOP_VAT_ID: the demo's seller (Bogura, its BIN), a Bangladesh shop.
  t = await createTestApp({ env: ENV, seed: false });
  office = await signInAdmin(t);
  tool = await documentShop(t, { country: "BD", rateMillis: 15_000, tool: { name: "কৃষি কোদাল", priceCents: 123_450 } });
});
afterAll(() => t.close());

async function download(url: string, who: SignedIn): Promise<Uint8Array> {
  // The reader's browser asks for English: the document follows the account's language all the same.
  const response = await t.app.inject({ url, headers: { ...who.auth, "accept-language": "en" } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toContain("application/pdf");
  return new Uint8Array(response.rawPayload);
}

/**
 * Where each run of text on a page starts, in points from its bottom left, as PDF.js's renderer
 * reckons it: its operator list, the widths of the glyphs each string shows and the moves between
 * them, from the line's text matrix on. A run starts where pdfRuns starts one (a new line, a new
 * font), so the two lists go together. PDF.js's text content cannot place a run that follows
 * Bangla on its line: it leaves a conjunct's glyph out of the width, so "BDT" after "সব অঙ্ক " is
 * placed 6 points short of where it is drawn; it also joins a row's cells into one item.
 */
async function runStarts(page: PDFPageProxy): Promise<{ x: number; y: number; size: number }[]> {
  const { fnArray, argsArray } = (await page.getOperatorList()) as { fnArray: number[]; argsArray: unknown[][] };
  const starts: { x: number; y: number; size: number }[] = [];
  let line = { x: 0, y: 0 };
  let x = 0;
  let size = 0;
  let inRun = false;
  const numbers = (args: unknown[] | undefined) => (args ?? []).map(Number);
  fnArray.forEach((fn, index) => {
    const args = argsArray[index];
    if (fn === OPS.beginText || fn === OPS.setTextMatrix || fn === OPS.moveText || fn === OPS.setLeadingMoveText) {
      if (fn === OPS.beginText) line = { x: 0, y: 0 };
      else if (fn === OPS.setTextMatrix) {
        // PDF.js passes the matrix as one argument (an array of six).
        const matrix = Array.from((args?.[0] ?? []) as ArrayLike<number>);
        line = { x: matrix[4] ?? 0, y: matrix[5] ?? 0 };
      } else line = { x: line.x + (numbers(args)[0] ?? 0), y: line.y + (numbers(args)[1] ?? 0) };
      x = line.x;
      inRun = false;
    } else if (fn === OPS.setFont) {
      size = numbers(args)[1] ?? 0;
      inRun = false;
    } else if (fn === OPS.nextLine || fn === OPS.endText) inRun = false;
    else if (fn === OPS.showText) {
      if (!inRun) starts.push({ x, y: line.y, size });
      inRun = true;
      // A number moves the next glyph left by thousandths of the size; a glyph moves on by its width.
      for (const glyph of (args?.[0] ?? []) as (number | { width?: number } | null)[]) x += typeof glyph === "number" ? (-glyph * size) / 1000 : ((glyph?.width ?? 0) * size) / 1000;
    }
  });
  return starts;
}

/**
 * A crop's ink without the rules drawn across the page (above a table's row, a crop of 6-point
 * text reaches the rule 10 points above): rows inked from edge to edge, which no run of text is.
 */
function withoutRules(mask: Uint8Array, box: Box): Uint8Array {
  for (let y = 0; y < box.height; y += 1) {
    const row = mask.subarray(y * box.width, (y + 1) * box.width);
    if (row[0] && row[box.width - 1] && row.reduce((sum, pixel) => sum + pixel, 0) > 0.9 * box.width) row.fill(0);
  }
  return mask;
}

/**
 * Draws `text` from `x` on the baseline `y` (pixels), shaped as Skia shapes it, or its letters
 * one after another in typed order; answers where it ends.
 */
function draw(canvas: Canvas, text: string, x: number, y: number, pixels: number, bold: boolean, shaped: boolean): number {
  const context = canvas.getContext("2d");
  context.font = referenceFont(pixels, bold);
  if (shaped) {
    context.fillText(text, x, y);
    return x + context.measureText(text).width;
  }
  let left = x;
  for (const letter of text) {
    context.fillText(letter, left, y);
    left += context.measureText(letter).width;
  }
  return left;
}

interface Compared {
  text: string;
  shaped: number;
  unshaped: number;
}

/**
 * The first page of a document, rasterised by PDF.js, against each of its Bangla runs drawn by
 * Skia where PDF.js places it: how far each run's crop differs from the run shaped, and from its
 * letters unshaped. The pictures are kept (and named) when a run does not match.
 */
async function compareRuns(name: string, bytes: Uint8Array): Promise<{ runs: Compared[]; pictures: () => string }> {
  const [firstPage = []] = await pdfRuns(bytes);
  const written = firstPage.filter((run: TextRun) => run.font.includes("NotoSansBengali"));
  const document = await openPdf(bytes);
  try {
    const page = await document.getPage(1);
    const pageHeight = page.view[3] ?? 0;
    const picture = await rasterise(page, SCALE);
    const starts = await runStarts(page);
    expect(starts.length, `${name}: PDF.js shows as many runs of text as the content`).toBe(firstPage.length);
    const expected = { shaped: whiteCanvas(picture.width, picture.height), unshaped: whiteCanvas(picture.width, picture.height) };
    // Every run is drawn before any is compared: a crop that reaches into the next line (a tall
    // ি of 16-point "ক্রেডিট" under the 12-point form's number) finds that line's ink in both pictures.
    const drawn = written.map((run) => {
      const at = starts[firstPage.indexOf(run)] ?? { x: 0, y: 0 };
      const bold = run.font.endsWith("-Bold");
      const text = run.text.normalize("NFC").trimEnd();
      const [x, y, pixels] = [at.x * SCALE, (pageHeight - at.y) * SCALE, run.size * SCALE];
      const shapedEnd = draw(expected.shaped, text, x, y, pixels, bold, true);
      const unshapedEnd = draw(expected.unshaped, text, x, y, pixels, bold, false);
      // The crop: the shaped run's own ink box (Skia's measure) and a few pixels of air, so that
      // the next cell or the Latin text beside the run stays out.
      const context = expected.shaped.getContext("2d");
      context.font = referenceFont(pixels, bold);
      const metrics = context.measureText(text);
      const top = Math.floor(y - metrics.actualBoundingBoxAscent) - 3;
      const height = Math.ceil(y + metrics.actualBoundingBoxDescent) + 3 - top;
      const box: Box = { x: Math.floor(x) - 3, y: top, width: Math.ceil(shapedEnd) + 3 - (Math.floor(x) - 3), height };
      const crop = withoutRules(ink(picture, box), box);
      // Unshaped, the letters take more room (a sign alone stands on a dotted circle): the PDF's
      // run is compared over that room too, as blank beyond the run's own end.
      const wide: Box = { ...box, width: Math.max(box.width, Math.ceil(unshapedEnd) + 3 - box.x) };
      const wideCrop = new Uint8Array(wide.width * wide.height);
      for (let row = 0; row < height; row += 1) wideCrop.set(crop.subarray(row * box.width, (row + 1) * box.width), row * wide.width);
      return { text, box, crop, wide, wideCrop };
    });
    const runs = drawn.map(({ text, box, crop, wide, wideCrop }) => ({
      text,
      shaped: difference(crop, withoutRules(ink(expected.shaped, box), box), box.width, box.height),
      unshaped: difference(wideCrop, withoutRules(ink(expected.unshaped, wide), wide), wide.width, wide.height),
    }));
    const pictures = () => keepPictures(`bangla-${name}`, { pdfjs: picture, expected: expected.shaped, unshaped: expected.unshaped }).join(", ");
    return { runs, pictures };
  } finally {
    await document.destroy();
  }
}

/** Every run matches its shaped drawing; every run with something to shape (a vowel sign, a hasanta) differs from its unshaped one. */
async function expectShaped(name: string, bytes: Uint8Array): Promise<void> {
  const { runs, pictures } = await compareRuns(name, bytes);
  const mismatched = runs.filter((run) => !(run.shaped < SHAPED_AT_MOST));
  const toShape = runs.filter((run) => /\p{M}/u.test(run.text));
  const alike = toShape.filter((run) => !(run.unshaped > UNSHAPED_AT_LEAST));
  const kept = mismatched.length > 0 || alike.length > 0 ? ` (PDF.js's page and the expected pictures: ${pictures()})` : "";
  expect(
    mismatched.map((run) => `${run.text}: ${run.shaped.toFixed(3)}`),
    `${name}: runs unlike their shaped drawing${kept}`,
  ).toEqual([]);
  expect(
    alike.map((run) => `${run.text}: ${run.unshaped.toFixed(3)}`),
    `${name}: runs like their letters drawn unshaped${kept}`,
  ).toEqual([]);
  // Enough of the page to matter: the labels, the name and the amounts are runs of their own.
  expect(toShape.length).toBeGreaterThan(8);
}

/** All the letters PDF.js reads off the first page, spaces aside (it puts spaces of its own where a shaped run's glyphs move back and forth). */
async function pdfjsLetters(bytes: Uint8Array): Promise<string> {
  const document = await openPdf(bytes);
  try {
    const { items } = await (await document.getPage(1)).getTextContent();
    return items.map((item) => ("str" in item ? item.str : "")).join("").normalize("NFC").replace(/\s/g, "");
  } finally {
    await document.destroy();
  }
}
const letters = (text: string) => text.normalize("NFC").replace(/\s/g, "");

/** The lines the project's extractor reads, NFC. */
const lines = async (bytes: Uint8Array) => (await pdfText(bytes)).split("\n").map((line) => line.normalize("NFC"));

/**
 * Decision 061: the first page's letters as PDF.js reads them (the glyphs' own text) are the
 * letters the project's extractor reads (each word's ActualText), one for one: no raw code of a
 * glyph the font adds (নিবন্ধি=>?ত, ঠিLকানা before), none lost, none left over.
 */
async function expectSameLetters(bytes: Uint8Array): Promise<void> {
  const [firstPage = []] = await pdfRuns(bytes);
  const written = firstPage.map((run) => run.text).join("");
  const sorted = (text: string) => [...letters(text)].sort().join("");
  expect(written).not.toMatch(/[\u2060\uFFFD]/u);
  expect([...written].filter((char) => char < " ")).toEqual([]);
  expect(sorted(await pdfjsLetters(bytes))).toBe(sorted(written));
}

/** An amount as the Mushak forms print it, in Bangla: Bengali digits grouped in lakhs, no sign. */
const mushakAmount = (cents: number) => inBangla(() => formatAmountCents(cents, "BDT"));

/** The office gives one of the order's two tools back: the credit note's number. */
async function refundOne(orderId: string): Promise<number> {
  const refund = await t.app.inject({ method: "POST", url: `/api/orders/${orderId}/refund`, headers: office.auth, payload: { lines: [{ position: 0, quantity: 1 }], reason: "ফলা ভাঙা এসেছে" } });
  expect(refund.statusCode, refund.body).toBe(200);
  return refundOrderResponseSchema.parse(refund.json()).creditNote.number;
}

describe("a Bangla buyer's documents, as rendered (issue 38, decision 055)", () => {
  it("shapes the Mushak-6.3 of a Bangladesh seller's domestic sale, and reads back as written", async () => {
    const { buyer, order } = await paidOrderIn(t, "bn", tool, AT_HOME);
    const bytes = await download(`/api/orders/${order._id}/invoice.pdf`, buyer);
    await expectShaped("mushak-6.3", bytes);
    const read = await lines(bytes);
    const words = inBangla(() => ({ form: mushakLabels.form63, title: mushakLabels.taxInvoice, buyer: mushakLabels.buyer }));
    expect(words.title).not.toBe(mushakLabels.taxInvoice);
    expect(read).toContain(words.form.normalize("NFC"));
    expect(read).toContain(words.title.normalize("NFC"));
    expect(read).toContain(`${words.buyer}: ${NAME}`.normalize("NFC"));
    expect(await pdfjsLetters(bytes)).toContain(letters(NAME));
    await expectSameLetters(bytes);
    // Issue 38: its amounts as every Bangla document writes them (the total is the order's price).
    const total = mushakAmount(Math.round(order.price * 100));
    expect(total).toMatch(/^[০-৯]{1,2}(,[০-৯]{2})*,?[০-৯]{3}\.[০-৯]{2}$/);
    expect(read).toContain(total.normalize("NFC"));
    expect(read).toContain(mushakAmount(123_450).normalize("NFC"));
    const issuedOn = inBangla(() => mushakLabels.issuedOn);
    expect(read.find((line) => line.startsWith(issuedOn.normalize("NFC")))).toMatch(/: [০-৯]{4}-[০-৯]{2}-[০-৯]{2}$/);
    // No cell of the table (an amount, a count, a rate: each drawn on its own) is left in Latin digits.
    expect(read.filter((line) => /^[-0-9.,%]+$/.test(line))).toEqual([]);
  });

  it("prints the Mushak-6.7 of that sale in Bangla, amounts in Bengali digits, and reads back as written", async () => {
    const { buyer, order } = await paidOrderIn(t, "bn", tool, AT_HOME);
    const number = await refundOne(order._id);
    const bytes = await download(`/api/orders/${order._id}/credit-notes/${number}.pdf`, buyer);
    await expectShaped("mushak-6.7", bytes);
    await expectSameLetters(bytes);
    const read = await lines(bytes);
    const words = inBangla(() => ({ form: mushakLabels.form67, title: mushakLabels.creditNote, reason: mushakLabels.reason }));
    expect(words.title).not.toBe(mushakLabels.creditNote);
    expect(read).toContain(words.form.normalize("NFC"));
    expect(read).toContain(words.title.normalize("NFC"));
    expect(read).toContain(`${words.reason}: ফলা ভাঙা এসেছে`.normalize("NFC"));
    // One tool back: its value is its price.
    expect(read).toContain(mushakAmount(123_450).normalize("NFC"));
    expect(read.filter((line) => /^[-0-9.,%]+$/.test(line))).toEqual([]);
  });

  it("keeps the Mushak's amounts in Latin digits, its words Bangla, when the office keeps Latin digits", async () => {
    const keep = (latinDigits: boolean) => t.app.inject({ method: "PUT", url: "/api/admin/shop-settings", headers: office.auth, payload: { latinDigits } });
    expect((await keep(true)).statusCode).toBe(200);
    try {
      const { buyer, order } = await paidOrderIn(t, "bn", tool, AT_HOME);
      const read = await lines(await download(`/api/orders/${order._id}/invoice.pdf`, buyer));
      const total = mushakAmount(Math.round(order.price * 100));
      expect(total).toMatch(/^[0-9,]+\.[0-9]{2}$/);
      expect(read).toContain(total);
      expect(read).toContain(inBangla(() => mushakLabels.taxInvoice).normalize("NFC"));
    } finally {
      expect((await keep(false)).statusCode).toBe(200);
    }
  });

  it("shapes an ordinary invoice (an export, no VAT), with amounts in Bengali digits, and reads back as written", async () => {
    const { buyer, order } = await paidOrderIn(t, "bn", tool, ABROAD);
    const bytes = await download(`/api/orders/${order._id}/invoice.pdf`, buyer);
    await expectShaped("invoice", bytes);
    const read = await lines(bytes);
    const total = inBangla(() => formatCents(Math.round(order.price * 100), "BDT"));
    expect(total).toMatch(/^৳[০-৯]/);
    const invoiceDate = inBangla(() => documentLabels.invoiceDate);
    expect(invoiceDate).not.toBe(documentLabels.invoiceDate);
    expect(read.some((line) => line.startsWith(invoiceDate.normalize("NFC")))).toBe(true);
    expect(read).toContain(NAME.normalize("NFC"));
    expect(read.some((line) => line.includes(total.normalize("NFC"))), `${total} in ${read.join(" | ")}`).toBe(true);
    const seen = await pdfjsLetters(bytes);
    expect(seen).toContain(letters(NAME));
    expect(seen).toContain(letters(total));
    await expectSameLetters(bytes);
    // Its counts and rates (the table's cells, the per-rate row "VAT ০%") in Bengali digits too; the phone is as the buyer typed it.
    expect(read.filter((line) => line !== ABROAD.phone && /^[-0-9.,%]+$|[0-9]%/.test(line))).toEqual([]);
  });

  it("prints the credit note of an export in Bangla, its quantities and dates in Bengali digits, and reads back as written", async () => {
    const { buyer, order } = await paidOrderIn(t, "bn", tool, ABROAD);
    const number = await refundOne(order._id);
    const bytes = await download(`/api/orders/${order._id}/credit-notes/${number}.pdf`, buyer);
    await expectShaped("credit-note", bytes);
    await expectSameLetters(bytes);
    const read = await lines(bytes);
    const words = inBangla(() => ({ title: creditNoteLabels.title(creditNoteLabel(number)), reason: creditNoteLabels.reason, date: documentLabels.date, back: formatCents(-123_450, "BDT") }));
    expect(read).toContain(words.title.normalize("NFC"));
    expect(read).toContain(`${words.reason}: ফলা ভাঙা এসেছে`.normalize("NFC"));
    expect(read).toContain(words.back.normalize("NFC"));
    expect(read.find((line) => line.startsWith(`${words.date}: `.normalize("NFC")))).toMatch(/: [০-৯]{4}-[০-৯]{2}-[০-৯]{2}$/);
    // The quantity given back, a count: Bengali.
    expect(read).toContain("১");
    expect(read).not.toContain("1");
  });

  it("shapes a Bangla company admin's statement, and reads back as written", async () => {
    const { company, admin } = await newCompany(t, undefined, COMPANY);
    const set = await t.app.inject({ method: "PATCH", url: "/api/me/language", headers: admin.auth, payload: { language: "bn" } });
    expect(set.statusCode, set.body).toBe(200);
    const plough = await accountTool(t, 1_234_567);
    const { totalCents } = await invoiceOnAccount(t, admin, company, plough, { quantity: 3 });
    const bytes = await download("/api/company/statement.pdf", admin);
    await expectShaped("statement", bytes);
    const read = await lines(bytes);
    const words = inBangla(() => ({ title: statementLabels.title, customer: statementLabels.customer, closing: statementLabels.closingBalance, total: formatCents(totalCents, "BDT") }));
    expect(words.title).not.toBe(statementLabels.title);
    expect(words.total).toMatch(/^৳[০-৯]/);
    for (const text of [words.title, words.customer, words.closing, COMPANY.name, COMPANY.billingAddress, words.total]) expect(read, text).toContain(text.normalize("NFC"));
    const seen = await pdfjsLetters(bytes);
    expect(seen).toContain(letters(COMPANY.name));
    expect(seen).toContain(letters(words.total));
    await expectSameLetters(bytes);
    // Its dates and its lines' words ("Order 5F83C518" before) in Bangla too: no English word is left.
    expect(read.filter((line) => /\b[0-9]{4}-[0-9]{2}-[0-9]{2}\b/.test(line))).toEqual([]);
    expect(read.filter((line) => /\b(Order|Payment|Invoice)\b/.test(line))).toEqual([]);
  });
});
