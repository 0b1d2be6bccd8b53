import { AsyncLocalStorage } from "node:async_hooks";
import { setLanguageSource, type Language } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";

/*
 * Issue 38: what the server writes (an email, a document) is in its reader's language, while
 * other requests write theirs at the same time: the language is the async context's, English
 * outside any (decision 056).
 */
const writing = new AsyncLocalStorage<Language>();

/** Makes the contract's words answer in the language of the work under way. Once, at start. */
export function startLanguages(): void {
  loadBanglaCatalogue();
  setLanguageSource(() => writing.getStore() ?? "en");
}

/** Runs `write` with the contract's words, amounts and dates in `language`. */
export const inLanguage = <T>(language: Language, write: () => T): T => writing.run(language, write);
