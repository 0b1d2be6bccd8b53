import { lineShareCents, refundOrderResponseSchema, refundPreviewSchema, type Order } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditNoteCounter, creditNotes, emailOutbox, orderLines, orders, refundReservations, refunds, tools } from "../src/db/schema";
import type { SignedIn, TestApp } from "./app";
import { expectError } from "./expect-error";
import { openRefundShop, paidCart as paidCartOf, placeOrder } from "./refund-shop";

/**
 * Issue 36: the office's refund dialog shows what the refund gives back from
 * `POST /api/orders/{id}/refund-preview`, priced by the refund's own code, so it is the credit
 * note's figure to the cent where the dialog's own estimate (lineShareCents per line, net and tax
 * apart) was a cent off the note's per-rate tax.
 */

let t: TestApp;
let admin: SignedIn;
let buyer: SignedIn;
let other: SignedIn;
let hoe: string;
let rake: string;

/** A German shop: a flat $25 van, 19 % VAT at home; a hoe at $10.05 and a rake at $3.33. */
beforeAll(async () => {
  ({ t, admin, buyer, other, hoe, rake } = await openRefundShop("Preview Farm Supply", "Preview"));
});
afterAll(() => t.close());

const place = (items: { productId: string; quantity: number }[]): Promise<Order> => placeOrder(t, buyer, items);
/** 4 hoes at $10.05, 3 rakes at $3.33, $25 shipping, 19 % VAT on all, paid by card. */
const paidCart = (): Promise<Order> => paidCartOf(t, buyer, { hoe, rake });

const preview = (id: string, payload: Record<string, unknown>, who: SignedIn | null = admin) =>
  t.app.inject({ method: "POST", url: `/api/orders/${id}/refund-preview`, ...(who ? { headers: who.auth } : {}), payload });
async function previewed(id: string, payload: Record<string, unknown>) {
  const response = await preview(id, payload);
  expect(response.statusCode, response.body).toBe(200);
  return refundPreviewSchema.parse(response.json());
}
async function refunded(id: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: "POST", url: `/api/orders/${id}/refund`, headers: admin.auth, payload });
  expect(response.statusCode, response.body).toBe(200);
  return refundOrderResponseSchema.parse(response.json()).creditNote;
}
const linesOf = (id: string) => t.database.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position));

/** Everything a refund could write: a preview, refused or not, writes none of it. */
async function snapshot(orderId: string) {
  const db = t.database.db;
  return {
    order: await db.select().from(orders).where(eq(orders.id, orderId)),
    lines: await linesOf(orderId),
    notes: await db.select().from(creditNotes).orderBy(asc(creditNotes.number)),
    refunds: await db.select().from(refunds).where(eq(refunds.orderId, orderId)),
    reservations: await db.select().from(refundReservations).where(eq(refundReservations.orderId, orderId)),
    counter: await db.select().from(creditNoteCounter),
    stock: await db.select({ id: tools.id, stock: tools.availableQuantity }).from(tools).orderBy(asc(tools.id)),
    mails: await db.select({ id: emailOutbox.id }).from(emailOutbox).orderBy(asc(emailOutbox.id)),
  };
}

/** The dialog's estimate before issue 36 (RefundForm's refundTotalCents on a first refund): each line's net and tax shared apart. */
function estimateCents(lines: readonly { netCents: number; taxCents: number; quantity: number }[], units: readonly number[]): number {
  return lines.reduce((sum, line, i) => {
    const q = units[i] ?? 0;
    return q === 0 ? sum : sum + lineShareCents(line.netCents, line.quantity, q, 0, 0) + lineShareCents(line.taxCents, line.quantity, q, 0, 0);
  }, 0);
}

describe("POST /api/orders/{id}/refund-preview", () => {
  it("is the credit note to the cent where the dialog's estimate was a cent off, and writes nothing", async () => {
    const order = await paidCart();
    const lines = await linesOf(order._id);
    // 19 % of $75.19 ($40.20 of hoes, $9.99 of rakes, $25 of shipping) is $14.29, shared back as
    // $7.64, $1.90 and $4.75. One hoe and two rakes: the estimate shares each line's tax apart,
    // $1.91 + $1.27; the note taxes its net at the rate once, 19 % of $16.71 = $3.17.
    expect(lines.map((line) => [line.netCents, line.taxCents])).toEqual([
      [4_020, 764],
      [999, 190],
    ]);
    const body = { lines: [{ position: 0, quantity: 1 }, { position: 1, quantity: 2 }] };
    expect(estimateCents(lines, [1, 2])).toBe(1_989);

    const before = await snapshot(order._id);
    const seen = await previewed(order._id, body);
    expect(seen).toEqual({
      amount: 19.88,
      net: 16.71,
      tax: 3.17,
      taxLines: [{ name: "VAT", rate: 19, net: 16.71, tax: 3.17 }],
      lines: [
        // The odd cent comes off the largest net (decision 025, "Credit notes").
        { position: 0, quantity: 1, net: 10.05, tax: 1.9 },
        { position: 1, quantity: 2, net: 6.66, tax: 1.27 },
      ],
      shipping: null,
      closes: false,
      onAccount: false,
    });
    expect(await snapshot(order._id)).toEqual(before);

    const note = await refunded(order._id, body);
    expect({ amount: note.total, net: note.net, tax: note.tax }).toEqual({ amount: seen.amount, net: seen.net, tax: seen.tax });

    // A line refunded in several parts: each next preview is its note, and the last closes the order exactly.
    for (const next of [{ lines: [{ position: 0, quantity: 2 }] }, { lines: [{ position: 1, quantity: 1 }], shipping: true }, {}]) {
      const ahead = await previewed(order._id, next);
      const issued = await refunded(order._id, next);
      expect({ amount: issued.total, net: issued.net, tax: issued.tax }).toEqual({ amount: ahead.amount, net: ahead.net, tax: ahead.tax });
      expect(ahead.closes).toBe(Object.keys(next).length === 0);
    }
    const notes = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id));
    expect(notes.reduce((sum, row) => sum + row.totalCents, 0)).toBe(Math.round(order.price * 100));
  });

  it("refuses anyone but the office, an unknown order, nothing chosen, more than is left and an unpaid order, changing nothing", async () => {
    const order = await paidCart();
    await refunded(order._id, { lines: [{ position: 0, quantity: 3 }] });
    const before = await snapshot(order._id);
    expect((await preview(order._id, { shipping: true }, buyer)).statusCode).toBe(403);
    expect((await preview(order._id, { shipping: true }, other)).statusCode).toBe(403);
    expect((await preview(order._id, { shipping: true }, null)).statusCode).toBe(401);
    expectError(await preview("00000000-0000-4000-8000-000000000000", { shipping: true }), 404, "not_found");
    expectError(await preview(order._id, { lines: [] }), 400, "bad_request");
    expectError(await preview(order._id, { lines: [], shipping: false }), 400, "bad_request");
    expect(expectError(await preview(order._id, { lines: [{ position: 0, quantity: 2 }] }), 409, "conflict").error.message).toBe("Only 1 of Preview Hoe are left to refund");
    expect(await snapshot(order._id)).toEqual(before);

    const unpaid = await place([{ productId: hoe, quantity: 2 }]);
    const unpaidBefore = await snapshot(unpaid._id);
    expectError(await preview(unpaid._id, {}), 409, "conflict");
    expect(await snapshot(unpaid._id)).toEqual(unpaidBefore);
  });
});
