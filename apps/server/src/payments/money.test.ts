import { describe, expect, it } from "vitest";
import { amountFromGateway, fromDecimalString, toDecimalString } from "./money";

describe("gateway amounts", () => {
  it.each([
    [0, "0.00"],
    [1, "0.01"],
    [10, "0.10"],
    [100, "1.00"],
    [123450, "1234.50"],
    [123456, "1234.56"],
    [5_000_000, "50000.00"],
    [999_999_999_999_99, "999999999999.99"],
  ])("writes %i poisha as %s and reads it back", (poisha, text) => {
    expect(toDecimalString(poisha)).toBe(text);
    expect(fromDecimalString(text)).toBe(poisha);
  });

  it.each([
    ["1234.5", 123450],
    ["1234", 123400],
    ["0.3", 30],
    ["10", 1000],
    ["007.05", 705],
    ["1234.5000", 123450],
    ["0.100", 10],
  ])("reads %s as %i poisha", (text, poisha) => {
    expect(fromDecimalString(text)).toBe(poisha);
  });

  it.each(["", ".5", "1.", "1.234", "1.2301", "-1.00", "+1", "1e3", "1,234.00", " 1.00", "1.00 ", "NaN", "Infinity", "0x10", "১২৩"])("refuses %j", (text) => {
    expect(fromDecimalString(text)).toBeUndefined();
  });

  it.each([-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])("refuses to write %d", (value) => {
    expect(() => toDecimalString(value)).toThrow(RangeError);
  });

  it("reads a JSON number by its digits, never by float arithmetic", () => {
    expect(amountFromGateway(0.1 + 0.2)).toBeUndefined();
    expect(amountFromGateway(1234.5)).toBe(123450);
    expect(amountFromGateway(19.99)).toBe(1999);
    expect(amountFromGateway("  100.00 ")).toBe(10000);
    expect(amountFromGateway(null)).toBeUndefined();
    expect(amountFromGateway(-5)).toBeUndefined();
  });
});
