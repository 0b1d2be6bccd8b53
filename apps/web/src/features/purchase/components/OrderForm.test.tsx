import type { Tool } from "@shop/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { aProfile } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { PurchasePage } from "./PurchasePage";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }, Toaster: () => null }));

const hoe: Tool = {
  _id: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5c",
  img: "/images/hoe.svg",
  name: "Hoe",
  description: "A forged hoe.",
  minimumOrderQuantity: 10,
  availableQuantity: 500,
  price: 7,
};

const profile = aProfile();
/** The business details, saved on their own (issue 20, item 16): the order form's address and delivery phone. */
const business = { companyName: "Amina Farms Ltd", vatId: null, shippingAddress: "Plot 7, Nakuru Road", phone: "+254 700 111222" };

const profilePath = `GET /api/profile?email=${encodeURIComponent(testUser.email)}&page=1&limit=1`;

function renderPurchase(
  businessAnswer: () => Response | Promise<Response>,
  profileAnswer: () => Response | Promise<Response> = () => json(200, [profile]),
) {
  mockFetch({
    ...sessionHandlers(testUser),
    [`GET /api/tools/${hoe._id}`]: () => json(200, hoe),
    "GET /api/profile/business": businessAnswer,
    [profilePath]: profileAnswer,
  });
  renderWithProviders(<PurchasePage />, { route: `/tools/${hoe._id}`, path: "/tools/:toolsId" });
  return userEvent.setup();
}

describe("OrderForm prefill from the business details", () => {
  it("fills the address and number from the business details", async () => {
    renderPurchase(() => json(200, business));
    await waitFor(() => expect(screen.getByLabelText("Address")).toHaveValue("Plot 7, Nakuru Road"));
    expect(screen.getByLabelText("Number")).toHaveValue("+254 700 111222");
    expect(screen.getByLabelText("Name")).toHaveValue(testUser.displayName);
  });

  it("takes the profile's phone number when no delivery phone is saved", async () => {
    renderPurchase(() => json(200, { ...business, phone: null }));
    await waitFor(() => expect(screen.getByLabelText("Number")).toHaveValue(profile.number));
    expect(screen.getByLabelText("Address")).toHaveValue("Plot 7, Nakuru Road");
  });

  it("fills the address from business details saved without a profile card", async () => {
    renderPurchase(
      () => json(200, business),
      () => json(200, []),
    );
    await waitFor(() => expect(screen.getByLabelText("Address")).toHaveValue("Plot 7, Nakuru Road"));
    expect(screen.getByLabelText("Number")).toHaveValue("+254 700 111222");
  });

  it("leaves the fields empty without business details or a profile", async () => {
    renderPurchase(
      () => json(200, { companyName: null, vatId: null, shippingAddress: null, phone: null }),
      () => json(200, []),
    );
    await screen.findByRole("button", { name: "Place Order" });
    await waitFor(() => expect(screen.getByLabelText("Address")).toHaveValue(""));
    expect(screen.getByLabelText("Number")).toHaveValue("");
  });

  it("keeps what the buyer typed when the profile arrives later, and fills only the untouched field", async () => {
    let answer: (response: Response) => void = () => undefined;
    const user = renderPurchase(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.type(await screen.findByLabelText("Address"), "Dock 3, Mombasa");
    answer(json(200, business));
    await waitFor(() => expect(screen.getByLabelText("Number")).toHaveValue("+254 700 111222"));
    expect(screen.getByLabelText("Address")).toHaveValue("Dock 3, Mombasa");
  });
});
