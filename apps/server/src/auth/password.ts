import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt with N=2^15, r=8: 32 MiB of memory per hash (memory-hard, OWASP's recommended floor). */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
/** What new hashes cost: PARAMS, unless a test run lowered it. */
let params: { N: number; r: number; p: number } = PARAMS;

/**
 * The API tests sign up and in thousands of times, and at the real cost each hash took a CI core
 * ~70 ms and 32 MiB: minutes of the suite spent on nothing it tests. They hash at 2^10
 * (test/setup.ts); password.test.ts hashes at the real cost. Only a test run (Vitest sets VITEST)
 * may lower it. A hash names its own parameters, so verifying is the same either way.
 */
export function setPasswordCostForTests(cost: "low" | "real"): void {
  if (!process.env.VITEST) throw new Error("only a test run may change the password hash's cost");
  params = cost === "low" ? { N: 2 ** 10, r: 8, p: 1 } : PARAMS;
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Format: `scrypt$N$r$p$salt$hash` (base64url), so the parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hashed once, lazily: checked against when an email is unknown so both paths cost the same. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(password, await dummyHash);
  return false;
}
