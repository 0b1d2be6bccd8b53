import { readFileSync } from "node:fs";
import { cartSummaryTexts, orderDetailSchema, orderHistoryNotes, orderListSchema, paymentProviderName, placeOrderResponseSchema, type OrderDetail } from "@shop/contract";
import { strayEnglish } from "@shop/contract/stray-english";
import { inBangla } from "@shop/contract/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, tools } from "../src/db/schema";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";

/*
 * Issue 38: an order's history notes and its product summary are kept as kinds with their values
 * and said in the request's language; the notes written in English before are read back into
 * kinds by migration 0041 where their words are certain, and answered as written otherwise.
 */

const BN = { "accept-language": "bn" };

describe("an order's history in the reader's language", () => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let toolIds: string[];

  beforeAll(async () => {
    t = await createTestApp({ env: { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "100" }, seed: false });
    admin = await signInAdmin(t);
    buyer = await signUp(t.app, { name: "Rahim" });
    const added = await t.database.db
      .insert(tools)
      .values(["Notes Hoe", "Notes Rake"].map((name) => ({ name, description: "For the notes test.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 1000, priceCents: 1250 })))
      .returning();
    toolIds = added.map((tool) => tool.id);
  });
  afterAll(async () => t.close());

  const detail = async (id: string, headers: Record<string, string> = {}): Promise<OrderDetail> => {
    const response = await t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: { ...admin.auth, ...headers } });
    expect(response.statusCode, response.body).toBe(200);
    return orderDetailSchema.parse(response.json());
  };
  const notesOf = (order: OrderDetail) => order.history.map((step) => step.note);

  it("says the notes and the product summary in English, and in Bangla to a Bangla reader", async () => {
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { ...buyer.auth, ...BN },
      payload: { name: "Rahim", phone: "01712345678", address: "12 Mill Road, Dhaka", items: toolIds.map((productId) => ({ productId, quantity: 2 })) },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placeOrderResponseSchema.parse(placed.json()).order;
    await payByTestCard(t.app, buyer, order._id);
    const shipped = await t.app.inject({ method: "PATCH", url: `/api/orders/${order._id}`, headers: { ...admin.auth, ...BN }, payload: { status: "shipped", carrier: "Sundarban", trackingNumber: "SB-1" } });
    expect(shipped.statusCode, shipped.body).toBe(200);

    // Placed in Bangla, the English record and answer are the English words as before.
    expect(notesOf(await detail(order._id))).toEqual(["placed", "payment received (test)", "Sundarban, tracking SB-1"]);
    const english = await detail(order._id);
    expect(english.product).toBe("Notes Hoe and Notes Rake");

    const bangla = await detail(order._id, BN);
    expect(notesOf(bangla)).toEqual(inBangla(() => [orderHistoryNotes.placed, orderHistoryNotes.paymentReceived(paymentProviderName("test")), orderHistoryNotes.shipped("Sundarban", "SB-1")]));
    expect(bangla.product).toBe(inBangla(() => cartSummaryTexts.list("Notes Hoe", "Notes Rake")));
    // Nothing but the names the shop and the people typed is in English (the test provider has a Bangla name).
    const data = ["Notes Hoe", "Notes Rake", "Sundarban", "SB-1"];
    expect(strayEnglish([...notesOf(bangla), bangla.product].join(" "), { data })).toEqual([]);

    const list = orderListSchema.parse((await t.app.inject({ method: "GET", url: "/api/orders?page=1&limit=100", headers: { ...admin.auth, ...BN } })).json());
    expect(list.find((row) => row._id === order._id)?.product).toBe(bangla.product);

    // The stored record: kinds with their values, and the English beside them.
    const [first] = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id)).orderBy(orderEvents.at).limit(1);
    expect(first).toMatchObject({ note: "placed", noteParts: [{ kind: "placed", values: [] }] });
  });

  it("migration 0041 reads the English notes written before into kinds, and leaves the others as written", async () => {
    const placed = await t.app.inject({ method: "POST", url: "/api/orders", headers: buyer.auth, payload: { name: "Rahim", phone: "01712345678", address: "12 Mill Road, Dhaka", productId: toolIds[0], quantity: 1 } });
    const orderId = placeOrderResponseSchema.parse(placed.json()).order._id;
    await t.database.db.delete(orderEvents).where(eq(orderEvents.orderId, orderId));
    const before = [
      { status: "unpaid", note: "placed by the office; the member's limits do not apply" },
      { status: "paid", note: "payment received (stripe)" },
      { status: "paid", note: "bank deposit DEP-77 received on 2026-11-30" },
      { status: "confirmed", note: "approved; confirmed on account (Net 30): invoiced when dispatched" },
      { status: "shipped", note: "Sundarban, tracking SB-2; invoice INV-000042 issued, due 2027-01-05" },
      { status: "shipped", note: "Pathao, tracking P-9; invoice INV-000043 issued, cash on delivery" },
      { status: "cancelled", note: "rejected: too dear this month" },
      { status: "cancelled", note: "before the history was kept" },
    ] as const;
    const start = Date.UTC(2026, 10, 1);
    await t.database.db.insert(orderEvents).values(before.map((step, index) => ({ orderId, ...step, at: new Date(start + index * 60_000) })));

    // The migration's statements after its ALTER, as it ran them (they touch only rows without parts).
    const migration = readFileSync(new URL("../drizzle/0041_order-notes-in-kinds.sql", import.meta.url), "utf8").split("--> statement-breakpoint").slice(1);
    for (const statement of migration) await t.database.db.execute(sql.raw(statement));

    const rows = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.at);
    expect(rows.map((row) => row.noteParts)).toEqual([
      [{ kind: "placedByOffice", values: [] }, { kind: "membersLimitsDoNotApply", values: [] }],
      [{ kind: "paymentReceived", values: ["stripe"] }],
      [{ kind: "bankDepositReceived", values: ["DEP-77", "2026-11-30"] }],
      [{ kind: "approved", values: [] }, { kind: "confirmedOnAccount", values: ["net30"] }],
      [{ kind: "shipped", values: ["Sundarban", "SB-2"] }, { kind: "invoiceIssuedDue", values: [42, "2027-01-05"] }],
      [{ kind: "shipped", values: ["Pathao", "P-9"] }, { kind: "invoiceIssuedCod", values: [43] }],
      [{ kind: "rejected", values: ["too dear this month"] }],
      null,
    ]);
    // Said again in English, each is the note as it was written: the kinds hold all it said.
    expect(notesOf(await detail(orderId))).toEqual(before.map((step) => step.note));
    const bangla = notesOf(await detail(orderId, BN));
    expect(bangla.slice(0, 2)).toEqual(inBangla(() => [`${orderHistoryNotes.placedByOffice}; ${orderHistoryNotes.membersLimitsDoNotApply}`, orderHistoryNotes.paymentReceived("Stripe")]));
    expect(bangla.at(-1)).toBe("before the history was kept");
    const data = ["DEP-77", "Sundarban", "SB-2", "Pathao", "P-9", "INV", "too dear this month"];
    expect(strayEnglish(bangla.slice(0, -1).join(" "), { data })).toEqual([]);
  });
});
