import {
  centsToDollars,
  countryName,
  dollarsToCents,
  shippingMessages,
  type ShippingMethod,
  type ShippingMethodBody,
  type ShippingMethodPricing,
  type ShippingZone,
  type ShippingZoneBody,
} from "@shop/contract";
import { and, asc, eq, max, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { shippingMethods, shippingZones } from "../../db/schema";
import { conflict, notFound } from "../../errors";

/** Issue 21: the office's shipping zones and their methods, and the lookups order pricing asks. */

export type ShippingZoneRow = typeof shippingZones.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/**
 * What the shop offers a destination: nothing to charge ("unconfigured": no zone at all), no
 * delivery ("outside": no zone takes it, or its zone has no method yet), or a zone's methods.
 */
export type ShippingOptions = { kind: "unconfigured" } | { kind: "outside" } | { kind: "zone"; zone: ShippingZoneRow; methods: ShippingMethodRow[] };

/**
 * Zone writes take this transaction-scoped lock first: "a country belongs to one zone" has no
 * index to enforce it, so two writes checking it at once must not both pass.
 */
const ZONES_LOCK_KEY = 0x5340_2101;

const zoneOrder = [asc(shippingZones.position), asc(shippingZones.createdAt), asc(shippingZones.id)] as const;
const methodOrder = [asc(shippingMethods.position), asc(shippingMethods.createdAt), asc(shippingMethods.id)] as const;

const kg = (grams: number) => grams / 1000;
const grams = (kilograms: number) => Math.round(kilograms * 1000);
const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
const centsOrNull = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));

export function toShippingMethod(row: ShippingMethodRow): ShippingMethod {
  return {
    _id: row.id,
    zoneId: row.zoneId,
    name: row.name,
    estimate: row.estimate,
    kind: row.kind,
    flatPrice: dollarsOrNull(row.flatCents),
    bands: row.bands.map((band) => ({ upToKg: kg(band.upToGrams), price: centsToDollars(band.priceCents) })),
    stepKg: row.stepGrams === null ? null : kg(row.stepGrams),
    stepPrice: dollarsOrNull(row.stepCents),
    freeAbove: dollarsOrNull(row.freeAboveCents),
    freeUpToKg: row.freeUpToGrams === null ? null : kg(row.freeUpToGrams),
    position: row.position,
  };
}

function toShippingZone(row: ShippingZoneRow, methods: readonly ShippingMethodRow[]): ShippingZone {
  return {
    _id: row.id,
    name: row.name,
    countries: row.countries,
    everywhereElse: row.everywhereElse,
    position: row.position,
    methods: methods.filter((method) => method.zoneId === row.id).map(toShippingMethod),
  };
}

/** The contract's pricing of a method (shippingPrice), from its row. */
export function methodPricing(method: ShippingMethodRow): ShippingMethodPricing {
  return {
    kind: method.kind,
    flatCents: method.flatCents,
    bands: [...method.bands].sort((a, b) => a.upToGrams - b.upToGrams),
    stepGrams: method.stepGrams,
    stepCents: method.stepCents,
    freeAboveCents: method.freeAboveCents,
    freeUpToGrams: method.freeUpToGrams,
  };
}

/**
 * The zone that takes `country` (ISO 3166) and its methods in the order buyers are offered them:
 * a zone that lists the country wins over the everywhere else zone.
 */
export async function shippingOptionsFor(db: Db | Tx, country: string): Promise<ShippingOptions> {
  // Every zone is read: a shop has tens at most, and "none at all" must be told from "none here".
  const zones = await db.select().from(shippingZones).orderBy(...zoneOrder);
  if (zones.length === 0) return { kind: "unconfigured" };
  const code = country.trim().toUpperCase();
  const zone = zones.find((candidate) => candidate.countries.includes(code)) ?? zones.find((candidate) => candidate.everywhereElse);
  if (!zone) return { kind: "outside" };
  const methods = await db.select().from(shippingMethods).where(eq(shippingMethods.zoneId, zone.id)).orderBy(...methodOrder);
  if (methods.length === 0) return { kind: "outside" };
  return { kind: "zone", zone, methods };
}

/** `GET /api/shipping-zones`: every zone with its methods. */
export async function listShippingZones(db: Db | Tx): Promise<ShippingZone[]> {
  const zones = await db.select().from(shippingZones).orderBy(...zoneOrder);
  const methods = await db.select().from(shippingMethods).orderBy(...methodOrder);
  return zones.map((zone) => toShippingZone(zone, methods));
}

async function zoneWithMethods(tx: Tx, id: string): Promise<ShippingZone> {
  const [zone] = await tx.select().from(shippingZones).where(eq(shippingZones.id, id));
  if (!zone) throw notFound("Shipping zone");
  const methods = await tx.select().from(shippingMethods).where(eq(shippingMethods.zoneId, id)).orderBy(...methodOrder);
  return toShippingZone(zone, methods);
}

/** The rules between zones, with the messages the office reads (the indexes only say 23505). */
async function checkAgainstOtherZones(tx: Tx, body: ShippingZoneBody, selfId: string | null): Promise<void> {
  const others = await tx
    .select()
    .from(shippingZones)
    .where(selfId ? ne(shippingZones.id, selfId) : undefined)
    .orderBy(...zoneOrder);
  const lowerName = body.name.toLowerCase();
  if (others.some((zone) => zone.name.toLowerCase() === lowerName)) throw conflict(shippingMessages.duplicateZone(body.name));
  const everywhereElse = others.find((zone) => zone.everywhereElse);
  if (body.everywhereElse && everywhereElse) throw conflict(shippingMessages.secondEverywhereElse(everywhereElse.name));
  for (const country of body.countries) {
    const holder = others.find((zone) => zone.countries.includes(country));
    if (holder) throw conflict(shippingMessages.countryInOtherZone(countryName(country), holder.name));
  }
}

/** A unique index that fired despite the checks (a write of another instance): the same 409s. */
function uniqueZoneConflict(error: unknown, body: ShippingZoneBody): unknown {
  if (!isUniqueViolation(error)) return error;
  return conflict(body.everywhereElse ? shippingMessages.secondEverywhereElse(body.name) : shippingMessages.duplicateZone(body.name));
}

async function lockZones(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ZONES_LOCK_KEY})`);
}

export async function createShippingZone(db: Db, body: ShippingZoneBody): Promise<ShippingZone> {
  try {
    return await db.transaction(async (tx) => {
      await lockZones(tx);
      await checkAgainstOtherZones(tx, body, null);
      const position = body.position ?? (await nextPosition(tx, null));
      const [row] = await tx.insert(shippingZones).values({ name: body.name, countries: body.countries, everywhereElse: body.everywhereElse, position }).returning();
      if (!row) throw new Error("insert returned no row");
      return toShippingZone(row, []);
    });
  } catch (error) {
    throw uniqueZoneConflict(error, body);
  }
}

export async function updateShippingZone(db: Db, id: string, body: ShippingZoneBody): Promise<ShippingZone> {
  try {
    return await db.transaction(async (tx) => {
      await lockZones(tx);
      const [existing] = await tx.select({ id: shippingZones.id }).from(shippingZones).where(eq(shippingZones.id, id)).for("update");
      if (!existing) throw notFound("Shipping zone");
      await checkAgainstOtherZones(tx, body, id);
      await tx
        .update(shippingZones)
        .set({ name: body.name, countries: body.countries, everywhereElse: body.everywhereElse, ...(body.position === undefined ? {} : { position: body.position }) })
        .where(eq(shippingZones.id, id));
      return zoneWithMethods(tx, id);
    });
  } catch (error) {
    throw uniqueZoneConflict(error, body);
  }
}

/** Its methods go with it; orders keep the method's name and price they were placed with. */
export async function deleteShippingZone(db: Db, id: string): Promise<{ deletedCount: number }> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(shippingZones).where(eq(shippingZones.id, id)).returning({ id: shippingZones.id });
    if (deleted.length === 0) throw notFound("Shipping zone");
    return { deletedCount: 1 };
  });
}

/** One past the last position: of the zones, or of one zone's methods. */
async function nextPosition(tx: Tx, zoneId: string | null): Promise<number> {
  const [row] = zoneId
    ? await tx.select({ last: max(shippingMethods.position) }).from(shippingMethods).where(eq(shippingMethods.zoneId, zoneId))
    : await tx.select({ last: max(shippingZones.position) }).from(shippingZones);
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/** The columns of a method body: cents and grams, and only the fields its kind uses. */
function methodColumns(body: ShippingMethodBody) {
  return {
    name: body.name,
    estimate: body.estimate,
    kind: body.kind,
    flatCents: body.kind === "flat" ? centsOrNull(body.flatPrice) : null,
    bands: body.kind === "weight" ? body.bands.map((band) => ({ upToGrams: grams(band.upToKg), priceCents: dollarsToCents(band.price) })) : [],
    stepGrams: body.kind === "weight" && body.stepKg !== null ? grams(body.stepKg) : null,
    stepCents: body.kind === "weight" ? centsOrNull(body.stepPrice) : null,
    freeAboveCents: body.kind === "collect" ? null : centsOrNull(body.freeAbove),
    freeUpToGrams: body.kind === "collect" || body.freeUpToKg === null ? null : grams(body.freeUpToKg),
  };
}

/** Locks the zone, so a method is never added to a zone being deleted. */
async function lockZone(tx: Tx, zoneId: string): Promise<void> {
  const [zone] = await tx.select({ id: shippingZones.id }).from(shippingZones).where(eq(shippingZones.id, zoneId)).for("update");
  if (!zone) throw notFound("Shipping zone");
}

export async function createShippingMethod(db: Db, zoneId: string, body: ShippingMethodBody): Promise<ShippingMethod> {
  return db.transaction(async (tx) => {
    await lockZone(tx, zoneId);
    const position = body.position ?? (await nextPosition(tx, zoneId));
    const [row] = await tx
      .insert(shippingMethods)
      .values({ zoneId, position, ...methodColumns(body) })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return toShippingMethod(row);
  });
}

export async function updateShippingMethod(db: Db, zoneId: string, methodId: string, body: ShippingMethodBody): Promise<ShippingMethod> {
  return db.transaction(async (tx) => {
    await lockZone(tx, zoneId);
    const [row] = await tx
      .update(shippingMethods)
      .set({ ...methodColumns(body), ...(body.position === undefined ? {} : { position: body.position }) })
      .where(and(eq(shippingMethods.id, methodId), eq(shippingMethods.zoneId, zoneId)))
      .returning();
    if (!row) throw notFound("Shipping method");
    return toShippingMethod(row);
  });
}

export async function deleteShippingMethod(db: Db, zoneId: string, methodId: string): Promise<{ deletedCount: number }> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(shippingMethods)
      .where(and(eq(shippingMethods.id, methodId), eq(shippingMethods.zoneId, zoneId)))
      .returning({ id: shippingMethods.id });
    if (deleted.length === 0) throw notFound("Shipping method");
    return { deletedCount: 1 };
  });
}
