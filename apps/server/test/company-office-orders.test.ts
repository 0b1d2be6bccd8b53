import { officeOrderMessages, orderDetailSchema, orderListSchema, orderSchema, type Company } from "@shop/contract";
import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, emailOutbox, orderEvents, orderLines, orders, tools } from "../src/db/schema";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { companyRows, newCompany, newMember } from "./companies";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";

/**
 * Issue 27 item 6: after a call, the office orders for a company's member. The order is the
 * member's (their company's address and bill, their email, their payment), names the office,
 * and is not held to the member's limits.
 */
let t: TestApp;
let office: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, MAX_HELD_SHARE: "100" } });
  office = await signInAdmin(t);
});
afterAll(() => t.close());

async function newTool(priceCents = 2_000): Promise<string> {
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: `Sickle ${Math.random()}`, description: "Cuts.", img: "/images/tools/spade.svg", minimumOrderQuantity: 1, availableQuantity: 1_000, priceCents })
    .returning();
  if (!tool) throw new Error("no tool");
  return tool.id;
}
const address = (company: Company, index = 0) => {
  const found = company.addresses[index];
  if (!found) throw new Error("no address");
  return found;
};
const orderFor = (who: SignedIn, companyId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `/api/admin/companies/${companyId}/orders`, headers: who.auth, payload });
const snapshot = async () => [await companyRows(t), await rowsOf(t, orders), await rowsOf(t, orderLines), await rowsOf(t, orderEvents), await rowsOf(t, tools), (await t.database.db.select().from(emailOutbox)).length];

describe("POST /api/admin/companies/{id}/orders", () => {
  it("places the member's order to the company's address, past their limit, named as the office's; the member is emailed and pays", async () => {
    const { company } = await newCompany(t);
    // A limit of $10 an order, far below the $200 ordered: the office's order is not held to it.
    const buyer = await newMember(t, company._id, "buyer", { orderLimitCents: 1_000, monthlyLimitCents: 1_000 }, "Jamal Uddin");
    const toolId = await newTool();
    const warehouse = address(company, 1);
    const response = await orderFor(office, company._id, { buyerEmail: buyer.email.toUpperCase(), items: [{ productId: toolId, quantity: 10 }], companyAddressId: warehouse._id, phone: "+880 1712-345678", poNumber: "PHONE-7" });
    expect(response.statusCode, response.body).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order).toMatchObject({
      status: "unpaid",
      email: buyer.email,
      name: "Jamal Uddin",
      address: warehouse.address,
      country: warehouse.country,
      poNumber: "PHONE-7",
      companyId: company._id,
      placedBy: buyer.email,
      placedByOffice: office.email,
      approvedBy: null,
      price: 200,
    });
    const mail = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, `order-placed:${order._id}`));
    expect(mail.map((row) => row.toAddress)).toEqual([buyer.email]);

    // The member sees it as their own, with the office in its history, and pays it.
    const mine = orderListSchema.parse((await t.app.inject({ url: `/api/order?email=${buyer.email}`, headers: buyer.auth })).json());
    expect(mine.map((row) => row._id)).toEqual([order._id]);
    const detail = orderDetailSchema.parse((await t.app.inject({ url: `/api/orders/${order._id}`, headers: buyer.auth })).json());
    expect(detail.history).toEqual([expect.objectContaining({ status: "unpaid", by: "the shop", note: "placed by the office; the member's limits do not apply" })]);
    const seenByOffice = orderDetailSchema.parse((await t.app.inject({ url: `/api/orders/${order._id}`, headers: office.auth })).json());
    expect(seenByOffice.history[0]?.by).toBe(office.email);
    await payByTestCard(t.app, buyer, order._id);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]?.status).toBe("paid");
  });

  it("takes the member's name and business phone when the office gives none, and needs a phone when there is none", async () => {
    const { company } = await newCompany(t);
    const buyer = await newMember(t, company._id, "approver", {}, "Mita Roy");
    const body = { buyerEmail: buyer.email, items: [{ productId: await newTool(), quantity: 1 }], companyAddressId: address(company)._id };
    const before = await snapshot();
    const refused = expectFieldErrors(await orderFor(office, company._id, body), ["body.phone"]);
    expect(refused.error.message).toBe(officeOrderMessages.phoneNeeded);
    expect(await snapshot()).toEqual(before);
    const saved = await t.app.inject({ method: "PUT", url: "/api/profile/business", headers: buyer.auth, payload: { phone: "+880 1811-000000" } });
    expect(saved.statusCode, saved.body).toBe(200);
    const placed = await orderFor(office, company._id, body);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(orderSchema.parse(placed.json())).toMatchObject({ name: "Mita Roy", phone: "+880 1811-000000" });
  });

  it("refuses, changing nothing: a caller who is not a shop admin, another company's address, a stranger's email, an accountant, a suspended company, an unknown company", async () => {
    const { company, admin: companyAdmin } = await newCompany(t);
    const { company: other } = await newCompany(t, undefined, { name: "Other Co-op" });
    const buyer = await newMember(t, company._id, "buyer");
    const accountant = await newMember(t, company._id, "accountant");
    const toolId = await newTool();
    const body = (overrides: Record<string, unknown> = {}) => ({ buyerEmail: buyer.email, items: [{ productId: toolId, quantity: 1 }], companyAddressId: address(company)._id, phone: "0123456789", ...overrides });
    const stranger = await signUp(t.app);
    const before = await snapshot();

    expectError(await t.app.inject({ method: "POST", url: `/api/admin/companies/${company._id}/orders`, payload: body() }), 401, "unauthorized");
    expectError(await orderFor(companyAdmin, company._id, body()), 403, "forbidden");
    expectError(await orderFor(buyer, company._id, body()), 403, "forbidden");
    expectError(await orderFor(office, company._id, body({ companyAddressId: address(other)._id })), 404, "not_found");
    expectError(await orderFor(office, "00000000-0000-4000-8000-000000000000", body()), 404, "not_found");
    expect(expectFieldErrors(await orderFor(office, company._id, body({ buyerEmail: stranger.email })), ["body.buyerEmail"]).error.message).toBe(officeOrderMessages.notAMember(stranger.email));
    expect(expectFieldErrors(await orderFor(office, other._id, body()), ["body.buyerEmail"]).error.message).toBe(officeOrderMessages.notAMember(buyer.email));
    expect(expectFieldErrors(await orderFor(office, company._id, body({ buyerEmail: accountant.email })), ["body.buyerEmail"]).error.message).toBe(officeOrderMessages.mayNotOrder(accountant.email));
    expectFieldErrors(await orderFor(office, company._id, body({ items: [] })), ["body.items"]);
    expectFieldErrors(await orderFor(office, company._id, body({ companyAddressId: undefined })), ["body.companyAddressId"]);
    expect(await snapshot()).toEqual(before);

    await t.database.db.update(companies).set({ suspended: true }).where(eq(companies.id, company._id));
    const suspended = await snapshot();
    expect(expectError(await orderFor(office, company._id, body()), 409, "conflict").error.message).toBe(officeOrderMessages.suspended);
    expect(await snapshot()).toEqual(suspended);
  });

  it("writes the history in order: the office placed it, for the member", async () => {
    const { company } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    const response = await orderFor(office, company._id, { buyerEmail: buyer.email, items: [{ productId: await newTool(), quantity: 2 }], companyAddressId: address(company)._id, phone: "0123456789" });
    const order = orderSchema.parse(response.json());
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id)).orderBy(asc(orderEvents.at));
    expect(events.map((event) => [event.status, event.byUserId, event.note])).toEqual([["unpaid", office.uid, "placed by the office; the member's limits do not apply"]]);
  });
});
