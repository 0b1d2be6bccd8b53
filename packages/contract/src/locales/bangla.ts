import { setupI18n, type Messages } from "@lingui/core";
import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { localDigits } from "../constants";
import { setTranslator } from "../i18n";

/*
 * The Bangla catalogue's runtime (issue 38, decision 056): Lingui's, loaded only by what writes
 * Bangla (a Bangla page, the server). Messages are ICU; an English function's arguments are
 * `{0}`, `{1}`, … in its order.
 */

const bangla = setupI18n({ locale: "bn", messages: { bn: {} } });

/** The arguments each Bangla message counts with (plural, selectordinal): those stay numbers. */
const countedArgs = new Map<string, ReadonlySet<string>>();

function counted(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, type, format] = token;
    if (type === "plural" || type === "selectordinal") into.add(name);
    if (format && typeof format === "object" && !Array.isArray(format)) {
      for (const choice of Object.values(format as Record<string, unknown>)) if (Array.isArray(choice)) counted(choice as CompiledMessage, into);
    }
  }
  return into;
}

/**
 * Adds a Bangla catalogue (its messages for one or more namespaces, keyed as the English words
 * are). Each message is compiled once here; a message ICU cannot read throws, so a broken
 * translation fails the tests instead of a page.
 */
export function registerBangla(catalogue: Record<string, unknown>): void {
  const messages: Messages = {};
  const flatten = (value: unknown, id: string) => {
    if (typeof value === "string") {
      const compiled = compileMessageOrThrow(value);
      messages[id] = compiled;
      countedArgs.set(id, counted(compiled));
    } else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) flatten(inner, `${id}.${key}`);
    }
  };
  for (const [namespace, entries] of Object.entries(catalogue)) flatten(entries, namespace);
  bangla.load("bn", messages);
}


/** A Bangla message with the English function's arguments; numbers not counted with are written in Bengali digits. */
function translate(id: string, args: readonly unknown[]): string {
  const plural = countedArgs.get(id);
  const values: Record<string, unknown> = {};
  args.forEach((arg, index) => {
    values[String(index)] = typeof arg === "number" && !plural?.has(String(index)) ? localDigits(String(arg), "bn") : arg;
  });
  return bangla._(id, values);
}


setTranslator({ has: (id) => countedArgs.has(id), say: (id, args) => (args.length === 0 ? bangla._(id) : translate(id, args)) });

/** Whether the Bangla catalogue has this message (the completeness test). */
export const hasBanglaMessage = (id: string): boolean => countedArgs.has(id);
