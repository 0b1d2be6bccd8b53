import { approvalTexts } from "@shop/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aCheckout } from "../test/fixtures";
import { ApprovalNote } from "./ApprovalNote";

describe("ApprovalNote (issue 35)", () => {
  it("says whose approval an order over a limit waits for, and which limits with their amounts", () => {
    const approval = { company: "Green Valley Co-op", limits: [{ kind: "order" as const, limit: 100 }, { kind: "month" as const, limit: 800 }], byYou: false };
    render(<ApprovalNote checkout={aCheckout({ approval })} />);
    const note = screen.getByRole("status");
    expect(note).toHaveTextContent(approvalTexts.needed);
    expect(note).toHaveTextContent("It is over the limit per order ($100.00) and over the limit per month ($800.00).");
    expect(note).toHaveTextContent("An approver or admin of Green Valley Co-op must approve it");
  });

  it("tells the one member who decides that the approval is theirs", () => {
    render(<ApprovalNote checkout={aCheckout({ approval: { company: "Solo Farm", limits: [{ kind: "order", limit: 0.01 }], byYou: true } })} />);
    expect(screen.getByRole("status")).toHaveTextContent(approvalTexts.byYou("Solo Farm"));
    expect(screen.getByRole("status")).toHaveTextContent("over the limit per order ($0.01)");
  });

  it("says nothing within the limits, or to a server that does not say", () => {
    const { container } = render(<ApprovalNote checkout={aCheckout({ approval: null })} />);
    expect(container).toBeEmptyDOMElement();
    const { container: older } = render(<ApprovalNote checkout={aCheckout()} />);
    expect(older).toBeEmptyDOMElement();
  });
});
