/**
 * The words a PDF draws, one per line of text: each page's content decoded by pdf-lib itself,
 * then each string a `Tj` or `TJ` shows read with the font it is shown in (WinAnsi for the
 * standard fonts, the ToUnicode map for the embedded Bengali one); a span's ActualText instead
 * of its glyphs unless `glyphs` (see pdf.ts).
 */
export declare function pdfText(bytes: Uint8Array, options?: { glyphs?: boolean }): Promise<string>;
/** Text shown in one font: its font's BaseFont and size, what it reads as, and the word (line) it is part of, counted over the document. */
export interface TextRun {
  font: string;
  size: number;
  text: string;
  word: number;
}
/** The runs of text each page of a PDF shows, in the order its content shows them (see pdf.ts). */
export declare function pdfRuns(bytes: Uint8Array, options?: { glyphs?: boolean }): Promise<TextRun[][]>;
