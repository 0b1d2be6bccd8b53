import type { MonthlyReport, ReportFigures } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { MonthlyReportPage } from "./MonthlyReportPage";

afterEach(() => vi.restoreAllMocks());

const admin = { ...testUser, role: "admin" as const };

const zero: Omit<ReportFigures, "currency"> = {
  invoices: 0,
  net: 0,
  tax: 0,
  gross: 0,
  shipping: 0,
  discounts: 0,
  taxByRate: [],
  reverseChargeNet: 0,
  creditNotes: 0,
  refundedNet: 0,
  refundedTax: 0,
  refundedGross: 0,
  refundTaxByRate: [],
  refundedReverseChargeNet: 0,
};

const march = {
  ...zero,
  month: "2025-03",
  currency: "USD",
  invoices: 4,
  net: 480,
  tax: 31,
  gross: 511,
  shipping: 10,
  discounts: 5,
  taxByRate: [
    { name: "VAT", rate: 20, net: 130, tax: 26 },
    { name: "VAT", rate: 10, net: 50, tax: 5 },
  ],
  reverseChargeNet: 300,
};
const april = { ...zero, month: "2025-04", currency: "USD", invoices: 1, net: 40, tax: 8, gross: 48, creditNotes: 2, refundedNet: 150, refundedTax: 10, refundedGross: 160, refundedReverseChargeNet: 100 };
const report: MonthlyReport = {
  from: "2025-03",
  to: "2025-04",
  months: [march, april],
  totals: [{ ...zero, currency: "USD", invoices: 5, net: 520, tax: 39, gross: 559, creditNotes: 2, refundedGross: 160 }],
};

describe("MonthlyReportPage", () => {
  it("shows the URL's months in a table with a totals row, in a scroller a keyboard can reach", async () => {
    const asked: string[] = [];
    mockFetch({
      ...sessionHandlers(admin),
      "GET /api/reports/monthly?from=2025-03&to=2025-04": () => {
        asked.push("2025-03..2025-04");
        return json(200, report);
      },
    });
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
    expect(screen.getByRole("heading", { level: 1, name: "Monthly report" })).toBeInTheDocument();
    expect(screen.getByLabelText("From month")).toHaveValue("2025-03");
    expect(screen.getByLabelText("To month")).toHaveValue("2025-04");

    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    // Header, two months, one total per currency.
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByRole("rowheader")).toHaveTextContent("Mar 2025");
    expect(rows[1]).toHaveTextContent("$480.00");
    expect(rows[1]).toHaveTextContent("VAT 20%: $26.00 on $130.00");
    expect(rows[1]).toHaveTextContent("VAT 10%: $5.00 on $50.00");
    expect(rows[2]).toHaveTextContent("$160.00");
    expect(within(rows[3] as HTMLElement).getByRole("rowheader")).toHaveTextContent("Total");
    expect(rows[3]).toHaveTextContent("$559.00");
    const scroller = screen.getByRole("region", { name: "Monthly figures" });
    expect(scroller).toHaveAttribute("tabindex", "0");
    expect(scroller).toContainElement(table);
    expect(asked).toEqual(["2025-03..2025-04"]);
  });

  it("downloads the CSV of the same months with the bearer token", async () => {
    localStorage.setItem("accessToken", "token-1");
    const csv = '"Month","Currency"\r\n"2025-03","USD"\r\n';
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "GET /api/reports/monthly?from=2025-03&to=2025-04": () => json(200, report),
      "GET /api/reports/monthly.csv?from=2025-03&to=2025-04": () =>
        new Response(csv, { status: 200, headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="monthly-report-2025-03-to-2025-04.csv"' } }),
    });
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), "blob:report"), revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe("monthly-report-2025-03-to-2025-04.csv");
    });
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
    await screen.findByRole("table");
    const link = screen.getByRole("link", { name: "Download CSV" });
    expect(link).toHaveAttribute("href", "/api/reports/monthly.csv?from=2025-03&to=2025-04");
    await userEvent.setup().click(link);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(await created[0]?.text()).toBe(csv);
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith("/api/reports/monthly.csv"));
    expect(new Headers(call?.[1]?.headers).get("Authorization")).toBe("Bearer token-1");
  });

  it("asks for a new range from the pickers, and refuses a reversed one without asking", async () => {
    const asked: string[] = [];
    mockFetch({
      ...sessionHandlers(admin),
      "GET /api/reports/monthly?from=2025-03&to=2025-04": () => (asked.push("first"), json(200, report)),
      "GET /api/reports/monthly?from=2025-01&to=2025-02": () => (asked.push("second"), json(200, { ...report, from: "2025-01", to: "2025-02", months: [] })),
    });
    const user = userEvent.setup();
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
    await screen.findByRole("table");

    const from = screen.getByLabelText("From month");
    const to = screen.getByLabelText("To month");
    await user.clear(from);
    await user.type(from, "2025-06");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByRole("alert")).toHaveTextContent("From month must not be after To month");
    expect(from).toHaveAttribute("aria-invalid", "true");
    expect(asked).toEqual(["first"]);

    await user.clear(from);
    await user.type(from, "2025-01");
    await user.clear(to);
    await user.type(to, "2025-02");
    await user.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(asked).toEqual(["first", "second"]));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
