import { officeQuoteLabels, officeQuoteMessages } from "@shop/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anOfficeCompany, anOfficeMember } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { OfficeQuoteForm } from "./OfficeQuoteForm";

const companyId = "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const toolId = "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const quoteId = "11111111-1111-4111-8111-111111111111";
const company = anOfficeCompany({ _id: companyId, members: [anOfficeMember("accounts@example.com", "accountant"), anOfficeMember("jamal@example.com", "buyer")] });
const checked = (status: string, message: string) => () =>
  json(200, { lines: [{ line: 1, sku: "AT-DRILL", quantity: 60, productId: status === "unknown_sku" ? null : toolId, status, message }] });
const render = () => renderWithProviders(<OfficeQuoteForm company={company} />, { toaster: true });

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(officeQuoteLabels.sku), "at-drill");
  await user.type(screen.getByLabelText(officeQuoteLabels.quantity), "60");
  await user.type(screen.getByLabelText(officeQuoteLabels.note), "Asked on the phone");
  await user.click(screen.getByRole("button", { name: officeQuoteLabels.submit }));
}

describe("OfficeQuoteForm", () => {
  it("offers only the members who order, finds the tool by its SKU, also beyond its stock, and asks for the member's quote", async () => {
    let sent: unknown;
    mockFetch({
      ...sessionHandlers({ ...testUser, role: "admin" }),
      "POST /api/quick-order/check": checked("short_stock", "Only 20 in stock"),
      [`POST /api/admin/companies/${companyId}/quotes`]: (init) => {
        sent = JSON.parse(String(init?.body));
        return json(201, { _id: quoteId, productId: toolId, product: "Seed Drill", email: "jamal@example.com", quantity: 60, listUnitPrice: 20, wantedBy: null, note: "Asked on the phone", status: "requested", unitPrice: null, validUntil: null, declineReason: null, orderId: null, createdAt: "2026-11-20T10:00:00.000Z", answeredAt: null, companyId, requestedByOffice: testUser.email });
      },
    });
    render();
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["jamal (jamal@example.com)"]);
    await fillIn();
    expect(await screen.findByText(officeQuoteMessages.requested("jamal@example.com"))).toBeInTheDocument();
    expect(sent).toEqual({ buyerEmail: "jamal@example.com", productId: toolId, quantity: 60, note: "Asked on the phone" });
    expect(screen.getByRole("link", { name: officeQuoteLabels.openQuote })).toHaveAttribute("href", `/dashboard/quotes/${quoteId}`);
  });

  it("says why an unknown SKU cannot be quoted, and asks nothing", async () => {
    const fetchMock = mockFetch({ ...sessionHandlers({ ...testUser, role: "admin" }), "POST /api/quick-order/check": checked("unknown_sku", "No tool has the SKU AT-DRILL") });
    render();
    await fillIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("No tool has the SKU AT-DRILL");
    expect(fetchMock).not.toHaveBeenCalledWith(`/api/admin/companies/${companyId}/quotes`, expect.anything());
  });
});
