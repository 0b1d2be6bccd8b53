import { centsToDollars, quoteLabels, type QuoteLine, type requestCartQuoteBodySchema, stateRefusals } from "@shop/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Principal } from "../../auth/guard";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { quotes, tools } from "../../db/schema";
import { badRequest } from "../../errors";
import { membershipOf, requireRight } from "../companies/access";
import { companyDestination } from "../companies/ordering";
import { priceLines, productSummary, utcDay, type LineRequest } from "../orders/place";
import { enqueueQuoteRequestedEmails } from "./emails";
import { quoteLines } from "./schema";

type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;

/** A quote's lines as the office prices them and an order takes them: a cart's rows, or a one-tool quote's own row. */
export interface QuoteLineFacts {
  toolId: string | null;
  product: string;
  quantity: number;
  listUnitPriceCents: number;
  catalogueUnitPriceCents: number | null;
  unitPriceCents: number | null;
}

/** Whether a quote was asked for a cart (its lines are rows of quote_lines) rather than one tool. */
export const isCartQuote = (quote: Pick<QuoteRow, "lineCount">) => quote.lineCount > 1;

/** Every line of a quote, in the cart's order: a one-tool quote's row is its only line. */
export async function linesOfQuote(db: Db | Tx, quote: QuoteRow): Promise<QuoteLineFacts[]> {
  if (!isCartQuote(quote)) return [quote];
  return db.select().from(quoteLines).where(eq(quoteLines.quoteId, quote.id)).orderBy(asc(quoteLines.position));
}

/** The quote page's lines, each with its tool's stock now (null once the tool is gone). */
export async function quoteLineDocuments(db: Db | Tx, quote: QuoteRow): Promise<QuoteLine[]> {
  const lines = await linesOfQuote(db, quote);
  const ids = lines.flatMap((line) => (line.toolId ? [line.toolId] : []));
  const stock = new Map(
    ids.length === 0 ? [] : (await db.select({ id: tools.id, inStock: tools.availableQuantity }).from(tools).where(inArray(tools.id, ids))).map((tool) => [tool.id, tool.inStock]),
  );
  return lines.map((line) => ({
    productId: line.toolId,
    product: line.product,
    quantity: line.quantity,
    listUnitPrice: centsToDollars(line.listUnitPriceCents),
    catalogueUnitPrice: line.catalogueUnitPriceCents === null ? null : centsToDollars(line.catalogueUnitPriceCents),
    unitPrice: line.unitPriceCents === null ? null : centsToDollars(line.unitPriceCents),
    inStock: line.toolId ? (stock.get(line.toolId) ?? null) : null,
  }));
}

/**
 * Issue 35: a whole cart as one quote request. The lines are checked as an order's would be
 * (live tools, one line per tool, minimum and pack size; not the stock, which is what a quote
 * may go beyond) and priced as the cart prices them now (volume breaks, a member's price list),
 * the reference the office answers against. A member's quote belongs to the company and goes to
 * one of its addresses (400 without one, as their orders); anyone else's to the address they
 * give. The row keeps the cart's summary as an order row does; the office is mailed in the same
 * transaction.
 */
export async function requestCartQuote(db: Db, config: Config, buyer: Principal, body: z.output<typeof requestCartQuoteBodySchema>, now = new Date()): Promise<QuoteRow> {
  return db.transaction(async (tx) => {
    const membership = await membershipOf(tx, buyer.userId);
    if (membership) requireRight(membership, "order", "ask for quotes");
    const today = utcDay(now);
    if (body.wantedBy !== undefined && body.wantedBy < today) {
      const message = stateRefusals.todayOrLater(quoteLabels.wantedBy);
      throw badRequest(message, [{ path: "body.wantedBy", message }]);
    }
    const destination = membership
      ? { ...(await companyDestination(tx, membership.companyId, body.companyAddressId, { required: true })), companyAddressId: body.companyAddressId ?? null }
      : { address: body.address ?? null, country: body.country ?? config.shop.country, postalCode: body.postalCode ?? null, companyAddressId: null };
    const priced = await priceLines(
      tx,
      { lines: body.items.map((item): LineRequest => ({ productId: item.productId, quantity: item.quantity })) },
      membership ? { companyId: membership.companyId, today } : undefined,
    );
    const [first] = priced;
    if (!first) throw new Error("a cart quote without lines");
    const [quote] = await tx
      .insert(quotes)
      .values({
        userId: buyer.userId,
        email: buyer.email,
        toolId: first.tool.id,
        product: productSummary(priced.map((line) => line.tool.name)),
        quantity: priced.reduce((sum, line) => sum + line.quantity, 0),
        listUnitPriceCents: first.price.unitPriceCents,
        catalogueUnitPriceCents: first.priceList ? first.tool.priceCents : null,
        wantedBy: body.wantedBy ?? null,
        note: body.note,
        companyId: membership?.companyId ?? null,
        lineCount: priced.length,
        ...destination,
        createdAt: now,
      })
      .returning();
    if (!quote) throw new Error("insert returned no row");
    // A cart of one tool is a one-tool quote (its row is its line) that knows where it goes.
    if (priced.length > 1) {
      await tx.insert(quoteLines).values(
        priced.map((line, position) => ({
          quoteId: quote.id,
          position,
          toolId: line.tool.id,
          product: line.tool.name,
          sku: line.tool.sku,
          quantity: line.quantity,
          listUnitPriceCents: line.price.unitPriceCents,
          catalogueUnitPriceCents: line.priceList ? line.tool.priceCents : null,
        })),
      );
    }
    const lines = await linesOfQuote(tx, quote);
    await enqueueQuoteRequestedEmails(tx, config, quote, lines);
    return quote;
  });
}

/** The order lines an offered quote becomes, each at its quoted price (null when a line's tool is gone). */
export function orderLinesOf(quote: QuoteRow, lines: readonly QuoteLineFacts[]): LineRequest[] | null {
  const requests: LineRequest[] = [];
  for (const line of lines) {
    const unitPriceCents = line.unitPriceCents ?? quote.unitPriceCents;
    if (!line.toolId || unitPriceCents === null) return null;
    requests.push({ productId: line.toolId, quantity: line.quantity, quote: { id: quote.id, unitPriceCents } });
  }
  return requests;
}
