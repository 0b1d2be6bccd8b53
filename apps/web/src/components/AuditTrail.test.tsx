import { companyAuditActionNames, companyAuditLabels, countryName, type CompanyAuditEntry } from "@shop/contract";
import { inBangla } from "@shop/contract/testing";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AuditTrail } from "./AuditTrail";

const companyId = "6b0f5a9e-6f43-4a59-9d8e-2f7a4c1b3d21";
const entry = (id: number, fields: Partial<CompanyAuditEntry>): CompanyAuditEntry => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  companyId,
  action: "member_changed",
  actor: "rina@example.com",
  byOffice: false,
  subject: "bashir@example.com",
  before: null,
  after: null,
  at: "2026-11-20T10:05:00.000Z",
  ...fields,
});

const entries: CompanyAuditEntry[] = [
  entry(1, { action: "suspended", actor: "boss@agritools.example", byOffice: true, subject: null, before: { suspended: false }, after: { suspended: true } }),
  entry(2, {
    before: { role: "buyer", orderLimit: null, monthlyLimit: 1000 },
    after: { role: "approver", orderLimit: 250.5, monthlyLimit: 1000 },
  }),
  entry(3, { action: "member_left", actor: "gone@example.com", subject: "gone@example.com", before: { role: "accountant", orderLimit: null, monthlyLimit: null } }),
  entry(4, { action: "invited", subject: "new@example.com", after: { role: "buyer" } }),
];

describe("AuditTrail", () => {
  it("names each delivery address's country (kept as its code) in the page's language", () => {
    const changed = entry(5, { action: "details_changed", subject: null, before: { addresses: "Shop: 1 Road, Dhaka, 1207 BD" }, after: { addresses: "Shop: 1 Road, Dhaka, 1207 BD; Depot: 2 Quay, Hamburg, 20095 DE" } });
    const { unmount } = render(<AuditTrail entries={[changed]} total={1} page={1} pageSize={20} onPageChange={vi.fn()} />);
    expect(screen.getByRole("listitem")).toHaveTextContent(`After: Delivery addresses Shop: 1 Road, Dhaka, 1207 ${countryName("BD")}; Depot: 2 Quay, Hamburg, 20095 ${countryName("DE")}`);
    expect(screen.getByRole("listitem")).not.toHaveTextContent(/\bBD\b/);
    unmount();
    const bangla = inBangla(() => {
      const view = render(<AuditTrail entries={[changed]} total={1} page={1} pageSize={20} onPageChange={vi.fn()} />);
      const text = screen.getByRole("listitem").textContent;
      view.unmount();
      return { text, name: countryName("BD") };
    });
    expect(bangla.name).not.toBe(countryName("BD"));
    expect(bangla.text).toContain(`1207 ${bangla.name}`);
  });

  it("lists each change with what, when, who, the member, and only what changed before and after", () => {
    render(<AuditTrail entries={entries} total={4} page={1} pageSize={20} onPageChange={vi.fn()} />);
    const items = within(screen.getByRole("list", { name: companyAuditLabels.heading })).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    const [suspended, changed, left, invited] = items;
    expect(suspended).toHaveTextContent(companyAuditActionNames.suspended);
    expect(suspended).toHaveTextContent("Who: the office (boss@agritools.example)");
    expect(suspended).toHaveTextContent("Before: Suspended No");
    expect(suspended).toHaveTextContent("After: Suspended Yes");
    expect(suspended).not.toHaveTextContent("Member:");

    // The limit per month did not change: it is not repeated.
    expect(changed).toHaveTextContent(companyAuditActionNames.member_changed);
    expect(changed).toHaveTextContent("Who: rina@example.com");
    expect(changed).toHaveTextContent("Member: bashir@example.com");
    expect(changed).toHaveTextContent("Before: Role Buyer, Limit per order No limit");
    expect(changed).toHaveTextContent("After: Role Approver, Limit per order $250.50");
    expect(changed).not.toHaveTextContent("Limit per month");
    expect(within(changed as HTMLElement).getByText("Nov 20, 2026", { exact: false }).closest("time")).toHaveAttribute("dateTime", "2026-11-20T10:05:00.000Z");

    // A member who left is still named; a removal has only a before, an invitation only an after.
    expect(left).toHaveTextContent("Member: gone@example.com");
    expect(left).toHaveTextContent("Before: Role Accountant, Limit per order No limit, Limit per month No limit");
    expect(left).not.toHaveTextContent("After:");
    expect(invited).toHaveTextContent("Member: new@example.com");
    expect(invited).toHaveTextContent("After: Role Buyer");
    expect(invited).not.toHaveTextContent("Before:");
    // Everything fits one page: no paging.
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("pages: the total decides the pages, and Next asks for the next one", async () => {
    const onPageChange = vi.fn();
    render(<AuditTrail entries={entries.slice(0, 2)} total={3} page={1} pageSize={2} onPageChange={onPageChange} />);
    const pages = screen.getByRole("navigation", { name: `${companyAuditLabels.heading} pages` });
    expect(pages).toHaveTextContent("1–2 of 3");
    await userEvent.setup().click(within(pages).getByRole("button", { name: "Next" }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("says so when nothing was recorded", () => {
    render(<AuditTrail entries={[]} total={0} page={1} pageSize={20} onPageChange={vi.fn()} />);
    expect(screen.getByText(companyAuditLabels.empty)).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
