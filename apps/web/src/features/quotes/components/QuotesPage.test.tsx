import type { Quote } from "@shop/contract";
import { quoteMessages, quoteStatusLabels, quoteTexts, TOTAL_COUNT_HEADER } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { quote } from "./fixtures";
import { QuotesPage } from "./QuotesPage";

const page = (items: Quote[]) =>
  new Response(JSON.stringify(items), { status: 200, headers: { "Content-Type": "application/json", [TOTAL_COUNT_HEADER]: String(items.length) } });

const adminCheck = (admin: boolean) => ({ [`GET /api/admin/${encodeURIComponent(testUser.email)}`]: () => json(200, { admin }) });

describe("QuotesPage", () => {
  it("shows the buyer's quotes with their state and offer, without a status filter", async () => {
    const offered = quote({ _id: "22222222-2222-4222-8222-222222222222", product: "Rake", status: "offered", unitPrice: 15.5, validUntil: "2026-12-10" });
    mockFetch({ ...sessionHandlers(testUser), ...adminCheck(false), "GET /api/quotes?page=1&limit=10": () => page([quote(), offered]) });
    renderWithProviders(<QuotesPage />, { route: "/dashboard/quotes", path: "/dashboard/quotes" });
    expect(screen.getByRole("heading", { level: 1, name: quoteTexts.myQuotes })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: quoteTexts.myQuotes });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText(quoteStatusLabels.requested)).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText(quoteStatusLabels.offered)).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText("$15.50")).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("(list $20.00)");
    expect(screen.queryByLabelText(quoteTexts.statusFilter)).not.toBeInTheDocument();
  });

  it("shows a member's price list price with the catalogue's struck beside it (issue 28)", async () => {
    const listed = quote({ status: "offered", unitPrice: 15.5, validUntil: "2026-12-10", listUnitPrice: 16.5, catalogueUnitPrice: 18 });
    mockFetch({ ...sessionHandlers(testUser), ...adminCheck(false), "GET /api/quotes?page=1&limit=10": () => page([listed]) });
    renderWithProviders(<QuotesPage />, { route: "/dashboard/quotes", path: "/dashboard/quotes" });
    const [item] = within(await screen.findByRole("list", { name: quoteTexts.myQuotes })).getAllByRole("listitem");
    expect(item).toHaveTextContent("$15.50 each (your price $16.50, catalogue price $18.00), valid until");
    expect(within(item as HTMLElement).getByText("$18.00").tagName).toBe("S");
  });

  it("says when there are none", async () => {
    mockFetch({ ...sessionHandlers(testUser), ...adminCheck(false), "GET /api/quotes?page=1&limit=10": () => page([]) });
    renderWithProviders(<QuotesPage />, { route: "/dashboard/quotes", path: "/dashboard/quotes" });
    expect(await screen.findByText(quoteMessages.none)).toBeInTheDocument();
  });

  it("gives the office every quote, a status filter and Answer on requested ones", async () => {
    const someone = quote({ email: "someone@example.com" });
    const expired = quote({ _id: "33333333-3333-4333-8333-333333333333", status: "expired", unitPrice: 10, validUntil: "2026-11-01" });
    const fetchMock = mockFetch({
      ...sessionHandlers(testUser),
      ...adminCheck(true),
      "GET /api/quotes?page=1&limit=10": () => page([someone]),
      "GET /api/quotes?status=expired&page=1&limit=10": () => page([expired]),
    });
    renderWithProviders(<QuotesPage />, { route: "/dashboard/quotes", path: "/dashboard/quotes" });
    expect(await screen.findByRole("heading", { level: 1, name: quoteTexts.allQuotes })).toBeInTheDocument();
    expect(await screen.findByText(/someone@example.com/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: `${quoteTexts.answer}: 50 × Seed Drill` })).toHaveAttribute("href", `/dashboard/quotes/${someone._id}`);

    await userEvent.setup().selectOptions(screen.getByLabelText(quoteTexts.statusFilter), quoteStatusLabels.expired);
    expect(await screen.findByText(quoteStatusLabels.expired, { selector: ".badge" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/quotes?status=expired&page=1&limit=10", expect.anything());
    expect(screen.queryByRole("link", { name: new RegExp(`^${quoteTexts.answer}`) })).not.toBeInTheDocument();
  });
});
