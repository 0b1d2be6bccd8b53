import { messages, shippingLabels, shippingMessages, shippingTexts } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { ShippingPage } from "./ShippingPage";

const admin = { ...testUser, role: "admin" as const };
const zoneId = "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const methodId = "2a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const flat = { _id: methodId, zoneId, name: "Standard", estimate: "3-5 days", kind: "flat", flatPrice: 12.5, bands: [], stepKg: null, stepPrice: null, freeAbove: 500, freeUpToKg: 100, position: 0 };
const europe = { _id: zoneId, name: "Europe", countries: ["DE", "FR"], everywhereElse: false, position: 0, methods: [flat] };

stubDialogMethods();

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, url: string): unknown => {
  const call = fetchMock.mock.calls.find(([callUrl, init]) => callUrl === url && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe("ShippingPage", () => {
  it("lists zones with their methods and what each charges", async () => {
    mockFetch({ ...sessionHandlers(admin), "GET /api/shipping-zones": () => json(200, [europe]) });
    renderWithProviders(<ShippingPage />);
    const zone = await screen.findByRole("region", { name: "Europe" });
    expect(within(zone).getByText("France, Germany")).toBeInTheDocument();
    expect(within(zone).getByRole("cell", { name: "Standard" })).toBeInTheDocument();
    expect(within(zone).getByText("$12.50, free from $500.00 up to 100 kg")).toBeInTheDocument();
  });

  it("adds a zone with countries picked through the filter, from the keyboard", async () => {
    let list: unknown[] = [];
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "GET /api/shipping-zones": () => json(200, list),
      "POST /api/shipping-zones": () => {
        list = [{ ...europe, name: "Alps", countries: ["AT", "CH"], methods: [] }];
        return json(201, list[0]);
      },
    });
    renderWithProviders(<ShippingPage />, { toaster: true });
    const user = userEvent.setup();
    expect(await screen.findByText(shippingTexts.noZones)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: shippingTexts.addZone }));
    const dialog = screen.getByRole("dialog", { name: shippingTexts.addZone });
    await user.type(within(dialog).getByLabelText(shippingLabels.zoneName), "Alps");
    const filter = within(dialog).getByLabelText(shippingLabels.countryFilter);
    await user.type(filter, "austr");
    // Austria and Australia match; Enter in the filter does not submit.
    await user.keyboard("{Enter}");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("checkbox", { name: "Austria (AT)" }));
    await user.clear(filter);
    await user.type(filter, "ch");
    // Focus the checkbox with the keyboard and tick it with Space.
    within(dialog).getByRole("checkbox", { name: "Switzerland (CH)" }).focus();
    await user.keyboard(" ");
    expect(within(dialog).getByText(shippingTexts.countriesChosen(2))).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: shippingTexts.addZone }));
    expect(await screen.findByText(shippingMessages.zoneAdded)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST", "/api/shipping-zones")).toEqual({ name: "Alps", countries: ["AT", "CH"], everywhereElse: false });
    expect(await screen.findByRole("region", { name: "Alps" })).toBeInTheDocument();
  });

  it("refuses a zone without countries, unless it is everywhere else", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "GET /api/shipping-zones": () => json(200, []),
      "POST /api/shipping-zones": () => json(201, { ...europe, name: "World", countries: [], everywhereElse: true, methods: [] }),
    });
    renderWithProviders(<ShippingPage />, { toaster: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: shippingTexts.addZone }));
    const dialog = screen.getByRole("dialog", { name: shippingTexts.addZone });
    await user.type(within(dialog).getByLabelText(shippingLabels.zoneName), "World");
    await user.click(within(dialog).getByRole("button", { name: shippingTexts.addZone }));
    expect(await within(dialog).findByText(shippingMessages.countriesRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("checkbox", { name: shippingLabels.everywhereElse }));
    await user.click(within(dialog).getByRole("button", { name: shippingTexts.addZone }));
    expect(await screen.findByText(shippingMessages.zoneAdded)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST", "/api/shipping-zones")).toEqual({ name: "World", countries: [], everywhereElse: true });
  });

  it("adds a weight method with bands, checking that they go up", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "GET /api/shipping-zones": () => json(200, [europe]),
      [`POST /api/shipping-zones/${zoneId}/methods`]: () => json(201, { ...flat, _id: "3a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Freight" }),
    });
    renderWithProviders(<ShippingPage />, { toaster: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `${shippingTexts.addMethod} to Europe` }));
    const dialog = screen.getByRole("dialog", { name: `${shippingTexts.addMethod} · Europe` });
    await user.type(within(dialog).getByLabelText(shippingLabels.methodName), "Freight");
    await user.selectOptions(within(dialog).getByLabelText(shippingLabels.kind), "weight");
    expect(within(dialog).queryByLabelText(shippingLabels.flatPrice)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(`${shippingLabels.upToKg} (1)`), "30");
    await user.type(within(dialog).getByLabelText(`${shippingLabels.bandPrice} (1)`), "40");
    await user.click(within(dialog).getByRole("button", { name: shippingTexts.addBand }));
    await user.type(within(dialog).getByLabelText(`${shippingLabels.upToKg} (2)`), "20");
    await user.type(within(dialog).getByLabelText(`${shippingLabels.bandPrice} (2)`), "60");
    await user.type(within(dialog).getByLabelText(shippingLabels.stepKg), "10");
    await user.click(within(dialog).getByRole("button", { name: shippingTexts.addMethod }));
    expect(await within(dialog).findByText(shippingMessages.bandsIncreasing)).toBeInTheDocument();
    expect(within(dialog).getByText(shippingMessages.stepBoth)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    const second = within(dialog).getByLabelText(`${shippingLabels.upToKg} (2)`);
    await user.clear(second);
    await user.type(second, "100.5");
    await user.type(within(dialog).getByLabelText(shippingLabels.stepPrice), "25");
    await user.click(within(dialog).getByRole("button", { name: shippingTexts.addMethod }));
    expect(await screen.findByText(shippingMessages.methodAdded)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST", `/api/shipping-zones/${zoneId}/methods`)).toEqual({
      name: "Freight",
      estimate: "",
      kind: "weight",
      flatPrice: null,
      bands: [
        { upToKg: 30, price: 40 },
        { upToKg: 100.5, price: 60 },
      ],
      stepKg: 10,
      stepPrice: 25,
      freeAbove: null,
      freeUpToKg: null,
    });
  });

  it("edits a method from its saved values and deletes a zone after confirming", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "GET /api/shipping-zones": () => json(200, [europe]),
      [`PUT /api/shipping-zones/${zoneId}/methods/${methodId}`]: () => json(200, { ...flat, flatPrice: 9.9 }),
      [`DELETE /api/shipping-zones/${zoneId}`]: () => json(200, { acknowledged: true, deletedCount: 1 }),
    });
    renderWithProviders(<ShippingPage />, { toaster: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `${shippingTexts.editMethod} Standard` }));
    const dialog = screen.getByRole("dialog", { name: `${shippingTexts.editMethod} · Europe` });
    const price = within(dialog).getByLabelText(shippingLabels.flatPrice);
    expect(price).toHaveValue("12.50");
    await user.clear(price);
    await user.type(price, "9.90");
    await user.click(within(dialog).getByRole("button", { name: shippingTexts.saveMethod }));
    expect(await screen.findByText(shippingMessages.methodSaved)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "PUT", `/api/shipping-zones/${zoneId}/methods/${methodId}`)).toMatchObject({ kind: "flat", flatPrice: 9.9, freeAbove: 500, freeUpToKg: 100 });

    await user.click(screen.getByRole("button", { name: `${shippingTexts.deleteZone} Europe` }));
    const confirm = screen.getByRole("dialog", { name: messages.confirmDelete });
    expect(within(confirm).getByText(shippingMessages.confirmDeleteZone("Europe"))).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(shippingMessages.zoneDeleted)).toBeInTheDocument();
  });

  it("shows the server's refusal of a zone", async () => {
    const taken = shippingMessages.countryInOtherZone("Germany", "Europe");
    mockFetch({
      ...sessionHandlers(admin),
      "GET /api/shipping-zones": () => json(200, [europe]),
      "POST /api/shipping-zones": () => json(409, { error: { code: "conflict", message: taken } }),
    });
    renderWithProviders(<ShippingPage />, { toaster: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: shippingTexts.addZone }));
    const dialog = screen.getByRole("dialog", { name: shippingTexts.addZone });
    await user.type(within(dialog).getByLabelText(shippingLabels.zoneName), "Germany");
    await user.type(within(dialog).getByLabelText(shippingLabels.countryFilter), "germany");
    await user.click(within(dialog).getByRole("checkbox", { name: "Germany (DE)" }));
    await user.click(within(dialog).getByRole("button", { name: shippingTexts.addZone }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: shippingTexts.addZone })).toBeInTheDocument();
  });
});
