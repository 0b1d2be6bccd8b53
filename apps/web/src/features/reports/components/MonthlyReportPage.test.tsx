import type { AccountingCodes, MonthlyReport, ReportCountryFigures, ReportFigures } from "@shop/contract";
import { reportLabels, setLanguageSource, treatmentLabels } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
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
  discountTax: 0,
  taxByRate: [],
  exemptNet: 0,
  zeroRatedNet: 0,
  outsideScopeNet: 0,
  creditNotes: 0,
  refundedNet: 0,
  refundedTax: 0,
  refundedGross: 0,
  refundTaxByRate: [],
  refundedExemptNet: 0,
  refundedZeroRatedNet: 0,
  refundedOutsideScopeNet: 0,
};

const noCountry: Omit<ReportCountryFigures, "country" | "name" | "rate"> = {
  currency: "USD",
  net: 0,
  tax: 0,
  exemptNet: 0,
  zeroRatedNet: 0,
  outsideScopeNet: 0,
  gross: 0,
  discounts: 0,
  discountTax: 0,
  refundedNet: 0,
  refundedTax: 0,
  refundedExemptNet: 0,
  refundedZeroRatedNet: 0,
  refundedOutsideScopeNet: 0,
  refundedGross: 0,
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
  exemptNet: 300,
};
const april = { ...zero, month: "2025-04", currency: "USD", invoices: 1, net: 40, tax: 8, gross: 48, creditNotes: 2, refundedNet: 150, refundedTax: 10, refundedGross: 160, refundedExemptNet: 100 };
const france = { ...noCountry, country: "FR", name: "VAT", rate: 0, exemptNet: 300, gross: 300 };
const untaxed = { ...noCountry, country: "BD", name: "", rate: null, outsideScopeNet: 15, gross: 15 };
const report: MonthlyReport = {
  from: "2025-03",
  to: "2025-04",
  timeZone: "Asia/Dhaka",
  months: [march, april],
  totals: [{ ...zero, currency: "USD", invoices: 5, net: 520, tax: 39, gross: 559, creditNotes: 2, refundedGross: 160 }],
  byCountry: [
    { ...france, month: "2025-03" },
    { ...noCountry, month: "2025-03", country: "GB", name: "VAT", rate: 20, net: 130, tax: 26, gross: 156, discounts: 5, discountTax: 1 },
    { ...untaxed, month: "2025-04" },
  ],
  countryTotals: [untaxed, france, { ...noCountry, country: "GB", name: "VAT", rate: 20, net: 130, tax: 26, gross: 156, discounts: 5, discountTax: 1 }],
};

/** Issue 37 item 8: a shop in Dhaka's April, taken by bKash, cash on delivery and a bank deposit. */
const takingsReport: MonthlyReport = {
  ...report,
  months: [{ ...april, currency: "BDT" }],
  totals: [{ ...zero, currency: "BDT" }],
  byCountry: [],
  countryTotals: [],
  takings: [
    { month: "2025-04", currency: "BDT", method: "bkash", received: 5_750.5, refunded: 500, net: 5_250.5 },
    { month: "2025-04", currency: "BDT", method: "cod", received: 7_800, refunded: 0, net: 7_800 },
    { month: "2025-04", currency: "BDT", method: "bank_deposit", received: 12_000, refunded: 0, net: 12_000 },
  ],
  takingsTotals: [
    { currency: "BDT", method: "bkash", received: 5_750.5, refunded: 500, net: 5_250.5 },
    { currency: "BDT", method: "cod", received: 7_800, refunded: 0, net: 7_800 },
    { currency: "BDT", method: "bank_deposit", received: 12_000, refunded: 0, net: 12_000 },
  ],
};

const codes: AccountingCodes = {
  codes: [
    { treatment: "domestic", revenueAccount: "200", taxAccount: "820" },
    { treatment: "intra_community", revenueAccount: "", taxAccount: "" },
    { treatment: "distance_sale", revenueAccount: "", taxAccount: "" },
    { treatment: "export", revenueAccount: "", taxAccount: "" },
  ],
};
const codesHandler = { "GET /api/reports/accounting-codes": () => json(200, codes) };

describe("MonthlyReportPage", () => {
  it("shows the URL's months in a table with a totals row, in a scroller a keyboard can reach", async () => {
    const asked: string[] = [];
    mockFetch({
      ...sessionHandlers(admin),
      ...codesHandler,
      "GET /api/reports/monthly?from=2025-03&to=2025-04": () => {
        asked.push("2025-03..2025-04");
        return json(200, report);
      },
    });
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
    expect(screen.getByRole("heading", { level: 1, name: "Monthly report" })).toBeInTheDocument();
    expect(screen.getByLabelText("From month")).toHaveValue("2025-03");
    expect(screen.getByLabelText("To month")).toHaveValue("2025-04");

    const scroller = await screen.findByRole("region", { name: "Monthly figures" });
    const table = within(scroller).getByRole("table");
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
    expect(scroller).toHaveAttribute("tabindex", "0");
    expect(screen.getByText("Months in Asia/Dhaka.")).toBeInTheDocument();
    expect(scroller).toContainElement(table);
    expect(asked).toEqual(["2025-03..2025-04"]);
  });

  it("writes its columns, months, amounts and accounting codes in Bangla on a Bangla page (issue 38)", async () => {
    const english = [reportLabels.revenueAccount, reportLabels.taxAccount, ...codes.codes.map((code) => treatmentLabels[code.treatment])];
    loadBanglaCatalogue();
    const before = setLanguageSource(() => "bn");
    try {
      mockFetch({ ...sessionHandlers(admin), ...codesHandler, "GET /api/reports/monthly?from=2025-03&to=2025-04": () => json(200, report) });
      renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
      const table = within(await screen.findByRole("region", { name: reportLabels.tableLabel })).getByRole("table");
      expect(within(table).getAllByRole("columnheader")[0]).toHaveTextContent("মাস");
      const rows = within(table).getAllByRole("row");
      expect(within(rows[1] as HTMLElement).getByRole("rowheader")).toHaveTextContent("মার্চ ২০২৫");
      expect(rows[1]).toHaveTextContent("$৪৮০.০০");
      // Every row's header, the totals' too, is Bangla: no Latin word ("Total", "March 2025").
      for (const row of rows.slice(1)) expect(within(row).getByRole("rowheader")).not.toHaveTextContent(/[A-Za-z]{2}/);
      // The accounting codes come by a request of their own, after the table: waited for, by the
      // Bangla name of their first row, so a row that came late in English fails here.
      const codes = await screen.findByRole("form", { name: reportLabels.codesHeading });
      expect(within(codes).getByLabelText(`${reportLabels.revenueAccount} (${treatmentLabels.domestic})`)).toHaveValue("200");
      expect(within(codes).getAllByRole("group").map((group) => group.textContent)).not.toContainEqual(expect.stringMatching(new RegExp(english.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"))));
    } finally {
      setLanguageSource(before);
    }
  });

  it("shows the supplementary duty's columns only when the months charged some (issue 36)", async () => {
    const withDuty = { ...report, months: [{ ...march, supplementaryDuty: 20, refundedSupplementaryDuty: 0 }, april], totals: [{ ...report.totals[0], currency: "USD", supplementaryDuty: 20, refundedSupplementaryDuty: 0 }] };
    mockFetch({ ...sessionHandlers(admin), ...codesHandler, "GET /api/reports/monthly?from=2025-03&to=2025-04": () => json(200, withDuty) });
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
    const table = within(await screen.findByRole("region", { name: "Monthly figures" })).getByRole("table");
    const header = within(table).getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(header).toContain(reportLabels.supplementaryDuty);
    // Every row has as many cells as the header names.
    for (const row of within(table).getAllByRole("row")) expect(row.children).toHaveLength(header.length);
  });

  it("has no duty columns for a shop that charged none", async () => {
    mockFetch({ ...sessionHandlers(admin), ...codesHandler, "GET /api/reports/monthly?from=2025-03&to=2025-04": () => json(200, report) });
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
    const table = within(await screen.findByRole("region", { name: "Monthly figures" })).getByRole("table");
    expect(within(table).queryByRole("columnheader", { name: reportLabels.supplementaryDuty })).toBeNull();
    for (const row of within(table).getAllByRole("row")) expect(row.children).toHaveLength(within(table).getAllByRole("columnheader").length);
  });

  it("shows the takings per payment method, month by month with the range's sums, and downloads their CSV (issue 37)", async () => {
    localStorage.setItem("accessToken", "token-1");
    const csv = '"Month","Currency","Payment method"\r\n';
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      ...codesHandler,
      "GET /api/reports/monthly?from=2025-04&to=2025-04": () => json(200, { ...takingsReport, from: "2025-04" }),
      "GET /api/reports/monthly.csv?from=2025-04&to=2025-04&part=takings": () =>
        new Response(csv, { status: 200, headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="takings-2025-04-to-2025-04.csv"' } }),
    });
    Object.assign(URL, { createObjectURL: () => "blob:takings", revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe("takings-2025-04-to-2025-04.csv");
    });
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-04&to=2025-04", path: "/dashboard/reports" });
    expect(await screen.findByRole("heading", { level: 2, name: "Takings by payment method" })).toBeInTheDocument();
    const scroller = screen.getByRole("region", { name: "Figures by payment method" });
    expect(scroller).toHaveAttribute("tabindex", "0");
    const table = within(scroller).getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Month", "Currency", "Payment method", "Received", "Given back", "Net takings"]);
    const rows = within(table).getAllByRole("row");
    // Header, three methods, three totals.
    expect(rows).toHaveLength(7);
    expect(within(rows[1] as HTMLElement).getByRole("rowheader")).toHaveTextContent("Apr 2025");
    expect(within(rows[1] as HTMLElement).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["BDT", "bKash", "৳5,750.50", "৳500.00", "৳5,250.50"]);
    expect(rows[2]).toHaveTextContent("Cash on delivery");
    expect(rows[3]).toHaveTextContent("Bank deposit");
    expect(within(rows[4] as HTMLElement).getByRole("rowheader")).toHaveTextContent("Total");

    const link = screen.getByRole("link", { name: "Download takings CSV" });
    expect(link).toHaveAttribute("href", "/api/reports/monthly.csv?from=2025-04&to=2025-04&part=takings");
    await userEvent.setup().click(link);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes("part=takings"));
    expect(new Headers(call?.[1]?.headers).get("Authorization")).toBe("Bearer token-1");
  });

  it("says so when no money moved in the months", async () => {
    mockFetch({ ...sessionHandlers(admin), ...codesHandler, "GET /api/reports/monthly?from=2025-03&to=2025-04": () => json(200, { ...report, takings: [], takingsTotals: [] }) });
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
    expect(await screen.findByText("No money received or given back in these months.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Figures by payment method" })).not.toBeInTheDocument();
  });

  it("downloads the CSV of the same months with the bearer token", async () => {
    localStorage.setItem("accessToken", "token-1");
    const csv = '"Month","Currency"\r\n"2025-03","USD"\r\n';
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      ...codesHandler,
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
    await screen.findByRole("region", { name: "Monthly figures" });
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
      ...codesHandler,
      "GET /api/reports/monthly?from=2025-03&to=2025-04": () => (asked.push("first"), json(200, report)),
      "GET /api/reports/monthly?from=2025-01&to=2025-02": () => (asked.push("second"), json(200, { ...report, from: "2025-01", to: "2025-02", months: [] })),
    });
    const user = userEvent.setup();
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
    await screen.findByRole("region", { name: "Monthly figures" });

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

  it("shows a row per month, country and rate, and the range's sums per country and rate", async () => {
    mockFetch({ ...sessionHandlers(admin), ...codesHandler, "GET /api/reports/monthly?from=2025-03&to=2025-04": () => json(200, report) });
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
    expect(await screen.findByRole("heading", { level: 2, name: "By country and rate" })).toBeInTheDocument();
    const table = within(screen.getByRole("region", { name: "Figures by country and rate" })).getByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Exempt intra-Community net" })).toBeInTheDocument();
    expect(within(table).getByRole("columnheader", { name: "Outside the scope of tax net" })).toBeInTheDocument();
    const rows = within(table).getAllByRole("row");
    // Header, three rows, three sums.
    expect(rows).toHaveLength(7);
    expect(rows[1]).toHaveTextContent(/Mar 2025.*USD.*France.*VAT.*0%.*\$300\.00/);
    expect(rows[2]).toHaveTextContent(/United Kingdom.*20%.*\$130\.00.*\$26\.00/);
    // Outside the scope of tax: no tax name, no rate.
    expect(within(rows[3] as HTMLElement).getAllByText("none")).toHaveLength(2);
    expect(rows[3]).toHaveTextContent(/Bangladesh.*\$15\.00/);
    expect(within(rows[4] as HTMLElement).getByRole("rowheader")).toHaveTextContent("Total");
  });

  it("names the earlier quarter an OSS refund corrects, beside the same country's sales of the month (issue 36)", async () => {
    const correction = { ...noCountry, month: "2025-04", country: "FR", name: "VAT", rate: 20, refundedNet: 50, refundedTax: 10, refundedGross: 60, correctsPeriod: "2025-Q1" };
    const withCorrection: MonthlyReport = { ...report, byCountry: [...report.byCountry, { ...france, month: "2025-04" }, correction] };
    mockFetch({ ...sessionHandlers(admin), ...codesHandler, "GET /api/reports/monthly?from=2025-03&to=2025-04": () => json(200, withCorrection) });
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
    const table = within(await screen.findByRole("region", { name: "Figures by country and rate" })).getByRole("table");
    const aprilFrance = within(table).getAllByRole("row").filter((row) => row.textContent.includes("France") && row.textContent.includes("Apr 2025"));
    expect(aprilFrance).toHaveLength(2);
    expect(aprilFrance.filter((row) => row.textContent.includes("Corrects period: 2025-Q1"))).toHaveLength(1);
  });

  it("downloads the journal of the same months", async () => {
    localStorage.setItem("accessToken", "token-1");
    const csv = '"Date","Due date"\r\n';
    mockFetch({
      ...sessionHandlers(admin),
      ...codesHandler,
      "GET /api/reports/monthly?from=2025-03&to=2025-04": () => json(200, report),
      "GET /api/reports/journal.csv?from=2025-03&to=2025-04": () =>
        new Response(csv, { status: 200, headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="journal-2025-03-to-2025-04.csv"' } }),
    });
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), "blob:journal"), revokeObjectURL: () => undefined });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
    await screen.findByRole("region", { name: "Monthly figures" });
    const link = screen.getByRole("link", { name: "Download journal" });
    expect(link).toHaveAttribute("href", "/api/reports/journal.csv?from=2025-03&to=2025-04");
    await userEvent.setup().click(link);
    await waitFor(() => expect(names).toEqual(["journal-2025-03-to-2025-04.csv"]));
    expect(await created[0]?.text()).toBe(csv);
  });

  it("saves the account codes per treatment, and shows the server's word under a refused code", async () => {
    const sent: unknown[] = [];
    let refuse = true;
    mockFetch({
      ...sessionHandlers(admin),
      ...codesHandler,
      "GET /api/reports/monthly?from=2025-03&to=2025-04": () => json(200, report),
      "PUT /api/reports/accounting-codes": (init) => {
        const body: unknown = JSON.parse(String(init?.body));
        sent.push(body);
        if (refuse) return json(400, { error: { code: "validation_failed", message: "The request is invalid", fields: [{ path: "body.codes.3.taxAccount", message: "Tax account is not known" }] } });
        return json(200, body);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
    const revenue = await screen.findByLabelText("Revenue account (Export)");
    expect(screen.getByLabelText("Revenue account (Domestic)")).toHaveValue("200");
    await user.type(revenue, "4100");
    await user.type(screen.getByLabelText("Tax account (Export)"), "ZERO");
    await user.click(screen.getByRole("button", { name: "Save codes" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ codes: [codes.codes[0], codes.codes[1], codes.codes[2], { treatment: "export", revenueAccount: "4100", taxAccount: "ZERO" }] });
    expect(await screen.findByText("Tax account is not known")).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole("button", { name: "Save codes" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    // Too long for the contract: refused in the browser, nothing sent.
    await user.type(revenue, "x".repeat(40));
    await user.click(screen.getByRole("button", { name: "Save codes" }));
    expect(await screen.findByText("Revenue account must be at most 40 characters")).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it("names a rate's own codes by treatment and rate, and sends them back with their rate (issue 36)", async () => {
    const sent: unknown[] = [];
    const withRate: AccountingCodes = { codes: [...codes.codes.slice(0, 1), { treatment: "domestic", rate: 7, revenueAccount: "4007", taxAccount: "2207" }, ...codes.codes.slice(1)] };
    mockFetch({
      ...sessionHandlers(admin),
      "GET /api/reports/accounting-codes": () => json(200, withRate),
      "GET /api/reports/monthly?from=2025-03&to=2025-04": () => json(200, report),
      "PUT /api/reports/accounting-codes": (init) => {
        const body: unknown = JSON.parse(String(init?.body));
        sent.push(body);
        return json(200, body);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MonthlyReportPage />, { route: "/dashboard/reports?from=2025-03&to=2025-04", path: "/dashboard/reports" });
    expect(await screen.findByLabelText("Tax account (Domestic, 7%)")).toHaveValue("2207");
    expect(screen.getByLabelText("Tax account (Domestic)")).toHaveValue("820");
    await user.click(screen.getByRole("button", { name: "Save codes" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual(withRate);
  });
});
