/** What `npm run bench` records of the shop's answer for the bare server (bare.ts) to send again. */
export interface Recorded {
  /** Every header the shop sent but those node:http writes itself, in order. */
  headers: [string, string][];
  /** The body, base64. */
  body: string;
}

/** The bare server's prefix for the body alone, with only content-type and content-length. */
export const BODY_ONLY = "/body-only";
