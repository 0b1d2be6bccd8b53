import type { Language } from "@shop/contract";
import regularUrl from "./noto-sans-bengali-400.woff2?url";
import boldUrl from "./noto-sans-bengali-700.woff2?url";
import takaUrl from "./noto-sans-bengali-taka-400.woff2?url";

/**
 * Bangla pages' font (issue 38, decision 058): Noto Sans Bengali, declared in the head of those
 * pages only (entry-server.tsx), so English pages neither download it nor carry its rules in
 * their style sheet. The style sheet's "Noto Sans Bengali" holds only the taka sign and "বাংলা"
 * (index.css); the faces here come later in the document and so are tried first for every
 * letter they share with those (CSS Fonts: the last defined first): a Bangla word is shaped
 * with one font. 500 is drawn with the regular weight, 600 with the bold one.
 */

/** What the whole faces hold (scripts/bengali-font.mjs): the Bengali block, ZWNJ/ZWJ, the dandas, the dotted circle. */
export const BENGALI_UNICODE_RANGE = "U+0980-09FF,U+200C-200D,U+0964-0965,U+25CC";

/** The URLs are the browser build's: both builds name a file by its bytes' hash alike. */
export const bengaliFonts = [
  { weight: 400, url: regularUrl },
  { weight: 700, url: boldUrl },
] as const;

const face = ({ weight, url }: (typeof bengaliFonts)[number]) =>
  `@font-face{font-family:"Noto Sans Bengali";font-weight:${weight};font-display:swap;src:url(${JSON.stringify(url)}) format("woff2");unicode-range:${BENGALI_UNICODE_RANGE}}`;

const preload = (url: string) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin=""/>`;

/**
 * The fonts a page's head asks for with its style sheet rather than once its text is laid out,
 * so its Bengali script paints in its font at once. Chromium 156 (Debian's, headless) even
 * keeps text it laid out in a fallback font before a face arrived in that fallback after the face
 * has loaded (tofu), so the faces every page draws are preloaded: on a Bangla page both weights
 * (the header's sign-in button is semibold, its links regular) and the faces themselves, inline:
 * a style sheet of their own would hold up the first paint by a request; on an English page the
 * 1 KB taka face of the style sheet (prices, the language switch).
 */
export const bengaliHead = (language: Language): string =>
  language === "bn" ? `${bengaliFonts.map(({ url }) => preload(url)).join("")}<style>${bengaliFonts.map(face).join("")}</style>` : preload(takaUrl);
