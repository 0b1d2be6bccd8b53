import {
  BULK_MAX_QUANTITY,
  QUICK_ORDER_MAX_LINES,
  quickOrderCheckResponseSchema,
  quickOrderMessages,
  toolSchema,
  type QuickOrderLine,
  type Tool,
} from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tools } from "../src/db/schema";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";

/**
 * Issue 27, item 5: `POST /api/quick-order/check`. Every status, every separator, the 200-line
 * limit; a refused body changes nothing and no body is a 5xx.
 */
let t: TestApp;
let admin: SignedIn;
let buyer: SignedIn;
/** Min 200, packs of 100, 1,000 in stock. */
let seeds: Tool;
/** Min 1, any quantity, 5 in stock. */
let drill: Tool;
let archived: Tool;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  admin = await signInAdmin(t);
  // Not verified: checking a pad mails nobody and orders nothing.
  buyer = await signUp(t.app, { verified: false });
  seeds = await addTool({ name: "Seed Bags", sku: "qo-seed-100", minimumOrderQuantity: 200, packSize: 100, availableQuantity: 1000 });
  drill = await addTool({ name: "Seed Drill", sku: "QO-DRILL", minimumOrderQuantity: 1, availableQuantity: 5 });
  archived = await addTool({ name: "Old Rake", sku: "QO-OLD", minimumOrderQuantity: 1, availableQuantity: 50 });
  await t.database.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, archived._id));
});
afterAll(() => t.close());

async function addTool(fields: Record<string, unknown>): Promise<Tool> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/tools",
    headers: admin.auth,
    payload: { img: "/images/tools/garden-hoe.svg", description: "For the quick-order pad.", price: 4, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return toolSchema.parse(response.json<{ tool: unknown }>().tool);
}

const check = (payload: unknown, who: SignedIn | null = buyer) =>
  t.app.inject({ method: "POST", url: "/api/quick-order/check", headers: { "content-type": "application/json", ...(who ? who.auth : {}) }, payload: JSON.stringify(payload) });

async function checked(payload: unknown, who: SignedIn = buyer): Promise<QuickOrderLine[]> {
  const response = await check(payload, who);
  expect(response.statusCode, response.body).toBe(200);
  return quickOrderCheckResponseSchema.strict().parse(response.json()).lines;
}

describe("POST /api/quick-order/check: each line its status", () => {
  it.each([
    ["ok", "QO-SEED-100 300", () => ({ status: "ok", productId: seeds._id, quantity: 300, message: quickOrderMessages.ok("Seed Bags") })],
    ["ok in lower case", "qo-seed-100 1000", () => ({ status: "ok", sku: "QO-SEED-100", productId: seeds._id })],
    ["unknown_sku", "QO-NOPE 3", () => ({ status: "unknown_sku", sku: "QO-NOPE", productId: null, quantity: 3, message: quickOrderMessages.unknownSku("QO-NOPE") })],
    ["unknown_sku for an archived tool", "QO-OLD 3", () => ({ status: "unknown_sku", productId: null })],
    [
      "below_minimum",
      "QO-SEED-100 100",
      () => ({ status: "below_minimum", productId: seeds._id, roundedQuantity: 200, message: quickOrderMessages.belowMinimum(200, "Seed Bags") }),
    ],
    [
      "not_pack_multiple",
      "QO-SEED-100 250",
      () => ({ status: "not_pack_multiple", productId: seeds._id, quantity: 250, roundedQuantity: 300, message: quickOrderMessages.notPackMultiple(100, "Seed Bags", 300) }),
    ],
    ["short_stock", "QO-DRILL 6", () => ({ status: "short_stock", productId: drill._id, quantity: 6, message: quickOrderMessages.shortStock(5, "Seed Drill") })],
    ["invalid", "QO-DRILL six", () => ({ status: "invalid", sku: "QO-DRILL", quantity: null, productId: null, message: quickOrderMessages.invalidQuantity(BULK_MAX_QUANTITY) })],
    ["invalid for a header row", "SKU;Quantity", () => ({ status: "invalid", productId: null })],
  ] as const)("%s", async (_name, text, expected) => {
    const lines = await checked({ text });
    expect(lines).toEqual([expect.objectContaining({ line: 1, ...expected() })]);
    if (!("roundedQuantity" in expected())) expect(lines[0]).not.toHaveProperty("roundedQuantity");
  });

  it("says every message in the shop's words", async () => {
    const [line] = await checked({ text: "QO-SEED-100 250" });
    expect(line?.message).toContain("Round up to 300");
    const [short] = await checked({ text: "QO-DRILL 6" });
    expect(short?.message).toContain("Ask for a quote");
  });
});

describe("separators and line numbers", () => {
  it.each([
    ["spaces", "QO-SEED-100 300\nQO-DRILL  2"],
    ["tabs (a spreadsheet's paste)", "QO-SEED-100\t300\nQO-DRILL\t2"],
    ["commas (CSV)", "QO-SEED-100,300\nQO-DRILL,2"],
    ["semicolons", "QO-SEED-100;300\nQO-DRILL;2"],
    ["Windows line breaks and quoted cells", '"QO-SEED-100","300"\r\n"QO-DRILL","2"\r\n'],
  ])("reads %s", async (_name, text) => {
    const lines = await checked({ text });
    expect(lines.map(({ line, sku, quantity, status }) => ({ line, sku, quantity, status }))).toEqual([
      { line: 1, sku: "QO-SEED-100", quantity: 300, status: "ok" },
      { line: 2, sku: "QO-DRILL", quantity: 2, status: "ok" },
    ]);
  });

  it("skips blank lines and numbers the rest as typed", async () => {
    const lines = await checked({ text: "\nQO-DRILL 1\n   \n\nQO-NOPE 2\n" });
    expect(lines.map((line) => [line.line, line.status])).toEqual([
      [2, "ok"],
      [5, "unknown_sku"],
    ]);
  });

  it("takes the lines as JSON too, numbered from 1", async () => {
    const lines = await checked({ lines: [{ sku: "qo-seed-100", quantity: 250 }, { sku: "QO-DRILL", quantity: "2" }, { sku: "QO-DRILL", quantity: 1.5 }] });
    expect(lines.map(({ line, status, roundedQuantity }) => ({ line, status, roundedQuantity }))).toEqual([
      { line: 1, status: "not_pack_multiple", roundedQuantity: 300 },
      { line: 2, status: "ok", roundedQuantity: undefined },
      { line: 3, status: "invalid", roundedQuantity: undefined },
    ]);
  });
});

describe("200 lines", () => {
  const pad = (n: number, blankEvery = 0) =>
    Array.from({ length: n }, (_, i) => `${["QO-SEED-100 300", "QO-DRILL 9", "QO-NOPE 1", "QO-SEED-100 250"][i % 4]}${blankEvery && i % blankEvery === 0 ? "\n" : ""}`).join("\n");

  it("checks 200 lines in one answer, each with its own status, and blank lines do not count", async () => {
    const lines = await checked({ text: pad(QUICK_ORDER_MAX_LINES, 3) });
    expect(lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(new Set(lines.map((line) => line.status))).toEqual(new Set(["ok", "short_stock", "unknown_sku", "not_pack_multiple"]));
    expect(lines.at(-1)?.line).toBeGreaterThan(QUICK_ORDER_MAX_LINES);
    expect(await checked({ lines: Array.from({ length: QUICK_ORDER_MAX_LINES }, () => ({ sku: "QO-DRILL", quantity: 1 })) })).toHaveLength(QUICK_ORDER_MAX_LINES);
  });

  it("refuses 201 lines with 400, as text or as JSON, and nothing changes", async () => {
    const before = await rowsOf(t, tools);
    const text = expectFieldErrors(await check({ text: pad(QUICK_ORDER_MAX_LINES + 1) }), ["body.text"]);
    expect(text.error.fields?.[0]?.message).toBe(quickOrderMessages.tooManyLines(QUICK_ORDER_MAX_LINES));
    expectFieldErrors(await check({ lines: Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, () => ({ sku: "QO-DRILL", quantity: 1 })) }), ["body.lines"]);
    expect(await rowsOf(t, tools)).toEqual(before);
  });
});

describe("refusals", () => {
  it("asks to sign in first (401), and takes any signed-in account", async () => {
    expectError(await check({ text: "QO-DRILL 1" }, null), 401, "unauthorized");
    expect(await checked({ text: "QO-DRILL 1" }, admin)).toHaveLength(1);
  });

  it.each([
    ["no body at all", undefined, "body"],
    ["an empty object", {}, "body"],
    ["both text and lines", { text: "QO-DRILL 1", lines: [{ sku: "QO-DRILL", quantity: 1 }] }, "body"],
    ["text that is not text", { text: 12 }, "body.text"],
    ["blank text", { text: " \n\n\t" }, "body.text"],
    ["text past its length", { text: `QO-DRILL 1${" ".repeat(20_000)}` }, "body.text"],
    ["a NUL in the text", { text: "QO-DRILL\u0000 1" }, "body.text"],
    ["lines that are not a list", { lines: "QO-DRILL 1" }, "body.lines"],
    ["no lines", { lines: [] }, "body.lines"],
    ["a line without a SKU", { lines: [{ quantity: 1 }] }, "body.lines.0.sku"],
    ["a quantity that is an object", { lines: [{ sku: "QO-DRILL", quantity: { n: 1 } }] }, "body.lines.0.quantity"],
    ["a null line", { lines: [null] }, "body.lines.0"],
    ["a SKU past its length", { lines: [{ sku: "X".repeat(101), quantity: 1 }] }, "body.lines.0.sku"],
  ])("refuses %s with 400", async (_name, payload, path) => {
    const before = await rowsOf(t, tools);
    const response =
      payload === undefined
        ? await t.app.inject({ method: "POST", url: "/api/quick-order/check", headers: buyer.auth })
        : await check(payload);
    const body = expectError(response, 400, "bad_request");
    if (path !== "body") expect(body.error.fields?.map((field) => field.path)).toContain(path);
    expect(await rowsOf(t, tools)).toEqual(before);
  });

  it("never answers 5xx, whatever the pad holds", async () => {
    const odd = [
      "QO-DRILL 1e3",
      "QO-DRILL 0x10",
      "QO-DRILL 9007199254740993",
      "QO-DRILL -0",
      "'; drop table tools; -- 1",
      "QO-DRILL%00 1",
      "ÅÄÖ-1 2",
      "🙂 1",
      "\u202eQO-DRILL 1",
      "QO-DRILL\u00a01",
      `${"A".repeat(5000)} 1`,
      ",,,,;;;;\t\t\t",
    ];
    for (const text of odd) {
      const response = await check({ text });
      expect(response.statusCode, `${JSON.stringify(text)}: ${response.body}`).toBeLessThan(500);
    }
    for (const quantity of [Number.MAX_SAFE_INTEGER, -1, 0, 1e300, "1e3", "", " 7 "]) {
      const response = await check({ lines: [{ sku: "QO-DRILL", quantity }] });
      expect(response.statusCode, `${JSON.stringify(quantity)}: ${response.body}`).toBeLessThan(500);
    }
  });
});
