import type { AdminSummary } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../test/utils";
import { DashboardHome } from "./DashboardHome";

const summary: AdminSummary = {
  ordersToShip: 3,
  lowStock: {
    count: 6,
    tools: [
      { _id: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a51", name: "Garden Hoe", availableQuantity: 12, minimumOrderQuantity: 50 },
      { _id: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a52", name: "Spade", availableQuantity: 0, minimumOrderQuantity: 100 },
    ],
  },
  salesThisMonth: {
    month: "2026-11",
    currencies: [
      { currency: "EUR", invoices: 1, creditNotes: 0, invoiced: 99, credited: 0, amount: 99 },
      { currency: "USD", invoices: 4, creditNotes: 1, invoiced: 12445.5, credited: 100, amount: 12345.5 },
    ],
  },
  overdueOnAccount: { amount: 4321, companies: 2 },
};

function renderFor(admin: boolean) {
  const user = { ...testUser, role: admin ? ("admin" as const) : ("other" as const) };
  const fetchMock = mockFetch({
    ...sessionHandlers(user),
    [`GET /api/admin/${encodeURIComponent(user.email)}`]: () => json(200, { admin }),
    "GET /api/admin/summary": () => json(200, summary),
    [`GET /api/order?email=${encodeURIComponent(user.email)}&page=1&limit=10`]: () =>
      new Response("[]", { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": "0" } }),
  });
  renderWithProviders(<DashboardHome />, { route: "/dashboard", path: "/dashboard" });
  return fetchMock;
}

describe("DashboardHome", () => {
  it("opens an admin's dashboard on what needs doing, each figure with the page that does it", async () => {
    const fetchMock = renderFor(true);
    expect(await screen.findByRole("heading", { level: 1, name: "Shop overview" })).toBeInTheDocument();
    const cards = within(await screen.findByRole("list", { name: "Shop overview" }));
    const toShip = cards.getByRole("heading", { name: "Orders to ship" }).closest("li");
    expect(toShip).toHaveTextContent("3");
    expect(within(toShip as HTMLElement).getByRole("link", { name: "Manage All Orders" })).toHaveAttribute("href", "/dashboard/manageAllOrders");

    const low = within(cards.getByRole("heading", { name: "Low stock" }).closest("li") as HTMLElement);
    expect(low.getByText("Garden Hoe")).toBeInTheDocument();
    expect(low.getByText("12 left, min. 50")).toBeInTheDocument();
    expect(low.getByText("and 4 more")).toBeInTheDocument();
    expect(low.getByRole("link", { name: "Manage Products" })).toHaveAttribute("href", "/dashboard/manageProducts");

    // Issue 35 item 9: the monthly report's figure per currency, with the report of that month.
    const sales = within(cards.getByRole("heading", { name: "Sales in November 2026" }).closest("li") as HTMLElement);
    expect(sales.getByText("$12,345.50")).toBeInTheDocument();
    expect(sales.getByText("€99.00")).toBeInTheDocument();
    expect(sales.getByText("4 invoices issued $12,445.50, less 1 credit note $100.00.")).toBeInTheDocument();
    expect(sales.getByText("1 invoice issued €99.00, less 0 credit notes €0.00.")).toBeInTheDocument();
    expect(sales.getByRole("link", { name: "See the monthly report" })).toHaveAttribute("href", "/dashboard/reports?from=2026-11&to=2026-11");

    // Issue 28: what companies owe past its due date, with the receivables page.
    const overdue = within(cards.getByRole("heading", { name: "Overdue on account" }).closest("li") as HTMLElement);
    expect(overdue.getByText("$4,321.00")).toBeInTheDocument();
    expect(overdue.getByText("2 companies have overdue invoices.")).toBeInTheDocument();
    expect(overdue.getByRole("link", { name: "See receivables" })).toHaveAttribute("href", "/dashboard/receivables");
    expect(screen.queryByText("You have no orders yet")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/order?"))).toBe(false);
  });

  it("keeps a customer's landing: My orders, and never asks for the summary", async () => {
    const fetchMock = renderFor(false);
    expect(await screen.findByRole("heading", { level: 1, name: "My orders" })).toBeInTheDocument();
    expect(await screen.findByText("You have no orders yet")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/admin/summary")).toBe(false);
  });
});
