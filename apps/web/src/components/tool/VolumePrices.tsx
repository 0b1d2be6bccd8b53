import type { Tool } from "@shop/contract";
import { bulkLabels, bulkMessages, cartMessages, nextBreak, priceLine, volumePriceTexts, yourPriceTexts } from "@shop/contract";
import { formatCents, pricedTool } from "../../lib/price";

type PricedFields = Pick<Tool, "price" | "priceBreaks" | "yourPrice" | "yourBreaks" | "minimumOrderQuantity">;

/** The tool's volume price breaks as a table (list price first), the row the quantity reaches marked. Nothing when it has none. */
export function PriceBreakTable({ tool, quantity }: { tool: PricedFields; quantity: number | null }) {
  const priced = pricedTool(tool);
  if (priced.priceBreaks.length === 0) return null;
  const used = quantity === null ? null : priceLine(priced, quantity).breakMinQuantity;
  const rows = [
    { from: tool.minimumOrderQuantity, priceCents: priced.priceCents, current: quantity !== null && used === null },
    ...[...priced.priceBreaks].sort((x, y) => x.minQuantity - y.minQuantity).map((b) => ({ from: b.minQuantity, priceCents: b.priceCents, current: used === b.minQuantity })),
  ];
  return (
    <table className="table table-sm">
      <caption className="mb-1 text-left font-semibold">{bulkLabels.priceBreaks}</caption>
      <thead>
        <tr>
          <th scope="col">{bulkLabels.breakQuantity}</th>
          <th scope="col" className="text-right">
            {bulkLabels.breakPrice}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.from} className={row.current ? "bg-primary/10 font-semibold" : undefined} aria-current={row.current ? "true" : undefined}>
            <td className="tabular-nums">{volumePriceTexts.from(row.from)}</td>
            <td className="text-right tabular-nums">{formatCents(row.priceCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Issue 28: the catalogue's unit price, struck, beside a member's own price: the tool page, the
 * cart and the quote pages show it the same way.
 */
export function CataloguePrice({ unitPriceCents, className }: { unitPriceCents: number; className?: string }) {
  return (
    <p className={className}>
      {yourPriceTexts.catalogue}: <s className="tabular-nums">{formatCents(unitPriceCents)}</s> {volumePriceTexts.each}
    </p>
  );
}

/**
 * What `quantity` units cost with the breaks: unit price, total, what the break saves and how
 * many more reach the next one. The contract's priceLine, as the server prices the order.
 */
export function LinePriceSummary({ tool, quantity }: { tool: Pick<Tool, "price" | "priceBreaks" | "yourPrice" | "yourBreaks">; quantity: number }) {
  const priced = pricedTool(tool);
  const line = priceLine(priced, quantity);
  const next = nextBreak(priced, quantity);
  // Issue 28: what the catalogue would ask for the same quantity, beside a member's own price.
  const cataloguePrices = pricedTool(tool, true);
  const catalogue = priceLine(cataloguePrices, quantity);
  // Against the catalogue's list price, as the server's line says (LinePrice.savingCents).
  const saving = (cataloguePrices.priceCents - line.unitPriceCents) * quantity;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <span>
          {cartMessages.unitPrice}: <strong className="tabular-nums">{formatCents(line.unitPriceCents)}</strong>
          {line.breakMinQuantity !== null && <span className="text-base-content/75"> ({volumePriceTexts.from(line.breakMinQuantity)})</span>}
        </span>
        <span>
          {cartMessages.total}: <strong className="tabular-nums">{formatCents(line.totalCents)}</strong>
        </span>
      </p>
      {catalogue.unitPriceCents > line.unitPriceCents && <CataloguePrice unitPriceCents={catalogue.unitPriceCents} />}
      {saving > 0 && <p className="font-semibold">{bulkMessages.saving(formatCents(saving))}</p>}
      {next && <p className="text-base-content/75">{cartMessages.nextBreak(next.minQuantity - quantity, formatCents(next.priceCents))}</p>}
    </div>
  );
}
