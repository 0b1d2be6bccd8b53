import { describe, expect, it } from "vitest";
import { LEASE_MS, MAX_ATTEMPTS, messageIdFor, retryDelayMs } from "./worker";

const minutes = (n: number) => n * 60_000;

describe("retryDelayMs", () => {
  it("doubles from one minute after each failed attempt", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([minutes(1), minutes(2), minutes(4), minutes(8), minutes(16)]);
  });

  it("is capped at an hour, however many attempts failed", () => {
    expect(retryDelayMs(7)).toBe(minutes(60));
    expect(retryDelayMs(50)).toBe(minutes(60));
  });

  it("gives up within a day: the waits of every attempt add up to less", () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(minutes(24 * 60));
    expect(total).toBeGreaterThan(minutes(60));
  });

  it("leases a row longer than the first retry wait is long, so a slow send is never taken twice", () => {
    expect(LEASE_MS).toBeGreaterThan(retryDelayMs(1));
  });
});

describe("messageIdFor", () => {
  it("is the same for one event on every try, different between events, on the shop's host", () => {
    const id = messageIdFor("order-placed:1", "https://shop.example.com");
    expect(messageIdFor("order-placed:1", "https://shop.example.com")).toBe(id);
    expect(messageIdFor("order-placed:2", "https://shop.example.com")).not.toBe(id);
    expect(id).toMatch(/^<[0-9a-f]{32}@shop\.example\.com>$/);
  });
});
