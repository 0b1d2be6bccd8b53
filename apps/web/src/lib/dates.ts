/**
 * The one way the order pages write a date: "Nov 20, 2026", with the time as "Nov 20, 2026,
 * 10:05 AM". The locale is fixed (as formatQuantity's is), so every page, test and screenshot
 * reads the same whatever the browser's language; the time zone is the reader's own.
 */
const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
/** A calendar day is the same day wherever it is read: no time zone may move it. */
const calendarDayFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** An instant's day: "Nov 20, 2026". */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** An instant to the minute: "Nov 20, 2026, 10:05 AM". */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));

/** A calendar day typed as YYYY-MM-DD (a delivery date): "Jun 30, 2099". */
export const formatCalendarDay = (day: string): string => calendarDayFormat.format(new Date(`${day}T00:00:00Z`));

/** "10:05 AM" when the instant is today, else "Nov 24, 2026, 10:05 AM": a deadline reads short when it is close. */
export function formatDeadline(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? timeFormat.format(at) : dateTimeFormat.format(at);
}
