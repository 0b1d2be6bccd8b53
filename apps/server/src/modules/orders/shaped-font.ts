import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Font as FontFile } from "@pdf-lib/fontkit";
import type * as HarfBuzz from "harfbuzzjs";
import { PDFHexString, PDFNumber, PDFOperator, PDFOperatorNames, type PDFDocument, type PDFRef } from "pdf-lib";

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
      return { hb: new hb.Font(hbFace), bytes, upem: hbFace.upem };
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
  /** The text this glyph gives back when the PDF is read (see `shape`). */
  text: string;
  advance: number;
  dx: number;
  dy: number;
}

/**
 * A cluster's text dealt out to its glyphs in the order they are drawn, one code point each and
 * the rest to the last, so that reading the glyphs left to right gives the text back in logical
 * order. A split vowel sign (ো: three glyphs for two letters) is dealt decomposed (ে + া), which
 * reads back as the same text once normalised (NFC). Only a cluster of more glyphs than even its
 * decomposition has letters leaves a glyph without text.
 */
export function dealText(text: string, glyphs: number): string[] {
  const composed = [...text];
  const letters = composed.length >= glyphs ? composed : [...text.normalize("NFD")];
  return Array.from({ length: glyphs }, (_, index) => (index < glyphs - 1 ? letters[index] ?? "" : letters.slice(index).join("")));
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
  const starts = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  const texts = new Map<number, string[]>();
  for (const [index, start] of starts.entries()) {
    const count = glyphs.filter((glyph) => glyph.cluster === start).length;
    texts.set(start, dealText(text.slice(start, starts[index + 1] ?? text.length), count));
  }
  return glyphs.map((glyph) => ({ gid: glyph.codepoint, text: texts.get(glyph.cluster)?.shift() ?? "", advance: glyph.xAdvance ?? 0, dx: glyph.xOffset ?? 0, dy: glyph.yOffset ?? 0 }));
}

/** UTF-16BE in hex, as a ToUnicode CMap writes a destination. */
const utf16Hex = (text: string) => Array.from({ length: text.length }, (_, index) => text.charCodeAt(index).toString(16).padStart(4, "0")).join("");
const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, "0");

/**
 * One weight of the Bengali font in one document. Each glyph drawn gets a character id (CID) per
 * text it stands for, so one glyph can give back different text in different clusters; a
 * CIDToGIDMap points the CIDs at the subset's glyphs. It is written into the document when the
 * document is saved (see `embed`), with only the glyphs used.
 */
export class ShapedFont {
  private reference: PDFRef | undefined;
  /** How many CIDs the font written into the document holds. */
  private embedded = 0;
  private readonly cids = new Map<string, number>();
  private readonly used: { gid: number; text: string }[] = [];

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

  private cid(gid: number, text: string): number {
    const key = `${gid}:${text}`;
    let cid = this.cids.get(key);
    if (cid === undefined) {
      this.used.push({ gid, text });
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
   * each glyph by HarfBuzz's advance and offset instead of the font's own advance, and a text rise
   * (`Ts`) wherever a mark sits above or below the line.
   */
  operators(text: string, size: number): PDFOperator[] {
    const face = this.shaper.faces[this.weight];
    const unit = (value: number) => (value * 1000) / face.upem;
    const operators: PDFOperator[] = [];
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
    for (const glyph of shape(this.shaper, this.weight, text)) {
      const glyphRise = (glyph.dy * size) / face.upem;
      if (Math.abs(glyphRise - rise) > 0.001) {
        flush();
        rise = glyphRise;
        operators.push(PDFOperator.of(PDFOperatorNames.SetTextRise, [PDFNumber.of(Math.round(rise * 1000) / 1000)]));
      }
      // A positive number in a TJ array moves the next glyph left, in thousandths of the size.
      move(shift - unit(glyph.dx));
      shift = unit(glyph.dx);
      pending.push(PDFHexString.of(hex4(this.cid(glyph.gid, glyph.text))));
      move(unit(face.hb.glyphHAdvance(glyph.gid)) - unit(glyph.advance));
    }
    move(shift);
    flush();
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
    const tag = [...createHash("sha256").update(this.used.map(({ gid, text }) => `${gid}:${text}`).join("\n")).digest().subarray(0, 6)]
      .map((byte) => String.fromCharCode(65 + (byte % 26)))
      .join("");
    const baseFont = `${tag}+${file.postscriptName}`;
    const cidToGid = new Uint8Array((this.used.length + 1) * 2);
    newGids.forEach((gid, index) => {
      cidToGid[(index + 1) * 2] = gid >> 8;
      cidToGid[(index + 1) * 2 + 1] = gid & 0xff;
    });
    // The same advances the TJ arrays were reckoned against.
    const face = this.shaper.faces[this.weight];
    const widths = this.used.map(({ gid }) => Math.round((face.hb.glyphHAdvance(gid) * 1000) / face.upem));
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
 * The CMap that gives each CID's text back. A glyph that carries none of its cluster's text maps
 * to an empty string, so an extractor reads the cluster once, in logical order.
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

