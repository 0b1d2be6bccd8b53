import { eq } from "drizzle-orm";
import { generateKeyPair, SignJWT } from "jose";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions, users } from "../src/db/schema";
import { upsertGoogleUser } from "../src/modules/users/users";
import { cookieHeader, createTestApp, signIn, signUp, type TestApp } from "./app";
import { expectError } from "./expect-error";
import { readBody, startStandIn } from "./stand-in";

/** A local stand-in for Google's token and userinfo endpoints. */
let google: Awaited<ReturnType<typeof startStandIn>>;
let base: string;
let profile: Record<string, unknown>;
/** An ID token for the token endpoint to send with the access token (Google sends one for `openid`). */
let idToken: string | undefined;
const tokenRequests: URLSearchParams[] = [];

let t: TestApp;
let noGoogle: TestApp;
let behindProxy: TestApp;
const googleEnv = { GOOGLE_CLIENT_ID: "client-id", GOOGLE_CLIENT_SECRET: "client-secret" };
beforeAll(async () => {
  google = await startStandIn(async (req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.url === "/token" && req.method === "POST") {
      const params = new URLSearchParams(await readBody(req));
      tokenRequests.push(params);
      if (params.get("code") !== "good-code") {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: "invalid_grant" }));
      }
      return res.end(JSON.stringify({ access_token: "google-access", token_type: "Bearer", expires_in: 3600, ...(idToken ? { id_token: idToken } : {}) }));
    }
    if (req.url === "/userinfo" && req.headers.authorization === "Bearer google-access") {
      return res.end(JSON.stringify(profile));
    }
    res.statusCode = 401;
    res.end("{}");
  });
  base = `http://127.0.0.1:${google.port}`;
  const googleEndpoints = { authorize: `${base}/authorize`, token: `${base}/token`, userInfo: `${base}/userinfo` };
  t = await createTestApp({ seed: false, env: googleEnv, googleEndpoints });
  noGoogle = await createTestApp({ seed: false });
  behindProxy = await createTestApp({ seed: false, env: { ...googleEnv, PUBLIC_URL: "https://shop.example.com" }, googleEndpoints });
});
afterAll(async () => {
  await t.close();
  await noGoogle.close();
  await behindProxy.close();
  await google.close();
});

/** Starts the flow and plays the browser coming back from Google with a code. */
async function googleLogin(code: string, redirect = "/tools/42", app: FastifyInstance = t.app, visitorCookie?: string) {
  const start = await app.inject(`/api/auth/google?redirect=${encodeURIComponent(redirect)}`);
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  const state = authorize.searchParams.get("state") ?? "";
  const callback = await app.inject({
    url: `/api/auth/google/callback?code=${code}&state=${state}`,
    headers: { cookie: [cookieHeader(start), visitorCookie].filter(Boolean).join("; ") },
  });
  return { start, authorize, callback };
}

/** What the signed cookie of the flow's start keeps between the redirect to Google and its callback. */
function pendingOf(app: FastifyInstance, start: Awaited<ReturnType<typeof googleLogin>>["start"]): { redirect: string } {
  const cookie = start.cookies.find((c) => c.name === "shop_google");
  const unsigned = app.unsignCookie(decodeURIComponent(cookie?.value ?? ""));
  if (!unsigned.valid || !unsigned.value) throw new Error("the pending Google cookie is not signed by the app");
  return JSON.parse(unsigned.value) as { redirect: string };
}

describe("Google sign-in", () => {
  it("says whether it is configured", async () => {
    expect((await t.app.inject("/api/auth/providers")).json()).toEqual({ google: true });
    expect((await noGoogle.app.inject("/api/auth/providers")).json()).toEqual({ google: false });
    const refused = await noGoogle.app.inject("/api/auth/google");
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: { code: "not_found", message: "Google sign-in is not configured" } });
  });

  it("runs the code flow with PKCE and signs the user in", async () => {
    profile = { sub: "g-1", email: "Farmer.Jo@Gmail.com", email_verified: true, name: "Jo Farmer", picture: "https://example.com/jo.png" };
    const { authorize, callback } = await googleLogin("good-code");
    expect(authorize.origin + authorize.pathname).toBe(`${base}/authorize`);
    expect(authorize.searchParams.get("client_id")).toBe("client-id");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${t.config.publicUrl}/api/auth/google/callback`);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/tools/42");
    const sent = tokenRequests.at(-1);
    expect(sent?.get("client_secret")).toBe("client-secret");
    expect(sent?.get("code_verifier")).toMatch(/^[\w-]{43}$/);
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie: cookieHeader(callback) } });
    expect(session.json()).toMatchObject({ user: { email: "farmer.jo@gmail.com", displayName: "Jo Farmer", emailVerified: true, language: "en" } });
  });

  it("starts a new account in the visitor's language (the lang cookie); an account it links keeps its own", async () => {
    profile = { sub: "g-bangla", email: "bangla@example.com", email_verified: true, name: "Rahim" };
    const created = await googleLogin("good-code", "/", t.app, "lang=bn");
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie: cookieHeader(created.callback) } });
    expect(session.json()).toMatchObject({ user: { email: "bangla@example.com", language: "bn" } });

    const existing = await signUp(t.app, { email: "english@example.com" });
    profile = { sub: "g-english", email: "english@example.com", email_verified: true };
    const linked = await googleLogin("good-code", "/", t.app, "lang=bn");
    const again = await t.app.inject({ url: "/api/auth/session", headers: { cookie: cookieHeader(linked.callback) } });
    expect(again.json()).toMatchObject({ user: { uid: existing.uid, language: "en" } });
  });

  it("links an existing account with the same verified email", async () => {
    const existing = await signUp(t.app, { email: "linked@example.com" });
    profile = { sub: "g-2", email: "linked@example.com", email_verified: true, name: "Linked" };
    const { callback } = await googleLogin("good-code");
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie: cookieHeader(callback) } });
    expect(session.json()).toMatchObject({ user: { uid: existing.uid } });
  });

  it("refuses a forged state, an unverified email and a bad code, creating nobody", async () => {
    const before = (await t.database.db.select().from(users)).length;
    const start = await t.app.inject("/api/auth/google");
    const forged = await t.app.inject({
      url: "/api/auth/google/callback?code=good-code&state=forged",
      headers: { cookie: cookieHeader(start) },
    });
    expect(forged.statusCode).toBe(400);
    const noCookie = await t.app.inject("/api/auth/google/callback?code=good-code&state=x");
    expect(noCookie.statusCode).toBe(400);

    profile = { sub: "g-3", email: "unverified@example.com", email_verified: false };
    const unverified = await googleLogin("good-code");
    expect(unverified.callback.headers.location).toBe("/login?error=google_unverified");
    const badCode = await googleLogin("bad-code");
    expect(badCode.callback.headers.location).toBe("/login?error=google_failed");
    expect((await t.database.db.select().from(users)).length).toBe(before);
    expect(await t.database.db.select().from(users).where(eq(users.email, "unverified@example.com"))).toEqual([]);
  });

  it("checks the ID token Google sends and takes the profile only for its subject", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const signedFor = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: "RS256" }).setIssuedAt().setExpirationTime("5m").sign(privateKey);
    const google = { iss: "https://accounts.google.com", aud: "client-id" };
    profile = { sub: "g-id-token", email: "id.token@example.com", email_verified: true, name: "Id Token" };
    try {
      idToken = await signedFor({ ...google, sub: "g-id-token" });
      const good = await googleLogin("good-code");
      expect(good.callback.headers.location).toBe("/tools/42");
      const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie: cookieHeader(good.callback) } });
      expect(session.json()).toMatchObject({ user: { email: "id.token@example.com" } });

      const before = (await t.database.db.select().from(users)).length;
      profile = { sub: "g-someone-else", email: "someone.else@example.com", email_verified: true };
      idToken = await signedFor({ ...google, sub: "g-id-token" });
      expect((await googleLogin("good-code")).callback.headers.location).toBe("/login?error=google_failed");
      idToken = await signedFor({ ...google, aud: "another-client", sub: "g-someone-else" });
      expect((await googleLogin("good-code")).callback.headers.location).toBe("/login?error=google_failed");
      idToken = await signedFor({ ...google, iss: "https://evil.example", sub: "g-someone-else" });
      expect((await googleLogin("good-code")).callback.headers.location).toBe("/login?error=google_failed");
      expect((await t.database.db.select().from(users)).length).toBe(before);
    } finally {
      idToken = undefined;
    }
  });

  it.each([
    "//evil.example.com/x",
    "/\t/evil.example",
    "/%09/evil.example",
    "/\\evil.example",
    "/%5Cevil.example",
    "https:evil.example",
    "/%2F%2Fevil.example",
    "/x\nSet-Cookie: a=b",
    "/x\r\nLocation: https://evil.example",
    "/login",
  ])("never redirects to another site (nor to an auth page): %j goes to /", async (hostile) => {
    profile = { sub: "g-1", email: "farmer.jo@gmail.com", email_verified: true };
    const { start, callback } = await googleLogin("good-code", hostile);
    expect(pendingOf(t.app, start).redirect).toBe("/");
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/");
  });

  it("keeps a good redirect, normalized", async () => {
    profile = { sub: "g-1", email: "farmer.jo@gmail.com", email_verified: true };
    const { start, callback } = await googleLogin("good-code", "/tools/../dashboard?tab=orders#top");
    expect(pendingOf(t.app, start).redirect).toBe("/dashboard?tab=orders#top");
    expect(callback.headers.location).toBe("/dashboard?tab=orders#top");
  });
});

describe("account pre-hijacking", () => {
  const signInWith = (email: string, password: string) => t.app.inject({ method: "POST", url: "/api/auth/sign-in", payload: { email, password } });

  it("gives the account to the Google owner and ends the password someone set without proving the address", async () => {
    // The attacker never gets the victim's verification email: the address stays unproven.
    const attacker = await signUp(t.app, { email: "victim@example.com", password: "attacker-pass", verified: false });
    // A second session of the attacker's, from another device.
    const attackerAgain = await signIn(t.app, attacker.email, "attacker-pass");
    profile = { sub: "g-victim", email: "Victim@Example.com", email_verified: true, name: "Victim" };
    const { callback } = await googleLogin("good-code");
    expect(callback.statusCode).toBe(302);

    const victimSession = await t.app.inject({ url: "/api/auth/session", headers: { cookie: cookieHeader(callback) } });
    expect(victimSession.json()).toMatchObject({ user: { uid: attacker.uid, email: "victim@example.com", emailVerified: true } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, attacker.uid));
    expect(row).toMatchObject({ passwordHash: null, googleSub: "g-victim", emailVerified: true, name: "Victim" });
    // Only the Google owner's new session is left.
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, attacker.uid))).toHaveLength(1);

    expectError(await signInWith(attacker.email, "attacker-pass"), 401, "unauthorized");
    for (const old of [attacker, attackerAgain]) {
      expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie: old.cookie } })).json()).toEqual({ user: null });
      expectError(await t.app.inject({ url: `/api/admin/${old.email}`, headers: { authorization: `Bearer ${old.token}` } }), 401, "unauthorized");
    }
  });

  it("keeps the password and sessions of an account whose owner already proved the address", async () => {
    const owner = await signUp(t.app, { email: "proven@example.com", password: "owner-pass" });
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.uid));
    profile = { sub: "g-proven", email: "proven@example.com", email_verified: true };
    await googleLogin("good-code");
    expect((await signInWith(owner.email, "owner-pass")).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/admin/${owner.email}`, headers: { authorization: `Bearer ${owner.token}` } })).statusCode).toBe(200);
  });

  it("logs the takeover as a warning, and only a takeover", async () => {
    const log = { warn: vi.fn() };
    const squatter = await signUp(t.app, { email: "squatted@example.com", password: "squatter-pass", verified: false });
    await upsertGoogleUser(t.database.db, { sub: "g-squatted", email: "squatted@example.com" }, log);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ userId: squatter.uid, revokedSessions: 1 }), expect.stringMatching(/password was removed/));
    await upsertGoogleUser(t.database.db, { sub: "g-squatted", email: "squatted@example.com" }, log);
    await upsertGoogleUser(t.database.db, { sub: "g-fresh", email: "fresh@example.com" }, log);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

describe("behind a proxy (PUBLIC_URL)", () => {
  it("sends Google the redirect URI of PUBLIC_URL whatever Host header comes in", async () => {
    for (const host of ["evil.example", "shop.example.com:8080", "127.0.0.1"]) {
      const start = await behindProxy.app.inject({ url: "/api/auth/google", headers: { host, "x-forwarded-proto": "http" } });
      const authorize = new URL(String(start.headers.location));
      expect(authorize.searchParams.get("redirect_uri")).toBe("https://shop.example.com/api/auth/google/callback");
    }
  });

  it("marks every cookie Secure with an https PUBLIC_URL, even over plain http", async () => {
    profile = { sub: "g-proxy", email: "proxied@example.com", email_verified: true };
    const { start, callback } = await googleLogin("good-code", "/", behindProxy.app);
    expect(start.cookies.find((c) => c.name === "shop_google")).toMatchObject({ secure: true, httpOnly: true });
    expect(callback.cookies.find((c) => c.name === "shop_session")).toMatchObject({ secure: true, httpOnly: true });
    const signUpAnswer = await behindProxy.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: { name: "Proxied", email: "proxied-pw@example.com", password: "secret-pass" },
    });
    expect(signUpAnswer.cookies.find((c) => c.name === "shop_session")).toMatchObject({ secure: true });
  });

  it("leaves Secure off on plain http without PUBLIC_URL", async () => {
    const start = await t.app.inject("/api/auth/google");
    expect(start.cookies.find((c) => c.name === "shop_google")?.secure).toBeUndefined();
    const signUpAnswer = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: { name: "Plain", email: "plain-http@example.com", password: "secret-pass" },
      headers: { "x-forwarded-proto": "https" },
    });
    expect(signUpAnswer.cookies.find((c) => c.name === "shop_session")?.secure).toBeUndefined();
  });
});
