import { PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";

/** WinAnsi's 0x80–0x9F (Node's TextDecoder reads "windows-1252" as Latin-1 there); "" where it has none. */
const WIN_ANSI_HIGH = "€\u0000‚ƒ„…†‡ˆ‰Š‹Œ\u0000Ž\u0000\u0000‘’“”•–—˜™š›œ\u0000žŸ";
const winAnsi = { decode: (bytes: Buffer) => [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] ?? "" : String.fromCharCode(byte))).join("") };

/**
 * The words a PDF draws: each content stream decoded by pdf-lib itself, then each `<hex> Tj`
 * string read. Cutting streams out of the bytes with a pattern failed one run in a few hundred,
 * when a deflated stream happened to end in a carriage return.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const words: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
    // The standard fonts' strings are WinAnsi: 0x80 is "€", which Latin-1 would not read.
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) words.push(winAnsi.decode(Buffer.from(hex[1] ?? "", "hex")));
  }
  return words.join("\n");
}
