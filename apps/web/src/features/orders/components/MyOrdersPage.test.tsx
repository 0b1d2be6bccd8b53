import type { Order } from "@shop/contract";
import { cartMessages, TOTAL_COUNT_HEADER, messages } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatDate } from "../../../lib/dates";
import { anOrder, anOrderLine } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { MyOrdersPage } from "./MyOrdersPage";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock("sonner", () => ({ toast, Toaster: () => null }));

stubDialogMethods();

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
});

const unpaid = anOrder({ _id: "11111111-1111-4111-8111-111111111111", product: "Spade" });
const paid = anOrder({
  _id: "22222222-2222-4222-8222-222222222222",
  product: "Rake",
  paid: true,
  status: "paid",
  transactionId: "pi_test_4f9a2c",
});
const shipped = anOrder({
  _id: "33333333-3333-4333-8333-333333333333",
  product: "Hoe",
  paid: true,
  status: "shipped",
  transactionId: "pi_test_77aa01",
});

const listPath = (page = 1) => `GET /api/order?email=${encodeURIComponent(testUser.email)}&page=${page}&limit=10`;

const page = (items: Order[], total = items.length) =>
  new Response(JSON.stringify(items), {
    status: 200,
    headers: { "Content-Type": "application/json", [TOTAL_COUNT_HEADER]: String(total) },
  });

function renderOrders(handlers: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({ ...sessionHandlers(testUser), ...handlers });
  renderWithProviders(<MyOrdersPage />, { route: "/dashboard", path: "/dashboard" });
  return { fetchMock, user: userEvent.setup() };
}

/** The Product cell of an order of one tool: the tool's name, then its line ("100 × $18.50 = $1,850.00"). */
const productCell = (product: string) => screen.getByRole("cell", { name: new RegExp(`^${product} \\d`) });

const rowOf = (product: string) => {
  const row = productCell(product).closest("tr");
  if (!row) throw new Error(`no row for ${product}`);
  return within(row);
};

describe("MyOrdersPage", () => {
  it("marks an order refunded in part, with what was given back and what is left, in the table and on the card (issue 26)", async () => {
    const partly = { ...paid, refunded: 350 };
    const whole = { ...shipped, status: "cancelled" as const, refunded: 1850 };
    renderOrders({ [listPath()]: () => page([partly, whole]) });
    await screen.findByRole("table");
    expect(rowOf("Rake").getByText("Partly refunded")).toBeInTheDocument();
    expect(rowOf("Rake").getByText("$350.00 refunded, $1,500.00 left")).toBeInTheDocument();
    expect(screen.getAllByText("$350.00 refunded, $1,500.00 left")).toHaveLength(2);
    // Refunded in full, the order is cancelled: its status says it all.
    expect(rowOf("Hoe").queryByText("Partly refunded")).not.toBeInTheDocument();
    expect(screen.getAllByText("Partly refunded")).toHaveLength(2);
  });

  it("shows Pay and Cancel for unpaid orders, Paid with the transaction id for paid ones", async () => {
    renderOrders({ [listPath()]: () => page([unpaid, paid, shipped]) });
    expect(screen.getByRole("heading", { level: 1, name: "My orders" })).toBeInTheDocument();
    await screen.findByRole("table");
    // The status stands under the order's number (issue 20, item 17: the table fits 1280 px).
    for (const header of ["#", "Order", "Name", "Email", "Product", "Price", "Payment", "Cancelling"]) {
      expect(screen.getByRole("columnheader", { name: header })).toBeInTheDocument();
    }

    const spade = rowOf("Spade");
    expect(spade.getByRole("link", { name: "Pay" })).toHaveAttribute("href", `/dashboard/payment/${unpaid._id}`);
    expect(spade.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    // The price, and the one line's total that adds up to it.
    expect(spade.getAllByText("$1,850.00")).toHaveLength(2);
    expect(spade.queryByText("Paid")).not.toBeInTheDocument();
    // One set of status names on every page (issue 20, item 19): the spec's "unpaid".
    expect(spade.getByText("Unpaid")).toBeInTheDocument();
    // The order number opens the order's own page; the date it was placed is beside it, in the one date format.
    expect(spade.getByRole("link", { name: "No. 11111111" })).toHaveAttribute("href", `/dashboard/orders/${unpaid._id}`);
    expect(spade.getByText(formatDate(unpaid.createdAt))).toHaveAttribute("datetime", unpaid.createdAt);

    const rake = rowOf("Rake");
    // The spec's Paid mark in the Payment column, and the status "Paid" (not "Processing") as on every page.
    expect(rake.getAllByText("Paid")).toHaveLength(2);
    expect(rake.queryByText("Processing")).not.toBeInTheDocument();
    expect(rake.getByText("pi_test_4f9a2c").parentElement).toHaveTextContent("Transaction id: pi_test_4f9a2c");
    expect(rake.queryByRole("link", { name: "Pay" })).not.toBeInTheDocument();
    expect(rake.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();

    const hoe = rowOf("Hoe");
    expect(hoe.getByText("Paid")).toBeInTheDocument();
    expect(hoe.getByText("Shipped")).toBeInTheDocument();
    expect(within(productCell("Spade")).getByText("100 × $18.50 =", { exact: false })).toHaveTextContent("100 × $18.50 = $1,850.00");

    // Narrow screens get the same orders as cards (CSS shows one or the other).
    // One card per order (each card lists its lines in a list of its own).
    const list = screen.getByRole("list", { name: "Your orders" });
    const cards = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list);
    expect(cards).toHaveLength(3);
    const [spadeCard, rakeCard] = cards.map((card) => within(card));
    expect(spadeCard?.getByRole("link", { name: "Pay" })).toHaveAccessibleDescription("1. Spade");
    expect(spadeCard?.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(spadeCard?.getByRole("link", { name: "No. 11111111" })).toHaveAttribute("href", `/dashboard/orders/${unpaid._id}`);
    expect(spadeCard?.getByText("Unpaid")).toBeInTheDocument();
    expect(spadeCard?.getAllByText("$1,850.00")).toHaveLength(2);
    expect(rakeCard?.getAllByText("Paid")).toHaveLength(2);
    expect(rakeCard?.getByText("pi_test_4f9a2c")).toBeInTheDocument();
  });

  it("shows a cart's every line with its own quantity, unit price and line total, in the table and on the card", async () => {
    const line = anOrderLine;
    const cart = anOrder({
      _id: "77777777-7777-4777-8777-777777777777",
      product: "Pitchfork, Spade and Sickle",
      quantity: 1000,
      unitPrice: 12.9,
      price: 10350,
      items: [line("Pitchfork", 500, 12.9), line("Spade", 300, 9.5), line("Sickle", 200, 5.25)],
    });
    renderOrders({ [listPath()]: () => page([cart]) });
    await screen.findByRole("table");
    const expected = ["Pitchfork 500 × $12.90 = $6,450.00", "Spade 300 × $9.50 = $2,850.00", "Sickle 200 × $5.25 = $1,050.00"];
    const row = productCell("Pitchfork").closest("tr") as HTMLElement;
    expect(within(productCell("Pitchfork")).getAllByRole("listitem").map((item) => item.textContent)).toEqual(expected);
    expect(within(row).getAllByText("$10,350.00")).toHaveLength(1);
    const card = within(screen.getByRole("list", { name: "Your orders" })).getAllByRole("listitem")[0] as HTMLElement;
    expect(within(card).getAllByRole("listitem").map((item) => item.textContent)).toEqual(expected);
    expect(within(card).getByText("$10,350.00")).toBeInTheDocument();
    expect(screen.queryByText(/1,?000 × \$12\.90/)).not.toBeInTheDocument();
  });

  it("offers Order again on paid and shipped orders, each described by its tool, not on unpaid ones", async () => {
    renderOrders({ [listPath()]: () => page([unpaid, paid, shipped]) });
    await screen.findByRole("table");
    expect(rowOf("Rake").getByRole("button", { name: cartMessages.orderAgain })).toHaveAccessibleDescription("Rake");
    expect(rowOf("Hoe").getByRole("button", { name: cartMessages.orderAgain })).toBeInTheDocument();
    expect(rowOf("Spade").queryByRole("button", { name: cartMessages.orderAgain })).not.toBeInTheDocument();
  });

  it("asks the spec's question, cancels, toasts and marks the row Cancelled without a reload", async () => {
    let cancelled = false;
    const { user, fetchMock } = renderOrders({
      [listPath()]: () => page(cancelled ? [{ ...unpaid, status: "cancelled" }, paid] : [unpaid, paid]),
      [`DELETE /api/order/${unpaid._id}`]: () => {
        cancelled = true;
        return json(200, { acknowledged: true, deletedCount: 1 });
      },
    });
    await screen.findByRole("table");
    await user.click(rowOf("Spade").getByRole("button", { name: "Cancel" }));

    const dialog = screen.getByRole("dialog", { name: messages.confirmDelete });
    expect(dialog).toHaveTextContent("are you sure? want to delete?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.order.cancelled));
    // The order stays in the list, marked Cancelled, with nothing left to pay or cancel.
    await waitFor(() => expect(rowOf("Spade").getByText("Cancelled")).toBeInTheDocument());
    expect(rowOf("Spade").queryByRole("link", { name: "Pay" })).not.toBeInTheDocument();
    expect(rowOf("Spade").queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(productCell("Rake")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/order/${unpaid._id}` && init?.method === "DELETE")).toBe(true);
  });

  it("keeps the order when the question is answered with Keep it", async () => {
    const { user, fetchMock } = renderOrders({ [listPath()]: () => page([unpaid]) });
    await screen.findByRole("table");
    await user.click(rowOf("Spade").getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(productCell("Spade")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
  });

  it("shows a friendly empty state", async () => {
    renderOrders({ [listPath()]: () => page([]) });
    expect(await screen.findByText("You have no orders yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse tools" })).toHaveAttribute("href", "/tools");
  });

  it("shows the failure with a Retry that loads again", async () => {
    let fail = true;
    const { user } = renderOrders({
      [listPath()]: () => (fail ? json(500, { error: { code: "internal", message: "Something went wrong" } }) : page([unpaid])),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load your orders.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("cell", { name: /^Spade \d/ })).toBeInTheDocument();
  });

  it("pages the list when there are more than 10 orders", async () => {
    const many = Array.from({ length: 10 }, (_, index) =>
      anOrder({ _id: `44444444-4444-4444-8444-${String(index).padStart(12, "0")}`, product: `Tool ${index + 1}` }),
    );
    const { user } = renderOrders({
      [listPath(1)]: () => page(many, 12),
      [listPath(2)]: () => page([anOrder({ _id: "55555555-5555-4555-8555-555555555555", product: "Sickle" })], 12),
    });
    await screen.findByRole("table");
    expect(screen.getByText("1–10 of 12")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("cell", { name: /^Sickle \d/ })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "11" })).toBeInTheDocument();
  });

  it("reads the page from the URL (?page=), so a reload or a shared link shows the same page, and keeps it there", async () => {
    const many = Array.from({ length: 10 }, (_, index) =>
      anOrder({ _id: `44444444-4444-4444-8444-${String(index).padStart(12, "0")}`, product: `Tool ${index + 1}` }),
    );
    const fetchMock = mockFetch({
      ...sessionHandlers(testUser),
      [listPath(1)]: () => page(many, 12),
      [listPath(2)]: () => page([anOrder({ _id: "55555555-5555-4555-8555-555555555555", product: "Sickle" })], 12),
    });
    function Url() {
      const { pathname, search } = useLocation();
      return <output aria-label="URL">{`${pathname}${search}`}</output>;
    }
    renderWithProviders(
      <>
        <MyOrdersPage />
        <Url />
      </>,
      { route: "/dashboard?page=2", path: "/dashboard" },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole("cell", { name: /^Sickle \d/ })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "11" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("&page=1&limit=10"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByRole("cell", { name: /^Tool 1 \d/ })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "URL" })).toHaveTextContent(/^\/dashboard$/);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("cell", { name: /^Sickle \d/ })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "URL" })).toHaveTextContent("/dashboard?page=2");
  });

  it("shows an expired order with an Expired badge instead of Pay and Cancel, and an unpaid one's deadline", async () => {
    const expired = anOrder({ _id: "66666666-6666-4666-8666-666666666666", product: "Sickle", status: "expired", holdUntil: null });
    const holding = { ...unpaid, holdUntil: new Date(Date.now() + 30 * 60_000).toISOString() };
    renderOrders({ [listPath()]: () => page([holding, expired]) });
    await screen.findByRole("table");
    const sickle = rowOf("Sickle");
    expect(sickle.getByText(messages.order.expiredBadge)).toBeInTheDocument();
    expect(sickle.queryByRole("link", { name: "Pay" })).not.toBeInTheDocument();
    expect(sickle.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(rowOf("Spade").getByText(/^Pay by /)).toBeInTheDocument();
  });
});
