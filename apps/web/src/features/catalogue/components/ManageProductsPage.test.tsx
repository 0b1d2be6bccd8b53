import { TOTAL_COUNT_HEADER, catalogueMessages, messages, setLanguageSource, toolTranslationLabels } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import type { Tool } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { ManageProductsPage } from "./ManageProductsPage";

const admin = { ...testUser, role: "admin" as const };
const hoe: Tool = {
  translations: {},
  _id: "5e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  img: "/images/hoe.svg",
  name: "Steel Hoe",
  description: "A forged hoe.",
  minimumOrderQuantity: 10,
  availableQuantity: 500,
  price: 12.5,
  sku: "AF-HOE-150",
  weight: 1.38,
  taxClass: "standard",
};
const rake: Tool = { ...hoe, _id: "6e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Rake", price: 1234.5, availableQuantity: 0, sku: "AF-RKL-150" };

stubDialogMethods();

const paged = (items: Tool[], total: number) =>
  new Response(JSON.stringify(items), { status: 200, headers: { "Content-Type": "application/json", [TOTAL_COUNT_HEADER]: String(total) } });

describe("ManageProductsPage", () => {
  it("lists the products and deletes one after the confirmation, with 'Successfully Deleted products'", async () => {
    let tools = [hoe, rake];
    mockFetch({
      ...sessionHandlers(admin),
      "GET /api/tools?archived=include&page=1&limit=20": () => paged(tools, tools.length),
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
    expect(within(table).getByRole("columnheader", { name: "SKU" })).toBeInTheDocument();
    expect(within(within(table).getByRole("row", { name: /Rake/ })).getByText("AF-RKL-150")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Rake" }));
    const dialog = screen.getByRole("dialog", { name: messages.confirmDelete });
    expect(dialog).toHaveAccessibleDescription(/Rake leaves the catalogue/);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(messages.admin.productDeleted)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Delete Steel Hoe" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Rake" })).not.toBeInTheDocument();
  });

  it("marks a tool without a Bangla name (issue 38)", async () => {
    const named: Tool = { ...hoe, translations: { bn: { name: "ইস্পাতের নিড়ানি", description: "" } } };
    const describedOnly: Tool = { ...rake, translations: { bn: { name: "", description: "আঁচড়া।" } } };
    mockFetch({ ...sessionHandlers(admin), "GET /api/tools?archived=include&page=1&limit=20": () => paged([named, describedOnly], 2) });
    renderWithProviders(<ManageProductsPage />, { route: "/dashboard/manageProducts", path: "/dashboard/manageProducts" });
    const table = await screen.findByRole("table", { name: "All products" });
    expect(within(within(table).getByRole("row", { name: /Rake/ })).getByText(toolTranslationLabels.missing)).toBeInTheDocument();
    expect(within(within(table).getByRole("row", { name: /Steel Hoe/ })).queryByText(toolTranslationLabels.missing)).not.toBeInTheDocument();
  });

  it("asks the server only for the page in the URL and numbers its rows from there", async () => {
    const fetchMock = mockFetch({ ...sessionHandlers(admin), "GET /api/tools?archived=include&page=3&limit=20": () => paged([hoe, rake], 42) });
    renderWithProviders(<ManageProductsPage />, { route: "/dashboard/manageProducts?page=3", path: "/dashboard/manageProducts" });
    const table = await screen.findByRole("table", { name: "All products" });
    expect(within(table).getByRole("rowheader", { name: "41" })).toBeInTheDocument();
    expect(screen.getByText("41–42 of 42")).toBeInTheDocument();
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/tools"))).toEqual(["/api/tools?archived=include&page=3&limit=20"]);
  });

  it("shows each tool's category, a low-stock mark below one minimum order, archived tools and an Edit link", async () => {
    const sickle: Tool = { ...hoe, _id: "7e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Sickle", availableQuantity: 5, category: "Cutting", archived: true };
    mockFetch({ ...sessionHandlers(admin), "GET /api/tools?archived=include&page=1&limit=20": () => paged([{ ...hoe, category: "Hand Tools" }, sickle], 2) });
    renderWithProviders(<ManageProductsPage />, { route: "/dashboard/manageProducts", path: "/dashboard/manageProducts" });
    const table = await screen.findByRole("table", { name: "All products" });
    const [, hoeRow, sickleRow] = within(table).getAllByRole("row");
    if (!hoeRow || !sickleRow) throw new Error("rows missing");
    expect(within(hoeRow).getByText("Hand Tools")).toBeInTheDocument();
    expect(within(hoeRow).queryByText(catalogueMessages.lowStock)).not.toBeInTheDocument();
    expect(within(sickleRow).getByText("Cutting")).toBeInTheDocument();
    expect(within(sickleRow).getByText(catalogueMessages.lowStock)).toBeInTheDocument();
    expect(within(sickleRow).getByText("Archived")).toBeInTheDocument();
    expect(within(sickleRow).getByRole("link", { name: "Edit Sickle" })).toHaveAttribute("href", `/dashboard/editProduct/${sickle._id}`);
  });

  it("names each tool and its category in Bangla on /bn, the English where none is written (issue 38)", async () => {
    const sickle: Tool = { ...hoe, _id: "7e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Sickle", category: "Cutting" };
    const inHandTools: Tool = { ...hoe, name: "Hoe", translations: { bn: { name: "নিড়ানি", description: "একটি নিড়ানি।" } }, category: "Hand Tools", categoryTranslations: { bn: { name: "হাতের যন্ত্র" } } };
    mockFetch({ ...sessionHandlers(admin), "GET /api/tools?archived=include&page=1&limit=20": () => paged([inHandTools, sickle], 2) });
    loadBanglaCatalogue();
    const before = setLanguageSource(() => "bn");
    try {
      renderWithProviders(<ManageProductsPage />, { route: "/dashboard/manageProducts", path: "/dashboard/manageProducts" });
      const [, hoeRow, sickleRow] = within(await screen.findByRole("table")).getAllByRole("row");
      if (!hoeRow || !sickleRow) throw new Error("rows missing");
      expect(within(hoeRow).getByText("হাতের যন্ত্র")).toBeInTheDocument();
      expect(within(hoeRow).queryByText("Hand Tools")).not.toBeInTheDocument();
      expect(within(sickleRow).getByText("Cutting")).toBeInTheDocument();
      expect(within(hoeRow).getByText("নিড়ানি")).toBeInTheDocument();
      expect(within(hoeRow).queryByText("Hoe")).not.toBeInTheDocument();
      expect(within(sickleRow).getByText("Sickle")).toBeInTheDocument();
    } finally {
      setLanguageSource(before);
    }
  });

  it("says so when a tool with orders was archived instead of deleted", async () => {
    mockFetch({
      ...sessionHandlers(admin),
      "GET /api/tools?archived=include&page=1&limit=20": () => paged([hoe], 1),
      [`DELETE /api/tools/${hoe._id}`]: () => json(200, { acknowledged: true, deletedCount: 0, archived: true }),
    });
    renderWithProviders(
      <>
        <ManageProductsPage />
        <Toaster />
      </>,
      { route: "/dashboard/manageProducts", path: "/dashboard/manageProducts" },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Steel Hoe" }));
    await user.click(within(screen.getByRole("dialog", { name: messages.confirmDelete })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(catalogueMessages.archivedInstead("Steel Hoe"))).toBeInTheDocument();
  });
});
