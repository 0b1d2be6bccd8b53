import type { Order, OrderLine } from "@shop/contract";
import { billLabels, cartMessages, orderLinesTexts, orderNumber } from "@shop/contract";
import { formatDollars, formatQuantity } from "../lib/price";
import { BillSummary, billHasDetail } from "./BillSummary";

/** What an order's lines are read from: its lines, or (an order from before lines) its single tool. */
export type OrderWithLines = Pick<Order, "_id" | "items" | "product" | "productId" | "quantity" | "unitPrice" | "price" | "bill">;

type Line = Pick<OrderLine, "productId" | "product" | "quantity" | "unitPrice" | "breakMinQuantity" | "quoteId" | "price" | "sku" | "priceList">;

/**
 * Every line of an order. A cart's order summarises its lines in the spec's single fields
 * (`quantity` counts every unit, `unitPrice` is the first line's), which read as nonsense side
 * by side ("1000 × $12.90 … $10,350.00"): the lines are the truth, the summary only the total.
 */
export function orderLines(order: OrderWithLines): Line[] {
  if (order.items && order.items.length > 0) return order.items;
  return [{ productId: order.productId, product: order.product, quantity: order.quantity, unitPrice: order.unitPrice, breakMinQuantity: null, quoteId: null, price: order.price }];
}

/**
 * A line's unit price, with where it came from when it is not the list price: "$7.50 (200+ price)",
 * or the company's price list that priced it (issue 28): "$7.00 (price list Co-op, 200+ price)".
 */
export function unitPriceText(line: Pick<Line, "unitPrice" | "breakMinQuantity" | "quoteId" | "priceList">): string {
  const price = formatDollars(line.unitPrice);
  if (line.quoteId !== null) return orderLinesTexts.quoted(price);
  const why = [line.priceList !== undefined && orderLinesTexts.priceList(line.priceList), line.breakMinQuantity !== null && orderLinesTexts.breakPrice(formatQuantity(line.breakMinQuantity))].filter(Boolean);
  return why.length > 0 ? orderLinesTexts.priced(price, why.join(orderLinesTexts.reasonSeparator)) : price;
}

/** "1,000 × $12.90": how many at what, the way a receipt writes it. */
const quantityTimesPrice = (line: Line) => `${formatQuantity(line.quantity)} × ${unitPriceText(line)}`;

/** The lines in one sentence, for a confirmation's text: "1,000 × Pitchfork, 500 × Spade". */
export const linesSummary = (order: OrderWithLines): string =>
  orderLines(order)
    .map((line) => `${formatQuantity(line.quantity)} × ${line.product}`)
    .join(", ");

const lineKey = (line: Line, index: number) => `${line.productId ?? line.product}-${index}`;

/** The line's SKU under its tool's name (issue 21), when the order kept one. */
function Sku({ line }: { line: Line }) {
  if (!line.sku) return null;
  return (
    <span className="block text-xs text-base-content/75">
      {billLabels.sku} <span className="font-mono">{line.sku}</span>
    </span>
  );
}

interface OrderLinesProps {
  order: OrderWithLines;
  /**
   * "table": the tool, quantity, unit price and line total in columns, with the total under
   * them (the order and payment pages, the office's dialogs). "list": one line of text per
   * tool, for a cell of a wider table (My orders); the total stands in its own column there.
   */
  layout?: "table" | "list";
  /** Names the table (not the list) for screen readers; by default "Lines of order D38635E2". */
  caption?: string;
}

/**
 * An order's lines, each with its own quantity, unit price and line total, and the total they
 * add up to. One component wherever an order is shown, so a cart reads the same everywhere.
 */
export function OrderLines({ order, layout = "table", caption }: OrderLinesProps) {
  const lines = orderLines(order);
  // Issue 21: an order with a code, shipping or tax shows its bill; one from before, its total alone.
  const bill = order.bill && billHasDetail(order.bill) ? order.bill : null;
  if (layout === "list") {
    return (
      <div className="flex flex-col gap-1.5">
        {/* No label of its own: a row's or cell's name is read from its content, tool names included. */}
        <ul className="flex flex-col gap-1.5">
          {lines.map((line, index) => (
            <li key={lineKey(line, index)} className="flex flex-col">
              <span className="font-medium [overflow-wrap:anywhere]">{line.product}</span> <Sku line={line} />
              <span className="text-xs text-base-content/75 tabular-nums">
                {quantityTimesPrice(line)} = <span className="whitespace-nowrap">{formatDollars(line.price)}</span>
              </span>
            </li>
          ))}
        </ul>
        {bill && (
          <details className="text-xs">
            <summary className="cursor-pointer text-base-content/75">{billLabels.summary}</summary>
            <BillSummary bill={bill} label={orderLinesTexts.billOfOrder(billLabels.summary, orderNumber(order._id))} className="mt-1 max-w-72" />
          </details>
        )}
      </div>
    );
  }
  // Below 640 px the quantity and unit price leave their columns for a line under the tool's
  // name, so the line total and the total stay in view on a phone without sideways scrolling.
  const table = (
    <table className="table table-sm w-full [&_td]:px-2 [&_th]:px-2 [&_tbody_tr]:text-sm">
      <caption className="sr-only">{caption ?? orderLinesTexts.caption(orderNumber(order._id))}</caption>
      <thead>
        <tr>
          <th scope="col">{orderLinesTexts.tool}</th>
          <th scope="col" className="text-right max-sm:hidden">
            {orderLinesTexts.quantity}
          </th>
          <th scope="col" className="text-right max-sm:hidden">
            {cartMessages.unitPrice}
          </th>
          <th scope="col" className="text-right">
            {orderLinesTexts.lineTotal}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={lineKey(line, index)} className="align-top">
            <td className="min-w-24 [overflow-wrap:anywhere]">
              {line.product} <Sku line={line} />
              <span className="block text-xs text-base-content/75 tabular-nums sm:hidden">{quantityTimesPrice(line)}</span>
            </td>
            <td className="text-right tabular-nums max-sm:hidden">{formatQuantity(line.quantity)}</td>
            <td className="text-right tabular-nums max-sm:hidden">{unitPriceText(line)}</td>
            <td className="whitespace-nowrap text-right tabular-nums">{formatDollars(line.price)}</td>
          </tr>
        ))}
      </tbody>
      {/* With a bill, its summary under the table says the total (after the goods, code, shipping and tax). */}
      {!bill && (
        <tfoot>
          <tr className="text-base text-base-content">
            <th scope="row">{cartMessages.total}</th>
            <td className="max-sm:hidden" />
            <td className="max-sm:hidden" />
            <td className="whitespace-nowrap text-right font-bold tabular-nums">{formatDollars(order.price)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
  if (!bill) return table;
  return (
    <div className="flex flex-col gap-3">
      {table}
      <BillSummary bill={bill} label={orderLinesTexts.billOfOrder(billLabels.summary, orderNumber(order._id))} className="px-2" />
    </div>
  );
}
