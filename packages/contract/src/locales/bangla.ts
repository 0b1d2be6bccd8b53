import { setupI18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { latinDigitsKept, localDigits, toLatinDigits } from "../constants";
import { setTranslator, type Translator } from "../i18n";

/*
 * The Bangla catalogue's runtime (issue 38, decisions 056 and 060): Lingui's, loaded only by what
 * writes Bangla (a Bangla page, the server). Messages are ICU; an English function's arguments are
 * `{0}`, `{1}`, … in its order. This module holds no compiler: a page's own messages arrive
 * compiled in its state (`addCompiledBangla`), and the whole catalogue (./bn/index.ts) brings the
 * compiler with its sources, each compiled the first time it is said.
 */

export type { CompiledMessage };

const bangla = setupI18n({ locale: "bn", messages: { bn: {} } });

interface Ready {
  message: CompiledMessage;
  /**
   * The arguments it counts with (plural, selectordinal): those stay numbers. Found the first time
   * the message is said with arguments: the whole catalogue's ~2,000 messages arrive at once, and
   * most are never said on the page that loads them.
   */
  counted?: ReadonlySet<string>;
}

const ready = new Map<string, Ready>();
const sources = new Map<string, string>();
/** Whole namespaces that arrived packed (`addPackedBangla`): their JSON text, parsed when one of their messages is first asked for. */
const packed = new Map<string, string>();
let compile: ((source: string) => CompiledMessage) | null = null;

/** The namespace a catalogue id belongs to (ids are `namespace.key.key…`). */
export const namespaceOf = (id: string): string => {
  const dot = id.indexOf(".");
  return dot === -1 ? id : id.slice(0, dot);
};

/** Every id known (a source or compiled), by its namespace: a page's messages are picked by namespace at each Bangla render, not by a walk of them all. */
const idsByNamespace = new Map<string, Set<string>>();

function indexed(id: string): void {
  const namespace = namespaceOf(id);
  idsByNamespace.set(namespace, (idsByNamespace.get(namespace) ?? new Set<string>()).add(id));
}

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

const countedOf = (entry: Ready): ReadonlySet<string> => (entry.counted ??= counted(entry.message));

function take(id: string, message: CompiledMessage): Ready {
  const entry: Ready = { message };
  ready.set(id, entry);
  indexed(id);
  bangla.load("bn", { [id]: message });
  return entry;
}

/** A packed namespace's messages, made ready: parsed once, when the first of them is asked for. */
function unpack(namespace: string): void {
  const text = packed.get(namespace);
  if (text === undefined) return;
  packed.delete(namespace);
  addCompiledBangla(JSON.parse(text) as Record<string, CompiledMessage>);
}

/** A message ready to say: compiled (or unpacked) once, the first time it is asked for. */
function readyMessage(id: string): Ready | undefined {
  unpack(namespaceOf(id));
  const known = ready.get(id);
  if (known) return known;
  const source = sources.get(id);
  return source !== undefined && compile ? take(id, compile(source)) : undefined;
}

/**
 * Messages compiled elsewhere (the server, for the page it rendered; the build, for the whole
 * catalogue), by catalogue id: handed to Lingui in one `load`, which tells its listeners once.
 */
export function addCompiledBangla(messages: Readonly<Record<string, CompiledMessage>>): void {
  const fresh: Record<string, CompiledMessage> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (ready.has(id)) continue;
    ready.set(id, { message });
    indexed(id);
    fresh[id] = message;
  }
  bangla.load("bn", fresh);
}

/**
 * The whole catalogue as the web build writes it (decision 060, amended): one JSON text per
 * namespace inside the file's JSON. The browser parses the file's outer object (strings only) at
 * once and a namespace's messages only when a page says one of them, so the whole catalogue's
 * arrival is no long task on a phone.
 */
export function packBangla(messages: Readonly<Record<string, CompiledMessage>>): Record<string, string> {
  const byNamespace = new Map<string, Record<string, CompiledMessage>>();
  for (const [id, message] of Object.entries(messages)) {
    const namespace = namespaceOf(id);
    const into = byNamespace.get(namespace) ?? {};
    into[id] = message;
    byNamespace.set(namespace, into);
  }
  return Object.fromEntries([...byNamespace].map(([namespace, inNamespace]) => [namespace, JSON.stringify(inNamespace)]));
}

/** The packed catalogue (`packBangla`) kept as it came: each namespace parsed when first said. */
export function addPackedBangla(catalogue: Readonly<Record<string, string>>): void {
  for (const [namespace, text] of Object.entries(catalogue)) if (!packed.has(namespace)) packed.set(namespace, text);
}

/**
 * Adds a Bangla catalogue's sources (its messages for one or more namespaces, keyed as the English
 * words are) with the compiler that reads them when first said.
 */
export function addBanglaSources(catalogue: Record<string, unknown>, compiler: (source: string) => CompiledMessage): void {
  compile = compiler;
  const flatten = (value: unknown, id: string) => {
    if (typeof value === "string") {
      sources.set(id, value);
      indexed(id);
    } else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) flatten(inner, `${id}.${key}`);
  };
  for (const [namespace, entries] of Object.entries(catalogue)) flatten(entries, namespace);
}

/**
 * The compiled messages of these namespaces, for a page to carry (the server's render names the
 * namespaces its words came from). A message ICU cannot read throws here, as when said.
 */
export function compiledBanglaOf(namespaces: Iterable<string>): Record<string, CompiledMessage> {
  const out: Record<string, CompiledMessage> = {};
  for (const namespace of new Set(namespaces)) {
    unpack(namespace);
    for (const id of idsByNamespace.get(namespace) ?? []) {
      const entry = readyMessage(id);
      if (entry) out[id] = entry.message;
    }
  }
  return out;
}

/** A Bangla message with the English function's arguments; numbers not counted with are written in Bengali digits. */
function translate(id: string, entry: Ready, args: readonly unknown[]): string {
  const values: Record<string, unknown> = {};
  args.forEach((arg, index) => {
    // A null (a value the English leaves out) is ICU's `undefined` case: Lingui would look for `null`.
    values[String(index)] = arg === null ? undefined : typeof arg === "number" && !countedOf(entry).has(String(index)) ? localDigits(String(arg), "bn") : arg;
  });
  return bangla._(id, values);
}

/**
 * The Bangla translator: what the contract's words ask while the language is Bangla. With Latin
 * digits throughout when the office keeps them (issue 38 item 3): the arguments, a plural's `#`
 * (Intl's bn) and digits a catalogue wrote into its text.
 */
export const banglaTranslator: Translator = {
  has: (id) => {
    unpack(namespaceOf(id));
    return ready.has(id) || sources.has(id);
  },
  say: (id, args) => {
    const entry = readyMessage(id);
    if (!entry) throw new Error(`No Bangla message ${id}`);
    const text = args.length === 0 ? bangla._(id) : translate(id, entry, args);
    return latinDigitsKept() ? toLatinDigits(text) : text;
  },
};

setTranslator(banglaTranslator);

/** Whether the Bangla catalogue has this message (the completeness test). */
export const hasBanglaMessage = (id: string): boolean => banglaTranslator.has(id);

/** Compiles every message not compiled yet: a message ICU cannot read throws (the catalogue test). */
export function compileEveryBanglaMessage(): number {
  for (const id of sources.keys()) readyMessage(id);
  return ready.size;
}
