import { webRoutes } from "@shop/contract";
import { formatCalendarDay } from "../../../lib/dates";

/** Today in UTC (YYYY-MM-DD): quote dates are whole UTC days, as the server counts them. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** `day` plus `days` calendar days (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "Dec 4, 2026" for a YYYY-MM-DD day, read as that calendar day wherever the reader is, in the page's language. */
export const formatDay = (day: string) => formatCalendarDay(day);

export const quotePath = (id: string) => webRoutes.quoteDetail.replace(":quoteId", id);
