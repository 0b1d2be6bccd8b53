import { TEST_CARDS } from "./constants";

/*
 * Issue 38 item 2: a Bangla page shows no English outside the catalogue. One rule for the two
 * checks that read Bangla pages: the server's render of every route (apps/server/test/
 * stray-english.test.ts) and the browser's, once the office's and the signed-in pages have
 * fetched their rows (e2e/tests/office-bangla.spec.ts). Not part of the web app's code.
 */

/**
 * The words a Bangla page may write in Latin letters, each for its reason. Keep it short: a word
 * of the shop's own belongs in a words module with its Bangla.
 */
export const allowedWords: ReadonlySet<string> = new Set([
  // The language switch names the other language in that language.
  "English",
  // The shop's own name (the logo writes it in two halves).
  "AgroForge",
  "Agro",
  "Forge",
  // Payment services, by their names.
  "bKash",
  "Nagad",
  "SSLCommerz",
  "Stripe",
  // VAT, and the BIN (Bangladesh's VAT registration number), as the NBR's forms abbreviate them beside the Bangla.
  "VAT",
  "BIN",
  // Files, formats and protocols are called so in Bangla too.
  "CSV",
  "PDF",
  "PNG",
  "JPEG",
  "WebP",
  "MB",
  "URL",
  "SMTP",
  // Stock-keeping units are "SKU" on a Bangladeshi shop's shelves and sheets.
  "SKU",
  // The EU's VAT schemes and check, by their own names (the tax page's registrations).
  "ID",
  "EU",
  "OSS",
  "IOSS",
  "VIES",
  "GST",
  // The browser's setting is named so (the note for a browser without it).
  "JavaScript",
  // Sign in with Google, a profile's LinkedIn: the brands.
  "Google",
  "LinkedIn",
  // A purchase order's number is the "PO" number on a Bangladeshi buyer's forms too, beside its Bangla.
  "PO",
  // A month typed as YYYY-MM: the input's format, in the digits it takes.
  "YYYY-MM",
  // A time of day and its zone as Intl's Bangla writes them (lib/dates.ts keeps to Intl's output).
  "AM",
  "PM",
  "UTC",
  "GMT",
]);

/**
 * The built-in test provider's card form: its note and fields are the contract's names ("The
 * built-in test payment provider"), the same in every language; what they say around them is Bangla.
 */
export const contractNames: readonly string[] = ["Test mode", "Card number", "Expiry date", "CVC", "MM/YY"];

/**
 * The blog's articles and the portfolio are about web development, and Bangla technical writing
 * keeps the names of tools, libraries and a few of their terms in Latin letters.
 */
const technicalWords: ReadonlySet<string> = new Set(
  (
    "React DevTools Profiler Lighthouse Web Vitals LCP INP CLS DOM Router Hook Form Formik TanStack Query Virtual Vitest Jest JavaScript TypeScript " +
    "Redux Toolkit Zustand Jotai SWR Compiler CI Context props callback concurrent context selector updater debounce consumer effect setter id " +
    "react-window Node js Fastify Express PostgreSQL MongoDB Socket IO Next Chart IndexedDB Service Worker Tailwind CSS daisyUI Drizzle ORM REST APIs " +
    "Git GitHub Playwright Testing Library Vite Docker Accessibility WCAG Figma"
  ).split(" "),
);
/** A currency's ISO code (USD, BDT) names it beside its amounts, as a Bangla report writes it. */
const currencyCodes: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));

/** The portfolio's projects, named as their makers name them. */
const projectNames = ["Haat Price Board", "FieldLog", "ClinicQ"];

/**
 * The text without `data`, whole or cut short: a card shows a review's first words only, so any
 * run of at least its first 40 characters is the data.
 */
function withoutData(text: string, data: string): string {
  const start = data.slice(0, 40);
  if (start.trim() === "") return text;
  let rest = text;
  for (let at = rest.indexOf(start); at !== -1; at = rest.indexOf(start, at)) {
    let length = start.length;
    while (length < data.length && rest[at + length] === data[length]) length += 1;
    rest = `${rest.slice(0, at)} ${rest.slice(at + length)}`;
  }
  return rest;
}

export interface StrayEnglishOptions {
  /** What the shop holds in English (a tool's name, a review, what the office typed): shown as written. */
  data: readonly string[];
  /** A page about web development (the blog, the portfolio): its tools' names are allowed. */
  technical?: boolean;
}

/** The Latin words of a Bangla page's text that neither the shop's English data nor the lists above explain. */
export function strayEnglish(text: string, { data, technical = false }: StrayEnglishOptions): string[] {
  const known = [...data, ...contractNames, ...(technical ? projectNames : [])].sort((a, b) => b.length - a.length);
  let rest = text;
  for (const written of known) rest = withoutData(rest, written);
  rest = rest
    // Addresses a reader types or copies, as they are.
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\b[\w-]+(\.[\w-]+)*\.(eu|com|org|net|bd)(\/[\w/.-]*)?/g, " ")
    // A path of the shop's own (an image's /images/… as the office types it).
    .replace(/(^|\s)\/[\w/.-]*/g, " ")
    // A setting's name as the server's environment spells it (VAT_LOOKUP_URL), for the office to set.
    .replace(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g, " ")
    // A key combination, as the keyboard prints its keys (sonner's alt+T to the notifications).
    .replace(/\balt\+[A-Z]\b/g, " ")
    // Codes with digits in them: SKUs (AF-HOE-150), order and transaction numbers.
    .replace(/[\w-]*\d[\w-]*/g, " ");
  const words = rest.match(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g) ?? [];
  return [...new Set(words.filter((word) => !allowedWords.has(word) && !currencyCodes.has(word) && !(technical && technicalWords.has(word))))];
}

/** A word of English text the shop holds (a review, an email's subject), not one a page may write itself (VAT, SKU). */
const dataWord = (word: string | undefined) => word !== undefined && /[A-Za-z]/.test(word) && !allowedWords.has(word.replace(/[^A-Za-z]/g, ""));

/**
 * Issue 38 item 3: the numbers of a Bangla page's text written in Latin digits that the shop wrote
 * itself (an amount, a count, a rate, a row's number: Bengali digits), each with the words around
 * it. Not counted: `data` (what people typed, as typed), the test cards, an order's reference
 * (eight hexadecimal characters, some all digits), the quick order's example line (a SKU and a
 * quantity, as a spreadsheet holds them), and a number beside a word of English data, which is that
 * data's (a review's "150 pitchforks", shortened on the page; strayEnglish finds other English).
 * Fields' examples (placeholders) show what a field takes as typed: leave them out of `text`.
 */
export function latinNumbers(text: string, { data }: { data: readonly string[] }): string[] {
  let rest = text;
  // Longest first, so a datum inside a longer one leaves none of it behind; an empty one would split every letter.
  for (const written of [...data, TEST_CARDS.success, TEST_CARDS.declined].filter(Boolean).sort((a, b) => b.length - a.length)) rest = rest.split(written).join(" ");
  const tokens = rest
    .replace(/\b[0-9A-F]{8}\b/g, " ")
    .replace(/\b[A-Z]{2}-[A-Z]{3}-\d+ \d+\b/g, " ")
    .split(/\s+/);
  return tokens.flatMap((token, index) =>
    /[0-9]/.test(token) && !/[A-Za-z@]/.test(token) && !dataWord(tokens[index - 1]) && !dataWord(tokens[index + 1]) ? [tokens.slice(Math.max(0, index - 4), index + 3).join(" ")] : [],
  );
}
