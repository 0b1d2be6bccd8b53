import type { Tool } from "@shop/contract";
import { accountMessages, bulkLabels, bulkMessages, cartMessages, lineMessages, messages } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { aProfile, anOrder, aTool } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { CART_STORAGE_KEY } from "../../../lib/cart";
import { CartPage } from "./CartPage";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock("sonner", () => ({ toast, Toaster: () => null }));

const spade = aTool({ price: 5, packSize: 10, priceBreaks: [{ minQuantity: 500, price: 4.5 }] });
const hoe: Tool = { ...spade, _id: "7b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b", name: "Hoe", minimumOrderQuantity: 1, availableQuantity: 40, price: 12, packSize: 1, priceBreaks: [] };
const gone = "8b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const orderId = "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a";

const profile = aProfile({ shippingAddress: "Field Road 1", phone: "0170 1234567" });

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]") as unknown;

beforeEach(() => {
  localStorage.clear();
  toast.success.mockReset();
  toast.error.mockReset();
});

function renderCart(lines: { productId: string; quantity: number }[], extra: Parameters<typeof mockFetch>[0] = {}, user = testUser) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  const fetchMock = mockFetch({
    ...sessionHandlers(user),
    [`GET /api/tools/${spade._id}`]: () => json(200, spade),
    [`GET /api/tools/${hoe._id}`]: () => json(200, hoe),
    [`GET /api/profile?email=${encodeURIComponent(testUser.email)}&page=1&limit=1`]: () => json(200, [profile]),
    "GET /api/profile/business": () => json(200, { companyName: null, vatId: null, shippingAddress: profile.shippingAddress, phone: profile.phone }),
    ...extra,
  });
  renderWithProviders(<CartPage />, { route: "/cart", path: "/cart" });
  return { fetchMock, user: userEvent.setup() };
}

const order = anOrder({ _id: orderId, quantity: 500, unitPrice: 4.5, price: 2250 });
const placed = { success: true, insertedId: orderId, order };

describe("CartPage", () => {
  it("prices every line with today's breaks and totals them; a quantity off the pack is marked and blocks checkout", async () => {
    const { user, fetchMock } = renderCart([
      { productId: spade._id, quantity: 500 },
      { productId: hoe._id, quantity: 3 },
    ]);
    const spadeQuantity = await screen.findByLabelText(cartMessages.lineQuantity("Spade"));
    expect(spadeQuantity).toHaveAttribute("step", "10");
    // 500 × $4.50 + 3 × $12.00
    expect(screen.getByText(`${cartMessages.total}:`, { selector: "p" })).toHaveTextContent("$2,286.00");
    await user.clear(spadeQuantity);
    await user.type(spadeQuantity, "495");
    expect(screen.getByText(lineMessages.notPack(10, "Spade"))).toBeInTheDocument();
    // 495 is under the break: the list price again.
    expect(screen.getByText(`${cartMessages.total}:`, { selector: "p" })).toHaveTextContent("$2,511.00");
    await screen.findByDisplayValue("Field Road 1");
    await user.click(screen.getByRole("button", { name: cartMessages.placeOrder }));
    expect(await screen.findByText(cartMessages.fixLines, { selector: "p" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/orders" && init?.method === "POST")).toBe(false);
  });

  it("keeps every line when the server refuses, with its reason at the top and beside the line it names", async () => {
    const reason = lineMessages.tooMany(2, "Hoe");
    const { user } = renderCart(
      [
        { productId: spade._id, quantity: 100 },
        { productId: hoe._id, quantity: 3 },
      ],
      { "POST /api/orders": () => json(409, { error: { code: "conflict", message: reason } }) },
    );
    await screen.findByDisplayValue("Field Road 1");
    await user.click(screen.getByRole("button", { name: cartMessages.placeOrder }));
    expect(await screen.findByRole("alert")).toHaveTextContent(reason);
    expect(toast.error).toHaveBeenCalledWith(messages.order.failed);
    expect(screen.getByLabelText(cartMessages.lineQuantity("Hoe"))).toHaveAccessibleDescription(reason);
    expect(stored()).toEqual([
      { productId: spade._id, quantity: 100 },
      { productId: hoe._id, quantity: 3 },
    ]);
  });

  it("sends the lines with the purchase details, empties the cart only then and goes to pay", async () => {
    const { user, fetchMock } = renderCart([{ productId: spade._id, quantity: 500 }], { "POST /api/orders": () => json(201, placed) });
    await screen.findByDisplayValue("Field Road 1");
    await user.type(screen.getByLabelText(bulkLabels.poNumber), "PO-4711");
    await user.type(screen.getByLabelText(bulkLabels.deliveryDate), "2099-05-01");
    await user.click(screen.getByRole("button", { name: cartMessages.placeOrder }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`/dashboard/payment/${orderId}`));
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/orders");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: testUser.displayName,
      phone: "0170 1234567",
      address: "Field Road 1",
      items: [{ productId: spade._id, quantity: 500 }],
      poNumber: "PO-4711",
      deliveryDate: "2099-05-01",
    });
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(toast.success).toHaveBeenCalledWith(messages.order.placed);
  });

  it("refuses a delivery date in the past in the form", async () => {
    const { user, fetchMock } = renderCart([{ productId: hoe._id, quantity: 1 }]);
    await screen.findByDisplayValue("Field Road 1");
    await user.type(screen.getByLabelText(bulkLabels.deliveryDate), "2001-01-01");
    await user.click(screen.getByRole("button", { name: cartMessages.placeOrder }));
    expect(await screen.findByText(bulkMessages.deliveryDatePast)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/orders")).toBe(false);
  });

  it("marks a tool gone from the shop, lets it be removed, and asks a visitor to log in to check out", async () => {
    const { user } = renderCart(
      [
        { productId: gone, quantity: 5 },
        { productId: hoe._id, quantity: 2 },
      ],
      {},
      null as never,
    );
    expect(await screen.findByText(cartMessages.gone)).toBeInTheDocument();
    const login = await screen.findByRole("link", { name: cartMessages.signInToCheckout });
    expect(login).toHaveAttribute("href", "/login?redirect=%2Fcart");
    await user.click(screen.getByRole("button", { name: cartMessages.remove("this tool") }));
    expect(stored()).toEqual([{ productId: hoe._id, quantity: 2 }]);
    expect(screen.queryByText(cartMessages.gone)).not.toBeInTheDocument();
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(1);
  });

  it("says so when the cart is empty", async () => {
    renderCart([]);
    expect(await screen.findByText(bulkMessages.cartEmpty)).toBeInTheDocument();
  });

  it("tells an unverified customer to verify before ordering, with the resend button, and sends nothing (issue 20, item 19)", async () => {
    const { user, fetchMock } = renderCart([{ productId: hoe._id, quantity: 3 }], {}, { ...testUser, emailVerified: false });
    const checkout = within(await screen.findByRole("region", { name: cartMessages.checkout }));
    expect(await checkout.findByText(accountMessages.verifyBeforeOrdering)).toBeInTheDocument();
    expect(checkout.getByRole("button", { name: accountMessages.resendVerification })).toBeInTheDocument();
    const place = checkout.getByRole("button", { name: cartMessages.placeOrder });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription(expect.stringContaining(accountMessages.verifyBeforeOrdering));
    await user.click(place);
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/orders")).toBe(false);
  });
});
