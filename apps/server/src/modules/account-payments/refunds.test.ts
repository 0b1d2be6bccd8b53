import { describe, expect, it } from "vitest";
import { takeBack } from "./refunds";

/** Allocations newest first, as standingAllocations reads them: what each still applies. */
const standing = (...lefts: number[]) => lefts.map((leftCents, index) => ({ allocationId: `a${index}`, invoiceId: `i${index}`, invoiceNumber: 10 - index, leftCents }));

describe("takeBack (decision 041: what a refund of a payment on account takes back)", () => {
  it.each([
    // refund, unapplied, allocations (newest first) → from unapplied, reversals [allocation, amount]
    [500, 0, standing(3_000, 2_000), 0, [["a0", 500]]],
    [3_500, 0, standing(3_000, 2_000), 0, [["a0", 3_000], ["a1", 500]]],
    [5_000, 0, standing(3_000, 2_000), 0, [["a0", 3_000], ["a1", 2_000]]],
    [700, 1_000, standing(3_000), 700, []],
    [1_200, 1_000, standing(3_000, 2_000), 1_000, [["a0", 200]]],
    // An allocation a refund already took back in full is passed over.
    [1_000, 0, standing(0, 2_000), 0, [["a1", 1_000]]],
    // More than the payment holds: only what it holds (the caller logs the rest).
    [9_000, 500, standing(1_000), 500, [["a0", 1_000]]],
  ] as const)("%i cents back, %i unapplied", (refund, unapplied, allocations, fromUnapplied, expected) => {
    const taken = takeBack(refund, unapplied, allocations);
    expect(taken.fromUnappliedCents).toBe(fromUnapplied);
    expect(taken.reversals.map((reversal) => [reversal.allocationId, reversal.amountCents])).toEqual(expected);
  });
});
