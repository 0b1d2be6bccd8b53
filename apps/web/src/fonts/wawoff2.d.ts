/** wawoff2 (Google's WOFF2 coder as WASM) has no types of its own; the font test decodes with it. */
declare module "wawoff2" {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
