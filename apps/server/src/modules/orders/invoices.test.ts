import { documentLabels } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { supplyDate } from "./invoices";

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
