import { countryName, EU_COUNTRIES, isEuCountry, registrationMessages, type TaxClass, type TaxRegistration, type TaxRegistrationBody, type TaxRegistrationItem, type TaxRegistrationList } from "@shop/contract";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { ShopSettings } from "../../config";
import type { Db, Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { taxRates, taxRegistrations, tools } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";

/**
 * Issue 25: where the shop is registered for tax. The home country (SHOP_COUNTRY) always is and
 * is not stored; the office adds the others. A registration names the VAT number the shop's
 * sales there are taxed under.
 */

type RegistrationRow = typeof taxRegistrations.$inferSelect;

const toItem = (row: RegistrationRow): TaxRegistrationItem => ({ _id: row.id, kind: row.kind, country: row.country, vatId: row.vatId });

/** The office's registrations (a shop has a handful), countries by code, then the schemes. */
export async function registrationsOf(db: Db | Tx): Promise<RegistrationRow[]> {
  return db.select().from(taxRegistrations).orderBy(asc(taxRegistrations.kind), asc(taxRegistrations.country)).limit(1000);
}

/** As the treatment rule reads them. */
export const asRegistrations = (rows: readonly RegistrationRow[]): TaxRegistration[] => rows.map((row) => ({ kind: row.kind, country: row.country }));

/**
 * What the set-up cannot tax: a country where the shop is registered (home included) without a
 * rate, and one without a reduced rate while some tool is in the reduced class. Only once tax is
 * set up at all (one rate kept); the checkout refuses these destinations meanwhile.
 */
export async function setUpProblems(db: Db | Tx, homeCountry: string, rows: readonly RegistrationRow[]): Promise<string[]> {
  const ownRates = await db.select().from(taxRates).where(isNull(taxRates.region));
  if (ownRates.length === 0) return [];
  const [reducedTool] = await db
    .select({ id: tools.id })
    .from(tools)
    .where(and(eq(tools.taxClass, "reduced" satisfies TaxClass), isNull(tools.archivedAt)))
    .limit(1);
  // The schemes reach every member state: OSS for a seller in the EU, IOSS for one outside.
  const scheme = isEuCountry(homeCountry) ? "oss" : "ioss";
  const schemeCountries = rows.some((row) => row.kind === scheme) ? EU_COUNTRIES.filter((country) => country !== homeCountry) : [];
  const countries = [...new Set([homeCountry, ...rows.flatMap((row) => (row.kind === "country" && row.country !== null ? [row.country] : [])), ...schemeCountries])];
  const problems: string[] = [];
  for (const country of countries) {
    const rate = ownRates.find((row) => row.country === country);
    if (!rate) problems.push(registrationMessages.noRate(countryName(country)));
    else if (reducedTool && rate.reducedRateMillis === null) problems.push(registrationMessages.noReducedRate(countryName(country)));
  }
  return problems;
}

/** `GET /api/tax-registrations`. */
export async function listRegistrations(db: Db, shop: ShopSettings["shop"], vatLookup: boolean): Promise<TaxRegistrationList> {
  const rows = await registrationsOf(db);
  return {
    home: { country: shop.country, vatId: shop.vatId ?? null },
    registrations: rows.map(toItem),
    problems: await setUpProblems(db, shop.country, rows),
    vatLookup,
  };
}

export async function addRegistration(db: Db, homeCountry: string, body: TaxRegistrationBody): Promise<TaxRegistrationItem> {
  if (body.kind === "country" && body.country === homeCountry) {
    throw badRequest(registrationMessages.homeIsAlwaysRegistered, [{ path: "body.country", message: registrationMessages.homeIsAlwaysRegistered }]);
  }
  try {
    const [row] = await db.insert(taxRegistrations).values({ kind: body.kind, country: body.country, vatId: body.vatId }).returning();
    if (!row) throw new Error("insert returned no row");
    return toItem(row);
  } catch (error) {
    throw isUniqueViolation(error) ? conflict(registrationMessages.duplicate) : error;
  }
}

export async function removeRegistration(db: Db, id: string): Promise<{ deletedCount: number }> {
  const deleted = await db.delete(taxRegistrations).where(eq(taxRegistrations.id, id)).returning({ id: taxRegistrations.id });
  if (deleted.length === 0) throw notFound("Tax registration");
  return { deletedCount: 1 };
}
