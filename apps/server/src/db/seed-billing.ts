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

/** The demo's shipping prices in cents, one set per kind of currency. */
interface ShippingPrices {
  van: [number, number, number, number];
  vanFreeAbove: number;
  freight: [number, number, number];
  freightStep: number;
  air: [number, number, number, number, number];
  sea: [number, number, number];
  seaStep: number;
}

const DOLLAR_LIKE: ShippingPrices = {
  van: [2_500, 4_500, 7_000, 9_500],
  vanFreeAbove: 100_000,
  freight: [4_000, 12_000, 20_000],
  freightStep: 1_500,
  air: [3_000, 6_000, 9_500, 16_000, 22_000],
  sea: [25_000, 60_000, 90_000],
  seaStep: 7_000,
};

/**
 * Issue 37 item 3: the same services from Dhaka, in taka (poisha): a hired covered van or pickup
 * within the country (৳1,500 for a quarter tonne to ৳5,500 for a tonne and a half), free on an
 * order of ৳1,00,000 or more; road freight by the 100 kg; an air parcel abroad at a courier's
 * rates (about ৳4,500 for the first kilogram); sea freight by the 100 kg.
 */
const TAKA: ShippingPrices = {
  van: [1_500_00, 2_500_00, 4_000_00, 5_500_00],
  vanFreeAbove: 100_000_00,
  freight: [2_000_00, 6_000_00, 10_000_00],
  freightStep: 800_00,
  air: [4_500_00, 9_000_00, 14_000_00, 24_000_00, 33_000_00],
  sea: [30_000_00, 70_000_00, 110_000_00],
  seaStep: 8_000_00,
};

export async function seedBilling(db: Db, homeCountry: string, now = new Date(), currency = "USD"): Promise<void> {
  const price = currency === "BDT" ? TAKA : DOLLAR_LIKE;
  await db.transaction(async (tx) => {
    const [zones] = await tx.select({ n: count() }).from(shippingZones);
    if (zones?.n === 0) {
      const [home] = await tx.insert(shippingZones).values({ name: "Home", countries: [homeCountry], position: 0 }).returning();
      const [world] = await tx.insert(shippingZones).values({ name: "World", everywhereElse: true, position: 1 }).returning();
      if (!home || !world) throw new Error("insert returned no row");
      // Rates a farm-tool maker could live with (issue 26). The demo sells by the hundred (minimum
      // orders of 100 to 2,000 kg), so its van carries 1.5 t and goes free on an order of $1,000
      // or more (৳1,00,000 in taka) only up to a tonne; air takes one parcel of up to 30 kg per order (heavier orders
      // go by sea, as a courier would not take them); freight is priced by weight bands, then per
      // started 100 kg, with no upper limit.
      await tx.insert(shippingMethods).values([
        {
          zoneId: home.id,
          name: "Van delivery",
          estimate: "1-3 working days",
          kind: "weight",
          bands: [
            { upToGrams: kg(250), priceCents: price.van[0] },
            { upToGrams: kg(500), priceCents: price.van[1] },
            { upToGrams: kg(1_000), priceCents: price.van[2] },
            { upToGrams: kg(1_500), priceCents: price.van[3] },
          ],
          freeAboveCents: price.vanFreeAbove,
          freeUpToGrams: kg(1_000),
          position: 0,
        },
        {
          zoneId: home.id,
          name: "Freight by weight",
          estimate: "3-5 working days",
          kind: "weight",
          bands: [
            { upToGrams: kg(100), priceCents: price.freight[0] },
            { upToGrams: kg(500), priceCents: price.freight[1] },
            { upToGrams: kg(1_000), priceCents: price.freight[2] },
          ],
          stepGrams: kg(100),
          stepCents: price.freightStep,
          position: 1,
        },
        { zoneId: home.id, name: "Collect from the works", estimate: "Ready the next working day", kind: "collect", position: 2 },
        {
          zoneId: world.id,
          name: "Air parcel",
          estimate: "5-8 working days",
          kind: "weight",
          bands: [
            { upToGrams: kg(1), priceCents: price.air[0] },
            { upToGrams: kg(5), priceCents: price.air[1] },
            { upToGrams: kg(10), priceCents: price.air[2] },
            { upToGrams: kg(20), priceCents: price.air[3] },
            { upToGrams: kg(30), priceCents: price.air[4] },
          ],
          position: 0,
        },
        {
          zoneId: world.id,
          name: "Sea freight",
          estimate: "4-8 weeks",
          kind: "weight",
          bands: [
            { upToGrams: kg(100), priceCents: price.sea[0] },
            { upToGrams: kg(500), priceCents: price.sea[1] },
            { upToGrams: kg(1_000), priceCents: price.sea[2] },
          ],
          stepGrams: kg(100),
          stepCents: price.seaStep,
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
