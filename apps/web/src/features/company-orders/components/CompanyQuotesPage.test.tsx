import type { CompanyRole, Quote } from "@shop/contract";
import { companyOrderLabels, quoteStatusLabels, TOTAL_COUNT_HEADER } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { CompanyQuotesPage } from "./CompanyQuotesPage";

const companyId = "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const company = (role: CompanyRole) => ({ _id: companyId, name: "Green Valley Co-op", vatId: null, billingAddress: "1 Market Street", addresses: [], suspended: false, role, members: [] });
const member = (role: CompanyRole) => ({ ...testUser, company: { _id: companyId, name: "Green Valley Co-op", role } });
const quote = (overrides: Partial<Quote>): Quote => ({
  _id: "11111111-1111-4111-8111-111111111111",
  productId: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
  product: "Seed Drill",
  email: "rina@example.com",
  quantity: 50,
  listUnitPrice: 20,
  wantedBy: null,
  note: "",
  status: "requested",
  unitPrice: null,
  validUntil: null,
  declineReason: null,
  orderId: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  answeredAt: null,
  companyId,
  requestedByOffice: null,
  ...overrides,
});
const page = (items: Quote[], total = items.length) =>
  new Response(JSON.stringify(items), { status: 200, headers: { "Content-Type": "application/json", [TOTAL_COUNT_HEADER]: String(total) } });
const render = () => renderWithProviders(<CompanyQuotesPage />, { route: "/dashboard/company/quotes", path: "/dashboard/company/quotes" });

describe("CompanyQuotesPage", () => {
  it("lists the company's quotes with who asked, the office's part and the offer, each opening its page", async () => {
    const offered = quote({ _id: "22222222-2222-4222-8222-222222222222", product: "Rake", status: "offered", unitPrice: 15.5, validUntil: "2026-12-10", email: "jamal@example.com", requestedByOffice: "office@example.com" });
    mockFetch({
      ...sessionHandlers(member("accountant")),
      "GET /api/company": () => json(200, company("accountant")),
      "GET /api/company/quotes?page=1&limit=20": () => page([offered, quote({})]),
    });
    render();
    expect(screen.getByRole("heading", { level: 1, name: companyOrderLabels.companyQuotes })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: companyOrderLabels.companyQuotes });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: "50 × Rake" })).toHaveAttribute("href", `/dashboard/quotes/${offered._id}`);
    expect(within(first).getByText("jamal@example.com")).toBeInTheDocument();
    expect(within(first).getByText(/office@example.com/)).toBeInTheDocument();
    expect(within(first).getByText(quoteStatusLabels.offered)).toBeInTheDocument();
    expect(within(first).getByText("$775.00")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(quoteStatusLabels.requested)).toBeInTheDocument();
    expect(await screen.findByText(/Every quote of Green Valley Co-op/)).toBeInTheDocument();
  });

  it("tells a buyer these are their own, filters by status in the URL and says when none match", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(member("buyer")),
      "GET /api/company": () => json(200, company("buyer")),
      "GET /api/company/quotes?page=1&limit=20": () => page([quote({ email: testUser.email })]),
      "GET /api/company/quotes?status=declined&page=1&limit=20": () => page([]),
    });
    render();
    expect(await screen.findByText("Your quotes for Green Valley Co-op.")).toBeInTheDocument();
    await screen.findByRole("table", { name: companyOrderLabels.companyQuotes });
    await userEvent.setup().selectOptions(screen.getByLabelText("Status"), quoteStatusLabels.declined);
    expect(await screen.findByText("No quotes match.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/company/quotes?status=declined&page=1&limit=20", expect.anything());
  });

  it("tells a buyer without a company, without asking", async () => {
    const fetchMock = mockFetch({ ...sessionHandlers(testUser) });
    render();
    expect(await screen.findByText("You do not belong to a company.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining("/api/company"), expect.anything());
  });
});
