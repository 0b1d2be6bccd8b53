import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { AccessTokens, hashSessionToken, newSessionToken } from "./tokens";

const secret = "s".repeat(40);
const claims = { userId: "3f1c2a9e-8d2b-4f6a-9b1e-1c2d3e4f5a6b", sessionId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" };

describe("access tokens", () => {
  it("round-trips its claims", async () => {
    const tokens = new AccessTokens(secret);
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });

  it("refuses tokens signed with another secret, garbage and expired tokens", async () => {
    const token = await new AccessTokens("t".repeat(40)).sign(claims);
    const tokens = new AccessTokens(secret);
    expect(await tokens.verify(token)).toBeUndefined();
    expect(await tokens.verify("not.a.token")).toBeUndefined();
    const expired = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(expired)).toBeUndefined();
  });

  it("keeps only a hash of session tokens", () => {
    const { token, hash } = newSessionToken();
    expect(hash).toBe(hashSessionToken(token));
    expect(hash).not.toContain(token);
  });
});
