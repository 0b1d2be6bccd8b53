import { currentLanguage } from "./i18n";
/**
 * The contract's plain values: no zod here, so the web app's first download can use them
 * without loading zod and every schema (docs/decisions/010-web-delivery.md).
 */

/** The closed set of error kinds; each maps to exactly one HTTP status. */
export const errorCodes = [
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "too_many_requests",
  "internal",
  /** The card was refused by the payment provider; the message is the provider's words for the customer. */
  "payment_required",
  /** The payment provider could not be reached or failed; the message is ours, never the provider's. */
  "payment_provider_unavailable",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  internal: 500,
  payment_required: 402,
  payment_provider_unavailable: 502,
};

/** The most rows one page may ask for (`?limit=`). */
/** The longest postal code an order's or a profile's address takes (beside the other limits, not in checkout.ts's schemas: a form renders it without zod). */
export const POSTAL_CODE_MAX = 16;

export const MAX_PAGE_LIMIT = 100;
/** A list asked without `?page=&limit=` answers at most this many rows: its newest. */
export const UNPAGED_CAP = 1000;
/** The page size of the Link rel="next" an unpaged answer sends when it left rows out. */
export const LINK_PAGE_LIMIT = MAX_PAGE_LIMIT;

export const TOTAL_COUNT_HEADER = "x-total-count";

/** Dollars at the edge, integer cents inside. */
export const centsToDollars = (cents: number): number => cents / 100;
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/**
 * Whether an ISO 4217 code names a currency of two decimals: the shop keeps money in integer
 * cents, so SHOP_CURRENCY must have them (USD, EUR, GBP, BDT; not JPY or KWD).
 */
export function isCentsCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf("currency").includes(code)) return false;
  return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits === 2;
}

let currency = "USD";

/** Issue 38 (CONTRACT "Languages"): the shop's languages. English is the default everywhere. */
export const languageValues = ["en", "bn"] as const;
export type Language = (typeof languageValues)[number];

/**
 * Issue 38 item 3: taka is written as Bangladesh writes it, in both languages: its sign ৳ before
 * the digits, grouped in lakhs and crores (৳1,23,45,678.50). That is Intl's en-IN with the narrow
 * symbol; every other currency keeps Intl's en-US (its own sign, grouped in thousands).
 */
const LAKH_CURRENCIES: ReadonlySet<string> = new Set(["BDT"]);
const groupsInLakhs = (code: string) => LAKH_CURRENCIES.has(code);

const formatters = new Map<string, Intl.NumberFormat>();
/** One formatter per currency and precision, made once: the pages, emails and documents share them. */
function moneyFormat(code: string, maxDigits = 2): Intl.NumberFormat {
  const key = `${code}/${String(maxDigits)}`;
  let format = formatters.get(key);
  if (!format) {
    format = groupsInLakhs(code)
      ? new Intl.NumberFormat("en-IN", { style: "currency", currency: code, currencyDisplay: "narrowSymbol", minimumFractionDigits: 2, maximumFractionDigits: maxDigits })
      : new Intl.NumberFormat("en-US", { style: "currency", currency: code, minimumFractionDigits: 2, maximumFractionDigits: maxDigits });
    formatters.set(key, format);
  }
  return format;
}

let latinDigits = false;
/**
 * The office's choice (issue 38 item 3): Bangla pages and documents keep Latin digits. Shop-wide,
 * set where the code starts, as the currency is.
 */
export function setLatinDigits(keep: boolean): void {
  latinDigits = keep;
}

/** Whether the shop keeps Latin digits in Bangla (setLatinDigits). */
export const latinDigitsKept = (): boolean => latinDigits;

/**
 * Bengali digits back to Latin ones: a Bangla message may hold numbers written before the setting
 * was read (a limit in its text) or by Intl's bn (an ICU plural's `#`).
 */
export const toLatinDigits = (text: string): string => text.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

const BENGALI_ZERO = 0x09e6;
/** Digits as `language` writes them: Bangla's ০-৯ (unless the shop keeps Latin digits), English's 0-9. */
export function localDigits(text: string, language: Language): string {
  if (language === "en" || latinDigits) return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)));
}

/** A whole number grouped in lakhs and crores, as Intl's en-IN and bn write it: 12345678 -> "1,23,45,678". */
export function groupLakhs(whole: number): string {
  const digits = String(Math.abs(whole));
  const head = digits.slice(0, -3);
  let grouped = digits.slice(-3);
  for (let end = head.length; end > 0; end -= 2) grouped = `${head.slice(Math.max(0, end - 2), end)},${grouped}`;
  return `${whole < 0 ? "-" : ""}${grouped}`;
}

/**
 * What Intl writes around an amount's digits in a currency (en-US; en-IN for taka): "$" and "-$"
 * before USD's, "৳" and "-৳" before BDT's. Read once from Intl, then amounts are written by hand (`writeCents`):
 * a slow phone's first Intl formatter costs ~50 ms of ICU start-up, which a page that hydrates
 * with the server's affixes (its state carries them) never pays.
 */
export interface CurrencyAffixes {
  prefix: string;
  suffix: string;
  negativePrefix: string;
  negativeSuffix: string;
}

const affixesByCode = new Map<string, CurrencyAffixes>();

/** The affixes of `code`, from Intl's own parts of a positive and a negative amount. */
export function currencyAffixes(code: string): CurrencyAffixes {
  let known = affixesByCode.get(code);
  if (!known) {
    const around = (amount: number): [string, string] => {
      const parts = moneyFormat(code).formatToParts(amount);
      const digits = (type: string) => type === "integer" || type === "group" || type === "decimal" || type === "fraction";
      const first = parts.findIndex((part) => digits(part.type));
      const last = parts.length - 1 - [...parts].reverse().findIndex((part) => digits(part.type));
      const text = (from: number, to: number) => parts.slice(from, to).map((part) => part.value).join("");
      return [text(0, first), text(last + 1, parts.length)];
    };
    const [prefix, suffix] = around(1234.5);
    const [negativePrefix, negativeSuffix] = around(-1234.5);
    known = { prefix, suffix, negativePrefix, negativeSuffix };
    affixesByCode.set(code, known);
  }
  return known;
}

/** A whole number with en-US thousands separators, as Intl writes it: 1234567 -> "1,234,567". */
export function groupThousands(whole: number): string {
  const digits = String(Math.abs(whole));
  let grouped = "";
  for (let end = digits.length; end > 0; end -= 3) grouped = `${digits.slice(Math.max(0, end - 3), end)}${grouped === "" ? "" : ","}${grouped}`;
  return `${whole < 0 ? "-" : ""}${grouped}`;
}

/**
 * A number to at most `maxFractionDigits` decimals, grouped, as Intl's en-US writes it
 * (2.5 -> "2.5", 12345.678 -> "12,345.678"): by hand when it has no more decimals than that, as
 * weights in whole grams have; anything finer is Intl's to round.
 */
export function formatDecimal(value: number, maxFractionDigits: number): string {
  const scale = 10 ** maxFractionDigits;
  const scaled = Math.round(value * scale);
  if (!Number.isSafeInteger(scaled) || Math.abs(scaled / scale - value) >= 1e-9) return value.toLocaleString("en-US", { maximumFractionDigits: maxFractionDigits });
  const size = Math.abs(scaled);
  const fraction = String(size % scale).padStart(maxFractionDigits, "0").replace(/0+$/, "");
  return `${scaled < 0 || Object.is(scaled, -0) ? "-" : ""}${groupThousands(Math.floor(size / scale))}${fraction === "" ? "" : `.${fraction}`}`;
}

/** A currency's grouping of a whole number: lakhs and crores for taka, thousands for the rest. */
const groupFor = (code: string, whole: number) => (groupsInLakhs(code) ? groupLakhs(whole) : groupThousands(whole));

/** Whole cents in a currency's affixes and grouping: what Intl writes, without asking it (see CurrencyAffixes). */
function writeCents(cents: number, code: string, affixes: CurrencyAffixes): string {
  // Negative zero is written "-$0.00" by Intl too.
  const negative = cents < 0 || Object.is(cents, -0);
  const size = Math.abs(cents);
  const digits = `${groupFor(code, Math.floor(size / 100))}.${String(size % 100).padStart(2, "0")}`;
  return negative ? `${affixes.negativePrefix}${digits}${affixes.negativeSuffix}` : `${affixes.prefix}${digits}${affixes.suffix}`;
}

/**
 * A whole count as `language` writes it: English groups in thousands (1,234,567), Bangla in lakhs
 * with its own digits (১২,৩৪,৫৬৭), as Intl's en-US and bn do.
 */
export const formatCount = (whole: number, language: Language = currentLanguage()): string => (language === "en" ? groupThousands(whole) : localDigits(groupLakhs(whole), language));

/**
 * Issue 21: SHOP_CURRENCY, set once where the code starts (the server from its configuration,
 * the server's page renderer and the browser from what the server sends), so that every page
 * writes every amount in it. Documents of an order pass the order's own currency instead
 * (issue 25): an invoice stays in the currency it was issued in, whatever the shop uses today.
 * The browser passes the affixes the server read (`known`), so it needs no Intl to write amounts.
 */
export function setShopCurrency(code: string, known?: CurrencyAffixes): void {
  if (known) affixesByCode.set(code, known);
  else currencyAffixes(code);
  currency = code;
}

/** The shop's currency (ISO 4217), as set by setShopCurrency; USD until then. */
export const shopCurrency = (): string => currency;

/**
 * An amount as the pages, emails and invoices all write it, sign and separators: 1234.5 ->
 * "$1,234.50"; in taka "৳1,234.50", in Bangla "৳১,২৩৪.৫০" (issue 38: the same rule in both
 * languages, Bangla's digits put in last).
 */
export function formatDollars(dollars: number, code: string = currency, language: Language = currentLanguage()): string {
  const cents = Math.round(dollars * 100);
  // Amounts at the edge have two decimals at most; anything finer is Intl's to round.
  if (Number.isSafeInteger(cents) && Math.abs(cents / 100 - dollars) < 1e-9) return localDigits(writeCents(cents, code, currencyAffixes(code)), language);
  return localDigits(moneyFormat(code).format(dollars), language);
}
export const formatCents = (cents: number, code: string = currency, language: Language = currentLanguage()): string =>
  Number.isSafeInteger(cents) ? localDigits(writeCents(cents, code, currencyAffixes(code)), language) : formatDollars(centsToDollars(cents), code, language);

/**
 * An amount in a table that names its currency once (the Mushak forms): formatCents's digits and
 * grouping without the sign, "1,23,456.78" in taka, "১,২৩,৪৫৬.৭৮" in Bangla (issue 38: the same
 * rule as every other amount, Bangla's digits put in last unless the shop keeps Latin ones).
 */
export const formatAmountCents = (cents: number, code: string = currency, language: Language = currentLanguage()): string =>
  localDigits(writeCents(cents, code, { prefix: "", suffix: "", negativePrefix: "-", negativeSuffix: "" }), language);

/**
 * `totalCents` ÷ `quantity` without the sign, as formatUnitCents writes it: in whole cents when it
 * divides evenly, else to four decimals (trailing zeros past the second dropped, as Intl does).
 */
export function formatUnitAmountCents(totalCents: number, quantity: number, code: string = currency, language: Language = currentLanguage()): string {
  if (totalCents % quantity === 0) return formatAmountCents(totalCents / quantity, code, language);
  const tenThousandths = Math.round((Math.abs(totalCents) * 100) / quantity);
  const fraction = String(tenThousandths % 10_000).padStart(4, "0").replace(/0+$/, "").padEnd(2, "0");
  return localDigits(`${totalCents < 0 ? "-" : ""}${groupFor(code, Math.floor(tenThousandths / 10_000))}.${fraction}`, language);
}

/**
 * A net unit price: `totalCents` ÷ `quantity`, in whole cents when it divides evenly, else to
 * four decimals (issue 25), so that quantity × unit price reads as the line's amount.
 * 2622 over 3 -> "$8.74"; 6117 over 7 -> "$8.7386".
 */
export function formatUnitCents(totalCents: number, quantity: number, code: string = currency, language: Language = currentLanguage()): string {
  if (totalCents % quantity === 0) return formatCents(totalCents / quantity, code, language);
  return localDigits(moneyFormat(code, 4).format(totalCents / quantity / 100), language);
}

/**
 * The years a date of the shop's books may fall in (a report's month, a discount code's day).
 * Outside them it is a typo, and some are no dates to PostgreSQL (year 0) or to the ISO text
 * the server writes (years past 9999): refused with 400 instead of failing in the database.
 */
export const FIRST_BOOK_YEAR = 2000;
export const LAST_BOOK_YEAR = 2100;
export const isBookYear = (year: number): boolean => Number.isInteger(year) && year >= FIRST_BOOK_YEAR && year <= LAST_BOOK_YEAR;

export const REVIEW_MAX_RATING = 5;
export const REVIEW_EXCERPT_LENGTH = 100;

/**
 * The order number people read out and type: the first 8 hex digits of the order's id, in
 * capitals. Unique enough to find one's own order among a customer's few; links carry the
 * whole id. The same on the pages, in the emails and on the invoice.
 */
export const orderNumber = (id: string): string => id.replace(/-/g, "").slice(0, 8).toUpperCase();

/** How an invoice number is written, on the PDF and on the order page. */
export const invoiceLabel = (invoiceNumber: number) => `INV-${String(invoiceNumber).padStart(6, "0")}`;

export * from "./pricing";

/**
 * What a new account does first, said alike after sign-up and in the verification email
 * (issue 26): verify, then order. Here, zod-free, as the verification email's words take it too;
 * its Bangla is in the messages that quote it (`signedUpVerify`, `verifyEmailTexts.confirm`).
 */
export const VERIFY_THEN_ORDER = "Open the link to verify your address, then order: ordering, asking for a quote and paying need a verified address.";

/** CONTRACT's test cards (here, not beside the payment schemas: the test card form shows them without zod). */
export const TEST_CARDS = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
} as const;

/**
 * Only the web's schemes: `javascript:` and `data:` URLs must never reach an `href` or `src`.
 * Here, not beside the URL schemas: the gateways' hand-off reads a redirect with it without zod.
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The longest reason a refund may give (an order's, a payment on account's). */
export const refundReasonMax = 200;
