import { describe, expect, it } from "vitest";
import { quickOrderCheckBodySchema } from "./quick-order";
import { QUICK_ORDER_MAX_LINES, quickOrderMessages, quickOrderRows, replaceQuickOrderLine } from "./quick-order-texts";

describe("quickOrderRows", () => {
  it("keeps the lines that are not blank, numbered as typed, whatever the line breaks", () => {
    expect(quickOrderRows("A 1\r\n\r\n  \nB 2\rC 3\n")).toEqual([
      { line: 1, text: "A 1" },
      { line: 4, text: "B 2" },
      { line: 5, text: "C 3" },
    ]);
    expect(quickOrderRows("")).toEqual([]);
  });
});

describe("replaceQuickOrderLine", () => {
  it.each([
    ["A 1\nB 25\nC 3", 2, "A 1\nB 30\nC 3"],
    ["A 1\r\n\r\nB 25\r\n", 3, "A 1\r\n\r\nB 30\r\n"],
    ["B 25", 1, "B 30"],
    ["A 1\nB 25", 3, "A 1\nB 25"],
    ["A 1\nB 25", 0, "A 1\nB 25"],
  ])("in %j, line %i becomes B 30, the rest as typed", (text, line, expected) => {
    expect(replaceQuickOrderLine(text, line, "B 30")).toBe(expected);
  });
});

describe("quickOrderCheckBodySchema", () => {
  const pad = (n: number) => Array.from({ length: n }, (_, i) => `SKU-${i} 1`).join("\n");

  it("takes up to 200 lines, blank ones not counted", () => {
    expect(quickOrderCheckBodySchema.safeParse({ text: `${pad(QUICK_ORDER_MAX_LINES)}\n\n\n` }).success).toBe(true);
    const refused = quickOrderCheckBodySchema.safeParse({ text: pad(QUICK_ORDER_MAX_LINES + 1) });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([quickOrderMessages.tooManyLines(QUICK_ORDER_MAX_LINES)]);
  });

  it("wants text or lines, one of them", () => {
    expect(quickOrderCheckBodySchema.safeParse({}).success).toBe(false);
    expect(quickOrderCheckBodySchema.safeParse({ text: "A-1 1", lines: [{ sku: "A-1", quantity: 1 }] }).success).toBe(false);
    expect(quickOrderCheckBodySchema.safeParse({ lines: [{ sku: "A-1", quantity: "1" }] }).success).toBe(true);
  });
});
