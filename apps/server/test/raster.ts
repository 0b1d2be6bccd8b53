import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * Pictures of PDF pages, for the tests that prove Bangla is shaped (decision 055): PDF.js (from
 * npm, no browser) rasterises a page onto @napi-rs/canvas, and Skia draws the expected picture
 * from the same font file (its own, native HarfBuzz shapes it). Shared by bangla-pdf.test.ts
 * (lines drawn by the pen) and bangla-documents.test.ts (real documents fetched from the API).
 */

const require = createRequire(import.meta.url);
// PDF.js draws with the copy of @napi-rs/canvas it depends on: the reference uses that very copy.
const { GlobalFonts, createCanvas: newCanvas } = createRequire(require.resolve("pdfjs-dist/package.json"))("@napi-rs/canvas") as CanvasModule;

type Context = {
  fillStyle: string;
  font: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number; actualBoundingBoxAscent: number; actualBoundingBoxDescent: number };
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
};

/** What these tests use of @napi-rs/canvas (its types sit with PDF.js's copy, out of this package's reach). */
export interface Canvas {
  width: number;
  height: number;
  getContext(kind: "2d"): Context;
  toBuffer(mime: "image/png"): Buffer;
}
interface CanvasModule {
  createCanvas(width: number, height: number): Canvas;
  GlobalFonts: { registerFromPath(path: string, family: string): unknown };
}
type RenderParameters = Parameters<PDFPageProxy["render"]>[0];

/** The documents' Bengali font (decision 055), registered with Skia under the names the references draw with. */
const FONT = { regular: require.resolve("@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf"), bold: require.resolve("@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf") };
GlobalFonts.registerFromPath(FONT.regular, "Reference Bengali");
GlobalFonts.registerFromPath(FONT.bold, "Reference Bengali Bold");

/** A CSS font for Skia: the reference Bengali face of `weight` at `pixels`. */
export const referenceFont = (pixels: number, bold: boolean) => `${pixels}px "Reference Bengali${bold ? " Bold" : ""}"`;

/** A white canvas. */
export function whiteCanvas(width: number, height: number): Canvas {
  const canvas = newCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "white";
  context.fillRect(0, 0, width, height);
  context.fillStyle = "black";
  return canvas;
}

/**
 * PDF.js's own files for the standard fonts (Helvetica is drawn with Foxit's sans), read from the
 * npm package: without them it draws a Latin run after Bangla a space's width short.
 */
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** Opens a PDF in PDF.js as the raster tests read it: no system fonts, no font faces (glyphs drawn as paths), no eval. */
export const openPdf = (bytes: Uint8Array): Promise<PDFDocumentProxy> =>
  getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false, verbosity: 0 }).promise;

/** A page as PDF.js paints it, `scale` pixels to the point, on white. */
export async function rasterise(page: PDFPageProxy, scale: number): Promise<Canvas> {
  const viewport = page.getViewport({ scale });
  const canvas = whiteCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  await page.render({ canvas: canvas as unknown as RenderParameters["canvas"], canvasContext: context as unknown as RenderParameters["canvasContext"], viewport }).promise;
  return canvas;
}

/** A rectangle of pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The inked pixels of a box of a canvas, as a mask (dark and opaque: ink). */
export function ink(canvas: Canvas, box: Box): Uint8Array {
  const { data } = canvas.getContext("2d").getImageData(box.x, box.y, box.width, box.height);
  const mask = new Uint8Array(box.width * box.height);
  for (let pixel = 0; pixel < mask.length; pixel += 1) mask[pixel] = (data[pixel * 4] ?? 255) < 128 && (data[pixel * 4 + 3] ?? 0) > 128 ? 1 : 0;
  return mask;
}

/**
 * How far two pictures of a line differ: the share of inked pixels in either with no ink within
 * two pixels in the other. Anti-aliasing and hinting stay within that; a glyph missing, swapped
 * or moved by a letter's width does not.
 */
export function difference(a: Uint8Array, b: Uint8Array, width: number, height: number): number {
  const near = (mask: Uint8Array, x: number, y: number) => {
    for (let dy = -2; dy <= 2; dy += 1) for (let dx = -2; dx <= 2; dx += 1) if (mask[(y + dy) * width + x + dx]) return true;
    return false;
  };
  let inked = 0;
  let unmatched = 0;
  for (let y = 2; y < height - 2; y += 1) {
    for (let x = 2; x < width - 2; x += 1) {
      const [inA, inB] = [a[y * width + x], b[y * width + x]];
      if (!inA && !inB) continue;
      inked += 1;
      if ((inA && !near(b, x, y)) || (inB && !near(a, x, y))) unmatched += 1;
    }
  }
  return unmatched / Math.max(inked, 1);
}

/** Writes pictures as PNGs into a new folder under the system's temporary one, to look at when a test fails; answers their paths. */
export function keepPictures(prefix: string, pictures: Record<string, Canvas>): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  return Object.entries(pictures).map(([name, canvas]) => {
    const file = path.join(folder, `${name}.png`);
    writeFileSync(file, canvas.toBuffer("image/png"));
    return file;
  });
}
