import { catalogueMessages, messages, taxClassLabels, toolFormLabels, toolTranslationLabels } from "@shop/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { AddProductPage } from "./AddProductPage";
import { queryKeys } from "../../../lib/query-keys";

const admin = { ...testUser, role: "admin" as const };
const labels = toolFormLabels;

const tool = {
  _id: "5e1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  img: "https://example.com/hoe.jpg",
  name: "Steel Hoe",
  description: "A forged hoe.",
  minimumOrderQuantity: 10,
  availableQuantity: 500,
  price: 12.5,
  sku: "AF-HOE-150",
  weight: 1.38,
  taxClass: "standard",
  translations: {},
};

async function renderPage(postTool: () => Response) {
  const fetchMock = mockFetch({ ...sessionHandlers(admin), "POST /api/tools": postTool });
  const view = renderWithProviders(
    <>
      <AddProductPage />
      <Toaster />
    </>,
    { route: "/dashboard/addProduct", path: "/dashboard/addProduct" },
  );
  await screen.findByRole("heading", { level: 1, name: "Add Product" });
  return { ...view, fetchMock, user: userEvent.setup() };
}

async function fillTool(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(labels.img), tool.img);
  await user.type(screen.getByLabelText(labels.name), tool.name);
  await user.type(screen.getByLabelText(labels.description), tool.description);
  await user.type(screen.getByLabelText(labels.minimumOrderQuantity), "10");
  await user.type(screen.getByLabelText(labels.availableQuantity), "500");
  await user.type(screen.getByLabelText(labels.price), "12.50");
}

describe("AddProductPage", () => {
  it("labels the six fields as the spec does", async () => {
    await renderPage(() => json(201, {}));
    for (const label of ["Product img Url", "Product Name", "Description", "Min : O/Q", "In-Stock Qty", "Price", "SKU", "Shipping weight (kg)", "Tax class", "Name in Bangla", "Description in Bangla"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it("shows a message under every field when submitted empty, and posts nothing", async () => {
    const { user, fetchMock } = await renderPage(() => json(201, {}));
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("Product img Url is required")).toBeInTheDocument();
    expect(screen.getByText("Product Name is required")).toBeInTheDocument();
    expect(screen.getByText("Description is required")).toBeInTheDocument();
    expect(screen.getByText("Min : O/Q is required")).toBeInTheDocument();
    expect(screen.getByText("In-Stock Qty is required")).toBeInTheDocument();
    expect(screen.getByText("Price is required")).toBeInTheDocument();
    expect(screen.getByLabelText(labels.price)).toHaveAccessibleDescription(/Price is required/);
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/tools")).toBe(false);
  });

  it("says a quantity must be a number", async () => {
    const { user } = await renderPage(() => json(201, {}));
    await user.type(screen.getByLabelText(labels.availableQuantity), "lots");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("In-Stock Qty must be a number")).toBeInTheDocument();
  });

  it("says 'Successfully added a Tools' after a 201, empties the form and refreshes the tools", async () => {
    const { user, fetchMock, client } = await renderPage(() => json(201, { acknowledged: true, insertedId: tool._id, tool }));
    client.setQueryData(queryKeys.tools, []);
    await fillTool(user);
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText(messages.admin.productAdded)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/tools");
    // SKU and weight left empty are left out: the server makes up a SKU and takes 1 kg.
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ ...tool, _id: undefined, sku: undefined, weight: undefined, packSize: 1, priceBreaks: [], sdRate: 0, translations: { bn: { name: "", description: "" } } });
    await waitFor(() => expect(screen.getByLabelText(labels.name)).toHaveValue(""));
    expect(client.getQueryState(queryKeys.tools)?.isInvalidated).toBe(true);
  });

  it("sends the Bangla name and description beside the English ones (issue 38)", async () => {
    const { user, fetchMock } = await renderPage(() => json(201, { acknowledged: true, insertedId: tool._id, tool }));
    await fillTool(user);
    expect(screen.getByLabelText(toolTranslationLabels.name)).toHaveAttribute("lang", "bn");
    await user.type(screen.getByLabelText(toolTranslationLabels.name), " ইস্পাতের নিড়ানি ");
    await user.type(screen.getByLabelText(toolTranslationLabels.description), "পেটানো লোহার নিড়ানি।");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText(messages.admin.productAdded)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/tools");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ name: tool.name, translations: { bn: { name: "ইস্পাতের নিড়ানি", description: "পেটানো লোহার নিড়ানি।" } } });
  });

  it("shows the server's refusal of a Bangla name under its field", async () => {
    const message = `${toolTranslationLabels.name} must be at most 120 characters`;
    const { user } = await renderPage(() => json(400, { error: { code: "bad_request", message: "The request is invalid", fields: [{ path: "body.translations.bn.name", message }] } }));
    await fillTool(user);
    await user.type(screen.getByLabelText(toolTranslationLabels.name), "কোদাল");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    await waitFor(() => expect(screen.getByLabelText(toolTranslationLabels.name)).toHaveAccessibleDescription(new RegExp(message)));
  });

  it("sends the SKU upper-cased and the weight in kg", async () => {
    const { user, fetchMock } = await renderPage(() => json(201, { acknowledged: true, insertedId: tool._id, tool }));
    await fillTool(user);
    await user.type(screen.getByLabelText(labels.sku), " af-hoe-150 ");
    await user.type(screen.getByLabelText(labels.weight), "1.38");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText(messages.admin.productAdded)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/tools");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ sku: "AF-HOE-150", weight: 1.38 });
  });

  it("offers the tax class, Standard until another is chosen, and sends the chosen one", async () => {
    const { user, fetchMock } = await renderPage(() => json(201, { acknowledged: true, insertedId: tool._id, tool: { ...tool, taxClass: "reduced" } }));
    const taxClass = screen.getByLabelText(toolFormLabels.taxClass);
    expect(taxClass).toHaveDisplayValue(taxClassLabels.standard);
    await fillTool(user);
    await user.selectOptions(taxClass, taxClassLabels.reduced);
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText(messages.admin.productAdded)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/tools");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ taxClass: "reduced" });
    // The emptied form starts from Standard again.
    await waitFor(() => expect(taxClass).toHaveDisplayValue(taxClassLabels.standard));
  });

  it("says what is wrong with a SKU or a weight, and posts nothing", async () => {
    const { user, fetchMock } = await renderPage(() => json(201, {}));
    await fillTool(user);
    await user.type(screen.getByLabelText(labels.sku), "HOE 150");
    await user.type(screen.getByLabelText(labels.weight), "1.2345");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("SKU may only hold letters, digits and - . _ /")).toBeInTheDocument();
    expect(screen.getByLabelText(labels.weight)).toHaveAccessibleDescription(/Shipping weight \(kg\) must have at most 3 decimals/);
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/tools")).toBe(false);
  });

  it("shows a taken SKU's 409 under the SKU field", async () => {
    const message = catalogueMessages.skuTaken("AF-HOE-150");
    const { user } = await renderPage(() => json(409, { error: { code: "conflict", message, fields: [{ path: "body.sku", message }] } }));
    await fillTool(user);
    await user.type(screen.getByLabelText(labels.sku), "AF-HOE-150");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    await waitFor(() => expect(screen.getByLabelText(labels.sku)).toHaveAccessibleDescription(new RegExp(message)));
    expect(screen.queryByText(messages.admin.productAdded)).not.toBeInTheDocument();
  });

  it("on a 400 shows the server's message and its field errors, never the success toast, and keeps the values", async () => {
    const { user } = await renderPage(() =>
      json(400, {
        error: { code: "bad_request", message: "Invalid input", fields: [{ path: "body.price", message: "Price must be at most 100000" }] },
      }),
    );
    await fillTool(user);
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("Invalid input")).toBeInTheDocument();
    expect(screen.getByLabelText(labels.price)).toHaveAccessibleDescription(/Price must be at most 100000/);
    expect(screen.queryByText(messages.admin.productAdded)).not.toBeInTheDocument();
    expect(screen.getByLabelText(labels.name)).toHaveValue(tool.name);
  });

  it("files the new tool under the chosen category", async () => {
    const category = { _id: "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Hand Tools", toolCount: 0 };
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "GET /api/categories": () => json(200, [category]),
      "POST /api/tools": () => json(201, { acknowledged: true, insertedId: tool._id, tool }),
    });
    renderWithProviders(<AddProductPage />, { route: "/dashboard/addProduct", path: "/dashboard/addProduct" });
    const user = userEvent.setup();
    await fillTool(user);
    await screen.findByRole("option", { name: "Hand Tools" });
    await user.selectOptions(screen.getByLabelText(labels.categoryId), "Hand Tools");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/tools")).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/tools");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ name: tool.name, categoryId: category._id });
  });
});
