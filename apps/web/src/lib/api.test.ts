import { AsyncLocalStorage } from "node:async_hooks";
import { z } from "zod";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../test/utils";
import { ApiError, apiRequest, apiSend, obtainAccessToken, setApiTransport, setRenderScope, type RenderScope } from "./api";
import { clearAccessToken } from "./token";

const answer = z.object({ ok: z.boolean() });

describe("apiRequest", () => {
  beforeEach(() => window.localStorage.clear());

  it("parses the answer with the schema and sends cookies and JSON", async () => {
    const fetchMock = mockFetch({ "POST /api/things": () => json(200, { ok: true }) });
    await expect(apiRequest("/api/things", answer, { method: "POST", body: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe("same-origin");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ a: 1 }));
  });

  it("turns the CONTRACT error body into an ApiError", async () => {
    mockFetch({
      "POST /api/auth/sign-up": () =>
        json(400, {
          error: { code: "bad_request", message: "Invalid input", fields: [{ path: "email", message: "must be a valid email address" }] },
        }),
    });
    const error = await apiRequest("/api/auth/sign-up", answer, { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "bad_request",
      message: "Invalid input",
      fields: [{ path: "email", message: "must be a valid email address" }],
    });
  });

  it("gives a readable ApiError when the body is not the CONTRACT's", async () => {
    mockFetch({ "GET /api/tools": () => new Response("<html>Bad gateway</html>", { status: 502 }) });
    const error = await apiRequest("/api/tools", answer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: "internal" });
  });

  it("sends the stored access token as a bearer token", async () => {
    window.localStorage.setItem("accessToken", "abc");
    const fetchMock = mockFetch({ "GET /api/admin/a%40b.co": () => json(200, { ok: true }) });
    await apiRequest("/api/admin/a%40b.co", answer);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("Authorization")).toBe("Bearer abc");
  });

  it("on a 401 gets a fresh token once and retries once", async () => {
    window.localStorage.setItem("accessToken", "old");
    let adminCalls = 0;
    const fetchMock = mockFetch({
      "GET /api/admin/a%40b.co": (init) => {
        adminCalls += 1;
        const auth = new Headers(init?.headers).get("Authorization");
        return auth === "Bearer new" ? json(200, { ok: true }) : json(401, { error: { code: "unauthorized", message: "expired" } });
      },
      "GET /api/auth/session": () =>
        json(200, {
          user: { uid: "u1", email: "a@b.co", displayName: "A", photoURL: null, emailVerified: true, role: "other" },
        }),
      "PUT /api/user/a%40b.co": () => json(200, { accessToken: "new" }),
    });
    await expect(apiRequest("/api/admin/a%40b.co", answer)).resolves.toEqual({ ok: true });
    expect(adminCalls).toBe(2);
    expect(window.localStorage.getItem("accessToken")).toBe("new");
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("gives up after one retry and without a session", async () => {
    window.localStorage.setItem("accessToken", "old");
    mockFetch({
      "GET /api/order": () => json(401, { error: { code: "unauthorized", message: "expired" } }),
      "GET /api/auth/session": () => json(200, { user: null }),
    });
    await expect(apiRequest("/api/order", answer, { auth: "required" })).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem("accessToken")).toBeNull();
  });

  it("reports an unreachable server as a network ApiError", async () => {
    mockFetch({ "POST /api/auth/sign-out": () => Promise.reject(new TypeError("Failed to fetch")) });
    await expect(apiSend("/api/auth/sign-out", { method: "POST" })).rejects.toMatchObject({ status: 0, code: "network_error" });
  });
});

describe("obtainAccessToken", () => {
  beforeEach(() => window.localStorage.clear());

  it("stores the new token, unless a sign-out forgot the token while it was asked for", async () => {
    mockFetch({ "PUT /api/user/a%40b.co": () => json(200, { accessToken: "first" }) });
    await expect(obtainAccessToken("a@b.co")).resolves.toBe("first");
    expect(window.localStorage.getItem("accessToken")).toBe("first");

    let answer: (response: Response) => void = () => {};
    mockFetch({ "PUT /api/user/a%40b.co": () => new Promise<Response>((resolve) => (answer = resolve)) });
    const late = obtainAccessToken("a@b.co");
    await Promise.resolve();
    clearAccessToken();
    answer(json(200, { accessToken: "late" }));
    await expect(late).resolves.toBe("late");
    expect(window.localStorage.getItem("accessToken")).toBeNull();
  });

  it("refuses an answer without a token", async () => {
    mockFetch({ "PUT /api/user/a%40b.co": () => json(200, { token: "elsewhere" }) });
    await expect(obtainAccessToken("a@b.co")).rejects.toMatchObject({ code: "bad_response" });
    expect(window.localStorage.getItem("accessToken")).toBeNull();
  });
});

describe("the server renderer's protected calls", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setRenderScope(() => undefined);
    setApiTransport((path, init) => fetch(path, init));
  });

  it("gives each render the token of its own visitor, shared by that render's calls, even when renders run at once", async () => {
    // The server has no window, and no stored token: every protected call of a render needs one.
    vi.stubGlobal("window", undefined);
    const renders = new AsyncLocalStorage<{ scope: RenderScope; email: string }>();
    const minted: string[] = [];
    setRenderScope(() => renders.getStore()?.scope);
    setApiTransport(async (path, init) => {
      const email = renders.getStore()?.email ?? "nobody";
      // Each step answers later than the last, so the two renders' refreshes overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (path === "/api/auth/session") return json(200, { user: { uid: email, email, displayName: email, photoURL: null, emailVerified: true, role: "other" } });
      if (path.startsWith("/api/user/")) {
        minted.push(email);
        return json(200, { accessToken: `token of ${email}` });
      }
      return json(200, { ok: new Headers(init.headers).get("Authorization") === `Bearer token of ${email}` });
    });
    const render = (email: string) =>
      renders.run({ scope: { token: null }, email }, () => Promise.all([apiRequest("/api/company", answer, { auth: "required" }), apiRequest("/api/lists", answer, { auth: "required" })]));
    const [first, second] = await Promise.all([render("a@b.co"), render("c@d.co")]);
    expect([...first, ...second]).toEqual([{ ok: true }, { ok: true }, { ok: true }, { ok: true }]);
    expect(minted.sort()).toEqual(["a@b.co", "c@d.co"]);
  });
});
