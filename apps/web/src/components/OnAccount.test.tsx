import { onAccountTexts } from "@shop/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aCheckout, anOrder } from "../test/fixtures";
import { OnAccountNote, orderTermsText } from "./OnAccount";

describe("OnAccountNote (issue 28)", () => {
  it("says an order goes on account with its terms, counted from its dispatch (issue 36: invoiced then)", () => {
    render(<OnAccountNote checkout={aCheckout({ onAccount: true, paymentTerms: "net30", dueDate: null })} />);
    expect(screen.getByRole("status")).toHaveTextContent("On account: Net 30 from dispatch");
    expect(screen.getByRole("status")).toHaveTextContent("invoiced to your company when it is dispatched");
    expect(screen.queryByText(onAccountTexts.payByCard)).toBeNull();
  });

  it("says why a company on terms pays this order by card", () => {
    const refusal = onAccountTexts.overLimit("$150.00", "$100.00", "$50.00");
    render(<OnAccountNote checkout={aCheckout({ onAccount: false, onAccountRefusal: refusal })} />);
    expect(screen.getByRole("status")).toHaveTextContent(onAccountTexts.payByCard);
    expect(screen.getByRole("status")).toHaveTextContent(refusal);
  });

  it("says nothing to a buyer whose company pays by card anyway", () => {
    const { container } = render(<OnAccountNote checkout={aCheckout()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("orderTermsText", () => {
  it("writes an order's terms and due date, and nothing for a card's order", () => {
    expect(orderTermsText(anOrder({ paymentTerms: "net15", dueDate: "2026-12-12" }))).toBe("Net 15 · Due Dec 12, 2026");
    expect(orderTermsText(anOrder({ paymentTerms: "on_shipment", dueDate: null }))).toBe("Due on shipment");
    expect(orderTermsText(anOrder({ paymentTerms: "on_shipment", dueDate: "2026-12-01" }))).toBe("Due on shipment: Dec 1, 2026");
    expect(orderTermsText(anOrder())).toBeNull();
  });
});
