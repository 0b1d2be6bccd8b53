import { checkoutSchema, formatCents, messages, placeOrderResponseSchema, quoteDetailSchema, quoteSchema, type Company, type Quote } from "@shop/contract";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orderLines, orders, quotes, tools } from "../src/db/schema";
import { utcDay } from "../src/modules/orders/place";
import { addDays } from "../src/modules/quotes/quotes";
import { quoteLines } from "../src/modules/quotes/schema";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";

/**
 * Issue 35, item 7 (finding 8): a cart above MAX_HELD_VALUE ($25,000 here, the default) is
 * refused as an order with words that are true for the buyer, goes to the office as one quote
 * request, comes back as one offer (a price per line, freight, a last day) and is accepted into
 * one order of every line. A company on terms orders it on account within its credit limit.
 */
const MAX_HELD_VALUE = 25_000;
let t: TestApp;
let office: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, MAX_HELD_VALUE: String(MAX_HELD_VALUE), MAX_HELD_SHARE: "100", MAX_UNPAID_ORDERS: "50", SHOP_EMAIL: "office@cart-quotes.example" } });
  office = await signInAdmin(t);
});
afterAll(() => t.close());

const today = () => utcDay(new Date());
const shipping = { name: "Co-op Buyer", phone: "+880 1712-345678", address: "4 Paddy Lane, Rajshahi" };

/** A tool of its own at $110.00 each, sold one by one. */
async function newTool(stock = 1_000): Promise<string> {
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: `Power Tiller ${Math.random().toString(36).slice(2, 8)}`, description: "Tills.", img: "/images/tools/spade.svg", minimumOrderQuantity: 1, availableQuantity: stock, priceCents: 11_000 })
    .returning();
  if (!tool) throw new Error("no tool");
  return tool.id;
}
/** A $33,000 cart: three tools, 100 of each at $110.00. */
const bigCart = async () => [{ productId: await newTool(), quantity: 100 }, { productId: await newTool(), quantity: 100 }, { productId: await newTool(), quantity: 100 }];

const placeCart = (who: SignedIn, items: { productId: string; quantity: number }[], extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url: "/api/orders", headers: who.auth, payload: { ...shipping, items, ...extra } });
const checkout = async (who: SignedIn, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: "POST", url: "/api/checkout", headers: who.auth, payload });
  expect(response.statusCode, response.body).toBe(200);
  return checkoutSchema.parse(response.json());
};
const requestCart = (who: SignedIn, payload: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/quotes/cart", headers: who.auth, payload });
const answer = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: "POST", url: `/api/quotes/${id}/answer`, headers: office.auth, payload });
const stockOf = async (ids: string[]) => (await t.database.db.select({ n: tools.availableQuantity }).from(tools).where(inArray(tools.id, ids)).orderBy(asc(tools.id))).map((row) => row.n);
const snapshot = () => Promise.all([orders, orderLines, tools, quotes, quoteLines].map((table) => rowsOf(t, table)));
const firstAddress = (company: Company) => {
  const [address] = company.addresses;
  if (!address) throw new Error("no address");
  return address;
};

describe("an order above MAX_HELD_VALUE", () => {
  it("is refused, to a buyer with no open orders, as above what can be ordered without a quote, and the checkout says so first", async () => {
    const buyer = await signUp(t.app, { name: "Co-op Buyer" });
    const items = await bigCart();
    const preview = await checkout(buyer, { items });
    const words = messages.order.aboveHeldValue(formatCents(MAX_HELD_VALUE * 100));
    expect(preview.bill.total).toBe(33_000);
    expect(preview.heldValueCap).toEqual({ max: MAX_HELD_VALUE, held: 0, message: words });
    expect(words).not.toContain("pay your open orders");

    const before = await snapshot();
    expect(expectError(await placeCart(buyer, items), 409, "conflict").error.message).toBe(words);
    expect(await snapshot()).toEqual(before);
  });

  it("is refused, to a buyer whose open orders take it above, naming what they hold", async () => {
    const buyer = await signUp(t.app, { name: "Co-op Buyer" });
    const open = await placeCart(buyer, [{ productId: await newTool(), quantity: 200 }]);
    expect(open.statusCode, open.body).toBe(201);
    const items = [{ productId: await newTool(), quantity: 50 }];
    const words = messages.order.heldValueWithOpen(formatCents(MAX_HELD_VALUE * 100), formatCents(22_000_00));
    expect((await checkout(buyer, { items })).heldValueCap).toEqual({ max: MAX_HELD_VALUE, held: 22_000, message: words });
    const before = await snapshot();
    expect(expectError(await placeCart(buyer, items), 409, "conflict").error.message).toBe(words);
    expect(await snapshot()).toEqual(before);
    // Within the cap, nothing is said.
    expect((await checkout(buyer, { items: [{ productId: items[0]?.productId, quantity: 10 }] })).heldValueCap).toBeNull();
  });
});

describe("a cart's quote", () => {
  it("is asked for as one request, answered as one offer and accepted into one order of every line", async () => {
    const buyer = await signUp(t.app, { name: "Co-op Buyer" });
    const items = await bigCart();
    const ids = items.map((item) => item.productId);
    const asked = await requestCart(buyer, { items, address: "4 Paddy Lane, Rajshahi", country: "bd", postalCode: "6000", wantedBy: addDays(today(), 14), note: "For the co-operative's season" });
    expect(asked.statusCode, asked.body).toBe(201);
    const quote = quoteSchema.parse(asked.json());
    expect(quote).toMatchObject({ status: "requested", lineCount: 3, quantity: 300, listUnitPrice: 110, destination: { address: "4 Paddy Lane, Rajshahi", country: "BD", postalCode: "6000", companyAddressId: null }, total: null });
    const mail = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `quote-requested:${quote._id}:office@cart-quotes.example`)))[0];
    expect(mail?.subject).toContain("3 lines");
    for (const id of ids) expect(mail?.textBody).toContain(`100 × ${(await t.database.db.select().from(tools).where(eq(tools.id, id)))[0]?.name}`);

    const detail = quoteDetailSchema.parse((await t.app.inject({ url: `/api/quotes/${quote._id}`, headers: office.auth })).json());
    expect(detail.lines?.map((line) => [line.productId, line.quantity, line.listUnitPrice, line.unitPrice, line.inStock])).toEqual(ids.map((id) => [id, 100, 110, null, 1_000]));

    // One price per line, or nothing changes.
    const before = await snapshot();
    expectFieldErrors(await answer(quote._id, { action: "offer", unitPrice: "100", validUntil: addDays(today(), 10) }), ["body.lines"]);
    expectFieldErrors(await answer(quote._id, { action: "offer", lines: [{ unitPrice: "100" }], validUntil: addDays(today(), 10) }), ["body.lines"]);
    expect(await snapshot()).toEqual(before);

    const offered = await answer(quote._id, { action: "offer", lines: [{ unitPrice: "100" }, { unitPrice: "99.50" }, { unitPrice: "101" }], freight: "250", validUntil: addDays(today(), 10) });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(quoteSchema.parse(offered.json())).toMatchObject({ status: "offered", freight: 250, total: 30_300, unitPrice: 100 });
    const offerMail = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `quote-offered:${quote._id}`)))[0];
    expect(offerMail?.textBody).toContain("$30,300.00");

    // The bill before accepting is the offer's: quoted lines and freight, no cap to warn of.
    const preview = await checkout(buyer, { quoteId: quote._id });
    expect(preview.lines.map((line) => line.unitPrice)).toEqual([100, 99.5, 101]);
    expect(preview.bill.total).toBe(30_300);
    expect(preview.heldValueCap).toBeNull();

    const accepted = await t.app.inject({ method: "POST", url: `/api/quotes/${quote._id}/accept`, headers: buyer.auth, payload: { ...shipping, country: "US" } });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { insertedId, order } = placeOrderResponseSchema.parse(accepted.json());
    expect(order).toMatchObject({ status: "unpaid", price: 30_300, quantity: 300 });
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, insertedId)).orderBy(asc(orderLines.position));
    expect(lines.map((line) => [line.toolId, line.quantity, line.unitPriceCents, line.quoteId])).toEqual([
      [ids[0], 100, 10_000, quote._id],
      [ids[1], 100, 9_950, quote._id],
      [ids[2], 100, 10_100, quote._id],
    ]);
    // It goes where the office priced the freight for, whatever the body says.
    expect((await t.database.db.select().from(orders).where(eq(orders.id, insertedId)))[0]).toMatchObject({ shippingCents: 25_000, country: "BD", postalCode: "6000" });
    expect(await stockOf(ids)).toEqual([900, 900, 900]);
    expect(quoteSchema.parse((await t.app.inject({ url: `/api/quotes/${quote._id}`, headers: buyer.auth })).json())).toMatchObject({ status: "accepted", orderId: insertedId });
    // Once only.
    expectError(await t.app.inject({ method: "POST", url: `/api/quotes/${quote._id}/accept`, headers: buyer.auth, payload: shipping }), 409, "conflict");
  });

  it("of a company member goes to one of the company's addresses, and becomes the company's order there", async () => {
    const { company } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    const items = await bigCart();
    expectFieldErrors(await requestCart(buyer, { items }), ["body.companyAddressId"]);
    const address = company.addresses[1] ?? firstAddress(company);
    const asked = await requestCart(buyer, { items, companyAddressId: address._id });
    expect(asked.statusCode, asked.body).toBe(201);
    const quote = quoteSchema.parse(asked.json());
    expect(quote).toMatchObject({ companyId: company._id, lineCount: 3, destination: { companyAddressId: address._id, country: address.country, postalCode: address.postalCode } });
    const offered = await answer(quote._id, { action: "offer", lines: items.map(() => ({ unitPrice: "105" })), validUntil: addDays(today(), 3) });
    expect(offered.statusCode, offered.body).toBe(200);
    const accepted = await t.app.inject({ method: "POST", url: `/api/quotes/${quote._id}/accept`, headers: buyer.auth, payload: { ...shipping, companyAddressId: firstAddress(company)._id } });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { order } = placeOrderResponseSchema.parse(accepted.json());
    expect(order).toMatchObject({ companyId: company._id, price: 31_500, address: address.address });
  });

  it("keeps a one-tool quote's request, answer and order as they were", async () => {
    const buyer = await signUp(t.app, { name: "Co-op Buyer" });
    const productId = await newTool();
    const asked = await t.app.inject({ method: "POST", url: "/api/quotes", headers: buyer.auth, payload: { productId, quantity: 300 } });
    expect(asked.statusCode, asked.body).toBe(201);
    const quote: Quote = quoteSchema.parse(asked.json());
    expectFieldErrors(await answer(quote._id, { action: "offer", validUntil: addDays(today(), 3) }), ["body.unitPrice"]);
    const offered = await answer(quote._id, { action: "offer", unitPrice: "100", validUntil: addDays(today(), 3) });
    expect(quoteSchema.parse(offered.json())).toMatchObject({ lineCount: 1, unitPrice: 100, total: 30_000, freight: null });
    const accepted = await t.app.inject({ method: "POST", url: `/api/quotes/${quote._id}/accept`, headers: buyer.auth, payload: shipping });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(placeOrderResponseSchema.parse(accepted.json()).order).toMatchObject({ price: 30_000, quantity: 300 });
  });
});

describe("a company on terms", () => {
  it("orders a $33,000 cart on account within its credit limit, not against MAX_HELD_VALUE", async () => {
    const { company } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    const terms = await t.app.inject({ method: "PATCH", url: `/api/admin/companies/${company._id}`, headers: office.auth, payload: { paymentTerms: "net30", creditLimit: 50_000 } });
    expect(terms.statusCode, terms.body).toBe(200);
    const items = await bigCart();
    const companyAddressId = firstAddress(company)._id;
    const preview = await checkout(buyer, { items, companyAddressId });
    expect(preview).toMatchObject({ onAccount: true, heldValueCap: null });
    const placed = await placeCart(buyer, items, { companyAddressId });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placeOrderResponseSchema.parse(placed.json()).order).toMatchObject({ status: "confirmed", price: 33_000, paymentTerms: "net30" });

    // Above its credit limit it is an ordinary unpaid order again, and the cap holds.
    const more = await bigCart();
    const refused = await checkout(buyer, { items: more, companyAddressId });
    expect(refused.onAccount).toBe(false);
    expect(refused.heldValueCap?.message).toBe(messages.order.aboveHeldValue(formatCents(MAX_HELD_VALUE * 100)));
    expect(expectError(await placeCart(buyer, more, { companyAddressId }), 409, "conflict").error.message).toBe(messages.order.aboveHeldValue(formatCents(MAX_HELD_VALUE * 100)));
  });
});
