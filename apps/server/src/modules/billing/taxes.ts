import { countryName, RATE_SCALE, shippingMessages, taxMessages, type BillingSettings, type TaxClass, type TaxRate, type TaxRateBody } from "@shop/contract";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { sellerProblems, type Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { billingSettings, taxRates } from "../../db/schema";
import { conflict, notFound } from "../../errors";

/** Issue 21: the office's tax rates and the "prices include tax" setting, and their lookups. */

export type TaxRateRow = typeof taxRates.$inferSelect;

/** Percent (8.875) to thousandths of a percent (8875), and back: RATE_SCALE is 100 % . */
const PER_PERCENT = RATE_SCALE / 100;
const rateMillisOf = (percent: number) => Math.round(percent * PER_PERCENT);

function toTaxRate(row: TaxRateRow): TaxRate {
  return {
    _id: row.id,
    country: row.country,
    region: row.region,
    postalPrefixes: row.postalPrefixes,
    name: row.name,
    rate: row.rateMillis / PER_PERCENT,
    reducedRate: row.reducedRateMillis === null ? null : row.reducedRateMillis / PER_PERCENT,
  };
}

/** How the office names a rate in its messages: "Germany", "United States, New York". */
const rateLabel = (country: string, region: string | null) => (region ? `${countryName(country)}, ${region}` : countryName(country));

/** A postal code as prefixes are kept: upper case, no spaces. */
export const normalizePostalCode = (postalCode: string) => postalCode.replace(/\s+/g, "").toUpperCase();

/** A place's rates: one per tax class (issue 25); null for a class the place keeps no rate of. */
export interface PlaceRates {
  name: string;
  rates: Record<TaxClass, number | null>;
}

/**
 * The rates of an address: the region of `country` with the longest postal prefix the code starts
 * with, else the country's own rates (region null), else null (the shop keeps none there).
 */
export async function ratesFor(db: Db | Tx, country: string, postalCode: string): Promise<PlaceRates | null> {
  const rows = await db
    .select()
    .from(taxRates)
    .where(eq(taxRates.country, country.trim().toUpperCase()));
  const code = normalizePostalCode(postalCode);
  let best: { row: TaxRateRow; length: number } | null = null;
  if (code !== "") {
    for (const row of rows) {
      if (row.region === null) continue;
      for (const prefix of row.postalPrefixes) {
        if (code.startsWith(prefix) && (best === null || prefix.length > best.length)) best = { row, length: prefix.length };
      }
    }
  }
  const chosen = best?.row ?? rows.find((row) => row.region === null);
  return chosen ? { name: chosen.name, rates: { standard: chosen.rateMillis, reduced: chosen.reducedRateMillis, zero: 0 } } : null;
}

/**
 * Whether the shop charges tax at all: once the office keeps one rate, every sale is taxed by the
 * rules (a registered destination without a rate is refused); a shop without any rate is not
 * registered for tax anywhere and its bills carry no tax lines.
 */
export async function taxIsSetUp(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ id: taxRates.id }).from(taxRates).limit(1);
  return row !== undefined;
}

/** Whether catalogue prices include tax; a shop that never saved the setting says they do not. */
export async function pricesIncludeTax(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ pricesIncludeTax: billingSettings.pricesIncludeTax }).from(billingSettings).where(eq(billingSettings.id, 1));
  return row?.pricesIncludeTax ?? false;
}

/** `GET /api/tax-rates`: by country, its own rate before its regions (a shop has tens to hundreds). */
export async function listTaxRates(db: Db | Tx): Promise<TaxRate[]> {
  const rows = await db
    .select()
    .from(taxRates)
    .orderBy(asc(taxRates.country), sql`${taxRates.region} nulls first`, asc(taxRates.id))
    .limit(1000);
  return rows.map(toTaxRate);
}

const sameCountryAndRegion = (body: TaxRateBody) =>
  and(eq(taxRates.country, body.country), body.region === null ? isNull(taxRates.region) : eq(taxRates.region, body.region));

const duplicate = (body: TaxRateBody) => conflict(shippingMessages.duplicateRate(rateLabel(body.country, body.region)));

function columns(body: TaxRateBody) {
  return {
    country: body.country,
    region: body.region,
    postalPrefixes: body.postalPrefixes,
    name: body.name,
    rateMillis: rateMillisOf(body.rate),
    reducedRateMillis: body.reducedRate === null ? null : rateMillisOf(body.reducedRate),
  };
}

/**
 * `seller`: the shop's settings. A live shop without SHOP_VAT_ID may not start charging VAT (the
 * rule production's start applies, sellerProblems): its first rate would put tax on invoices
 * that cannot name the seller's VAT number.
 */
export async function createTaxRate(db: Db, body: TaxRateBody, seller: Pick<Config, "env" | "shop">): Promise<TaxRate> {
  if (sellerProblems(seller, true).length > 0) throw conflict(taxMessages.sellerVatIdMissing);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: taxRates.id }).from(taxRates).where(sameCountryAndRegion(body));
      if (existing) throw duplicate(body);
      const [row] = await tx.insert(taxRates).values(columns(body)).returning();
      if (!row) throw new Error("insert returned no row");
      return toTaxRate(row);
    });
  } catch (error) {
    // Two offices adding the same rate at once: the unique index decides, with the same message.
    throw isUniqueViolation(error) ? duplicate(body) : error;
  }
}

export async function updateTaxRate(db: Db, id: string, body: TaxRateBody): Promise<TaxRate> {
  try {
    return await db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: taxRates.id })
        .from(taxRates)
        .where(and(sameCountryAndRegion(body), ne(taxRates.id, id)));
      if (other) throw duplicate(body);
      const [row] = await tx.update(taxRates).set(columns(body)).where(eq(taxRates.id, id)).returning();
      if (!row) throw notFound("Tax rate");
      return toTaxRate(row);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate(body) : error;
  }
}

export async function deleteTaxRate(db: Db, id: string): Promise<{ deletedCount: number }> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(taxRates).where(eq(taxRates.id, id)).returning({ id: taxRates.id });
    if (deleted.length === 0) throw notFound("Tax rate");
    return { deletedCount: 1 };
  });
}

export async function getBillingSettings(db: Db | Tx): Promise<BillingSettings> {
  return { pricesIncludeTax: await pricesIncludeTax(db) };
}

/** The one row is written whether or not it exists yet (a shop that never saved it has none). */
export async function saveBillingSettings(db: Db, settings: BillingSettings): Promise<BillingSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(billingSettings)
      .values({ id: 1, pricesIncludeTax: settings.pricesIncludeTax })
      .onConflictDoUpdate({ target: billingSettings.id, set: { pricesIncludeTax: settings.pricesIncludeTax, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error("upsert returned no row");
    return { pricesIncludeTax: row.pricesIncludeTax };
  });
}
