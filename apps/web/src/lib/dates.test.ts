import { describe, expect, it, vi } from "vitest";
import { messages, setLanguageSource, setLatinDigits } from "@shop/contract";
import { adoptShopTimeZone, adoptWrittenDeadlines, formatCalendarDay, formatDate, formatDateTime, formatDeadline, recordDeadlinesWith, setShopTimeZone } from "./dates";

describe("the one date format of the order pages", () => {
  // Noon UTC: the same calendar day in every time zone a test machine may have.
  const noon = "2026-11-20T12:00:00.000Z";

  it("writes a day as 'Nov 20, 2026', with the time when asked", () => {
    expect(formatDate(noon)).toBe("Nov 20, 2026");
    expect(formatDateTime(noon)).toMatch(/^Nov 20, 2026, \d{1,2}:\d{2} [AP]M$/);
  });

  it("keeps a calendar day the day it was typed, wherever it is read", () => {
    expect(formatCalendarDay("2099-06-30")).toBe("Jun 30, 2099");
  });

  it("writes a deadline with its day and the shop's time zone, even when it is today (issue 26)", () => {
    setShopTimeZone("Asia/Dhaka");
    expect(messages.order.payBy(formatDeadline("2026-11-26T11:45:00.000Z"))).toBe("Pay by Nov 26, 2026, 5:45 PM GMT+6");
    // The shop's day, not the reader's or the server's: 8 PM in London is past midnight in Bogura.
    expect(formatDeadline("2026-11-26T20:00:00.000Z")).toBe("Nov 27, 2026, 2:00 AM GMT+6");
    setShopTimeZone("America/New_York");
    expect(formatDeadline("2026-11-26T11:45:00.000Z")).toBe("Nov 26, 2026, 6:45 AM EST");
    setShopTimeZone("UTC");
    expect(formatDeadline("2026-11-26T11:45:00.000Z")).toBe("Nov 26, 2026, 11:45 AM UTC");
  });

  it("refuses a time zone Intl does not know and keeps the one it had", () => {
    setShopTimeZone("Asia/Dhaka");
    expect(() => setShopTimeZone("Mars/Olympus_Mons")).toThrow(RangeError);
    expect(formatDeadline("2026-11-26T11:45:00.000Z")).toBe("Nov 26, 2026, 5:45 PM GMT+6");
    setShopTimeZone("UTC");
  });

  // The fixed formats are written by hand (a slow phone's first Intl formatter costs ~50 ms of
  // ICU start-up): each must read exactly as Intl's en-US writes it, in this machine's time zone.
  const intlDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
  const intlDateTime = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
  const intlCalendarDay = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
  it.each([
    "2026-01-01T00:00:00.000Z",
    "2026-03-29T00:59:59.999Z",
    "2026-06-15T11:59:00.000Z",
    "2026-06-15T12:00:00.000Z",
    "2026-10-25T23:30:00.000Z",
    "2026-11-20T12:05:00.000Z",
    "2026-12-31T23:59:00.000Z",
    "1999-02-28T07:07:00.000Z",
    "2099-09-09T16:45:00.000Z",
  ])("writes %s as Intl does", (iso) => {
    expect(formatDate(iso)).toBe(intlDate.format(new Date(iso)));
    expect(formatDateTime(iso)).toBe(intlDateTime.format(new Date(iso)));
    const calendarDay = iso.slice(0, 10);
    expect(formatCalendarDay(calendarDay)).toBe(intlCalendarDay.format(new Date(`${calendarDay}T00:00:00Z`)));
  });

  it.each(["UTC", "America/New_York", "Asia/Dhaka", "Pacific/Chatham"])("writes every hour of a day as Intl does, read in %s", (zone) => {
    const before = process.env.TZ;
    // Node takes a new TZ at once, for Date's getters and for Intl's default zone alike.
    process.env.TZ = zone;
    try {
      const local = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
      expect(local.resolvedOptions().timeZone).toBe(zone);
      for (let hour = 0; hour < 48; hour += 1) {
        const at = new Date(Date.UTC(2026, 2, 7, hour, (hour * 7) % 60)).toISOString();
        expect(formatDateTime(at)).toBe(local.format(new Date(at)));
        expect(formatDate(at)).toBe(local.format(new Date(at)).replace(/, \d{1,2}:\d{2} [AP]M$/, ""));
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it("refuses an unreadable instant as Intl does", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(() => formatCalendarDay("2026-13-45")).toThrow(RangeError);
  });

  it("takes the zone the server named with the page, and writes deadlines in it", () => {
    adoptShopTimeZone("Asia/Dhaka");
    expect(formatDeadline("2026-11-26T11:45:00.000Z")).toBe("Nov 26, 2026, 5:45 PM GMT+6");
    setShopTimeZone("UTC");
  });

  it("writes the deadlines the server wrote in the page as it wrote them, without making an Intl formatter (issue 37)", () => {
    // The server's render: each deadline written is recorded, keyed by language and instant.
    const recorded = new Map<string, string>();
    recordDeadlinesWith((key, text) => recorded.set(key, text));
    setShopTimeZone("Asia/Dhaka");
    expect(formatDeadline("2031-01-15T04:30:00.000Z")).toBe("Jan 15, 2031, 10:30 AM GMT+6");
    recordDeadlinesWith(undefined);
    expect([...recorded]).toEqual([["en 2031-01-15T04:30:00.000Z", "Jan 15, 2031, 10:30 AM GMT+6"]]);

    // The browser hydrating that page: the same words, no formatter made for them.
    adoptShopTimeZone("America/New_York");
    adoptWrittenDeadlines(Object.fromEntries(recorded));
    const made = vi.spyOn(Intl, "DateTimeFormat");
    try {
      expect(formatDeadline("2031-01-15T04:30:00.000Z")).toBe("Jan 15, 2031, 10:30 AM GMT+6");
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      setShopTimeZone("UTC");
    }
  });

  describe("in Bangla (issue 38)", () => {
    const bangla = (run: () => void) => {
      setLanguageSource(() => "bn");
      try {
        run();
      } finally {
        setLanguageSource(() => "en");
      }
    };
    const intlBangla = new Intl.DateTimeFormat("bn", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
    const intlBanglaTime = new Intl.DateTimeFormat("bn", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

    it("writes every month's days and every hour as Intl's bn does", () => {
      bangla(() => {
        for (let month = 0; month < 12; month += 1) {
          const calendarDay = new Date(Date.UTC(2026, month, 1 + month * 2)).toISOString().slice(0, 10);
          expect(formatCalendarDay(calendarDay)).toBe(intlBangla.format(new Date(`${calendarDay}T00:00:00Z`)));
        }
        for (let hour = 0; hour < 24; hour += 1) {
          const at = new Date(Date.UTC(2026, 10, 20, hour, (hour * 7) % 60)).toISOString();
          expect(formatDateTime(at)).toBe(intlBanglaTime.format(new Date(at)));
        }
      });
      expect(formatCalendarDay("2099-06-30")).toBe("Jun 30, 2099");
    });

    it("writes a deadline in Bangla with the shop's time zone", () => {
      setShopTimeZone("Asia/Dhaka");
      bangla(() => expect(formatDeadline("2026-11-26T11:45:00.000Z")).toBe("২৬ নভে, ২০২৬, ৫:৪৫ PM GMT +৬"));
      setShopTimeZone("UTC");
    });

    it("writes Bangla months with Latin digits when the office keeps them, as Intl's bn-u-nu-latn does", () => {
      setShopTimeZone("Asia/Dhaka");
      setLatinDigits(true);
      try {
        bangla(() => {
          expect(formatCalendarDay("2026-11-20")).toBe(new Intl.DateTimeFormat("bn-u-nu-latn", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date("2026-11-20T00:00:00Z")));
          expect(formatCalendarDay("2026-11-20")).toBe("20 নভে, 2026");
          expect(formatDeadline("2026-11-26T11:45:00.000Z")).toBe("26 নভে, 2026, 5:45 PM GMT +6");
        });
        expect(formatCalendarDay("2099-06-30")).toBe("Jun 30, 2099");
      } finally {
        setLatinDigits(false);
        setShopTimeZone("UTC");
      }
      bangla(() => expect(formatCalendarDay("2026-11-20")).toBe("২০ নভে, ২০২৬"));
    });
  });
});
