import { afterEach, describe, expect, it } from "vitest";
import { namespacesNamedTwice, setLanguageSource, words } from "./i18n";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { addBanglaSources, addCompiledBangla, addPackedBangla, compiledBanglaOf, packBangla } from "./locales/bangla";
import { setLatinDigits } from "./constants";

const sample = words("i18nSample", {
  heading: "Your cart",
  added: (name: string) => `Added ${name} to the cart`,
  lines: (count: number) => `${count} ${count === 1 ? "tool" : "tools"}`,
  order: { placed: "Order placed", number: (n: number) => `Order ${n}` },
  missing: "Only in English",
  list: ["First", "Second"],
  estimate: (days: string | null) => (days ? `Delivery in ${days}` : "No estimate"),
});

addBanglaSources(
  {
  i18nSample: {
    heading: "আপনার কার্ট",
    added: "{0} কার্টে যোগ হয়েছে",
    lines: "{0, plural, one {# টি যন্ত্র} other {# টি যন্ত্র}}",
    order: { placed: "অর্ডার দেওয়া হয়েছে", number: "অর্ডার {0}" },
    list: ["প্রথম", "দ্বিতীয়"],
    estimate: "{0, select, undefined {কোনো অনুমান নেই} other {{0}-এ ডেলিভারি}}",
  },
  },
  compileMessageOrThrow,
);

afterEach(() => setLanguageSource(() => "en"));

describe("words in two languages", () => {
  it("answers English by default, as the words module wrote it", () => {
    expect(sample.heading).toBe("Your cart");
    expect(sample.added("Sickle")).toBe("Added Sickle to the cart");
    expect(sample.lines(1)).toBe("1 tool");
    expect(sample.order.number(1042)).toBe("Order 1042");
    expect([...sample.list]).toEqual(["First", "Second"]);
    expect(JSON.stringify(sample.order)).toBe('{"placed":"Order placed"}');
  });

  it("answers the Bangla catalogue's message while the language is Bangla, with Bengali digits", () => {
    setLanguageSource(() => "bn");
    expect(sample.heading).toBe("আপনার কার্ট");
    expect(sample.added("Sickle")).toBe("Sickle কার্টে যোগ হয়েছে");
    expect(sample.order.placed).toBe("অর্ডার দেওয়া হয়েছে");
    // A number is written in Bengali digits, ungrouped as the English writes it.
    expect(sample.order.number(1042)).toBe("অর্ডার ১০৪২");
    // Counted with ICU's plural: `#` is Intl's Bangla number.
    expect(sample.lines(3)).toBe("৩ টি যন্ত্র");
    expect(sample.list.map((item) => item)).toEqual(["প্রথম", "দ্বিতীয়"]);
  });

  it("writes Latin digits in Bangla messages when the office keeps them: arguments, plurals' # and digits in the text", () => {
    addBanglaSources({ i18nSampleDigits: { limit: "সর্বোচ্চ ১২০ অক্ষর" } }, compileMessageOrThrow);
    const withDigits = words("i18nSampleDigits", { limit: "At most 120 characters" });
    setLanguageSource(() => "bn");
    // [message, with Bengali digits, with Latin digits]
    const table: [() => string, string, string][] = [
      [() => sample.order.number(1042), "অর্ডার ১০৪২", "অর্ডার 1042"],
      [() => sample.lines(3), "৩ টি যন্ত্র", "3 টি যন্ত্র"],
      [() => sample.lines(12_345), "১২,৩৪৫ টি যন্ত্র", "12,345 টি যন্ত্র"],
      [() => withDigits.limit, "সর্বোচ্চ ১২০ অক্ষর", "সর্বোচ্চ 120 অক্ষর"],
      [() => sample.heading, "আপনার কার্ট", "আপনার কার্ট"],
    ];
    for (const [say, bengali, latin] of table) {
      expect(say()).toBe(bengali);
      setLatinDigits(true);
      try {
        expect(say()).toBe(latin);
      } finally {
        setLatinDigits(false);
      }
    }
    // English is English either way.
    setLanguageSource(() => "en");
    setLatinDigits(true);
    try {
      expect(sample.lines(3)).toBe("3 tools");
    } finally {
      setLatinDigits(false);
    }
  });

  it("reads a null argument as ICU's `undefined` case", () => {
    setLanguageSource(() => "bn");
    expect(sample.estimate(null)).toBe("কোনো অনুমান নেই");
    expect(sample.estimate("৩ দিন")).toBe("৩ দিন-এ ডেলিভারি");
  });

  it("falls back to English where the Bangla catalogue has no message", () => {
    setLanguageSource(() => "bn");
    expect(sample.missing).toBe("Only in English");
  });

  it("notes two objects of words under one name, refuses, and a message ICU cannot read", () => {
    words("i18nSample", { a: "b" });
    expect(namespacesNamedTwice().has("i18nSample")).toBe(true);
    addBanglaSources({ broken: { a: "{0, plural, one {x}" } }, compileMessageOrThrow);
    expect(() => compiledBanglaOf(["broken"])).toThrow();
  });

  it("says a message a page carried compiled, without its source (decision 060)", () => {
    const page = words("i18nSamplePage", { greeting: (name: string) => `Hello ${name}`, count: (n: number) => `${n} left` });
    addBanglaSources({ i18nSampleSource: { x: "উৎস {0}" } }, compileMessageOrThrow);
    const carried = compiledBanglaOf(["i18nSampleSource"]);
    expect(Object.keys(carried)).toEqual(["i18nSampleSource.x"]);
    addCompiledBangla({ "i18nSamplePage.greeting": ["নমস্কার ", ["0"]], "i18nSamplePage.count": [["0"], " বাকি"] });
    setLanguageSource(() => "bn");
    expect(page.greeting("Rahim")).toBe("নমস্কার Rahim");
    expect(page.count(12)).toBe("১২ বাকি");
  });

  it("counts with a carried message's plural argument: it stays a number, found when first said", () => {
    const counting = words("i18nSampleCarried", { tools: (n: number) => `${n} tools`, left: (n: number, of: number) => `${n} of ${of}` });
    // As the whole catalogue arrives: the plural's compiled form, nested in a select's choice.
    addCompiledBangla({
      "i18nSampleCarried.tools": [["0", "plural", { one: ["#", " টি যন্ত্র"], other: ["#", " টি যন্ত্র"] }]],
      "i18nSampleCarried.left": [["1", "select", { other: [["0", "plural", { other: ["#", " / ", ["1"]] }]] }]],
    });
    setLanguageSource(() => "bn");
    expect(counting.tools(3)).toBe("৩ টি যন্ত্র");
    expect(counting.left(2, 7)).toBe("২ / ৭");
  });

  it("says a packed namespace's messages, parsing a namespace only when one of its messages is first said (decision 060)", () => {
    const packedWords = words("i18nSamplePacked", { hello: (name: string) => `Hello ${name}`, bye: "Goodbye" });
    const neverSaid = words("i18nSampleNeverSaid", { hidden: "Hidden" });
    const packedCatalogue = packBangla({ "i18nSamplePacked.hello": ["নমস্কার ", ["0"]], "i18nSamplePacked.bye": ["বিদায়"] });
    expect(Object.keys(packedCatalogue)).toEqual(["i18nSamplePacked"]);
    // A namespace whose text is not JSON at all: harmless while none of its messages is said.
    addPackedBangla({ ...packedCatalogue, i18nSampleNeverSaid: "{not json" });
    setLanguageSource(() => "bn");
    expect(packedWords.hello("Rahim")).toBe("নমস্কার Rahim");
    expect(packedWords.bye).toBe("বিদায়");
    expect(() => neverSaid.hidden).toThrow();
  });
});
