import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * Issue 38: how the shop writes what every page, email and document shares, as the office set it
 * (one row, id 1; none yet means the defaults). Not configuration: the office changes it at run time.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: integer("id").primaryKey(),
    /** Bangla pages, emails and documents write numbers in Latin digits (0-9) instead of Bengali (০-৯). */
    latinDigits: boolean("latin_digits").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("shop_settings_single_row", sql`${t.id} = 1`)],
);
