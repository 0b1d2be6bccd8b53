import { TOTAL_COUNT_HEADER, bulkLabels, catalogueMessages, restockFormLabels, taxClassLabels, toolFormLabels, toolTranslationLabels, type StockChange, type Tool } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { EditProductPage } from "./EditProductPage";

const admin = { ...testUser, role: "admin" as const };
const hand = { _id: "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Hand Tools", toolCount: 3 };
const cutting = { _id: "2a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Cutting", toolCount: 1 };
const hoe: Tool = {
  translations: {},
  _id: "5e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  img: "/images/hoe.svg",
  name: "Steel Hoe",
  description: "A forged hoe.",
  minimumOrderQuantity: 10,
  availableQuantity: 4,
  price: 12.5,
  categoryId: hand._id,
  category: hand.name,
  sku: "AF-HOE-150",
  weight: 1.38,
  taxClass: "standard",
};
const change: StockChange = { _id: "9a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", toolId: hoe._id, quantity: 20, availableAfter: 24, note: "Pallet", byEmail: admin.email, createdAt: "2026-11-20T10:00:00.000Z" };

const paged = (items: unknown[]) => new Response(JSON.stringify(items), { status: 200, headers: { "Content-Type": "application/json", [TOTAL_COUNT_HEADER]: String(items.length) } });

function renderPage(extra: Parameters<typeof mockFetch>[0] = {}, tool: Tool = hoe) {
  let history: StockChange[] = [];
  const fetchMock = mockFetch({
    ...sessionHandlers(admin),
    [`GET /api/tools/${tool._id}`]: () => json(200, tool),
    "GET /api/categories": () => json(200, [hand, cutting]),
    [`GET /api/tools/${tool._id}/stock?page=1&limit=10`]: () => paged(history),
    [`POST /api/tools/${tool._id}/stock`]: () => {
      history = [change];
      return json(201, { tool: { ...tool, availableQuantity: 24 }, change });
    },
    ...extra,
  });
  renderWithProviders(<EditProductPage />, { route: `/dashboard/editProduct/${tool._id}`, path: "/dashboard/editProduct/:toolId", toaster: true });
  return { fetchMock, user: userEvent.setup() };
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string) => {
  const [method, url] = key.split(" ");
  const call = fetchMock.mock.calls.find(([u, init]) => u === url && (init?.method ?? "GET") === method);
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

describe("EditProductPage", () => {
  it("starts from the tool's values and saves a new price and category", async () => {
    const { fetchMock, user } = renderPage({ [`PATCH /api/tools/${hoe._id}`]: () => json(200, { ...hoe, price: 14 }) });
    const price = await screen.findByLabelText(toolFormLabels.price);
    expect(price).toHaveValue("12.50");
    expect(screen.getByLabelText(toolFormLabels.name)).toHaveValue("Steel Hoe");
    await waitFor(() => expect(screen.getByLabelText(toolFormLabels.categoryId)).toHaveValue(hand._id));
    await user.clear(price);
    await user.type(price, "14");
    await user.selectOptions(screen.getByLabelText(toolFormLabels.categoryId), "Cutting");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(catalogueMessages.productUpdated)).toBeInTheDocument();
    expect(bodyOf(fetchMock, `PATCH /api/tools/${hoe._id}`)).toEqual({
      img: hoe.img,
      name: hoe.name,
      sku: "AF-HOE-150",
      weight: 1.38,
      description: hoe.description,
      minimumOrderQuantity: 10,
      price: 14,
      categoryId: cutting._id,
      packSize: 1,
      priceBreaks: [],
      taxClass: "standard",
      sdRate: 0,
      translations: { bn: { name: "", description: "" } },
    });
  });

  it("starts from the tool's Bangla texts, saves a changed name and sends an emptied description to clear it (issue 38)", async () => {
    const bangla: Tool = { ...hoe, translations: { bn: { name: "ইস্পাতের নিড়ানি", description: "পেটানো লোহার নিড়ানি।" } } };
    const { fetchMock, user } = renderPage({ [`PATCH /api/tools/${hoe._id}`]: () => json(200, bangla) }, bangla);
    const name = await screen.findByLabelText(toolTranslationLabels.name);
    expect(name).toHaveValue("ইস্পাতের নিড়ানি");
    const description = screen.getByLabelText(toolTranslationLabels.description);
    expect(description).toHaveValue("পেটানো লোহার নিড়ানি।");
    await user.clear(name);
    await user.type(name, "নিড়ানি");
    await user.clear(description);
    await waitFor(() => expect(screen.getByLabelText(toolFormLabels.categoryId)).toHaveValue(hand._id));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(catalogueMessages.productUpdated)).toBeInTheDocument();
    expect(bodyOf(fetchMock, `PATCH /api/tools/${hoe._id}`)).toMatchObject({ name: hoe.name, translations: { bn: { name: "নিড়ানি", description: "" } } });
  });

  it("starts from the tool's supplementary duty and saves another (issue 36)", async () => {
    const { fetchMock, user } = renderPage({ [`PATCH /api/tools/${hoe._id}`]: () => json(200, { ...hoe, sdRate: 12.5 }) }, { ...hoe, sdRate: 10 });
    const sdRate = await screen.findByLabelText(toolFormLabels.sdRate);
    expect(toolFormLabels.sdRate).toBe("Supplementary duty (%)");
    expect(sdRate).toHaveValue("10");
    await waitFor(() => expect(screen.getByLabelText(toolFormLabels.categoryId)).toHaveValue(hand._id));
    await user.clear(sdRate);
    await user.type(sdRate, "600");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(`${toolFormLabels.sdRate} must be at most 500`)).toBeInTheDocument();
    await user.clear(sdRate);
    await user.type(sdRate, "12.5");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(catalogueMessages.productUpdated)).toBeInTheDocument();
    expect(bodyOf(fetchMock, `PATCH /api/tools/${hoe._id}`)).toMatchObject({ sdRate: 12.5 });
  });

  it("starts from the tool's tax class and saves another", async () => {
    const { fetchMock, user } = renderPage({ [`PATCH /api/tools/${hoe._id}`]: () => json(200, { ...hoe, taxClass: "zero" }) }, { ...hoe, taxClass: "reduced" });
    const taxClass = await screen.findByLabelText(toolFormLabels.taxClass);
    expect(taxClass).toHaveDisplayValue(taxClassLabels.reduced);
    expect(within(taxClass).getAllByRole("option").map((option) => option.textContent)).toEqual([taxClassLabels.standard, taxClassLabels.reduced, taxClassLabels.zero]);
    await waitFor(() => expect(screen.getByLabelText(toolFormLabels.categoryId)).toHaveValue(hand._id));
    await user.selectOptions(taxClass, taxClassLabels.zero);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(catalogueMessages.productUpdated)).toBeInTheDocument();
    expect(bodyOf(fetchMock, `PATCH /api/tools/${hoe._id}`)).toMatchObject({ taxClass: "zero" });
  });

  it("starts from the tool's SKU and weight and saves new ones, the SKU upper-cased", async () => {
    const { fetchMock, user } = renderPage({ [`PATCH /api/tools/${hoe._id}`]: () => json(200, { ...hoe, sku: "AF-HOE-160", weight: 12.345 }) });
    const sku = await screen.findByLabelText(toolFormLabels.sku);
    const weight = screen.getByLabelText(toolFormLabels.weight);
    expect(sku).toHaveValue("AF-HOE-150");
    expect(weight).toHaveValue("1.38");
    await waitFor(() => expect(screen.getByLabelText(toolFormLabels.categoryId)).toHaveValue(hand._id));
    await user.clear(sku);
    await user.type(sku, "af-hoe-160");
    await user.clear(weight);
    await user.type(weight, "12.345");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(catalogueMessages.productUpdated)).toBeInTheDocument();
    expect(bodyOf(fetchMock, `PATCH /api/tools/${hoe._id}`)).toMatchObject({ sku: "AF-HOE-160", weight: 12.345 });
  });

  it("keeps a SKU: emptied, it is refused before sending; taken, the server's 409 shows under it", async () => {
    const message = catalogueMessages.skuTaken("AF-RKL-150");
    const { fetchMock, user } = renderPage({
      [`PATCH /api/tools/${hoe._id}`]: () => json(409, { error: { code: "conflict", message, fields: [{ path: "body.sku", message }] } }),
    });
    const sku = await screen.findByLabelText(toolFormLabels.sku);
    await waitFor(() => expect(screen.getByLabelText(toolFormLabels.categoryId)).toHaveValue(hand._id));
    await user.clear(sku);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("SKU is required")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
    await user.type(sku, "AF-RKL-150");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sku).toHaveAccessibleDescription(new RegExp(message)));
  });

  it("edits the pack size and volume prices: rows added and removed, checked with the contract's rules before sending", async () => {
    const tool: Tool = { ...hoe, packSize: 5, priceBreaks: [{ minQuantity: 100, price: 11 }] };
    const { fetchMock, user } = renderPage({ [`PATCH /api/tools/${hoe._id}`]: () => json(200, tool) }, tool);
    expect(await screen.findByLabelText(bulkLabels.packSize)).toHaveValue("5");
    expect(screen.getByLabelText(`${bulkLabels.breakQuantity} (1)`)).toHaveValue("100");
    expect(screen.getByLabelText(`${bulkLabels.breakPrice} (1)`)).toHaveValue("11.00");
    await waitFor(() => expect(screen.getByLabelText(toolFormLabels.categoryId)).toHaveValue(hand._id));
    // A second break that costs more than the first: the contract's rule refuses it, nothing is sent.
    await user.click(screen.getByRole("button", { name: "Add volume price" }));
    await user.type(screen.getByLabelText(`${bulkLabels.breakQuantity} (2)`), "500");
    await user.type(screen.getByLabelText(`${bulkLabels.breakPrice} (2)`), "11.50");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(`${bulkLabels.priceBreaks}: 500+ must cost less per unit than 100+`)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
    await user.clear(screen.getByLabelText(`${bulkLabels.breakPrice} (2)`));
    await user.type(screen.getByLabelText(`${bulkLabels.breakPrice} (2)`), "9.5");
    await user.clear(screen.getByLabelText(bulkLabels.packSize));
    await user.type(screen.getByLabelText(bulkLabels.packSize), "10");
    await user.click(screen.getByRole("button", { name: "Remove volume price 1" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(catalogueMessages.productUpdated)).toBeInTheDocument();
    expect(bodyOf(fetchMock, `PATCH /api/tools/${hoe._id}`)).toMatchObject({ packSize: 10, priceBreaks: [{ minQuantity: 500, price: 9.5 }] });
  });

  it("refuses a bad price in the form and sends nothing", async () => {
    const { fetchMock, user } = renderPage();
    const price = await screen.findByLabelText(toolFormLabels.price);
    await user.clear(price);
    await user.type(price, "-3");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Price must be more than 0")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
  });

  it("marks low stock, restocks with a note and shows the change in the history", async () => {
    const { fetchMock, user } = renderPage();
    const stock = await screen.findByRole("region", { name: "Stock" });
    expect(within(stock).getByText(catalogueMessages.lowStock)).toBeInTheDocument();
    expect(await within(stock).findByText("No restocks yet.")).toBeInTheDocument();
    await user.type(within(stock).getByLabelText(restockFormLabels.quantity), "20");
    await user.type(within(stock).getByLabelText(restockFormLabels.note), "Pallet");
    await user.click(within(stock).getByRole("button", { name: "Restock" }));
    expect(await screen.findByText(catalogueMessages.restocked(20, "Steel Hoe"))).toBeInTheDocument();
    expect(bodyOf(fetchMock, `POST /api/tools/${hoe._id}/stock`)).toEqual({ quantity: 20, note: "Pallet" });
    const history = await within(stock).findByRole("table", { name: "Stock history of Steel Hoe" });
    expect(within(history).getByText("+20")).toBeInTheDocument();
    expect(within(history).getByText("Pallet")).toBeInTheDocument();
  });

  it("archives a listed tool and restores an archived one", async () => {
    const { user } = renderPage({ [`POST /api/tools/${hoe._id}/archive`]: () => json(200, { ...hoe, archived: true }) });
    await user.click(await screen.findByRole("button", { name: "Archive" }));
    expect(await screen.findByText(catalogueMessages.archived("Steel Hoe"))).toBeInTheDocument();
  });

  it("offers Restore to shop for an archived tool", async () => {
    const archived = { ...hoe, archived: true };
    const { fetchMock, user } = renderPage({ [`POST /api/tools/${hoe._id}/restore`]: () => json(200, hoe) }, archived);
    expect(await screen.findByText(/Archived: customers no longer see or order it/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Restore to shop" }));
    expect(await screen.findByText(catalogueMessages.restored("Steel Hoe"))).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/tools/${hoe._id}/restore` && init?.method === "POST")).toBe(true);
  });
});
