import { TOTAL_COUNT_HEADER, catalogueMessages, type Tool } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers } from "../../../test/utils";
import { ToolsPage } from "./ToolsPage";

const hand = { _id: "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Hand Tools", toolCount: 3 };
const hoe: Tool = {
  translations: {},
  _id: "5e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  img: "/images/hoe.svg",
  name: "Steel Hoe",
  description: "A forged hoe.",
  minimumOrderQuantity: 10,
  availableQuantity: 400,
  price: 12.5,
  sku: "AF-HOE-150",
  weight: 1.38,
  taxClass: "standard",
};
const paged = (items: Tool[], total = items.length) =>
  new Response(JSON.stringify(items), { status: 200, headers: { "Content-Type": "application/json", [TOTAL_COUNT_HEADER]: String(total) } });

describe("ToolsPage finding tools", () => {
  it("puts the search, category, stock filter and sort in the URL and asks the server for just that", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(null),
      "GET /api/categories": () => json(200, [hand]),
      "GET /api/tools?page=1&limit=12": () => paged([hoe]),
      "GET /api/tools?q=hoe&page=1&limit=12": () => paged([hoe]),
      [`GET /api/tools?q=hoe&category=${hand._id}&page=1&limit=12`]: () => paged([hoe]),
      [`GET /api/tools?q=hoe&category=${hand._id}&inStock=true&page=1&limit=12`]: () => paged([hoe]),
      [`GET /api/tools?q=hoe&category=${hand._id}&inStock=true&sort=price-desc&page=1&limit=12`]: () => paged([]),
    });
    renderWithProviders(<ToolsPage />, { route: "/tools?page=2", path: "*" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Search tools"), "hoe");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await screen.findByRole("option", { name: "Hand Tools" });
    await user.selectOptions(screen.getByLabelText("Category"), "Hand Tools");
    await user.click(screen.getByLabelText("In stock only"));
    await user.selectOptions(screen.getByLabelText("Sort by"), "Price: high to low");
    expect(await screen.findByText(catalogueMessages.noMatches)).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/tools"));
    expect(asked.at(-1)).toBe(`/api/tools?q=hoe&category=${hand._id}&inStock=true&sort=price-desc&page=1&limit=12`);
    // A new filter starts on page 1: page 2 was never asked for after the search.
    expect(asked.filter((url) => url.includes("q=") && url.includes("page=2"))).toEqual([]);
  });

  it("reads the filters from the URL on a direct visit", async () => {
    mockFetch({
      ...sessionHandlers(null),
      "GET /api/categories": () => json(200, [hand]),
      "GET /api/tools?q=steel&sort=name&page=1&limit=12": () => paged([hoe]),
    });
    renderWithProviders(<ToolsPage />, { route: "/tools?q=steel&sort=name&inStock=maybe", path: "*" });
    expect(await screen.findByRole("heading", { name: "Steel Hoe" })).toBeInTheDocument();
    expect(screen.getByLabelText("Search tools")).toHaveValue("steel");
    await waitFor(() => expect(screen.getByLabelText("Sort by")).toHaveValue("name"));
    expect(screen.getByLabelText("In stock only")).not.toBeChecked();
  });

  it("links Previous and Next to the same search's pages, and follows them in the app", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(null),
      "GET /api/categories": () => json(200, [hand]),
      "GET /api/tools?q=hoe&inStock=true&page=2&limit=12": () => paged([hoe], 30),
      "GET /api/tools?q=hoe&inStock=true&page=3&limit=12": () => paged([{ ...hoe, _id: "6e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Last Hoe" }], 30),
    });
    renderWithProviders(<ToolsPage />, { route: "/tools?q=hoe&inStock=true&page=2", path: "*" });
    const pages = await screen.findByRole("navigation", { name: "Tools pages" });
    expect(within(pages).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/tools?q=hoe&inStock=true");
    expect(within(pages).getByRole("link", { name: "Next" })).toHaveAttribute("href", "/tools?q=hoe&inStock=true&page=3");
    await userEvent.setup().click(within(pages).getByRole("link", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Last Hoe" })).toBeInTheDocument();
    expect(within(pages).queryByRole("link", { name: "Next" })).not.toBeInTheDocument();
    expect(within(pages).getByText("Next")).toHaveAttribute("aria-disabled", "true");
    expect(within(pages).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/tools?q=hoe&inStock=true&page=2");
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/tools"))).toEqual([
      "/api/tools?q=hoe&inStock=true&page=2&limit=12",
      "/api/tools?q=hoe&inStock=true&page=3&limit=12",
    ]);
  });
});
