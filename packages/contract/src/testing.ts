import { setLanguageSource } from "./i18n";
import { loadBanglaCatalogue } from "./locales/bn";

/*
 * For the tests of every workspace (the contract's, the server's, the web's, the journeys'): an
 * entry of its own (`@shop/contract/testing`), so no page's download holds it.
 */

// The words read in Bangla are the catalogue's: without it they would fall back to English.
loadBanglaCatalogue();

/**
 * Reads contract words (labels, messages, formatted amounts) as a Bangla reader gets them:
 * `inBangla(() => navigationTexts.tools)`. The language is set for the read alone, so the test
 * around it keeps reading English; the read is synchronous (a promise it answers would settle after
 * the language is back).
 */
export function inBangla<T>(read: () => T): T {
  const before = setLanguageSource(() => "bn");
  try {
    return read();
  } finally {
    setLanguageSource(before);
  }
}
