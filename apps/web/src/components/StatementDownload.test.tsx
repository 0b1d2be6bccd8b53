import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shopToday } from "../lib/dates";
import { mockFetch, renderWithProviders, sessionHandlers, testUser } from "../test/utils";
import { StatementDownload, statementQuery, type StatementFormat, type StatementPeriod } from "./StatementDownload";

afterEach(() => vi.restoreAllMocks());

const pathFor = (format: StatementFormat, period: StatementPeriod) => `/api/company/statement.${format}${statementQuery(period)}`;

describe("StatementDownload", () => {
  it("offers this month until today, links each file to its address, and saves the one clicked", async () => {
    localStorage.setItem("accessToken", "token-1");
    const today = shopToday();
    const from = `${today.slice(0, 7)}-01`;
    const pdf = "%PDF-1.7";
    const fetchMock = mockFetch({
      ...sessionHandlers(testUser),
      [`GET /api/company/statement.pdf?from=2026-02-01&to=2026-02-28`]: () =>
        new Response(pdf, { status: 200, headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="statement-co-op-2026-02-01-to-2026-02-28.pdf"' } }),
    });
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), "blob:statement"), revokeObjectURL: () => undefined });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithProviders(<StatementDownload pathFor={pathFor} intro="Your account with us." />);

    expect(screen.getByRole("heading", { name: "Statement of account" })).toBeInTheDocument();
    expect(screen.getByLabelText("From")).toHaveValue(from);
    expect(screen.getByLabelText("To")).toHaveValue(today);
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", `/api/company/statement.csv?from=${from}&to=${today}`);

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "2026-02-01");
    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2026-02-28");
    const link = screen.getByRole("link", { name: "Download PDF" });
    expect(link).toHaveAttribute("href", "/api/company/statement.pdf?from=2026-02-01&to=2026-02-28");
    await user.click(link);
    await waitFor(() => expect(names).toEqual(["statement-co-op-2026-02-01-to-2026-02-28.pdf"]));
    expect(await created[0]?.text()).toBe(pdf);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).startsWith("/api/company/statement.pdf")) ?? [];
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer token-1");
  });

  it("says so when From is after To, and downloads nothing", async () => {
    const fetchMock = mockFetch({ ...sessionHandlers(testUser) });
    renderWithProviders(<StatementDownload pathFor={pathFor} intro="Your account with us." />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "2999-01-01");
    expect(screen.getByRole("alert")).toHaveTextContent("From must not be after To");
    expect(screen.getByLabelText("From")).toHaveAttribute("aria-invalid", "true");
    const link = screen.getByRole("link", { name: "Download PDF" });
    expect(link).not.toHaveAttribute("href");
    expect(link).toHaveAttribute("aria-disabled", "true");
    await user.click(link);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("statement"))).toBe(false);
  });
});
