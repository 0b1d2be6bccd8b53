import { count } from "drizzle-orm";
import type { Db } from "./client";
import { discountCodes, shippingMethods, shippingZones, taxRates } from "./schema";

/**
 * Issue 21, item 8: a billing set-up a newcomer can try at once with SEED_DEMO=1. Each part is
 * seeded only while its table is empty, so the office's own set-up is never touched.
 */

/** Standard rates (thousandths of a percent) of the home countries the demo knows, and a few EU ones. */
const STANDARD_RATES: Record<string, { name: string; rateMillis: number }> = {
  BD: { name: "VAT", rateMillis: 15_000 },
  IN: { name: "GST", rateMillis: 18_000 },
  GB: { name: "VAT", rateMillis: 20_000 },
  AU: { name: "GST", rateMillis: 10_000 },
  NZ: { name: "GST", rateMillis: 15_000 },
  AT: { name: "VAT", rateMillis: 20_000 },
  BE: { name: "VAT", rateMillis: 21_000 },
  DE: { name: "VAT", rateMillis: 19_000 },
  ES: { name: "VAT", rateMillis: 21_000 },
  FR: { name: "VAT", rateMillis: 20_000 },
  IE: { name: "VAT", rateMillis: 23_000 },
  IT: { name: "VAT", rateMillis: 22_000 },
  NL: { name: "VAT", rateMillis: 21_000 },
  PL: { name: "VAT", rateMillis: 23_000 },
};
const DEMO_EU_RATES = ["DE", "FR", "IE", "IT", "NL", "ES", "PL"];

/** Cents and grams, as the tables keep them. */
const kg = (value: number) => value * 1000;

export async function seedBilling(db: Db, homeCountry: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [zones] = await tx.select({ n: count() }).from(shippingZones);
    if (zones?.n === 0) {
      const [home] = await tx.insert(shippingZones).values({ name: "Home", countries: [homeCountry], position: 0 }).returning();
      const [world] = await tx.insert(shippingZones).values({ name: "World", everywhereElse: true, position: 1 }).returning();
      if (!home || !world) throw new Error("insert returned no row");
      // Rates a farm-tool maker could live with (issue 26). The demo sells by the hundred (minimum
      // orders of 100 to 2,000 kg), so its van carries 1.5 t and goes free on an order of $1,000
      // or more only up to a tonne; air takes one parcel of up to 30 kg per order (heavier orders
      // go by sea, as a courier would not take them); freight is priced by weight bands, then per
      // started 100 kg, with no upper limit.
      await tx.insert(shippingMethods).values([
        {
          zoneId: home.id,
          name: "Van delivery",
          estimate: "1-3 working days",
          kind: "weight",
          bands: [
            { upToGrams: kg(250), priceCents: 2_500 },
            { upToGrams: kg(500), priceCents: 4_500 },
            { upToGrams: kg(1_000), priceCents: 7_000 },
            { upToGrams: kg(1_500), priceCents: 9_500 },
          ],
          freeAboveCents: 100_000,
          freeUpToGrams: kg(1_000),
          position: 0,
        },
        {
          zoneId: home.id,
          name: "Freight by weight",
          estimate: "3-5 working days",
          kind: "weight",
          bands: [
            { upToGrams: kg(100), priceCents: 4_000 },
            { upToGrams: kg(500), priceCents: 12_000 },
            { upToGrams: kg(1_000), priceCents: 20_000 },
          ],
          stepGrams: kg(100),
          stepCents: 1_500,
          position: 1,
        },
        { zoneId: home.id, name: "Collect from the works", estimate: "Ready the next working day", kind: "collect", position: 2 },
        {
          zoneId: world.id,
          name: "Air parcel",
          estimate: "5-8 working days",
          kind: "weight",
          bands: [
            { upToGrams: kg(1), priceCents: 3_000 },
            { upToGrams: kg(5), priceCents: 6_000 },
            { upToGrams: kg(10), priceCents: 9_500 },
            { upToGrams: kg(20), priceCents: 16_000 },
            { upToGrams: kg(30), priceCents: 22_000 },
          ],
          position: 0,
        },
        {
          zoneId: world.id,
          name: "Sea freight",
          estimate: "4-8 weeks",
          kind: "weight",
          bands: [
            { upToGrams: kg(100), priceCents: 25_000 },
            { upToGrams: kg(500), priceCents: 60_000 },
            { upToGrams: kg(1_000), priceCents: 90_000 },
          ],
          stepGrams: kg(100),
          stepCents: 7_000,
          position: 1,
        },
        { zoneId: world.id, name: "Collect from the works", estimate: "Ready the next working day", kind: "collect", position: 2 },
      ]);
    }
    const [rates] = await tx.select({ n: count() }).from(taxRates);
    if (rates?.n === 0) {
      const known = [...new Set([homeCountry, ...DEMO_EU_RATES])].flatMap((country) => {
        const rate = STANDARD_RATES[country];
        return rate ? [{ country, ...rate }] : [];
      });
      await tx.insert(taxRates).values(known);
    }
    const [codes] = await tx.select({ n: count() }).from(discountCodes);
    if (codes?.n === 0) {
      const year = now.getUTCFullYear();
      await tx.insert(discountCodes).values({ code: "SPRING5", kind: "percent", percentBasisPoints: 500, startsOn: `${year}-01-01`, endsOn: `${year}-12-31` });
    }
  });
}
