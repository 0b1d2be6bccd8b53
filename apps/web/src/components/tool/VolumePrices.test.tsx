import type { Tool } from "@shop/contract";
import { bulkMessages, cartMessages, yourPriceTexts } from "@shop/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LinePriceSummary, PriceBreakTable } from "./VolumePrices";

const tool: Pick<Tool, "price" | "priceBreaks" | "minimumOrderQuantity"> = {
  price: 5.25,
  minimumOrderQuantity: 10,
  priceBreaks: [
    { minQuantity: 500, price: 4.5 },
    { minQuantity: 100, price: 5 },
  ],
};

describe("volume price display", () => {
  it.each([
    [99, "$5.25", "$519.75", null, cartMessages.nextBreak(1, "$5.00")],
    [100, "$5.00", "$500.00", "$25.00", cartMessages.nextBreak(400, "$4.50")],
    [499, "$5.00", "$2,495.00", "$124.75", cartMessages.nextBreak(1, "$4.50")],
    [500, "$4.50", "$2,250.00", "$375.00", null],
  ])("%i units: unit price %s, total %s, saving %s", (quantity, unit, total, saving, next) => {
    render(<LinePriceSummary tool={tool} quantity={quantity} />);
    expect(screen.getByText(`${cartMessages.unitPrice}:`, { exact: false })).toHaveTextContent(unit);
    expect(screen.getByText(`${cartMessages.total}:`, { exact: false })).toHaveTextContent(total);
    if (saving) expect(screen.getByText(bulkMessages.saving(saving))).toBeInTheDocument();
    else expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
    if (next) expect(screen.getByText(next)).toBeInTheDocument();
    else expect(screen.queryByText(/more to pay/)).not.toBeInTheDocument();
  });

  it("lists the breaks lowest first after the list price, marking the row the quantity reaches", () => {
    render(<PriceBreakTable tool={tool} quantity={100} />);
    expect(screen.getAllByRole("row").map((row) => row.textContent)).toEqual(["From quantityUnit price", "10+$5.25", "100+$5.00", "500+$4.50"]);
    expect(screen.getByRole("row", { current: true })).toHaveTextContent("100+$5.00");
  });

  it("shows no table for a tool without breaks", () => {
    const { container } = render(<PriceBreakTable tool={{ ...tool, priceBreaks: [] }} quantity={10} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("prices a member with their own prices, the catalogue's for the quantity beside them, the saving against the catalogue (issue 28)", () => {
    const member = { ...tool, yourPrice: 4.75, yourBreaks: [{ minQuantity: 500, price: 4.25 }] };
    const { unmount } = render(<LinePriceSummary tool={member} quantity={120} />);
    expect(screen.getByText(`${cartMessages.unitPrice}:`, { exact: false })).toHaveTextContent("$4.75");
    expect(screen.getByText(`${cartMessages.total}:`, { exact: false })).toHaveTextContent("$570.00");
    expect(screen.getByText(`${yourPriceTexts.catalogue}:`, { exact: false })).toHaveTextContent(`${yourPriceTexts.catalogue}: $5.00 each`);
    expect(screen.getByText(bulkMessages.saving("$60.00"))).toBeInTheDocument();
    expect(screen.getByText(cartMessages.nextBreak(380, "$4.25"))).toBeInTheDocument();
    unmount();
    render(<PriceBreakTable tool={member} quantity={600} />);
    expect(screen.getByRole("row", { current: true })).toHaveTextContent("500+$4.25");
  });
});
