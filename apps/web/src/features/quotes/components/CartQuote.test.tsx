import type { QuoteDetail } from "@shop/contract";
import { cartQuoteTexts, quoteLabels, quoteTexts } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sentBody, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { AnswerCartQuoteForm } from "./AnswerCartQuoteForm";
import { QuoteLinesTable } from "./CartQuote";
import { quote } from "./fixtures";
import { RequestCartQuote } from "./RequestCartQuote";

/** Issue 35, item 7: a cart sent as one quote request, and the office's offer line by line. */
stubDialogMethods();

const lines = [
  { productId: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b", quantity: 100 },
  { productId: "7b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b", quantity: 200 },
];
const sentQuote = quote({ _id: "22222222-2222-4222-8222-222222222222", lineCount: 2, quantity: 300 });
const cartQuote = (overrides: Partial<QuoteDetail> = {}): QuoteDetail => ({
  ...quote({ lineCount: 2, quantity: 300, product: "Tiller and Harrow" }),
  inStock: 1_000,
  lines: [
    { productId: lines[0]?.productId ?? null, product: "Tiller", quantity: 100, listUnitPrice: 110, catalogueUnitPrice: null, unitPrice: null, inStock: 1_000 },
    { productId: lines[1]?.productId ?? null, product: "Harrow", quantity: 200, listUnitPrice: 50, catalogueUnitPrice: null, unitPrice: null, inStock: 150 },
  ],
  ...overrides,
});

describe("RequestCartQuote", () => {
  it("opens from the cart's link, sends every line with where it goes and the note, and goes to the quote", async () => {
    const fetchMock = mockFetch({ ...sessionHandlers(testUser), "POST /api/quotes/cart": () => json(201, sentQuote) });
    renderWithProviders(<RequestCartQuote lines={lines} />, { route: "/cart#request-cart-quote", path: "/cart" });
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: cartQuoteTexts.heading });
    await user.type(within(section).getByLabelText(cartQuoteTexts.address), "4 Paddy Lane");
    await user.type(within(section).getByLabelText(cartQuoteTexts.postalCode), "6000");
    await user.type(within(section).getByLabelText(quoteLabels.note), "For the season");
    await user.click(within(section).getByRole("button", { name: cartQuoteTexts.send }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`/dashboard/quotes/${sentQuote._id}`));
    expect(sentBody(fetchMock, "POST", "/api/quotes/cart")).toEqual({ items: lines, note: "For the season", address: "4 Paddy Lane", postalCode: "6000" });
  });

  it("is closed to one button when nobody asked for it, and says a refusal under the form", async () => {
    mockFetch({ ...sessionHandlers(testUser), "POST /api/quotes/cart": () => json(400, { error: { code: "bad_request", message: "Note is too long", fields: [{ path: "body.note", message: "Note is too long" }] } }) });
    renderWithProviders(<RequestCartQuote lines={lines} />, { route: "/cart", path: "/cart" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: cartQuoteTexts.button }));
    await user.click(screen.getByRole("button", { name: cartQuoteTexts.send }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Note is too long");
    expect(screen.getByLabelText(quoteLabels.note)).toHaveAccessibleDescription("Note is too long");
  });
});

describe("a cart's quote page", () => {
  it("lists every line with its price now and its stock", () => {
    renderWithProviders(<QuoteLinesTable quote={cartQuote()} />);
    const rows = screen.getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Tiller100$110.00—1,000");
    expect(rows[2]).toHaveTextContent("Harrow200$50.00—150");
  });

  it("lets the office offer a price per line and freight, confirmed with the total", async () => {
    const fetchMock = mockFetch({ ...sessionHandlers(testUser), [`POST /api/quotes/${cartQuote()._id}/answer`]: () => json(200, quote({ status: "offered" })) });
    renderWithProviders(<AnswerCartQuoteForm quote={cartQuote()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(quoteLabels.lineUnitPrice("Tiller")), "100");
    await user.type(screen.getByLabelText(quoteLabels.lineUnitPrice("Harrow")), "45.50");
    await user.type(screen.getByLabelText(quoteLabels.freight), "250");
    await user.click(screen.getByRole("button", { name: quoteTexts.sendOffer }));
    const dialog = await screen.findByRole("dialog", { name: quoteTexts.confirmOffer });
    // 100 × $100.00 + 200 × $45.50 + $250.00
    expect(dialog).toHaveTextContent("2 lines for $19,350.00 in all, freight of $250.00 included");
    await user.click(within(dialog).getByRole("button", { name: quoteTexts.sendOffer }));
    await waitFor(() => expect(sentBody(fetchMock, "POST", `/api/quotes/${cartQuote()._id}/answer`)).toMatchObject({ action: "offer", lines: [{ unitPrice: "100" }, { unitPrice: "45.50" }], freight: "250" }));
  });

  it("wants a price on every line before it asks to confirm", async () => {
    renderWithProviders(<AnswerCartQuoteForm quote={cartQuote()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(quoteLabels.lineUnitPrice("Tiller")), "100");
    await user.click(screen.getByRole("button", { name: quoteTexts.sendOffer }));
    expect(screen.getByLabelText(quoteLabels.lineUnitPrice("Harrow"))).toHaveAccessibleDescription(/Quoted unit price/);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
