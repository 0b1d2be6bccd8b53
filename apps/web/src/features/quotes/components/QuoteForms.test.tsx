import { bulkLabels, quoteLabels, quoteMessages, quoteTexts } from "@shop/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { anOrder, aTool } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { AcceptQuoteForm } from "./AcceptQuoteForm";
import { AnswerQuoteForms } from "./AnswerQuoteForms";
import { addDays, todayUtc } from "./dates";
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
  it("prefills from the profile, places the order and goes on to pay it", async () => {
    let sent: unknown;
    const offered = quote({ status: "offered", unitPrice: 17.5, validUntil: addDays(todayUtc(), 5) });
    mockFetch({
      ...sessionHandlers(testUser),
      [`GET /api/profile?email=${encodeURIComponent(testUser.email)}&page=1&limit=1`]: () =>
        json(200, [
          {
            _id: "55555555-5555-4555-8555-555555555555",
            img: "https://example.com/me.png",
            country: "Bangladesh",
            email: testUser.email,
            number: "01712345678",
            linkedinProfile: "https://www.linkedin.com/in/someone",
            education: "BSc",
            companyName: null,
            vatId: null,
            shippingAddress: "Farm Lane 1",
            phone: "+880 1712 345678",
          },
        ]),
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
    await waitFor(() => expect(screen.getByLabelText("Address")).toHaveValue("Farm Lane 1"));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(bulkLabels.poNumber), "PO-9");
    await user.click(screen.getByRole("button", { name: quoteTexts.acceptButton }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(`/dashboard/payment/${orderId}`));
    expect(sent).toEqual({ name: testUser.displayName, phone: "+880 1712 345678", address: "Farm Lane 1", poNumber: "PO-9" });
  });
});
