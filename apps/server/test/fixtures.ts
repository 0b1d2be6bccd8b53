import { quoteSchema, type Quote } from "@shop/contract";
import { expect } from "vitest";
import { tools } from "../src/db/schema";
import { utcDay } from "../src/modules/orders/place";
import { addDays } from "../src/modules/quotes/quotes";
import type { SignedIn, TestApp } from "./app";

/** The spec's Add Profile body for `who`; overrides name what a test changes. */
export const profileOf = (who: SignedIn, overrides: Record<string, unknown> = {}) => ({
  img: "https://example.com/avatar.png",
  country: "Bangladesh",
  email: who.email,
  number: "+880 1712-345678",
  linkedinProfile: "https://www.linkedin.com/in/farmer",
  education: "BSc in Agriculture",
  ...overrides,
});

/** A fresh tool of its own for a quote test: sold in packs of 5, at least 10, $20.00 each. */
export async function seedDrill(t: TestApp, stock: number): Promise<string> {
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: `Seed Drill ${Math.random()}`, description: "Drills seeds.", img: "/images/tools/spade.svg", minimumOrderQuantity: 10, packSize: 5, availableQuantity: stock, priceCents: 2_000 })
    .returning();
  if (!tool) throw new Error("no tool");
  return tool.id;
}

/** The office's offer on a quote: $17.50 a unit, valid for 10 days from today. */
export async function offerQuote(t: TestApp, office: SignedIn, quoteId: string): Promise<Quote> {
  const response = await t.app.inject({ method: "POST", url: `/api/quotes/${quoteId}/answer`, headers: office.auth, payload: { action: "offer", unitPrice: "17.50", validUntil: addDays(utcDay(new Date()), 10) } });
  expect(response.statusCode, response.body).toBe(200);
  return quoteSchema.parse(response.json());
}
