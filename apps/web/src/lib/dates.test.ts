import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatDate, formatDateTime, formatDeadline } from "./dates";

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

  it("writes a deadline as a time today, with its day otherwise", () => {
    const now = new Date(noon);
    const inAnHour = new Date(now.getTime() + 60 * 60_000);
    const sameDay = inAnHour.toDateString() === now.toDateString();
    expect(formatDeadline(inAnHour.toISOString(), now)).toMatch(sameDay ? /^\d{1,2}:\d{2} [AP]M$/ : /^Nov 20, 2026, /);
    expect(formatDeadline("2026-11-24T12:00:00.000Z", now)).toMatch(/^Nov 2[45], 2026, \d{1,2}:\d{2} [AP]M$/);
  });
});
