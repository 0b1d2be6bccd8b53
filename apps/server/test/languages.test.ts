import { cartTexts, notFoundMessages, serverMessages } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "./app";
import { inBangla } from "@shop/contract/testing";

/** Issue 38: an answer's words are in the language its caller asks for (the web app names its page's). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe("the language of an answer's words", () => {
  it("is Bangla for a caller that prefers it, English otherwise, each request its own", async () => {
    const buyer = await signUp(t.app);
    const refused = (language?: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/cart",
        headers: { ...buyer.auth, ...(language ? { "accept-language": language } : {}) },
        payload: { items: [{ productId: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b", quantity: 2 }] },
      });
    const [bangla, english, browser, none] = await Promise.all([refused("bn"), refused("en"), refused("bn-BD,bn;q=0.9,en;q=0.8"), refused()]);
    // The server's own language source is the request's (lib/language.ts), read here in Bangla by hand.
    expect(bangla.json<{ error: { message: string } }>().error.message).toBe(inBangla(() => cartTexts.notInShop));
    expect(inBangla(() => cartTexts.notInShop)).not.toBe(cartTexts.notInShop);
    expect(browser.json<{ error: { message: string } }>().error.message).toBe(inBangla(() => cartTexts.notInShop));
    expect(english.json<{ error: { message: string } }>().error.message).toBe(cartTexts.notInShop);
    expect(none.json<{ error: { message: string } }>().error.message).toBe(cartTexts.notInShop);
  });

  it("is the caller's for the server's own refusals too: a failed sign-in, a missing token, a thing not found", async () => {
    const message = async (language: string, request: { method: "GET" | "POST"; url: string; payload?: Record<string, string> }) =>
      (await t.app.inject({ ...request, headers: { "accept-language": language } })).json<{ error: { message: string } }>().error.message;
    const signIn = { method: "POST" as const, url: "/api/auth/sign-in", payload: { email: "nobody@example.com", password: "wrong-pass-1" } };
    expect(await message("bn", signIn)).toBe(inBangla(() => serverMessages.invalidCredentials));
    expect(await message("en", signIn)).toBe("Invalid email or password");
    const mine = { method: "GET" as const, url: "/api/orders/mine" };
    expect(await message("bn", mine)).toBe(inBangla(() => serverMessages.tokenMissing));
    const tool = { method: "GET" as const, url: "/api/tools/6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b" };
    expect(await message("bn", tool)).toBe(inBangla(() => notFoundMessages.Tool));
    expect(await message("en", tool)).toBe("Tool not found");
    expect(inBangla(() => serverMessages.invalidCredentials)).not.toBe("Invalid email or password");
  });
});
