import type { Company } from "@shop/contract";
import { companyAuditLabels, companyLabels, companyMessages, setLanguageSource } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { CompanyPage } from "./CompanyPage";

const companyId = "6b0f5a9e-6f43-4a59-9d8e-2f7a4c1b3d21";
const buyerId = "0c9e7d6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";

const aCompany = (role: Company["role"]): Company => ({
  _id: companyId,
  name: "Green Valley Co-op",
  vatId: null,
  billingAddress: "1 Market Street\n1207 Dhaka",
  addresses: [{ _id: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a", label: "Main store", address: "1 Market Street, Dhaka", country: "BD", postalCode: "1207" }],
  suspended: false,
  role,
  members: [
    { userId: testUser.uid, email: testUser.email, name: testUser.displayName, role, orderLimit: null, monthlyLimit: null },
    { userId: buyerId, email: "bashir@example.com", name: "Bashir Buyer", role: "buyer", orderLimit: 500, monthlyLimit: null },
  ],
});

function renderPage(handlers: Parameters<typeof mockFetch>[0], role: Company["role"] | null = null) {
  // The session names the member's company: only a member's page asks GET /api/company.
  const user = { ...testUser, company: role ? { _id: companyId, name: "Green Valley Co-op", role } : null };
  const fetchMock = mockFetch({ ...sessionHandlers(user), ...handlers });
  renderWithProviders(<CompanyPage />, { route: "/dashboard/company", path: "/dashboard/company", toaster: true });
  return { fetchMock, user: userEvent.setup() };
}

describe("CompanyPage", () => {
  it("offers an account without a company the form that creates one, sending what the API takes", async () => {
    const { fetchMock, user } = renderPage({
      "GET /api/company": () => json(200, aCompany("admin")),
      "POST /api/companies": () => json(201, aCompany("admin")),
      [`GET /api/companies/${companyId}/invitations`]: () => json(200, []),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Create a company" })).toBeInTheDocument();
    // The form's code loads after the page (lib/deferredForms.tsx).
    await user.type(await screen.findByLabelText(companyLabels.name), "Green Valley Co-op");
    await user.type(screen.getByLabelText(companyLabels.billingAddress), "1 Market Street");
    const address = screen.getByRole("group", { name: `${companyLabels.address} 1` });
    await user.type(within(address).getByLabelText(companyLabels.addressLabel), "Main store");
    await user.selectOptions(within(address).getByLabelText(companyLabels.country), "BD");
    await user.type(within(address).getByLabelText(companyLabels.address), "1 Market Street, Dhaka");
    await user.type(within(address).getByLabelText(companyLabels.postalCode), "1207");
    await user.click(screen.getByRole("button", { name: "Create company" }));
    expect(await screen.findByText(companyMessages.created)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: "Green Valley Co-op",
      vatId: null,
      billingAddress: "1 Market Street",
      addresses: [{ label: "Main store", address: "1 Market Street, Dhaka", country: "BD", postalCode: "1207" }],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Green Valley Co-op" })).toBeInTheDocument();
  });

  it("shows a buyer the company to read, with the limits, and no forms", async () => {
    renderPage({ "GET /api/company": () => json(200, aCompany("buyer")) }, "buyer");
    expect(await screen.findByRole("heading", { level: 1, name: "Green Valley Co-op" })).toBeInTheDocument();
    expect(screen.getByText("Your role:")).toHaveTextContent("Your role: Buyer");
    const bashir = within(await screen.findByRole("list", { name: "Members" })).getByRole("listitem", { name: "Bashir Buyer" });
    expect(bashir).toHaveTextContent(`${companyLabels.orderLimit}: $500.00`);
    expect(bashir).toHaveTextContent(`${companyLabels.monthlyLimit}: No limit`);
    expect(screen.queryByRole("form", { name: "Invite a colleague" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(companyLabels.name)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave company" })).toBeInTheDocument();
  });

  it("lets an admin lift a member's limit: an empty field is sent as null", async () => {
    const { fetchMock, user } = renderPage({
      "GET /api/company": () => json(200, aCompany("admin")),
      [`GET /api/companies/${companyId}/invitations`]: () => json(200, []),
      [`PATCH /api/companies/${companyId}/members/${buyerId}`]: () => json(200, aCompany("admin")),
    }, "admin");
    const form = await screen.findByRole("form", { name: "Membership of Bashir Buyer" });
    await user.clear(within(form).getByLabelText(companyLabels.orderLimit));
    await user.type(within(form).getByLabelText(companyLabels.monthlyLimit), "1000");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(true));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ role: "buyer", orderLimit: null, monthlyLimit: 1000 });
    expect(await screen.findByText(companyMessages.memberSaved("Bashir Buyer"))).toBeInTheDocument();
    // One's own membership ends with Leave company, not Remove.
    expect(within(screen.getByRole("form", { name: `Membership of ${testUser.displayName}` })).queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
  });

  it("shows its admins the audit trail, refreshed after a member's change", async () => {
    let changed = false;
    const auditEntry = (n: number, after: Record<string, number | null>) => ({
      _id: `00000000-0000-4000-8000-00000000000${n}`,
      companyId,
      action: "member_changed",
      actor: testUser.email,
      byOffice: false,
      subject: "bashir@example.com",
      before: { role: "buyer", orderLimit: 500, monthlyLimit: null },
      after: { role: "buyer", ...after },
      at: "2026-11-20T10:05:00.000Z",
    });
    const { fetchMock, user } = renderPage(
      {
        "GET /api/company": () => json(200, aCompany("admin")),
        [`GET /api/companies/${companyId}/invitations`]: () => json(200, []),
        [`PATCH /api/companies/${companyId}/members/${buyerId}`]: () => {
          changed = true;
          return json(200, aCompany("admin"));
        },
        [`GET /api/companies/${companyId}/audit?page=1&limit=20`]: () => {
          const rows = changed ? [auditEntry(1, { orderLimit: null, monthlyLimit: 1000 })] : [];
          return new Response(JSON.stringify(rows), { status: 200, headers: { "content-type": "application/json", "x-total-count": String(rows.length) } });
        },
      },
      "admin",
    );
    const trail = await screen.findByRole("region", { name: companyAuditLabels.heading });
    expect(await within(trail).findByText(companyAuditLabels.empty)).toBeInTheDocument();
    const form = await screen.findByRole("form", { name: "Membership of Bashir Buyer" });
    await user.clear(within(form).getByLabelText(companyLabels.orderLimit));
    await user.type(within(form).getByLabelText(companyLabels.monthlyLimit), "1000");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    const item = await within(trail).findByRole("listitem");
    expect(item).toHaveTextContent("Member: bashir@example.com");
    expect(item).toHaveTextContent("Before: Limit per order $500.00, Limit per month No limit");
    expect(item).toHaveTextContent("After: Limit per order No limit, Limit per month $1,000.00");
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("/audit")).length).toBeGreaterThanOrEqual(2);
  });

  it("does not show the audit trail to a buyer", async () => {
    const { fetchMock } = renderPage({ "GET /api/company": () => json(200, aCompany("buyer")) }, "buyer");
    expect(await screen.findByRole("heading", { level: 1, name: "Green Valley Co-op" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: companyAuditLabels.heading })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/audit"))).toBe(false);
  });

  it("speaks Bangla on a Bangla page: the page's own words, the limits and the member's role", async () => {
    loadBanglaCatalogue();
    const before = setLanguageSource(() => "bn");
    try {
      renderPage({ "GET /api/company": () => json(200, aCompany("buyer")) }, "buyer");
      expect(await screen.findByRole("heading", { level: 2, name: "সদস্যরা" })).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 2, name: "কোম্পানির তথ্য" })).toBeInTheDocument();
      expect(screen.getByText("আপনার ভূমিকা:")).toHaveTextContent("আপনার ভূমিকা: ক্রেতা");
      expect(screen.getByRole("button", { name: "কোম্পানি ছেড়ে দিন" })).toBeInTheDocument();
      const bashir = within(await screen.findByRole("list", { name: "সদস্যরা" })).getByRole("listitem", { name: "Bashir Buyer" });
      expect(bashir).toHaveTextContent("মাসিক সীমা: সীমা নেই");
      expect(document.body.textContent).not.toMatch(/Members|Your role|Leave company|No limit|Delivery addresses/);
    } finally {
      setLanguageSource(before);
    }
  });
});
