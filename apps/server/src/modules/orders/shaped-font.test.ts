import { describe, expect, it } from "vitest";
import { dealText, loadShaper, scriptRuns, shape } from "./shaped-font";

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
    expect(dealText("কি", 2)).toEqual(["ক", "ি"]);
    expect(dealText("ক্ষ", 1)).toEqual(["ক্ষ"]);
    // ো is ে + া: three glyphs for two letters, dealt decomposed, NFC gives it back.
    expect(dealText("কো", 3)).toEqual(["ক", "ে", "া"]);
    expect(dealText("কো", 3).join("").normalize("NFC")).toBe("কো");
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
    expect(shape(shaper, "regular", "ক্ষ")).toHaveLength(1);
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

  it("gives every sample back in logical order, NFC", () => {
    for (const text of ["চালান", "কৃষি যন্ত্রপাতি", "মূল্য সংযোজন কর", "স্বাক্ষর", "শ্রীমতী লক্ষ্মী চক্রবর্তী", "কৌশল"]) {
      expect(shape(shaper, "regular", text).map((glyph) => glyph.text).join("").normalize("NFC")).toBe(text.normalize("NFC"));
    }
  });
});
