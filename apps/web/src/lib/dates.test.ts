import { describe, expect, it } from "vitest";
import { messages } from "@shop/contract";
import { formatCalendarDay, formatDate, formatDateTime, formatDeadline, setShopTimeZone } from "./dates";

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
});
