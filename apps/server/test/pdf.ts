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

const streamText = (stream: PDFObject | undefined) => (stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1") : "");

/** Each font of a page's resources by its name there, as a decoder of the strings it shows. */
function fontDecoders(pdf: PDFDocument, resources: PDFDict | undefined): Map<string, Decode> {
  const decoders = new Map<string, Decode>();
  const fonts = resources?.lookupMaybe(PDFName.of("Font"), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    const toUnicode = font.get(PDFName.of("ToUnicode"));
    // The standard fonts' strings are WinAnsi: 0x80 is "€", which Latin-1 would not read.
    decoders.set(name.asString(), toUnicode instanceof PDFRef ? cmapDecoder(streamText(pdf.context.lookup(toUnicode))) : winAnsi);
  }
  return decoders;
}

/** The tokens of a content stream that text needs: strings, names, array brackets and operators. */
const TOKENS = /<<|>>|<([0-9A-Fa-f\s]*)>|\((?:\\.|[^\\)])*\)|\/[^\s/<>[\]()]+|\[|\]|[-+]?\d*\.?\d+|[A-Za-z'"*]+/g;

/**
 * The words a PDF draws, one per line of text: each page's content decoded by pdf-lib itself,
 * then each string a `Tj` or `TJ` shows read with the font it is shown in (WinAnsi for the
 * standard fonts, the ToUnicode map for the embedded Bengali one). Strings shown one after another
 * on one line (runs of two scripts) make one word. Cutting streams out of the bytes with a pattern
 * failed one run in a few hundred, when a deflated stream happened to end in a carriage return.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const words: string[] = [];
  for (const page of pdf.getPages()) {
    const decoders = fontDecoders(pdf, page.node.Resources());
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    let decode: Decode = winAnsi;
    let word: string | null = null;
    let operands: string[] = [];
    const end = () => {
      if (word !== null) words.push(word);
      word = null;
    };
    for (const content of streams.map(streamText)) {
      for (const [token, hex] of content.matchAll(TOKENS)) {
        if (!/^[A-Za-z'"*]+$/.test(token)) {
          operands.push(hex === undefined ? token : `<${hex.replace(/\s/g, "")}>`);
          continue;
        }
        if (token === "Tf") decode = decoders.get(operands.at(-2) ?? "") ?? winAnsi;
        else if (token === "Tj" || token === "TJ") word = (word ?? "") + operands.filter((operand) => operand.startsWith("<")).map((operand) => decode(Buffer.from(operand.slice(1, -1), "hex"))).join("");
        else if (["BT", "ET", "T*", "Td", "TD", "Tm"].includes(token)) end();
        operands = [];
      }
      end();
    }
  }
  return words.join("\n");
}
