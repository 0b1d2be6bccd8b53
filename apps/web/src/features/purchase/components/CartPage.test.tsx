import type { Tool } from "@shop/contract";
import type { CheckoutBody } from "@shop/contract";
import { accountMessages, approvalTexts, billLabels, billMessages, bulkLabels, bulkMessages, cartMessages, discountMessages, lineMessages, messages, QUOTE_REQUEST_ANCHOR } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { aBill, aBusinessDetails, aCheckout, aProfile, anOrder, aTool, courierId, freightId } from "../../../test/fixtures";
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

// The checkout's code is loaded when the buyer reaches for it (CartPage.tsx); its first, cold
// import takes longer than a query's wait on a loaded machine, so it is loaded once for the file.
beforeAll(async () => {
  await import("./CheckoutForm");
}, 60_000);

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
    "GET /api/profile/business": () => json(200, aBusinessDetails({ shippingAddress: profile.shippingAddress, phone: profile.phone })),
    "POST /api/checkout": () => json(200, aCheckout()),
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
    expect(screen.getByText(`${cartMessages.goods}:`, { selector: "p" })).toHaveTextContent("$2,286.00");
    await user.clear(spadeQuantity);
    await user.type(spadeQuantity, "495");
    expect(screen.getByText(lineMessages.notPack(10, "Spade"))).toBeInTheDocument();
    // 495 is under the break: the list price again.
    expect(screen.getByText(`${cartMessages.goods}:`, { selector: "p" })).toHaveTextContent("$2,511.00");
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
    // The bill the server worked out for the shop's country, with the method it chose.
    expect(await screen.findByText(billLabels.shippingFor("Courier"))).toBeInTheDocument();
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
      country: "BD",
      shippingMethodId: courierId,
    });
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(toast.success).toHaveBeenCalledWith(messages.order.placed);
  });

  it("says before placing that the order needs approval, and after placing goes to the order awaiting approval, never to pay (issue 35)", async () => {
    const approval = { company: "Green Valley Co-op", limits: [{ kind: "month" as const, limit: 800 }], byYou: false };
    const waiting = { success: true, insertedId: orderId, order: anOrder({ _id: orderId, status: "awaiting_approval", holdUntil: null }) };
    const { user } = renderCart([{ productId: spade._id, quantity: 500 }], { "POST /api/checkout": () => json(200, aCheckout({ approval })), "POST /api/orders": () => json(201, waiting) });
    await screen.findByDisplayValue("Field Road 1");
    const note = await screen.findByText(approvalTexts.needed);
    expect(note.parentElement).toHaveTextContent("It is over the limit per month ($800.00). An approver or admin of Green Valley Co-op must approve it");
    await user.click(screen.getByRole("button", { name: cartMessages.placeOrder }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`/dashboard/orders/${orderId}`));
    expect(toast.success).toHaveBeenCalledWith(approvalTexts.placed);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
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

describe("CartPage: where it goes and the bill (issue 21)", () => {
  const courier = { id: courierId, name: "Courier", estimate: "2-4 days", price: 12 };
  const freightMethod = { id: freightId, name: "Freight", estimate: "5-8 days", price: null };
  /** The server as the tests need it: Germany is in a zone with its own methods, Chile in none; SPRING5 is a code, BOGUS is not. */
  function checkoutServer(init: RequestInit | undefined) {
    const body = JSON.parse(String(init?.body)) as CheckoutBody;
    if (body.country === "CL") return json(409, { error: { code: "conflict", message: billMessages.outsideZones("Chile") } });
    if (body.discountCode === "BOGUS") {
      return json(400, { error: { code: "bad_request", message: discountMessages.unknown, fields: [{ path: "body.discountCode", message: discountMessages.unknown }] } });
    }
    const germany = body.country === "DE";
    const freight = body.shippingMethodId === freightId;
    const shipping = freight
      ? { methodId: freightId, method: "Freight", estimate: "5-8 days", amount: 0, net: 0, tax: 0 }
      : { methodId: courierId, method: "Courier", estimate: "2-4 days", amount: 12, net: 12, tax: 0 };
    const discount = body.discountCode?.toUpperCase() === "SPRING5" ? { code: "SPRING5", amount: 5 } : null;
    return json(
      200,
      aCheckout({
        country: body.country ?? "BD",
        postalCode: body.postalCode ?? "",
        shippingOptions: germany ? [courier, { ...freightMethod, price: 0 }] : [courier, freightMethod],
        bill: aBill({
          discount,
          shipping,
          taxLines: [{ name: "VAT", rate: germany ? 19 : 15, net: 100, tax: germany ? 19 : 15 }],
          total: germany ? 131 : 127,
        }),
      }),
    );
  }
  const checkoutBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
    fetchMock.mock.calls.filter(([url]) => url === "/api/checkout").map(([, init]) => JSON.parse(String(init?.body)) as CheckoutBody);

  it("asks the bill for the business details' country and postal code, re-asks it on a change of country, method and code, and sends the order with them", async () => {
    const { user, fetchMock } = renderCart([{ productId: hoe._id, quantity: 3 }], {
      "GET /api/profile/business": () => json(200, aBusinessDetails({ shippingAddress: "Field Road 1", phone: "0170 1234567", shippingCountry: "DE", shippingPostalCode: "10115" })),
      "POST /api/checkout": checkoutServer,
      "POST /api/orders": () => json(201, placed),
    });
    const country = await screen.findByLabelText(billLabels.country);
    await waitFor(() => expect(country).toHaveValue("DE"));
    expect(screen.getByLabelText(billLabels.postalCode)).toHaveValue("10115");
    expect(await screen.findByText("VAT 19%")).toBeInTheDocument();
    expect(checkoutBodies(fetchMock)).toContainEqual({ items: [{ productId: hoe._id, quantity: 3 }], country: "DE", postalCode: "10115" });

    // The methods of the zone, with their prices; the bill's rows.
    const methods = screen.getByRole("group", { name: billLabels.shippingMethod });
    expect(within(methods).getByRole("radio", { name: /Courier/ })).toBeChecked();
    await user.click(within(methods).getByRole("radio", { name: /Freight/ }));
    expect(await screen.findByText(billLabels.shippingFor("Freight"))).toBeInTheDocument();

    // A refused code is said under its field; an accepted one is applied, and can be removed.
    const code = screen.getByLabelText(billLabels.discountCode);
    await user.type(code, "BOGUS");
    await user.click(screen.getByRole("button", { name: billLabels.applyCode }));
    await waitFor(() => expect(screen.getByLabelText(billLabels.discountCode)).toHaveAccessibleDescription(discountMessages.unknown));
    await user.clear(screen.getByLabelText(billLabels.discountCode));
    // Typed in lower case, it is named as it was set up.
    await user.type(screen.getByLabelText(billLabels.discountCode), "spring5{Enter}");
    expect(await screen.findByText(billMessages.codeApplied("SPRING5"))).toBeInTheDocument();
    expect(screen.getByText(billLabels.discountFor("SPRING5"))).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/orders")).toBe(false);

    await user.click(screen.getByRole("button", { name: cartMessages.placeOrder }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`/dashboard/payment/${orderId}`));
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/orders");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      items: [{ productId: hoe._id, quantity: 3 }],
      country: "DE",
      postalCode: "10115",
      shippingMethodId: freightId,
      discountCode: "spring5",
    });
  });

  it("a method that cannot carry the order is shown disabled, and a country outside every zone says so, offers a quote and closes the order", async () => {
    const { user, fetchMock } = renderCart([{ productId: hoe._id, quantity: 3 }], { "POST /api/checkout": checkoutServer });
    const country = await screen.findByLabelText(billLabels.country);
    // No default saved: the shop's country, as the server answered it.
    await waitFor(() => expect(country).toHaveValue("BD"));
    const freight = await screen.findByRole("radio", { name: new RegExp(billMessages.cannotCarry) });
    expect(freight).toBeDisabled();

    await user.selectOptions(country, "CL");
    const alert = await screen.findByText(billMessages.outsideZones("Chile"));
    expect(alert).toBeInTheDocument();
    expect(screen.getByRole("link", { name: billMessages.askForQuote })).toHaveAttribute("href", `/tools/${hoe._id}#${QUOTE_REQUEST_ANCHOR}`);
    const place = screen.getByRole("button", { name: cartMessages.placeOrder });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription(expect.stringContaining(billMessages.outsideZones("Chile")));
    expect(screen.queryByText(billLabels.total)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/orders")).toBe(false);
  });
});
