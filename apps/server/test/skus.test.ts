import { catalogueMessages, toolListSchema, toolSchema, type Tool } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tools } from "../src/db/schema";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";

/** Issue 21, item 1: every tool has a unique SKU and a shipping weight. */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: { ...TEST_ADMIN_ENV, IMAGE_HOSTS: "example.com" }, seed: false });
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${admin.token}` }, ...(payload ? { payload } : {}) });

/** The spec's POST /api/tools body: no SKU, no weight. */
const specBody = {
  img: "https://example.com/tool.png",
  name: "Seed Drill",
  description: "Twelve-row seed drill.",
  minimumOrderQuantity: 2,
  availableQuantity: 50,
  price: 100,
};

async function addTool(overrides: Record<string, unknown> = {}): Promise<Tool> {
  const response = await call("POST", "/api/tools", { ...specBody, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return toolSchema.parse(response.json<{ tool: unknown }>().tool);
}

/** What anyone reads: the tool's page and the catalogue (both served from the cache of ready bytes). */
async function shopView(id: string): Promise<{ page: Tool; listed: Tool | undefined }> {
  const page = toolSchema.parse((await t.app.inject(`/api/tools/${id}`)).json());
  const listed = toolListSchema.parse((await t.app.inject("/api/tools")).json()).find((tool) => tool._id === id);
  return { page, listed };
}

describe("SKU and shipping weight on Add Product", () => {
  it("takes both, upper-casing the SKU, and shows them on the tool and in the catalogue", async () => {
    const tool = await addTool({ name: "Draw Hoe", sku: "  af-drw-12 ", weight: 12.345 });
    expect(tool).toMatchObject({ sku: "AF-DRW-12", weight: 12.345 });
    const [row] = await t.database.db.select({ sku: tools.sku, weightGrams: tools.weightGrams }).from(tools).where(eq(tools.id, tool._id));
    expect(row).toEqual({ sku: "AF-DRW-12", weightGrams: 12_345 });
    const { page, listed } = await shopView(tool._id);
    expect(page).toMatchObject({ sku: "AF-DRW-12", weight: 12.345 });
    expect(listed).toMatchObject({ sku: "AF-DRW-12", weight: 12.345 });
  });

  it("keeps the spec's body working: without them, a generated SKU and 1 kg", async () => {
    const first = await addTool({ name: "Plain One" });
    const second = await addTool({ name: "Plain Two", sku: "", weight: "" });
    for (const tool of [first, second]) {
      expect(tool.sku).toMatch(/^AT-[0-9A-F]{10}$/);
      expect(tool.weight).toBe(1);
    }
    expect(first.sku).not.toBe(second.sku);
  });

  it("takes a weight of 0 and form text, and refuses bad SKUs and weights with nothing written", async () => {
    expect(await addTool({ name: "Weightless", sku: "w.0/b_1", weight: "0" })).toMatchObject({ sku: "W.0/B_1", weight: 0 });
    const before = await rowsOf(t, tools);
    for (const [body, path] of [
      [{ sku: "A" }, "body.sku"],
      [{ sku: "HOE 200" }, "body.sku"],
      [{ sku: "HÖE-200" }, "body.sku"],
      [{ sku: "X".repeat(33) }, "body.sku"],
      [{ sku: 12 }, "body.sku"],
      [{ weight: -1 }, "body.weight"],
      [{ weight: 100_000.001 }, "body.weight"],
      [{ weight: 1.2345 }, "body.weight"],
      [{ weight: "heavy" }, "body.weight"],
    ] as const) {
      expectFieldErrors(await call("POST", "/api/tools", { ...specBody, ...body }), [path]);
    }
    expect(await rowsOf(t, tools)).toEqual(before);
  });
});

describe("SKU and shipping weight on Edit Product", () => {
  it("changes them, and the shop shows the new ones at once", async () => {
    const tool = await addTool({ name: "Edit Me", sku: "EDIT-1", weight: 2 });
    await shopView(tool._id); // cached before the edit
    const edited = await call("PATCH", `/api/tools/${tool._id}`, { sku: "edit-2", weight: 0.25 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(toolSchema.parse(edited.json())).toMatchObject({ sku: "EDIT-2", weight: 0.25, name: "Edit Me" });
    const { page, listed } = await shopView(tool._id);
    expect(page).toMatchObject({ sku: "EDIT-2", weight: 0.25 });
    expect(listed).toMatchObject({ sku: "EDIT-2", weight: 0.25 });

    // Left out, they stay; a blank SKU is refused (every tool has one).
    expect(toolSchema.parse((await call("PATCH", `/api/tools/${tool._id}`, { name: "Edited" })).json())).toMatchObject({ sku: "EDIT-2", weight: 0.25 });
    expectFieldErrors(await call("PATCH", `/api/tools/${tool._id}`, { sku: "" }), ["body.sku"]);
  });

  it("answers 409 for another tool's SKU, on create and on edit, changing nothing", async () => {
    const taken = await addTool({ name: "First Owner", sku: "DUP-100" });
    const other = await addTool({ name: "Other Tool", sku: "DUP-200", weight: 3 });
    const before = await rowsOf(t, tools);

    const created = expectError(await call("POST", "/api/tools", { ...specBody, name: "Copycat", sku: "dup-100" }), 409, "conflict");
    expect(created.error.message).toBe(catalogueMessages.skuTaken("DUP-100"));
    // Named on the field too, so Add and Edit Product show it under the SKU input.
    expect(created.error.fields).toEqual([{ path: "body.sku", message: catalogueMessages.skuTaken("DUP-100") }]);
    const edited = expectError(await call("PATCH", `/api/tools/${other._id}`, { sku: "Dup-100", weight: 9, name: "Renamed" }), 409, "conflict");
    expect(edited.error.message).toBe(catalogueMessages.skuTaken("DUP-100"));

    expect(await rowsOf(t, tools)).toEqual(before);
    expect((await shopView(other._id)).page).toMatchObject({ sku: "DUP-200", weight: 3, name: "Other Tool" });
    // Saving a tool with its own SKU is no conflict.
    expect((await call("PATCH", `/api/tools/${taken._id}`, { sku: "DUP-100" })).statusCode).toBe(200);
  });
});

describe("finding a tool by its SKU", () => {
  let hoe: Tool;
  let path: Tool;
  beforeAll(async () => {
    hoe = await addTool({ name: "Stirrup Hoe", description: "Oscillating blade.", sku: "HOE-200" });
    path = await addTool({ name: "Edging Iron", description: "Half-moon edger.", sku: "SEC.42/B" });
    await addTool({ name: "Hoe Handle", description: "Spare ash handle.", sku: "HND-201" });
  });
  const found = async (q: string, extra = "") => {
    const response = await t.app.inject(`/api/tools?q=${encodeURIComponent(q)}${extra}`);
    expect(response.statusCode, response.body).toBe(200);
    return toolListSchema.parse(response.json()).map((tool) => tool.name);
  };

  it("finds the exact SKU in any case, which the word search alone splits badly", async () => {
    for (const q of ["HOE-200", "hoe-200", " Hoe-200 "]) expect(await found(q)).toEqual(["Stirrup Hoe"]);
    for (const q of ["SEC.42/B", "sec.42/b"]) expect(await found(q)).toEqual([path.name]);
    // Paged and sorted searches take the same path.
    expect(await found("hoe-200", "&page=1&limit=5&sort=name")).toEqual(["Stirrup Hoe"]);
  });

  it("finds words of a SKU as it finds words of a name", async () => {
    expect(await found("hnd")).toEqual(["Hoe Handle"]);
    // Ranked by how like the search each name is (issue 26): the shortest name around "hoe" first.
    expect(await found("hoe")).toEqual(["Draw Hoe", "Hoe Handle", "Stirrup Hoe"]);
  });

  it("finds it in Manage Products too, and not once archived from the shop", async () => {
    const archived = await call("POST", `/api/tools/${hoe._id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await found("HOE-200")).toEqual([]);
    const office = await call("GET", `/api/tools?archived=include&q=${encodeURIComponent("hoe-200")}`);
    expect(toolListSchema.parse(office.json()).map((tool) => tool.sku)).toEqual(["HOE-200"]);
  });
});
