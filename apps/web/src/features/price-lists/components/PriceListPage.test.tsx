import { priceListLabels, priceListMessages, webRoutes } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aTool } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { PriceListsRoute } from "./PriceListPage";
import { newPriceListPath, PRICE_LISTS_PAGE_SIZE, PriceListsPage } from "./PriceListsPage";

const admin = { ...testUser, role: "admin" as const };
const hoe = aTool({ _id: "5a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Steel Hoe", sku: "AF-HOE-1", price: 10 });
const coop = { _id: "6a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Green Valley Co-op", vatId: null, suspended: false, members: 3, createdAt: "2026-02-01T10:00:00.000Z" };
const saved = {
  _id: "7a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  name: "Co-op 2026",
  priority: 5,
  validFrom: "2026-03-01",
  validUntil: null,
  state: "active",
  companyIds: [coop._id],
  companies: [{ _id: coop._id, name: coop.name }],
  prices: [{ productId: hoe._id, product: hoe.name, sku: hoe.sku, cataloguePrice: 10, price: null, percentOff: 12.5, breaks: [{ minQuantity: 100, price: 7.5 }] }],
  createdAt: "2026-02-01T10:00:00.000Z",
  updatedAt: "2026-02-01T10:00:00.000Z",
};

stubDialogMethods();

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, url: string): unknown => {
  const call = fetchMock.mock.calls.find(([callUrl, init]) => callUrl === url && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe("the office's price lists", () => {
  it("makes a list: companies and tools found by search, a percent refused before it is sent, then saved", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "GET /api/admin/companies?page=1&limit=8": () => json(200, []),
      "GET /api/admin/companies?q=green&page=1&limit=8": () => json(200, [coop]),
      "GET /api/tools?page=1&limit=8": () => json(200, []),
      "GET /api/tools?q=hoe&page=1&limit=8": () => json(200, [hoe]),
      "POST /api/price-lists": () => json(201, saved),
    });
    renderWithProviders(<PriceListsRoute />, { route: newPriceListPath, path: webRoutes.priceList, toaster: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(priceListLabels.name), "Co-op 2026");
    await user.clear(screen.getByLabelText(priceListLabels.priority));
    await user.type(screen.getByLabelText(priceListLabels.priority), "5");
    await user.type(screen.getByLabelText(priceListLabels.validFrom), "2026-03-01");
    await user.type(screen.getByLabelText(priceListLabels.companySearch), "green");
    await user.click(await screen.findByRole("button", { name: `Add company ${coop.name}` }));
    expect(within(screen.getByRole("list", { name: `${priceListLabels.companies}: chosen` })).getByText(coop.name)).toBeInTheDocument();
    await user.type(screen.getByLabelText(priceListLabels.toolSearch), "hoe");
    await user.click(await screen.findByRole("button", { name: `Add tool ${hoe.name}` }));

    const row = screen.getByRole("group", { name: `${hoe.name} (${hoe.sku})` });
    expect(within(row).getByText(priceListLabels.catalogue("$10.00"))).toBeInTheDocument();
    await user.selectOptions(within(row).getByLabelText(priceListLabels.kind), priceListLabels.percent);
    await user.type(within(row).getByLabelText(priceListLabels.percentOff), "101");
    await user.click(screen.getByRole("button", { name: priceListLabels.save }));
    expect(await within(row).findByText(`${priceListLabels.percentOff} must be at most 100`)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST", "/api/price-lists")).toBeUndefined();

    await user.clear(within(row).getByLabelText(priceListLabels.percentOff));
    await user.type(within(row).getByLabelText(priceListLabels.percentOff), "12.5");
    await user.click(within(row).getByRole("button", { name: priceListLabels.addBreak }));
    await user.type(within(row).getByLabelText(priceListLabels.breakQuantity), "100");
    await user.type(within(row).getByLabelText(priceListLabels.breakPrice), "7.50");
    await user.click(screen.getByRole("button", { name: priceListLabels.save }));
    expect(await screen.findByTestId("location")).toHaveTextContent(webRoutes.priceLists);
    expect(await screen.findByText(priceListMessages.created)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST", "/api/price-lists")).toEqual({
      name: "Co-op 2026",
      priority: "5",
      validFrom: "2026-03-01",
      validUntil: null,
      companyIds: [coop._id],
      prices: [{ productId: hoe._id, percentOff: "12.5", breaks: [{ minQuantity: "100", price: "7.50" }] }],
    });
  });

  it("shows the server's refusal under its field", async () => {
    mockFetch({
      ...sessionHandlers(admin),
      [`GET /api/price-lists/${saved._id}`]: () => json(200, saved),
      "GET /api/admin/companies?page=1&limit=8": () => json(200, []),
      "GET /api/tools?page=1&limit=8": () => json(200, []),
      [`PATCH /api/price-lists/${saved._id}`]: () =>
        json(400, { error: { code: "bad_request", message: priceListMessages.unknownTool, fields: [{ path: "body.prices.0.productId", message: priceListMessages.unknownTool }] } }),
    });
    const route = webRoutes.priceList.replace(":priceListId", saved._id);
    renderWithProviders(<PriceListsRoute />, { route, path: webRoutes.priceList });
    const user = userEvent.setup();
    const row = await screen.findByRole("group", { name: `${hoe.name} (${hoe.sku})` });
    expect(within(row).getByLabelText(priceListLabels.percentOff)).toHaveValue("12.5");
    await user.click(screen.getByRole("button", { name: priceListLabels.save }));
    expect(await screen.findByRole("alert")).toHaveTextContent("One field needs a look");
  });

  it("lists the lists and deletes one after the confirmation", async () => {
    let items: unknown[] = [saved];
    const listed = () => new Response(JSON.stringify(items), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(items.length) } });
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      [`GET /api/price-lists?page=1&limit=${PRICE_LISTS_PAGE_SIZE}`]: listed,
      [`DELETE /api/price-lists/${saved._id}`]: () => {
        items = [];
        return json(200, { acknowledged: true, deletedCount: 1 });
      },
    });
    renderWithProviders(<PriceListsPage />, { route: webRoutes.priceLists, path: webRoutes.priceLists, toaster: true });
    const user = userEvent.setup();
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("row", { name: /Co-op 2026 5 from Mar 1, 2026 Green Valley Co-op 1 Active/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: `${priceListLabels.deleteList} Co-op 2026` }));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveTextContent(priceListMessages.confirmDelete("Co-op 2026"));
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(priceListLabels.none)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/price-lists/${saved._id}` && init?.method === "DELETE")).toBe(true);
  });
});
