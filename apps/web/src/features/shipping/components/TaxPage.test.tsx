import { messages, shippingMessages, shippingTexts, taxLabels } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { TaxPage } from "./TaxPage";

const admin = { ...testUser, role: "admin" as const };
const de = { _id: "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", country: "DE", region: null, postalPrefixes: [], name: "VAT", rate: 19 };
const nyc = { _id: "2a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", country: "US", region: "New York City", postalPrefixes: ["100", "101"], name: "Sales tax", rate: 8.875 };

stubDialogMethods();

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, url: string): unknown => {
  const call = fetchMock.mock.calls.find(([callUrl, init]) => callUrl === url && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe("TaxPage", () => {
  it("lists the rates and saves the prices-include-tax setting on its own", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "GET /api/tax-rates": () => json(200, [de, nyc]),
      "GET /api/billing-settings": () => json(200, { pricesIncludeTax: false }),
      "PUT /api/billing-settings": () => json(200, { pricesIncludeTax: true }),
    });
    renderWithProviders(<TaxPage />, { toaster: true });
    const user = userEvent.setup();
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("row", { name: /United States New York City 100, 101 Sales tax 8\.875%/ })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: new RegExp(`Germany ${shippingTexts.allRegions}`) })).toBeInTheDocument();

    const box = await screen.findByRole("checkbox", { name: taxLabels.pricesIncludeTax });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole("button", { name: shippingTexts.saveSettings }));
    expect(await screen.findByText(shippingMessages.settingsSaved)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "PUT", "/api/billing-settings")).toEqual({ pricesIncludeTax: true });
  });

  it("adds a regional rate, refusing prefixes without a region first", async () => {
    let list: unknown[] = [];
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "GET /api/tax-rates": () => json(200, list),
      "GET /api/billing-settings": () => json(200, { pricesIncludeTax: false }),
      "POST /api/tax-rates": () => {
        list = [nyc];
        return json(201, nyc);
      },
    });
    renderWithProviders(<TaxPage />, { toaster: true });
    const user = userEvent.setup();
    expect(await screen.findByText(shippingTexts.noRates)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: shippingTexts.addRate }));
    const dialog = screen.getByRole("dialog", { name: shippingTexts.addRate });
    await user.selectOptions(within(dialog).getByLabelText(taxLabels.country), "US");
    await user.type(within(dialog).getByLabelText(taxLabels.postalPrefixes), "100, 1 01");
    await user.type(within(dialog).getByLabelText(taxLabels.name), "Sales tax");
    await user.type(within(dialog).getByLabelText(taxLabels.rate), "8.875");
    await user.click(within(dialog).getByRole("button", { name: shippingTexts.addRate }));
    expect(await within(dialog).findByText(shippingMessages.prefixesNeedRegion)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await user.type(within(dialog).getByLabelText(taxLabels.region), "New York City");
    await user.click(within(dialog).getByRole("button", { name: shippingTexts.addRate }));
    expect(await screen.findByText(shippingMessages.rateAdded)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST", "/api/tax-rates")).toEqual({ country: "US", region: "New York City", postalPrefixes: ["100", "101"], name: "Sales tax", rate: 8.875 });
    expect(await screen.findByRole("cell", { name: "New York City" })).toBeInTheDocument();
  });

  it("edits a rate from its saved values, shows a refusal, and deletes after confirming", async () => {
    const duplicate = shippingMessages.duplicateRate("Germany");
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "GET /api/tax-rates": () => json(200, [de, nyc]),
      "GET /api/billing-settings": () => json(200, { pricesIncludeTax: true }),
      [`PUT /api/tax-rates/${nyc._id}`]: () => json(409, { error: { code: "conflict", message: duplicate } }),
      [`DELETE /api/tax-rates/${de._id}`]: () => json(200, { acknowledged: true, deletedCount: 1 }),
    });
    renderWithProviders(<TaxPage />, { toaster: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `${shippingTexts.editRate} United States, New York City` }));
    const dialog = screen.getByRole("dialog", { name: shippingTexts.editRate });
    expect(within(dialog).getByLabelText(taxLabels.postalPrefixes)).toHaveValue("100, 101");
    expect(within(dialog).getByLabelText(taxLabels.rate)).toHaveValue("8.875");
    await user.click(within(dialog).getByRole("button", { name: shippingTexts.saveRate }));
    expect(await screen.findByText(duplicate)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "PUT", `/api/tax-rates/${nyc._id}`)).toEqual({ country: "US", region: "New York City", postalPrefixes: ["100", "101"], name: "Sales tax", rate: 8.875 });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: `${shippingTexts.deleteRate} Germany` }));
    const confirm = screen.getByRole("dialog", { name: messages.confirmDelete });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(shippingMessages.rateDeleted)).toBeInTheDocument();
  });
});
