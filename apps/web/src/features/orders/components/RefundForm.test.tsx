import { orderOfficeMessages, refundFormLabels, refundMessages, type OrderDetail } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { aBill, anOrder, anOrderLine } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { OrderOfficeActions } from "./OrderOfficeActions";
import { refundEverything, refundParts } from "./RefundForm";

stubDialogMethods();
const admin = { ...testUser, role: "admin" as const };

/** A paid cart: 4 hoes ($40.20 net, $6.03 tax) and 3 rakes ($9.99 net, $1.50 tax), $25 shipping with $3.75 tax. */
const cart = anOrder({
  _id: "a5000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  product: "Hoe and Rake",
  quantity: 7,
  price: 86.47,
  status: "paid",
  paid: true,
  transactionId: "tx_9",
  items: [anOrderLine("Hoe", 4, 10.05, { net: 40.2, tax: 6.03 }), anOrderLine("Rake", 3, 3.33, { net: 9.99, tax: 1.5 })],
  bill: aBill({ shipping: { methodId: null, method: "Van", estimate: "", amount: 25, net: 25, tax: 3.75 }, net: 75.19, tax: 11.28, total: 86.47 }),
  refunded: 0,
  shippingRefunded: false,
});

describe("refundParts", () => {
  it("sends no parts for everything, and only the lines with units otherwise", () => {
    expect(refundParts(refundEverything)).toBeUndefined();
    expect(refundParts({ everything: false, quantities: { 0: 0, 1: 2 }, shipping: true })).toEqual({ lines: [{ position: 1, quantity: 2 }], shipping: true });
  });
});

/**
 * Issue 36: the server's price of each choice (POST /refund-preview). Two hoes and the shipping
 * are $51.86 there: the note taxes its net at the rate once, where sharing each part's tax apart
 * (the form's own estimate before issue 36) made $51.87.
 */
const PREVIEWS: Record<string, number> = {
  "{}": 86.47,
  [JSON.stringify({ lines: [{ position: 0, quantity: 2 }], shipping: true })]: 51.86,
  [JSON.stringify({ lines: [{ position: 0, quantity: 2 }], shipping: false })]: 23.11,
};
const previewAnswer = (amount: number) => ({ amount, net: amount, tax: 0, taxLines: [], lines: [], shipping: null, closes: amount === 86.47, onAccount: false });

describe("the refund dialog", () => {
  function renderActions(answer: Partial<OrderDetail>) {
    let sent: unknown;
    const previews: unknown[] = [];
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      [`POST /api/orders/${cart._id}/refund-preview`]: (init) => {
        const body = String(init?.body);
        previews.push(JSON.parse(body));
        const amount = PREVIEWS[body];
        return amount === undefined ? json(409, { error: { code: "conflict", message: "Only 2 of Hoe are left to refund" } }) : json(200, previewAnswer(amount));
      },
      [`POST /api/orders/${cart._id}/refund`]: (init) => {
        sent = JSON.parse(String(init?.body));
        return json(200, { ...cart, history: [], payment: null, refund: null, invoiceNumber: 3, ...answer });
      },
    });
    renderWithProviders(
      <>
        <OrderOfficeActions order={cart} label="order A5" />
        <Toaster />
      </>,
    );
    return { fetchMock, sent: () => sent, previews: () => previews, user: userEvent.setup() };
  }

  it("refunds chosen units and the shipping, showing the server's amount before confirming and the note's after", async () => {
    const note = { number: 2, label: "CN-000002", issuedAt: "2026-11-21T10:00:00.000Z", total: 51.86, net: 45.05, tax: 6.81, reason: "bent", invoice: "INV-000003", lines: [{ position: 0, product: "Hoe", quantity: 2 }], shipping: true };
    const { sent, previews, user } = renderActions({ creditNotes: [note] });
    await user.click(screen.getByRole("button", { name: /Cancel with refund/ }));
    const dialog = screen.getByRole("dialog");
    expect(await within(dialog).findByText(`${refundFormLabels.total}: $86.47`)).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName(orderOfficeMessages.refundConfirm);
    await user.click(within(dialog).getByRole("radio", { name: refundFormLabels.someLines }));
    // Issue 26: a partial refund does not cancel the order, and its dialog does not say it would.
    expect(dialog).toHaveAccessibleName(refundMessages.confirmPart);
    expect(dialog).not.toHaveTextContent(/Cancel this order/);
    // Nothing chosen yet: the form says so and sends nothing.
    await user.click(within(dialog).getByRole("button", { name: refundFormLabels.submit }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(refundFormLabels.nothing);
    const hoes = within(dialog).getByRole("spinbutton", { name: refundFormLabels.quantity("Hoe") });
    await user.clear(hoes);
    await user.type(hoes, "2");
    await user.click(within(dialog).getByRole("checkbox", { name: refundFormLabels.shipping }));
    // Until the server answers for this very choice, no figure of the form's own.
    expect(within(dialog).getByText(`${refundFormLabels.total}: ${refundFormLabels.pricing}`)).toBeInTheDocument();
    expect(await within(dialog).findByText(`${refundFormLabels.total}: $51.86`)).toBeInTheDocument();
    expect(within(dialog).queryByText(/\$51\.87/)).toBeNull();
    // The figure is the answer for the choice as it stands, asked last.
    expect(previews().at(-1)).toEqual({ lines: [{ position: 0, quantity: 2 }], shipping: true });
    await user.click(within(dialog).getByRole("button", { name: refundFormLabels.submit }));
    expect(await screen.findByText(refundMessages.partlyRefunded("CN-000002"))).toBeInTheDocument();
    expect(screen.getByText(refundMessages.noteIssued("CN-000002", "$51.86"))).toBeInTheDocument();
    expect(sent()).toEqual({ lines: [{ position: 0, quantity: 2 }], shipping: true });
  });

  it("offers Refund beside Cancel with refund: its dialog opens on the lines, and the order goes on (issue 35)", async () => {
    const note = { number: 2, label: "CN-000002", issuedAt: "2026-11-21T10:00:00.000Z", total: 20.1, net: 20.1, tax: 0, reason: "", invoice: "INV-000003", lines: [{ position: 0, product: "Hoe", quantity: 2 }], shipping: false };
    const { sent, user } = renderActions({ creditNotes: [note] });
    await user.click(screen.getByRole("button", { name: `${refundFormLabels.action}: order A5` }));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveAccessibleName(refundMessages.confirmPart);
    expect(within(dialog).getByRole("radio", { name: refundFormLabels.someLines })).toBeChecked();
    const hoes = within(dialog).getByRole("spinbutton", { name: refundFormLabels.quantity("Hoe") });
    await user.clear(hoes);
    await user.type(hoes, "3");
    // The server refuses three hoes: its word is shown in place of a figure.
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Only 2 of Hoe are left to refund");
    expect(within(dialog).getByText(`${refundFormLabels.total}: —`)).toBeInTheDocument();
    await user.clear(hoes);
    await user.type(hoes, "2");
    expect(await within(dialog).findByText(`${refundFormLabels.total}: $23.11`)).toBeInTheDocument();
    expect(within(dialog).queryByRole("alert")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: refundFormLabels.submit }));
    expect(await screen.findByText(refundMessages.partlyRefunded("CN-000002"))).toBeInTheDocument();
    expect(sent()).toEqual({ lines: [{ position: 0, quantity: 2 }], shipping: false });
  });

  it("keeps a line's units within what is left to refund", async () => {
    const user = userEvent.setup();
    const partly = { ...cart, items: [anOrderLine("Hoe", 4, 10.05, { net: 40.2, tax: 6.03, refundedQuantity: 3 }), anOrderLine("Rake", 3, 3.33, { refundedQuantity: 3 })] };
    mockFetch({ ...sessionHandlers(admin) });
    renderWithProviders(<OrderOfficeActions order={partly} label="order B" />);
    await user.click(screen.getByRole("button", { name: "Cancel with refund: order B" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: refundFormLabels.someLines }));
    const hoes = within(dialog).getByRole("spinbutton", { name: refundFormLabels.quantity("Hoe") });
    await user.clear(hoes);
    await user.type(hoes, "9");
    await waitFor(() => expect(hoes).toHaveValue(1));
    expect(within(dialog).getByRole("spinbutton", { name: refundFormLabels.quantity("Rake") })).toBeDisabled();
    expect(within(dialog).getByText(refundFormLabels.left(1))).toBeInTheDocument();
  });
});
