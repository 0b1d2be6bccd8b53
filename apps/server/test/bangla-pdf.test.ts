import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { fitWidth, line, newPen, paragraph, textWidth } from "../src/modules/orders/pdf";
import { NO_LETTER } from "../src/modules/orders/shaped-font";
import { pdfText } from "./pdf";
import { difference, ink, keepPictures, openPdf, rasterise, referenceFont, whiteCanvas, type Canvas } from "./raster";

/**
 * Decision 055's proof that Bangla in the documents is shaped, and reads back as it was written.
 * The page is drawn by the documents' own pen; PDF.js (from npm, no browser) rasterises it; the
 * expected picture of each line is drawn by Skia (@napi-rs/canvas, the canvas PDF.js itself uses
 * in Node), which shapes with its own, native HarfBuzz, from the same font file. A line drawn from
 * the letters' own glyphs in the order they are typed (no shaping) differs from both.
 */

const SAMPLE = ["চালান", "কৃষি যন্ত্রপাতি", "মূল্য সংযোজন কর", "স্বাক্ষর", "ক্রেতা: শ্রীমতী লক্ষ্মী চক্রবর্তী", "কৌশল ও ক্ষমতা", "মোট: ১,২৩,৪৫,৬৭৮.৫০ টাকা"];
/** The lines drawn bold (the total, as an invoice prints it). */
const BOLD = new Set(["মোট: ১,২৩,৪৫,৬৭৮.৫০ টাকা"]);
const SIZE = 16;
const SCALE = 3;
const PAGE_HEIGHT = 841.89;
const TOP = 790;
const STEP = SIZE + 5;
/** A4's width in pixels, as PDF.js's viewport rounds it. */
const WIDTH = Math.ceil(595.28 * SCALE);

/**
 * Words where Noto Sans Bengali draws ি over a wide letter or a conjunct with a piece of its own
 * (a glyph beyond the cluster's letters), with pre-base signs, reph, ya-phala and stacked conjuncts.
 */
const WIDE = [
  "কি",
  "কিট",
  "মিটার",
  "লিমিটেড",
  "বিক্রি",
  "রশিদ",
  "শিট",
  "একটি",
  "নিবন্ধিত ব্যক্তির ঠিকানা",
  "প্রতিটি শুল্কের বিশ্লেষণ",
  "ক্রেতার নাম: শ্রীমতী লক্ষ্মী চক্রবর্তী",
  "উজ্জ্বল স্বাক্ষর, রাষ্ট্রীয় সংস্থা",
  "কৌশল ও ক্ষমতা: স্ত্রী, ক্ষিতি, ন্দ্রি",
];

/** What PDF.js reads off the first page, one string per line (its items joined by the baseline they sit on). */
async function pdfjsLines(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const { items } = await (await document.getPage(1)).getTextContent();
    const lines = new Map<number, string>();
    for (const item of items) {
      if (!("str" in item)) continue;
      // A mark raised or lowered (a text rise) sits a little off its line's baseline.
      const baseline = [...lines.keys()].find((y) => Math.abs(y - (item.transform[5] as number)) < SIZE / 2) ?? (item.transform[5] as number);
      lines.set(baseline, (lines.get(baseline) ?? "") + item.str);
    }
    return [...lines.values()];
  } finally {
    await document.destroy();
  }
}

/** The sample as the documents draw it: one line each, from the pen's top down. */
async function samplePdf(): Promise<Uint8Array> {
  const pen = await newPen({ language: "bn" });
  for (const text of SAMPLE) line(pen, text, { size: SIZE, bold: BOLD.has(text) });
  return pen.pdf.save();
}

async function rasterisePage(bytes: Uint8Array): Promise<Canvas> {
  const document = await openPdf(bytes);
  const canvas = await rasterise(await document.getPage(1), SCALE);
  await document.destroy();
  return canvas;
}

/** The expected picture: each line drawn where the pen draws it, shaped by Skia, or letter by letter in typed order. */
function reference(mode: "shaped" | "unshaped"): Canvas {
  const canvas = whiteCanvas(WIDTH, Math.ceil(PAGE_HEIGHT * SCALE));
  const context = canvas.getContext("2d");
  SAMPLE.forEach((text, index) => {
    context.font = referenceFont(SIZE * SCALE, BOLD.has(text));
    const y = (PAGE_HEIGHT - (TOP - index * STEP)) * SCALE;
    if (mode === "shaped") return context.fillText(text, 50 * SCALE, y);
    let x = 50 * SCALE;
    for (const letter of text) {
      context.fillText(letter, x, y);
      x += context.measureText(letter).width;
    }
  });
  return canvas;
}

/** Each sample line's difference between two pictures: the band from above its tallest mark to below its lowest. */
function lineDifferences(a: Canvas, b: Canvas): number[] {
  return SAMPLE.map((_, index) => {
    const baseline = Math.round((PAGE_HEIGHT - (TOP - index * STEP)) * SCALE);
    const top = baseline - Math.round(SIZE * 1.1 * SCALE);
    const height = Math.round(STEP * SCALE);
    const band = { x: 0, y: top, width: WIDTH, height };
    return difference(ink(a, band), ink(b, band), WIDTH, height);
  });
}

/** The fonts a PDF embeds or names, by their BaseFont, a Type0 font's descendant aside. */
async function fontNames(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const names: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("Font") || object.get(PDFName.of("Subtype")) === PDFName.of("CIDFontType2")) continue;
    names.push(object.lookup(PDFName.of("BaseFont"), PDFName).decodeText());
  }
  return names.sort();
}

describe("Bangla in a PDF (decision 055)", () => {
  it("reads back as the same Unicode, line by line, with the project's extractor and with PDF.js", async () => {
    const bytes = await samplePdf();
    expect((await pdfText(bytes)).split("\n").map((text) => text.normalize("NFC"))).toEqual(SAMPLE.map((text) => text.normalize("NFC")));
    // A second, independent reader, PDF.js: each line as written, each space once.
    expect((await pdfjsLines(bytes)).map((text) => text.normalize("NFC"))).toEqual(SAMPLE.map((text) => text.normalize("NFC")));
  });

  it("gives back every word as written where the font adds a glyph of no letter of its own (ি over a wide letter, conjuncts)", async () => {
    const pen = await newPen({ language: "bn" });
    for (const text of WIDE) line(pen, text, { size: SIZE });
    const bytes = await pen.pdf.save();
    expect((await pdfText(bytes)).split("\n").map((text) => text.normalize("NFC"))).toEqual(WIDE.map((text) => text.normalize("NFC")));
    // A reader that ignores ActualText reads the glyphs' ToUnicode: the same, the WORD JOINERs of the font's own pieces and marks aside.
    expect((await pdfText(bytes, { glyphs: true })).split("\n").map((text) => text.replaceAll(NO_LETTER, "").normalize("NFC"))).toEqual(WIDE.map((text) => text.normalize("NFC")));
    // PDF.js is such a reader (and leaves format characters out): a line's items, in order, are
    // the line, each space once. A glyph whose text held a mark ("শু", "প্র") it took for one of no
    // width, and read a second space after the space before it (decision 061).
    const read = await pdfjsLines(bytes);
    expect(read.map((text) => text.normalize("NFC"))).toEqual(WIDE.map((text) => text.normalize("NFC")));
  });

  it("renders to the glyphs a shaper draws, and not to the letters side by side", async () => {
    const page = await rasterisePage(await samplePdf());
    const shaped = lineDifferences(page, reference("shaped"));
    const unshaped = lineDifferences(page, reference("unshaped"));
    // On a mismatch, the three pictures are kept and named in the failure, to look at.
    const failed = SAMPLE.some((_, index) => !((shaped[index] ?? 1) < 0.04 && (unshaped[index] ?? 0) > 0.15));
    const kept = failed ? ` (pictures: ${keepPictures("bangla-pdf", { page, shaped: reference("shaped"), unshaped: reference("unshaped") }).join(", ")})` : "";
    for (const [index, text] of SAMPLE.entries()) {
      expect(shaped[index], `${text}${kept}`).toBeLessThan(0.04);
      // Only a line with nothing to shape would look alike unshaped; every sample line has something.
      expect(unshaped[index], `${text}${kept}`).toBeGreaterThan(0.15);
    }
  });

  it("cuts a Bangla word longer than the line between letters, never before a vowel sign or after a hasanta", async () => {
    const pen = await newPen();
    const word = "কৃষিযন্ত্রপাতি".repeat(12);
    const parts = fitWidth(word, pen.font, 10, 120, (text) => textWidth(pen, text, { size: 10 }));
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.join("")).toBe(word);
    for (const part of parts) {
      expect(textWidth(pen, part, { size: 10 })).toBeLessThanOrEqual(120);
      expect(part, part).not.toMatch(/^\p{M}|\u09CD$/u);
    }
  });

  it("saves the same document twice to the same bytes (the font is written once)", async () => {
    const pen = await newPen();
    pen.pdf.setCreationDate(new Date(0));
    pen.pdf.setModificationDate(new Date(0));
    line(pen, "চালান");
    const first = await pen.pdf.save();
    expect(Buffer.from(await pen.pdf.save()).equals(Buffer.from(first))).toBe(true);
  });

  it("names a Bangla document's language", async () => {
    const pdf = await PDFDocument.load(await samplePdf());
    expect(pdf.catalog.lookup(PDFName.of("Lang"))?.toString()).toBe("(bn-BD)");
  });

  it("keeps Latin text in Helvetica, embeds the Bengali font only when a line used it, and wraps Bangla by its shaped width", async () => {
    const english = await newPen();
    line(english, "Invoice 12");
    const englishBytes = await english.pdf.save();
    expect(await fontNames(englishBytes)).toEqual(["Helvetica", "Helvetica-Bold"]);

    const mixed = await newPen();
    line(mixed, "Buyer: শ্রীমতী লক্ষ্মী চক্রবর্তী (Dhaka)");
    paragraph(mixed, Array.from({ length: 12 }, () => "কৃষি যন্ত্রপাতি").join(" "));
    const mixedBytes = await mixed.pdf.save();
    const text = (await pdfText(mixedBytes)).split("\n").map((part) => part.normalize("NFC"));
    expect(text[0]).toBe("Buyer: শ্রীমতী লক্ষ্মী চক্রবর্তী (Dhaka)".normalize("NFC"));
    expect(text.length).toBeGreaterThan(2);
    expect(text.slice(1).join(" ")).toBe(Array.from({ length: 12 }, () => "কৃষি যন্ত্রপাতি").join(" ").normalize("NFC"));
    // The bold weight was never used: it is not in the file.
    const names = await fontNames(mixedBytes);
    expect(names).toHaveLength(3);
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z]{6}\+NotoSansBengali-Regular$/), "Helvetica", "Helvetica-Bold"]));
  });
});
