import type { Receivables } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { ReceivablesPage } from "./ReceivablesPage";

const admin = { ...testUser, role: "admin" as const };
const zero = { days0to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
const receivables: Receivables = {
  asOf: "2026-11-27",
  currency: "USD",
  companies: [
    { _id: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a51", name: "Hill Farmers", open: 900, overdue: 700, ...zero, days31to60: 200, over90: 500, unapplied: 0 },
    { _id: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a52", name: "Green Valley Co-op", open: 1500, overdue: 100, ...zero, days0to30: 100, unapplied: 0 },
    { _id: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a53", name: "Avon Growers", open: -30, overdue: 0, ...zero, unapplied: 250 },
  ],
  totals: { open: 2370, overdue: 800, days0to30: 100, days31to60: 200, days61to90: 0, over90: 500, unapplied: 250 },
};

const names = () => within(screen.getByRole("table", { name: "Receivables" })).getAllByRole("rowheader").map((cell) => cell.textContent);

describe("ReceivablesPage", () => {
  it("lists each company most overdue first, its ages and the totals, linked to its office page; any column sorts", async () => {
    mockFetch({ ...sessionHandlers(admin), "GET /api/admin/receivables": () => json(200, receivables) });
    renderWithProviders(<ReceivablesPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Receivables" })).toBeInTheDocument();
    await screen.findByRole("table", { name: "Receivables" });
    expect(names()).toEqual(["Hill Farmers", "Green Valley Co-op", "Avon Growers", "Total"]);
    const [, hill] = screen.getAllByRole("row");
    expect(hill).toHaveTextContent(/Hill Farmers.*\$900\.00.*\$700\.00.*\$0\.00.*\$200\.00.*\$0\.00.*\$500\.00/);
    expect(within(hill as HTMLElement).getByRole("link", { name: "Hill Farmers" })).toHaveAttribute("href", "/dashboard/companies/6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a51");
    expect(screen.getAllByRole("row").at(-1)).toHaveTextContent(/Total.*\$2,370\.00.*\$800\.00.*\$250\.00$/);
    // The money a company paid that is on no invoice yet, beside its balances.
    expect(screen.getAllByRole("row")[3]).toHaveTextContent(/Avon Growers.*-\$30\.00.*\$250\.00$/);
    expect(screen.getByRole("columnheader", { name: /Unapplied/ })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: /Overdue/ })).toHaveAttribute("aria-sort", "descending");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /Open/ }));
    expect(names()).toEqual(["Green Valley Co-op", "Hill Farmers", "Avon Growers", "Total"]);
    await user.click(screen.getByRole("button", { name: /Company/ }));
    expect(names()).toEqual(["Avon Growers", "Green Valley Co-op", "Hill Farmers", "Total"]);
    expect(screen.getByRole("columnheader", { name: /Company/ })).toHaveAttribute("aria-sort", "ascending");
    await user.click(screen.getByRole("button", { name: /Company/ }));
    expect(names()).toEqual(["Hill Farmers", "Green Valley Co-op", "Avon Growers", "Total"]);
    await user.click(screen.getByRole("button", { name: /Unapplied/ }));
    expect(names()[0]).toBe("Avon Growers");
  });

  it("says when no company owes anything", async () => {
    mockFetch({ ...sessionHandlers(admin), "GET /api/admin/receivables": () => json(200, { ...receivables, companies: [] }) });
    renderWithProviders(<ReceivablesPage />);
    expect(await screen.findByText("No company owes anything on account.")).toBeInTheDocument();
  });
});
