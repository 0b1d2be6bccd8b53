import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { quotes, tools } from "../../db/schema";

/**
 * Issue 35: the lines of a cart's quote, one per tool, as asked (name and prices snapshot, as a
 * one-tool quote keeps them on its row) and, once offered, the unit price the office gave each.
 * A one-tool quote has no rows here: its row is its line.
 */
export const quoteLines = pgTable(
  "quote_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** The line's place in the cart, from 0. */
    position: integer("position").notNull(),
    toolId: uuid("tool_id").references(() => tools.id, { onDelete: "set null" }),
    product: text("product").notNull(),
    sku: text("sku").notNull(),
    quantity: integer("quantity").notNull(),
    listUnitPriceCents: integer("list_unit_price_cents").notNull(),
    catalogueUnitPriceCents: integer("catalogue_unit_price_cents"),
    unitPriceCents: integer("unit_price_cents"),
  },
  (t) => [
    check("quote_lines_quantity_check", sql`${t.quantity} >= 1`),
    check("quote_lines_unit_price_check", sql`${t.unitPriceCents} is null or ${t.unitPriceCents} > 0`),
    uniqueIndex("quote_lines_quote_position_idx").on(t.quoteId, t.position),
    // Deleting a tool sets its lines' tool to null.
    index("quote_lines_tool_id_idx").on(t.toolId),
  ],
);
