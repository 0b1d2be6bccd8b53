import { companyMessages, orderDetailSchema, orderListSchema, orderSchema, placeOrderResponseSchema, TOTAL_COUNT_HEADER, type Company, type Order } from "@shop/contract";
import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDetails, companies, companyMembers, emailOutbox, orderEvents, orders, tools } from "../src/db/schema";
import { addDays } from "../src/modules/quotes/quotes";
import { utcDay } from "../src/modules/orders/place";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";
import { expectError, expectFieldErrors } from "./expect-error";

/**
 * Issue 27 items 2 and 3 (decision 037): a member's order belongs to the company, goes to one of
 * its addresses and bills it; over a member's limit it waits for an approver; approvals decide
 * it exactly once; the sweep expires it after APPROVAL_DAYS.
 */
const APPROVAL_DAYS = 7;
const HOLD_MINUTES = 30;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, APPROVAL_DAYS: String(APPROVAL_DAYS), ORDER_HOLD_MINUTES: String(HOLD_MINUTES), MAX_HELD_SHARE: "100", MAX_UNPAID_ORDERS: "50" } });
});
afterAll(() => t.close());

/** A tool of its own at `priceCents` each, sold one by one. */
async function newTool(priceCents: number, stock = 1000): Promise<string> {
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: `Pruner ${Math.random()}`, description: "Prunes.", img: "/images/tools/spade.svg", minimumOrderQuantity: 1, availableQuantity: stock, priceCents })
    .returning();
  if (!tool) throw new Error("no tool");
  return tool.id;
}
const stockOf = async (id: string) => (await t.database.db.select().from(tools).where(eq(tools.id, id)))[0]?.availableQuantity;
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const firstAddress = (company: Company) => {
  const [address] = company.addresses;
  if (!address) throw new Error("no address");
  return address;
};

const shipping = { name: "Farm Buyer", phone: "+880 1712-345678", address: "typed, and ignored for a member" };
const place = (who: SignedIn, payload: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/orders", headers: who.auth, payload: { ...shipping, ...payload } });
async function placed(who: SignedIn, company: Company, productId: string, quantity = 1): Promise<Order> {
  const response = await place(who, { productId, quantity, companyAddressId: firstAddress(company)._id });
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderResponseSchema.parse(response.json()).order;
}
const approve = (who: SignedIn, id: string) => t.app.inject({ method: "POST", url: `/api/orders/${id}/approve`, headers: who.auth });
const reject = (who: SignedIn, id: string, reason = "Too many pruners this season") =>
  t.app.inject({ method: "POST", url: `/api/orders/${id}/reject`, headers: who.auth, payload: { reason } });
const companyOrders = (who: SignedIn, query = "") => t.app.inject({ method: "GET", url: `/api/company/orders${query}`, headers: who.auth });

/** What a refused decision must leave as it was: the order, its history, the stock, the outbox. */
const snapshot = async (orderId: string, toolId: string) => [
  await orderRow(orderId),
  await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
  await stockOf(toolId),
  (await t.database.db.select().from(emailOutbox)).length,
];

describe("a company member's order", () => {
  it("belongs to the company, goes to the chosen company address and is billed to the company", async () => {
    const { company, admin } = await newCompany(t, undefined, { vatId: "DE123456789" });
    // The founder's own business details bill nothing; the office's check of the company's ID proves it.
    await t.database.db.insert(businessDetails).values({ userId: admin.uid, companyName: "Ignored Ltd", vatId: "DE123456789" });
    const checked = await t.app.inject({ method: "PUT", url: `/api/admin/companies/${company._id}/vat-check`, headers: (await signInAdmin(t)).auth, payload: { vatId: "DE123456789" } });
    expect(checked.statusCode, checked.body).toBe(204);
    const buyer = await newMember(t, company._id, "buyer");
    const [, warehouse] = company.addresses;
    if (!warehouse) throw new Error("no warehouse");
    const response = await place(buyer, { productId: await newTool(1000), quantity: 2, companyAddressId: warehouse._id, country: "US" });
    expect(response.statusCode, response.body).toBe(201);
    const order = placeOrderResponseSchema.parse(response.json()).order;
    expect(order).toMatchObject({ status: "unpaid", companyId: company._id, placedBy: buyer.email, approvedBy: null, address: warehouse.address, country: warehouse.country, postalCode: warehouse.postalCode });
    const row = await orderRow(order._id);
    expect(row).toMatchObject({ buyerCompany: company.name, buyerVatId: "DE123456789", buyerVatProof: "office", buyerBillingAddress: company.billingAddress });
  });

  it("must name one of the company's addresses: none is 400, another company's is 404, and nothing is placed", async () => {
    const { company } = await newCompany(t);
    const { company: other } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    const toolId = await newTool(1000);
    const before = await t.database.db.select().from(orders);
    expectFieldErrors(await place(buyer, { productId: toolId }), ["body.companyAddressId"]);
    expectError(await place(buyer, { productId: toolId, companyAddressId: firstAddress(other)._id }), 404, "not_found");
    expect(await t.database.db.select().from(orders)).toEqual(before);
    expect(await stockOf(toolId)).toBe(1000);
  });

  it("is refused to an accountant (403) and to every member of a suspended company (403 with the reason), also on accepting a quote", async () => {
    const { company, admin } = await newCompany(t);
    const accountant = await newMember(t, company._id, "accountant");
    const buyer = await newMember(t, company._id, "buyer");
    const toolId = await newTool(1000);
    const companyAddressId = firstAddress(company)._id;
    const refused = expectError(await place(accountant, { productId: toolId, companyAddressId }), 403, "forbidden");
    expect(refused.error.message).toBe(companyMessages.noRight("place orders"));

    // A quote offered before the suspension cannot be accepted during it.
    const asked = await t.app.inject({ method: "POST", url: "/api/quotes", headers: buyer.auth, payload: { productId: toolId, quantity: 5, wantedBy: addDays(utcDay(new Date()), 7), note: "Spring" } });
    expect(asked.statusCode, asked.body).toBe(201);
    const quoteId = asked.json<{ _id: string }>()._id;
    const offer = await t.app.inject({ method: "POST", url: `/api/quotes/${quoteId}/answer`, headers: (await signInAdmin(t)).auth, payload: { action: "offer", unitPrice: "9.00", validUntil: addDays(utcDay(new Date()), 10) } });
    expect(offer.statusCode, offer.body).toBe(200);

    await t.database.db.update(companies).set({ suspended: true }).where(eq(companies.id, company._id));
    const before = await t.database.db.select().from(orders);
    for (const who of [buyer, admin]) {
      const answer = expectError(await place(who, { productId: toolId, companyAddressId }), 403, "forbidden");
      expect(answer.error.message).toBe(companyMessages.suspended);
    }
    const accept = await t.app.inject({ method: "POST", url: `/api/quotes/${quoteId}/accept`, headers: buyer.auth, payload: { ...shipping, companyAddressId } });
    expect(expectError(accept, 403, "forbidden").error.message).toBe(companyMessages.suspended);
    expect(await t.database.db.select().from(orders)).toEqual(before);
    expect(await stockOf(toolId)).toBe(1000);
    // They still read their company's orders.
    expect((await companyOrders(buyer)).statusCode).toBe(200);
  });
});

describe("spending limits", () => {
  it("per order: equal to the limit passes, one cent over waits for approval holding its stock", async () => {
    const { company } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer", { orderLimitCents: 10_000 });
    const equal = await placed(buyer, company, await newTool(10_000));
    expect(equal.status).toBe("unpaid");
    const overTool = await newTool(10_001);
    const before = Date.now();
    const over = await placed(buyer, company, overTool);
    expect(over.status).toBe("awaiting_approval");
    expect(over.holdUntil).toBeNull();
    const until = Date.parse(over.approvalUntil ?? "");
    expect(until).toBeGreaterThanOrEqual(before + APPROVAL_DAYS * 86_400_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + APPROVAL_DAYS * 86_400_000 + 1000);
    expect((await orderRow(over._id))?.holdUntil).toBeNull();
    expect(await stockOf(overTool)).toBe(999);
    // Not payable while it waits.
    const intent = await t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: buyer.auth, payload: { orderId: over._id } });
    expect(intent.statusCode, intent.body).toBe(409);
  });

  it("per month: counts the member's orders this UTC month that are not cancelled or expired, not last month's", async () => {
    const { company } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer", { monthlyLimitCents: 30_000 });
    const first = await placed(buyer, company, await newTool(10_000));
    const second = await placed(buyer, company, await newTool(20_000));
    expect([first.status, second.status]).toEqual(["unpaid", "unpaid"]);
    const cent = await newTool(1);
    // 300.00 spent: one more cent is over.
    const over = await placed(buyer, company, cent);
    expect(over.status).toBe("awaiting_approval");
    // The waiting order counts too: cancelling it and the first brings the month back to 200.00.
    for (const id of [over._id, first._id]) expect((await t.app.inject({ method: "DELETE", url: `/api/order/${id}`, headers: buyer.auth })).statusCode).toBe(200);
    const exactly = await placed(buyer, company, await newTool(10_000));
    expect(exactly.status).toBe("unpaid");
    // An expired order counts no more; an order of last month neither.
    await t.database.db.update(orders).set({ status: "expired" }).where(eq(orders.id, exactly._id));
    const lastMonth = new Date();
    lastMonth.setUTCDate(0);
    await t.database.db.update(orders).set({ createdAt: lastMonth }).where(eq(orders.id, second._id));
    const again = await placed(buyer, company, await newTool(30_000));
    expect(again.status).toBe("unpaid");
    expect((await placed(buyer, company, cent)).status).toBe("awaiting_approval");
  });

  it("does not let two orders at once both slip under the month limit", async () => {
    const { company } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer", { monthlyLimitCents: 10_000 });
    // Two tools, so the orders do not wait on one tool row: only the member's lock orders them.
    const toolIds = [await newTool(6_000), await newTool(6_000)];
    const answers = await Promise.all(toolIds.map((productId) => place(buyer, { productId, companyAddressId: firstAddress(company)._id })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const statuses = answers.map((answer) => placeOrderResponseSchema.parse(answer.json()).order.status).sort();
    expect(statuses).toEqual(["awaiting_approval", "unpaid"]);
  });
});

describe("approving and rejecting", () => {
  async function waiting() {
    const { company, admin } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer", { orderLimitCents: 100 });
    const approver = await newMember(t, company._id, "approver");
    const accountant = await newMember(t, company._id, "accountant");
    const toolId = await newTool(5_000);
    const order = await placed(buyer, company, toolId, 2);
    expect(order.status).toBe("awaiting_approval");
    return { company, admin, buyer, approver, accountant, toolId, order };
  }

  it("emails the approvers and admins when an order waits, and the buyer when it is approved; then the buyer pays", async () => {
    const { admin, buyer, approver, accountant, order } = await waiting();
    const asked = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `order-approval:${order._id}:%`));
    expect(asked.map((mail) => mail.toAddress).sort()).toEqual([admin.email, approver.email].sort());
    expect(asked[0]?.textBody).toContain("/dashboard/company/approvals");
    expect(asked.map((mail) => mail.toAddress)).not.toContain(accountant.email);

    const response = await approve(approver, order._id);
    expect(response.statusCode, response.body).toBe(200);
    const approved = orderSchema.parse(response.json());
    expect(approved).toMatchObject({ status: "unpaid", approvedBy: approver.email, approvalUntil: null });
    const holdUntil = Date.parse(approved.holdUntil ?? "");
    expect(holdUntil).toBeGreaterThan(Date.now() + (HOLD_MINUTES - 1) * 60_000);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-approved:${order._id}`));
    expect(mail?.toAddress).toBe(buyer.email);
    expect(mail?.textBody).toContain(`/dashboard/payment/${order._id}`);

    await payByTestCard(t.app, buyer, order._id);
    const detail = orderDetailSchema.parse((await t.app.inject({ method: "GET", url: `/api/orders/${order._id}`, headers: buyer.auth })).json());
    expect(detail.status).toBe("paid");
    expect(detail.history.map((step) => [step.status, step.by])).toEqual([
      ["awaiting_approval", "you"],
      ["unpaid", approver.email],
      ["paid", null],
    ]);
    // 409 once decided.
    expectError(await approve(admin, order._id), 409, "conflict");
    expectError(await reject(admin, order._id), 409, "conflict");
  });

  it("rejecting needs a reason, cancels the order, returns its stock and tells the buyer why", async () => {
    const { buyer, admin, toolId, order } = await waiting();
    expect(await stockOf(toolId)).toBe(998);
    expectFieldErrors(await reject(admin, order._id, ""), ["body.reason"]);
    const response = await reject(admin, order._id, "Use the spring budget");
    expect(response.statusCode, response.body).toBe(200);
    expect(orderSchema.parse(response.json()).status).toBe("cancelled");
    expect(await stockOf(toolId)).toBe(1000);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-rejected:${order._id}`));
    expect(mail?.toAddress).toBe(buyer.email);
    expect(mail?.textBody).toContain("Use the spring budget");
    const [event] = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id)).orderBy(asc(orderEvents.at)).offset(1);
    expect(event).toMatchObject({ status: "cancelled", byUserId: admin.uid, note: "rejected: Use the spring budget" });
  });

  it("refuses the buyer and the accountant (403), other companies, strangers and the shop (404), changing nothing", async () => {
    const { buyer, accountant, toolId, order } = await waiting();
    const { admin: otherAdmin } = await newCompany(t);
    const outsiders = [otherAdmin, await signUp(t.app), await signInAdmin(t)];
    const before = await snapshot(order._id, toolId);
    for (const who of [buyer, accountant]) {
      expectError(await approve(who, order._id), 403, "forbidden");
      expectError(await reject(who, order._id), 403, "forbidden");
    }
    for (const who of outsiders) {
      expectError(await approve(who, order._id), 404, "not_found");
      expectError(await reject(who, order._id), 404, "not_found");
    }
    expectError(await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/approve` }), 401, "unauthorized");
    expect(await snapshot(order._id, toolId)).toEqual(before);
  });

  it("answers 409 for an order that does not wait, and 404 for an order of no company", async () => {
    const { company, admin } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    const order = await placed(buyer, company, await newTool(1000));
    expectError(await approve(admin, order._id), 409, "conflict");
    const loner = await signUp(t.app);
    const own = await place(loner, { productId: await newTool(1000) });
    expect(own.statusCode, own.body).toBe(201);
    expectError(await approve(admin, placeOrderResponseSchema.parse(own.json()).order._id), 404, "not_found");
  });

  it("gives exactly one decision to two approvers acting at once", async () => {
    const { company, approver, admin, toolId, order } = await waiting();
    const second = await newMember(t, company._id, "approver");
    const answers = await Promise.all([approve(approver, order._id), approve(second, order._id), reject(admin, order._id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const row = await orderRow(order._id);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(events).toHaveLength(2);
    expect(await stockOf(toolId)).toBe(row?.status === "cancelled" ? 1000 : 998);
  });

  it("lets nobody approve their own order, but the one member who decides (issue 35: no other admin, no approver)", async () => {
    const { company, admin } = await newCompany(t);
    await t.database.db.update(companyMembers).set({ orderLimitCents: 100 }).where(eq(companyMembers.userId, admin.uid));
    const toolId = await newTool(5_000);
    const adminOwn = await placed(admin, company, toolId);
    expect(adminOwn.status).toBe("awaiting_approval");
    expect((await approve(admin, adminOwn._id)).statusCode).toBe(200);

    const approver = await newMember(t, company._id, "approver", { orderLimitCents: 100 });
    const mine = await placed(approver, company, toolId);
    const refused = expectError(await approve(approver, mine._id), 403, "forbidden");
    expect(refused.error.message).toBe(companyMessages.ownOrder);
    expect((await approve(admin, mine._id)).statusCode).toBe(200);
    // With an approver, the only admin's own order is the approver's to decide.
    const withApprover = await placed(admin, company, toolId);
    expectError(await approve(admin, withApprover._id), 403, "forbidden");
    expect((await approve(approver, withApprover._id)).statusCode).toBe(200);

    const secondAdmin = await newMember(t, company._id, "admin");
    const another = await placed(admin, company, toolId);
    expectError(await approve(admin, another._id), 403, "forbidden");
    expect((await approve(secondAdmin, another._id)).statusCode).toBe(200);
  });

  it("expires an order left undecided for APPROVAL_DAYS, and its stock returns", async () => {
    const { toolId, order, admin } = await waiting();
    await t.app.runSweep(new Date(Date.now() + (APPROVAL_DAYS - 1) * 86_400_000));
    expect((await orderRow(order._id))?.status).toBe("awaiting_approval");
    await t.app.runSweep(new Date(Date.now() + APPROVAL_DAYS * 86_400_000 + 60_000));
    expect((await orderRow(order._id))?.status).toBe("expired");
    expect(await stockOf(toolId)).toBe(1000);
    expectError(await approve(admin, order._id), 409, "conflict");
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-approvalExpired:${order._id}`));
    expect(mail?.textBody).toContain("not approved in time");
  });
});

describe("GET /api/company/orders and the company's orders", () => {
  it("shows a buyer their own, the other roles all the company's, other companies nothing of it", async () => {
    const { company, admin } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer", { orderLimitCents: 1_500 });
    const colleague = await newMember(t, company._id, "buyer");
    const accountant = await newMember(t, company._id, "accountant");
    const toolId = await newTool(1_000);
    const mine = await placed(buyer, company, toolId);
    const waits = await placed(buyer, company, toolId, 2);
    const theirs = await placed(colleague, company, toolId);
    const { company: other, admin: otherAdmin } = await newCompany(t);
    await placed(otherAdmin, other, toolId);

    const ids = async (who: SignedIn, query = "") => {
      const response = await companyOrders(who, query);
      expect(response.statusCode, response.body).toBe(200);
      return orderListSchema.parse(response.json()).map((order) => order._id);
    };
    expect(await ids(buyer)).toEqual([waits._id, mine._id]);
    expect(await ids(accountant)).toEqual([theirs._id, waits._id, mine._id]);
    expect(await ids(admin, "?status=awaiting_approval")).toEqual([waits._id]);
    const paged = await companyOrders(admin, "?page=1&limit=2");
    expect(paged.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("3");
    expect(orderListSchema.parse(paged.json()).map((order) => [order._id, order.placedBy, order.companyId])).toEqual([
      [theirs._id, colleague.email, company._id],
      [waits._id, buyer.email, company._id],
    ]);
    expect(await ids(otherAdmin)).not.toContain(mine._id);
    expectError(await companyOrders(await signUp(t.app)), 404, "not_found");

    // One order read by id, and its invoice: the rule of the list.
    const read = (who: SignedIn, id: string) => t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: who.auth });
    expect((await read(accountant, theirs._id)).statusCode).toBe(200);
    expect((await read(admin, mine._id)).statusCode).toBe(200);
    expectError(await read(buyer, theirs._id), 403, "forbidden");
    expectError(await read(otherAdmin, theirs._id), 404, "not_found");
    expectError(await t.app.inject({ method: "GET", url: `/api/orders/${theirs._id}/invoice.pdf`, headers: otherAdmin.auth }), 404, "not_found");
    await payByTestCard(t.app, colleague, theirs._id);
    const pdf = await t.app.inject({ method: "GET", url: `/api/orders/${theirs._id}/invoice.pdf`, headers: accountant.auth });
    expect(pdf.statusCode).toBe(200);
  });
});
