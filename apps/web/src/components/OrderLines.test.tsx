import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { anOrder, anOrderLine } from "../test/fixtures";
import { OrderLines, linesSummary, unitPriceText } from "./OrderLines";

const line = anOrderLine;

/** A three-tool cart as the API answers it: the spec's single fields summarise the lines. */
const cart = anOrder({
  _id: "d38635e2-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  product: "Pitchfork, Spade and Sickle",
  quantity: 1000,
  unitPrice: 12.9,
  price: 10350,
  items: [line("Pitchfork", 500, 12.9), line("Spade", 300, 9.5, { breakMinQuantity: 250, listUnitPrice: 10 }), line("Sickle", 200, 5.25, { quoteId: "b1000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f" })],
});

const cellTexts = (row: HTMLElement) => within(row).getAllByRole("cell").map((cell) => cell.textContent);

describe("OrderLines", () => {
  it("writes each line of a cart with its own quantity, unit price and line total, and the total they add up to", () => {
    render(<OrderLines order={cart} />);
    const table = screen.getByRole("table", { name: "Lines of order D38635E2" });
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Tool", "Quantity", "Unit price", "Line total"]);
    const rows = within(table).getAllByRole("row");
    expect(rows.slice(1, -1).map(cellTexts)).toEqual([
      ["Pitchfork 500 × $12.90", "500", "$12.90", "$6,450.00"],
      ["Spade 300 × $9.50 (250+ price)", "300", "$9.50 (250+ price)", "$2,850.00"],
      ["Sickle 200 × $5.25 (quoted)", "200", "$5.25 (quoted)", "$1,050.00"],
    ]);
    expect(within(rows.at(-1) as HTMLElement).getByRole("rowheader", { name: "Total" })).toBeInTheDocument();
    expect(rows.at(-1)).toHaveTextContent("$10,350.00");
    // The summary's "1000 × $12.90" never appears: it names no line.
    expect(screen.queryByText(/1,?000 × \$12\.90/)).not.toBeInTheDocument();
  });

  it("reads an order without lines as its one tool", () => {
    const single = anOrder({ items: undefined, product: "Spade", quantity: 1200, unitPrice: 18.5, price: 22200 });
    render(<OrderLines order={single} />);
    const rows = screen.getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(cellTexts(rows[1] as HTMLElement)).toEqual(["Spade 1,200 × $18.50", "1,200", "$18.50", "$22,200.00"]);
  });

  it("as a list, puts each line's sum under its tool, for a cell of a wider table", () => {
    render(<OrderLines order={cart} layout="list" />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Pitchfork 500 × $12.90 = $6,450.00",
      "Spade 300 × $9.50 (250+ price) = $2,850.00",
      "Sickle 200 × $5.25 (quoted) = $1,050.00",
    ]);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("sums the lines up in a sentence for a confirmation", () => {
    expect(linesSummary(cart)).toBe("500 × Pitchfork, 300 × Spade, 200 × Sickle");
    expect(unitPriceText({ unitPrice: 7.5, breakMinQuantity: 1000, quoteId: null })).toBe("$7.50 (1,000+ price)");
    // Issue 28: the company's price list that priced it, with its own volume price.
    expect(unitPriceText({ unitPrice: 7, breakMinQuantity: null, quoteId: null, priceList: "Co-op 2026" })).toBe("$7.00 (price list Co-op 2026)");
    expect(unitPriceText({ unitPrice: 6.5, breakMinQuantity: 200, quoteId: null, priceList: "Co-op 2026" })).toBe("$6.50 (price list Co-op 2026, 200+ price)");
  });
});
