import { currentLanguage, dayIn, latinDigitsKept, localDigits, type Language } from "@shop/contract";

/**
 * The one way the order pages write a date: "Nov 20, 2026", with the time as "Nov 20, 2026,
 * 10:05 AM". The locale is fixed (as formatQuantity's is), so every page, test and screenshot
 * reads the same whatever the browser's language; the time zone is the reader's own, but for the
 * shop's deadlines (formatDeadline), which are the shop's.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * Written by hand, as Intl's en-US writes them (the tests hold the two side by side): a slow
 * phone's first Intl formatter costs ~50 ms of ICU start-up in the middle of hydration, and these
 * fixed formats need none of it.
 */
const englishDay = (year: number, month: number, date: number) => `${MONTHS[month] ?? ""} ${String(date)}, ${String(year)}`;
const englishClock = (hours: number, minutes: number) => `${String(hours % 12 === 0 ? 12 : hours % 12)}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;

/** Issue 38: the months as Intl's bn writes them in a date ("২০ নভে, ২০২৬"). */
const BANGLA_MONTHS = ["জানু", "ফেব", "মার্চ", "এপ্রি", "মে", "জুন", "জুল", "আগ", "সেপ", "অক্টো", "নভে", "ডিসে"] as const;

/** A day in the page's language: Bangla puts the date first and writes Bengali digits, as Intl's bn does. */
function day(year: number, month: number, date: number, language: Language = currentLanguage()): string {
  if (language === "en") return englishDay(year, month, date);
  return localDigits(`${String(date)} ${BANGLA_MONTHS[month] ?? ""}, ${String(year)}`, language);
}

/** A time of day; Intl's bn keeps AM and PM in Latin letters, its digits Bengali. */
const clock = (hours: number, minutes: number, language: Language = currentLanguage()) => localDigits(englishClock(hours, minutes), language);

/** The instant an ISO text names; an unreadable one is refused as Intl refuses it. */
function instant(iso: string): Date {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Invalid time value: ${iso}`);
  return at;
}

/** An instant's day: "Nov 20, 2026". */
export function formatDate(iso: string): string {
  const at = instant(iso);
  return day(at.getFullYear(), at.getMonth(), at.getDate());
}

/** An instant to the minute: "Nov 20, 2026, 10:05 AM". */
export function formatDateTime(iso: string): string {
  const at = instant(iso);
  return `${day(at.getFullYear(), at.getMonth(), at.getDate())}, ${clock(at.getHours(), at.getMinutes())}`;
}

/** A calendar day typed as YYYY-MM-DD (a delivery date): "Jun 30, 2099". No time zone may move it. */
export function formatCalendarDay(calendarDay: string): string {
  const at = instant(`${calendarDay}T00:00:00Z`);
  return day(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
}

/** A deadline the shop sets (an unpaid order's hold) in the shop's own time zone, named: "Nov 26, 2026, 5:45 PM GMT+6". */
const deadlineFormats = new Map<string, Intl.DateTimeFormat>();
function deadlineFormatIn(timeZone: string, language: Language = currentLanguage()): Intl.DateTimeFormat {
  // Issue 38: Bangla's month names with Latin digits when the office keeps them ("bn-u-nu-latn").
  const locale = language === "bn" ? (latinDigitsKept() ? "bn-u-nu-latn" : "bn") : "en-US";
  const key = `${locale} ${timeZone}`;
  let format = deadlineFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" });
    deadlineFormats.set(key, format);
  }
  return format;
}
let shopZone = "UTC";

/**
 * The shop's time zone (SHOP_TIMEZONE, an IANA name); UTC until then. The shop's deadlines are
 * read in it, so the server's render, the hydrating browser and a buyer in another zone all write
 * the same words. A name Intl does not know is refused.
 */
export function setShopTimeZone(timeZone: string): void {
  deadlineFormatIn(timeZone);
  shopZone = timeZone;
}

/**
 * The browser's copy of the zone the server named with the page (checked there, by
 * setShopTimeZone and SHOP_TIMEZONE's own check): taken as it is, so that no Intl formatter is
 * made before a deadline is written.
 */
export function adoptShopTimeZone(timeZone: string): void {
  shopZone = timeZone;
}

/** Today in the shop's time zone, YYYY-MM-DD: the day the server counts statements and ages by. */
export const shopToday = (now = new Date()): string => dayIn(now, shopZone);

/**
 * A deadline with its day and its time zone, even when it is today: "Pay by 5:45 PM" left the
 * buyer to guess which day and whose 5:45 (issue 26).
 */
export function formatDeadline(iso: string): string {
  const key = `${currentLanguage()} ${iso}`;
  const written = writtenDeadlines.get(key);
  if (written !== undefined) return written;
  const text = deadlineFormatIn(shopZone).format(new Date(iso));
  recordDeadline?.(key, text);
  return text;
}

/**
 * The deadlines the server wrote in the page, as it wrote them (ServerState.deadlines): the
 * browser hydrates them without making an Intl formatter, whose start (ICU's time zones) was a
 * long task of the payment page's hydration on a slow phone (issue 37). Others are written by Intl.
 */
const writtenDeadlines = new Map<string, string>();
let recordDeadline: ((key: string, text: string) => void) | undefined;

/** The server's renderer: `record` is told each deadline a page's render writes (keyed by language and instant). */
export function recordDeadlinesWith(record: ((key: string, text: string) => void) | undefined): void {
  recordDeadline = record;
}

/** The browser: the deadlines the server wrote in the page it hydrates. */
export function adoptWrittenDeadlines(texts: Record<string, string>): void {
  for (const [key, text] of Object.entries(texts)) writtenDeadlines.set(key, text);
}
