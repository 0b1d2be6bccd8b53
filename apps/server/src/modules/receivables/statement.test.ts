import { describe, expect, it } from "vitest";
import { ageingBucket, buildStatement, daysBetween, UNAPPLIED, type EventRow } from "./statement";

describe("ageingBucket", () => {
  it.each([
    [0, "current"],
    [1, "days1to30"],
    [30, "days1to30"],
    [31, "days31to60"],
    [60, "days31to60"],
    [61, "days61to90"],
    [90, "days61to90"],
    [91, "over90"],
  ] as const)("%i days past due: %s", (late, bucket) => {
    const due = "2026-01-31";
    const day = new Date(Date.parse(`${due}T00:00:00Z`) + late * 86_400_000).toISOString().slice(0, 10);
    expect(daysBetween(due, day)).toBe(late);
    expect(ageingBucket(100, due, day)).toBe(bucket);
  });

  it("keeps a credit, and what has no due date yet, current", () => {
    expect(ageingBucket(-100, "2025-01-01", "2026-01-01")).toBe("current");
    expect(ageingBucket(100, null, "2026-01-01")).toBe("current");
    expect(ageingBucket(0, "2025-01-01", "2026-01-01")).toBe("current");
  });
});

describe("buildStatement", () => {
  const event = (kind: EventRow["kind"], day: string, amount: number, invoice: string, lineKey = `${kind}-${invoice}-${day}`): EventRow => ({
    kind,
    day,
    at: `${day}T10:00:00Z`,
    line_key: lineKey,
    invoice_id: invoice,
    invoice_number: invoice === "one" ? 1 : 2,
    due_date: invoice === "one" ? "2026-02-01" : "2026-03-01",
    amount,
    document_number: kind === "credit_note" ? 9 : null,
    reference: kind === "payment" ? "BANK-1" : null,
    method: kind === "payment" ? "transfer" : null,
    order_id: null,
  });
  const company = { id: "c", name: "Co-op", billingAddress: "1 Road", vatId: null };

  it("splits the opening from the period, groups a payment's allocations into one line, and keeps the running balance", () => {
    const statement = buildStatement(company, { from: "2026-02-01", to: "2026-03-31" }, "2026-04-01", "USD", [
      event("payment", "2026-02-10", -300, "one", "pay-1"),
      event("invoice", "2026-01-15", 1_000, "one"),
      event("payment", "2026-02-10", -200, "two", "pay-1"),
      event("invoice", "2026-02-01", 500, "two"),
      event("credit_note", "2026-03-05", -100, "two"),
    ]);
    expect(statement.openingCents).toBe(1_000);
    expect(statement.lines.map((line) => [line.day, line.kind, line.amountCents, line.balanceCents])).toEqual([
      ["2026-02-01", "invoice", 500, 1_500],
      ["2026-02-10", "payment", -500, 1_000],
      ["2026-03-05", "credit_note", -100, 900],
    ]);
    expect(statement.lines[1]?.description).toBe("Bank transfer. Applied to INV-000001, INV-000002");
    expect(statement.totals).toEqual({ invoicesCents: 500, paymentsCents: 500, creditNotesCents: 100 });
    expect(statement.closingCents).toBe(statement.openingCents + statement.totals.invoicesCents - statement.totals.paymentsCents - statement.totals.creditNotesCents);
    // one: 700 due 1 Feb, 58 days late on 31 March; two: 200 due 1 March, 30 days late.
    expect(statement.ageing).toEqual({ current: 0, days1to30: 200, days31to60: 700, days61to90: 0, over90: 0 });
  });

  it("counts a payment in full, its unapplied rest a credit in Current; an application moves it onto an invoice at 0; a refund raises the balance again", () => {
    const row = (kind: EventRow["kind"], day: string, amount: number, invoice: string, lineKey: string, method: string | null = "card"): EventRow => ({
      ...event(kind, day, amount, invoice === UNAPPLIED ? "one" : invoice, lineKey),
      invoice_id: invoice,
      invoice_number: invoice === UNAPPLIED ? null : invoice === "one" ? 1 : 2,
      due_date: invoice === UNAPPLIED ? null : invoice === "one" ? "2026-02-01" : "2026-03-01",
      method,
      reference: "tx_1",
    });
    const statement = buildStatement(company, { from: "2026-02-01", to: "2026-03-31" }, "2026-04-01", "USD", [
      event("invoice", "2026-01-15", 1_000, "one"),
      event("invoice", "2026-02-01", 500, "two"),
      // 1,200 received: 1,000 on one, 200 on no invoice.
      row("payment", "2026-02-10", -1_000, "one", "pay-1"),
      row("payment", "2026-02-10", -200, UNAPPLIED, "pay-1"),
      // 150 of it applied to two later.
      row("application", "2026-02-20", -150, "two", "pay-1:later"),
      row("application", "2026-02-20", 150, UNAPPLIED, "pay-1:later"),
      // 100 refunded: 50 from the unapplied money, 50 back onto one.
      row("refund", "2026-03-05", 50, UNAPPLIED, "ref-1"),
      row("refund", "2026-03-05", 50, "one", "ref-1"),
    ]);
    expect(statement.lines.map((line) => [line.kind, line.amountCents, line.balanceCents])).toEqual([
      ["invoice", 500, 1_500],
      ["payment", -1_200, 300],
      ["application", 0, 300],
      ["refund", 100, 400],
    ]);
    expect(statement.lines.map((line) => line.description)).toEqual([
      "",
      "Paid by card. Applied to INV-000001. Unapplied: $2.00",
      "Paid by card: unapplied money applied to INV-000002",
      "Refunded to the card that paid. Open again: INV-000001. From unapplied money: $0.50",
    ]);
    expect(statement.totals).toEqual({ invoicesCents: 500, paymentsCents: 1_100, creditNotesCents: 0 });
    expect(statement.closingCents).toBe(statement.openingCents + 500 - 1_100);
    // one: 50 open, due 1 Feb; two: 350 open, due 1 March; unapplied: 0 left.
    expect(statement.unappliedCents).toBe(0);
    expect(statement.ageing).toEqual({ current: 0, days1to30: 350, days31to60: 50, days61to90: 0, over90: 0 });
  });
});
