import { describe, expect, it } from "vitest";
import "../../index";
import { namespacesNamedTwice, wordNamespaces } from "../../i18n";
import { compileEveryBanglaMessage, compiledBanglaOf, hasBanglaMessage } from "../bangla";
import { compiledBanglaCatalogue, loadBanglaCatalogue, packedBanglaCatalogue } from "./index";

loadBanglaCatalogue();

/**
 * Words not in Bangla yet (issue 38 is translating them namespace by namespace): each entry
 * leaves once its catalogue lands, and the list must end empty.
 */
const notYetInBangla = new Set<string>([
]);

/** Every text of an object of words, by its catalogue id. */
function leaves(value: unknown, id: string, into: string[] = []): string[] {
  if (typeof value === "string" || typeof value === "function") into.push(id);
  else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) leaves(inner, `${id}.${key}`, into);
  return into;
}

describe("the Bangla catalogue", () => {
  it("has a message for every text of the contract's words", () => {
    const missing: string[] = [];
    for (const [namespace, english] of wordNamespaces()) {
      if (notYetInBangla.has(namespace) || namespace.startsWith("i18nSample")) continue;
      missing.push(...leaves(english, namespace).filter((id) => !hasBanglaMessage(id)));
    }
    expect(missing).toEqual([]);
  });

  it("lists as not yet translated only namespaces that exist and still lack Bangla", () => {
    for (const namespace of notYetInBangla) {
      expect(wordNamespaces().has(namespace), namespace).toBe(true);
      const ids = leaves(wordNamespaces().get(namespace), namespace);
      expect(ids.every(hasBanglaMessage), `${namespace} is translated: take it off the list`).toBe(false);
    }
  });

  it("compiles every message (ICU reads each; a page compiles them only when first said)", () => {
    expect(compileEveryBanglaMessage()).toBeGreaterThan(1000);
  });

  it("compiles as a whole what the web build writes: every message, as a page carries its own (decision 060)", () => {
    const whole = compiledBanglaCatalogue();
    expect(Object.keys(whole)).toHaveLength(compileEveryBanglaMessage());
    const someNamespace = compiledBanglaOf(["cartTexts"]);
    expect(Object.keys(someNamespace).length).toBeGreaterThan(0);
    for (const [id, message] of Object.entries(someNamespace)) expect(whole[id]).toEqual(message);
  });

  it("packs the whole by namespace for the web build: every message, each in its namespace's text", () => {
    const packed = packedBanglaCatalogue();
    const unpacked = Object.entries(packed).map(([namespace, text]) => {
      const messages = JSON.parse(text) as Record<string, unknown>;
      for (const id of Object.keys(messages)) expect(id.startsWith(`${namespace}.`), id).toBe(true);
      return messages;
    });
    expect(Object.assign({}, ...unpacked)).toEqual(compiledBanglaCatalogue());
  });

  it("names no two objects of words alike", () => {
    expect([...namespacesNamedTwice()]).toEqual([]);
  });
});
