import { catalogueMessages, categoryFormLabels, messages } from "@shop/contract";
import { screen, within } from "@testing-library/react";
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
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: "Watering" });
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
