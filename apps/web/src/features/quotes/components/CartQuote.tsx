import type { QuoteDetail } from "@shop/contract";
import { cartQuoteTexts, countryName, formatCount, quoteLabels, quoteTexts } from "@shop/contract";
import { formatDollars } from "../../../lib/price";

/** Issue 35: a quote asked for a whole cart has several lines; a one-tool quote's page stays as it was. */
export const isCartQuote = (quote: Pick<QuoteDetail, "lineCount">) => (quote.lineCount ?? 1) > 1;

/** Where a cart's quote goes, as asked: "4 Paddy Lane, 6000, Bangladesh". */
export function destinationText(quote: Pick<QuoteDetail, "destination">): string | null {
  const where = quote.destination;
  if (!where) return null;
  return [where.address, where.postalCode, where.country ? countryName(where.country) : null].filter(Boolean).join(", ") || null;
}

/** The lines of a cart's quote: what was asked, the price then, the price offered and the stock now. */
export function QuoteLinesTable({ quote }: { quote: QuoteDetail }) {
  const lines = quote.lines ?? [];
  const open = quote.status === "requested" || quote.status === "offered";
  return (
    <section aria-label={cartQuoteTexts.lines} className="overflow-x-auto rounded-box border border-base-300">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{cartQuoteTexts.line}</th>
            <th scope="col" className="text-right">
              {quoteLabels.quantity}
            </th>
            <th scope="col" className="text-right">
              {cartQuoteTexts.yourPrice}
            </th>
            <th scope="col" className="text-right">
              {cartQuoteTexts.quoted}
            </th>
            {open && (
              <th scope="col" className="text-right">
                {quoteTexts.inStockNow}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={`${line.productId ?? "gone"}-${i}`}>
              <td className="[overflow-wrap:anywhere]">{line.product}</td>
              <td className="text-right tabular-nums">{formatCount(line.quantity)}</td>
              <td className="text-right tabular-nums">{formatDollars(line.listUnitPrice)}</td>
              <td className="text-right tabular-nums">{line.unitPrice === null ? "—" : formatDollars(line.unitPrice)}</td>
              {open && <td className="text-right tabular-nums">{line.inStock === null ? quoteTexts.toolGone : formatCount(line.inStock)}</td>}
            </tr>
          ))}
        </tbody>
        {quote.total !== null && quote.total !== undefined && (
          <tfoot>
            {quote.freight !== null && quote.freight !== undefined && (
              <tr>
                <th scope="row" colSpan={3}>
                  {cartQuoteTexts.freight}
                </th>
                <td className="text-right tabular-nums">{formatDollars(quote.freight)}</td>
                {open && <td />}
              </tr>
            )}
            <tr>
              <th scope="row" colSpan={3}>
                {cartQuoteTexts.total}
              </th>
              <td className="text-right font-bold tabular-nums">{formatDollars(quote.total)}</td>
              {open && <td />}
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
