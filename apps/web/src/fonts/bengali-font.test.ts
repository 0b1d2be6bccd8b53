import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { formatCents, languageNames } from "@shop/contract";
import * as hb from "harfbuzzjs";
import { decompress } from "wawoff2";
import { describe, expect, it } from "vitest";
import { BENGALI_UNICODE_RANGE, bengaliFonts, bengaliHead } from "./bengali-font";

const require = createRequire(import.meta.url);
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Conjuncts (ক্ষ, ন্ত্র, স্ট্র), a reph-less ya-phala (্য), vowel signs before, below and around their consonant, taka and Bengali digits. */
const SAMPLE = "কৃষি যন্ত্রপাতি ক্ষেত্র স্ট্র্যাপ ৳১২৩";

const SOURCES: Readonly<Record<number, string>> = {
  400: "@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf",
  700: "@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf",
};

const fontOf = (bytes: Uint8Array) => new hb.Font(new hb.Face(new hb.Blob(bytes)));
const woff2Font = async (file: string) => fontOf(await decompress(Uint8Array.from(readFileSync(file))));
const sourceFont = (weight: number) => fontOf(readFileSync(require.resolve(SOURCES[weight] ?? "")));

/** What the browser draws: each glyph's outline and where it goes (glyph ids differ between a subset and its source). */
function drawn(font: hb.Font, text: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions().map((glyph) => ({
    gid: glyph.codepoint,
    outline: font.glyphToPath(glyph.codepoint),
    at: [glyph.xAdvance, glyph.xOffset, glyph.yOffset],
  }));
}

/** "U+0980-09FF,U+25CC" as its code points. */
function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(",").flatMap((part) => {
    const [first = "", last = first] = part.trim().replace(/^U\+/i, "").split("-");
    const [from, to] = [parseInt(first, 16), parseInt(last, 16)];
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}

const letters = (text: string) => [...text].filter((char) => char !== " ").map((char) => char.codePointAt(0) ?? 0);

describe("the Bangla pages' font (decision 058)", () => {
  for (const { weight } of bengaliFonts) {
    const file = here(`./noto-sans-bengali-${weight}.woff2`);

    it(`${weight}: has a glyph for every letter of the sample, and for all the source has in its range`, async () => {
      const font = await woff2Font(file);
      for (const code of letters(SAMPLE)) expect(font.nominalGlyph(code) ?? 0, `U+${code.toString(16)}`).toBeGreaterThan(0);
      const source = sourceFont(weight);
      const range = codePointsOf(BENGALI_UNICODE_RANGE).filter((code) => (source.nominalGlyph(code) ?? 0) > 0);
      expect(range.length).toBeGreaterThan(90);
      expect(range.filter((code) => (font.nominalGlyph(code) ?? 0) === 0)).toEqual([]);
    });

    it(`${weight}: shapes the sample as the whole font does: conjuncts, vowel signs and marks kept (GSUB, GPOS)`, async () => {
      // Word by word: the spaces between are the Latin font's.
      for (const word of SAMPLE.split(" ")) {
        const subset = drawn(await woff2Font(file), word);
        expect(subset.every((glyph) => glyph.gid > 0), word).toBe(true);
        expect(subset.map(({ outline, at }) => ({ outline, at })), word).toEqual(drawn(sourceFont(weight), word).map(({ outline, at }) => ({ outline, at })));
      }
      // The conjuncts are single glyphs: fewer glyphs than letters.
      expect(drawn(await woff2Font(file), "ক্ষ")).toHaveLength(1);
    });
  }

  it("the style sheet's face draws what English pages show in Bengali script: the taka sign and the switch's বাংলা", async () => {
    const css = readFileSync(here("../index.css"), "utf8");
    const rule = /@font-face\s*{[^}]*noto-sans-bengali-taka-400\.woff2[^}]*unicode-range:\s*([^;]+);/.exec(css);
    const range = codePointsOf(rule?.[1] ?? "");
    const shown = letters(`${formatCents(123, "BDT")}${languageNames.bn}`).filter((code) => code >= 0x0980 && code <= 0x09ff);
    expect(shown).toContain(0x09f3);
    expect(range.toSorted()).toEqual([...new Set(shown)].toSorted());
    const font = await woff2Font(here("./noto-sans-bengali-taka-400.woff2"));
    expect(drawn(font, languageNames.bn).map(({ outline, at }) => ({ outline, at }))).toEqual(
      drawn(sourceFont(400), languageNames.bn).map(({ outline, at }) => ({ outline, at })),
    );
    for (const code of range) expect(font.nominalGlyph(code) ?? 0).toBeGreaterThan(0);
  });

  it("a Bangla page's head preloads both whole faces and declares them with the whole range; an English page's only the taka face", () => {
    const head = bengaliHead("bn");
    for (const { weight, url } of bengaliFonts) {
      expect(head).toContain(`<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin=""/>`);
      expect(head).toContain(`font-family:"Noto Sans Bengali";font-weight:${weight};font-display:swap;src:url("${url}") format("woff2");unicode-range:${BENGALI_UNICODE_RANGE}}`);
    }
    expect(bengaliHead("en")).toMatch(/^<link rel="preload" href="[^"]*noto-sans-bengali-taka-400\.woff2" as="font" type="font\/woff2" crossorigin=""\/>$/);
  });
});
