import type { Tool } from "@shop/contract";
import { accountMessages, bulkLabels, bulkMessages, cartMessages, lineMessages, messages } from "@shop/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { aCheckout, anOrder, aTool } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { PurchasePage } from "./PurchasePage";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock("sonner", () => ({ toast, Toaster: () => null }));

const spade = aTool();

const placedOrder = (quantity: number) =>
  anOrder({ _id: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a", phone: "+49 170 1234567", address: "Field Road 1, Hamlet", quantity, price: spade.price * quantity });

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
});

async function renderPurchase(tool: Tool = spade, extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser),
    [`GET /api/tools/${tool._id}`]: () => json(200, tool),
    "POST /api/checkout": () => json(200, aCheckout()),
    ...extra,
  });
  renderWithProviders(<PurchasePage />, { route: `/tools/${tool._id}`, path: "/tools/:toolsId" });
  await screen.findByRole("heading", { level: 1, name: `Purchase by ${tool.name}` });
  // The order form needs the signed-in user, which arrives on its own.
  await screen.findByRole("button", { name: "Place Order" });
  return { fetchMock, user: userEvent.setup() };
}

/** The order form: the Price and cart box shows the same total. */
const orderBox = () => within(screen.getByRole("region", { name: "Please fill up the information below" }));

async function setQuantity(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.type(screen.getByLabelText("Quantity"), value);
  await user.click(screen.getByRole("button", { name: "Set Quantity" }));
}

describe("PurchasePage: the forms in place", () => {
  it("renders the forms as soon as their code is in, without waiting for a frame (the server renders them in the page)", async () => {
    // The browser's frames never come: nothing of the page may wait for one.
    vi.stubGlobal("requestAnimationFrame", () => 0);
    try {
      mockFetch({ ...sessionHandlers(testUser), [`GET /api/tools/${spade._id}`]: () => json(200, spade) });
      renderWithProviders(<PurchasePage />, { route: `/tools/${spade._id}`, path: "/tools/:toolsId" });
      await screen.findByRole("img", { name: spade.name });
      expect(await screen.findByRole("button", { name: "Place Order" })).toBeInTheDocument();
      expect(await screen.findByRole("button", { name: "Set Quantity" })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("PurchasePage: quantity check", () => {
  // Issue 20, item 19 changes what the spec's check did after a refusal: the field keeps its
  // value (the spec emptied it) and says why beside it; the spec's toast stays.
  it("refuses more than the stock with the spec's toast, keeps the value and says why beside the field", async () => {
    const { user } = await renderPurchase();
    await setQuantity(user, "951");
    expect(toast.error).toHaveBeenCalledWith(messages.quantity.tooMany);
    expect(messages.quantity.tooMany).toBe("Failed to set place order");
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Quantity")).toHaveValue(951);
    expect(screen.getByLabelText("Quantity")).toHaveAccessibleDescription(lineMessages.tooMany(950, "Spade"));
  });

  it("refuses less than the minimum with 'please set at least 100', beside the field too", async () => {
    const { user } = await renderPurchase();
    await setQuantity(user, "99");
    expect(toast.error).toHaveBeenCalledWith("please set at least 100");
    expect(screen.getByLabelText("Quantity")).toHaveValue(99);
    expect(screen.getByLabelText("Quantity")).toHaveAccessibleDescription("please set at least 100");
  });

  it("says nothing beside the field while the quantity is typed, then says it once the field is left", async () => {
    const { user } = await renderPurchase();
    await user.type(screen.getByLabelText("Quantity"), "9");
    expect(screen.getByLabelText("Quantity")).not.toHaveAccessibleDescription();
    await user.tab();
    expect(screen.getByLabelText("Quantity")).toHaveAccessibleDescription("please set at least 100");
    // Mended, the message goes at once.
    await user.type(screen.getByLabelText("Quantity"), "00");
    expect(screen.getByLabelText("Quantity")).not.toHaveAccessibleDescription();
  });

  it("accepts a quantity in range, which becomes the order's quantity and total", async () => {
    const { user } = await renderPurchase();
    // Before any check the order is for the minimum.
    expect(screen.getByText("Quantity:").parentElement).toHaveTextContent("Quantity: 100");
    expect(orderBox().getByText("$1,850.00")).toBeInTheDocument();
    await setQuantity(user, "150");
    expect(toast.success).toHaveBeenCalledWith(messages.quantity.ok);
    expect(screen.getByText("Quantity:").parentElement).toHaveTextContent("Quantity: 150");
    expect(orderBox().getByText("$2,775.00")).toBeInTheDocument();
    // The box keeps the quantity the price uses (issue 26), not the placeholder's minimum.
    await waitFor(() => expect(screen.getByLabelText("Quantity")).toHaveValue(150));
  });
});

describe("PurchasePage: the typed quantity is the quantity ordered", () => {
  const placed = (quantity: number) => () => json(201, { success: true, insertedId: placedOrder(quantity)._id, order: placedOrder(quantity) });

  async function fillAndPlace(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText("Address"), "Field Road 1, Hamlet");
    await user.type(screen.getByLabelText("Number"), "0170 1234567");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
  }

  it("orders a quantity typed but never set, and the order box shows it and its total first", async () => {
    const { user, fetchMock } = await renderPurchase(spade, { "POST /api/orders": placed(300) });
    await user.type(screen.getByLabelText("Quantity"), "300");
    expect(screen.getByText("Quantity:").parentElement).toHaveTextContent("Quantity: 300");
    expect(orderBox().getByText("$5,550.00")).toBeInTheDocument();
    await fillAndPlace(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.order.placed));
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/orders");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ quantity: 300 });
  });

  it("a typed quantity overrides the one set before", async () => {
    const { user, fetchMock } = await renderPurchase(spade, { "POST /api/orders": placed(200) });
    await setQuantity(user, "150");
    await user.clear(screen.getByLabelText("Quantity"));
    await user.type(screen.getByLabelText("Quantity"), "200");
    expect(screen.getByText("Quantity:").parentElement).toHaveTextContent("Quantity: 200");
    await fillAndPlace(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/orders");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ quantity: 200 });
  });

  // Issue 20, item 19: a quantity problem at Place Order is said beside the quantity field (which
  // takes the focus), no longer as the spec's Set Quantity toast, and no price is shown for it.
  it("Place Order checks a typed quantity: the reason beside the field, no toast, no order, no total, fields kept", async () => {
    const { user, fetchMock } = await renderPurchase(spade, { "POST /api/orders": placed(100) });
    await user.type(screen.getByLabelText("Quantity"), "951");
    expect(orderBox().queryByText(/Total:/)).not.toBeInTheDocument();
    await fillAndPlace(user);
    expect(toast.error).not.toHaveBeenCalled();
    const tooMany = lineMessages.tooMany(950, "Spade");
    expect(screen.getByLabelText("Quantity")).toHaveAccessibleDescription(tooMany);
    expect(screen.getByLabelText("Quantity")).toHaveFocus();
    expect(screen.getByRole("button", { name: "Place Order" })).toHaveAccessibleDescription(tooMany);
    expect(screen.getByRole("button", { name: "Place Order" })).toBeEnabled();
    await user.clear(screen.getByLabelText("Quantity"));
    await user.type(screen.getByLabelText("Quantity"), "99");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(screen.getByLabelText("Quantity")).toHaveAccessibleDescription("please set at least 100");
    expect(toast.error).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/orders")).toBe(false);
    expect(screen.getByLabelText("Address")).toHaveValue("Field Road 1, Hamlet");
    expect(screen.getByLabelText("Quantity")).toHaveValue(99);
  });
});

describe("PurchasePage: order form", () => {
  it("prefills the name and locks the email and product name", async () => {
    await renderPurchase();
    expect(screen.getByLabelText("Name")).toHaveValue(testUser.displayName);
    expect(screen.getByLabelText("Email")).toHaveValue(testUser.email);
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Product Name")).toHaveValue("Spade");
    expect(screen.getByLabelText("Product Name")).toHaveAttribute("readonly");
    expect(screen.getByRole("heading", { name: "Please fill up the information below" })).toBeInTheDocument();
  });

  it("requires the address and the number", async () => {
    const { user, fetchMock } = await renderPurchase();
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText("Address is required")).toBeInTheDocument();
    expect(screen.getByText("Number is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Address")).toHaveAccessibleDescription("Address is required");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/orders")).toBe(false);
  });

  it("places the order with the set quantity, toasts, replaces the form by the success box and refetches the tool", async () => {
    const { user, fetchMock } = await renderPurchase(spade, {
      "POST /api/orders": () => json(201, { success: true, insertedId: placedOrder(150)._id, order: placedOrder(150) }),
    });
    await setQuantity(user, "150");
    await user.type(screen.getByLabelText("Address"), "Field Road 1, Hamlet");
    await user.type(screen.getByLabelText("Number"), "+49 170 1234567");
    await user.click(screen.getByRole("button", { name: "Place Order" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.order.placed));
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/orders");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      name: testUser.displayName,
      email: testUser.email,
      phone: "+49 170 1234567",
      address: "Field Road 1, Hamlet",
      product: "Spade",
      productId: spade._id,
      quantity: 150,
    });
    expect(await screen.findByRole("link", { name: "Go to My orders" })).toHaveAttribute("href", "/dashboard");
    // The order number, focus on the success box with its Pay now, and no form to order twice.
    const success = screen.getByRole("status", { name: /Successfully placed an order: order no\. 9D8C7B6A/ });
    await waitFor(() => expect(success).toHaveFocus());
    expect(within(success).getByRole("link", { name: "Pay now" })).toHaveAttribute("href", `/dashboard/payment/${placedOrder(150)._id}`);
    expect(within(success).getByRole("link", { name: "View order" })).toHaveAttribute("href", `/dashboard/orders/${placedOrder(150)._id}`);
    expect(screen.queryByRole("button", { name: "Place Order" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Address")).not.toBeInTheDocument();
    // Another order starts from an empty form and the minimum quantity.
    await user.click(within(success).getByRole("button", { name: "Place another order" }));
    expect(screen.getByLabelText("Address")).toHaveValue("");
    expect(screen.getByLabelText("Number")).toHaveValue("");
    expect(screen.getByLabelText("Name")).toHaveValue(testUser.displayName);
    expect(screen.getByText("Quantity:").parentElement).toHaveTextContent("Quantity: 100");
    await waitFor(() => {
      const toolLoads = fetchMock.mock.calls.filter(([url]) => url === `/api/tools/${spade._id}`);
      expect(toolLoads.length).toBeGreaterThanOrEqual(2);
    });
  });

  it("places one order however fast Place Order is clicked", async () => {
    const { user, fetchMock } = await renderPurchase(spade, {
      "POST /api/orders": () => json(201, { success: true, insertedId: placedOrder(100)._id, order: placedOrder(100) }),
    });
    await user.type(screen.getByLabelText("Address"), "Field Road 1, Hamlet");
    await user.type(screen.getByLabelText("Number"), "0170 1234567");
    // Two clicks in the same tick, before React can disable the button.
    const placeOrder = screen.getByRole("button", { name: "Place Order" });
    fireEvent.click(placeOrder);
    fireEvent.click(placeOrder);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.order.placed));
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/orders")).toHaveLength(1);
  });

  it("shows the failure toast and the server's reason, and keeps every field typed", async () => {
    const { user } = await renderPurchase(spade, {
      "POST /api/orders": () => json(409, { error: { code: "conflict", message: "Only 12 of Spade left in stock" } }),
    });
    await user.type(screen.getByLabelText("Address"), "Field Road 1, Hamlet");
    await user.type(screen.getByLabelText("Number"), "0170 1234567");
    await user.click(screen.getByRole("button", { name: "Place Order" }));

    const alert = await screen.findByRole("alert");
    expect(toast.error).toHaveBeenCalledWith(messages.order.failed);
    expect(alert).toHaveTextContent(messages.order.failed);
    expect(alert).toHaveTextContent("Only 12 of Spade left in stock");
    expect(screen.getByLabelText("Address")).toHaveValue("Field Road 1, Hamlet");
    expect(screen.getByLabelText("Number")).toHaveValue("0170 1234567");
    expect(screen.getByLabelText("Name")).toHaveValue(testUser.displayName);
    expect(screen.getByRole("button", { name: "Place Order" })).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says 'Out of stock' and keeps Place Order disabled when nothing is left", async () => {
    await renderPurchase({ ...spade, availableQuantity: 0 });
    const placeOrder = screen.getByRole("button", { name: "Place Order" });
    expect(placeOrder).toBeDisabled();
    expect(placeOrder).toHaveAccessibleDescription("Out of stock");
    const form = placeOrder.closest("form");
    expect(form && within(form).getByText("Out of stock")).toBeInTheDocument();
  });

  it("retries a Place Order whose answer was lost with the same Idempotency-Key; the next order gets a new one", async () => {
    let calls = 0;
    const { user, fetchMock } = await renderPurchase(spade, {
      "POST /api/orders": () => {
        calls += 1;
        if (calls === 1) return Promise.reject(new TypeError("Failed to fetch"));
        return json(201, { success: true, insertedId: placedOrder(100)._id, order: placedOrder(100) });
      },
    });
    const submit = async () => {
      await user.type(screen.getByLabelText("Address"), "Field Road 1, Hamlet");
      await user.type(screen.getByLabelText("Number"), "0170 1234567");
      await user.click(screen.getByRole("button", { name: "Place Order" }));
    };
    await submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.order.failed));
    // The fields are kept: pressing Place Order again retries the same order.
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.order.placed));
    await user.click(await screen.findByRole("button", { name: "Place another order" }));
    await submit();
    await waitFor(() => expect(calls).toBe(3));
    const keys = fetchMock.mock.calls
      .filter(([url]) => url === "/api/orders")
      .map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe("PurchasePage: volume prices, pack sizes and the cart (issue 12)", () => {
  const bulkSpade: Tool = { ...spade, packSize: 10, priceBreaks: [{ minQuantity: 200, price: 17 }, { minQuantity: 500, price: 15.5 }] };

  beforeEach(() => localStorage.clear());

  it("shows the break table and prices the typed quantity with the break it reaches", async () => {
    const { user } = await renderPurchase(bulkSpade);
    const table = screen.getByRole("table", { name: bulkLabels.priceBreaks });
    expect(within(table).getAllByRole("row").map((row) => row.textContent)).toEqual(["From quantityUnit price", "100+$18.50", "200+$17.00", "500+$15.50"]);
    const bulk = within(screen.getByRole("region", { name: "Price and cart" }));
    // The minimum: the list price, and how far the next break is.
    expect(bulk.getByText(cartMessages.nextBreak(100, "$17.00"))).toBeInTheDocument();
    await user.type(screen.getByLabelText("Quantity"), "200");
    expect(bulk.getByText(bulkMessages.saving("$300.00"))).toBeInTheDocument();
    expect(orderBox().getByText("$3,400.00")).toBeInTheDocument();
    expect(orderBox().getByText(/200 × \$17\.00/)).toBeInTheDocument();
    expect(within(table).getByRole("row", { current: true })).toHaveTextContent("200+$17.00");
  });

  it("steps the quantity by the pack and says why a quantity off the pack cannot be ordered", async () => {
    const { user } = await renderPurchase(bulkSpade);
    expect(screen.getByLabelText("Quantity")).toHaveAttribute("step", "10");
    await user.type(screen.getByLabelText("Quantity"), "105");
    const message = lineMessages.notPack(10, bulkSpade.name);
    expect(orderBox().getByText(message)).toBeInTheDocument();
    // No price or saving for a quantity that cannot be ordered.
    expect(within(screen.getByRole("region", { name: "Price and cart" })).queryByText(/Total/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: cartMessages.addToCart }));
    // Issue 20, item 19: said beside the quantity field, not in a toast.
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Quantity")).toHaveAccessibleDescription(message);
    expect(localStorage.getItem("cart")).toBeNull();
  });

  it("adds the chosen quantity to the cart", async () => {
    const { user } = await renderPurchase(bulkSpade);
    await user.type(screen.getByLabelText("Quantity"), "300");
    await user.click(screen.getByRole("button", { name: cartMessages.addToCart }));
    expect(toast.success).toHaveBeenCalledWith(bulkMessages.addedToCart(bulkSpade.name), expect.anything());
    expect(JSON.parse(localStorage.getItem("cart") ?? "[]")).toEqual([{ productId: bulkSpade._id, quantity: 300 }]);
  });
});

describe("PurchasePage: what another feature puts beside Add to cart", () => {
  it("gets the quantity the page orders, and has the quantity field say why when none is whole", async () => {
    const render = vi.fn((_tool: Tool, quantity: number | null, onQuantityProblem: () => void) => (
      <button type="button" onClick={onQuantityProblem}>
        {`Keep ${quantity ?? "nothing"}`}
      </button>
    ));
    mockFetch({ ...sessionHandlers(testUser), [`GET /api/tools/${spade._id}`]: () => json(200, spade) });
    renderWithProviders(<PurchasePage besideAddToCart={{ load: () => Promise.resolve(), render }} />, { route: `/tools/${spade._id}`, path: "/tools/:toolsId" });
    const priceBox = within(await screen.findByRole("region", { name: "Price and cart" }));
    // The minimum until something is typed.
    expect(await priceBox.findByRole("button", { name: "Keep 100" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Quantity"), "250");
    expect(priceBox.getByRole("button", { name: "Keep 250" })).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Quantity"));
    await user.type(screen.getByLabelText("Quantity"), "2.5");
    await user.click(priceBox.getByRole("button", { name: "Keep nothing" }));
    expect(screen.getByLabelText("Quantity")).toHaveAccessibleDescription(/whole number/);
  });
});

describe("PurchasePage: an unverified customer (issue 20, item 19)", () => {
  it("is told to verify before ordering, with the resend button, and Place Order waits for it", async () => {
    const unverified = { ...testUser, emailVerified: false };
    const fetchMock = mockFetch({ ...sessionHandlers(unverified), [`GET /api/tools/${spade._id}`]: () => json(200, spade) });
    renderWithProviders(<PurchasePage />, { route: `/tools/${spade._id}`, path: "/tools/:toolsId" });
    const placeOrder = await screen.findByRole("button", { name: "Place Order" });
    expect(placeOrder).toBeDisabled();
    expect(placeOrder).toHaveAccessibleDescription(expect.stringContaining(accountMessages.verifyBeforeOrdering));
    const form = placeOrder.closest("form") as HTMLElement;
    expect(within(form).getByRole("button", { name: accountMessages.resendVerification })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/orders")).toBe(false);
  });

  it("shows the notice when the server refuses for that reason although this page thought the address verified", async () => {
    let verified = true;
    const { user } = await renderPurchase(spade, {
      "GET /api/auth/session": () => json(200, { user: { ...testUser, emailVerified: verified } }),
      "POST /api/orders": () => {
        verified = false;
        return json(403, { error: { code: "forbidden", message: accountMessages.verifyBeforeOrdering } });
      },
    });
    await user.type(screen.getByLabelText("Address"), "Field Road 1, Hamlet");
    await user.type(screen.getByLabelText("Number"), "0170 1234567");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByRole("button", { name: accountMessages.resendVerification })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Place Order" })).toBeDisabled();
    expect(screen.getByLabelText("Address")).toHaveValue("Field Road 1, Hamlet");
  });
});

