import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword, setPasswordCostForTests, verifyAgainstDummy, verifyPassword } from "./password";

describe("password hashing", () => {
  // The other tests hash at a low cost (test/setup.ts); the shop's own is what is tested here.
  beforeAll(() => setPasswordCostForTests("real"));
  afterAll(() => setPasswordCostForTests("low"));

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("secret-1");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("secret-1", hash)).toBe(true);
    expect(await verifyPassword("secret-2", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses malformed stored hashes instead of throwing", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$whatever")).toBe(false);
    expect(await verifyAgainstDummy("x")).toBe(false);
  });
});
