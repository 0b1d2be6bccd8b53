import type { Tool } from "@shop/contract";
import type { ReactNode } from "react";
import { approvalTexts, billLabels, billMessages, discountMessages, QUOTE_REQUEST_ANCHOR } from "@shop/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { aBusinessDetails, aCheckout, anOrder, aProfile, courierId } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { PurchasePage } from "./PurchasePage";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }, Toaster: () => null }));

const hoe: Tool = {
  translations: {},
  _id: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5c",
  img: "/images/hoe.svg",
  name: "Hoe",
  description: "A forged hoe.",
  minimumOrderQuantity: 10,
  availableQuantity: 500,
  price: 7,
  sku: "AF-HOE-150",
  weight: 1.38,
  taxClass: "standard",
};

const profile = aProfile();
/** The business details, saved on their own (issue 20, item 16): the order form's address and delivery phone. */
const business = aBusinessDetails({ companyName: "Amina Farms Ltd", shippingAddress: "Plot 7, Nakuru Road", shippingCountry: "KE", shippingPostalCode: "20100", phone: "+254 700 111222" });

const profilePath = `GET /api/profile?email=${encodeURIComponent(testUser.email)}&page=1&limit=1`;

function renderPurchase(
  businessAnswer: () => Response | Promise<Response>,
  profileAnswer: () => Response | Promise<Response> = () => json(200, [profile]),
  extra: Parameters<typeof mockFetch>[0] = {},
  moreWaysToBuy?: () => ReactNode,
) {
  mockFetch({
    ...sessionHandlers(testUser),
    [`GET /api/tools/${hoe._id}`]: () => json(200, hoe),
    "GET /api/profile/business": businessAnswer,
    [profilePath]: profileAnswer,
    "POST /api/checkout": (init) => {
      const body = JSON.parse(String(init?.body)) as { country?: string; postalCode?: string };
      return json(200, aCheckout({ country: body.country ?? "BD", postalCode: body.postalCode ?? "" }));
    },
    ...extra,
  });
  renderWithProviders(<PurchasePage {...(moreWaysToBuy ? { moreWaysToBuy: { load: () => Promise.resolve(), render: moreWaysToBuy } } : {})} />, { route: `/tools/${hoe._id}`, path: "/tools/:toolsId" });
  return userEvent.setup();
}

describe("OrderForm prefill from the business details", () => {
  it("fills the address and number from the business details", async () => {
    renderPurchase(() => json(200, business));
    await waitFor(() => expect(screen.getByLabelText("Address")).toHaveValue("Plot 7, Nakuru Road"));
    expect(screen.getByLabelText("Number")).toHaveValue("+254 700 111222");
    expect(screen.getByLabelText("Name")).toHaveValue(testUser.displayName);
    // Issue 21: where it goes by default.
    await waitFor(() => expect(screen.getByLabelText(billLabels.country)).toHaveValue("KE"));
    expect(screen.getByLabelText(billLabels.postalCode)).toHaveValue("20100");
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
      () => json(200, aBusinessDetails()),
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

describe("OrderForm: where it goes and the bill (issue 21)", () => {
  it("shows the bill for the default country, applies a code, and sends the order with the country, postal code, method and code", async () => {
    let ordered: unknown;
    const user = renderPurchase(
      () => json(200, aBusinessDetails({ shippingAddress: "Plot 7, Nakuru Road", phone: "+254 700 111222" })),
      () => json(200, []),
      {
        "POST /api/checkout": (init) => {
          const body = JSON.parse(String(init?.body)) as { discountCode?: string; postalCode?: string };
          if (body.discountCode === "OLD") {
            return json(409, { error: { code: "conflict", message: discountMessages.heldAlready, fields: [{ path: "body.discountCode", message: discountMessages.heldAlready }] } });
          }
          const discount = body.discountCode === "SPRING5" ? { code: "SPRING5", amount: 3.5 } : null;
          return json(200, aCheckout({ postalCode: body.postalCode ?? "", bill: { ...aCheckout().bill, discount } }));
        },
        "POST /api/orders": (init) => {
          ordered = JSON.parse(String(init?.body));
          return json(409, { error: { code: "conflict", message: "Only 2 left" } });
        },
      },
    );
    // The server's answer names the shop's country when none is sent.
    await waitFor(() => expect(screen.getByLabelText(billLabels.country)).toHaveValue("BD"));
    expect(await screen.findByText("VAT 15%")).toBeInTheDocument();
    expect(screen.getByText(billLabels.shippingFor("Courier"))).toBeInTheDocument();
    await user.type(screen.getByLabelText(billLabels.postalCode), "1207");

    await user.type(screen.getByLabelText(billLabels.discountCode), "OLD");
    await user.click(screen.getByRole("button", { name: billLabels.applyCode }));
    expect(await screen.findByText(discountMessages.heldAlready)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(billLabels.discountCode));
    await user.type(screen.getByLabelText(billLabels.discountCode), "SPRING5");
    await user.click(screen.getByRole("button", { name: billLabels.applyCode }));
    expect(await screen.findByText(billMessages.codeApplied("SPRING5"))).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(ordered).toBeDefined());
    expect(ordered).toMatchObject({ productId: hoe._id, quantity: 10, country: "BD", postalCode: "1207", shippingMethodId: courierId, discountCode: "SPRING5" });

    // Remove code asks the bill without it.
    await user.click(screen.getByRole("button", { name: billLabels.removeCode }));
    expect(await screen.findByLabelText(billLabels.discountCode)).toHaveValue("");
  });

  it("says an address outside every zone cannot be delivered to, links to the quote request and closes Place Order", async () => {
    const user = renderPurchase(
      () => json(200, aBusinessDetails()),
      () => json(200, []),
      {
        "POST /api/checkout": (init) => {
          const body = JSON.parse(String(init?.body)) as { country?: string };
          if (body.country === "AQ") return json(409, { error: { code: "conflict", message: billMessages.outsideZones("Antarctica") } });
          return json(200, aCheckout({ country: body.country ?? "BD" }));
        },
      },
      () => <section id={QUOTE_REQUEST_ANCHOR}>Request a quote</section>,
    );
    const country = await screen.findByLabelText(billLabels.country);
    await waitFor(() => expect(country).toHaveValue("BD"));
    await user.selectOptions(country, "AQ");
    expect(await screen.findByText(billMessages.outsideZones("Antarctica"))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: billMessages.askForQuote })).toHaveAttribute("href", expect.stringContaining(`#${QUOTE_REQUEST_ANCHOR}`) as string);
    expect(screen.getByRole("button", { name: "Place Order" })).toBeDisabled();
    // Back home, the order can be placed again.
    await user.selectOptions(country, "BD");
    await waitFor(() => expect(screen.getByRole("button", { name: "Place Order" })).toBeEnabled());
  });

  it("says before placing that the order needs approval, whose and which limit, and after placing shows it awaiting approval with no payment", async () => {
    const orderId = "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a";
    const approval = { company: "Green Valley Co-op", limits: [{ kind: "order" as const, limit: 50 }], byYou: false };
    const user = renderPurchase(
      () => json(200, aBusinessDetails({ shippingAddress: "Plot 7, Nakuru Road", phone: "+254 700 111222" })),
      () => json(200, []),
      {
        "POST /api/checkout": () => json(200, aCheckout({ approval })),
        "POST /api/orders": () => json(201, { success: true, insertedId: orderId, order: anOrder({ _id: orderId, status: "awaiting_approval", holdUntil: null }) }),
      },
    );
    const note = await screen.findByText(approvalTexts.needed);
    expect(note.parentElement).toHaveTextContent("It is over the limit per order ($50.00). An approver or admin of Green Valley Co-op must approve it");
    await screen.findByDisplayValue("Plot 7, Nakuru Road");
    await waitFor(() => expect(screen.getByRole("button", { name: "Place Order" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText(approvalTexts.placed, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(approvalTexts.placedDetail)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View order" })).toHaveAttribute("href", `/dashboard/orders/${orderId}`);
    expect(screen.queryByRole("link", { name: "Pay now" })).toBeNull();
    expect(document.querySelector('a[href^="/dashboard/payment"]')).toBeNull();
  });
});

describe("OrderForm: how to pay (issue 37)", () => {
  it("offers cash on delivery when the checkout does, and places the order with it", async () => {
    const orderId = "c3700000-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
    let ordered: unknown;
    const user = renderPurchase(
      () => json(200, business),
      () => json(200, []),
      {
        "POST /api/checkout": () => json(200, aCheckout({ paymentMethods: ["card", "cod", "bank_deposit"] })),
        "POST /api/orders": (init) => {
          ordered = JSON.parse(String(init?.body));
          return json(201, { success: true, insertedId: orderId, order: anOrder({ _id: orderId, status: "confirmed", holdUntil: null, paymentMethod: "cod" }) });
        },
      },
    );
    const choice = await screen.findByRole("group", { name: "How will you pay?" });
    expect(screen.getByRole("radio", { name: /Pay now: Card/ })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: /Cash on delivery/ }));
    expect(choice).toBeInTheDocument();
    await screen.findByDisplayValue("Plot 7, Nakuru Road");
    await waitFor(() => expect(screen.getByRole("button", { name: "Place Order" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(ordered).toMatchObject({ paymentMethod: "cod" }));
    expect(await screen.findByText("Order confirmed: cash on delivery", { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Pay now" })).toBeNull();
  });

  it("says nothing of how to pay when only the card is offered, and sends no method", async () => {
    let ordered: Record<string, unknown> | undefined;
    const user = renderPurchase(
      () => json(200, business),
      () => json(200, []),
      {
        "POST /api/checkout": () => json(200, aCheckout({ paymentMethods: ["card"] })),
        "POST /api/orders": (init) => {
          ordered = JSON.parse(String(init?.body)) as Record<string, unknown>;
          return json(201, { success: true, insertedId: anOrder()._id, order: anOrder() });
        },
      },
    );
    await screen.findByDisplayValue("Plot 7, Nakuru Road");
    await waitFor(() => expect(screen.getByRole("button", { name: "Place Order" })).toBeEnabled());
    expect(screen.queryByRole("group", { name: "How will you pay?" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(ordered).toBeDefined());
    expect(ordered).not.toHaveProperty("paymentMethod");
  });
});
