import type { AccountPayment, Company, CompanyInvoice } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { InvoicesPage } from "./InvoicesPage";
import { PayInvoices } from "./PayInvoices";

const companyId = "6b0f5a9e-6f43-4a59-9d8e-2f7a4c1b3d21";
const paymentId = "4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d";

const aCompany = (role: Company["role"]): Company => ({
  _id: companyId,
  name: "Green Valley Co-op",
  vatId: null,
  billingAddress: "1 Market Street",
  addresses: [],
  suspended: false,
  role,
  members: [],
});

const anInvoice = (number: number, balance: number, status: CompanyInvoice["status"], dueDate: string | null = "2026-12-20"): CompanyInvoice => ({
  number,
  orderId: `00000000-0000-4000-8000-${String(number).padStart(12, "0")}`,
  issuedAt: "2026-11-20T10:00:00.000Z",
  dueDate,
  total: 200,
  paid: 200 - balance,
  credited: 0,
  balance,
  status,
});

const unpaid = [anInvoice(12, 150.5, "overdue", "2026-11-01"), anInvoice(11, 200, "open")];

function renderPage(role: Company["role"], handlers: Parameters<typeof mockFetch>[0] = {}) {
  const user = { ...testUser, company: { _id: companyId, name: "Green Valley Co-op", role } };
  const fetchMock = mockFetch({
    ...sessionHandlers(user),
    "GET /api/company": () => json(200, aCompany(role)),
    "GET /api/company/invoices?status=unpaid&page=1&limit=20": () => json(200, unpaid),
    "GET /api/company/invoices?status=paid&page=1&limit=20": () => json(200, [anInvoice(9, 0, "paid", null)]),
    ...handlers,
  });
  renderWithProviders(<InvoicesPage />, { route: "/dashboard/company/invoices", path: "/dashboard/company/invoices" });
  return { fetchMock, user: userEvent.setup() };
}

const applied: AccountPayment = {
  _id: paymentId,
  method: "card",
  status: "applied",
  amount: 200.5,
  requested: [],
  allocations: [
    { invoiceNumber: 11, amount: 50 },
    { invoiceNumber: 12, amount: 150.5 },
  ],
  unapplied: 0,
  receivedOn: null,
  reference: "",
  by: testUser.email,
  createdAt: "2026-11-27T10:00:00.000Z",
  appliedAt: "2026-11-27T10:00:05.000Z",
};

describe("InvoicesPage", () => {
  it("lets an accountant pay two invoices at once, one in part, by the test card", async () => {
    const { fetchMock, user } = renderPage("accountant", {
      "GET /api/payments/config": () => json(200, { provider: "test" }),
      "POST /api/company/invoices/payment-intent": () => json(200, { clientSecret: "pi_test_1_secret_2", paymentId }),
      "POST /api/payments/test/confirm": () => json(200, { status: "succeeded", transactionId: "txn_test_9" }),
      [`POST /api/company/payments/${paymentId}/confirm`]: () => json(200, applied),
    });
    const table = await screen.findByRole("table", { name: /Invoices/ });
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("INV-000012");
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Overdue");
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("$150.50");

    await user.click(screen.getByRole("checkbox", { name: "Select invoice INV-000012" }));
    await user.click(screen.getByRole("checkbox", { name: "Select invoice INV-000011" }));
    expect(screen.getByLabelText("Amount to pay on INV-000012")).toHaveValue("150.50");
    const part = screen.getByLabelText("Amount to pay on INV-000011");
    await user.clear(part);
    await user.type(part, "50");
    expect(screen.getByText(/Total to pay/)).toHaveTextContent("$200.50");

    await user.click(screen.getByRole("button", { name: "Pay 2 invoices" }));
    expect(await screen.findByRole("heading", { name: "Pay by card" })).toBeInTheDocument();
    expect(screen.getByText("You are paying $200.50 on 2 invoices.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Card number"), "4242 4242 4242 4242");
    await user.type(screen.getByLabelText("Expiry date"), "12/40");
    await user.type(screen.getByLabelText("CVC"), "123");
    await user.click(await screen.findByRole("button", { name: "Pay $200.50" }));

    expect(await screen.findByRole("status", { name: "" })).toHaveTextContent("Payment of $200.50 received: applied to 2 invoices.");
    const intent = fetchMock.mock.calls.find(([url]) => url === "/api/company/invoices/payment-intent");
    expect(JSON.parse(String(intent?.[1]?.body))).toEqual({
      allocations: [
        { invoiceNumber: 11, amount: 50 },
        { invoiceNumber: 12, amount: 150.5 },
      ],
    });
    expect(fetchMock.mock.calls.filter(([url]) => url === `/api/company/payments/${paymentId}/confirm`)).toHaveLength(1);
    // The choice is cleared and the balances are asked again.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === "/api/company/invoices?status=unpaid&page=1&limit=20").length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole("button", { name: "Pay invoices" })).toBeInTheDocument();
  });

  it("refuses an amount beyond a balance, or no invoice at all, before asking the server", async () => {
    const { fetchMock, user } = renderPage("admin");
    await user.click(await screen.findByRole("button", { name: "Pay invoices" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Select at least one invoice to pay");
    await user.click(screen.getByRole("checkbox", { name: "Select invoice INV-000012" }));
    const amount = screen.getByLabelText("Amount to pay on INV-000012");
    await user.clear(amount);
    await user.type(amount, "150.51");
    await user.click(screen.getByRole("button", { name: "Pay 1 invoice" }));
    expect(screen.getByText("Enter an amount for INV-000012 between 0.01 and its balance")).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/company/invoices/payment-intent")).toBe(false);
  });

  it("shows the paid ones, without a way to choose them, and keeps the filter in the address", async () => {
    const { user } = renderPage("accountant");
    await screen.findByRole("table", { name: /Invoices/ });
    await user.click(screen.getByRole("button", { name: "Paid" }));
    expect(await screen.findByText("INV-000009")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Paid" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "PDF of invoice INV-000009" })).toBeInTheDocument();
  });

  it("tells a buyer their role does not see the invoices, and asks nothing", async () => {
    const { fetchMock } = renderPage("buyer");
    expect(await screen.findByText("Your role in the company does not allow you to see and pay the company's invoices")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/company/invoices"))).toBe(false);
  });
});

describe("paying invoices on a gateway's page (issue 37)", () => {
  it("offers bKash and SSLCommerz beside the card when the shop has them, and goes to the page the server answers", async () => {
    const navigate = vi.fn();
    const fetchMock = mockFetch({
      ...sessionHandlers(testUser),
      "GET /api/payments/config": () => json(200, { provider: "test", gateways: ["bkash", "sslcommerz"] }),
      "POST /api/company/invoices/payment-intent": () => json(200, { clientSecret: "pi_test_1_secret_2", paymentId }),
      "POST /api/company/invoices/payment-session": () => json(200, { redirectUrl: "http://127.0.0.1:3000/dev/bkash/pay/abc", paymentId }),
    });
    const allocations = [
      { invoiceNumber: 11, amount: 50 },
      { invoiceNumber: 12, amount: 150.5 },
    ];
    renderWithProviders(<PayInvoices allocations={allocations} totalCents={20_050} onBack={() => undefined} onPaid={() => undefined} navigate={navigate} />);
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "How will you pay?" })).toBeInTheDocument();
    // The card stays the first choice, its form as it was.
    expect(screen.getByRole("radio", { name: "Card" })).toBeChecked();
    expect(await screen.findByLabelText("Card number")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "bKash" }));
    expect(screen.getByText("You pay in the bKash app or page, then come back to this page.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pay with bKash" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("http://127.0.0.1:3000/dev/bkash/pay/abc"));
    const session = fetchMock.mock.calls.find(([url]) => url === "/api/company/invoices/payment-session");
    expect(JSON.parse(String(session?.[1]?.body))).toEqual({ allocations, method: "bkash" });
  });

  it("shows the card alone, as before, when the shop offers no gateway", async () => {
    mockFetch({
      ...sessionHandlers(testUser),
      "GET /api/payments/config": () => json(200, { provider: "test" }),
      "POST /api/company/invoices/payment-intent": () => json(200, { clientSecret: "pi_test_1_secret_2", paymentId }),
    });
    renderWithProviders(<PayInvoices allocations={[{ invoiceNumber: 11, amount: 50 }]} totalCents={5_000} onBack={() => undefined} onPaid={() => undefined} />);
    expect(await screen.findByRole("heading", { name: "Pay by card" })).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });

  it("tells the member back from the gateway where the payment stands", async () => {
    for (const [result, words] of [
      ["paid", "Payment received: it is applied to your invoices."],
      ["unpaid", "The payment was not made: the invoices are still open. You can pay them again."],
    ] as const) {
      const user = { ...testUser, company: { _id: companyId, name: "Green Valley Co-op", role: "accountant" as const } };
      mockFetch({
        ...sessionHandlers(user),
        "GET /api/company": () => json(200, aCompany("accountant")),
        "GET /api/company/invoices?status=unpaid&page=1&limit=20": () => json(200, unpaid),
      });
      const { unmount } = renderWithProviders(<InvoicesPage />, { route: `/dashboard/company/invoices?payment=${result}`, path: "/dashboard/company/invoices" });
      expect(await screen.findByRole("status", { name: "" })).toHaveTextContent(words);
      unmount();
    }
  });
});
