import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream, type PDFObject } from "pdf-lib";

/** WinAnsi's 0x80–0x9F (Node's TextDecoder reads "windows-1252" as Latin-1 there); "" where it has none. */
const WIN_ANSI_HIGH = "€\u0000‚ƒ„…†‡ˆ‰Š‹Œ\u0000Ž\u0000\u0000‘’“”•–—˜™š›œ\u0000žŸ";
const winAnsi = (bytes: Buffer) => [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] ?? "" : String.fromCharCode(byte))).join("");

type Decode = (bytes: Buffer) => string;

const utf16 = (hex: string) => Buffer.from(hex, "hex").swap16().toString("utf16le");

/**
 * A ToUnicode CMap as a decoder of two-byte codes: its bfchar entries and bfranges, the way the
 * document's Bengali font writes them (decision 055). A code it does not name reads as U+FFFD.
 */
function cmapDecoder(cmap: string): Decode {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g)) map.set(parseInt(entry[1] ?? "", 16), utf16(entry[2] ?? ""));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g)) {
      const [from, to, start] = [parseInt(entry[1] ?? "", 16), parseInt(entry[2] ?? "", 16), utf16(entry[3] ?? "")];
      for (let code = from; code <= to; code += 1) map.set(code, start.slice(0, -1) + String.fromCharCode(start.charCodeAt(start.length - 1) + code - from));
    }
  }
  return (bytes) => Array.from({ length: bytes.length / 2 }, (_, index) => map.get(bytes.readUInt16BE(index * 2)) ?? "\uFFFD").join("");
}

/** A text string a content stream writes in hex (an ActualText): UTF-16BE after its byte order mark, else PDFDocEncoding (read as Latin-1). */
const textString = (hex: string) => (/^feff/i.test(hex) ? utf16(hex.slice(4)) : Buffer.from(hex, "hex").toString("latin1"));

const streamText = (stream: PDFObject | undefined) => (stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1") : "");

/** Each font of a page's resources by its name there: its BaseFont, and a decoder of the strings it shows. */
function pageFonts(pdf: PDFDocument, resources: PDFDict | undefined): Map<string, { baseFont: string; decode: Decode }> {
  const fonts = new Map<string, { baseFont: string; decode: Decode }>();
  const dict = resources?.lookupMaybe(PDFName.of("Font"), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    const toUnicode = font.get(PDFName.of("ToUnicode"));
    const baseFont = font.lookupMaybe(PDFName.of("BaseFont"), PDFName)?.decodeText() ?? "";
    // The standard fonts' strings are WinAnsi: 0x80 is "€", which Latin-1 would not read.
    fonts.set(name.asString(), { baseFont, decode: toUnicode instanceof PDFRef ? cmapDecoder(streamText(pdf.context.lookup(toUnicode))) : winAnsi });
  }
  return fonts;
}

/** The tokens of a content stream that text needs: strings, names, array brackets and operators. */
const TOKENS = /<<|>>|<([0-9A-Fa-f\s]*)>|\((?:\\.|[^\\)])*\)|\/[^\s/<>[\]()]+|\[|\]|[-+]?\d*\.?\d+|[A-Za-z'"*]+/g;

/** Text shown in one font: its font's BaseFont and size, what it reads as, and the word (line) it is part of, counted over the document. */
export interface TextRun {
  font: string;
  size: number;
  text: string;
  word: number;
}

/**
 * The runs of text each page of a PDF shows, in the order its content shows them: each page's
 * content decoded by pdf-lib itself, then each string a `Tj` or `TJ` shows read with the font it
 * is shown in (WinAnsi for the standard fonts, the ToUnicode map for the embedded Bengali one).
 * Inside a marked-content span with an ActualText (each shaped Bangla word, decision 061) the
 * strings read as that text, once, as Acrobat, Chrome and poppler read them; `glyphs: true` reads
 * the glyphs' own ToUnicode there instead, as PDF.js does.
 * Strings shown one after another in one font make one run; a new font starts another. Cutting
 * streams out of the bytes with a pattern failed one run in a few hundred, when a deflated
 * stream happened to end in a carriage return.
 */
export async function pdfRuns(bytes: Uint8Array, options: { glyphs?: boolean } = {}): Promise<TextRun[][]> {
  const pdf = await PDFDocument.load(bytes);
  let word = 0;
  return pdf.getPages().map((page) => {
    const fonts = pageFonts(pdf, page.node.Resources());
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const runs: TextRun[] = [];
    let font: { baseFont: string; decode: Decode; size: number } = { baseFont: "", decode: winAnsi, size: 0 };
    let run: TextRun | null = null;
    let operands: string[] = [];
    // The marked-content spans open (BMC, BDC), and how deep the outermost one with an ActualText
    // lies (0: none), with what of its text no string has shown yet.
    let depth = 0;
    let actual = { depth: 0, text: "" };
    // A line of text ends where the text position is set anew; the next string starts a new word.
    const end = () => {
      if (runs.at(-1)?.word === word) word += 1;
      run = null;
    };
    for (const content of streams.map(streamText)) {
      for (const [token, hex] of content.matchAll(TOKENS)) {
        if (!/^[A-Za-z'"*]+$/.test(token)) {
          operands.push(hex === undefined ? token : `<${hex.replace(/\s/g, "")}>`);
          continue;
        }
        if (token === "Tf") {
          const chosen = fonts.get(operands.at(-2) ?? "");
          font = { baseFont: chosen?.baseFont ?? "", decode: chosen?.decode ?? winAnsi, size: Number(operands.at(-1)) };
          // The strings after it are another run (of the same word).
          run = null;
        } else if (token === "BMC" || token === "BDC") {
          depth += 1;
          const at = operands.indexOf("/ActualText");
          const value = at === -1 ? undefined : operands[at + 1];
          if (!options.glyphs && actual.depth === 0 && value?.startsWith("<") && token === "BDC") actual = { depth, text: textString(value.slice(1, -1)) };
        } else if (token === "EMC") {
          if (depth === actual.depth) actual = { depth: 0, text: "" };
          depth = Math.max(0, depth - 1);
        } else if (token === "Tj" || token === "TJ") {
          const shown = operands.filter((operand) => operand.startsWith("<")).map((operand) => font.decode(Buffer.from(operand.slice(1, -1), "hex"))).join("");
          const text = actual.depth > 0 ? actual.text : shown;
          actual.text = "";
          if (run === null) {
            run = { font: font.baseFont, size: font.size, text: "", word };
            runs.push(run);
          }
          run.text += text;
        } else if (["BT", "ET", "T*", "Td", "TD", "Tm"].includes(token)) end();
        operands = [];
      }
      end();
    }
    return runs;
  });
}

/** The words a PDF draws, one per line of text: the runs of each line (two scripts, two runs) one after the other. */
export async function pdfText(bytes: Uint8Array, options: { glyphs?: boolean } = {}): Promise<string> {
  const words: string[] = [];
  for (const run of (await pdfRuns(bytes, options)).flat()) words[run.word] = (words[run.word] ?? "") + run.text;
  return words.join("\n");
}
