import { describe, expect, it } from "vitest";
import { dayIn } from "./dates";

describe("dayIn", () => {
  it.each([
    // Either side of midnight in Dhaka (UTC+6), which is 18:00 UTC.
    ["2026-03-31T17:59:59Z", "Asia/Dhaka", "2026-03-31"],
    ["2026-03-31T18:00:00Z", "Asia/Dhaka", "2026-04-01"],
    ["2026-12-31T18:30:00Z", "Asia/Dhaka", "2027-01-01"],
    // Behind UTC: still the day before until 05:00 UTC in New York in winter.
    ["2026-01-01T04:59:59Z", "America/New_York", "2025-12-31"],
    ["2026-01-01T05:00:00Z", "America/New_York", "2026-01-01"],
    // Across a change of summer time: Berlin is UTC+2 in July.
    ["2026-07-14T21:59:59Z", "Europe/Berlin", "2026-07-14"],
    ["2026-07-14T22:00:00Z", "Europe/Berlin", "2026-07-15"],
    ["2026-03-31T23:59:59Z", "UTC", "2026-03-31"],
  ])("%s in %s is %s", (moment, zone, day) => {
    expect(dayIn(new Date(moment), zone)).toBe(day);
  });
});

describe("dayIn UTC, without Intl", () => {
  it("is the day Intl writes in UTC, either side of midnight and of a year", () => {
    for (const moment of ["2026-03-31T23:59:59.999Z", "2026-04-01T00:00:00Z", "2026-12-31T23:59:59Z", "2027-01-01T00:00:00.001Z", "2028-02-29T12:00:00Z", "1999-12-31T23:00:00Z"]) {
      const date = new Date(moment);
      const parts = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(date);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
      expect(dayIn(date, "UTC"), moment).toBe(`${part("year")}-${part("month")}-${part("day")}`);
    }
  });
});
