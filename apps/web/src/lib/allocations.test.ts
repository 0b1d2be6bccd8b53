import { describe, expect, it } from "vitest";
import { allocationsOf, amountCents, choose, problemOf, totalCents } from "./allocations";

const invoice = (number: number, balance: number) => ({ number, orderId: "00000000-0000-4000-8000-000000000000", issuedAt: "2026-11-01T00:00:00.000Z", dueDate: "2026-12-01", total: balance, paid: 0, credited: 0, balance, status: "open" as const });

describe("choosing invoices to pay", () => {
  it("reads amounts in cents, refusing what is not a positive amount with at most 2 decimals", () => {
    expect(amountCents("12.5")).toBe(1250);
    expect(amountCents(" 0.01 ")).toBe(1);
    expect(amountCents("19.99")).toBe(1999);
    for (const bad of ["", "0", "0.00", "-1", "1.005", "1e3", "abc", "1,50"]) expect(amountCents(bad), bad).toBeNull();
  });

  it("starts at the balance, allows a part, refuses more than the balance, and totals what is valid", () => {
    const first = choose(invoice(7, 150.5));
    expect(first).toEqual({ number: 7, balanceCents: 15050, amount: "150.50" });
    expect(problemOf(first)).toBeNull();
    expect(problemOf({ ...first, amount: "150.51" })).toBe("Enter an amount for INV-000007 between 0.01 and its balance");
    const part = { ...choose(invoice(3, 80)), amount: "30" };
    expect(totalCents([first, part])).toBe(18050);
    expect(totalCents([first, { ...part, amount: "x" }])).toBe(15050);
    expect(allocationsOf([first, part])).toEqual([
      { invoiceNumber: 3, amount: 30 },
      { invoiceNumber: 7, amount: 150.5 },
    ]);
  });
});
