/**
 * The order a page's render sorted the countries in, handed to the browser that hydrates it
 * (decision 042): the page's country selects then list them without a Collator (ICU's start and
 * ~2,000 comparisons were a long slice of the ordering forms' first render on a slow phone). A
 * module of its own, without the country list, so the page's entry can take the order before
 * hydrating without the list in its first download; countries.ts checks and uses it.
 */
const adopted = new Map<string, readonly string[]>();
let recorder: ((language: string, codes: readonly string[]) => void) | undefined;

/** The browser: the order of the countries in `language` as the server sorted them for this page. */
export function adoptCountryOrder(language: string, codes: readonly string[]): void {
  adopted.set(language, codes);
}

/** countries.ts: the order adopted for `language` since it last asked, if any (taken once). */
export function takeAdoptedCountryOrder(language: string): readonly string[] | undefined {
  const codes = adopted.get(language);
  adopted.delete(language);
  return codes;
}

/** The server's renderer: `record` is told the order of each country list a page's render writes. */
export function recordCountryOrderWith(record: ((language: string, codes: readonly string[]) => void) | undefined): void {
  recorder = record;
}

/** countries.ts: a list was written in this order (told to the server's renderer only). */
export const countryOrderRecorder = (): ((language: string, codes: readonly string[]) => void) | undefined => recorder;
