import type { CompanyRole } from "@shop/contract";
import { listLabels, listMessages } from "@shop/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { aTool } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sentBody, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { AddToolToList } from "./AddToolToList";

const companyId = "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const springId = "2a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const autumnId = "5a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const rakeId = "3a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";

const hoe = aTool({ name: "Steel Hoe" });
const company = (role: CompanyRole) => ({ _id: companyId, name: "Green Valley Co-op", vatId: null, billingAddress: "1 Market Street", addresses: [], suspended: false, role, members: [] });
const member = (role: CompanyRole) => ({ ...testUser, company: { _id: companyId, name: "Green Valley Co-op", role } });
const line = (productId: string, product: string, quantity: number) => ({ productId, quantity, product, sku: "AT-1", price: 5, minimumOrderQuantity: 10, packSize: 1, availableQuantity: 100 });
const list = (_id: string, name: string, items: ReturnType<typeof line>[]) => ({ _id, companyId, name, items, createdBy: "rina@example.com", createdAt: "2026-03-01T10:00:00.000Z", updatedAt: "2026-03-02T10:00:00.000Z" });
const spring = list(springId, "Spring restock", [line(rakeId, "Leaf Rake", 20), line(hoe._id, "Steel Hoe", 30)]);
const autumn = list(autumnId, "Autumn", [line(rakeId, "Leaf Rake", 10)]);

stubDialogMethods();

const handlers = (role: CompanyRole, lists: unknown[]) => ({ ...sessionHandlers(member(role)), "GET /api/company": () => json(200, company(role)), "GET /api/lists": () => json(200, lists) });
const render = (quantity: number | null, onQuantityProblem = vi.fn()) => {
  renderWithProviders(<AddToolToList tool={hoe} quantity={quantity} onQuantityProblem={onQuantityProblem} />, { toaster: true });
  return onQuantityProblem;
};

describe("AddToolToList", () => {
  it("puts the tool, in the page's quantity, at the end of the list picked", async () => {
    const fetchMock = mockFetch({ ...handlers("buyer", [spring, autumn]), [`PATCH /api/lists/${autumnId}`]: () => json(200, { ...autumn, items: [...autumn.items, line(hoe._id, "Steel Hoe", 40)] }) });
    render(40);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: listMessages.addTool }));
    const dialog = screen.getByRole("dialog", { name: listMessages.addToolHeading });
    expect(within(dialog).getByText(listMessages.addToolLine(40, "Steel Hoe"))).toBeInTheDocument();
    await user.selectOptions(await within(dialog).findByLabelText(listLabels.pick), "Autumn");
    await user.click(within(dialog).getByRole("button", { name: listMessages.addTool }));
    expect(await screen.findByText(listMessages.addedTool("Autumn"))).toBeInTheDocument();
    expect(sentBody(fetchMock, "PATCH", `/api/lists/${autumnId}`)).toEqual({ items: [{ productId: rakeId, quantity: 10 }, { productId: hoe._id, quantity: 40 }] });
  });

  it("gives a tool already on the list the page's quantity, in its place, and shows the server's refusal", async () => {
    const fetchMock = mockFetch({
      ...handlers("approver", [spring]),
      [`PATCH /api/lists/${springId}`]: () => json(400, { error: { code: "bad_request", message: "Please set at least 10", fields: [{ path: "body.items.1.quantity", message: "Please set at least 10" }] } }),
    });
    render(5);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: listMessages.addTool }));
    const dialog = screen.getByRole("dialog", { name: listMessages.addToolHeading });
    await within(dialog).findByLabelText(listLabels.pick);
    await user.click(within(dialog).getByRole("button", { name: listMessages.addTool }));
    expect(await within(dialog).findByText("Please set at least 10")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PATCH", `/api/lists/${springId}`)).toEqual({ items: [{ productId: rakeId, quantity: 20 }, { productId: hoe._id, quantity: 5 }] });
  });

  it("says when the company has no list yet, and where to start one", async () => {
    mockFetch(handlers("admin", []));
    render(10);
    await userEvent.click(await screen.findByRole("button", { name: listMessages.addTool }));
    const dialog = screen.getByRole("dialog", { name: listMessages.addToolHeading });
    expect(await within(dialog).findByText(listMessages.none)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: listMessages.allLists })).toHaveAttribute("href", "/dashboard/lists");
  });

  it("has the quantity field say why when no whole number is typed, opening nothing", async () => {
    mockFetch(handlers("buyer", [spring]));
    const onQuantityProblem = render(null);
    await userEvent.click(await screen.findByRole("button", { name: listMessages.addTool }));
    expect(onQuantityProblem).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is not offered to an accountant, who reads the lists only, nor to a buyer without a company", async () => {
    const fetchMock = mockFetch(handlers("accountant", [spring]));
    render(10);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/company")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: listMessages.addTool })).not.toBeInTheDocument();
    cleanup();

    mockFetch(sessionHandlers(testUser));
    render(10);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: listMessages.addTool })).not.toBeInTheDocument();
  });
});
