import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, AccessTokens, hashSessionToken, newSessionToken } from "./tokens";

const secret = "s".repeat(40);
const claims = { userId: "3f1c2a9e-8d2b-4f6a-9b1e-1c2d3e4f5a6b", sessionId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" };

describe("access tokens", () => {
  it("round-trips its claims", async () => {
    const tokens = new AccessTokens(secret);
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });

  it("refuses tokens signed with another secret, and garbage", async () => {
    const token = await new AccessTokens("t".repeat(40)).sign(claims);
    const tokens = new AccessTokens(secret);
    expect(await tokens.verify(token)).toBeUndefined();
    expect(await tokens.verify("not.a.token")).toBeUndefined();
  });

  describe("expiry", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    // A token of our own signer, aged on a fake clock: only its age differs between the two checks.
    it(`accepts a token until ${ACCESS_TOKEN_TTL_SECONDS} s after it was issued, and refuses it after`, async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const issuedAt = new Date("2026-11-23T12:00:00Z");
      vi.setSystemTime(issuedAt);
      const tokens = new AccessTokens(secret);
      const token = await tokens.sign(claims);
      vi.setSystemTime(issuedAt.getTime() + (ACCESS_TOKEN_TTL_SECONDS - 5) * 1000);
      expect(await tokens.verify(token)).toEqual(claims);
      vi.setSystemTime(issuedAt.getTime() + (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000);
      expect(await tokens.verify(token)).toBeUndefined();
    });
  });

  it("keeps only a hash of session tokens", () => {
    const { token, hash } = newSessionToken();
    expect(hash).toBe(hashSessionToken(token));
    expect(hash).not.toContain(token);
  });
});
