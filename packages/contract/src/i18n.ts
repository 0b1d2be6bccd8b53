import type { Language } from "./constants";

/*
 * Issue 38: the shop's words in English and Bangla (docs/decisions/056-message-catalogues.md).
 *
 * The contract's words modules are the English catalogue: each exported object of words is made
 * with `words(namespace, english)`, which keeps its shape and its types, so every caller still
 * reads `cartMessages.addToCart` or calls `bulkMessages.addedToCart(name)`. Read while a Bangla
 * page, email or document is being made, the same property answers the Bangla catalogue's
 * message (ICU, through Lingui), or the English one where Bangla is missing.
 */

/**
 * The language of what is being made now: a browser page has one (the path's), the server's
 * renders, emails and documents each have their own (an AsyncLocalStorage there). English until
 * someone says otherwise, so tests and scripts read the English words.
 */
let readLanguage: () => Language = () => "en";

/** Answers the source it replaces, for a caller that sets one for a moment. */
export function setLanguageSource(read: () => Language): () => Language {
  const before = readLanguage;
  readLanguage = read;
  return before;
}

export const currentLanguage = (): Language => readLanguage();

/** A function of words: its arguments are the message's `{0}`, `{1}`, … in the catalogues. */
type WordsFunction = (...args: never[]) => string;

/**
 * A Bangla catalogue's entry for an object of English words: the same keys, each English text or
 * function answered by an ICU message (a function's arguments are `{0}`, `{1}`, … in its order).
 */
export type Bangla<T> = T extends string ? string : T extends WordsFunction ? string : T extends object ? { readonly [K in keyof T]: Bangla<T[K]> } : T;

/** Every object of words by its namespace, for the completeness test and the catalogue tools. */
const registry = new Map<string, unknown>();

export const wordNamespaces = (): ReadonlyMap<string, unknown> => registry;

const namedTwice = new Set<string>();

/** Namespaces given to two objects of words (only a module run twice may do that). */
export const namespacesNamedTwice = (): ReadonlySet<string> => namedTwice;

/**
 * The Bangla catalogue, once loaded (i18n-bangla.ts, with Lingui): English pages never load it.
 * `has` says whether a message is there; `say` writes it with the English function's arguments.
 */
export interface Translator {
  has(id: string): boolean;
  say(id: string, args: readonly unknown[]): string;
}

let translator: Translator | null = null;

export function setTranslator(next: Translator): void {
  translator = next;
}

/** The Bangla translator when the current language is Bangla and it has the message. */
const banglaFor = (id: string): Translator | null => (readLanguage() === "bn" && translator?.has(id) ? translator : null);

function wrap<T>(english: T, id: string): T {
  if (typeof english === "string") return english;
  if (typeof english === "function") {
    const say = english as unknown as (...args: unknown[]) => string;
    return ((...args: unknown[]) => banglaFor(id)?.say(id, args) ?? say(...args)) as T;
  }
  if (english === null || typeof english !== "object") return english;
  const target = (Array.isArray(english) ? [] : {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(english)) {
    const inner = `${id}.${key}`;
    if (typeof value === "string") {
      Object.defineProperty(target, key, {
        enumerable: true,
        get: () => banglaFor(inner)?.say(inner, []) ?? value,
      });
    } else {
      target[key] = wrap(value, inner);
    }
  }
  return Object.freeze(target) as T;
}

/** Each English text of the words by the first id that holds it, labels' objects first; rebuilt when words are added. */
let byEnglish: { size: number; ids: Map<string, string> } | null = null;

function idsByEnglish(): Map<string, string> {
  if (byEnglish?.size === registry.size) return byEnglish.ids;
  const ids = new Map<string, string>();
  const visit = (value: unknown, id: string) => {
    if (typeof value === "string") {
      if (!ids.has(value)) ids.set(value, id);
    } else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) visit(inner, `${id}.${key}`);
  };
  const namespaces = [...registry.entries()];
  for (const [namespace, english] of namespaces) if (/labels$/i.test(namespace)) visit(english, namespace);
  for (const [namespace, english] of namespaces) if (!/labels$/i.test(namespace)) visit(english, namespace);
  byEnglish = { size: registry.size, ids };
  return ids;
}

/**
 * A text of the words read once, in English, before the language was known (a request schema's
 * field label or message, built when its module loads), said in the current language: found by
 * its English, as gettext finds a message. A text no words hold is answered as it is.
 */
export function sayEnglish(english: string): string {
  if (readLanguage() === "en") return english;
  const id = idsByEnglish().get(english);
  return (id === undefined ? undefined : banglaFor(id)?.say(id, [])) ?? english;
}

/**
 * An object of the shop's words, in English, named `namespace` in the catalogues (its export's
 * name). Answers the same shape, whose texts follow the current language.
 */
export function words<const T extends object>(namespace: string, english: T): T {
  // Named twice is a mistake the catalogue test reports; a module run again (the dev server's
  // hot reload) must not throw for it.
  if (registry.has(namespace)) namedTwice.add(namespace);
  registry.set(namespace, english);
  return wrap(english, namespace);
}
