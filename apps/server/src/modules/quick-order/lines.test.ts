import { BULK_MAX_QUANTITY, quickOrderMessages } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { classifyLine, parseQuickOrderLines, parseQuickOrderText, requestedLine, roundUpToPack, type QuickOrderTool } from "./lines";

const invalidQuantity = quickOrderMessages.invalidQuantity(BULK_MAX_QUANTITY);

describe("parseQuickOrderText", () => {
  it.each([
    ["a space", "AF-HOE-100 20"],
    ["spaces", "AF-HOE-100    20"],
    ["a tab (a spreadsheet's paste)", "AF-HOE-100\t20"],
    ["a comma (CSV)", "AF-HOE-100,20"],
    ["a semicolon (CSV in Europe)", "AF-HOE-100;20"],
    ["a comma and spaces", "AF-HOE-100 , 20"],
    ["quoted CSV cells", '"AF-HOE-100","20"'],
    ["a trailing separator", "AF-HOE-100;20;"],
    ["lower case", "af-hoe-100 20"],
    ["a byte-order mark and a no-break space", "\uFEFFAF-HOE-100\u00A020"],
    ["surrounding blanks", "   AF-HOE-100 20   "],
  ])("reads a SKU and a quantity separated by %s", (_name, text) => {
    expect(parseQuickOrderText(text)).toEqual([{ line: 1, kind: "sku", sku: "AF-HOE-100", quantity: 20 }]);
  });

  it.each([
    ["\n", "A-1 1\nB-2 2\n\nC-3 3\n"],
    ["\r\n", "A-1 1\r\nB-2 2\r\n\r\nC-3 3\r\n"],
    ["\r", "A-1 1\rB-2 2\r\rC-3 3\r"],
  ])("skips blank lines but keeps the numbers as typed, with %j between lines", (_break, text) => {
    expect(parseQuickOrderText(text).map((line) => [line.line, line.sku])).toEqual([
      [1, "A-1"],
      [2, "B-2"],
      [4, "C-3"],
    ]);
  });

  it.each([
    ["a header row", "SKU,Quantity", "SKU", null, invalidQuantity],
    ["a SKU alone", "AF-HOE-100", "AF-HOE-100", null, quickOrderMessages.invalid],
    ["three cells", "AF-HOE-100 20 hoes", "AF-HOE-100", null, quickOrderMessages.invalid],
    ["a quantity with thousands separators", "AF-HOE-100 1,000", "AF-HOE-100", null, quickOrderMessages.invalid],
    ["a decimal quantity", "AF-HOE-100 2.5", "AF-HOE-100", null, invalidQuantity],
    ["a negative quantity", "AF-HOE-100 -3", "AF-HOE-100", null, invalidQuantity],
    ["a zero quantity", "AF-HOE-100 0", "AF-HOE-100", null, invalidQuantity],
    ["a quantity past the largest order", `AF-HOE-100 ${BULK_MAX_QUANTITY + 1}`, "AF-HOE-100", null, invalidQuantity],
    ["a huge quantity", "AF-HOE-100 99999999999999999999", "AF-HOE-100", null, invalidQuantity],
    ["a SKU with other characters", "AF#HOE 20", "AF#HOE", 20, quickOrderMessages.invalidSku("AF#HOE")],
    ["a one-character SKU", "A 20", "A", 20, quickOrderMessages.invalidSku("A")],
    ["a SKU longer than any", `${"X".repeat(33)} 20`, "X".repeat(33), 20, quickOrderMessages.invalidSku("X".repeat(33))],
    ["separators only", ",;,", "", null, quickOrderMessages.invalid],
  ])("calls %s invalid", (_name, text, sku, quantity, message) => {
    expect(parseQuickOrderText(text)).toEqual([{ line: 1, kind: "invalid", sku, quantity, message }]);
  });

  it("echoes at most 64 characters of what was typed", () => {
    const [line] = parseQuickOrderText(`${"Y".repeat(500)} 1`);
    expect(line?.sku).toHaveLength(64);
  });
});

describe("parseQuickOrderLines", () => {
  it("checks JSON lines as typed ones, numbered from 1", () => {
    expect(
      parseQuickOrderLines([
        { sku: " af-hoe-100 ", quantity: 20 },
        { sku: "AF-HOE-100", quantity: "30" },
        { sku: "AF-HOE-100", quantity: 2.5 },
        { sku: "AF-HOE-100", quantity: -1 },
        { sku: "", quantity: 1 },
        { sku: "AF-HOE-100", quantity: 1e21 },
      ]),
    ).toEqual([
      { line: 1, kind: "sku", sku: "AF-HOE-100", quantity: 20 },
      { line: 2, kind: "sku", sku: "AF-HOE-100", quantity: 30 },
      { line: 3, kind: "invalid", sku: "AF-HOE-100", quantity: null, message: invalidQuantity },
      { line: 4, kind: "invalid", sku: "AF-HOE-100", quantity: null, message: invalidQuantity },
      { line: 5, kind: "invalid", sku: "", quantity: 1, message: quickOrderMessages.invalid },
      { line: 6, kind: "invalid", sku: "AF-HOE-100", quantity: null, message: invalidQuantity },
    ]);
  });
});

describe("roundUpToPack", () => {
  it.each([
    [250, 100, 300],
    [300, 100, 300],
    [1, 12, 12],
    [13, 12, 24],
    [BULK_MAX_QUANTITY - 1, 17, undefined],
  ])("rounds %i up to packs of %i: %s", (quantity, pack, rounded) => {
    expect(roundUpToPack(quantity, pack)).toBe(rounded);
  });
});

describe("classifyLine", () => {
  const tool: QuickOrderTool = { id: "6f1f2a7e-9d7e-4a4a-8d0a-1a2b3c4d5e6f", name: "Seed Bags", minimumOrderQuantity: 200, packSize: 100, availableQuantity: 1000 };
  const line = (quantity: number) => requestedLine(3, "SB-100", String(quantity));

  it.each([
    ["ok", 300, tool, { status: "ok", message: quickOrderMessages.ok("Seed Bags") }],
    ["ok at the stock", 1000, tool, { status: "ok" }],
    ["below the minimum", 100, tool, { status: "below_minimum", roundedQuantity: 200, message: quickOrderMessages.belowMinimum(200, "Seed Bags") }],
    ["not a pack multiple", 250, tool, { status: "not_pack_multiple", roundedQuantity: 300, message: `${quickOrderMessages.notPackMultiple(100, "Seed Bags", 300)}` }],
    ["more than the stock", 1100, tool, { status: "short_stock", message: quickOrderMessages.shortStock(1000, "Seed Bags") }],
    ["beyond the stock and not in packs: packs first", 1050, tool, { status: "not_pack_multiple", roundedQuantity: 1100 }],
    ["a stock below the minimum", 200, { ...tool, availableQuantity: 150 }, { status: "short_stock" }],
  ] as const)("%s", (_name, quantity, known, expected) => {
    const answer = classifyLine(line(quantity), known);
    expect(answer).toMatchObject({ line: 3, sku: "SB-100", quantity, productId: tool.id, ...expected });
    if (!("roundedQuantity" in expected)) expect(answer).not.toHaveProperty("roundedQuantity");
  });

  it("says when the SKU is no tool's", () => {
    expect(classifyLine(line(5), undefined)).toEqual({ line: 3, sku: "SB-100", quantity: 5, productId: null, status: "unknown_sku", message: quickOrderMessages.unknownSku("SB-100") });
  });

  it("passes a malformed line on as invalid, whatever the tools", () => {
    const [bad] = parseQuickOrderText("SB-100 lots");
    expect(bad && classifyLine(bad, tool)).toEqual({ line: 1, sku: "SB-100", quantity: null, productId: null, status: "invalid", message: invalidQuantity });
  });

  it("offers no rounding past the largest order", () => {
    const answer = classifyLine(requestedLine(1, "SB-17", String(BULK_MAX_QUANTITY - 1)), { ...tool, packSize: 17, minimumOrderQuantity: 17, availableQuantity: BULK_MAX_QUANTITY });
    expect(answer).toMatchObject({ status: "not_pack_multiple", message: quickOrderMessages.notPackMultiple(17, "Seed Bags", undefined) });
    expect(answer).not.toHaveProperty("roundedQuantity");
  });
});
