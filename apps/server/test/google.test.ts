import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { cookieHeader, createTestApp, signUp, type TestApp } from "./app";
import { readBody, startStandIn } from "./stand-in";

/** A local stand-in for Google's token and userinfo endpoints. */
let google: Awaited<ReturnType<typeof startStandIn>>;
let base: string;
let profile: Record<string, unknown>;
const tokenRequests: URLSearchParams[] = [];

let t: TestApp;
let noGoogle: TestApp;
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
      return res.end(JSON.stringify({ access_token: "google-access", token_type: "Bearer", expires_in: 3600 }));
    }
    if (req.url === "/userinfo" && req.headers.authorization === "Bearer google-access") {
      return res.end(JSON.stringify(profile));
    }
    res.statusCode = 401;
    res.end("{}");
  });
  base = `http://127.0.0.1:${google.port}`;
  t = await createTestApp({
    seed: false,
    env: { GOOGLE_CLIENT_ID: "client-id", GOOGLE_CLIENT_SECRET: "client-secret" },
    googleEndpoints: { authorize: `${base}/authorize`, token: `${base}/token`, userInfo: `${base}/userinfo` },
  });
  noGoogle = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
  await noGoogle.close();
  await google.close();
});

/** Starts the flow and plays the browser coming back from Google with a code. */
async function googleLogin(code: string, redirect = "/tools/42") {
  const start = await t.app.inject(`/api/auth/google?redirect=${encodeURIComponent(redirect)}`);
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  const state = authorize.searchParams.get("state") ?? "";
  const callback = await t.app.inject({
    url: `/api/auth/google/callback?code=${code}&state=${state}`,
    headers: { cookie: cookieHeader(start) },
  });
  return { start, authorize, callback };
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
    expect(authorize.searchParams.get("redirect_uri")).toBe("http://localhost:80/api/auth/google/callback");
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/tools/42");
    const sent = tokenRequests.at(-1);
    expect(sent?.get("client_secret")).toBe("client-secret");
    expect(sent?.get("code_verifier")).toMatch(/^[\w-]{43}$/);
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie: cookieHeader(callback) } });
    expect(session.json()).toMatchObject({ user: { email: "farmer.jo@gmail.com", displayName: "Jo Farmer", emailVerified: true } });
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

  it("never redirects to another site", async () => {
    profile = { sub: "g-1", email: "farmer.jo@gmail.com", email_verified: true };
    const { callback } = await googleLogin("good-code", "//evil.example.com/x");
    expect(callback.headers.location).toBe("/");
  });
});
