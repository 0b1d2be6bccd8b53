import type { CompanyRole } from "@shop/contract";
import { listLabels, listMessages } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { getCartLines, clearCart } from "../../../lib/cart";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { ListsPage } from "./ListsPage";

const companyId = "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const listId = "2a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const rakeId = "3a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const hoeId = "4a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";

const company = (role: CompanyRole) => ({ _id: companyId, name: "Green Valley Co-op", vatId: null, billingAddress: "1 Market Street", addresses: [], suspended: false, role, members: [] });
/** A session user who belongs to the company with `role` (the session says so: issue 27). */
const member = (role: CompanyRole) => ({ ...testUser, company: { _id: companyId, name: "Green Valley Co-op", role } });
const line = (productId: string, product: string, quantity: number, availableQuantity = 100) => ({ productId, quantity, product, sku: "AT-1", price: 5, minimumOrderQuantity: 10, packSize: 1, availableQuantity });
const spring = {
  _id: listId,
  companyId,
  name: "Spring restock",
  items: [line(rakeId, "Leaf Rake", 20), line(hoeId, "Steel Hoe", 30, 5)],
  createdBy: "rina@example.com",
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-02T10:00:00.000Z",
};

stubDialogMethods();
afterEach(() => clearCart());

const render = () => renderWithProviders(<ListsPage />, { route: "/dashboard/lists", path: "/dashboard/lists", toaster: true });

describe("ListsPage", () => {
  it("tells a buyer without a company what lists are for", async () => {
    mockFetch({ ...sessionHandlers(testUser) });
    render();
    expect(await screen.findByText(listMessages.noCompany)).toBeInTheDocument();
  });

  it("lets an accountant read a list but not change it, nor put it in the cart", async () => {
    mockFetch({ ...sessionHandlers(member("accountant")), "GET /api/company": () => json(200, company("accountant")), "GET /api/lists": () => json(200, [spring]) });
    render();
    const list = await screen.findByRole("region", { name: "Spring restock" });
    expect(await screen.findByText(listMessages.readOnly)).toBeInTheDocument();
    expect(within(list).queryByLabelText(listLabels.quantity("Leaf Rake"))).not.toBeInTheDocument();
    expect(within(list).queryByRole("button", { name: listMessages.addAll })).not.toBeInTheDocument();
  });

  it("puts every line in the cart within its stock, and says what did not fit", async () => {
    mockFetch({ ...sessionHandlers(member("buyer")), "GET /api/company": () => json(200, company("buyer")), "GET /api/lists": () => json(200, [spring]) });
    render();
    const list = await screen.findByRole("region", { name: "Spring restock" });
    await userEvent.click(await within(list).findByRole("button", { name: listMessages.addAll }));
    expect(getCartLines()).toEqual([{ productId: rakeId, quantity: 20 }]);
    expect(within(list).getByRole("status")).toHaveTextContent(listMessages.notAdded("Steel Hoe", listMessages.outOfStock));
  });

  it("saves a changed quantity and a removed line as the list's new lines", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(member("buyer")),
      "GET /api/company": () => json(200, company("buyer")),
      "GET /api/lists": () => json(200, [spring]),
      [`PATCH /api/lists/${listId}`]: () => json(200, { ...spring, items: [line(rakeId, "Leaf Rake", 40)], updatedAt: "2026-03-03T10:00:00.000Z" }),
    });
    render();
    const list = await screen.findByRole("region", { name: "Spring restock" });
    const quantity = await within(list).findByLabelText(listLabels.quantity("Leaf Rake"));
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "40");
    await userEvent.click(within(list).getByRole("button", { name: "Remove Steel Hoe" }));
    await userEvent.click(within(list).getByRole("button", { name: "Save list" }));
    expect(await screen.findByText(listMessages.saved)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ name: "Spring restock", items: [{ productId: rakeId, quantity: 40 }] });
  });
});
