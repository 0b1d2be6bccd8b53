/**
 * The words a PDF draws: each content stream decoded by pdf-lib itself, then each `<hex> Tj`
 * string read. Cutting streams out of the bytes with a pattern failed one run in a few hundred,
 * when a deflated stream happened to end in a carriage return.
 */
export declare function pdfText(bytes: Uint8Array): Promise<string>;
