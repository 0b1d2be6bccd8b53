import { CART_QUOTE_ANCHOR, cartMessages, cartQuoteTexts, messages } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aBusinessDetails, aCheckout, aProfile, aTool } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { CART_STORAGE_KEY } from "../../../lib/cart";
import { CartPage } from "./CartPage";
import { isHeldValueRefusal } from "./HeldValueNotice";

/**
 * Issue 35, item 7: a cart above MAX_HELD_VALUE is told so before its Place order button, and a
 * refusal of the server is said beside the button (where a phone shows it), both with the way on:
 * the cart's own quote request.
 */
const tiller = aTool({ price: 110, packSize: 1, priceBreaks: [], minimumOrderQuantity: 1, availableQuantity: 1_000 });
const profile = aProfile({ shippingAddress: "4 Paddy Lane", phone: "0170 1234567" });
const above = messages.order.aboveHeldValue("$25,000.00");
const withOpen = messages.order.heldValueWithOpen("$25,000.00", "$22,000.00");

beforeAll(async () => {
  await import("./CheckoutForm");
}, 60_000);
beforeEach(() => localStorage.clear());

function renderCart(extra: Parameters<typeof mockFetch>[0]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: tiller._id, quantity: 300 }]));
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser),
    [`GET /api/tools/${tiller._id}`]: () => json(200, tiller),
    [`GET /api/profile?email=${encodeURIComponent(testUser.email)}&page=1&limit=1`]: () => json(200, [profile]),
    "GET /api/profile/business": () => json(200, aBusinessDetails({ shippingAddress: profile.shippingAddress, phone: profile.phone })),
    ...extra,
  });
  renderWithProviders(<CartPage />, { route: "/cart", path: "/cart" });
  return { fetchMock, user: userEvent.setup() };
}

/** The checkout's part of the page, where the button is. */
const checkoutPart = () => screen.getByRole("region", { name: cartMessages.checkout });

describe("the cart above MAX_HELD_VALUE", () => {
  it("warns before the Place order button, with a link to the cart's quote request", async () => {
    renderCart({ "POST /api/checkout": () => json(200, aCheckout({ heldValueCap: { max: 25_000, held: 0, message: above } })) });
    const words = await within(await screen.findByRole("region", { name: cartMessages.checkout })).findByText(above, {}, { timeout: 10_000 });
    const warning = words.closest<HTMLElement>("[role=status]");
    if (!warning) throw new Error("the warning is not a status");
    expect(warning).toHaveTextContent(cartQuoteTexts.warningHeading);
    expect(warning).toHaveTextContent(above);
    expect(within(warning).getByRole("link", { name: cartQuoteTexts.button })).toHaveAttribute("href", `/cart#${CART_QUOTE_ANCHOR}`);
    // The warning stands before the button.
    const button = within(checkoutPart()).getByRole("button", { name: cartMessages.placeOrder });
    expect(warning.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says nothing within the cap", async () => {
    renderCart({ "POST /api/checkout": () => json(200, aCheckout({ heldValueCap: null })) });
    await within(await screen.findByRole("region", { name: cartMessages.checkout })).findByRole("button", { name: cartMessages.placeOrder }, { timeout: 10_000 });
    await screen.findByDisplayValue("4 Paddy Lane");
    expect(screen.queryByText(cartQuoteTexts.warningHeading)).toBeNull();
  });

  it("shows the server's refusal beside the button, with the quote request, and keeps the cart", async () => {
    const { user } = renderCart({
      "POST /api/checkout": () => json(200, aCheckout({ heldValueCap: null })),
      "POST /api/orders": () => json(409, { error: { code: "conflict", message: withOpen } }),
    });
    await screen.findByDisplayValue("4 Paddy Lane", {}, { timeout: 10_000 });
    await user.click(within(checkoutPart()).getByRole("button", { name: cartMessages.placeOrder }));
    const part = checkoutPart();
    expect(await within(part).findByText(withOpen)).toBeInTheDocument();
    expect(within(part).getByRole("link", { name: cartQuoteTexts.button })).toHaveAttribute("href", `/cart#${CART_QUOTE_ANCHOR}`);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]")).toEqual([{ productId: tiller._id, quantity: 300 }]);
  });

  it("knows the cap's refusal in both wordings, whatever the amounts, and nothing else", () => {
    expect(isHeldValueRefusal(above)).toBe(true);
    expect(isHeldValueRefusal(withOpen)).toBe(true);
    expect(isHeldValueRefusal(messages.order.aboveHeldValue("$1.00"))).toBe(true);
    expect(isHeldValueRefusal(messages.order.tooManyUnpaid(5))).toBe(false);
  });
});
