import { computeBill, documentLabels, formatCents } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { discountedWithTax, supplyDate, withTaxFigures } from "./invoices";

describe("the date of supply an invoice prints", () => {
  const issuedAt = new Date("2026-03-31T20:30:00Z");
  it.each([
    // Invoiced at payment, before dispatch: the payment's day in the shop's zone, labelled a prepayment.
    ["paid, not yet dispatched", issuedAt, null, "Asia/Dhaka", documentLabels.prepaid("2026-04-01")],
    ["paid, dispatched after the invoice", issuedAt, new Date("2026-04-03T08:00:00Z"), "Asia/Dhaka", documentLabels.prepaid("2026-04-01")],
    ["paid, in UTC", issuedAt, null, "UTC", documentLabels.prepaid("2026-03-31")],
    // Dispatched before the invoice was issued: the dispatch's day.
    ["dispatched first", issuedAt, new Date("2026-03-30T19:00:00Z"), "Asia/Dhaka", documentLabels.dispatched("2026-03-31")],
    ["dispatched at the very moment", issuedAt, issuedAt, "UTC", documentLabels.dispatched("2026-03-31")],
  ])("%s", (_, paidAt, dispatched, zone, expected) => {
    expect(supplyDate({ issuedAt, paymentTerms: null }, paidAt, dispatched, zone)).toBe(expected);
  });

  it("says an invoice on account was issued before the goods left, until they had left first", () => {
    expect(supplyDate({ issuedAt, paymentTerms: "net30" }, null, null, "UTC")).toBe(documentLabels.onAccountSupply);
    expect(supplyDate({ issuedAt, paymentTerms: "net30" }, null, new Date("2026-04-03T08:00:00Z"), "UTC")).toBe(documentLabels.onAccountSupply);
  });

  it("falls back to the invoice's date when the order kept no payment date", () => {
    expect(supplyDate({ issuedAt, paymentTerms: null }, null, null, "Asia/Dhaka")).toBe(documentLabels.prepaid("2026-04-01"));
  });
});

describe("a discounted line of prices with tax on the invoice (issue 36)", () => {
  const money = (cents: number) => formatCents(cents, "EUR");
  // The line as the bill prices it: the catalogue price with tax × quantity, less the code's share (computeBill).
  const billed = (unitPriceCents: number, quantity: number, percentBasisPoints: number) => {
    const bill = computeBill({
      lines: [{ amountCents: unitPriceCents * quantity, rateMillis: 19_000, includedRateMillis: 19_000, discountable: true }],
      shippingCents: 0,
      discount: { kind: "percent", percentBasisPoints },
      pricesIncludeTax: true,
      taxName: "VAT",
    });
    const [sold] = bill.lines;
    if (!sold) throw new Error("no line");
    return { quantity, unitPriceCents, priceCents: sold.amountCents, discountCents: sold.discountCents, netCents: sold.netCents };
  };

  it.each([
    // 5 % of €20.10 is €1.005, rounded per line to €1.01; the net €16.04 is no whole cent × 2.
    ["10.05 × 2 less 5 %", 1_005, 2, 500, ["Price with tax: 2 × €10.05 = €20.10", "Discount (SPRING5): -€1.01", "With tax after the discount: €19.09"]],
    ["11.99 × 3 less 5 %", 1_199, 3, 500, ["Price with tax: 3 × €11.99 = €35.97", "Discount (SPRING5): -€1.80", "With tax after the discount: €34.17"]],
    ["3.33 × 7 less 10 %", 333, 7, 1_000, ["Price with tax: 7 × €3.33 = €23.31", "Discount (SPRING5): -€2.33", "With tax after the discount: €20.98"]],
    ["1,499.00 × 1,200 less 12.5 %", 149_900, 1_200, 1_250, ["Price with tax: 1,200 × €1,499.00 = €1,798,800.00", "Discount (SPRING5): -€224,850.00", "With tax after the discount: €1,573,950.00"]],
  ] as const)("%s: every figure multiplies and adds exactly", (_, unit, quantity, percent, expected) => {
    const sold = billed(unit, quantity, percent);
    const figures = withTaxFigures(sold, "Discount (SPRING5)", money);
    expect(figures).toEqual(expected);
    // The arithmetic the reader does: unit × quantity = amount; amount − discount = what is left.
    expect(sold.unitPriceCents * sold.quantity).toBe(sold.priceCents);
    expect(figures[2]).toBe(documentLabels.withTaxAfterDiscount(money(sold.priceCents - sold.discountCents)));
    expect(sold.discountCents).toBeGreaterThan(0);
  });

  it.each([
    ["a discounted line of prices with tax", true, 101, 1, true],
    ["prices without tax (the discount is its own row in the net column)", false, 101, 1, false],
    ["no discount", true, 0, 1, false],
    ["no tax set up", true, 101, 0, false],
  ] as const)("%s", (_, pricesIncludeTax, discountCents, rates, expected) => {
    const taxLines = rates === 0 ? [] : [{ name: "VAT", rateMillis: 19_000, netCents: 1_604, taxCents: 305 }];
    expect(discountedWithTax({ pricesIncludeTax, taxLines }, { discountCents })).toBe(expected);
  });
});
