import { creditNoteLabels } from "@shop/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { anOrderLine } from "../../../test/fixtures";
import { mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { CreditNotes } from "./CreditNotes";

const id = "a6000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const note = { number: 7, label: "CN-000007", issuedAt: "2026-11-21T10:00:00.000Z", total: 11.56, net: 10.05, tax: 1.51, reason: "one was bent", invoice: "INV-000003", lines: [{ position: 0, product: "Hoe", quantity: 1 }], shipping: false };

describe("CreditNotes", () => {
  it("shows nothing for an order without refunds", () => {
    mockFetch(sessionHandlers(testUser));
    const { container } = renderWithProviders(<CreditNotes detail={{ _id: id, items: [anOrderLine("Hoe", 4, 10.05)], creditNotes: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("lists each credit note with the invoice it corrects, the refunded units, and downloads its PDF", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(testUser),
      [`GET /api/orders/${id}/credit-notes/7.pdf`]: () => new Response("%PDF-1.7", { status: 200, headers: { "Content-Type": "application/pdf" } }),
    });
    const createObjectURL = vi.fn(() => "blob:pdf");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderWithProviders(<CreditNotes detail={{ _id: id, items: [anOrderLine("Hoe", 4, 10.05, { refundedQuantity: 1 })], creditNotes: [note] }} />);
    expect(screen.getByRole("list", { name: "Refunded units" })).toHaveTextContent("Refunded: 1 of 4 × Hoe");
    const list = screen.getByRole("list", { name: creditNoteLabels.heading });
    expect(list).toHaveTextContent("CN-000007");
    expect(list).toHaveTextContent("$11.56");
    expect(list).toHaveTextContent("Corrects invoice INV-000003");
    expect(list).toHaveTextContent("Reason: one was bent");
    await userEvent.setup().click(screen.getByRole("button", { name: "Download CN-000007" }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(`/api/orders/${id}/credit-notes/7.pdf`))).toBe(true);
  });
});
