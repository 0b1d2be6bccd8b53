import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { idempotencyKeys, orders, tools } from "../src/db/schema";
import { CLAIM_LEASE_MS, type IdempotencyFaults } from "../src/lib/idempotency";
import { createTestApp, RELAXED_ACCOUNT_LIMITS, RELAXED_THROTTLE, signUp, type SignedIn, type TestApp } from "./app";
import { expectError } from "./expect-error";

/**
 * Issue 35 item 11: a claim on an Idempotency-Key is a lease its request renews while it runs.
 * A request that dies after its claim and before its commit leaves a claim nobody renews: the
 * retry runs within seconds on the restarted shop, once. A live request, however slow, keeps
 * its claim against retries on another instance of the same database.
 */
let t: TestApp;
let alice: SignedIn;
let toolId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { MAX_UNPAID_ORDERS: "1000" } });
  alice = await signUp(t.app);
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: "Lease Rake", description: "Once.", img: "/images/tools/leaf-rake.svg", minimumOrderQuantity: 1, availableQuantity: 1000, priceCents: 500 })
    .returning();
  if (!tool) throw new Error("no tool");
  toolId = tool.id;
});
afterAll(() => t.close());

/** Another instance of the shop on the same database, with faults of a test. */
const instance = (faults?: IdempotencyFaults) =>
  buildApp({
    config: t.config,
    db: t.database.db,
    faults,
    throttle: RELAXED_THROTTLE,
    accountLimits: RELAXED_ACCOUNT_LIMITS,
    sweepIntervalMs: false,
    mailIntervalMs: false,
  });

const place = (app: FastifyInstance, key: string) =>
  app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { ...alice.auth, "idempotency-key": key },
    payload: { name: "Retrier", phone: "0123456789", address: "Lane 2", productId: toolId, quantity: 2 },
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const state = async () => ({
  orders: (await t.database.db.select().from(orders).where(eq(orders.userId, alice.uid))).length,
  stock: (await t.database.db.select().from(tools).where(eq(tools.id, toolId)))[0]?.availableQuantity ?? 0,
});
const inProgress = (response: LightMyRequestResponse) => expect(expectError(response, 409, "conflict").error.message).toMatch(/still in progress/);

describe("a claim on an Idempotency-Key is a lease", () => {
  it("a request killed after its claim, before its commit: the restarted shop's retry places the order within 5 s, once", async () => {
    const key = `crash-${Date.now()}`;
    const before = await state();
    let claimed = () => {};
    const atClaim = new Promise<void>((resolve) => (claimed = resolve));
    let comeBack = () => {};
    const frozen = new Promise<void>((resolve) => (comeBack = resolve));
    const crashing = await instance({
      afterClaim: async () => {
        claimed();
        await frozen;
      },
    });
    const lost = place(crashing, key);
    await atClaim;
    // The process is gone: nothing renews its claim any more (a closed app holds no leases).
    await crashing.close();
    const restarted = await instance();
    // From the moment the restarted shop is up: its start's own time is the machine's, not the rule's.
    const upAt = Date.now();
    try {
      expect(await state()).toEqual(before);
      // The client retries as a browser would after a lost answer, every 200 ms.
      let retried = await place(restarted, key);
      while (retried.statusCode === 409 && Date.now() - upAt < 5_000) {
        inProgress(retried);
        await sleep(200);
        retried = await place(restarted, key);
      }
      expect(retried.statusCode, retried.body).toBe(201);
      expect(Date.now() - upAt).toBeLessThan(5_000);
      expect(await state()).toEqual({ orders: before.orders + 1, stock: before.stock - 2 });
      const replayed = await place(restarted, key);
      expect(replayed.headers["idempotent-replayed"]).toBe("true");
      expect(replayed.body).toBe(retried.body);

      // Had the dead request come back after all, it could not commit a second order.
      comeBack();
      expect(expectError(await lost, 409, "conflict").error.message).toMatch(/took this request over/);
      expect(await state()).toEqual({ orders: before.orders + 1, stock: before.stock - 2 });
      const [kept] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(kept?.responseBody).toBe(retried.body);
    } finally {
      comeBack();
      await restarted.close();
    }
  });

  it("a live request slower than the lease keeps its claim: retries on another instance hear 'in progress', then its answer", async () => {
    const key = `slow-${Date.now()}`;
    const before = await state();
    let claimed = () => {};
    const atClaim = new Promise<void>((resolve) => (claimed = resolve));
    const slow = await instance({
      afterClaim: async () => {
        claimed();
        await sleep(CLAIM_LEASE_MS * 2);
      },
    });
    try {
      let done = false;
      const first = place(slow, key).finally(() => (done = true));
      await atClaim;
      let retries = 0;
      while (!done) {
        const retried = await place(t.app, key);
        if (done && retried.statusCode === 201) break;
        inProgress(retried);
        retries += 1;
        await sleep(250);
      }
      // Well past the lease: it was renewed, never taken over.
      expect(retries).toBeGreaterThan((CLAIM_LEASE_MS * 1.5) / 250);
      const answer = await first;
      expect(answer.statusCode, answer.body).toBe(201);
      const replayed = await place(t.app, key);
      expect(replayed.headers["idempotent-replayed"]).toBe("true");
      expect(replayed.body).toBe(answer.body);
      expect(await state()).toEqual({ orders: before.orders + 1, stock: before.stock - 2 });
    } finally {
      await slow.close();
    }
  });
});
