import type { QuoteDetail } from "@shop/contract";
import { companyOrderLabels, quoteLabels, quoteTexts, yourPriceTexts } from "@shop/contract";
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

describe("QuoteDetailPage: a company's quote (issue 27)", () => {
  const companyId = "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";

  it("tells a colleague who asked, that only they accept it, and leads back to the company's quotes", async () => {
    renderQuote({ ...quote({ email: "jamal@example.com", companyId, status: "offered", unitPrice: 15, validUntil: "2099-12-10" }), inStock: 950 }, false);
    expect(await screen.findByText(quoteTexts.onlyAskerAccepts("jamal@example.com"))).toBeInTheDocument();
    expect(fact(companyOrderLabels.askedBy)).toHaveTextContent("jamal@example.com");
    expect(screen.getByRole("link", { name: companyOrderLabels.companyQuotes })).toHaveAttribute("href", "/dashboard/company/quotes");
    expect(screen.queryByRole("button", { name: quoteTexts.acceptButton })).not.toBeInTheDocument();
  });

  it("tells the member the office asked for it on their behalf", async () => {
    renderQuote({ ...quote({ companyId, requestedByOffice: "office@example.com" }), inStock: 950 }, false);
    expect(await screen.findByText(quoteTexts.askedForYou, { selector: "dt" })).toBeInTheDocument();
    expect(fact(quoteTexts.askedForYou)).toHaveTextContent("The shop's office, after a call");
    expect(screen.getByRole("link", { name: quoteTexts.myQuotes })).toHaveAttribute("href", "/dashboard/quotes");
  });
});

describe("QuoteDetailPage: a member's price list (issue 28)", () => {
  it("shows the member's price as theirs, with the catalogue's for the quantity struck beside it", async () => {
    renderQuote({ ...quote({ listUnitPrice: 16.5, catalogueUnitPrice: 18 }), inStock: 950 }, false);
    const own = await screen.findByText(yourPriceTexts.yourPrice, { selector: "dt" });
    const price = own.parentElement as HTMLElement;
    expect(price).toHaveTextContent("$16.50 each");
    expect(price).toHaveTextContent(`${yourPriceTexts.catalogue}: $18.00 each`);
    expect(within(price).getByText("$18.00").tagName).toBe("S");
    expect(screen.queryByText("List price", { selector: "dt" })).not.toBeInTheDocument();
  });

  it("shows the list price alone when no list priced the quote", async () => {
    renderQuote({ ...quote({ listUnitPrice: 20, catalogueUnitPrice: null }), inStock: 950 }, false);
    await screen.findByText("List price", { selector: "dt" });
    expect(fact("List price")).toHaveTextContent("$20.00 each");
    expect(screen.queryByText(new RegExp(yourPriceTexts.catalogue))).not.toBeInTheDocument();
  });
});
