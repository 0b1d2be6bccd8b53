import { exportReference, legalNotes, billLabels, billMessages } from "@shop/contract";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aBill, anOrder, anOrderLine } from "../test/fixtures";
import { BillSummary } from "./BillSummary";
import { OrderLines } from "./OrderLines";

/** The rows of the bill as [term, amount] pairs, in order. */
function rows(): [string, string][] {
  const list = screen.getByLabelText(billLabels.summary);
  return [...list.querySelectorAll("div")].map((row) => [row.querySelector("dt")?.textContent ?? "", row.querySelector("dd")?.textContent ?? ""]);
}

describe("BillSummary (issue 21)", () => {
  it("says a Bangladesh sale's supplementary duty before the net it is part of (issue 36)", () => {
    render(
      <BillSummary
        bill={aBill({
          goods: 2_009.99,
          discount: null,
          shipping: { methodId: null, method: "Freight", estimate: "5 days", amount: 25, net: 25, tax: 3.75 },
          taxLines: [{ name: "VAT", rate: 15, net: 2_234.99, tax: 335.25 }],
          net: 2_234.99,
          sd: 200,
          tax: 335.25,
          total: 2_570.24,
        })}
      />,
    );
    expect(rows()).toEqual([
      [billLabels.goods, "$2,009.99"],
      [billLabels.shippingFor("Freight"), "$25.00"],
      [billLabels.supplementaryDuty, "$200.00"],
      [billLabels.net, "$2,234.99"],
      ["VAT 15%", "$335.25"],
      [billLabels.total, "$2,570.24"],
    ]);
  });

  it("lists the goods, the code's discount, the shipping, the net, the tax per rate and the total", () => {
    render(
      <BillSummary
        bill={aBill({
          goods: 200,
          discount: { code: "SPRING5", amount: 10 },
          shipping: { methodId: null, method: "Courier", estimate: "2-4 days", amount: 12, net: 12, tax: 0 },
          taxLines: [
            { name: "VAT", rate: 19, net: 190, tax: 36.1 },
            { name: "VAT", rate: 7, net: 12, tax: 0.84 },
          ],
          net: 202,
          tax: 36.94,
          total: 238.94,
        })}
      />,
    );
    expect(rows()).toEqual([
      [billLabels.goods, "$200.00"],
      [billLabels.discountFor("SPRING5"), "−$10.00"],
      [billLabels.shippingFor("Courier"), "$12.00"],
      [billLabels.net, "$202.00"],
      ["VAT 19%", "$36.10"],
      ["VAT 7%", "$0.84"],
      [billLabels.total, "$238.94"],
    ]);
    expect(screen.queryByText(billMessages.pricesIncludeTax)).not.toBeInTheDocument();
  });

  it("says free shipping, tax-inclusive prices, a rate with decimals and the reverse charge with the buyer's VAT ID", () => {
    const { unmount } = render(
      <BillSummary
        bill={aBill({
          pricesIncludeTax: true,
          shipping: { methodId: null, method: "Collect from the works", estimate: "", amount: 0, net: 0, tax: 0 },
          taxLines: [{ name: "Sales tax", rate: 8.875, net: 100, tax: 8.88 }],
        })}
      />,
    );
    expect(screen.getByText(billLabels.shippingFor("Collect from the works")).nextSibling).toHaveTextContent(billLabels.free);
    expect(screen.getByText("Sales tax 8.875%")).toBeInTheDocument();
    expect(screen.getByText(billMessages.pricesIncludeTax)).toBeInTheDocument();
    unmount();

    render(<BillSummary bill={aBill({ taxLines: [{ name: "VAT", rate: 0, net: 100, tax: 0 }], tax: 0, treatment: "intra_community", legalNote: legalNotes.intraCommunity, buyerVatId: "FR40303265045" })} />);
    expect(screen.getByText(/article 138/)).toHaveTextContent(`${legalNotes.intraCommunity}. ${billLabels.buyerVatId}: FR40303265045.`);
  });

  it("reads an exempt sale's tax line as exempt, a zero-rated one as 0% (issue 36, finding 12)", () => {
    const { unmount } = render(<BillSummary bill={aBill({ taxLines: [{ name: "VAT", rate: 0, net: 100, tax: 0 }], tax: 0, treatment: "export", legalNote: legalNotes.export(exportReference("DE")) })} />);
    expect(rows()).toContainEqual(["VAT exempt", "$0.00"]);
    expect(screen.queryByText("VAT 0%")).toBeNull();
    unmount();

    render(<BillSummary bill={aBill({ taxLines: [{ name: "VAT", rate: 0, net: 100, tax: 0 }], tax: 0, treatment: "export", legalNote: legalNotes.export(exportReference("BD")) })} />);
    expect(rows()).toContainEqual(["VAT 0%", "$0.00"]);
  });
});

describe("OrderLines with a bill (issue 21)", () => {
  it("shows each line's SKU and, under the lines, the bill instead of the bare total", () => {
    const order = anOrder({
      items: [anOrderLine("Spade", 100, 2, { sku: "AF-SPD-280" })],
      price: 128.8,
      bill: aBill(),
    });
    render(<OrderLines order={order} />);
    const table = screen.getByRole("table");
    expect(within(table).getByText("AF-SPD-280")).toBeInTheDocument();
    // The table's own total row gives way to the bill's.
    expect(within(table).queryByRole("rowheader", { name: "Total" })).not.toBeInTheDocument();
    expect(screen.getByText("VAT 15%")).toBeInTheDocument();
    expect(screen.getByText(billLabels.total).nextSibling).toHaveTextContent("$128.80");
  });

  it("keeps the total alone for an order from before bills", () => {
    render(<OrderLines order={anOrder({ bill: aBill({ discount: null, shipping: null, taxLines: [], tax: 0, net: 1850, total: 1850, goods: 1850 }) })} />);
    expect(screen.queryByText(billLabels.net)).not.toBeInTheDocument();
    expect(within(screen.getByRole("table")).getByText("$1,850.00", { selector: "td.font-bold" })).toBeInTheDocument();
  });
});
