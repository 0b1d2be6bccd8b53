import { setLanguageSource } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";

loadBanglaCatalogue();

/**
 * The contract's words as a Bangla page writes them: `inBangla(() => navigationTexts.tools)`.
 * The language is set for the read alone, so the journeys around keep reading English.
 */
export function inBangla<T>(read: () => T): T {
  const before = setLanguageSource(() => "bn");
  try {
    return read();
  } finally {
    setLanguageSource(before);
  }
}
