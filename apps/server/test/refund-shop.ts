import { placeOrderResponseSchema, type Order } from "@shop/contract";
import { expect } from "vitest";
import { shippingMethods, shippingZones, taxRates, tools } from "../src/db/schema";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";

/**
 * Issues 21 and 36: the German shop the office's refunds are tested in (credit notes, the refund
 * preview), its buyer, and the paid cart they refund: prices whose shares of net, tax and
 * shipping do not divide evenly, so a cent that goes astray shows.
 */

/** The shop's settings: a German seller named `shopName`, with room for every order a file places. */
export const refundShopEnv = (shopName: string) => ({
  ...TEST_ADMIN_ENV,
  MAX_UNPAID_ORDERS: "1000",
  MAX_HELD_VALUE: "1000000",
  SHOP_NAME: shopName,
  SHOP_ADDRESS: "2 Mill Road, Ruralton",
  SHOP_VAT_ID: "DE999999999",
  SHOP_COUNTRY: "DE",
});

/** The buyer's details on every order: in Germany, so the shop's 19 % applies. */
export const REFUND_BUYER = { name: "Ada Farmer", phone: "0123456789", address: "7 Orchard Lane, Appleby", country: "DE", postalCode: "10115" };

export interface RefundTools {
  hoe: string;
  rake: string;
}

/** Ships everywhere for a flat $25 and charges 19 % VAT at home; sells `${prefix} Hoe` at $10.05 and `${prefix} Rake` at $3.33. */
export async function setUpRefundShop(t: TestApp, prefix: string): Promise<RefundTools> {
  const db = t.database.db;
  const [zone] = await db.insert(shippingZones).values({ name: "Everywhere", everywhereElse: true, position: 0 }).returning();
  if (!zone) throw new Error("no zone");
  await db.insert(shippingMethods).values({ zoneId: zone.id, name: "Van", estimate: "2 days", kind: "flat", flatCents: 2_500, position: 0 });
  await db.insert(taxRates).values({ country: "DE", name: "VAT", rateMillis: 19_000 });
  const add = async (name: string, priceCents: number) => {
    const [tool] = await db
      .insert(tools)
      .values({ name, description: "For the refund tests.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 1_000_000, priceCents })
      .returning();
    if (!tool) throw new Error("no tool");
    return tool.id;
  };
  return { hoe: await add(`${prefix} Hoe`, 1_005), rake: await add(`${prefix} Rake`, 333) };
}

export interface RefundShop extends RefundTools {
  t: TestApp;
  /** The office, who refunds. */
  admin: SignedIn;
  /** Ada, who orders. */
  buyer: SignedIn;
  /** Eve, another buyer, who may see none of Ada's. */
  other: SignedIn;
}

/** The shop named `shopName`, set up, its tools named after `prefix`, with its office and two buyers signed in. */
export async function openRefundShop(shopName: string, prefix: string): Promise<RefundShop> {
  const t = await createTestApp({ env: refundShopEnv(shopName), seed: false });
  const admin = await signInAdmin(t);
  const buyer = await signUp(t.app, { name: "Ada" });
  const other = await signUp(t.app, { name: "Eve" });
  return { t, admin, buyer, other, ...(await setUpRefundShop(t, prefix)) };
}

/** `buyer`'s order of `items`, placed through the API. */
export async function placeOrder(t: TestApp, buyer: SignedIn, items: { productId: string; quantity: number }[]): Promise<Order> {
  const response = await t.app.inject({ method: "POST", url: "/api/orders", headers: buyer.auth, payload: { ...REFUND_BUYER, items } });
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderResponseSchema.parse(response.json()).order;
}

/** A cart paid by the test card: `hoes` hoes at $10.05, `rakes` rakes at $3.33, $25 shipping, 19 % VAT on all. */
export async function paidCart(t: TestApp, buyer: SignedIn, { hoe, rake }: RefundTools, hoes = 4, rakes = 3): Promise<Order> {
  const order = await placeOrder(t, buyer, [
    { productId: hoe, quantity: hoes },
    { productId: rake, quantity: rakes },
  ]);
  await payByTestCard(t.app, buyer, order._id);
  return order;
}
