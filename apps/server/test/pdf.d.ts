/**
 * The words a PDF draws, one per line of text: each page's content decoded by pdf-lib itself,
 * then each string a `Tj` or `TJ` shows read with the font it is shown in (WinAnsi for the
 * standard fonts, the ToUnicode map for the embedded Bengali one).
 */
export declare function pdfText(bytes: Uint8Array): Promise<string>;
