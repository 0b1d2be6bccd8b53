import { TOTAL_COUNT_HEADER, countryName, messages, registrationLabels, registrationMessages, shippingMessages, shippingTexts, taxLabels, vatCheckLabels, type BuyerVatId, type TaxRegistrationList } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { formatDate } from "../../../lib/dates";
import { TaxPage } from "./TaxPage";

const admin = { ...testUser, role: "admin" as const };
const de = { _id: "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", country: "DE", region: null, postalPrefixes: [], name: "VAT", rate: 19, reducedRate: 7 };
const nyc = { _id: "2a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", country: "US", region: "New York City", postalPrefixes: ["100", "101"], name: "Sales tax", rate: 8.875, reducedRate: null };
const homeOnly: TaxRegistrationList = { home: { country: "DE", vatId: "DE123456789" }, registrations: [], problems: [], vatLookup: true };
/** Every GET the page makes besides the rates. */
const pageHandlers = (registrations: () => TaxRegistrationList = () => homeOnly) => ({
  ...sessionHandlers(admin),
  "GET /api/billing-settings": () => json(200, { pricesIncludeTax: false }),
  "GET /api/tax-registrations": () => json(200, registrations()),
  "GET /api/profile/vat-ids?page=1&limit=20": () => paged([]),
});
const paged = (items: unknown[]) => new Response(JSON.stringify(items), { status: 200, headers: { "Content-Type": "application/json", [TOTAL_COUNT_HEADER]: String(items.length) } });
const acme: BuyerVatId = { email: "buyer@acme.fr", companyName: "Acme SARL", vatId: "FR12345678901", vatCheckedAt: null };
const beta: BuyerVatId = { email: "office@beta.at", companyName: "Beta GmbH", vatId: "ATU12345678", vatCheckedAt: "2026-11-20T10:00:00.000Z" };
const gamma: BuyerVatId = { email: "someone@example.com", companyName: null, vatId: "DE123456789", vatCheckedAt: null };

stubDialogMethods();

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, url: string): unknown => {
  const call = fetchMock.mock.calls.find(([callUrl, init]) => callUrl === url && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe("TaxPage", () => {
  it("lists the rates and saves the prices-include-tax setting on its own", async () => {
    const fetchMock = mockFetch({
      ...pageHandlers(),
      "GET /api/tax-rates": () => json(200, [de, nyc]),
      "PUT /api/billing-settings": () => json(200, { pricesIncludeTax: true }),
    });
    renderWithProviders(<TaxPage />, { toaster: true });
    const user = userEvent.setup();
    const table = within(await screen.findByRole("region", { name: shippingTexts.ratesHeading })).getByRole("table");
    expect(within(table).getByRole("columnheader", { name: shippingTexts.reducedRate })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /United States New York City 100, 101 Sales tax 8\.875% —/ })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: new RegExp(`Germany ${shippingTexts.allRegions} — VAT 19% 7%`) })).toBeInTheDocument();

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
      ...pageHandlers(),
      "GET /api/tax-rates": () => json(200, list),
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
    expect(bodyOf(fetchMock, "POST", "/api/tax-rates")).toEqual({ country: "US", region: "New York City", postalPrefixes: ["100", "101"], name: "Sales tax", rate: 8.875, reducedRate: null });
    expect(await screen.findByRole("cell", { name: "New York City" })).toBeInTheDocument();
  });

  it("edits a rate from its saved values, shows a refusal, and deletes after confirming", async () => {
    const duplicate = shippingMessages.duplicateRate("Germany");
    const fetchMock = mockFetch({
      ...pageHandlers(),
      "GET /api/billing-settings": () => json(200, { pricesIncludeTax: true }),
      "GET /api/tax-rates": () => json(200, [de, nyc]),
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
    expect(bodyOf(fetchMock, "PUT", `/api/tax-rates/${nyc._id}`)).toEqual({ country: "US", region: "New York City", postalPrefixes: ["100", "101"], name: "Sales tax", rate: 8.875, reducedRate: null });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: `${shippingTexts.deleteRate} Germany` }));
    const confirm = screen.getByRole("dialog", { name: messages.confirmDelete });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(shippingMessages.rateDeleted)).toBeInTheDocument();
  });

  it("gives a country's reduced rate, shows it when editing, and refuses one over 100", async () => {
    const fr = { _id: "3a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", country: "FR", region: null, postalPrefixes: [], name: "TVA", rate: 20, reducedRate: 5.5 };
    let list: unknown[] = [de];
    const fetchMock = mockFetch({
      ...pageHandlers(),
      "GET /api/tax-rates": () => json(200, list),
      "POST /api/tax-rates": () => {
        list = [de, fr];
        return json(201, fr);
      },
    });
    renderWithProviders(<TaxPage />, { toaster: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `${shippingTexts.editRate} Germany` }));
    const editing = screen.getByRole("dialog", { name: shippingTexts.editRate });
    expect(within(editing).getByLabelText(taxLabels.reducedRate)).toHaveValue("7");
    expect(within(editing).getByLabelText(taxLabels.reducedRate)).toHaveAccessibleDescription(taxLabels.reducedRateHint);
    await user.click(within(editing).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: shippingTexts.addRate }));
    const dialog = screen.getByRole("dialog", { name: shippingTexts.addRate });
    await user.selectOptions(within(dialog).getByLabelText(taxLabels.country), "FR");
    await user.type(within(dialog).getByLabelText(taxLabels.name), "TVA");
    await user.type(within(dialog).getByLabelText(taxLabels.rate), "20");
    await user.type(within(dialog).getByLabelText(taxLabels.reducedRate), "101");
    await user.click(within(dialog).getByRole("button", { name: shippingTexts.addRate }));
    await waitFor(() => expect(within(dialog).getByLabelText(taxLabels.reducedRate)).toHaveAccessibleDescription(/at most 100/));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await user.clear(within(dialog).getByLabelText(taxLabels.reducedRate));
    await user.type(within(dialog).getByLabelText(taxLabels.reducedRate), "5.5");
    const registrationLoads = () => fetchMock.mock.calls.filter(([url]) => url === "/api/tax-registrations").length;
    const loadsBefore = registrationLoads();
    await user.click(within(dialog).getByRole("button", { name: shippingTexts.addRate }));
    expect(await screen.findByText(shippingMessages.rateAdded)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST", "/api/tax-rates")).toEqual({ country: "FR", region: null, postalPrefixes: [], name: "TVA", rate: 20, reducedRate: 5.5 });
    // A new rate may settle a registered country's "To set up" line: the registrations are asked again.
    await waitFor(() => expect(registrationLoads()).toBeGreaterThan(loadsBefore));
    expect(await screen.findByRole("row", { name: new RegExp(`France ${shippingTexts.allRegions} — TVA 20% 5\\.5%`) })).toBeInTheDocument();
  });

  it("shows the home registration, the office's, what is not set up and that VAT IDs are checked by hand", async () => {
    mockFetch({
      ...pageHandlers(() => ({
        home: { country: "DE", vatId: null },
        registrations: [
          { _id: "4a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", kind: "country", country: "FR", vatId: "FR12345678901" },
          { _id: "5a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", kind: "oss", country: null, vatId: "DE999999999" },
        ],
        problems: [registrationMessages.noRate(countryName("FR"))],
        vatLookup: false,
      })),
      "GET /api/tax-rates": () => json(200, [de]),
    });
    renderWithProviders(<TaxPage />);
    const section = await screen.findByRole("region", { name: registrationLabels.heading });
    const alert = await within(section).findByRole("alert");
    expect(within(alert).getByRole("heading", { name: registrationLabels.problemsHeading })).toBeInTheDocument();
    expect(within(alert).getByRole("listitem")).toHaveTextContent("France: the shop is registered there but has no tax rate");
    expect(within(section).getByText(registrationLabels.manualVat)).toBeInTheDocument();
    expect(within(section).queryByText(registrationLabels.viesVat)).not.toBeInTheDocument();
    const table = within(section).getByRole("table");
    expect(within(table).getByRole("row", { name: `${registrationLabels.home} Germany ${registrationLabels.homeVatIdMissing}` })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: `${registrationLabels.kinds.country} France FR12345678901 Remove` })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: `${registrationLabels.kinds.oss} — DE999999999 Remove` })).toBeInTheDocument();
    expect(within(table).getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([`${registrationLabels.remove} France`, `${registrationLabels.remove} ${registrationLabels.kinds.oss}`]);
    expect(within(section).queryByText(registrationLabels.none)).not.toBeInTheDocument();
  });

  it("says when the shop is registered at home only and VIES confirms VAT IDs, with no set-up alert", async () => {
    mockFetch({ ...pageHandlers(), "GET /api/tax-rates": () => json(200, [de]) });
    renderWithProviders(<TaxPage />);
    const section = await screen.findByRole("region", { name: registrationLabels.heading });
    expect(await within(section).findByText(registrationLabels.none)).toBeInTheDocument();
    expect(within(section).getByText(registrationLabels.viesVat)).toBeInTheDocument();
    expect(within(section).getByRole("row", { name: `${registrationLabels.home} Germany DE123456789` })).toBeInTheDocument();
    expect(within(section).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("adds a country registration and an OSS one (no country), then removes one after confirming", async () => {
    const fr = { _id: "4a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", kind: "country" as const, country: "FR", vatId: "FR12345678901" };
    const oss = { _id: "5a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", kind: "oss" as const, country: null, vatId: "DE999999999" };
    let registrations: TaxRegistrationList["registrations"] = [];
    const posted: unknown[] = [];
    const fetchMock = mockFetch({
      ...pageHandlers(() => ({ ...homeOnly, registrations })),
      "GET /api/tax-rates": () => json(200, [de]),
      "POST /api/tax-registrations": (init) => {
        const body = JSON.parse(String(init?.body)) as { kind: string };
        posted.push(body);
        registrations = [...registrations, body.kind === "oss" ? oss : fr];
        return json(201, body.kind === "oss" ? oss : fr);
      },
      [`DELETE /api/tax-registrations/${fr._id}`]: () => {
        registrations = registrations.filter((registration) => registration._id !== fr._id);
        return json(200, { acknowledged: true, deletedCount: 1 });
      },
    });
    renderWithProviders(<TaxPage />, { toaster: true });
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: registrationLabels.add });
    const kind = within(form).getByLabelText(registrationLabels.kind);
    expect(kind).toHaveDisplayValue(registrationLabels.kinds.country);

    // A country registration needs its country: refused before sending.
    await user.type(within(form).getByLabelText(registrationLabels.vatId), "fr 123.456.789.01");
    await user.click(within(form).getByRole("button", { name: registrationLabels.add }));
    expect(await within(form).findByText(`${registrationLabels.country} is required`)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.selectOptions(within(form).getByLabelText(registrationLabels.country), "FR");
    await user.click(within(form).getByRole("button", { name: registrationLabels.add }));
    expect(await screen.findByText(registrationLabels.added)).toBeInTheDocument();
    expect(posted[0]).toEqual({ kind: "country", country: "FR", vatId: "FR12345678901" });
    expect(await screen.findByRole("row", { name: new RegExp(`^${registrationLabels.kinds.country} France FR12345678901`) })).toBeInTheDocument();

    // The schemes cover the EU: the country is not asked, and none is sent, even one chosen before.
    await user.selectOptions(within(form).getByLabelText(registrationLabels.country), "AT");
    await user.selectOptions(kind, registrationLabels.kinds.oss);
    expect(within(form).queryByLabelText(registrationLabels.country)).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(registrationLabels.vatId), "DE999999999");
    await user.click(within(form).getByRole("button", { name: registrationLabels.add }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ kind: "oss", country: null, vatId: "DE999999999" });

    await user.click(await screen.findByRole("button", { name: `${registrationLabels.remove} France` }));
    const confirm = screen.getByRole("dialog", { name: messages.confirmDelete });
    expect(confirm).toHaveAccessibleDescription(registrationMessages.confirmRemove("France"));
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText(registrationLabels.removed)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/tax-registrations/${fr._id}` && init?.method === "DELETE")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("row", { name: new RegExp(`^${registrationLabels.kinds.country} France`) })).not.toBeInTheDocument());
  });

  it("lists the buyers' VAT IDs with their check, and marks one checked and undoes another", async () => {
    let profiles = [acme, beta, gamma];
    const fetchMock = mockFetch({
      ...pageHandlers(),
      "GET /api/tax-rates": () => json(200, [de]),
      "GET /api/profile/vat-ids?page=1&limit=20": () => paged(profiles),
      [`PUT /api/profile/${encodeURIComponent(acme.email)}/vat-check`]: () => {
        profiles = profiles.map((profile) => (profile === acme ? { ...acme, vatCheckedAt: "2026-11-26T09:00:00.000Z" } : profile));
        return new Response(null, { status: 204 });
      },
      [`DELETE /api/profile/${encodeURIComponent(beta.email)}/vat-check`]: () => {
        profiles = profiles.map((profile) => (profile === beta ? { ...beta, vatCheckedAt: null } : profile));
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<TaxPage />, { toaster: true });
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: vatCheckLabels.heading });
    expect(await within(section).findByRole("row", { name: `buyer@acme.fr Acme SARL FR12345678901 ${vatCheckLabels.notChecked} ${vatCheckLabels.markChecked}` })).toBeInTheDocument();
    expect(within(section).getByRole("row", { name: `office@beta.at Beta GmbH ATU12345678 ${vatCheckLabels.checkedOn(formatDate(beta.vatCheckedAt ?? ""))} ${vatCheckLabels.unmark}` })).toBeInTheDocument();
    // Business details without a company still list their VAT ID.
    expect(within(section).getByRole("row", { name: `someone@example.com — DE123456789 ${vatCheckLabels.notChecked} ${vatCheckLabels.markChecked}` })).toBeInTheDocument();

    await user.click(within(section).getByRole("button", { name: `${vatCheckLabels.markChecked}: buyer@acme.fr` }));
    expect(await screen.findByText(vatCheckLabels.marked)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "PUT", `/api/profile/${encodeURIComponent(acme.email)}/vat-check`)).toEqual({ vatId: "FR12345678901" });
    expect(await within(section).findByRole("row", { name: new RegExp(`^buyer@acme\\.fr Acme SARL FR12345678901 ${vatCheckLabels.checkedOn(formatDate("2026-11-26T09:00:00.000Z"))}`) })).toBeInTheDocument();

    await user.click(within(section).getByRole("button", { name: `${vatCheckLabels.unmark}: office@beta.at` }));
    expect(await screen.findByText(vatCheckLabels.undone)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/profile/${encodeURIComponent(beta.email)}/vat-check` && init?.method === "DELETE")).toBe(true);
    expect(await within(section).findByRole("row", { name: `office@beta.at Beta GmbH ATU12345678 ${vatCheckLabels.notChecked} ${vatCheckLabels.markChecked}` })).toBeInTheDocument();
  });

  it("says so when the buyer changed the VAT ID since the list was loaded, and shows the new one", async () => {
    const changed = "The VAT ID changed since; check the new one";
    let profiles = [acme];
    mockFetch({
      ...pageHandlers(),
      "GET /api/tax-rates": () => json(200, [de]),
      "GET /api/profile/vat-ids?page=1&limit=20": () => paged(profiles),
      [`PUT /api/profile/${encodeURIComponent(acme.email)}/vat-check`]: () => {
        profiles = [{ ...acme, vatId: "FR99999999999" }];
        return json(409, { error: { code: "conflict", message: changed } });
      },
    });
    renderWithProviders(<TaxPage />, { toaster: true });
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: vatCheckLabels.heading });
    await user.click(await within(section).findByRole("button", { name: `${vatCheckLabels.markChecked}: buyer@acme.fr` }));
    expect(await screen.findByText(changed)).toBeInTheDocument();
    expect(screen.queryByText(vatCheckLabels.marked)).not.toBeInTheDocument();
    expect(await within(section).findByRole("row", { name: `buyer@acme.fr Acme SARL FR99999999999 ${vatCheckLabels.notChecked} ${vatCheckLabels.markChecked}` })).toBeInTheDocument();
  });
});
