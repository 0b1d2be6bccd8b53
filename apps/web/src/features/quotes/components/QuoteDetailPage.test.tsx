import type { QuoteDetail } from "@shop/contract";
import { quoteLabels, quoteTexts } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { quote } from "./fixtures";
import { QuoteDetailPage } from "./QuoteDetailPage";

const adminCheck = (admin: boolean) => ({ [`GET /api/admin/${encodeURIComponent(testUser.email)}`]: () => json(200, { admin }) });

function renderQuote(detail: QuoteDetail, admin: boolean) {
  mockFetch({ ...sessionHandlers(testUser), ...adminCheck(admin), [`GET /api/quotes/${detail._id}`]: () => json(200, detail) });
  renderWithProviders(<QuoteDetailPage />, { route: `/dashboard/quotes/${detail._id}`, path: "/dashboard/quotes/:quoteId" });
}

/** The fact a term names, as the page's definition list pairs them. */
const fact = (term: string) => screen.getByText(term, { selector: "dt" }).parentElement as HTMLElement;

describe("QuoteDetailPage: the stock beside the quantity (issue 20, item 18)", () => {
  it("shows the office the tool's stock now beside the quantity asked, and how many are short", async () => {
    renderQuote({ ...quote({ email: "buyer@example.com", quantity: 500 }), inStock: 120 }, true);
    // The office answers here.
    expect(await screen.findByLabelText(quoteLabels.unitPrice)).toBeInTheDocument();
    expect(within(fact(quoteTexts.quantityAsked)).getByText("500")).toBeInTheDocument();
    const stock = fact(quoteTexts.inStockNow);
    expect(stock).toHaveTextContent("120");
    expect(stock).toHaveTextContent(quoteTexts.short(380));
  });

  it("says so when the tool is no longer sold", async () => {
    renderQuote({ ...quote({ email: "buyer@example.com", productId: null }), inStock: null }, true);
    await screen.findByLabelText(quoteLabels.unitPrice);
    expect(fact(quoteTexts.inStockNow)).toHaveTextContent(quoteTexts.toolGone);
  });

  it("shows no shortage when the stock covers the quote", async () => {
    renderQuote({ ...quote({ email: "buyer@example.com", quantity: 50 }), inStock: 950 }, true);
    await screen.findByLabelText(quoteLabels.unitPrice);
    expect(fact(quoteTexts.inStockNow)).toHaveTextContent("950");
    expect(screen.queryByText(/short/)).not.toBeInTheDocument();
  });
});
