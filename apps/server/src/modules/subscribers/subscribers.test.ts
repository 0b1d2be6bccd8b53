import { describe, expect, it } from "vitest";
import { neutralizeFormula } from "./subscribers";

describe("neutralizeFormula", () => {
  it.each(["=1+1", "+cmd@example.com", "-2+3@example.com", "@SUM(A1)", "\tx", "\rx"])("quotes %j, which a spreadsheet would run", (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it("leaves ordinary addresses alone", () => {
    expect(neutralizeFormula("ada@example.com")).toBe("ada@example.com");
    expect(neutralizeFormula("a=b@example.com")).toBe("a=b@example.com");
  });
});
