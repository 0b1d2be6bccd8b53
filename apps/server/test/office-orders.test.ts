import { randomBytes } from "node:crypto";
import { invoiceLabel, orderNumber, orderDetailSchema, orderListSchema, placeOrderResponseSchema, type OrderDetail } from "@shop/contract";
import { and, eq, like } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDetails, emailOutbox, invoices, orderEvents, orders, refunds, tools } from "../src/db/schema";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, uniqueEmail, type SignedIn, type TestApp } from "./app";
import { readBody, startStandIn } from "./stand-in";
import { pdfText } from "./pdf";

/** RFC 4180 as a spreadsheet reads it (quoted fields, doubled quotes, CRLF), as objects by the header row. */
function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += char;
  }
  if (field || record.length > 0) records.push([...record, field]);
  const [header = [], ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, column) => [name, row[column] ?? ""])));
}

const ORDER_ENV = { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "1000", SHOP_NAME: "Office Test Farm Supply", SHOP_ADDRESS: "1 Barn Road, Ruralton", SHOP_VAT_ID: "VAT-123" };

async function addTool(t: TestApp, name: string, availableQuantity = 1_000_000) {
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name, description: "For the office tests.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity, priceCents: 1250 })
    .returning();
  if (!tool) throw new Error("no tool");
  return tool;
}
const stockOf = async (t: TestApp, id: string) => (await t.database.db.select().from(tools).where(eq(tools.id, id)))[0]?.availableQuantity;
const readOrder = async (t: TestApp, id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const emailsOf = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `%:${id}`))).map((row) => row.eventKey).sort();

async function place(t: TestApp, who: SignedIn, toolId: string, extra: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: who.auth,
    payload: { name: "Ada Farmer", phone: "0123456789", address: "7 Orchard Lane, Appleby", productId: toolId, quantity: 3, ...extra },
  });
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return placeOrderResponseSchema.parse(response.json()).order;
}

describe("orders for the office (test provider)", () => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let other: SignedIn;
  let toolId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: ORDER_ENV, seed: false });
    admin = await signInAdmin(t);
    buyer = await signUp(t.app, { name: "Ada" });
    other = await signUp(t.app, { name: "Eve" });
    toolId = (await addTool(t, "Office Spade")).id;
  });
  afterAll(() => t.close());

  async function pay(orderId: string, who = buyer) {
    const intent = await t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: who.auth, payload: { orderId } });
    const { clientSecret } = intent.json<{ clientSecret: string }>();
    const confirm = await t.app.inject({
      method: "POST",
      url: "/api/payments/test/confirm",
      headers: who.auth,
      payload: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" },
    });
    const { transactionId } = confirm.json<{ transactionId: string }>();
    const recorded = await t.app.inject({ method: "PATCH", url: `/api/orders/${orderId}`, headers: who.auth, payload: { orderId, transactionId } });
    expect(recorded.statusCode).toBe(200);
    return transactionId;
  }
  const detail = async (id: string, who: SignedIn): Promise<OrderDetail> => {
    const response = await t.app.inject({ url: `/api/orders/${id}`, headers: who.auth });
    expect(response.statusCode).toBe(200);
    return orderDetailSchema.parse(response.json());
  };
  const ship = (id: string, who: SignedIn, body: Record<string, unknown>) =>
    t.app.inject({ method: "PATCH", url: `/api/orders/${id}`, headers: who.auth, payload: { status: "shipped", ...body } });
  const refund = (id: string, who: SignedIn) => t.app.inject({ method: "POST", url: `/api/orders/${id}/refund`, headers: who.auth, payload: { reason: "customer asked" } });

  it("writes the history at each step and shows the order page its payment, invoice and tracking", async () => {
    const order = await place(t, buyer, toolId);
    const transactionId = await pay(order._id);
    expect((await ship(order._id, admin, { carrier: "DHL", trackingNumber: "JD014600006" })).statusCode).toBe(200);
    const seen = await detail(order._id, buyer);
    expect(seen).toMatchObject({
      name: "Ada Farmer",
      email: buyer.email,
      phone: "0123456789",
      address: "7 Orchard Lane, Appleby",
      unitPrice: 12.5,
      quantity: 3,
      price: 37.5,
      status: "shipped",
      carrier: "DHL",
      trackingNumber: "JD014600006",
      payment: { provider: "test", transactionId, amount: 37.5 },
      refund: null,
    });
    expect(seen.invoiceNumber).toEqual(expect.any(Number));
    expect(seen.history.map((step) => step.status)).toEqual(["unpaid", "paid", "shipped"]);
    expect(seen.history.map((step) => step.by)).toEqual(["you", null, "the shop"]);
    expect(seen.history[2]?.note).toContain("JD014600006");
    for (const step of seen.history) expect(Number.isNaN(Date.parse(step.at))).toBe(false);
    // The office sees which of its people shipped it.
    expect((await detail(order._id, admin)).history[2]?.by).toBe(admin.email);
    expect((await t.app.inject({ url: `/api/orders/${order._id}`, headers: other.auth })).statusCode).toBe(403);
    expect(await emailsOf(t, order._id)).toEqual([`order-paid:${order._id}`, `order-placed:${order._id}`, `order-shipped:${order._id}`]);
    const [shippedMail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-shipped:${order._id}`));
    expect(shippedMail?.textBody).toContain("Tracking number: JD014600006");
    expect(shippedMail?.toAddress).toBe(buyer.email);
    const [paidMail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-paid:${order._id}`));
    expect(paidMail?.textBody).toContain(invoiceLabel(seen.invoiceNumber ?? 0));
    expect(paidMail?.textBody).toContain(`/dashboard/orders/${order._id}`);
  });

  it("Mark shipped needs a carrier and a tracking number; without them nothing changes", async () => {
    const order = await place(t, buyer, toolId);
    await pay(order._id);
    for (const body of [{}, { carrier: "DHL" }, { carrier: " ", trackingNumber: "X1" }]) {
      const refused = await ship(order._id, admin, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe("bad_request");
    }
    expect(await readOrder(t, order._id)).toMatchObject({ status: "paid", carrier: null, trackingNumber: null });
    expect((await ship(order._id, buyer, { carrier: "DHL", trackingNumber: "X1" })).statusCode).toBe(403);
    expect((await readOrder(t, order._id))?.status).toBe("paid");
    expect(await emailsOf(t, order._id)).not.toContain(`order-shipped:${order._id}`);
  });

  it("filters by status, finds by email (any case) or order id, and pages", async () => {
    const searcher = await signUp(t.app, { name: "Finder" });
    const first = await place(t, searcher, toolId);
    const second = await place(t, searcher, toolId);
    await pay(second._id, searcher);
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `/api/orders?${query}`, headers: admin.auth });
      expect(response.statusCode).toBe(200);
      return { ids: orderListSchema.parse(response.json()).map((order) => order._id), total: response.headers["x-total-count"] };
    };
    expect((await list(`q=${encodeURIComponent(searcher.email.toUpperCase())}`)).ids).toEqual([second._id, first._id]);
    expect((await list(`q=${encodeURIComponent(searcher.email)}&status=paid`)).ids).toEqual([second._id]);
    expect((await list(`q=${first._id}`)).ids).toEqual([first._id]);
    expect((await list(`q=nobody%40example.com`)).ids).toEqual([]);
    const paid = await list("status=paid&page=1&limit=100");
    expect(paid.ids).toContain(second._id);
    expect(paid.ids).not.toContain(first._id);
    expect(Number(paid.total)).toBe(paid.ids.length);
    expect((await t.app.inject({ url: "/api/orders?status=lost", headers: admin.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/orders?q=${searcher.email}`, headers: buyer.auth })).statusCode).toBe(403);
  });

  // Issue 20 item 15: the number shown on every page, and part of an email, find orders too.
  it("finds an order by the number it shows (with or without #) and orders by part of an email, any case", async () => {
    const searcher = await signUp(t.app, { email: uniqueEmail("jimbob_100") });
    const first = await place(t, searcher, toolId);
    const second = await place(t, searcher, toolId);
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `/api/orders?q=${encodeURIComponent(query)}`, headers: admin.auth });
      expect(response.statusCode).toBe(200);
      return orderListSchema.parse(response.json()).map((order) => order._id);
    };
    expect(await list(orderNumber(first._id))).toEqual([first._id]);
    expect(await list(`#${orderNumber(second._id).toLowerCase()}`)).toEqual([second._id]);
    const part = searcher.email.slice(0, searcher.email.indexOf("@")).toUpperCase();
    expect(await list(part)).toEqual([second._id, first._id]);
    expect(await list("bob_100")).toEqual([second._id, first._id]);
    // "_" and "%" are searched as typed, not as LIKE's wildcards.
    expect(await list("jimb_b")).toEqual([]);
    expect(await list("jimbob%100")).toEqual([]);
  });

  it("exports the filtered orders as CSV, quoting commas and quotes and defusing formulas", async () => {
    const tricky = await signUp(t.app, { name: "Tricky" });
    const order = await place(t, tricky, toolId, { name: 'Smith, "Jo"', address: "=cmd|' /C calc'!A0" });
    await place(t, tricky, toolId, { name: "@SUM(1+1)" });
    const semicolon = await place(t, tricky, toolId, { name: "Bob;=cmd|' /C calc'!A0" });
    const response = await t.app.inject({ url: `/api/orders/export.csv?q=${encodeURIComponent(tricky.email)}`, headers: admin.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="orders-.*\.csv"/);
    expect(response.body).toContain('"Smith, ""Jo"""');
    const rows = parseCsv(response.body);
    expect(rows).toHaveLength(3);
    // Quoted, so a spreadsheet that splits on ";" keeps it one cell that starts with "Bob".
    expect(response.body).toContain(`"${semicolon._id}",`);
    expect(response.body).toContain(`"Bob;=cmd|' /C calc'!A0"`);
    for (const line of response.body.trimEnd().split("\r\n")) expect(line).toMatch(/^"[^"]*"(,"([^"]|"")*")*$/);
    const row = rows.find((candidate) => candidate["Order id"] === order._id);
    expect(row).toMatchObject({ Name: 'Smith, "Jo"', Address: "'=cmd|' /C calc'!A0", Email: tricky.email, Total: "37.50", Status: "unpaid" });
    expect(rows.map((candidate) => candidate.Name)).toContain("'@SUM(1+1)");
    const none = await t.app.inject({ url: `/api/orders/export.csv?q=${encodeURIComponent(tricky.email)}&status=shipped`, headers: admin.auth });
    expect(parseCsv(none.body)).toEqual([]);
    expect((await t.app.inject({ url: "/api/orders/export.csv", headers: buyer.auth })).statusCode).toBe(403);
  });

  it("an admin's refund cancels a paid order once, returns the stock and mails the buyer; a second refund is 409", async () => {
    const order = await place(t, buyer, toolId);
    await pay(order._id);
    const stock = await stockOf(t, toolId);
    const refusals = [await refund(order._id, buyer), await refund(order._id, other), await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund` })];
    expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 401]);
    expect((await readOrder(t, order._id))?.status).toBe("paid");
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(0);
    expect(await stockOf(t, toolId)).toBe(stock);

    const done = await refund(order._id, admin);
    expect(done.statusCode).toBe(200);
    const answer = orderDetailSchema.parse(done.json());
    expect(answer).toMatchObject({ status: "cancelled", refund: { amount: 37.5, reason: "customer asked" } });
    expect(answer.history.at(-1)).toMatchObject({ status: "cancelled", by: admin.email });
    expect(await stockOf(t, toolId)).toBe((stock ?? 0) + 3);
    const again = await refund(order._id, admin);
    expect(again.statusCode).toBe(409);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(1);
    expect(await stockOf(t, toolId)).toBe((stock ?? 0) + 3);
    expect(await emailsOf(t, order._id)).toContain(`order-refunded:${order._id}`);
    // The invoice stays: the sale happened.
    expect((await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: buyer.auth })).statusCode).toBe(200);
  });

  it("refuses to refund an unpaid order and to delete a paid one", async () => {
    const unpaid = await place(t, buyer, toolId);
    expect((await refund(unpaid._id, admin)).statusCode).toBe(409);
    expect((await readOrder(t, unpaid._id))?.status).toBe("unpaid");
    const paid = await place(t, buyer, toolId);
    await pay(paid._id);
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/orders/${paid._id}`, headers: admin.auth });
    expect(deleted.statusCode).toBe(409);
    expect((await readOrder(t, paid._id))?.status).toBe("paid");
  });

  it("the invoice is a PDF with its number for the buyer and the office; none before payment", async () => {
    const order = await place(t, buyer, toolId, { name: "Zoë Ñandú 农场" });
    expect((await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: buyer.auth })).statusCode).toBe(409);
    await pay(order._id);
    const { invoiceNumber } = await detail(order._id, buyer);
    for (const who of [buyer, admin]) {
      const response = await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: who.auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getTitle()).toBe(`Invoice ${invoiceLabel(invoiceNumber ?? 0)}`);
      expect(pdf.getAuthor()).toBe("Office Test Farm Supply");
    }
    expect((await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: other.auth })).statusCode).toBe(403);
  });

  // Issue 20 item 19: the buyer's VAT ID, as their business profile gave it when they paid.
  it("prints the buyer's company and VAT ID on the invoice, as they were when it was issued", async () => {
    const business = await signUp(t.app, { name: "Coop Buyer" });
    await t.database.db.insert(businessDetails).values({ userId: business.uid, companyName: "Green Acres Co-op", vatId: "IE1234567T" });
    const order = await place(t, business, toolId);
    await pay(order._id, business);
    await t.database.db.update(businessDetails).set({ vatId: "IE9999999X" }).where(eq(businessDetails.userId, business.uid));
    const response = await t.app.inject({ url: `/api/orders/${order._id}/invoice.pdf`, headers: business.auth });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Green Acres Co-op");
    expect(text).toContain("VAT ID: IE1234567T");
    expect(text).not.toContain("IE9999999X");
  });

  it("numbers invoices without gaps or repeats, also under concurrent payments", async () => {
    const placed = await Promise.all(Array.from({ length: 6 }, () => place(t, buyer, toolId)));
    await Promise.all(placed.map((order) => pay(order._id)));
    const numbers = (await t.database.db.select({ number: invoices.number }).from(invoices)).map((row) => row.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it("mails a cancel and an expiry once each, and records them in the history", async () => {
    const cancelled = await place(t, buyer, toolId);
    await t.app.inject({ method: "DELETE", url: `/api/order/${cancelled._id}`, headers: buyer.auth });
    const expiring = await place(t, buyer, toolId);
    await t.app.runSweep(new Date(Date.now() + 7 * 24 * 3600_000));
    await t.app.runSweep(new Date(Date.now() + 8 * 24 * 3600_000));
    expect(await emailsOf(t, cancelled._id)).toEqual([`order-cancelled:${cancelled._id}`, `order-placed:${cancelled._id}`]);
    expect(await emailsOf(t, expiring._id)).toEqual([`order-expired:${expiring._id}`, `order-placed:${expiring._id}`]);
    const steps = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, expiring._id));
    expect(steps.map((step) => step.status).sort()).toEqual(["expired", "unpaid"]);
  });
});

describe("refunds with Stripe (local stand-in)", () => {
  const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
  const signer = new Stripe("sk_test_signer");
  const refundCalls: { paymentIntent: string | null; idempotencyKey: string | undefined }[] = [];
  let stripeApi: Awaited<ReturnType<typeof startStandIn>>;
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let toolId: string;

  beforeAll(async () => {
    stripeApi = await startStandIn(async (req, res) => {
      res.setHeader("content-type", "application/json");
      const body = new URLSearchParams(await readBody(req));
      if (req.method === "POST" && req.url === "/v1/refunds") {
        refundCalls.push({ paymentIntent: body.get("payment_intent"), idempotencyKey: req.headers["idempotency-key"] as string | undefined });
        return res.end(JSON.stringify({ id: `re_${randomBytes(6).toString("hex")}`, object: "refund", amount: Number(body.get("amount")), status: "succeeded" }));
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "not in the stand-in" } }));
    });
    t = await createTestApp({
      env: { ...ORDER_ENV, PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_local", STRIPE_PUBLISHABLE_KEY: "pk_test_local", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      stripeConnection: { host: "127.0.0.1", port: stripeApi.port, protocol: "http" },
      seed: false,
    });
    admin = await signInAdmin(t);
    buyer = await signUp(t.app);
    toolId = (await addTool(t, "Stripe Rake")).id;
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
  /** An order paid as Stripe's webhook reports it. */
  async function paidOrder() {
    const order = await place(t, buyer, toolId);
    const intentId = `pi_${randomBytes(8).toString("hex")}`;
    const paid = await webhook("payment_intent.succeeded", { id: intentId, object: "payment_intent", amount: 3750, currency: "usd", status: "succeeded", metadata: { orderId: order._id } });
    expect(paid.statusCode).toBe(200);
    expect((await readOrder(t, order._id))?.status).toBe("paid");
    return { order, intentId };
  }
  const chargeRefunded = (intentId: string, refunded = true) => ({
    id: `ch_${randomBytes(6).toString("hex")}`,
    object: "charge",
    payment_intent: intentId,
    amount: 3750,
    amount_refunded: refunded ? 3750 : 1000,
    refunded,
    refunds: { object: "list", data: [{ id: `re_dash_${randomBytes(4).toString("hex")}`, object: "refund" }] },
  });

  it("the office's refund goes through Stripe's SDK once; the charge.refunded that follows changes nothing", async () => {
    const { order, intentId } = await paidOrder();
    const stock = await stockOf(t, toolId);
    const response = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund`, headers: admin.auth, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(refundCalls).toEqual([{ paymentIntent: intentId, idempotencyKey: `refund-${intentId}` }]);
    for (let i = 0; i < 2; i++) expect((await webhook("charge.refunded", chargeRefunded(intentId))).statusCode).toBe(200);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(1);
    expect(await stockOf(t, toolId)).toBe((stock ?? 0) + 3);
    expect((await readOrder(t, order._id))?.status).toBe("cancelled");
  });

  it("a refund made in Stripe's dashboard closes the order once, however often the webhook comes", async () => {
    const { order, intentId } = await paidOrder();
    const stock = await stockOf(t, toolId);
    refundCalls.length = 0;
    // Issue 21: a partial refund is recorded with an amount-only credit note; the order stays paid, no stock back.
    const partial = chargeRefunded(intentId, false);
    for (let i = 0; i < 2; i++) expect((await webhook("charge.refunded", partial)).statusCode).toBe(200);
    expect((await readOrder(t, order._id))?.status).toBe("paid");
    expect(await stockOf(t, toolId)).toBe(stock);
    const event = chargeRefunded(intentId);
    for (let i = 0; i < 2; i++) expect((await webhook("charge.refunded", event)).statusCode).toBe(200);
    expect((await readOrder(t, order._id))?.status).toBe("cancelled");
    const recorded = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(recorded.map((row) => [row.amountCents, row.providerRefundId]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [1000, partial.refunds.data[0]?.id],
      [2750, event.refunds.data[0]?.id],
    ]);
    expect(await stockOf(t, toolId)).toBe((stock ?? 0) + 3);
    expect(refundCalls).toEqual([]);
    // One email per refund.
    const mails = await t.database.db.select().from(emailOutbox).where(and(like(emailOutbox.eventKey, `order-refunded%:${order._id}`)));
    expect(mails).toHaveLength(2);
  });
});

