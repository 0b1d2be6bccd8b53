import { placeOrderResponseSchema, type Order } from "@shop/contract";
import { expect } from "vitest";
import { shippingMethods, shippingZones, taxRates, tools } from "../src/db/schema";
import { payByTestCard, signUp, type SignedIn, type TestApp } from "./app";

/**
 * What an order's documents need, for the tests that read them in a buyer's language: one zone
 * everywhere with a flat van, one VAT rate in `country`, and one tool. Answers the tool's id.
 */
export async function documentShop(t: TestApp, options: { country: string; rateMillis: number; tool?: { name: string; priceCents: number } }): Promise<string> {
  const db = t.database.db;
  const [zone] = await db.insert(shippingZones).values({ name: "Everywhere", everywhereElse: true, position: 0 }).returning();
  if (!zone) throw new Error("no zone");
  await db.insert(shippingMethods).values({ zoneId: zone.id, name: "Van", estimate: "2 days", kind: "flat", flatCents: 2_500, position: 0 });
  await db.insert(taxRates).values({ country: options.country, name: "VAT", rateMillis: options.rateMillis });
  const { name, priceCents } = options.tool ?? { name: "Language Hoe", priceCents: 1_005 };
  const [tool] = await db.insert(tools).values({ name, description: "For the document language tests.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 1_000, priceCents }).returning();
  if (!tool) throw new Error("no tool");
  return tool.id;
}

/** Where and to whom an order goes, as the checkout posts it. */
export interface Delivery {
  name: string;
  phone: string;
  address: string;
  country: string;
  postalCode: string;
}

/** A new buyer whose account reads `language` (set through PATCH /api/me/language), with a paid order of two of `toolId`. */
export async function paidOrderIn(t: TestApp, language: "en" | "bn", toolId: string, delivery: Delivery): Promise<{ buyer: SignedIn; order: Order }> {
  const buyer = await signUp(t.app, { name: "Ada" });
  const set = await t.app.inject({ method: "PATCH", url: "/api/me/language", headers: buyer.auth, payload: { language } });
  expect(set.statusCode, set.body).toBe(200);
  const placed = await t.app.inject({ method: "POST", url: "/api/orders", headers: buyer.auth, payload: { ...delivery, items: [{ productId: toolId, quantity: 2 }] } });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placeOrderResponseSchema.parse(placed.json()).order;
  await payByTestCard(t.app, buyer, order._id);
  return { buyer, order };
}
