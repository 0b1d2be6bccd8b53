import type { Order } from "@shop/contract";
import { cartMessages, TOTAL_COUNT_HEADER, messages } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { anOrder } from "../../../test/fixtures";
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

const rowOf = (product: string) => {
  const row = screen.getByRole("cell", { name: product }).closest("tr");
  if (!row) throw new Error(`no row for ${product}`);
  return within(row);
};

describe("MyOrdersPage", () => {
  it("shows Pay and Cancel for unpaid orders, Paid with the transaction id for paid ones", async () => {
    renderOrders({ [listPath()]: () => page([unpaid, paid, shipped]) });
    expect(screen.getByRole("heading", { level: 1, name: "My orders" })).toBeInTheDocument();
    await screen.findByRole("table");
    for (const header of ["#", "Order", "Status", "Name", "Email", "Product", "Price", "Payment", "Cancelling"]) {
      expect(screen.getByRole("columnheader", { name: header })).toBeInTheDocument();
    }

    const spade = rowOf("Spade");
    expect(spade.getByRole("link", { name: "Pay" })).toHaveAttribute("href", `/dashboard/payment/${unpaid._id}`);
    expect(spade.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(spade.getByText("$1,850.00")).toBeInTheDocument();
    expect(spade.queryByText("Paid")).not.toBeInTheDocument();
    expect(spade.getByText("Awaiting payment")).toBeInTheDocument();
    // The order number opens the order's own page; the date it was placed is beside it.
    expect(spade.getByRole("link", { name: "No. 11111111" })).toHaveAttribute("href", `/dashboard/orders/${unpaid._id}`);
    expect(spade.getByText(new Date(unpaid.createdAt).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" }))).toHaveAttribute(
      "datetime",
      unpaid.createdAt,
    );

    const rake = rowOf("Rake");
    expect(rake.getByText("Paid")).toBeInTheDocument();
    expect(rake.getByText("Processing")).toBeInTheDocument();
    expect(rake.getByText("pi_test_4f9a2c").parentElement).toHaveTextContent("Transaction id: pi_test_4f9a2c");
    expect(rake.queryByRole("link", { name: "Pay" })).not.toBeInTheDocument();
    expect(rake.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();

    const hoe = rowOf("Hoe");
    expect(hoe.getByText("Paid")).toBeInTheDocument();
    expect(hoe.getByText("Shipped")).toBeInTheDocument();

    // Narrow screens get the same orders as cards (CSS shows one or the other).
    const cards = within(screen.getByRole("list", { name: "Your orders" })).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const [spadeCard, rakeCard] = cards.map((card) => within(card));
    expect(spadeCard?.getByRole("link", { name: "Pay" })).toHaveAccessibleDescription("1. Spade");
    expect(spadeCard?.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(spadeCard?.getByRole("link", { name: "No. 11111111" })).toHaveAttribute("href", `/dashboard/orders/${unpaid._id}`);
    expect(spadeCard?.getByText("Awaiting payment")).toBeInTheDocument();
    expect(rakeCard?.getByText("Paid")).toBeInTheDocument();
    expect(rakeCard?.getByText("pi_test_4f9a2c")).toBeInTheDocument();
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
    expect(screen.getByRole("cell", { name: "Rake" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/order/${unpaid._id}` && init?.method === "DELETE")).toBe(true);
  });

  it("keeps the order when the question is answered with Keep it", async () => {
    const { user, fetchMock } = renderOrders({ [listPath()]: () => page([unpaid]) });
    await screen.findByRole("table");
    await user.click(rowOf("Spade").getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(screen.getByRole("cell", { name: "Spade" })).toBeInTheDocument();
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
    expect(await screen.findByRole("cell", { name: "Spade" })).toBeInTheDocument();
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
    expect(await screen.findByRole("cell", { name: "Sickle" })).toBeInTheDocument();
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
    expect(await screen.findByRole("cell", { name: "Sickle" })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "11" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("&page=1&limit=10"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByRole("cell", { name: "Tool 1" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "URL" })).toHaveTextContent(/^\/dashboard$/);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("cell", { name: "Sickle" })).toBeInTheDocument();
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
