import { dayIn } from "@shop/contract";

/**
 * The one way the order pages write a date: "Nov 20, 2026", with the time as "Nov 20, 2026,
 * 10:05 AM". The locale is fixed (as formatQuantity's is), so every page, test and screenshot
 * reads the same whatever the browser's language; the time zone is the reader's own, but for the
 * shop's deadlines (formatDeadline), which are the shop's.
 */
const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
/** A calendar day is the same day wherever it is read: no time zone may move it. */
const calendarDayFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** An instant's day: "Nov 20, 2026". */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** An instant to the minute: "Nov 20, 2026, 10:05 AM". */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));

/** A calendar day typed as YYYY-MM-DD (a delivery date): "Jun 30, 2099". */
export const formatCalendarDay = (day: string): string => calendarDayFormat.format(new Date(`${day}T00:00:00Z`));

/** A deadline the shop sets (an unpaid order's hold) in the shop's own time zone, named: "Nov 26, 2026, 5:45 PM GMT+6". */
const deadlineFormatIn = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" });
let deadlineFormat = deadlineFormatIn("UTC");
let shopZone = "UTC";

/**
 * The shop's time zone (SHOP_TIMEZONE, an IANA name), as the server sends it with the page; UTC
 * until then. The shop's deadlines are read in it, so the server's render, the hydrating browser
 * and a buyer in another zone all write the same words. A name Intl does not know is refused.
 */
export function setShopTimeZone(timeZone: string): void {
  deadlineFormat = deadlineFormatIn(timeZone);
  shopZone = timeZone;
}

/** Today in the shop's time zone, YYYY-MM-DD: the day the server counts statements and ages by. */
export const shopToday = (now = new Date()): string => dayIn(now, shopZone);

/**
 * A deadline with its day and its time zone, even when it is today: "Pay by 5:45 PM" left the
 * buyer to guess which day and whose 5:45 (issue 26).
 */
export const formatDeadline = (iso: string): string => deadlineFormat.format(new Date(iso));
