import { TOTAL_COUNT_HEADER, messages } from "@shop/contract";
import type { Tool } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { ManageProductsPage } from "./ManageProductsPage";

const admin = { ...testUser, role: "admin" as const };
const hoe: Tool = {
  _id: "5e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  img: "/images/hoe.svg",
  name: "Steel Hoe",
  description: "A forged hoe.",
  minimumOrderQuantity: 10,
  availableQuantity: 500,
  price: 12.5,
};
const rake: Tool = { ...hoe, _id: "6e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Rake", price: 1234.5, availableQuantity: 0 };

stubDialogMethods();

const paged = (items: Tool[], total: number) =>
  new Response(JSON.stringify(items), { status: 200, headers: { "Content-Type": "application/json", [TOTAL_COUNT_HEADER]: String(total) } });

describe("ManageProductsPage", () => {
  it("lists the products and deletes one after the confirmation, with 'Successfully Deleted products'", async () => {
    let tools = [hoe, rake];
    mockFetch({
      ...sessionHandlers(admin),
      "GET /api/tools?page=1&limit=20": () => paged(tools, tools.length),
      [`DELETE /api/tools/${rake._id}`]: () => {
        tools = [hoe];
        return json(200, { acknowledged: true, deletedCount: 1 });
      },
    });
    renderWithProviders(
      <>
        <ManageProductsPage />
        <Toaster />
      </>,
      { route: "/dashboard/manageProducts", path: "/dashboard/manageProducts" },
    );
    const user = userEvent.setup();
    const table = await screen.findByRole("table", { name: "All products" });
    expect(within(table).getByText("$1,234.50")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Rake" }));
    const dialog = screen.getByRole("dialog", { name: messages.confirmDelete });
    expect(dialog).toHaveAccessibleDescription(/Rake leaves the catalogue/);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(messages.admin.productDeleted)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Delete Steel Hoe" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Rake" })).not.toBeInTheDocument();
  });

  it("asks the server only for the page in the URL and numbers its rows from there", async () => {
    const fetchMock = mockFetch({ ...sessionHandlers(admin), "GET /api/tools?page=3&limit=20": () => paged([hoe, rake], 42) });
    renderWithProviders(<ManageProductsPage />, { route: "/dashboard/manageProducts?page=3", path: "/dashboard/manageProducts" });
    const table = await screen.findByRole("table", { name: "All products" });
    expect(within(table).getByRole("rowheader", { name: "41" })).toBeInTheDocument();
    expect(screen.getByText("41–42 of 42")).toBeInTheDocument();
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/tools"))).toEqual(["/api/tools?page=3&limit=20"]);
  });
});
