import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Font as FontFile } from "@pdf-lib/fontkit";
import type * as HarfBuzz from "harfbuzzjs";
import { PDFHexString, PDFName, PDFNumber, PDFOperator, PDFOperatorNames, type PDFDocument, type PDFRef } from "pdf-lib";

/**
 * Bangla in the documents (decision 055). pdf-lib's standard fonts speak WinAnsi only, and its
 * own layout of a custom font (@pdf-lib/fontkit) cannot shape Bengali: the Indic shaper throws
 * ("regeneratorRuntime is not defined"), and it would neither keep mark offsets nor give text
 * back in logical order. So HarfBuzz shapes each Bengali run (conjuncts, pre-base and split
 * vowel signs, reph, ya-phala, marks placed by GPOS), and the glyphs it chose are drawn as they
 * are into a Type0 font of our own: a subset of Noto Sans Bengali (SIL OFL 1.1).
 */

/** The two weights the documents use, as the npm package @expo-google-fonts/noto-sans-bengali ships them (TTF). */
const FACES = {
  regular: "@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf",
} as const;
export type Weight = keyof typeof FACES;

/**
 * Bengali letters, signs and digits (U+0980–U+09FF, the taka sign among them), the dandas
 * Bengali shares with Devanagari, and the joiners that steer its conjuncts.
 */
const BENGALI = /[\u0980-\u09FF\u0964\u0965\u200C\u200D]/u;
export const hasBengali = (text: string) => BENGALI.test(text);

export interface Run {
  bengali: boolean;
  text: string;
}

/**
 * Splits a line where its script changes. Spaces and punctuation stay with the run they follow
 * (a leading one with the first), so "কৃষি যন্ত্রপাতি" is one run and a word is never torn from its space.
 */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const bengali = BENGALI.test(char);
    const neutral = !bengali && /[\s\p{P}]/u.test(char);
    const last = runs.at(-1);
    if (!last) runs.push({ bengali, text: char });
    else if (neutral || last.bengali === bengali) last.text += char;
    else if (last.text.trim() === "") Object.assign(last, { bengali, text: last.text + char });
    else runs.push({ bengali, text: char });
  }
  return runs;
}

type Hb = typeof HarfBuzz;
interface Face {
  hb: InstanceType<Hb["Font"]>;
  bytes: Uint8Array;
  upem: number;
  /** The space's glyph: no outline, drawn of no advance to carry a glyph's marks (`carryMarks`). */
  blank: number;
}
interface Shaper {
  hb: Hb;
  faces: Record<Weight, Face>;
}

let loading: Promise<Shaper> | undefined;

/**
 * HarfBuzz (WASM, inside the npm package) and both faces, loaded once per process on the first
 * document (some 60 ms): nothing is downloaded, at install or at run time.
 */
export function loadShaper(): Promise<Shaper> {
  loading ??= (async () => {
    const hb = await import("harfbuzzjs");
    const require = createRequire(import.meta.url);
    const face = (weight: Weight): Face => {
      const bytes = readFileSync(require.resolve(FACES[weight]));
      const hbFace = new hb.Face(new hb.Blob(bytes));
      const font = new hb.Font(hbFace);
      return { hb: font, bytes, upem: hbFace.upem, blank: font.nominalGlyph(0x20) ?? 0 };
    };
    return { hb, faces: { regular: face("regular"), bold: face("bold") } };
  })();
  return loading;
}

const files = new Map<Weight, Promise<FontFile>>();

/**
 * The face as fontkit reads it, to cut the subset out of: imported only when a document has
 * Bangla to embed (fontkit's import takes half a second; English documents never pay it).
 */
function fontFile(weight: Weight, bytes: Uint8Array): Promise<FontFile> {
  const file = files.get(weight) ?? import("@pdf-lib/fontkit").then(({ default: fontkit }) => fontkit.create(Buffer.from(bytes)));
  files.set(weight, file);
  return file;
}

/** A glyph as HarfBuzz placed it, in the font's units. */
export interface ShapedGlyph {
  gid: number;
  /** Where its cluster starts in the run's text (UTF-16 units). */
  cluster: number;
  /** The text this glyph gives back to a reader of its ToUnicode map (see `shape`). */
  text: string;
  advance: number;
  dx: number;
  dy: number;
}

/**
 * What a glyph that stands for no letter gives back (decision 061): WORD JOINER, a format
 * character, which PDF.js leaves out of the text it reads (and so Firefox's search and copy), and
 * which changes nothing in Bangla text a reader pastes elsewhere. Readers that honour ActualText
 * (Acrobat, Chrome, poppler's pdftotext) never see it: each word is written as a span of its own.
 */
export const NO_LETTER = "\u2060";

/** A nonspacing mark (ু, ৃ, ্, ঁ …): what PDF.js takes a glyph for, of no width, when its text holds one anywhere. */
const MARK = /\p{Mn}/u;

/**
 * A text's letters each with the nonspacing marks that follow it ("শু", "ল্", "ক"), the unit a
 * glyph that moves the pen on is dealt (see `dealText`).
 */
function lettersWithMarks(text: string): string[] {
  const units: string[] = [];
  for (const char of text) {
    if (MARK.test(char) && units.length > 0) units[units.length - 1] += char;
    else units.push(char);
  }
  return units;
}

/**
 * A cluster's text dealt out to its glyphs in the order they are drawn, so that reading the
 * glyphs left to right gives the text back in logical order: to the glyphs that move the pen on
 * (`spacing`), one letter each with the nonspacing marks after it, and the rest to the last. A
 * split vowel sign (ো: three glyphs for two letters) is dealt decomposed (ে + া), which reads back
 * as the same text once normalised (NFC). The glyphs drawn where another stands (a mark, reph, a
 * piece of ি that Noto Sans Bengali draws over a wide letter: "ঠিকানা", "একটি") and any spacing
 * glyph past the letters read NO_LETTER: PDF.js reads a glyph that steps back under the last as a
 * word of its own, and an empty text as the glyph's raw code. A cluster of marks alone deals to
 * all of them. `shape` then moves the marks off the spacing glyphs (`carryMarks`).
 */
export function dealText(text: string, spacing: readonly boolean[]): string[] {
  const takers = spacing.some(Boolean) ? spacing : spacing.map(() => true);
  const count = takers.filter(Boolean).length;
  const composed = lettersWithMarks(text);
  const letters = composed.length >= count ? composed : lettersWithMarks(text.normalize("NFD"));
  let dealt = 0;
  return takers.map((takes) => {
    if (!takes) return NO_LETTER;
    dealt += 1;
    const part = dealt < count ? (letters[dealt - 1] ?? "") : letters.slice(dealt - 1).join("");
    return part || NO_LETTER;
  });
}

/**
 * PDF.js takes a glyph whose text holds a nonspacing mark anywhere ("শু", "প্র", "স্ত্রী") for a mark
 * of no width (its `isZeroWidthDiacritic`): it does not move its text on by the glyph's advance.
 * After a space it then found the gap the glyph left and read a second space ("শু ল্কের"), and
 * inside a line its text layer fell behind the drawing by the glyph's width. So a glyph that moves
 * the pen on keeps its text up to the first mark, and the rest ("ু", "্র") goes to a glyph of its
 * own drawn right after it: `blank` (the font's space glyph, which has no outline), of no advance,
 * where PDF.js reads a mark. A text that starts with its mark (a sign typed alone) stays as it is.
 */
export function carryMarks(glyphs: readonly ShapedGlyph[], blank: number): ShapedGlyph[] {
  return glyphs.flatMap((glyph) => {
    const at = glyph.text.search(MARK);
    if (glyph.advance === 0 || at <= 0) return [glyph];
    return [
      { ...glyph, text: glyph.text.slice(0, at) },
      { ...glyph, gid: blank, text: glyph.text.slice(at), advance: 0 },
    ];
  });
}

/**
 * Shapes a Bengali run. HarfBuzz's clusters are the unit the text comes back by: a pre-base
 * vowel sign is drawn before its consonant, so no one glyph-to-letters map could give "কি" back
 * in logical order; the glyphs of a cluster share its text out instead (`dealText`).
 */
export function shape(shaper: Shaper, weight: Weight, text: string): ShapedGlyph[] {
  const { hb } = shaper;
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(shaper.faces[weight].hb, buffer);
  const glyphs = buffer.getGlyphInfosAndPositions();
  const texts = new Map<number, string[]>();
  for (const [start, cluster] of clusterTexts(text, glyphs)) {
    texts.set(
      start,
      dealText(
        cluster,
        glyphs.filter((glyph) => glyph.cluster === start).map((glyph) => (glyph.xAdvance ?? 0) !== 0),
      ),
    );
  }
  const shaped = glyphs.map((glyph) => ({
    gid: glyph.codepoint,
    cluster: glyph.cluster,
    text: texts.get(glyph.cluster)?.shift() ?? NO_LETTER,
    advance: glyph.xAdvance ?? 0,
    dx: glyph.xOffset ?? 0,
    dy: glyph.yOffset ?? 0,
  }));
  return carryMarks(shaped, shaper.faces[weight].blank);
}

/** Each cluster's text by where it starts, in the run's order: from its start to the next cluster's. */
function clusterTexts(text: string, glyphs: readonly { cluster: number }[]): Map<number, string> {
  const starts = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  return new Map(starts.map((start, index) => [start, text.slice(start, starts[index + 1] ?? text.length)]));
}

/**
 * The words of a shaped run by the clusters they are made of: each row of clusters between
 * spaces, with the text the row stands for. A space is a word of none (its glyph reads " ").
 */
export function wordsOf(text: string, glyphs: readonly ShapedGlyph[]): Map<number, { start: number; text: string }> {
  const words = new Map<number, { start: number; text: string }>();
  let word: { start: number; text: string } | undefined;
  for (const [start, cluster] of clusterTexts(text, glyphs)) {
    if (cluster.trim() === "") {
      word = undefined;
      continue;
    }
    word ??= { start, text: "" };
    word.text += cluster;
    words.set(start, word);
  }
  return words;
}

/** UTF-16BE in hex, as a ToUnicode CMap writes a destination. */
const utf16Hex = (text: string) => Array.from({ length: text.length }, (_, index) => text.charCodeAt(index).toString(16).padStart(4, "0")).join("");
const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, "0");

/**
 * One weight of the Bengali font in one document. Each glyph drawn gets a character id (CID) per
 * text it stands for and advance it is drawn with, so one glyph can give back different text in
 * different clusters, and each CID's width (W) is the advance HarfBuzz gave it there: a reader
 * that places text by the widths (PDF.js) then finds each glyph where the last one ended, and
 * puts no space of its own inside a word. A CIDToGIDMap points the CIDs at the subset's glyphs.
 * It is written into the document when the document is saved (see `embed`), with only the
 * glyphs used.
 */
export class ShapedFont {
  private reference: PDFRef | undefined;
  /** How many CIDs the font written into the document holds. */
  private embedded = 0;
  private readonly cids = new Map<string, number>();
  private readonly used: { gid: number; text: string; width: number }[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly shaper: Shaper,
    readonly weight: Weight,
  ) {}

  /** The font's object number, taken when a line first uses it: a document without Bangla numbers its objects as before. */
  get ref(): PDFRef {
    this.reference ??= this.pdf.context.nextRef();
    return this.reference;
  }

  get isUsed() {
    return this.used.length > 0;
  }

  /** `width` in thousandths of the size, as the font's W array writes it. */
  private cid(gid: number, text: string, width: number): number {
    const key = `${gid}:${width}:${text}`;
    let cid = this.cids.get(key);
    if (cid === undefined) {
      this.used.push({ gid, text, width });
      cid = this.used.length;
      this.cids.set(key, cid);
    }
    return cid;
  }

  /** The run's width in points at `size`. */
  width(text: string, size: number): number {
    const face = this.shaper.faces[this.weight];
    return (shape(this.shaper, this.weight, text).reduce((sum, glyph) => sum + glyph.advance, 0) * size) / face.upem;
  }

  /**
   * The operators that draw a run from the current text position: `TJ` arrays whose numbers move
   * each glyph by HarfBuzz's offset, and a text rise (`Ts`) wherever a mark sits above or below
   * the line. Each word is a marked-content span whose ActualText is the word as written
   * (decision 061): the PDF standard's way to give a group of glyphs its text, whatever their
   * order and number.
   */
  operators(text: string, size: number): PDFOperator[] {
    const face = this.shaper.faces[this.weight];
    const unit = (value: number) => (value * 1000) / face.upem;
    const glyphs = shape(this.shaper, this.weight, text);
    const words = wordsOf(text, glyphs);
    const operators: PDFOperator[] = [];
    let span: number | undefined;
    let rise = 0;
    let pending: (PDFHexString | PDFNumber)[] = [];
    let shift = 0;
    const flush = () => {
      if (pending.length) operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [this.pdf.context.obj(pending)]));
      pending = [];
    };
    const move = (thousandths: number) => {
      if (Math.abs(thousandths) < 0.01) return;
      const last = pending.at(-1);
      const value = Math.round((last instanceof PDFNumber ? last.asNumber() : 0) * 100 + thousandths * 100) / 100;
      if (last instanceof PDFNumber) pending[pending.length - 1] = PDFNumber.of(value);
      else pending.push(PDFNumber.of(value));
    };
    for (const glyph of glyphs) {
      const word = words.get(glyph.cluster);
      if (word?.start !== span) {
        flush();
        if (span !== undefined) operators.push(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
        span = word?.start;
        // pdf-lib's operators take no dictionary: the span's properties are written as they read.
        if (word) operators.push(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), `<</ActualText ${PDFHexString.fromText(word.text).toString()}>>`]));
      }
      const glyphRise = (glyph.dy * size) / face.upem;
      if (Math.abs(glyphRise - rise) > 0.001) {
        flush();
        rise = glyphRise;
        operators.push(PDFOperator.of(PDFOperatorNames.SetTextRise, [PDFNumber.of(Math.round(rise * 1000) / 1000)]));
      }
      // A positive number in a TJ array moves the next glyph left, in thousandths of the size.
      move(shift - unit(glyph.dx));
      shift = unit(glyph.dx);
      const width = Math.round(unit(glyph.advance) * 100) / 100;
      pending.push(PDFHexString.of(hex4(this.cid(glyph.gid, glyph.text, width))));
      // What rounding the width left (under a hundredth of a thousandth: nothing is written).
      move(width - unit(glyph.advance));
      // PDF.js skips a glyph of no letter, and with it a move that follows it in the same array.
      if (glyph.text === NO_LETTER) flush();
    }
    move(shift);
    flush();
    if (span !== undefined) operators.push(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    if (rise !== 0) operators.push(PDFOperator.of(PDFOperatorNames.SetTextRise, [PDFNumber.of(0)]));
    return operators;
  }

  /** Writes the font's objects under `ref`: the subset, its widths, CID→glyph map and ToUnicode map. */
  async embed(): Promise<void> {
    // Saved again with nothing new drawn: the font written last time stands.
    if (!this.isUsed || this.embedded === this.used.length) return;
    this.embedded = this.used.length;
    const { context } = this.pdf;
    const file = await fontFile(this.weight, this.shaper.faces[this.weight].bytes);
    const scale = 1000 / file.unitsPerEm;
    const subset = file.createSubset();
    const newGids = this.used.map(({ gid }) => subset.includeGlyph(gid));
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const parts: Uint8Array[] = [];
      subset
        .encodeStream()
        .on("data", (part) => parts.push(part))
        .on("end", () => resolve(Buffer.concat(parts)));
    });
    // A subset's name starts with six capitals; taken from the glyphs used, so the same text makes the same bytes.
    const tag = [...createHash("sha256").update(this.used.map(({ gid, text, width }) => `${gid}:${width}:${text}`).join("\n")).digest().subarray(0, 6)]
      .map((byte) => String.fromCharCode(65 + (byte % 26)))
      .join("");
    const baseFont = `${tag}+${file.postscriptName}`;
    const cidToGid = new Uint8Array((this.used.length + 1) * 2);
    newGids.forEach((gid, index) => {
      cidToGid[(index + 1) * 2] = gid >> 8;
      cidToGid[(index + 1) * 2 + 1] = gid & 0xff;
    });
    // The same advances the TJ arrays were reckoned against.
    const widths = this.used.map(({ width }) => width);
    const descriptor = context.obj({
      Type: "FontDescriptor",
      FontName: baseFont,
      Flags: 4,
      FontBBox: [file.bbox.minX, file.bbox.minY, file.bbox.maxX, file.bbox.maxY].map((value) => Math.round(value * scale)),
      ItalicAngle: 0,
      Ascent: Math.round(file.ascent * scale),
      Descent: Math.round(file.descent * scale),
      CapHeight: Math.round((file.capHeight || file.ascent) * scale),
      StemV: this.weight === "bold" ? 120 : 80,
      FontFile2: context.register(context.flateStream(bytes)),
    });
    const cidFont = context.obj({
      Type: "Font",
      Subtype: "CIDFontType2",
      BaseFont: baseFont,
      CIDSystemInfo: { Registry: PDFHexString.fromText("Adobe"), Ordering: PDFHexString.fromText("Identity"), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      W: [1, widths],
      DW: 0,
      CIDToGIDMap: context.register(context.flateStream(cidToGid)),
    });
    context.assign(
      this.ref,
      context.obj({
        Type: "Font",
        Subtype: "Type0",
        BaseFont: baseFont,
        Encoding: "Identity-H",
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: context.register(context.flateStream(toUnicodeCMap(this.used.map(({ text }) => text)))),
      }),
    );
  }
}

/**
 * The CMap that gives each CID's text back, for readers that do not honour ActualText: a
 * cluster's glyphs read in drawing order give its text in logical order, and a glyph of no
 * letter reads NO_LETTER (an empty text would make PDF.js show the glyph's raw code).
 */
export function toUnicodeCMap(texts: string[]): string {
  const entries = texts.map((text, index) => `<${hex4(index + 1)}> <${utf16Hex(text)}>`);
  const chunks: string[] = [];
  // A bfchar block holds at most 100 entries.
  for (let start = 0; start < entries.length; start += 100) {
    const chunk = entries.slice(start, start + 100);
    chunks.push(`${chunk.length} beginbfchar\n${chunk.join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
    ...chunks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

