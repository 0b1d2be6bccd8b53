import { localDigits, type Language } from "./constants";
import { currentLanguage } from "./i18n";

/**
 * Issue 25: the day a moment falls on in the shop's time zone (SHOP_TIMEZONE, IANA), as
 * YYYY-MM-DD. Documents and the accountant's months go by the shop's day, not UTC's: a payment
 * at 20:30 UTC on 31 March is on 1 April in Dhaka.
 */
export function dayIn(date: Date, timeZone: string): string {
  // UTC's day is the ISO text's: no Intl formatter, whose first start (ICU's time zones) was 40 ms
  // of the office's report page hydrating on a phone's CPU.
  if (timeZone === "UTC") return date.toISOString().slice(0, 10);
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * Issue 36: the time a moment falls on in the shop's time zone, 24-hour "HH:MM": Bangladesh's
 * tax invoice (Mushak-6.3) states the time of issue beside its date.
 */
export function timeIn(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("hour")}:${part("minute")}`;
}

/**
 * Issue 38: a YYYY-MM-DD day (or an HH:MM time) as a document prints it: the same form in both
 * languages, in Bangla with Bengali digits unless the shop keeps Latin ones.
 */
export const documentDay = (day: string, language: Language = currentLanguage()): string => localDigits(day, language);
