import { companyAuditActionNames, companyAuditLabels, creditTermsLabels, officeCompanyMessages, vatCheckLabels, type OfficeCompany } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anOfficeCompany, anOrder } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sentBody, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { OfficeCompanyPage } from "./OfficeCompanyPage";

const admin = { ...testUser, email: "admin@shop.test", role: "admin" as const };
const companyId = "5a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const route = { route: `/dashboard/companies/${companyId}`, path: "/dashboard/companies/:companyId", toaster: true };
const url = (page: number) => `/api/admin/companies/${companyId}?page=${page}&limit=20`;

// No address: the office's order form (its own tests) stays out of these.
const aCompany = (overrides: Partial<OfficeCompany> = {}): OfficeCompany =>
  anOfficeCompany({ _id: companyId, name: "Ferme du Lac", vatId: "FR12345678901", billingAddress: "1 Rue du Lac, Lyon", ...overrides });

stubDialogMethods();

describe("OfficeCompanyPage", () => {
  it("shows the company's VAT ID unchecked, marks it checked naming the ID shown, and withdraws the check", async () => {
    let checkedAt: string | null = null;
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      [`GET ${url(1)}`]: () => json(200, aCompany({ vatCheckedAt: checkedAt })),
      [`PUT /api/admin/companies/${companyId}/vat-check`]: () => {
        checkedAt = "2026-11-20T10:00:00.000Z";
        return new Response(null, { status: 204 });
      },
      [`DELETE /api/admin/companies/${companyId}/vat-check`]: () => {
        checkedAt = null;
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<OfficeCompanyPage />, route);
    const user = userEvent.setup();
    expect(await screen.findByText("FR12345678901")).toBeInTheDocument();
    expect(screen.getByText(vatCheckLabels.notChecked)).toBeInTheDocument();
    expect(screen.getByText(officeCompanyMessages.vatProofNote)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: vatCheckLabels.markChecked }));
    expect(await screen.findByText(vatCheckLabels.marked)).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT", `/api/admin/companies/${companyId}/vat-check`)).toEqual({ vatId: "FR12345678901" });
    expect(await screen.findByText(/^checked by the office on /)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: vatCheckLabels.unmark }));
    expect(await screen.findByText(vatCheckLabels.undone)).toBeInTheDocument();
    expect(await screen.findByText(vatCheckLabels.notChecked)).toBeInTheDocument();
  });

  it("offers no VAT ID check to a company without one", async () => {
    mockFetch({ ...sessionHandlers(admin), [`GET ${url(1)}`]: () => json(200, aCompany({ vatId: null })) });
    renderWithProviders(<OfficeCompanyPage />, route);
    expect(await screen.findByRole("heading", { level: 1, name: "Ferme du Lac" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: vatCheckLabels.markChecked })).not.toBeInTheDocument();
  });

  it("sets the payment terms and credit limit (issue 28), and says a bad limit under its field without sending it", async () => {
    let saved = aCompany({ openBalance: 120, paymentTerms: "prepaid" });
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      [`GET ${url(1)}`]: () => json(200, saved),
      [`PATCH /api/admin/companies/${companyId}`]: () => {
        saved = aCompany({ openBalance: 120, paymentTerms: "net30", creditLimit: 2500.5 });
        return json(200, saved);
      },
    });
    renderWithProviders(<OfficeCompanyPage />, route);
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: creditTermsLabels.heading });
    expect(within(section).getByText(creditTermsLabels.prepaidNote)).toBeInTheDocument();
    await user.selectOptions(within(section).getByRole("combobox", { name: creditTermsLabels.paymentTerms }), "net30");
    const limit = within(section).getByLabelText(creditTermsLabels.creditLimit);
    await user.clear(limit);
    await user.type(limit, "12.345");
    await user.click(within(section).getByRole("button", { name: creditTermsLabels.save }));
    expect(await within(section).findByText(`${creditTermsLabels.creditLimit} must have at most 2 decimals`)).toBeInTheDocument();
    expect(sentBody(fetchMock, "PATCH", `/api/admin/companies/${companyId}`)).toBeUndefined();

    await user.clear(limit);
    await user.type(limit, "2500.50");
    await user.click(within(section).getByRole("button", { name: creditTermsLabels.save }));
    expect(await screen.findByText(creditTermsLabels.saved("Ferme du Lac"))).toBeInTheDocument();
    expect(sentBody(fetchMock, "PATCH", `/api/admin/companies/${companyId}`)).toEqual({ paymentTerms: "net30", creditLimit: 2500.5 });
    expect(await within(section).findByText("$2,380.50")).toBeInTheDocument();
  });

  it("pages the orders and says who placed each: the member, or the office for the member", async () => {
    const byMember = anOrder({ _id: "21111111-1111-4111-8111-111111111111", placedBy: "buyer@ferme.fr", placedByOffice: null, price: 10 });
    const byOffice = anOrder({ _id: "31111111-1111-4111-8111-111111111111", placedBy: "buyer@ferme.fr", placedByOffice: "admin@shop.test", price: 20 });
    const older = anOrder({ _id: "41111111-1111-4111-8111-111111111111", placedBy: "old@ferme.fr", price: 30 });
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      [`GET ${url(1)}`]: () => json(200, aCompany({ orders: [byOffice, byMember], ordersTotal: 21 })),
      [`GET ${url(2)}`]: () => json(200, aCompany({ orders: [older], ordersTotal: 21 })),
    });
    renderWithProviders(<OfficeCompanyPage />, route);
    const user = userEvent.setup();
    const table = await screen.findByRole("table", { name: /Orders/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent)).toEqual([officeCompanyMessages.placedByOffice("admin@shop.test", "buyer@ferme.fr"), "buyer@ferme.fr"]);
    expect(screen.getByText("1–20 of 21")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await within(table).findByText("old@ferme.fr")).toBeInTheDocument();
    expect(screen.getByText("21–21 of 21")).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([called]) => called === url(2))).toBe(true));
  });

  it("shows the company's audit trail, the office's own changes named as the office's (issue 35)", async () => {
    const entry = {
      _id: "00000000-0000-4000-8000-000000000001",
      companyId,
      action: "suspended",
      actor: admin.email,
      byOffice: true,
      subject: null,
      before: { suspended: false },
      after: { suspended: true },
      at: "2026-11-20T10:05:00.000Z",
    };
    mockFetch({
      ...sessionHandlers(admin),
      [`GET ${url(1)}`]: () => json(200, aCompany({ suspended: true })),
      [`GET /api/admin/companies/${companyId}/audit?page=1&limit=20`]: () =>
        new Response(JSON.stringify([entry]), { status: 200, headers: { "content-type": "application/json", "x-total-count": "1" } }),
    });
    renderWithProviders(<OfficeCompanyPage />, route);
    const trail = await screen.findByRole("region", { name: companyAuditLabels.heading });
    const item = await within(trail).findByRole("listitem");
    expect(item).toHaveTextContent(companyAuditActionNames.suspended);
    expect(item).toHaveTextContent(`Who: the office (${admin.email})`);
    expect(item).toHaveTextContent("After: Suspended Yes");
  });
});
