import { describe, expect, it } from "vitest";
import { amountAtRate, creditTaxAtRate, lineShareCents, settleNoteTaxes, type NotePart } from "./refund-shares";

describe("lineShareCents", () => {
  it.each([
    { whole: 1_000, quantity: 3, units: 1, refundedBefore: 0, creditedBefore: 0, share: 333 },
    { whole: 1_000, quantity: 3, units: 1, refundedBefore: 2, creditedBefore: 667, share: 333 }, // the last unit takes what is left
    { whole: 1_005, quantity: 2, units: 1, refundedBefore: 0, creditedBefore: 0, share: 503 }, // 502.5 half up
  ])("$units of $quantity of $whole: $share", ({ whole, quantity, units, refundedBefore, creditedBefore, share }) => {
    expect(lineShareCents(whole, quantity, units, refundedBefore, creditedBefore)).toBe(share);
  });
});

describe("creditTaxAtRate: a credit note's row reads net × rate = tax (issue 36, finding 10)", () => {
  it.each([
    // The review: −$228.94 at 15 % was given back with −$34.35 of tax (its parts rounded one by one).
    { name: "the review's row", net: 22_894, rate: 15_000, left: { netCents: 100_000, taxCents: 15_000 }, tax: 3_434 },
    { name: "half a cent goes up", net: 10, rate: 15_000, left: { netCents: 100, taxCents: 15 }, tax: 2 },
    { name: "never more than the invoice has left at the rate", net: 9_999, rate: 19_000, left: { netCents: 10_000, taxCents: 1_899 }, tax: 1_899 },
    { name: "the note that gives back the rate's whole net takes exactly the tax left", net: 6_667, rate: 15_000, left: { netCents: 6_667, taxCents: 1_001 }, tax: 1_001 },
    { name: "nothing left: nothing back", net: 500, rate: 15_000, left: { netCents: 1_000, taxCents: 0 }, tax: 0 },
  ])("$name", ({ net, rate, left, tax }) => {
    expect(creditTaxAtRate(net, rate, left)).toBe(tax);
  });
});

describe("settleNoteTaxes: the parts' taxes add up to the row", () => {
  const part = (netCents: number, taxCents: number, maxTaxCents = taxCents + 10): NotePart => ({ netCents, taxCents, maxTaxCents });
  it.each([
    // Two parts of the review's note, each rounded up on its own: 34.35 becomes 34.34 on the larger.
    { name: "a cent too much comes off the largest net", parts: [part(11_447, 1_718), part(11_447, 1_717)], tax: 3_434, taxes: [1_717, 1_717] },
    { name: "a cent too little goes on the largest net", parts: [part(100, 15), part(300, 44)], tax: 60, taxes: [15, 45] },
    { name: "a part at its limit is passed over", parts: [part(300, 45, 45), part(100, 15)], tax: 61, taxes: [45, 16] },
    { name: "never below zero", parts: [part(5, 0), part(3, 1)], tax: 0, taxes: [0, 0] },
    { name: "already right: unchanged", parts: [part(1_000, 150)], tax: 150, taxes: [150] },
  ])("$name", ({ parts, tax, taxes }) => {
    expect(settleNoteTaxes(parts, tax)).toEqual(taxes);
  });
});

describe("amountAtRate: an amount-only note's row reads net × rate = tax", () => {
  it.each([
    { name: "a net that gives the amount back", gross: 1_000, rate: 19_000, taxLeft: 10_000, net: 840, tax: 160 },
    { name: "the review's rate and row: −$263.28 at 15 % is −$228.94 and −$34.34", gross: 26_328, rate: 15_000, taxLeft: 10_000, net: 22_894, tax: 3_434 },
    { name: "a gap of the rounding: the tax comes out of the gross", gross: 99, rate: 20_000, taxLeft: 100, net: 82, tax: 17 },
    { name: "never more tax than is left at the rate", gross: 1_190, rate: 19_000, taxLeft: 150, net: 1_040, tax: 150 },
  ])("$name", ({ gross, rate, taxLeft, net, tax }) => {
    expect(amountAtRate(gross, rate, taxLeft)).toEqual({ netCents: net, taxCents: tax });
  });
});
