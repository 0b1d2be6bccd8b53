import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { latinDigitsKept, shopSettingsSchema } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopSettings } from "../src/modules/shop-settings/schema";
import { bearer, createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";
import { rawText } from "./raw-http";

/**
 * Issue 38 item 3: the office's setting that keeps Latin digits on Bangla pages, emails and
 * documents. The page renderer is a stand-in (as in page-rendering.test.ts) that writes into the
 * page's state the digits it was handed, and counts its renders.
 */
const RENDERER = `
globalThis.__digitRenders = 0;
export async function renderPage({ url, latinDigits }) {
  globalThis.__digitRenders += 1;
  return { kind: "page", head: "<title>Digits</title>", body: "<main>" + url + "</main>", state: JSON.stringify({ latinDigits }), language: url.startsWith("/bn") ? "bn" : "en" };
}
`;
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div>${"<!-- padding -->".repeat(80)}</body></html>`;
const renders = () => (globalThis as { __digitRenders?: number }).__digitRenders ?? 0;

let t: TestApp;
let admin: SignedIn;
let origin: string;
let folder: string;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "shop-digits-"));
  mkdirSync(path.join(folder, "dist"));
  mkdirSync(path.join(folder, "dist-ssr"));
  writeFileSync(path.join(folder, "dist", "index.html"), INDEX);
  writeFileSync(path.join(folder, "dist-ssr", "entry-server.js"), RENDERER);
  t = await createTestApp({ env: TEST_ADMIN_ENV, webDist: path.join(folder, "dist"), seed: false });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const read = async () => shopSettingsSchema.parse((await t.app.inject({ url: "/api/admin/shop-settings", headers: bearer(admin) })).json());
const save = (payload: unknown) => t.app.inject({ method: "PUT", url: "/api/admin/shop-settings", headers: bearer(admin), payload: payload as Record<string, unknown> });
const stateOf = (html: string) => JSON.parse(/<script id="shop-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? "null") as { latinDigits?: boolean } | null;
/** A Bangla refusal the server writes with a number: deleting a category that holds 12 tools. */
let fullCategory: string | undefined;
async function banglaLimit(): Promise<string> {
  if (!fullCategory) {
    const created = await t.app.inject({ method: "POST", url: "/api/categories", headers: bearer(admin), payload: { name: "Full" } });
    fullCategory = created.json<{ _id: string }>()._id;
    for (let n = 0; n < 12; n++) {
      const tool = await t.app.inject({
        method: "POST",
        url: "/api/tools",
        headers: bearer(admin),
        payload: { img: "/images/tools/spade.svg", name: `Tool ${n}`, description: "A tool.", minimumOrderQuantity: 1, availableQuantity: 1, price: 1, categoryId: fullCategory },
      });
      expect(tool.statusCode, tool.body).toBe(201);
    }
  }
  const refused = await t.app.inject({ method: "DELETE", url: `/api/categories/${fullCategory}`, headers: { ...bearer(admin), "accept-language": "bn" } });
  return expectError(refused, 409, "conflict").error.message;
}

describe("the office's Latin digits in Bangla", () => {
  it("is off until the office saves it, then on for the API's Bangla words, the pages' state and /api/shop; off again likewise", async () => {
    expect(await read()).toEqual({ latinDigits: false });
    expect((await t.app.inject("/api/shop")).json()).toHaveProperty("latinDigits", false);
    expect(await banglaLimit()).toContain("১২টি");
    expect(stateOf((await rawText(origin, "/bn/tools")).body)).toEqual({ latinDigits: false });

    const saved = await save({ latinDigits: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ latinDigits: true });
    expect(await read()).toEqual({ latinDigits: true });
    expect(latinDigitsKept()).toBe(true);
    expect((await t.app.inject("/api/shop")).json()).toHaveProperty("latinDigits", true);
    // Words still Bangla, the number in Latin digits.
    const message = await banglaLimit();
    expect(message).toContain("12টি");
    expect(message).not.toMatch(/[০-৯]/);
    expect(message).toMatch(/[অ-হ]/);

    await save({ latinDigits: false });
    expect(latinDigitsKept()).toBe(false);
    expect(await banglaLimit()).toContain("১২টি");
  });

  it("goes with the page's state, and a page kept for visitors is written again when it changes", async () => {
    await save({ latinDigits: false });
    await rawText(origin, "/bn/tools?sort=name");
    const before = renders();
    expect(stateOf((await rawText(origin, "/bn/tools?sort=name")).body)).toEqual({ latinDigits: false });
    expect(renders()).toBe(before);

    await save({ latinDigits: true });
    expect(stateOf((await rawText(origin, "/bn/tools?sort=name")).body)).toEqual({ latinDigits: true });
    expect(renders()).toBe(before + 1);
    await save({ latinDigits: false });
  });

  it("refuses anything but a boolean, another key or none, changing nothing", async () => {
    await save({ latinDigits: true });
    const before = await rowsOf(t, shopSettings);
    for (const payload of [{}, { latinDigits: "true" }, { latinDigits: 1 }, { latinDigits: null }]) expectFieldErrors(await save(payload), ["body.latinDigits"]);
    expectError(await save({ latinDigits: true, currency: "BDT" }), 400, "bad_request");
    expect(await rowsOf(t, shopSettings)).toEqual(before);
    expect(await read()).toEqual({ latinDigits: true });
    await save({ latinDigits: false });
  });
});
