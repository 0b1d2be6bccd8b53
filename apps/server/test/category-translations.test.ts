import { categoryListSchema, categorySchema, toolSchema, type Category } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../src/db/schema";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";

/** Issue 38: a category's Bangla name, edited beside the English, answered by categories and their tools. */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV, seed: false });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const adminHeaders = () => ({ authorization: `Bearer ${admin.token}` });
const create = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/categories", headers: adminHeaders(), payload: payload as Record<string, unknown> });
const update = (id: string, payload: unknown) => t.app.inject({ method: "PATCH", url: `/api/categories/${id}`, headers: adminHeaders(), payload: payload as Record<string, unknown> });
const created = async (payload: Record<string, unknown>): Promise<Category> => {
  const response = await create(payload);
  expect(response.statusCode, response.body).toBe(201);
  return categorySchema.parse(response.json());
};
const listed = async (id: string) => categoryListSchema.parse((await t.app.inject("/api/categories")).json()).find((category) => category._id === id);
let sku = 0;
const toolIn = async (categoryId: string) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/tools",
    headers: adminHeaders(),
    payload: { img: "/images/tools/spade.svg", name: "Sprayer", description: "A knapsack sprayer.", minimumOrderQuantity: 1, availableQuantity: 10, price: 20, categoryId, sku: `CAT-BN-${++sku}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return toolSchema.parse(response.json<{ tool: unknown }>().tool);
};
const toolAnswer = async (id: string) => (await t.app.inject(`/api/tools/${id}`)).json<Record<string, unknown>>();

describe("a category's Bangla name", () => {
  it("is taken on create and answered as translations.bn by the list, and by its tools as categoryTranslations", async () => {
    const category = await created({ name: "Sprayers", translations: { bn: { name: " স্প্রেয়ার " } } });
    expect(category.translations).toEqual({ bn: { name: "স্প্রেয়ার" } });
    expect((await listed(category._id))?.translations).toEqual({ bn: { name: "স্প্রেয়ার" } });
    const tool = await toolIn(category._id);
    expect(tool).toMatchObject({ category: "Sprayers", categoryTranslations: { bn: { name: "স্প্রেয়ার" } } });
    expect(await toolAnswer(tool._id)).toMatchObject({ category: "Sprayers", categoryTranslations: { bn: { name: "স্প্রেয়ার" } } });
    const inList = (await t.app.inject(`/api/tools?category=${category._id}`)).json<Record<string, unknown>[]>();
    expect(inList[0]).toMatchObject({ categoryTranslations: { bn: { name: "স্প্রেয়ার" } } });
  });

  it("answers {} for a category in English only, whose tools answer as before (no categoryTranslations)", async () => {
    // The raw answers, not a parse: the contract's schema reads missing translations as none.
    const response = await create({ name: "Seeders" });
    const raw = response.json<{ _id: string }>();
    expect(raw).toHaveProperty("translations", {});
    expect((await t.app.inject("/api/categories")).json<{ _id: string }[]>().find((category) => category._id === raw._id)).toHaveProperty("translations", {});
    expect((await created({ name: "Blank Bangla", translations: { bn: { name: "  " } } })).translations).toEqual({});
    const tool = await toolIn(raw._id);
    expect(await toolAnswer(tool._id)).not.toHaveProperty("categoryTranslations");
  });

  it("is changed by an edit that names it, kept by one that does not, cleared by an empty name; its tools follow", async () => {
    const category = await created({ name: "Pumps", translations: { bn: { name: "পাম্প" } } });
    const tool = await toolIn(category._id);
    const renamed = await update(category._id, { name: "Water Pumps", translations: { bn: { name: "পানির পাম্প" } } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(categorySchema.parse(renamed.json())).toMatchObject({ name: "Water Pumps", toolCount: 1, translations: { bn: { name: "পানির পাম্প" } } });
    // The tool's answer is kept as ready bytes: the rename drops them.
    expect(await toolAnswer(tool._id)).toMatchObject({ category: "Water Pumps", categoryTranslations: { bn: { name: "পানির পাম্প" } } });

    await update(category._id, { name: "Pumps" });
    expect((await listed(category._id))?.translations).toEqual({ bn: { name: "পানির পাম্প" } });
    await update(category._id, { name: "Pumps", translations: { bn: { name: "" } } });
    expect((await listed(category._id))?.translations).toEqual({});
    expect(await toolAnswer(tool._id)).not.toHaveProperty("categoryTranslations");
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, category._id));
    expect(row?.nameBn).toBeNull();
  });

  it("is stored in NFC: ড় typed as one code point or as ড + nukta is one spelling", async () => {
    const oneLetter = await created({ name: "Harrows", translations: { bn: { name: "মই (\u09dcি)" } } });
    const withNukta = await created({ name: "Harrows Two", translations: { bn: { name: "মই (ড\u09bcি) ২" } } });
    expect(oneLetter.translations.bn?.name).toBe("মই (ড\u09bcি)");
    expect(withNukta.translations.bn?.name).toBe("মই (ড\u09bcি) ২");
  });

  it("is refused when not text, too long, with control characters or in another language, changing nothing", async () => {
    const category = await created({ name: "Sickles", translations: { bn: { name: "কাস্তে" } } });
    const before = await rowsOf(t, categories);
    const refused: [unknown, string][] = [
      [{ bn: { name: "ক".repeat(61) } }, "body.translations.bn.name"],
      [{ bn: { name: "কা\u0000স্তে" } }, "body.translations.bn.name"],
      [{ bn: { name: "কা\nস্তে" } }, "body.translations.bn.name"],
      [{ bn: { name: 5 } }, "body.translations.bn.name"],
      [{ bn: { description: "কাস্তে" } }, "body.translations.bn"],
      [{ fr: { name: "Faucilles" } }, "body.translations"],
      [{ bn: "কাস্তে" }, "body.translations.bn"],
      ["bn", "body.translations"],
    ];
    for (const [translations, path] of refused) {
      expectFieldErrors(await create({ name: "Other", translations }), [path]);
      expectFieldErrors(await update(category._id, { name: "Sickles", translations }), [path]);
    }
    expect(await rowsOf(t, categories)).toEqual(before);
  });

  it("is one category's only: another's Bangla name is a 409 naming it, changing nothing", async () => {
    await created({ name: "Hoes", translations: { bn: { name: "কোদাল" } } });
    const other = await created({ name: "Spades" });
    const before = await rowsOf(t, categories);
    expect(expectError(await create({ name: "More Hoes", translations: { bn: { name: "কোদাল" } } }), 409, "conflict").error.message).toBe("A category named কোদাল already exists");
    expect(expectError(await update(other._id, { name: "Spades", translations: { bn: { name: "কোদাল" } } }), 409, "conflict").error.message).toBe("A category named কোদাল already exists");
    // The English name's own conflict still names the English.
    expect(expectError(await create({ name: "hoes", translations: { bn: { name: "আরও কোদাল" } } }), 409, "conflict").error.message).toBe("A category named hoes already exists");
    expect(await rowsOf(t, categories)).toEqual(before);
  });

  it("is refused to anyone but an admin", async () => {
    const customer = await signUp(t.app);
    const category = await created({ name: "Rakes" });
    const before = await rowsOf(t, categories);
    const asCustomer = { authorization: `Bearer ${customer.token}` };
    const payload = { name: "Rakes", translations: { bn: { name: "আঁচড়া" } } };
    expectError(await t.app.inject({ method: "POST", url: "/api/categories", headers: asCustomer, payload }), 403, "forbidden");
    expectError(await t.app.inject({ method: "PATCH", url: `/api/categories/${category._id}`, headers: asCustomer, payload }), 403, "forbidden");
    expectError(await t.app.inject({ method: "PATCH", url: `/api/categories/${category._id}`, payload }), 401, "unauthorized");
    expect(await rowsOf(t, categories)).toEqual(before);
  });
});
