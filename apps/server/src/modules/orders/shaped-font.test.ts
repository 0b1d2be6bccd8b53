import { describe, expect, it } from "vitest";
import { carryMarks, dealText, loadShaper, NO_LETTER, scriptRuns, shape, wordsOf } from "./shaped-font";

const shaper = await loadShaper();
const regular = shaper.faces.regular;

/** The glyph the font's own character map gives one code point: what an unshaped renderer would draw. */
const nominal = (char: string) => regular.hb.nominalGlyph(char.codePointAt(0) ?? 0);

describe("scriptRuns", () => {
  it("keeps Latin text one run and splits a line where its script changes, spaces going with the run before", () => {
    expect(scriptRuns("Invoice 12")).toEqual([{ bengali: false, text: "Invoice 12" }]);
    expect(scriptRuns("কৃষি যন্ত্রপাতি")).toEqual([{ bengali: true, text: "কৃষি যন্ত্রপাতি" }]);
    expect(scriptRuns("Total: ৳১,২৩,৪৫,৬৭৮.৫০ (VAT)")).toEqual([
      { bengali: false, text: "Total: " },
      { bengali: true, text: "৳১,২৩,৪৫,৬৭৮.৫০ (" },
      { bengali: false, text: "VAT)" },
    ]);
    expect(scriptRuns(" চালান")).toEqual([{ bengali: true, text: " চালান" }]);
  });
});

describe("dealText", () => {
  it("shares a cluster's letters out to its glyphs so that reading them in drawing order gives the text back", () => {
    expect(dealText("কি", [true, true])).toEqual(["ক", "ি"]);
    expect(dealText("ক্ষ", [true])).toEqual(["ক্ষ"]);
    // ো is ে + া: three glyphs for two letters, dealt decomposed, NFC gives it back.
    expect(dealText("কো", [true, true, true])).toEqual(["ক", "ে", "া"]);
    expect(dealText("কো", [true, true, true]).join("").normalize("NFC")).toBe("কো");
  });

  it("gives the letters to the glyphs that move the pen on, and a glyph drawn over another none (WORD JOINER)", () => {
    // "টি" in "একটি": ি, ট, and a piece of ি over ট's flag.
    expect(dealText("টি", [true, true, false])).toEqual(["ট", "ি", NO_LETTER]);
    // A mark before the last spacing glyph leaves the letters to the spacing ones.
    // A letter goes with the nonspacing marks after it: "ন্" is one share, "ধ" another.
    expect(dealText("ন্ধি", [true, true, true, false, false])).toEqual(["ন্", "ধ", "ি", NO_LETTER, NO_LETTER]);
    // More spacing glyphs than even the decomposition has letters.
    expect(dealText("ক", [true, true])).toEqual(["ক", NO_LETTER]);
    // Marks alone (a sign typed on its own) take the text themselves.
    expect(dealText("ু", [false])).toEqual(["ু"]);
  });
});

describe("carryMarks", () => {
  const glyph = { gid: 9, cluster: 0, dx: 3, dy: -2 };
  it("keeps a spacing glyph's text up to its first mark and gives the rest to a blank glyph of no advance after it", () => {
    expect(carryMarks([{ ...glyph, text: "প্র", advance: 764 }], 7)).toEqual([
      { ...glyph, text: "প", advance: 764 },
      { ...glyph, gid: 7, text: "্র", advance: 0 },
    ]);
    // A glyph of no advance may hold a mark (PDF.js reads it as one); a mark typed alone stays.
    expect(carryMarks([{ ...glyph, text: "ু", advance: 0 }], 7)).toEqual([{ ...glyph, text: "ু", advance: 0 }]);
    expect(carryMarks([{ ...glyph, text: "ু", advance: 300 }], 7)).toEqual([{ ...glyph, text: "ু", advance: 300 }]);
  });

  it("leaves no glyph that moves the pen on with a mark in its text, in words that start with one", () => {
    for (const word of ["শুল্কের", "প্রতিটি", "স্ত্রী", "ক্ষমতা", "কৃষি", "ন্দ্রি"]) {
      const glyphs = shape(shaper, "regular", word);
      expect(glyphs.filter((glyph) => glyph.advance !== 0 && /^.+\p{Mn}/u.test(glyph.text)).map((glyph) => glyph.text), word).toEqual([]);
      expect(glyphs.map((glyph) => glyph.text).join("").replaceAll(NO_LETTER, "").normalize("NFC")).toBe(word.normalize("NFC"));
    }
  });
});

describe("shape", () => {
  it("draws a pre-base vowel sign before its consonant", () => {
    const glyphs = shape(shaper, "regular", "কি");
    expect(glyphs.map((glyph) => glyph.gid)).toEqual([nominal("ি"), nominal("ক")]);
    expect(glyphs.map((glyph) => glyph.text).join("")).toBe("কি");
  });

  it("draws a split vowel sign on both sides of its consonant", () => {
    const glyphs = shape(shaper, "regular", "কো");
    // The left part is the font's ে in a form fitted to its consonant; the right part is া itself.
    expect(glyphs.map((glyph) => glyph.gid).slice(1)).toEqual([nominal("ক"), nominal("া")]);
    expect([nominal("ক"), nominal("া")]).not.toContain(glyphs[0]?.gid);
    expect(glyphs[0]?.advance).toBeGreaterThan(0);
    expect(glyphs.map((glyph) => glyph.text).join("").normalize("NFC")).toBe("কো");
  });

  it("draws a conjunct as the font's own forms, never as its letters with a visible hasanta between", () => {
    // One glyph drawn, and the blank one that carries its marks' text.
    const ksha = shape(shaper, "regular", "ক্ষ");
    expect(ksha.filter((glyph) => glyph.gid !== regular.blank)).toHaveLength(1);
    expect(ksha.map((glyph) => glyph.text)).toEqual(["ক", "্ষ"]);
    for (const conjunct of ["ক্ষ", "ন্ত", "স্ত", "ন্ত্র"]) {
      const glyphs = shape(shaper, "regular", conjunct).map((glyph) => glyph.gid);
      for (const letter of conjunct) expect(glyphs).not.toContain(nominal(letter));
    }
  });

  it("sets reph above the letter after it and ya-phala after its consonant, and places marks by the font's offsets", () => {
    const reph = shape(shaper, "regular", "কর্ম");
    expect(reph.map((glyph) => glyph.gid)).not.toContain(nominal("্"));
    expect(reph.at(-1)?.advance).toBe(0);
    const yaPhala = shape(shaper, "regular", "ক্য");
    expect(yaPhala[0]?.gid).toBe(nominal("ক"));
    expect(yaPhala.map((glyph) => glyph.gid)).not.toContain(nominal("্"));
    const marked = shape(shaper, "regular", "স্ত্র");
    expect(marked.some((glyph) => glyph.dx !== 0 || glyph.dy !== 0)).toBe(true);
  });

  it("gives no letter to the piece Noto Sans Bengali adds to ি over a wide letter, and every word back whole", () => {
    for (const word of ["ঠিকানা", "একটি", "প্রতিটি", "নিবন্ধিত", "শুল্কের"]) {
      const glyphs = shape(shaper, "regular", word);
      const clusters = new Set(glyphs.map((glyph) => glyph.cluster)).size;
      // More glyphs than letters per cluster somewhere: the font's own pieces.
      expect(glyphs.filter((glyph) => glyph.text === NO_LETTER).length, word).toBeGreaterThan(0);
      expect(glyphs.length).toBeGreaterThan(clusters);
      expect(glyphs.map((glyph) => glyph.text).join("").replaceAll(NO_LETTER, "").normalize("NFC")).toBe(word.normalize("NFC"));
      expect([...new Set(wordsOf(word, glyphs).values())]).toEqual([{ start: 0, text: word }]);
    }
    const glyphs = shape(shaper, "regular", "কৃষি যন্ত্রপাতি: মোট");
    expect([...new Set(wordsOf("কৃষি যন্ত্রপাতি: মোট", glyphs).values())].map((word) => word.text)).toEqual(["কৃষি", "যন্ত্রপাতি:", "মোট"]);
  });

  it("gives every sample back in logical order, NFC, its marks' WORD JOINERs aside", () => {
    for (const text of ["চালান", "কৃষি যন্ত্রপাতি", "মূল্য সংযোজন কর", "স্বাক্ষর", "শ্রীমতী লক্ষ্মী চক্রবর্তী", "কৌশল"]) {
      expect(shape(shaper, "regular", text).map((glyph) => glyph.text).join("").replaceAll(NO_LETTER, "").normalize("NFC")).toBe(text.normalize("NFC"));
    }
  });
});
