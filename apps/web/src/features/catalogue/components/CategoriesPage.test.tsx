import { catalogueMessages, categoryFormLabels, messages, setLanguageSource, toolTranslationLabels } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { CategoriesPage } from "./CategoriesPage";

const admin = { ...testUser, role: "admin" as const };
const hand = { _id: "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Hand Tools", toolCount: 3 };
const empty = { _id: "2a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Empty", toolCount: 0 };

stubDialogMethods();

describe("CategoriesPage", () => {
  it("adds a category and lists it with its number of tools", async () => {
    let list = [hand];
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "GET /api/categories": () => json(200, list),
      "POST /api/categories": () => {
        list = [hand, { ...empty, name: "Watering" }];
        return json(201, list[1]);
      },
    });
    renderWithProviders(<CategoriesPage />, { route: "/dashboard/categories", path: "/dashboard/categories", toaster: true });
    const user = userEvent.setup();
    expect(await screen.findByLabelText("Name of Hand Tools")).toHaveAccessibleDescription("3 tools");
    await user.type(screen.getByLabelText(categoryFormLabels.name), "Watering");
    await user.click(screen.getByRole("button", { name: "Add category" }));
    expect(await screen.findByText(catalogueMessages.categoryAdded)).toBeInTheDocument();
    expect(await screen.findByLabelText("Name of Watering")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url, init]) => url === "/api/categories" && init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: "Watering", translations: { bn: { name: "" } } });
  });

  it("edits a category's Bangla name beside its English one, and marks one without (issue 38)", async () => {
    const withBangla = { ...hand, translations: { bn: { name: "হাতের যন্ত্র" } } };
    let list = [withBangla, { ...empty, translations: {} }];
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "GET /api/categories": () => json(200, list),
      [`PATCH /api/categories/${empty._id}`]: () => {
        list = [withBangla, { ...empty, translations: { bn: { name: "খালি" } } }];
        return json(200, list[1]);
      },
    });
    renderWithProviders(<CategoriesPage />, { route: "/dashboard/categories", path: "/dashboard/categories", toaster: true });
    const user = userEvent.setup();
    expect(await screen.findByLabelText("Bangla name of Hand Tools")).toHaveValue("হাতের যন্ত্র");
    expect(screen.getByLabelText("Bangla name of Hand Tools")).not.toHaveAccessibleDescription(toolTranslationLabels.missing);
    const emptyBangla = screen.getByLabelText("Bangla name of Empty");
    expect(emptyBangla).toHaveValue("");
    expect(emptyBangla).toHaveAccessibleDescription(toolTranslationLabels.missing);
    await user.type(emptyBangla, " খালি ");
    await user.click(screen.getByRole("button", { name: /^Rename\s*Empty$/ }));
    expect(await screen.findByText(catalogueMessages.categoryRenamed)).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ name: "Empty", translations: { bn: { name: "খালি" } } });
    await waitFor(() => expect(screen.getByLabelText("Bangla name of Empty")).not.toHaveAccessibleDescription(toolTranslationLabels.missing));
  });

  it("writes the page in Bangla on /bn, naming each category by its Bangla name (issue 38)", async () => {
    loadBanglaCatalogue();
    const before = setLanguageSource(() => "bn");
    try {
      mockFetch({ ...sessionHandlers(admin), "GET /api/categories": () => json(200, [{ ...hand, translations: { bn: { name: "হাতের যন্ত্র" } } }, { ...empty, translations: {} }]) });
      renderWithProviders(<CategoriesPage />, { route: "/dashboard/categories", path: "/dashboard/categories" });
      expect(await screen.findByLabelText("হাতের যন্ত্র-এর বাংলা নাম")).toHaveValue("হাতের যন্ত্র");
      expect(screen.getByLabelText("হাতের যন্ত্র-এর নাম")).toHaveValue("Hand Tools");
      // None written: the English names it, and the office sees it is missing.
      expect(screen.getByLabelText("Empty-এর বাংলা নাম")).toHaveAccessibleDescription("এখনও বাংলা নাম নেই");
    } finally {
      setLanguageSource(before);
    }
  });

  it("refuses a blank name without asking the server", async () => {
    const fetchMock = mockFetch({ ...sessionHandlers(admin), "GET /api/categories": () => json(200, []) });
    renderWithProviders(<CategoriesPage />, { route: "/dashboard/categories", path: "/dashboard/categories" });
    const user = userEvent.setup();
    expect(await screen.findByText("No categories yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add category" }));
    expect(await screen.findByText(`${categoryFormLabels.name} is required`)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("shows the server's refusal to delete a category in use", async () => {
    const inUse = catalogueMessages.categoryInUse("Hand Tools", 3);
    mockFetch({
      ...sessionHandlers(admin),
      "GET /api/categories": () => json(200, [hand]),
      [`DELETE /api/categories/${hand._id}`]: () => json(409, { error: { code: "conflict", message: inUse } }),
    });
    renderWithProviders(<CategoriesPage />, { route: "/dashboard/categories", path: "/dashboard/categories", toaster: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Hand Tools" }));
    await user.click(within(screen.getByRole("dialog", { name: messages.confirmDelete })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(inUse)).toBeInTheDocument();
    expect(screen.queryByText(catalogueMessages.categoryDeleted)).not.toBeInTheDocument();
  });
});
