import { cartSummaryTexts, centsToDollars, formatCents, orderLineTexts, type OrderLine } from "@shop/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { orderLines } from "../../db/schema";

export type OrderLineRow = typeof orderLines.$inferSelect;

export function toOrderLine(row: OrderLineRow): OrderLine {
  return {
    productId: row.toolId,
    product: row.product,
    quantity: row.quantity,
    unitPrice: centsToDollars(row.unitPriceCents),
    listUnitPrice: centsToDollars(row.listUnitPriceCents),
    breakMinQuantity: row.breakMinQuantity,
    quoteId: row.quoteId,
    price: centsToDollars(row.priceCents),
    // Only on a line a price list priced: every other line reads as before issue 28.
    ...(row.priceListName !== null && { priceList: row.priceListName }),
    sku: row.sku,
    discount: centsToDollars(row.discountCents),
    net: centsToDollars(row.netCents),
    tax: centsToDollars(row.taxCents),
    // Issue 36: only on a line charged supplementary duty, so every other line reads as before.
    ...(row.sdRateMillis > 0 && { sdRate: row.sdRateMillis / 1000, sd: centsToDollars(row.sdCents) }),
    refundedQuantity: row.refundedQuantity,
  };
}

/** One order's lines in their order. */
export function linesOf(db: Db | Tx, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/** The lines of many orders in one query (a list page, a sweep batch, an export), by order id. */
export async function linesByOrder(db: Db | Tx, orderIds: readonly string[]): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const row of rows) {
    const list = byOrder.get(row.orderId);
    if (list) list.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
}

/**
 * Why a line costs less than the list price, or null: an accepted quote, the company's price list
 * (issue 28; with its own volume price when one applied), or a volume break.
 */
export function priceReason(line: OrderLineRow): string | null {
  if (line.quoteId) return orderLineTexts.quoted;
  const volume = line.breakMinQuantity !== null ? orderLineTexts.volume(line.breakMinQuantity) : null;
  if (line.priceListName !== null) return orderLineTexts.priceList(line.priceListName, volume);
  return volume;
}

/**
 * "200 × Hoe [AF-HOE-1] at $4.50: $900.00 (volume price from 100)": one line as emails and the CSV
 * write it, in the order's currency and the language of the work under way (the CSV's English).
 */
export function lineText(line: OrderLineRow, currency: string): string {
  return orderLineTexts.line(line.quantity, line.product, line.sku || null, formatCents(line.unitPriceCents, currency), formatCents(line.priceCents, currency), priceReason(line));
}

/**
 * The one order in which several tool rows are locked (placing, restocking, expiring), so two
 * transactions touching the same tools never wait on each other in a cycle.
 */
export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The longest `product` summary of an order; longer carts are named by their first tool. */
const SUMMARY_MAX = 120;

/**
 * "Hoe", "Hoe and Rake", "Hoe, Rake and Sickle"; for long carts "Hoe and 4 more tools": in the
 * language of the work under way (an email names a cart so in its reader's language).
 */
export function sayProductSummary(names: readonly string[]): string {
  const [first = "", ...rest] = names;
  const last = rest.at(-1);
  if (last === undefined) return first;
  const all = cartSummaryTexts.list([first, ...rest.slice(0, -1)].join(", "), last);
  if (names.length <= 3 && all.length <= SUMMARY_MAX) return all;
  return cartSummaryTexts.more(first, rest.length);
}

/**
 * An order's `product` as answered: kept in English when placed (the CSV's and the spec's field),
 * said again from its lines in the request's language; an order of one tool (or of none, from
 * before lines were kept) is named as kept.
 */
export const sayOrderProduct = (product: string, lines: readonly OrderLineRow[]): string => (lines.length > 1 ? sayProductSummary(lines.map((line) => line.product)) : product);
