import { setLanguageSource } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";

// The words read in Bangla are the catalogue's: without it they would fall back to English.
loadBanglaCatalogue();

/** Reads contract words (labels, formatted amounts) as a Bangla reader gets them, whatever language the test runs in. */
export function inBangla<T>(read: () => T): T {
  const before = setLanguageSource(() => "bn");
  try {
    return read();
  } finally {
    setLanguageSource(before);
  }
}
