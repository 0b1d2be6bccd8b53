import { randomBytes } from "node:crypto";
import { creditNoteLabel, invoiceLabel, orderDetailSchema, refundOrderResponseSchema, roundHalfUp, type Order, type OrderDetail } from "@shop/contract";
import { asc, eq, like } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { creditNoteCounter, creditNotes, emailOutbox, orderLines, orders, refundReservations, refunds, tools } from "../src/db/schema";
import { AppError } from "../src/errors";
import { TestPaymentProvider } from "../src/payments/test-provider";
import { createTestApp, signInAdmin, signUp, type SignedIn, type TestApp } from "./app";
import { expectError } from "./expect-error";
import { pdfText } from "./pdf";
import { openRefundShop, paidCart as paidCartOf, placeOrder, refundShopEnv, setUpRefundShop } from "./refund-shop";
import { readBody, startStandIn } from "./stand-in";

/**
 * Issue 21 item 6: the office refunds whole lines, part of a line's units or the shipping; every
 * refund issues a credit note with its own gap-free number that names the invoice it corrects.
 */

const ENV = refundShopEnv("Credit Farm Supply");
/** A German shop that ships everywhere for a flat $25 and charges 19 % VAT at home. */
const setUpShop = (t: TestApp) => setUpRefundShop(t, "Credit");

const stockOf = async (t: TestApp, id: string) => (await t.database.db.select().from(tools).where(eq(tools.id, id)))[0]?.availableQuantity ?? 0;
const rowOf = async (t: TestApp, id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const linesOf = (t: TestApp, id: string) => t.database.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position));
const notesOf = (t: TestApp, id: string) => t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, id)).orderBy(asc(creditNotes.number));
const allNumbers = async (t: TestApp) => (await t.database.db.select({ n: creditNotes.number }).from(creditNotes).orderBy(asc(creditNotes.number))).map((row) => row.n);
const reservationsOf = (t: TestApp, id: string) => t.database.db.select().from(refundReservations).where(eq(refundReservations.orderId, id)).orderBy(asc(refundReservations.createdAt));
const mailsOf = async (t: TestApp, id: string) => t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `order-refunded%:${id}`));
const cents = (dollars: number) => Math.round(dollars * 100);
function billOf(order: Order) {
  if (!order.bill) throw new Error("the order has no bill");
  return order.bill;
}

/** Everything a refund could change, to show that a refusal changed none of it. */
async function snapshot(t: TestApp, orderId: string, toolIds: string[]) {
  return {
    order: await rowOf(t, orderId),
    lines: await linesOf(t, orderId),
    notes: await notesOf(t, orderId),
    refunds: await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)),
    reservations: await reservationsOf(t, orderId),
    counter: await t.database.db.select().from(creditNoteCounter),
    stock: await Promise.all(toolIds.map((id) => stockOf(t, id))),
    mails: await mailsOf(t, orderId),
  };
}

describe("partial refunds and credit notes (test provider)", () => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let other: SignedIn;
  let hoe: string;
  let rake: string;

  beforeAll(async () => {
    ({ t, admin, buyer, other, hoe, rake } = await openRefundShop("Credit Farm Supply", "Credit"));
  });
  afterAll(() => t.close());

  const place = (items: { productId: string; quantity: number }[]): Promise<Order> => placeOrder(t, buyer, items);
  /** A paid cart: 4 hoes at $10.05, 3 rakes at $3.33, $25 shipping, 19 % VAT on all. */
  const paidCart = (hoes = 4, rakes = 3): Promise<Order> => paidCartOf(t, buyer, { hoe, rake }, hoes, rakes);
  const refund = (id: string, payload: Record<string, unknown>, who: SignedIn | null = admin) =>
    t.app.inject({ method: "POST", url: `/api/orders/${id}/refund`, ...(who ? { headers: who.auth } : {}), payload });
  async function refunded(id: string, payload: Record<string, unknown>) {
    const response = await refund(id, payload);
    expect(response.statusCode, response.body).toBe(200);
    return refundOrderResponseSchema.parse(response.json());
  }
  const detail = async (id: string, who: SignedIn = buyer): Promise<OrderDetail> => orderDetailSchema.parse((await t.app.inject({ url: `/api/orders/${id}`, headers: who.auth })).json());

  it("refunding everything works as before: cancelled, stock back, and one credit note for the whole total that names the invoice", async () => {
    const order = await paidCart();
    expect(billOf(order).shipping?.amount).toBe(25);
    expect(billOf(order).tax).toBeGreaterThan(0);
    const stock = [await stockOf(t, hoe), await stockOf(t, rake)];
    const answer = await refunded(order._id, { reason: "customer asked" });
    expect(answer).toMatchObject({ status: "cancelled", refund: { amount: order.price, reason: "customer asked" } });
    expect(answer.creditNote).toMatchObject({ label: creditNoteLabel(answer.creditNote.number), total: order.price, net: billOf(order).net, tax: billOf(order).tax, shipping: true, reason: "customer asked" });
    expect(answer.creditNote.lines).toEqual([
      { position: 0, product: "Credit Hoe", quantity: 4 },
      { position: 1, product: "Credit Rake", quantity: 3 },
    ]);
    expect(answer.creditNotes).toEqual([answer.creditNote]);
    expect((answer.items ?? []).map((line) => line.refundedQuantity)).toEqual([4, 3]);
    expect([await stockOf(t, hoe), await stockOf(t, rake)]).toEqual([(stock[0] ?? 0) + 4, (stock[1] ?? 0) + 3]);
    const seen = await detail(order._id);
    expect(answer.creditNote.invoice).toBe(invoiceLabel(seen.invoiceNumber ?? 0));
    expect(seen.creditNotes).toEqual([answer.creditNote]);
    // One email, with the key the whole refund always had, naming the credit note and the invoice.
    const [mail, ...more] = await mailsOf(t, order._id);
    expect(more).toEqual([]);
    expect(mail?.eventKey).toBe(`order-refunded:${order._id}`);
    expect(mail?.subject).toContain("cancelled and refunded");
    expect(mail?.textBody).toContain("Reason: customer asked");
    expect(mail?.textBody).toContain(`Credit note ${answer.creditNote.label} for $${order.price.toFixed(2)} corrects invoice ${answer.creditNote.invoice ?? ""}`);
    expect((await refund(order._id, {})).statusCode).toBe(409);

    // The PDF: for the buyer and the office, with its number, the invoice it corrects, the goods, the seller and buyer.
    const pdf = await t.app.inject({ url: `/api/orders/${order._id}/credit-notes/${answer.creditNote.number}.pdf`, headers: buyer.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    for (const words of [`Credit note ${answer.creditNote.label}`, `Corrects invoice ${answer.creditNote.invoice ?? ""}`, "Credit Farm Supply", "DE999999999", "Ada Farmer", "Credit Hoe", "Credit Rake", "Shipping: Van", "VAT 19%", `$${order.price.toFixed(2)}`, "customer asked"]) {
      expect(text).toContain(words);
    }
    expect((await t.app.inject({ url: `/api/orders/${order._id}/credit-notes/${answer.creditNote.number}.pdf`, headers: admin.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/orders/${order._id}/credit-notes/${answer.creditNote.number}.pdf`, headers: other.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/orders/${order._id}/credit-notes/${answer.creditNote.number}.pdf` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/orders/${order._id}/credit-notes/999999.pdf`, headers: buyer.auth })).statusCode).toBe(404);
  });

  it("part of a line's units: its share of net and tax, stock back for those units only, the order stays paid; then the last remainder closes it to the cent", async () => {
    const order = await paidCart();
    const [hoeLine, rakeLine] = await linesOf(t, order._id);
    if (!hoeLine || !rakeLine) throw new Error("no lines");
    const stock = await stockOf(t, hoe);
    const first = await refunded(order._id, { lines: [{ position: 0, quantity: 1 }], reason: "one was bent" });
    // round half up of the line's net × 1 ÷ 4, and of its tax.
    const net = roundHalfUp(hoeLine.netCents, 4);
    const tax = roundHalfUp(hoeLine.taxCents, 4);
    expect(first).toMatchObject({ status: "paid", creditNote: { net: net / 100, tax: tax / 100, total: (net + tax) / 100, shipping: false, lines: [{ position: 0, quantity: 1 }] } });
    expect((first.items ?? []).map((line) => line.refundedQuantity)).toEqual([1, 0]);
    expect(await stockOf(t, hoe)).toBe(stock + 1);
    expect((await rowOf(t, order._id))?.refundedCents).toBe(net + tax);
    expect(first.history.at(-1)).toMatchObject({ status: "paid", note: expect.stringContaining(`partly refunded`) });
    const [mail] = await mailsOf(t, order._id);
    expect(mail?.subject).toContain("Part of order");
    expect(mail?.textBody).toContain("1 × Credit Hoe");
    // Issue 26: the dialog says the buyer sees the reason; the email gives it.
    expect(mail?.textBody).toContain("Reason: one was bent");

    // Two more hoes, then the whole rake line, then the shipping with the last hoe: the last note takes what is left.
    const second = await refunded(order._id, { lines: [{ position: 0, quantity: 2 }] });
    expect(second.creditNote.total).toBe((roundHalfUp(hoeLine.netCents * 2, 4) + roundHalfUp(hoeLine.taxCents * 2, 4)) / 100);
    const whole = await refunded(order._id, { lines: [{ position: 1, quantity: 3 }] });
    expect(whole.creditNote).toMatchObject({ net: rakeLine.netCents / 100, tax: rakeLine.taxCents / 100 });
    expect(whole.status).toBe("paid");
    const last = await refunded(order._id, { lines: [{ position: 0, quantity: 1 }], shipping: true });
    expect(last.status).toBe("cancelled");
    expect(last.history.at(-1)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(t, hoe)).toBe(stock + 4);

    const notes = await notesOf(t, order._id);
    expect(notes).toHaveLength(4);
    expect(notes.reduce((sum, note) => sum + note.totalCents, 0)).toBe(cents(order.price));
    expect(notes.reduce((sum, note) => sum + note.netCents, 0)).toBe(cents(billOf(order).net));
    expect(notes.reduce((sum, note) => sum + note.taxCents, 0)).toBe(cents(billOf(order).tax));
    const hoeNotes = notes.flatMap((note) => note.lines).filter((given) => given.orderLineId === hoeLine.id);
    expect(hoeNotes.reduce((sum, given) => sum + given.netCents, 0)).toBe(hoeLine.netCents);
    expect(hoeNotes.reduce((sum, given) => sum + given.taxCents, 0)).toBe(hoeLine.taxCents);
    expect((await rowOf(t, order._id))?.refundedCents).toBe(cents(order.price));
    // One email per refund, each under its own key.
    const keys = (await mailsOf(t, order._id)).map((row) => row.eventKey).sort();
    expect(keys).toEqual([`order-refunded:${order._id}`, ...notes.slice(1).map((note) => `order-refunded-${creditNoteLabel(note.number)}:${order._id}`)].sort());
    expect((await detail(order._id)).creditNotes?.map((note) => note.number)).toEqual(notes.map((note) => note.number));
  });

  it("the shipping alone: its net and tax, no stock moves, and not twice", async () => {
    const order = await paidCart();
    const stock = [await stockOf(t, hoe), await stockOf(t, rake)];
    const answer = await refunded(order._id, { shipping: true });
    expect(answer.creditNote).toMatchObject({ shipping: true, lines: [], net: billOf(order).shipping?.net, tax: billOf(order).shipping?.tax, total: (billOf(order).shipping?.net ?? 0) + (billOf(order).shipping?.tax ?? 0) });
    expect(answer.status).toBe("paid");
    expect([await stockOf(t, hoe), await stockOf(t, rake)]).toEqual(stock);
    const before = await snapshot(t, order._id, [hoe, rake]);
    const again = await refund(order._id, { shipping: true });
    expectError(again, 409, "conflict");
    expect(await snapshot(t, order._id, [hoe, rake])).toEqual(before);
  });

  it("refuses more than is left, an unknown or repeated line, nothing chosen, an unpaid order and anyone but the office, changing nothing", async () => {
    const order = await paidCart();
    await refunded(order._id, { lines: [{ position: 0, quantity: 3 }] });
    const before = await snapshot(t, order._id, [hoe, rake]);
    const numbers = await allNumbers(t);
    expect(expectError(await refund(order._id, { lines: [{ position: 0, quantity: 2 }] }), 409, "conflict").error.message).toBe("Only 1 of Credit Hoe are left to refund");
    expectError(await refund(order._id, { lines: [{ position: 7, quantity: 1 }] }), 400, "bad_request");
    expectError(await refund(order._id, { lines: [{ position: 1, quantity: 1 }, { position: 1, quantity: 1 }] }), 400, "bad_request");
    expectError(await refund(order._id, { lines: [] }), 400, "bad_request");
    expectError(await refund(order._id, { lines: [{ position: 1, quantity: 0 }] }), 400, "bad_request");
    expect((await refund(order._id, { shipping: true }, buyer)).statusCode).toBe(403);
    expect((await refund(order._id, { shipping: true }, other)).statusCode).toBe(403);
    expect((await refund(order._id, { shipping: true }, null)).statusCode).toBe(401);
    expect(await snapshot(t, order._id, [hoe, rake])).toEqual(before);
    expect(await allNumbers(t)).toEqual(numbers);

    const unpaid = await place([{ productId: hoe, quantity: 2 }]);
    const unpaidBefore = await snapshot(t, unpaid._id, [hoe, rake]);
    expectError(await refund(unpaid._id, { lines: [{ position: 0, quantity: 1 }] }), 409, "conflict");
    expectError(await refund(unpaid._id, {}), 409, "conflict");
    expect(await snapshot(t, unpaid._id, [hoe, rake])).toEqual(unpaidBefore);
    expect(await allNumbers(t)).toEqual(numbers);
  });

  it("concurrent partial refunds: credit note numbers without gaps or repeats, never more than was paid", async () => {
    const order = await paidCart(40, 9);
    const stock = [await stockOf(t, hoe), await stockOf(t, rake)];
    const bodies = [
      ...Array.from({ length: 12 }, () => ({ lines: [{ position: 0, quantity: 4 }] })),
      ...Array.from({ length: 4 }, () => ({ lines: [{ position: 1, quantity: 3 }] })),
      ...Array.from({ length: 3 }, () => ({ shipping: true })),
    ];
    const answers = await Promise.all(bodies.map((body) => refund(order._id, body)));
    // Whatever could not fit any more is refused, nothing else.
    expect(answers.filter((answer) => answer.statusCode !== 200).every((answer) => answer.statusCode === 409)).toBe(true);
    const succeeded = answers.filter((answer) => answer.statusCode === 200).length;
    expect(succeeded).toBeGreaterThan(0);

    const numbers = await allNumbers(t);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    const notes = await notesOf(t, order._id);
    expect(notes).toHaveLength(succeeded);
    const total = notes.reduce((sum, note) => sum + note.totalCents, 0);
    expect(total).toBeLessThanOrEqual(cents(order.price));
    const row = await rowOf(t, order._id);
    expect(row?.refundedCents).toBe(total);
    const given = (position: number) => notes.flatMap((note) => note.lines).filter((part) => part.product === (position === 0 ? "Credit Hoe" : "Credit Rake")).reduce((sum, part) => sum + part.quantity, 0);
    const lines = await linesOf(t, order._id);
    expect(lines.map((line) => line.refundedQuantity)).toEqual([given(0), given(1)]);
    expect(given(0)).toBeLessThanOrEqual(40);
    expect(given(1)).toBeLessThanOrEqual(9);
    expect([await stockOf(t, hoe), await stockOf(t, rake)]).toEqual([(stock[0] ?? 0) + given(0), (stock[1] ?? 0) + given(1)]);
    expect(notes.filter((note) => note.shippingNetCents > 0).length).toBeLessThanOrEqual(1);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(succeeded);
    // What is left can still be refunded, and then the notes add up to the payment exactly.
    if (row?.status !== "cancelled") await refunded(order._id, {});
    const after = await notesOf(t, order._id);
    expect(after.reduce((sum, note) => sum + note.totalCents, 0)).toBe(cents(order.price));
    expect((await rowOf(t, order._id))?.status).toBe("cancelled");
  });

  const keyed = (id: string, payload: Record<string, unknown>, key: string) =>
    t.app.inject({ method: "POST", url: `/api/orders/${id}/refund`, headers: { ...admin.auth, "idempotency-key": key }, payload });

  it("a refund posted twice with one Idempotency-Key gives one credit note and the same answer", async () => {
    const order = await paidCart();
    const key = `refund-${randomBytes(6).toString("hex")}`;
    const first = await keyed(order._id, { lines: [{ position: 0, quantity: 1 }] }, key);
    expect(first.statusCode, first.body).toBe(200);
    const second = await keyed(order._id, { lines: [{ position: 0, quantity: 1 }] }, key);
    expect(second.statusCode).toBe(200);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.body).toBe(first.body);
    expect(await notesOf(t, order._id)).toHaveLength(1);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(1);
    expect((await linesOf(t, order._id)).map((line) => line.refundedQuantity)).toEqual([1, 0]);
  });

  it("a refund whose provider could not be reached stays reserved; its retry with the same key resumes it: one credit note, one provider refund", async () => {
    const order = await paidCart();
    const key = `refund-${randomBytes(6).toString("hex")}`;
    const asked: string[] = [];
    const real = TestPaymentProvider.prototype.refund;
    const provider = vi.spyOn(TestPaymentProvider.prototype, "refund").mockImplementation(async function (this: TestPaymentProvider, payment) {
      asked.push(payment.idempotencyKey ?? "");
      if (asked.length === 1) throw new AppError("payment_provider_unavailable", "unreachable");
      return real.call(this, payment);
    });
    try {
      const failed = await keyed(order._id, { lines: [{ position: 1, quantity: 3 }] }, key);
      expect(failed.statusCode).toBe(502);
      expect(await notesOf(t, order._id)).toHaveLength(0);
      expect((await reservationsOf(t, order._id)).map((row) => row.status)).toEqual(["pending"]);
      // What is reserved is not left: the three rakes cannot be refunded by another request.
      expectError(await refund(order._id, { lines: [{ position: 1, quantity: 1 }] }), 409, "conflict");
      const retried = await keyed(order._id, { lines: [{ position: 1, quantity: 3 }] }, key);
      expect(retried.statusCode, retried.body).toBe(200);
      expect((await keyed(order._id, { lines: [{ position: 1, quantity: 3 }] }, key)).body).toBe(retried.body);
    } finally {
      provider.mockRestore();
    }
    expect(asked).toHaveLength(2);
    expect(new Set(asked).size).toBe(1);
    expect(await notesOf(t, order._id)).toHaveLength(1);
    expect((await reservationsOf(t, order._id)).map((row) => row.status)).toEqual(["settled"]);
    expect((await linesOf(t, order._id)).map((line) => line.refundedQuantity)).toEqual([0, 3]);
  });

  it("a reservation a crash left (the provider asked or not, nothing settled) is settled by the sweep exactly once", async () => {
    const notAsked = await paidCart();
    const asked = await paidCart();
    const answered: string[] = [];
    const real = TestPaymentProvider.prototype.refund;
    const provider = vi.spyOn(TestPaymentProvider.prototype, "refund").mockImplementation(async function (this: TestPaymentProvider, payment) {
      // The first crashes before the provider hears of it, the second after the provider refunded.
      if (payment.orderId === notAsked._id) throw new Error("the process died before asking");
      answered.push(await real.call(this, payment));
      throw new Error("the process died after the provider refunded");
    });
    const stock = [await stockOf(t, hoe), await stockOf(t, rake)];
    try {
      expect((await refund(notAsked._id, { lines: [{ position: 0, quantity: 2 }] })).statusCode).toBe(500);
      expect((await refund(asked._id, {})).statusCode).toBe(500);
    } finally {
      provider.mockRestore();
    }
    for (const order of [notAsked, asked]) {
      expect(await notesOf(t, order._id)).toHaveLength(0);
      expect((await rowOf(t, order._id))?.status).toBe("paid");
    }
    // A reservation as young as a live request is left to it.
    expect((await t.app.runSweep()).refundsSettled).toBe(0);
    const later = new Date(Date.now() + 3 * 60_000);
    expect((await t.app.runSweep(later)).refundsSettled).toBe(2);
    expect((await t.app.runSweep(later)).refundsSettled).toBe(0);

    const [partNote, ...noMore] = await notesOf(t, notAsked._id);
    expect(noMore).toEqual([]);
    expect(partNote?.lines.map((given) => given.quantity)).toEqual([2]);
    expect((await rowOf(t, notAsked._id))?.status).toBe("paid");
    const [wholeNote, ...none] = await notesOf(t, asked._id);
    expect(none).toEqual([]);
    expect(wholeNote?.totalCents).toBe(cents(asked.price));
    expect((await rowOf(t, asked._id))?.status).toBe("cancelled");
    // The provider, asked again with the reservation's key, answered the refund it had made.
    const recorded = await t.database.db.select().from(refunds).where(eq(refunds.orderId, asked._id));
    expect(recorded.map((row) => row.providerRefundId)).toEqual(answered);
    expect([await stockOf(t, hoe), await stockOf(t, rake)]).toEqual([(stock[0] ?? 0) + 2 + 4, (stock[1] ?? 0) + 3]);
    for (const order of [notAsked, asked]) expect((await reservationsOf(t, order._id)).map((row) => row.status)).toEqual(["settled"]);
  });
});

describe("partial refunds with Stripe (local stand-in)", () => {
  const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
  const signer = new Stripe("sk_test_signer");
  const refundCalls: { paymentIntent: string | null; amount: string | null; idempotencyKey: string | undefined; id: string }[] = [];
  /** Runs while Stripe is making a refund, before it answers: what may reach us meanwhile. */
  let duringRefund: ((refundId: string, amountCents: number) => Promise<void>) | undefined;
  /** Stripe refuses the next refund (a 400: nothing was refunded). */
  let refuseNext = false;
  let stripeApi: Awaited<ReturnType<typeof startStandIn>>;
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let hoe: string;
  let rake: string;

  beforeAll(async () => {
    stripeApi = await startStandIn(async (req, res) => {
      res.setHeader("content-type", "application/json");
      const body = new URLSearchParams(await readBody(req));
      if (req.method === "POST" && req.url === "/v1/refunds") {
        const key = req.headers["idempotency-key"] as string | undefined;
        if (refuseNext) {
          refuseNext = false;
          res.statusCode = 400;
          return res.end(JSON.stringify({ error: { type: "invalid_request_error", code: "charge_disputed", message: "This charge is disputed." } }));
        }
        // Stripe's idempotency: the same key answers the same refund.
        const replay = refundCalls.find((call) => call.idempotencyKey === key);
        const id = replay?.id ?? `re_${randomBytes(6).toString("hex")}`;
        refundCalls.push({ paymentIntent: body.get("payment_intent"), amount: body.get("amount"), idempotencyKey: key, id });
        const hook = duringRefund;
        duringRefund = undefined;
        await hook?.(id, Number(body.get("amount")));
        return res.end(JSON.stringify({ id, object: "refund", amount: Number(body.get("amount")), status: "succeeded" }));
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "not in the stand-in" } }));
    });
    t = await createTestApp({
      env: { ...ENV, PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_local", STRIPE_PUBLISHABLE_KEY: "pk_test_local", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      stripeConnection: { host: "127.0.0.1", port: stripeApi.port, protocol: "http" },
      seed: false,
    });
    admin = await signInAdmin(t);
    buyer = await signUp(t.app);
    ({ hoe, rake } = await setUpShop(t));
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.close();
  });

  function webhook(type: string, object: unknown) {
    const payload = JSON.stringify({ id: `evt_${randomBytes(6).toString("hex")}`, object: "event", type, data: { object } });
    return t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      payload,
    });
  }
  async function paidOrder() {
    const order = await placeOrder(t, buyer, [
      { productId: hoe, quantity: 4 },
      { productId: rake, quantity: 3 },
    ]);
    const intentId = `pi_${randomBytes(8).toString("hex")}`;
    const paid = await webhook("payment_intent.succeeded", { id: intentId, object: "payment_intent", amount: cents(order.price), currency: "usd", status: "succeeded", metadata: { orderId: order._id } });
    expect(paid.statusCode).toBe(200);
    expect((await rowOf(t, order._id))?.status).toBe("paid");
    return { order, intentId };
  }
  const charge = (intentId: string, amount: number, refunded: number, refundId: string) => ({
    id: `ch_${randomBytes(6).toString("hex")}`,
    object: "charge",
    payment_intent: intentId,
    amount,
    amount_refunded: refunded,
    refunded: refunded === amount,
    refunds: { object: "list", data: [{ id: refundId, object: "refund" }] },
  });

  it("the office's partial refunds go through the SDK for their amounts, each with its own idempotency key; the charge.refunded that follows changes nothing", async () => {
    const { order, intentId } = await paidOrder();
    refundCalls.length = 0;
    const first = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund`, headers: admin.auth, payload: { lines: [{ position: 0, quantity: 1 }] } });
    expect(first.statusCode, first.body).toBe(200);
    const firstNote = refundOrderResponseSchema.parse(first.json()).creditNote;
    const second = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund`, headers: admin.auth, payload: { shipping: true } });
    expect(second.statusCode, second.body).toBe(200);
    const secondNote = refundOrderResponseSchema.parse(second.json()).creditNote;
    expect(refundCalls.map(({ paymentIntent, amount, idempotencyKey }) => ({ paymentIntent, amount, idempotencyKey }))).toEqual([
      { paymentIntent: intentId, amount: String(cents(firstNote.total)), idempotencyKey: `refund-${intentId}` },
      { paymentIntent: intentId, amount: String(cents(secondNote.total)), idempotencyKey: `refund-${intentId}-2` },
    ]);
    const stock = await stockOf(t, hoe);
    const before = await snapshot(t, order._id, [hoe, rake]);
    const refundedSoFar = cents(firstNote.total) + cents(secondNote.total);
    for (let i = 0; i < 2; i++) expect((await webhook("charge.refunded", charge(intentId, cents(order.price), refundedSoFar, refundCalls[1]?.id ?? ""))).statusCode).toBe(200);
    expect(await snapshot(t, order._id, [hoe, rake])).toEqual(before);
    expect(await stockOf(t, hoe)).toBe(stock);
  });

  it("a double click sends one key: Stripe answers the same refund, and it is recorded once", async () => {
    const { order, intentId } = await paidOrder();
    refundCalls.length = 0;
    const body = { lines: [{ position: 1, quantity: 2 }] };
    const answers = await Promise.all([0, 1].map(() => t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund`, headers: admin.auth, payload: body })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(new Set(refundCalls.map((call) => call.idempotencyKey))).toEqual(new Set([`refund-${intentId}`]));
    expect(await notesOf(t, order._id)).toHaveLength(1);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(1);
    expect((await linesOf(t, order._id)).map((line) => line.refundedQuantity)).toEqual([0, 2]);
  });

  it("the charge.refunded of an office refund that arrives before the refund is settled is not counted twice", async () => {
    const { order, intentId } = await paidOrder();
    let delivered = 0;
    duringRefund = async (refundId, amountCents) => {
      delivered = (await webhook("charge.refunded", charge(intentId, cents(order.price), amountCents, refundId))).statusCode;
    };
    const answer = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund`, headers: admin.auth, payload: { lines: [{ position: 0, quantity: 2 }] } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(delivered).toBe(200);
    const [note, ...none] = await notesOf(t, order._id);
    expect(none).toEqual([]);
    expect(note?.lines.map((given) => given.quantity)).toEqual([2]);
    const recorded = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(recorded.map((row) => [row.providerRefundId, row.amountCents])).toEqual([[refundCalls.at(-1)?.id, note?.totalCents]]);
    expect((await rowOf(t, order._id))?.refundedCents).toBe(note?.totalCents);
  });

  it("a refund Stripe refuses releases its reservation: 409, nothing written, and what it held is left to refund", async () => {
    const { order } = await paidOrder();
    const before = await snapshot(t, order._id, [hoe, rake]);
    refuseNext = true;
    const refused = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund`, headers: admin.auth, payload: {} });
    expect(expectError(refused, 409, "conflict").error.message).toMatch(/refused/);
    const { reservations, ...rest } = await snapshot(t, order._id, [hoe, rake]);
    expect(rest).toEqual((({ reservations: _, ...unchanged }) => unchanged)(before));
    expect(reservations.map((row) => row.status)).toEqual(["released"]);
    expect((await t.app.runSweep(new Date(Date.now() + 3 * 60_000))).refundsSettled).toBe(0);
    const again = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund`, headers: admin.auth, payload: {} });
    expect(again.statusCode, again.body).toBe(200);
    expect(await notesOf(t, order._id)).toHaveLength(1);
    expect(new Set((await reservationsOf(t, order._id)).map((row) => row.providerKey)).size).toBe(2);
  });

  it("a partial refund in Stripe's dashboard is recorded once with an amount-only credit note; the full one closes the order and restocks", async () => {
    const { order, intentId } = await paidOrder();
    const stock = [await stockOf(t, hoe), await stockOf(t, rake)];
    const total = cents(order.price);
    const partial = charge(intentId, total, 1_000, "re_dash_1");
    for (let i = 0; i < 2; i++) expect((await webhook("charge.refunded", partial)).statusCode).toBe(200);
    const [amountOnly, ...none] = await notesOf(t, order._id);
    expect(none).toEqual([]);
    // Net and tax in the order's proportion.
    expect(amountOnly).toMatchObject({ totalCents: 1_000, netCents: roundHalfUp(1_000 * cents(billOf(order).net), total), lines: [], shippingNetCents: 0 });
    expect((await rowOf(t, order._id))?.status).toBe("paid");
    expect([await stockOf(t, hoe), await stockOf(t, rake)]).toEqual(stock);
    const pdf = await pdfText((await t.app.inject({ url: `/api/orders/${order._id}/credit-notes/${amountOnly?.number ?? 0}.pdf`, headers: buyer.auth })).rawPayload);
    expect(pdf).toContain("Amount refunded without goods returned");
    expect(pdf).toContain("Corrects invoice INV-");

    const full = charge(intentId, total, total, "re_dash_2");
    for (let i = 0; i < 2; i++) expect((await webhook("charge.refunded", full)).statusCode).toBe(200);
    expect((await rowOf(t, order._id))?.status).toBe("cancelled");
    const notes = await notesOf(t, order._id);
    expect(notes.map((note) => note.totalCents)).toEqual([1_000, total - 1_000]);
    expect(notes.reduce((sum, note) => sum + note.netCents, 0)).toBe(cents(billOf(order).net));
    expect([await stockOf(t, hoe), await stockOf(t, rake)]).toEqual([(stock[0] ?? 0) + 4, (stock[1] ?? 0) + 3]);
    const recorded = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(recorded.map((row) => row.providerRefundId).sort()).toEqual(["re_dash_1", "re_dash_2"]);
    expect(await mailsOf(t, order._id)).toHaveLength(2);
    expect(refundCalls.filter((call) => call.paymentIntent === intentId)).toEqual([]);
  });
});
