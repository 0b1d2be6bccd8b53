import { describe, expect, it } from "vitest";
import { isTokenUsable } from "./token";

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const jwt = (claims: object) => `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}.signature`;
const now = Date.UTC(2026, 10, 1, 12);

describe("isTokenUsable", () => {
  it("keeps a token that is not yet expired, and drops one expired or about to", () => {
    expect(isTokenUsable(jwt({ sub: "u1", exp: now / 1000 + 600 }), "ada@example.com", now)).toBe(true);
    expect(isTokenUsable(jwt({ sub: "u1", exp: now / 1000 - 1 }), "ada@example.com", now)).toBe(false);
    expect(isTokenUsable(jwt({ sub: "u1", exp: now / 1000 + 2 }), "ada@example.com", now)).toBe(false);
  });

  it("drops a token that names another account, whatever the case of the address", () => {
    expect(isTokenUsable(jwt({ email: "bob@example.com" }), "ada@example.com", now)).toBe(false);
    expect(isTokenUsable(jwt({ email: "Ada@Example.com" }), "ada@example.com", now)).toBe(true);
  });

  it("assumes an opaque token usable (the server answers 401 if it is not)", () => {
    expect(isTokenUsable("opaque-token", "ada@example.com", now)).toBe(true);
    expect(isTokenUsable("a.b.c", "ada@example.com", now)).toBe(true);
  });
});
