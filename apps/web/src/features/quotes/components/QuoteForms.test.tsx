import { accountMessages, billLabels, billMessages, bulkLabels, cartMessages, lineMessages, quoteLabels, quoteMessages, quoteTexts, yourPriceTexts } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { aBusinessDetails, aCheckout, anOrder, aTool, courierId } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { AcceptQuoteForm } from "./AcceptQuoteForm";
import { AnswerQuoteForms } from "./AnswerQuoteForms";
import { addDays, formatDay, todayUtc } from "./dates";
import { quote } from "./fixtures";
import { RequestQuote } from "./RequestQuote";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock("sonner", () => ({ toast, Toaster: () => null }));

stubDialogMethods();

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
});

const tool = aTool({
  name: "Seed Drill",
  description: "Drills seeds.",
  img: "/images/tools/spade.svg",
  minimumOrderQuantity: 10,
  availableQuantity: 5,
  price: 20,
});

const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

describe("RequestQuote", () => {
  it("opens to the form and sends quantity, wanted-by date and note for the tool", async () => {
    let sent: unknown;
    mockFetch({
      ...sessionHandlers(testUser),
      "POST /api/quotes": (init) => {
        sent = bodyOf(init);
        return json(201, quote({ quantity: 500 }));
      },
    });
    renderWithProviders(<RequestQuote tool={tool} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: quoteMessages.requestButton }));
    const quantity = screen.getByLabelText(quoteLabels.quantity);
    expect(quantity).toHaveValue("10");
    await user.clear(quantity);
    await user.type(quantity, "500");
    await user.type(screen.getByLabelText(quoteLabels.wantedBy), addDays(todayUtc(), 3));
    await user.type(screen.getByLabelText(quoteLabels.note), "For the co-op");
    await user.click(screen.getByRole("button", { name: quoteTexts.sendRequest }));
    expect(await screen.findByRole("status")).toHaveTextContent(quoteMessages.requested);
    expect(sent).toEqual({ productId: tool._id, quantity: 500, wantedBy: addDays(todayUtc(), 3), note: "For the co-op" });
    expect(screen.getByRole("link", { name: quoteTexts.seeQuote })).toHaveAttribute("href", `/dashboard/quotes/${quote()._id}`);
  });

  it("shows a member their price list's price for the quantity asked, the catalogue's struck beside it (issue 28)", async () => {
    mockFetch({ ...sessionHandlers(testUser) });
    const listed = { ...tool, yourPrice: 16, priceBreaks: [{ minQuantity: 100, price: 18 }], yourBreaks: [{ minQuantity: 100, price: 15 }] };
    renderWithProviders(<RequestQuote tool={listed} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: quoteMessages.requestButton }));
    expect(screen.getByText(yourPriceTexts.yourPrice)).toBeInTheDocument();
    expect(screen.getByText(`${cartMessages.unitPrice}:`, { exact: false })).toHaveTextContent("$16.00");
    expect(screen.getByText("$20.00").tagName).toBe("S");
    const quantity = screen.getByLabelText(quoteLabels.quantity);
    await user.clear(quantity);
    await user.type(quantity, "200");
    // At 200 the list's own break (15.00) against the catalogue's (18.00).
    expect(screen.getByText(`${cartMessages.unitPrice}:`, { exact: false })).toHaveTextContent("$15.00");
    expect(screen.getByText("$18.00").tagName).toBe("S");
    // Below the minimum there is no price to show.
    await user.clear(quantity);
    await user.type(quantity, "5");
    expect(screen.queryByText(yourPriceTexts.yourPrice)).not.toBeInTheDocument();
  });

  it("shows a buyer without a price list no price of their own", async () => {
    mockFetch({ ...sessionHandlers(testUser) });
    renderWithProviders(<RequestQuote tool={tool} />);
    await userEvent.setup().click(screen.getByRole("button", { name: quoteMessages.requestButton }));
    expect(screen.getByLabelText(quoteLabels.quantity)).toBeInTheDocument();
    expect(screen.queryByText(yourPriceTexts.yourPrice)).not.toBeInTheDocument();
    expect(screen.queryByText(new RegExp(yourPriceTexts.catalogue))).not.toBeInTheDocument();
  });

  it("shows the server's reason under the quantity", async () => {
    mockFetch({
      ...sessionHandlers(testUser),
      "POST /api/quotes": () =>
        json(400, { error: { code: "bad_request", message: "Seed Drill is sold in packs of 5", fields: [{ path: "body.quantity", message: "Seed Drill is sold in packs of 5" }] } }),
    });
    renderWithProviders(<RequestQuote tool={tool} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: quoteMessages.requestButton }));
    await user.click(screen.getByRole("button", { name: quoteTexts.sendRequest }));
    expect(await screen.findByText("Seed Drill is sold in packs of 5", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByLabelText(quoteLabels.quantity)).toHaveAttribute("aria-invalid", "true");
  });
});

describe("AnswerQuoteForms", () => {
  it("confirms an offer before sending it", async () => {
    let sent: unknown;
    const fetchMock = mockFetch({
      ...sessionHandlers(testUser),
      [`POST /api/quotes/${quote()._id}/answer`]: (init) => {
        sent = bodyOf(init);
        return json(200, quote({ status: "offered", unitPrice: 17.5, validUntil: addDays(todayUtc(), 14) }));
      },
    });
    renderWithProviders(<AnswerQuoteForms quote={quote()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(quoteLabels.unitPrice), "17.50");
    await user.click(screen.getByRole("button", { name: quoteTexts.sendOffer }));
    const dialog = await screen.findByRole("dialog", { name: quoteTexts.confirmOffer });
    expect(dialog).toHaveTextContent("50 × Seed Drill at $17.50 each ($875.00 in all)");
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining("/answer"), expect.anything());
    await user.click(screen.getAllByRole("button", { name: quoteTexts.sendOffer }).at(-1) as HTMLElement);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(quoteMessages.offered));
    expect(sent).toEqual({ action: "offer", unitPrice: 17.5, validUntil: addDays(todayUtc(), 14) });
  });

  it("needs a reason to decline, and sends nothing when the confirmation is cancelled", async () => {
    const fetchMock = mockFetch({ ...sessionHandlers(testUser) });
    renderWithProviders(<AnswerQuoteForms quote={quote()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: quoteTexts.sendDecline }));
    expect(await screen.findByText(`${quoteLabels.reason} is required`)).toBeInTheDocument();
    await user.type(screen.getByLabelText(quoteLabels.reason), "Out of season");
    await user.click(screen.getByRole("button", { name: quoteTexts.sendDecline }));
    await screen.findByRole("dialog", { name: quoteTexts.confirmDecline });
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining("/answer"), expect.anything());
  });
});

const orderId = "44444444-4444-4444-8444-444444444444";
const placedOrder = (id: string) =>
  anOrder({ _id: id, phone: "+880 1712 345678", address: "Farm Lane 1", product: "Seed Drill", quantity: 50, unitPrice: 17.5, price: 875 });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe("AcceptQuoteForm", () => {
  const offered = { ...quote({ status: "offered", unitPrice: 17.5, validUntil: addDays(todayUtc(), 5) }), inStock: 80 };
  const businessDetails = aBusinessDetails({ shippingAddress: "Farm Lane 1", shippingPostalCode: "1207", phone: "+880 1712 345678" });

  it("prefills from the business details, places the order and goes on to pay it", async () => {
    let sent: unknown;
    mockFetch({
      ...sessionHandlers(testUser),
      "GET /api/profile/business": () => json(200, businessDetails),
      [`GET /api/profile?email=${encodeURIComponent(testUser.email)}&page=1&limit=1`]: () => json(200, []),
      "POST /api/checkout": () => json(200, aCheckout({ postalCode: "1207" })),
      [`POST /api/quotes/${offered._id}/accept`]: (init) => {
        sent = bodyOf(init);
        return json(201, { success: true, insertedId: orderId, order: placedOrder(orderId) });
      },
    });
    renderWithProviders(
      <>
        <AcceptQuoteForm quote={offered} user={testUser} />
        <Where />
      </>,
    );
    expect(screen.getByText("$875.00")).toBeInTheDocument();
    // 80 in stock for 50: nothing to warn about.
    expect(screen.queryByText(quoteTexts.stockShort(80, 50, "Seed Drill"))).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Address")).toHaveValue("Farm Lane 1"));
    // The methods offered for the address; no discount code on a quote.
    expect(await screen.findByRole("radio", { name: /Courier/ })).toBeChecked();
    expect(screen.queryByLabelText(billLabels.discountCode)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(bulkLabels.poNumber), "PO-9");
    await user.click(screen.getByRole("button", { name: quoteTexts.acceptButton }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(`/dashboard/payment/${orderId}`));
    expect(sent).toEqual({
      name: testUser.displayName,
      phone: "+880 1712 345678",
      address: "Farm Lane 1",
      poNumber: "PO-9",
      // Issue 21: where it goes, as shown (the shop's country, the business details' postal code, the method the server chose).
      country: "BD",
      postalCode: "1207",
      shippingMethodId: courierId,
    });
  });

  it("tells the buyer of an offer beyond the stock what happens next, before Accept and after the refusal (issue 20, item 18)", async () => {
    const short = { ...offered, inStock: 5 };
    mockFetch({
      ...sessionHandlers(testUser),
      "GET /api/profile/business": () => json(200, businessDetails),
      [`GET /api/profile?email=${encodeURIComponent(testUser.email)}&page=1&limit=1`]: () => json(200, []),
      [`POST /api/quotes/${short._id}/accept`]: () => json(409, { error: { code: "conflict", message: lineMessages.tooMany(5, "Seed Drill") } }),
    });
    renderWithProviders(
      <>
        <AcceptQuoteForm quote={short} user={testUser} />
        <Where />
      </>,
    );
    const next = quoteTexts.stockShortNext(formatDay(short.validUntil ?? ""));
    expect(screen.getByText(quoteTexts.stockShort(5, 50, "Seed Drill"))).toBeInTheDocument();
    expect(screen.getByText(next)).toBeInTheDocument();
    const accept = screen.getByRole("button", { name: quoteTexts.acceptButton });
    expect(accept).toHaveAccessibleDescription(expect.stringContaining(quoteTexts.stockShort(5, 50, "Seed Drill")));
    expect(screen.getByRole("link", { name: quoteTexts.contactOffice })).toHaveAttribute("href", "/contact");

    await waitFor(() => expect(screen.getByLabelText("Address")).toHaveValue("Farm Lane 1"));
    const user = userEvent.setup();
    await user.click(accept);
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent(quoteTexts.acceptRefused);
    expect(refusal).toHaveTextContent(lineMessages.tooMany(5, "Seed Drill"));
    expect(refusal).toHaveTextContent(next);
    expect(within(refusal).getByRole("link", { name: quoteTexts.contactOffice })).toBeInTheDocument();
    // In the page, not a passing toast; the form keeps what was typed and the page stays.
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Address")).toHaveValue("Farm Lane 1");
    expect(screen.getByTestId("where")).not.toHaveTextContent("/dashboard/payment");
  });

  it("tells an unverified customer to verify first, with the resend button, and keeps Accept closed", async () => {
    const unverified = { ...testUser, emailVerified: false };
    mockFetch({ ...sessionHandlers(unverified), "GET /api/profile/business": () => json(200, businessDetails) });
    renderWithProviders(<AcceptQuoteForm quote={offered} user={unverified} />);
    expect(screen.getByText(accountMessages.verifyBeforeOrdering)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: accountMessages.resendVerification })).toBeInTheDocument();
    const accept = screen.getByRole("button", { name: quoteTexts.acceptButton });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription(expect.stringContaining(accountMessages.verifyBeforeOrdering));
  });
});

describe("RequestQuote: an unverified customer", () => {
  it("is told to verify before asking, with the resend button, instead of the form", async () => {
    mockFetch({ ...sessionHandlers({ ...testUser, emailVerified: false }) });
    renderWithProviders(<RequestQuote tool={tool} />);
    expect(await screen.findByText(accountMessages.verifyBeforeOrdering)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: accountMessages.resendVerification })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: quoteMessages.requestButton })).not.toBeInTheDocument();
  });
});

describe("AcceptQuoteForm: an address outside every zone (issue 21)", () => {
  it("says so, points to the office and keeps Accept closed", async () => {
    const offered = { ...quote({ status: "offered", unitPrice: 17.5, validUntil: addDays(todayUtc(), 5) }), inStock: 80 };
    mockFetch({
      ...sessionHandlers(testUser),
      "GET /api/profile/business": () => json(200, aBusinessDetails({ shippingCountry: "CL" })),
      [`GET /api/profile?email=${encodeURIComponent(testUser.email)}&page=1&limit=1`]: () => json(200, []),
      "POST /api/checkout": (init) =>
        String(init?.body).includes('"country":"CL"') ? json(409, { error: { code: "conflict", message: billMessages.outsideZones("Chile") } }) : json(200, aCheckout()),
    });
    renderWithProviders(<AcceptQuoteForm quote={offered} user={testUser} />);
    await waitFor(() => expect(screen.getByLabelText(billLabels.country)).toHaveValue("CL"));
    expect(await screen.findByText(billMessages.outsideZones("Chile"))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: quoteTexts.contactOffice })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("button", { name: quoteTexts.acceptButton })).toBeDisabled();
  });
});
