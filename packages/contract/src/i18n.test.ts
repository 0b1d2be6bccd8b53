import { afterEach, describe, expect, it } from "vitest";
import { namespacesNamedTwice, setLanguageSource, words } from "./i18n";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { addBanglaSources, addCompiledBangla, compiledBanglaOf } from "./locales/bangla";

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
});
