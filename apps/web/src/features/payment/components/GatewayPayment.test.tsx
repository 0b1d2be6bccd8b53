import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json, mockFetch, renderWithProviders, sentBody } from "../../../test/utils";
import GatewayPayment from "./GatewayPayment";

const id = "b3700000-1a2b-4c3d-8e9f-0a1b2c3d4e5f";

describe("GatewayPayment", () => {
  it("starts a session for the chosen gateway and goes to its page", async () => {
    const fetchMock = mockFetch({ [`POST /api/orders/${id}/payment-session`]: () => json(200, { redirectUrl: "http://localhost:3000/dev/bkash/checkout?paymentID=1" }) });
    const navigate = vi.fn();
    renderWithProviders(<GatewayPayment orderId={id} method="bkash" navigate={navigate} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Pay with bKash" }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith("http://localhost:3000/dev/bkash/checkout?paymentID=1"));
    expect(sentBody(fetchMock, "POST", `/api/orders/${id}/payment-session`)).toEqual({ method: "bkash" });
  });

  it("says why when the order cannot be paid, and never follows a page that is not http(s)", async () => {
    mockFetch({ [`POST /api/orders/${id}/payment-session`]: () => json(409, { error: { code: "conflict", message: "This order is already paid" } }) });
    const navigate = vi.fn();
    renderWithProviders(<GatewayPayment orderId={id} method="sslcommerz" navigate={navigate} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Pay with SSLCommerz" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This order is already paid");
    mockFetch({ [`POST /api/orders/${id}/payment-session`]: () => json(200, { redirectUrl: "javascript:alert(1)" }) });
    await userEvent.setup().click(screen.getByRole("button", { name: "Pay with SSLCommerz" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
