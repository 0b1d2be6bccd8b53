import type { QuickOrderLine } from "@shop/contract";
import { QUICK_ORDER_MAX_LINES, quickOrderLabels, quickOrderMessages } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { CART_STORAGE_KEY } from "../../../lib/cart";
import { aTool } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { QuickOrderPage } from "./QuickOrderPage";

const seeds = "6f1f2a7e-9d7e-4a4a-8d0a-1a2b3c4d5e6f";
const drill = "7b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";

/** A stand-in for the server: each line of the pad answered by its SKU. */
function answer(text: string): QuickOrderLine[] {
  return text.split("\n").flatMap((raw, index): QuickOrderLine[] => {
    const [sku = "", quantityText = ""] = raw.trim().split(/[\s,;]+/);
    const quantity = Number(quantityText);
    const line = index + 1;
    if (raw.trim() === "") return [];
    if (sku === "SEED-100") {
      return quantity % 100 === 0
        ? [{ line, sku, quantity, productId: seeds, status: "ok", message: quickOrderMessages.ok("Seed Bags") }]
        : [{ line, sku, quantity, productId: seeds, status: "not_pack_multiple", roundedQuantity: Math.ceil(quantity / 100) * 100, message: quickOrderMessages.notPackMultiple(100, "Seed Bags", Math.ceil(quantity / 100) * 100) }];
    }
    if (sku === "DRILL") {
      return quantity > 5
        ? [{ line, sku, quantity, productId: drill, status: "short_stock", message: quickOrderMessages.shortStock(5, "Seed Drill") }]
        : [{ line, sku, quantity, productId: drill, status: "ok", message: quickOrderMessages.ok("Seed Drill") }];
    }
    return [{ line, sku, quantity: null, productId: null, status: "invalid", message: quickOrderMessages.invalid }];
  });
}

function setUp(tools: unknown[] | null = null) {
  const sent: string[] = [];
  mockFetch({
    ...sessionHandlers(testUser),
    ...(tools ? { "GET /api/tools?page=1&limit=6": () => new Response(JSON.stringify(tools), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(tools.length) } }) } : {}),
    "POST /api/quick-order/check": (init) => {
      const { text } = JSON.parse(String(init?.body)) as { text: string };
      sent.push(text);
      return json(200, { lines: answer(text) });
    },
  });
  renderWithProviders(<QuickOrderPage />, { toaster: true });
  return sent;
}

const pad = () => screen.getByLabelText(quickOrderLabels.text);

beforeEach(() => localStorage.clear());

describe("QuickOrderPage", () => {
  it("hints with a line of a real tool of the catalogue, and names no SKU before the catalogue is there (issue 35)", async () => {
    setUp([aTool({ sku: "AF-PFK-135", minimumOrderQuantity: 100 })]);
    expect(await screen.findByText(quickOrderLabels.textHintLike("AF-PFK-135 100"))).toBeInTheDocument();
  });

  it("names no SKU in its hint when the catalogue does not answer", async () => {
    setUp();
    expect(await screen.findByText(quickOrderLabels.textHint)).toBeInTheDocument();
  });

  it("checks the pad, rounds a line up to its pack size in one click, and puts the ready lines in the cart", async () => {
    const user = userEvent.setup();
    const sent = setUp();
    await user.type(pad(), "SEED-100\t250{enter}DRILL 9{enter}DRILL 2{enter}oops");
    await user.click(screen.getByRole("button", { name: quickOrderLabels.check }));

    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(5);
    expect(screen.getByRole("status")).toHaveTextContent(quickOrderMessages.summary(1, 4));
    expect(within(table).getByText(quickOrderMessages.shortStock(5, "Seed Drill"))).toBeInTheDocument();
    expect(within(table).getByRole("link", { name: /Ask for a quote/ })).toHaveAttribute("href", `/tools/${drill}#request-quote`);

    await user.click(screen.getByRole("button", { name: /Round up to 300/ }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toBe("SEED-100\t300\nDRILL 9\nDRILL 2\noops");
    expect(pad()).toHaveValue("SEED-100\t300\nDRILL 9\nDRILL 2\noops");
    await screen.findByText(quickOrderMessages.summary(2, 4));

    await user.click(screen.getByRole("button", { name: quickOrderMessages.addToCart(2) }));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]")).toEqual([
      { productId: seeds, quantity: 300 },
      { productId: drill, quantity: 2 },
    ]);
    expect(await screen.findByText(quickOrderMessages.added(2))).toBeInTheDocument();
  });

  it("says the lines are out of date once the pad changes, and adds nothing until checked again", async () => {
    const user = userEvent.setup();
    setUp();
    await user.type(pad(), "DRILL 2");
    await user.click(screen.getByRole("button", { name: quickOrderLabels.check }));
    await screen.findByText(quickOrderMessages.summary(1, 1));
    await user.type(pad(), "0");
    expect(screen.getByRole("status")).toHaveTextContent(quickOrderMessages.stale);
    expect(screen.getByRole("button", { name: quickOrderMessages.addToCart(1) })).toBeDisabled();
  });

  it("refuses an empty pad and one past 200 lines without asking the server", async () => {
    const user = userEvent.setup();
    const sent = setUp();
    await user.click(screen.getByRole("button", { name: quickOrderLabels.check }));
    expect(await screen.findByText(quickOrderMessages.noLines)).toBeInTheDocument();
    await user.click(pad());
    await user.paste(Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, () => "DRILL 1").join("\n"));
    await user.click(screen.getByRole("button", { name: quickOrderLabels.check }));
    expect(await screen.findByText(quickOrderMessages.tooManyLines(QUICK_ORDER_MAX_LINES))).toBeInTheDocument();
    expect(pad()).toHaveAccessibleDescription(expect.stringContaining(quickOrderMessages.tooManyLines(QUICK_ORDER_MAX_LINES)));
    expect(sent).toEqual([]);
  });

  it("reads an uploaded CSV into the pad and checks it", async () => {
    const user = userEvent.setup();
    const sent = setUp();
    const file = new File(["SEED-100,200\nDRILL,1\n"], "order.csv", { type: "text/csv" });
    await user.upload(screen.getByLabelText(quickOrderLabels.file), file);
    await screen.findByText(quickOrderMessages.summary(2, 2));
    expect(sent).toEqual(["SEED-100,200\nDRILL,1\n"]);
    expect(pad()).toHaveValue("SEED-100,200\nDRILL,1\n");
  });
});
