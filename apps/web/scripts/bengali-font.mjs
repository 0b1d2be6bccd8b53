/**
 * `npm run fonts:bengali -w @shop/web`: writes the Bengali web fonts of the pages (decision 058)
 * into src/fonts/ from the TTFs of the npm package @expo-google-fonts/noto-sans-bengali (SIL OFL
 * 1.1, licence in src/fonts/OFL.txt). Run it again when that package changes; the files are
 * committed, so the build needs neither HarfBuzz nor a WOFF2 encoder.
 *
 * - noto-sans-bengali-<weight>.woff2: the Bengali block, ZWNJ/ZWJ, the dandas and the dotted
 *   circle (BENGALI_UNICODE_RANGE, src/fonts/bengali-font.ts), with every glyph the font's
 *   layout reaches from them (conjuncts, reph, vowel signs' forms) and all GSUB/GPOS features
 *   kept: the browser shapes Bangla with them.
 * - noto-sans-bengali-taka-400.woff2: only what English pages show in Bengali script, the taka
 *   sign (prices, decision 042) and "বাংলা" (the language switch), a few glyphs, so those pages
 *   never download the whole font for them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const fonts = fileURLToPath(new URL("../src/fonts", import.meta.url));

/** Text (400) and bold (700); the browser draws 500 with the first and 600 with the second (CSS font matching). */
const WEIGHTS = { 400: "400Regular", 700: "700Bold" };

const codePoints = (ranges) => ranges.map(([first, last = first]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)).join("")).join("");

const SUBSETS = {
  "noto-sans-bengali": codePoints([[0x0980, 0x09ff], [0x200c, 0x200d], [0x0964, 0x0965], [0x25cc]]),
  "noto-sans-bengali-taka": "৳বাংলা",
};

/** Which weights of each subset: the style sheet's taka face is the regular one only, each rule costing every page's first download. */
const SUBSET_WEIGHTS = { "noto-sans-bengali": ["400", "700"], "noto-sans-bengali-taka": ["400"] };

for (const [weight, style] of Object.entries(WEIGHTS)) {
  const source = readFileSync(require.resolve(`@expo-google-fonts/noto-sans-bengali/${style}/NotoSansBengali_${style}.ttf`));
  for (const [name, text] of Object.entries(SUBSETS)) {
    if (!SUBSET_WEIGHTS[name].includes(weight)) continue;
    const woff2 = await subsetFont(source, text, {
      targetFormat: "woff2",
      // The family and style names (0-6, HarfBuzz's default) and the licence and its URL (13, 14), which the OFL asks to travel with the font.
      preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
    });
    const file = path.join(fonts, `${name}-${weight}.woff2`);
    writeFileSync(file, woff2);
    console.log(`${path.relative(process.cwd(), file)}: ${woff2.length} bytes`);
  }
}
