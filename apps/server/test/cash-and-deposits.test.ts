import { checkoutSchema, dayIn, documentLabels, formatCents, ledgerTexts, messages, orderDetailSchema, orderNumber, paymentMethodLabels, placeOrderResponseSchema, refundOrderResponseSchema, refundPreviewSchema } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditNotes, invoices, orders, payments, refundReservations, refunds, shippingMethods, shippingZones, tools } from "../src/db/schema";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { parseCsv } from "./csv";
import { expectError, rowsOf } from "./expect-error";
import { pdfText } from "./pdf";

/**
 * Issue 37 (decision 054): cash on delivery and bank deposits in a Dhaka shop. COD is offered to
 * verified buyers, up to COD_MAX, in the zones COD_ZONES names; it is confirmed unpaid, counts in
 * the caps, never expires, is invoiced at dispatch, and the office records its cash or its return.
 * A bank deposit is unpaid until the office records it, its stock held until its deadline.
 */
const ZONE = "Asia/Dhaka";
const DAY_MS = 86_400_000;
let t: TestApp;
let office: SignedIn;
let buyer: SignedIn;
let dhakaMethod: string;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: {
      ...TEST_ADMIN_ENV,
      SHOP_COUNTRY: "BD",
      SHOP_CURRENCY: "BDT",
      SHOP_TIMEZONE: ZONE,
      PAYMENT_METHODS: "card,cod,bank_deposit",
      COD_MAX: "1000",
      COD_ZONES: "Dhaka",
      BANK_ACCOUNT: "Agrani Bank, A/C 0200012345678",
      BANK_DEPOSIT_DAYS: "3",
      MAX_UNPAID_ORDERS: "3",
      MAX_HELD_SHARE: "100",
    },
  });
  const [dhaka] = await t.database.db.insert(shippingZones).values({ name: "Dhaka", countries: ["BD"] }).returning();
  const [world] = await t.database.db.insert(shippingZones).values({ name: "Export", countries: [], everywhereElse: true }).returning();
  if (!dhaka || !world) throw new Error("no zones");
  const [van] = await t.database.db.insert(shippingMethods).values({ zoneId: dhaka.id, name: "Courier", kind: "flat", flatCents: 6_000 }).returning();
  await t.database.db.insert(shippingMethods).values({ zoneId: world.id, name: "Air freight", kind: "flat", flatCents: 10_000 });
  if (!van) throw new Error("no method");
  dhakaMethod = van.id;
  office = await signInAdmin(t);
  buyer = await signUp(t.app);
});
afterAll(() => t.close());

async function newTool(stock = 100): Promise<string> {
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: `Kodal ${Math.random()}`, description: "A hoe.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: stock, priceCents: 20_000 })
    .returning();
  if (!tool) throw new Error("no tool");
  return tool.id;
}
const stockOf = async (id: string) => (await t.database.db.select().from(tools).where(eq(tools.id, id)))[0]?.availableQuantity;
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const invoiceOf = async (id: string) => (await t.database.db.select().from(invoices).where(eq(invoices.orderId, id)))[0];
const body = (productId: string, quantity: number, extra: Record<string, unknown> = {}) => ({ name: "Rahim Store", phone: "+880 1711 000000", address: "Mirpur 10, Dhaka", productId, quantity, ...extra });
const place = (who: SignedIn, productId: string, quantity: number, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url: "/api/orders", headers: who.auth, payload: body(productId, quantity, extra) });
async function placed(who: SignedIn, productId: string, quantity: number, extra: Record<string, unknown> = {}) {
  const response = await place(who, productId, quantity, extra);
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderResponseSchema.parse(response.json()).order;
}
const checkout = async (who: SignedIn, productId: string, quantity: number, extra: Record<string, unknown> = {}) => {
  const response = await t.app.inject({ method: "POST", url: "/api/checkout", headers: who.auth, payload: { productId, quantity, ...extra } });
  expect(response.statusCode, response.body).toBe(200);
  return checkoutSchema.parse(response.json());
};
const ship = async (id: string) => {
  const response = await t.app.inject({ method: "PATCH", url: `/api/orders/${id}`, headers: office.auth, payload: { status: "shipped", carrier: "Sundarban Courier", trackingNumber: `SC-${id.slice(0, 6)}` } });
  expect(response.statusCode, response.body).toBe(200);
};
const officePost = (id: string, what: "cash" | "returned" | "deposit", payload?: Record<string, unknown>, key?: string) =>
  t.app.inject({ method: "POST", url: `/api/admin/orders/${id}/${what}`, headers: { ...office.auth, ...(key ? { "idempotency-key": key } : {}) }, ...(payload ? { payload } : {}) });
/** What a refused call must leave as it was. */
const snapshot = async (toolId: string) => ({ orders: await rowsOf(t, orders), payments: await rowsOf(t, payments), invoices: await rowsOf(t, invoices), stock: await stockOf(toolId) });

describe("the checkout's paymentMethods", () => {
  it("offers cash on delivery to a verified buyer within COD_MAX in a COD zone, and not beyond it, elsewhere or unverified", async () => {
    const hoe = await newTool();
    // 4 × ৳200 + ৳60 courier = ৳860, within ৳1,000.
    expect((await checkout(buyer, hoe, 4)).paymentMethods).toEqual(["card", "cod", "bank_deposit"]);
    // 5 × ৳200 + ৳60 = ৳1,060.
    expect((await checkout(buyer, hoe, 5)).paymentMethods).toEqual(["card", "bank_deposit"]);
    expect((await checkout(buyer, hoe, 1, { country: "IN" })).paymentMethods).toEqual(["card", "bank_deposit"]);
    const unverified = await signUp(t.app, { verified: false });
    expect((await checkout(unverified, hoe, 1)).paymentMethods).toEqual(["card", "bank_deposit"]);
  });
});

describe("cash on delivery", () => {
  it("is confirmed unpaid, holds its stock, and is refused over COD_MAX, outside the COD zones and to unverified buyers with nothing changed", async () => {
    const hoe = await newTool();
    const order = await placed(buyer, hoe, 4, { paymentMethod: "cod", shippingMethodId: dhakaMethod });
    expect(order).toMatchObject({ status: "confirmed", paid: false, paymentMethod: "cod", holdUntil: null, paymentTerms: null, bankDeposit: null, price: 860, payableWith: [] });
    expect(await stockOf(hoe)).toBe(96);

    const before = await snapshot(hoe);
    const over = expectError(await place(buyer, hoe, 5, { paymentMethod: "cod" }), 409, "conflict");
    expect(over.error.message).toBe(`Cash on delivery is for orders up to ${formatCents(100_000, "BDT")}`);
    const abroad = expectError(await place(buyer, hoe, 1, { paymentMethod: "cod", country: "IN" }), 409, "conflict");
    expect(abroad.error.message).toBe("Cash on delivery is not offered where this order goes");
    const unverified = await signUp(t.app, { verified: false });
    expectError(await place(unverified, hoe, 1, { paymentMethod: "cod" }), 403, "forbidden");
    expect(await snapshot(hoe)).toEqual(before);
  });

  it("counts in the caps and never expires by the payment hold", async () => {
    const hoe = await newTool();
    const holder = await signUp(t.app);
    const first = await placed(holder, hoe, 1, { paymentMethod: "cod" });
    await placed(holder, hoe, 1, { paymentMethod: "cod" });
    await placed(holder, hoe, 1, { paymentMethod: "bank_deposit" });
    const before = await snapshot(hoe);
    // MAX_UNPAID_ORDERS is 3: two COD orders and a deposit not yet made fill it.
    const refused = expectError(await place(holder, hoe, 1), 409, "conflict");
    expect(refused.error.message).toBe(messages.order.tooManyUnpaid(3));
    expectError(await place(holder, hoe, 1, { paymentMethod: "cod" }), 409, "conflict");
    expect(await snapshot(hoe)).toEqual(before);
    // A sweep a day later expires nothing of cash on delivery.
    await t.app.runSweep(new Date(Date.now() + DAY_MS));
    expect((await orderRow(first._id))?.status).toBe("confirmed");
  });

  it("is invoiced unpaid at dispatch; the office records its cash once, to the poisha", async () => {
    const hoe = await newTool();
    const order = await placed(buyer, hoe, 2, { paymentMethod: "cod" });
    await ship(order._id);
    const issued = await invoiceOf(order._id);
    expect(issued).toMatchObject({ totalCents: 46_000, paidCents: 0, paymentTerms: null, dueDate: null });
    const shipped = orderDetailSchema.parse((await t.app.inject({ url: `/api/orders/${order._id}`, headers: buyer.auth })).json());
    expect(shipped).toMatchObject({ status: "shipped", paid: false, invoiceNumber: issued?.number });

    const before = await snapshot(hoe);
    const short = expectError(await officePost(order._id, "cash", { amount: 459.99 }), 409, "conflict");
    expect(short.error.message).toBe(`The cash collected must be what the order asks: ${formatCents(46_000, "BDT")}`);
    expectError(await t.app.inject({ method: "POST", url: `/api/admin/orders/${order._id}/cash`, headers: buyer.auth, payload: { amount: 460 } }), 403, "forbidden");
    expect(await snapshot(hoe)).toEqual(before);

    const cash = await officePost(order._id, "cash", { amount: 460 }, "cash-1");
    expect(cash.statusCode, cash.body).toBe(200);
    expect(orderDetailSchema.parse(cash.json())).toMatchObject({ status: "shipped", paid: true, paymentMethod: "cod", payment: { provider: "cod", transactionId: `COD-${orderNumber(order._id)}`, amount: 460 } });
    expect(await invoiceOf(order._id)).toMatchObject({ totalCents: 46_000, paidCents: 46_000 });
    // Issue 37 item 8: the invoice names the method and the collection's id.
    const codPdf = await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: buyer.auth });
    expect(await pdfText(codPdf.rawPayload)).toContain(`${documentLabels.payment}: ${paymentMethodLabels.cod}, COD-${orderNumber(order._id)}`);
    // A double submit: the same key answers the same; another submit is refused; one payment.
    const replay = await officePost(order._id, "cash", { amount: 460 }, "cash-1");
    expect(replay.statusCode).toBe(200);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expectError(await officePost(order._id, "cash", { amount: 460 }), 409, "conflict");
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order._id))).toHaveLength(1);
  });

  it("returned at the door: stock back, the order closed and its invoice credited with a credit note", async () => {
    const hoe = await newTool();
    const order = await placed(buyer, hoe, 3, { paymentMethod: "cod" });
    await ship(order._id);
    expect(await stockOf(hoe)).toBe(97);
    const returned = await officePost(order._id, "returned", undefined, "returned-1");
    expect(returned.statusCode, returned.body).toBe(200);
    const detail = orderDetailSchema.parse(returned.json());
    expect(detail).toMatchObject({ status: "cancelled", paid: false, refunded: 660 });
    expect(detail.creditNotes).toHaveLength(1);
    expect(await stockOf(hoe)).toBe(100);
    expect(await invoiceOf(order._id)).toMatchObject({ totalCents: 66_000, paidCents: 0, creditedCents: 66_000 });
    expect(await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id))).toHaveLength(1);
    // Returned twice changes nothing more; no cash is taken for it.
    const before = await snapshot(hoe);
    expectError(await officePost(order._id, "returned"), 409, "conflict");
    expectError(await officePost(order._id, "cash", { amount: 660 }), 409, "conflict");
    expect(await snapshot(hoe)).toEqual(before);
  });

  it("returned before its dispatch: stock back, nothing to credit", async () => {
    const hoe = await newTool();
    const order = await placed(buyer, hoe, 3, { paymentMethod: "cod" });
    const returned = await officePost(order._id, "returned");
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await stockOf(hoe)).toBe(100);
    expect(await invoiceOf(order._id)).toBeUndefined();
  });
});

describe("bank deposit", () => {
  it("tells where, with what reference and by when; the office's deposit pays it, one dated after today is refused with nothing changed", async () => {
    const hoe = await newTool();
    const placedAt = Date.now();
    const order = await placed(buyer, hoe, 2, { paymentMethod: "bank_deposit" });
    expect(order).toMatchObject({ status: "unpaid", paid: false, paymentMethod: "bank_deposit", payableWith: ["card"], bankDeposit: { account: "Agrani Bank, A/C 0200012345678", reference: orderNumber(order._id) } });
    const payBy = Date.parse(order.bankDeposit?.payBy ?? "");
    expect(Math.abs(payBy - (placedAt + 3 * DAY_MS))).toBeLessThan(60_000);
    expect(order.holdUntil).toBe(order.bankDeposit?.payBy);
    expect(await stockOf(hoe)).toBe(98);

    const before = await snapshot(hoe);
    const tomorrow = dayIn(new Date(Date.now() + DAY_MS), ZONE);
    const future = expectError(await officePost(order._id, "deposit", { amount: 460, receivedOn: tomorrow, reference: "AGR-1" }), 400, "bad_request");
    expect(future.error.message).toContain("after the shop's today");
    const wrong = expectError(await officePost(order._id, "deposit", { amount: 400, receivedOn: dayIn(new Date(), ZONE), reference: "AGR-1" }), 409, "conflict");
    expect(wrong.error.message).toBe(`The deposit must be what the order asks: ${formatCents(46_000, "BDT")}`);
    expect(await snapshot(hoe)).toEqual(before);

    const deposit = await officePost(order._id, "deposit", { amount: 460, receivedOn: dayIn(new Date(), ZONE), reference: "AGR-1" }, "deposit-1");
    expect(deposit.statusCode, deposit.body).toBe(200);
    const paid = orderDetailSchema.parse(deposit.json());
    expect(paid).toMatchObject({ status: "paid", paid: true, bankDeposit: null, payment: { provider: "bank_deposit", transactionId: "AGR-1", amount: 460 } });
    expect(paid.invoiceNumber).not.toBeNull();
    expect(await invoiceOf(order._id)).toMatchObject({ totalCents: 46_000, paidCents: 46_000 });
    // Issue 37 item 8: the invoice names the method and the bank's reference.
    const depositPdf = await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: buyer.auth });
    expect(await pdfText(depositPdf.rawPayload)).toContain(`${documentLabels.payment}: ${paymentMethodLabels.bank_deposit}, AGR-1`);
    expectError(await officePost(order._id, "deposit", { amount: 460, receivedOn: dayIn(new Date(), ZONE), reference: "AGR-1" }), 409, "conflict");

    // The same slip for another order: refused.
    const other = await placed(buyer, hoe, 2, { paymentMethod: "bank_deposit" });
    const twin = expectError(await officePost(other._id, "deposit", { amount: 460, receivedOn: dayIn(new Date(), ZONE), reference: "AGR-1" }), 409, "conflict");
    expect(twin.error.message).toContain(orderNumber(order._id));
  });

  it("holds its stock until its deadline, then expires and gives it back", async () => {
    const hoe = await newTool();
    const order = await placed(buyer, hoe, 5, { paymentMethod: "bank_deposit" });
    // Past the card's payment hold (ORDER_HOLD_MINUTES), within the three days: still held.
    await t.app.runSweep(new Date(Date.now() + 2 * DAY_MS));
    expect((await orderRow(order._id))?.status).toBe("unpaid");
    expect(await stockOf(hoe)).toBe(95);
    await t.app.runSweep(new Date(Date.now() + 3 * DAY_MS + 60_000));
    expect((await orderRow(order._id))?.status).toBe("expired");
    expect(await stockOf(hoe)).toBe(100);
    const late = expectError(await officePost(order._id, "deposit", { amount: 1_060, receivedOn: dayIn(new Date(), ZONE), reference: "AGR-LATE" }), 409, "conflict");
    expect(late.error.message).toContain("deadline passed");
  });
});

describe("the office's refund of cash and deposits", () => {
  const refund = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: "POST", url: `/api/orders/${id}/refund`, headers: office.auth, payload });
  const refundsOf = (id: string) => t.database.db.select().from(refunds).where(eq(refunds.orderId, id));
  const everything = async (toolId: string) => ({ ...(await snapshot(toolId)), refunds: await rowsOf(t, refunds), reservations: await rowsOf(t, refundReservations), creditNotes: await rowsOf(t, creditNotes) });
  async function paidInCash(toolId: string) {
    const order = await placed(buyer, toolId, 2, { paymentMethod: "cod" });
    await ship(order._id);
    expect((await officePost(order._id, "cash", { amount: 460 })).statusCode).toBe(200);
    return order._id;
  }
  async function paidByDeposit(toolId: string, reference: string) {
    const order = await placed(buyer, toolId, 2, { paymentMethod: "bank_deposit" });
    expect((await officePost(order._id, "deposit", { amount: 460, receivedOn: dayIn(new Date(), ZONE), reference })).statusCode).toBe(200);
    return order._id;
  }

  it("refunds a COD order paid in cash in parts, recorded at once with the office's receipt, up to the payment and never more", async () => {
    const hoe = await newTool();
    const id = await paidInCash(hoe);
    // Issue 36: the dialog's preview of a cash refund is the note's amount, and writes nothing.
    const unchanged = await everything(hoe);
    const ahead = await t.app.inject({ method: "POST", url: `/api/orders/${id}/refund-preview`, headers: office.auth, payload: { lines: [{ position: 0, quantity: 1 }], reference: "RCPT-7" } });
    expect(ahead.statusCode, ahead.body).toBe(200);
    expect(refundPreviewSchema.parse(ahead.json())).toMatchObject({ amount: 200, closes: false, onAccount: false });
    expect(await everything(hoe)).toEqual(unchanged);
    const part = await refund(id, { lines: [{ position: 0, quantity: 1 }], reason: "one was bent", reference: "RCPT-7" });
    expect(part.statusCode, part.body).toBe(200);
    expect(refundOrderResponseSchema.parse(part.json()).creditNote.total).toBe(200);
    expect(await orderRow(id)).toMatchObject({ status: "shipped", refundedCents: 20_000 });
    expect(await stockOf(hoe)).toBe(99);
    expect(await refundsOf(id)).toMatchObject([{ provider: "cod", transactionId: `COD-${orderNumber(id)}`, providerRefundId: "RCPT-7", amountCents: 20_000 }]);
    expect(await invoiceOf(id)).toMatchObject({ totalCents: 46_000, paidCents: 26_000, creditedCents: 20_000 });

    // More units than are left: refused, nothing changed.
    const before = await everything(hoe);
    expectError(await refund(id, { lines: [{ position: 0, quantity: 2 }] }), 409, "conflict");
    expect(await everything(hoe)).toEqual(before);

    const rest = await refund(id, { reference: "RCPT-8" });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await orderRow(id)).toMatchObject({ status: "cancelled", refundedCents: 46_000 });
    expect(await stockOf(hoe)).toBe(100);
    expect((await refundsOf(id)).reduce((sum, row) => sum + row.amountCents, 0)).toBe(46_000);
    expect(await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, id))).toHaveLength(2);

    // Everything is back: one more refund is refused and changes nothing.
    const after = await everything(hoe);
    expectError(await refund(id, { reference: "RCPT-9" }), 409, "conflict");
    expect(await everything(hoe)).toEqual(after);

    // The ledger names the method and the office's reference.
    const month = dayIn(new Date(), ZONE).slice(0, 7);
    const ledger = await t.app.inject({ url: `/api/reports/ledger.csv?from=${month}&to=${month}`, headers: office.auth });
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(parseCsv(ledger.body).some((cells) => cells.includes(`${ledgerTexts.refund}, ${ledgerTexts.methods.cod}, RCPT-7`))).toBe(true);
  });

  it("refunds a bank deposit whole, with the transfer's reference; the same reference is not recorded twice", async () => {
    const hoe = await newTool();
    const id = await paidByDeposit(hoe, "AGR-R1");
    const whole = await refund(id, { reference: "BEFTN-55" });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(await orderRow(id)).toMatchObject({ status: "cancelled", refundedCents: 46_000 });
    expect(await stockOf(hoe)).toBe(100);
    expect(await refundsOf(id)).toMatchObject([{ provider: "bank_deposit", transactionId: "AGR-R1", providerRefundId: "BEFTN-55", amountCents: 46_000 }]);

    const other = await paidByDeposit(hoe, "AGR-R2");
    const before = await everything(hoe);
    expectError(await refund(other, { lines: [{ position: 0, quantity: 1 }], reference: "BEFTN-55" }), 409, "conflict");
    expect(await everything(hoe)).toEqual(before);
    const part = await refund(other, { lines: [{ position: 0, quantity: 1 }] });
    expect(part.statusCode, part.body).toBe(200);
    expect(await refundsOf(other)).toMatchObject([{ provider: "bank_deposit", providerRefundId: null, amountCents: 20_000 }]);

    const month = dayIn(new Date(), ZONE).slice(0, 7);
    const ledger = await t.app.inject({ url: `/api/reports/ledger.csv?from=${month}&to=${month}`, headers: office.auth });
    expect(parseCsv(ledger.body).some((cells) => cells.includes(`${ledgerTexts.refund}, ${ledgerTexts.methods.bank_deposit}, BEFTN-55`))).toBe(true);
  });

  it("refuses a COD order whose cash was not received yet, with nothing changed", async () => {
    const hoe = await newTool();
    const order = await placed(buyer, hoe, 2, { paymentMethod: "cod" });
    await ship(order._id);
    const before = await everything(hoe);
    expectError(await refund(order._id, { reference: "RCPT-X" }), 409, "conflict");
    expect(await everything(hoe)).toEqual(before);
  });
});

describe("methods the shop or the order does not offer", () => {
  it("refuses bKash where the shop does not list it, with nothing changed", async () => {
    const hoe = await newTool();
    const before = await snapshot(hoe);
    const refused = expectError(await place(buyer, hoe, 1, { paymentMethod: "bkash" }), 409, "conflict");
    expect(refused.error.message).toBe("bKash is not offered for this order");
    expect(await snapshot(hoe)).toEqual(before);
  });
});
