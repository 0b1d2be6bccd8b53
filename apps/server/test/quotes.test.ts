import { orderDetailSchema, placeOrderResponseSchema, type Quote, quoteDetailSchema, quoteListSchema, quoteMessages, quoteSchema, TOTAL_COUNT_HEADER } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orderLines, orders, quotes, tools } from "../src/db/schema";
import { utcDay } from "../src/modules/orders/place";
import { addDays, endingOffersQuery, quoteListQuery } from "../src/modules/quotes/quotes";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import type { Principal } from "../src/auth/guard";
import { planOf } from "./database";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";
import { offerQuote, seedDrill } from "./fixtures";

let t: TestApp;
let admin: SignedIn;
let buyer: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ env: { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "1000", SHOP_EMAIL: "office@quotes.example" } });
  admin = await signInAdmin(t);
  buyer = await signUp(t.app, { name: "Quote Buyer" });
  other = await signUp(t.app, { name: "Someone Else" });
});
afterAll(() => t.close());

const today = () => utcDay(new Date());
const shipping = { name: "Quote Buyer", phone: "+880 1712-345678", address: "12 Mill Road, Dhaka" };

const newTool = (stock = 100) => seedDrill(t, stock);

async function request(who: SignedIn, payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/quotes", headers: who.auth, payload });
}

async function requested(who: SignedIn = buyer, quantity = 50, stock = 100): Promise<Quote> {
  const response = await request(who, { productId: await newTool(stock), quantity, wantedBy: addDays(today(), 7), note: "For the co-op" });
  expect(response.statusCode, response.body).toBe(201);
  return quoteSchema.parse(response.json());
}

const answer = (id: string, payload: Record<string, unknown>, who: SignedIn = admin) =>
  t.app.inject({ method: "POST", url: `/api/quotes/${id}/answer`, headers: who.auth, payload });
const accept = (id: string, who: SignedIn = buyer, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url: `/api/quotes/${id}/accept`, headers: who.auth, payload: { ...shipping, ...extra } });

async function offered(quantity = 50, stock = 100): Promise<Quote> {
  return offerQuote(t, admin, (await requested(buyer, quantity, stock))._id);
}

const quoteRow = async (id: string) => (await t.database.db.select().from(quotes).where(eq(quotes.id, id)))[0];
const snapshot = () => Promise.all([quotes, orders, orderLines, tools, emailOutbox].map((table) => rowsOf(t, table)));

describe("the life of a quote", () => {
  it("is requested, offered, accepted into an order at the quoted price, and paid", async () => {
    const toolId = await newTool(100);
    const asked = await request(buyer, { productId: toolId, quantity: 60, wantedBy: today(), note: "  Bulk for the season\nthanks " });
    expect(asked.statusCode, asked.body).toBe(201);
    const quote = quoteSchema.parse(asked.json());
    expect(quote).toMatchObject({ productId: toolId, email: buyer.email, quantity: 60, listUnitPrice: 20, wantedBy: today(), note: "Bulk for the season\nthanks", status: "requested", unitPrice: null, orderId: null });
    const [officeMail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `quote-requested:${quote._id}:office@quotes.example`));
    expect(officeMail?.textBody).toContain(`60 × ${quote.product}`);

    const offer = await answer(quote._id, { action: "offer", unitPrice: "15.25", validUntil: addDays(today(), 5) });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(quoteSchema.parse(offer.json())).toMatchObject({ status: "offered", unitPrice: 15.25, validUntil: addDays(today(), 5), answeredAt: expect.any(String) });
    const row = await quoteRow(quote._id);
    expect(row?.answeredBy).toBe(admin.uid);
    const [offerMail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `quote-offered:${quote._id}`));
    expect(offerMail?.toAddress).toBe(buyer.email);
    expect(offerMail?.textBody).toContain("$15.25");

    const accepted = await accept(quote._id, buyer, { poNumber: "PO-77", deliveryDate: addDays(today(), 3) });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { insertedId, order } = placeOrderResponseSchema.parse(accepted.json());
    expect(order).toMatchObject({ quantity: 60, unitPrice: 15.25, price: 915, status: "unpaid", poNumber: "PO-77", deliveryDate: addDays(today(), 3) });
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, insertedId));
    expect(line).toMatchObject({ quoteId: quote._id, unitPriceCents: 1525, listUnitPriceCents: 2000, quantity: 60, priceCents: 91_500 });
    expect((await t.database.db.select().from(tools).where(eq(tools.id, toolId)))[0]?.availableQuantity).toBe(40);
    const after = quoteSchema.parse((await t.app.inject({ url: `/api/quotes/${quote._id}`, headers: buyer.auth })).json());
    expect(after).toMatchObject({ status: "accepted", orderId: insertedId });

    const intent = await t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: buyer.auth, payload: { orderId: insertedId } });
    const { clientSecret } = intent.json<{ clientSecret: string }>();
    const card = { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
    const confirmed = await t.app.inject({ method: "POST", url: "/api/payments/test/confirm", headers: buyer.auth, payload: card });
    const { transactionId } = confirmed.json<{ transactionId: string }>();
    const paid = await t.app.inject({ method: "PATCH", url: `/api/orders/${insertedId}`, headers: buyer.auth, payload: { orderId: insertedId, transactionId } });
    expect(paid.statusCode, paid.body).toBe(200);
    const detail = orderDetailSchema.parse((await t.app.inject({ url: `/api/orders/${insertedId}`, headers: buyer.auth })).json());
    expect(detail).toMatchObject({ status: "paid", price: 915 });
    expect(detail.payment?.amount).toBe(915);
    expect(detail.items?.[0]).toMatchObject({ quoteId: quote._id, unitPrice: 15.25 });
  });

  it("is declined with a reason, mailed to the buyer, and can no longer be accepted", async () => {
    const quote = await requested();
    const response = await answer(quote._id, { action: "decline", reason: "We cannot source that many" });
    expect(response.statusCode, response.body).toBe(200);
    expect(quoteSchema.parse(response.json())).toMatchObject({ status: "declined", declineReason: "We cannot source that many" });
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `quote-declined:${quote._id}`));
    expect(mail?.textBody).toContain("We cannot source that many");
    const before = await snapshot();
    expectError(await accept(quote._id), 409, "conflict");
    expect(await snapshot()).toEqual(before);
  });
});

describe("POST /api/quotes", () => {
  it("keeps the minimum and pack size but not the stock", async () => {
    const toolId = await newTool(5);
    const before = await snapshot();
    expect(expectFieldErrors(await request(buyer, { productId: toolId, quantity: 5 }), ["body.quantity"]).error.message).toMatch(/at least 10/);
    expect(expectFieldErrors(await request(buyer, { productId: toolId, quantity: 12 }), ["body.quantity"]).error.message).toMatch(/packs of 5/);
    expectFieldErrors(await request(buyer, { productId: toolId, quantity: 10, wantedBy: addDays(today(), -1) }), ["body.wantedBy"]);
    expect(await snapshot()).toEqual(before);
    expect((await request(buyer, { productId: toolId, quantity: 500 })).statusCode).toBe(201);
  });

  it("refuses an archived tool with 404 and writes nothing", async () => {
    const toolId = await newTool();
    await t.database.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, toolId));
    const before = await snapshot();
    expectError(await request(buyer, { productId: toolId, quantity: 10 }), 404, "not_found");
    expect(await snapshot()).toEqual(before);
  });
});

describe("who sees a quote", () => {
  it("the buyer and the office; anyone else gets 404", async () => {
    const quote = await requested();
    expect((await t.app.inject({ url: `/api/quotes/${quote._id}`, headers: buyer.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/quotes/${quote._id}`, headers: admin.auth })).statusCode).toBe(200);
    expectError(await t.app.inject({ url: `/api/quotes/${quote._id}`, headers: other.auth }), 404, "not_found");
  });

  // Issue 20 item 18: the office answers knowing the stock, and the buyer sees it before accepting.
  it("shows the buyer and the office how many of its tool are in stock now", async () => {
    const quote = await requested(buyer, 500, 120);
    for (const who of [buyer, admin]) {
      const detail = quoteDetailSchema.parse((await t.app.inject({ url: `/api/quotes/${quote._id}`, headers: who.auth })).json());
      expect(detail).toMatchObject({ _id: quote._id, quantity: 500, inStock: 120 });
    }
    await t.database.db.delete(tools).where(eq(tools.id, quote.productId ?? ""));
    const gone = quoteDetailSchema.parse((await t.app.inject({ url: `/api/quotes/${quote._id}`, headers: buyer.auth })).json());
    expect(gone.inStock).toBeNull();
  });

  it("lists the buyer's own, the office's all, newest first, filtered by the derived status and paged", async () => {
    const mine = await requested(other);
    const later = await requested(other);
    const own = quoteListSchema.parse((await t.app.inject({ url: "/api/quotes", headers: other.auth })).json());
    expect(own.map((quote) => quote._id)).toEqual([later._id, mine._id]);
    const all = quoteListSchema.parse((await t.app.inject({ url: "/api/quotes", headers: admin.auth })).json());
    expect(all.map((quote) => quote._id)).toEqual(expect.arrayContaining([mine._id, later._id]));
    expect(all.some((quote) => quote.email === buyer.email)).toBe(true);

    const paged = await t.app.inject({ url: "/api/quotes?page=1&limit=1", headers: other.auth });
    expect(quoteListSchema.parse(paged.json()).map((quote) => quote._id)).toEqual([later._id]);
    expect(paged.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("2");

    const stale = await offered();
    await t.database.db.update(quotes).set({ validUntil: addDays(today(), -1) }).where(eq(quotes.id, stale._id));
    const fresh = await offered();
    const expired = quoteListSchema.parse((await t.app.inject({ url: "/api/quotes?status=expired", headers: admin.auth })).json());
    expect(expired.map((quote) => quote._id)).toContain(stale._id);
    expect(expired.every((quote) => quote.status === "expired")).toBe(true);
    const open = quoteListSchema.parse((await t.app.inject({ url: "/api/quotes?status=offered", headers: admin.auth })).json());
    expect(open.map((quote) => quote._id)).toContain(fresh._id);
    expect(open.map((quote) => quote._id)).not.toContain(stale._id);
    const buyersExpired = quoteListSchema.parse((await t.app.inject({ url: "/api/quotes?status=expired", headers: buyer.auth })).json());
    expect(buyersExpired.map((quote) => quote._id)).toEqual([stale._id]);
  });
});

describe("POST /api/quotes/:id/answer", () => {
  it("is the office's: a buyer gets 403 and nothing changes", async () => {
    const quote = await requested();
    const before = await snapshot();
    expectError(await answer(quote._id, { action: "offer", unitPrice: "1.00", validUntil: today() }, buyer), 403, "forbidden");
    expect(await snapshot()).toEqual(before);
  });

  it("answers once: a second answer is 409 and changes nothing", async () => {
    const quote = await offered();
    const before = await snapshot();
    const again = expectError(await answer(quote._id, { action: "decline", reason: "Changed our mind" }), 409, "conflict");
    expect(again.error.message).toBe(quoteMessages.alreadyAnswered);
    expect(await snapshot()).toEqual(before);
  });

  it("holds a price from today to the longest allowed day, and never at zero", async () => {
    const quote = await requested();
    const before = await snapshot();
    expectFieldErrors(await answer(quote._id, { action: "offer", unitPrice: "10.00", validUntil: addDays(today(), -1) }), ["body.validUntil"]);
    expectFieldErrors(await answer(quote._id, { action: "offer", unitPrice: "10.00", validUntil: addDays(today(), 91) }), ["body.validUntil"]);
    expectFieldErrors(await answer(quote._id, { action: "offer", unitPrice: "0", validUntil: today() }), ["body.unitPrice"]);
    expectFieldErrors(await answer(quote._id, { action: "decline", reason: "  " }), ["body.reason"]);
    expect(await snapshot()).toEqual(before);
    expect((await answer(quote._id, { action: "offer", unitPrice: "10.00", validUntil: addDays(today(), 90) })).statusCode).toBe(200);
  });
});

describe("POST /api/quotes/:id/accept", () => {
  it("is refused after the offer's last day, and nothing is created", async () => {
    const quote = await offered();
    await t.database.db.update(quotes).set({ validUntil: addDays(today(), -1) }).where(eq(quotes.id, quote._id));
    const before = await snapshot();
    const refused = expectError(await accept(quote._id), 409, "conflict");
    expect(refused.error.message).toBe(quoteMessages.expired);
    expect(await snapshot()).toEqual(before);
    expect(quoteSchema.parse((await t.app.inject({ url: `/api/quotes/${quote._id}`, headers: buyer.auth })).json()).status).toBe("expired");
  });

  it("still holds on its last day", async () => {
    const quote = await offered();
    await t.database.db.update(quotes).set({ validUntil: today() }).where(eq(quotes.id, quote._id));
    expect((await accept(quote._id)).statusCode).toBe(201);
  });

  it("is single use: the second accept is 409 and makes no second order", async () => {
    const quote = await offered();
    expect((await accept(quote._id)).statusCode).toBe(201);
    const before = await snapshot();
    const again = expectError(await accept(quote._id), 409, "conflict");
    expect(again.error.message).toBe(quoteMessages.used);
    expect(await snapshot()).toEqual(before);
  });

  it("makes exactly one order from concurrent accepts", async () => {
    const quote = await offered();
    const ordersBefore = (await rowsOf(t, orders)).length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => accept(quote._id)));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await rowsOf(t, orders)).length).toBe(ordersBefore + 1);
    expect((await t.database.db.select().from(orderLines).where(eq(orderLines.quoteId, quote._id))).length).toBe(1);
  });

  it("is refused before any offer, for another buyer (404), for the office and for an unverified buyer", async () => {
    const unverified = await signUp(t.app, { verified: false });
    const quote = await requested();
    const open = await offered();
    const before = await snapshot();
    expect(expectError(await accept(quote._id), 409, "conflict").error.message).toBe(quoteMessages.notOffered);
    expectError(await accept(open._id, other), 404, "not_found");
    expectError(await accept(open._id, admin), 403, "forbidden");
    expectError(await accept(open._id, unverified), 403, "forbidden");
    expect(await snapshot()).toEqual(before);
  });

  it("is refused with 409 when the stock is short, and the quote stays offered", async () => {
    const quote = await offered(50, 20);
    const before = await snapshot();
    expectError(await accept(quote._id), 409, "conflict");
    expect(await snapshot()).toEqual(before);
    expect((await quoteRow(quote._id))?.status).toBe("offered");
  });
});

describe("reminders before an offer ends", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  /** Moves an offer's answer (and so its offer email) back in time, and its last day. */
  const setOffer = (id: string, answeredDaysAgo: number, validUntil: string) =>
    t.database.db.update(quotes).set({ answeredAt: new Date(Date.now() - answeredDaysAgo * DAY_MS), validUntil }).where(eq(quotes.id, id));
  const reminders = (id: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `quote-reminder:${id}`));

  it("mails the buyer once, the day before an offer made days ago ends", async () => {
    const quote = await offered(100);
    await setOffer(quote._id, 3, addDays(today(), 1));
    const report = await t.app.runSweep();
    expect(report.offersReminded).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await reminders(quote._id);
    expect(more).toHaveLength(0);
    expect(mail?.toAddress).toBe(buyer.email);
    expect(mail?.subject).toContain(`ends on ${addDays(today(), 1)}`);
    // Amounts as the pages write them, thousands separated.
    expect(mail?.textBody).toContain(`100 × ${quote.product} at $17.50 each ($1,750.00 in all)`);
    expect(mail?.textBody).toContain(`/dashboard/quotes/${quote._id}`);

    await t.app.runSweep();
    expect(await reminders(quote._id)).toHaveLength(1);
  });

  it("also on its last day, but not for an offer just made, one ending later, nor one accepted, declined or past", async () => {
    const lastDay = await offered();
    await setOffer(lastDay._id, 2, today());
    const justMade = await requested();
    expect((await answer(justMade._id, { action: "offer", unitPrice: "17.50", validUntil: addDays(today(), 1) })).statusCode).toBe(200);
    const later = await offered();
    await setOffer(later._id, 3, addDays(today(), 2));
    const accepted = await offered();
    await setOffer(accepted._id, 3, addDays(today(), 1));
    expect((await accept(accepted._id)).statusCode).toBe(201);
    const declined = await requested();
    expect((await answer(declined._id, { action: "decline", reason: "Not this season" })).statusCode).toBe(200);
    const past = await offered();
    await setOffer(past._id, 5, addDays(today(), -1));

    await t.app.runSweep();
    expect(await reminders(lastDay._id)).toHaveLength(1);
    for (const quote of [justMade, later, accepted, declined, past]) expect(await reminders(quote._id), quote._id).toHaveLength(0);
  });
});

describe("the quote lists' plans", () => {
  it("read each list through its own index, in both directions", async () => {
    const person = (who: SignedIn, role: "admin" | "other"): Principal => ({ userId: who.uid, sessionId: "s", email: who.email, name: "n", role, emailVerified: true });
    const lists = [
      { name: "the buyer's", caller: person(buyer, "other"), status: undefined, index: /quotes_user_created_at_idx/ },
      // A buyer's filtered list may go through either index: both lead with a column it fixes.
      { name: "the buyer's expired", caller: person(buyer, "other"), status: "expired" as const, index: /quotes_(user|status)_created_at_idx/ },
      { name: "all", caller: person(admin, "admin"), status: undefined, index: /quotes_created_at_idx/ },
      { name: "the office's offered", caller: person(admin, "admin"), status: "offered" as const, index: /quotes_status_created_at_idx/ },
      { name: "the office's expired", caller: person(admin, "admin"), status: "expired" as const, index: /quotes_status_created_at_idx/ },
      { name: "the office's requested", caller: person(admin, "admin"), status: "requested" as const, index: /quotes_status_created_at_idx/ },
    ];
    await t.database.db.transaction(async (tx) => {
      // Tiny test tables are cheaper to scan; forbid that to see which index the query can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const list of lists) {
        for (const newestFirst of [true, false]) {
          const planText = await planOf(tx, quoteListQuery(tx, list.caller, list.status, newestFirst, new Date(), null).limit(21).toSQL());
          expect(planText, list.name).toMatch(list.index);
          expect(planText, `${list.name}: no sort`).not.toMatch(/\bSort\b/);
        }
      }
    });
  });

  it("find the offers due a reminder by their last day, whatever the number of offers that ended long ago", async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const planText = await planOf(tx, endingOffersQuery(tx, new Date()).toSQL());
      expect(planText).toMatch(/Index (Only )?Scan using quotes_status_valid_until_idx/);
      expect(planText).toMatch(/email_outbox_event_key/);
    });
  });
});
