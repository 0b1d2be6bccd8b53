import { discountMessages } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountCodes, discountRedemptions, orders, tools } from "../src/db/schema";
import { createTestApp, RELAXED_ACCOUNT_LIMITS, signUp, type SignedIn, type TestApp } from "./app";
import { expectError, rowsOf } from "./expect-error";

/**
 * Issue 25: typing discount codes until one works is guessing. Requests that carry a code
 * (the checkout's preview and placing an order) are limited per account and per address.
 */
const ATTEMPTS = 3;
let t: TestApp;
let toolId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false, accountLimits: { ...RELAXED_ACCOUNT_LIMITS, codeAttempts: { max: ATTEMPTS, windowMs: 60_000 } } });
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: "Guessed Hoe", description: "Tried.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 100, priceCents: 1000 })
    .returning();
  if (!tool) throw new Error("no tool");
  toolId = tool.id;
  await t.database.db.insert(discountCodes).values({ code: "REAL-ONE", kind: "percent", percentBasisPoints: 1000 });
});
afterAll(() => t.close());

const preview = (who: SignedIn, address: string, discountCode?: string) =>
  t.app.inject({ method: "POST", url: "/api/checkout", headers: who.auth, remoteAddress: address, payload: { productId: toolId, ...(discountCode !== undefined && { discountCode }) } });
const order = (who: SignedIn, address: string, discountCode?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: who.auth,
    remoteAddress: address,
    payload: { name: "Guesser", phone: "0123456789", address: "Lane 1", productId: toolId, quantity: 1, ...(discountCode !== undefined && { discountCode }) },
  });
const snapshot = () => Promise.all([rowsOf(t, orders), rowsOf(t, discountRedemptions), rowsOf(t, tools)]);

function expectTooMany(response: Awaited<ReturnType<typeof preview>>, from: "account" | "address") {
  const body = expectError(response, 429, "too_many_requests");
  expect(body.error.message).toMatch(new RegExp(`^Too many discount-code attempts from ${from === "account" ? "this account" : "your address"}; try again in \\d+ (seconds?|minute)$`));
  expect(Number(response.headers["retry-after"])).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers["retry-after"])).toBeLessThanOrEqual(60);
}

describe("discount-code attempts", () => {
  it("are limited per account, from any address: the next preview or order with a code answers 429 and changes nothing", async () => {
    const guesser = await signUp(t.app);
    // Wrong codes and right ones count alike, on either route.
    expect((await preview(guesser, "198.51.100.1", "GUESS-1")).statusCode).toBe(400);
    expect((await order(guesser, "198.51.100.2", "GUESS-2")).statusCode).toBe(400);
    expect((await preview(guesser, "198.51.100.3", "real-one")).statusCode).toBe(200);

    const before = await snapshot();
    expectTooMany(await preview(guesser, "198.51.100.4", "REAL-ONE"), "account");
    expectTooMany(await order(guesser, "198.51.100.5", "REAL-ONE"), "account");
    expect(await snapshot()).toEqual(before);

    // Without a code nothing is counted: the same account still previews and orders.
    expect((await preview(guesser, "198.51.100.6")).statusCode).toBe(200);
    expect((await order(guesser, "198.51.100.6")).statusCode).toBe(201);
  });

  it("are limited per address, whichever account tries", async () => {
    const accounts = await Promise.all(Array.from({ length: ATTEMPTS + 1 }, () => signUp(t.app)));
    const address = "203.0.113.9";
    for (const who of accounts.slice(0, ATTEMPTS)) expect((await preview(who, address, "NOPE-NOPE")).json()).toMatchObject({ error: { message: discountMessages.unknown } });
    const last = accounts[ATTEMPTS];
    if (!last) throw new Error("no account");
    const before = await snapshot();
    expectTooMany(await order(last, address, "REAL-ONE"), "address");
    expect(await snapshot()).toEqual(before);
    // The same account from another address is not refused.
    expect((await order(last, "203.0.113.10", "REAL-ONE")).statusCode).toBe(201);
  });
});
