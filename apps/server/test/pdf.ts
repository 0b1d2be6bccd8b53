import { PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";

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
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) words.push(Buffer.from(hex[1] ?? "", "hex").toString("latin1"));
  }
  return words.join("\n");
}
