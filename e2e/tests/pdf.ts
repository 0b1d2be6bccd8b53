import { PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";

/**
 * The words a downloaded PDF draws (each content stream decoded by pdf-lib, each `<hex> Tj`
 * read). The API tests keep the same reader in apps/server/test/pdf.ts: the two TypeScript
 * projects cannot import each other's files, and a shared package for twelve lines of test code
 * would cost more than it saves.
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
