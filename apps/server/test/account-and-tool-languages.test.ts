import { currentSessionSchema, sessionResponseSchema, toolListSchema, toolSchema, type Tool } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tools, users } from "../src/db/schema";
import { cookieHeader, createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, uniqueEmail, type SignedIn, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";

/** Issue 38, CONTRACT "Languages": an account's language, and a tool's Bangla name and description. */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV, seed: false });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const sessionOf = async (who: { cookie: string }) =>
  currentSessionSchema.parse((await t.app.inject({ url: "/api/auth/session", headers: { cookie: who.cookie } })).json()).user;
const setLanguage = (who: SignedIn | undefined, payload: unknown) =>
  t.app.inject({ method: "PATCH", url: "/api/me/language", headers: who ? { authorization: `Bearer ${who.token}` } : {}, payload: payload as Record<string, unknown> });

describe("PATCH /api/me/language", () => {
  it("keeps the account's language, answers the session's user with it, and the session says it", async () => {
    const customer = await signUp(t.app);
    // The raw answer, not a parse: the contract's schema reads a missing language as English.
    const raw = await t.app.inject({ url: "/api/auth/session", headers: { cookie: customer.cookie } });
    expect(raw.json<{ user: unknown }>().user).toHaveProperty("language", "en");

    const changed = await setLanguage(customer, { language: "bn" });
    expect(changed.statusCode, changed.body).toBe(200);
    const answered = sessionResponseSchema.parse(changed.json()).user;
    expect(answered).toMatchObject({ uid: customer.uid, email: customer.email, language: "bn" });
    expect(await sessionOf(customer)).toEqual(answered);

    const back = await setLanguage(customer, { language: "en" });
    expect(sessionResponseSchema.parse(back.json()).user.language).toBe("en");
    expect((await sessionOf(customer))?.language).toBe("en");
  });

  it("refuses anything but en or bn with the contract's error body, and leaves the account as it was", async () => {
    const customer = await signUp(t.app);
    await setLanguage(customer, { language: "bn" });
    const before = await rowsOf(t, users);
    for (const payload of [{ language: "fr" }, { language: "BN" }, { language: " bn" }, { language: "" }, { language: null }, { language: 1 }, { language: ["bn"] }, {}]) {
      expectFieldErrors(await setLanguage(customer, payload), ["body.language"]);
    }
    expectError(await setLanguage(customer, "bn"), 400, "bad_request");
    expect(await rowsOf(t, users)).toEqual(before);
    expect((await sessionOf(customer))?.language).toBe("bn");
  });

  it("answers 401 to a visitor and to a session cookie without its access token", async () => {
    const customer = await signUp(t.app);
    const before = await rowsOf(t, users);
    expectError(await setLanguage(undefined, { language: "bn" }), 401, "unauthorized");
    expectError(await t.app.inject({ method: "PATCH", url: "/api/me/language", headers: { cookie: customer.cookie }, payload: { language: "bn" } }), 401, "unauthorized");
    expect(await rowsOf(t, users)).toEqual(before);
  });
});

describe("a new account's language", () => {
  const signUpWith = async (cookie: string | undefined) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      headers: cookie ? { cookie } : {},
      payload: { name: "Rahim Farmer", email: uniqueEmail("lang"), password: "secret-pass" },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { answered: sessionResponseSchema.parse(response.json()).user, cookie: cookieHeader(response) };
  };

  it("is the lang cookie of its sign-up when that names one of the shop's languages, else English", async () => {
    const bangla = await signUpWith("lang=bn");
    expect(bangla.answered.language).toBe("bn");
    expect((await sessionOf(bangla))?.language).toBe("bn");
    expect((await signUpWith("lang=en")).answered.language).toBe("en");
    expect((await signUpWith(undefined)).answered.language).toBe("en");
    expect((await signUpWith("lang=fr")).answered.language).toBe("en");
    expect((await signUpWith("lang=BN")).answered.language).toBe("en");
  });

  it("is not changed by signing in with another lang cookie", async () => {
    const created = await signUpWith("lang=bn");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.answered.uid));
    const signedIn = await t.app.inject({ method: "POST", url: "/api/auth/sign-in", headers: { cookie: "lang=en" }, payload: { email: row?.email, password: "secret-pass" } });
    expect(sessionResponseSchema.parse(signedIn.json()).user.language).toBe("bn");
  });
});

describe("a tool's Bangla name and description", () => {
  const base = {
    img: "/images/tools/spade.svg",
    name: "Hand Hoe",
    description: "A forged hand hoe for weeding.",
    minimumOrderQuantity: 1,
    availableQuantity: 10,
    price: 4.5,
  };
  const bangla = { name: "হাত কোদাল", description: "আগাছা পরিষ্কারের জন্য পেটানো লোহার কোদাল।" };
  const adminHeaders = () => ({ authorization: `Bearer ${admin.token}` });
  const create = (payload: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/tools", headers: adminHeaders(), payload: { ...base, ...payload } });
  const update = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: "PATCH", url: `/api/tools/${id}`, headers: adminHeaders(), payload });
  const created = async (payload: Record<string, unknown>): Promise<Tool> => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(201);
    return toolSchema.parse(response.json<{ tool: unknown }>().tool);
  };
  const read = async (id: string) => toolSchema.parse((await t.app.inject({ url: `/api/tools/${id}` })).json());
  const found = async (q: string) => toolListSchema.parse((await t.app.inject(`/api/tools?q=${encodeURIComponent(q)}`)).json()).map((tool) => tool._id);

  it("are taken on create and answered as translations.bn, in the list and the tool's own answer", async () => {
    const tool = await created({ sku: "LANG-HOE-1", translations: { bn: bangla } });
    expect(tool.translations).toEqual({ bn: bangla });
    expect((await read(tool._id)).translations).toEqual({ bn: bangla });
    const listed = toolListSchema.parse((await t.app.inject("/api/tools")).json()).find((candidate) => candidate._id === tool._id);
    expect(listed?.translations).toEqual({ bn: bangla });
  });

  it("answer {} for a tool in English only; a name alone answers an empty description", async () => {
    // The raw answers, not a parse: the contract's schema reads missing translations as none.
    const english = await create({});
    const id = english.json<{ tool: { _id: string } }>().tool._id;
    expect(english.json<{ tool: unknown }>().tool).toHaveProperty("translations", {});
    expect((await t.app.inject({ url: `/api/tools/${id}` })).json()).toHaveProperty("translations", {});
    const listed = (await t.app.inject("/api/tools")).json<{ _id: string }[]>().find((tool) => tool._id === id);
    expect(listed).toHaveProperty("translations", {});
    expect((await created({ translations: {} })).translations).toEqual({});
    expect((await created({ translations: { bn: { name: "  ", description: "" } } })).translations).toEqual({});
    expect((await created({ translations: { bn: { name: " কাঁচি " } } })).translations).toEqual({ bn: { name: "কাঁচি", description: "" } });
  });

  it("are changed one text at a time by an edit, and cleared by empty texts", async () => {
    const tool = await created({ translations: { bn: bangla } });
    const renamed = await update(tool._id, { translations: { bn: { name: "নিড়ানি" } } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(toolSchema.parse(renamed.json()).translations).toEqual({ bn: { name: "নিড়ানি", description: bangla.description } });
    // An edit without translations keeps them.
    await update(tool._id, { name: "Weeding Hoe" });
    expect((await read(tool._id)).translations).toEqual({ bn: { name: "নিড়ানি", description: bangla.description } });

    await update(tool._id, { translations: { bn: { description: "" } } });
    expect((await read(tool._id)).translations).toEqual({ bn: { name: "নিড়ানি", description: "" } });
    await update(tool._id, { translations: { bn: { name: "" } } });
    expect((await read(tool._id)).translations).toEqual({});
    const [row] = await t.database.db.select().from(tools).where(eq(tools.id, tool._id));
    expect(row).toMatchObject({ nameBn: null, descriptionBn: null });
  });

  it("are refused when not text, too long, with control characters or in another language, changing nothing", async () => {
    const tool = await created({ translations: { bn: bangla } });
    const before = await rowsOf(t, tools);
    const refused: [Record<string, unknown>, string][] = [
      [{ bn: { name: "ক".repeat(121) } }, "body.translations.bn.name"],
      [{ bn: { description: "ক".repeat(2001) } }, "body.translations.bn.description"],
      [{ bn: { name: "হাত\u0000কোদাল" } }, "body.translations.bn.name"],
      [{ bn: { name: "হাত\nকোদাল" } }, "body.translations.bn.name"],
      [{ bn: { description: "আগাছা\u0007" } }, "body.translations.bn.description"],
      [{ bn: { name: 5 } }, "body.translations.bn.name"],
      [{ bn: { title: "কোদাল" } }, "body.translations.bn"],
      [{ fr: { name: "Houe" } }, "body.translations"],
      [{ bn: "কোদাল" }, "body.translations.bn"],
    ];
    for (const [translations, path] of refused) {
      expectFieldErrors(await create({ translations }), [path]);
      expectFieldErrors(await update(tool._id, { translations }), [path]);
    }
    expectFieldErrors(await update(tool._id, { translations: "bn" }), ["body.translations"]);
    expect(await rowsOf(t, tools)).toEqual(before);
    // Description keeps its line breaks, as the English one does.
    const multiline = await update(tool._id, { translations: { bn: { description: "প্রথম লাইন\nদ্বিতীয় লাইন" } } });
    expect(toolSchema.parse(multiline.json()).translations.bn?.description).toBe("প্রথম লাইন\nদ্বিতীয় লাইন");
  });

  it("are refused to anyone but an admin", async () => {
    const customer = await signUp(t.app);
    const tool = await created({});
    const before = await rowsOf(t, tools);
    const asCustomer = { authorization: `Bearer ${customer.token}` };
    expectError(await t.app.inject({ method: "POST", url: "/api/tools", headers: asCustomer, payload: { ...base, translations: { bn: bangla } } }), 403, "forbidden");
    expectError(await t.app.inject({ method: "PATCH", url: `/api/tools/${tool._id}`, headers: asCustomer, payload: { translations: { bn: bangla } } }), 403, "forbidden");
    expect(await rowsOf(t, tools)).toEqual(before);
  });

  it("let the catalogue's search find a tool by its Bangla name or description, by English still, and not once cleared", async () => {
    const tool = await created({ name: "Sickle Deluxe", description: "Curved blade.", translations: { bn: { name: "ধারালো কাস্তে", description: "বাঁকা ফলা, ক্ষুরধার" } } });
    expect(await found("কাস্তে")).toEqual([tool._id]);
    // Every word a prefix, as in English.
    expect(await found("ধারা কাস্")).toEqual([tool._id]);
    // A word of the description, with a virama inside it.
    expect(await found("ক্ষুর")).toEqual([tool._id]);
    expect(await found("sickle")).toEqual([tool._id]);
    // ড় typed as one code point finds the name stored in NFC (ড + nukta), and the other way.
    const weeder = await created({ name: "Weeder", translations: { bn: { name: "\u09a8\u09bf\u09dc\u09be\u09a8\u09bf যন্ত্র" } } });
    expect(weeder.translations.bn?.name).toBe("\u09a8\u09bf\u09a1\u09bc\u09be\u09a8\u09bf যন্ত্র");
    expect(await found("\u09a8\u09bf\u09dc\u09be\u09a8\u09bf")).toEqual([weeder._id]);
    expect(await found("\u09a8\u09bf\u09a1\u09bc\u09be\u09a8\u09bf")).toEqual([weeder._id]);

    await update(tool._id, { translations: { bn: { name: "", description: "" } } });
    expect(await found("কাস্তে")).toEqual([]);
    expect(await found("sickle")).toEqual([tool._id]);
  });

  it("find a Bangla name by likeness too, as an English one ('wheel barrow' finds the Wheelbarrow)", async () => {
    const tool = await created({ name: "Barrow", translations: { bn: { name: "ঠেলাগাড়ি" } } });
    // Two words where the name has one: no word is a prefix of it, the trigrams still match.
    expect(await found("ঠেলা গাড়ি")).toContain(tool._id);
  });
});
