import { checkoutSchema, companyMessages, messages, orderSchema, placeOrderResponseSchema, type Company, type Order } from "@shop/contract";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyMembers, emailOutbox, orderEvents, orders, tools } from "../src/db/schema";
import { createTestApp, signUp, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";
import { heldValueRefusal } from "../src/modules/orders/place";
import { expectError } from "./expect-error";

/**
 * Issue 35 items 1 and 2: orders awaiting approval count against every cap on orders not yet
 * paid (MAX_UNPAID_ORDERS, MAX_HELD_VALUE, MAX_HELD_SHARE), approving checks the caps again, a
 * company of one holds its orders over a limit no longer than an unpaid order, a member approves
 * their own order only when nobody else could, and an admin's own limits are another admin's.
 * The caps are the shop's defaults (5 orders, $25,000, 50 %), as in the finding.
 */
const HOLD_MINUTES = 30;
const APPROVAL_DAYS = 7;
const MAX_UNPAID = 5;
const MAX_HELD_CENTS = 25_000_00;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ORDER_HOLD_MINUTES: String(HOLD_MINUTES), APPROVAL_DAYS: String(APPROVAL_DAYS), MAX_UNPAID_ORDERS: "5", MAX_HELD_VALUE: "25000", MAX_HELD_SHARE: "50" } });
});
afterAll(() => t.close());

async function newTool(priceCents: number, stock: number): Promise<string> {
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: `Seed drill ${Math.random()}`, description: "Drills.", img: "/images/tools/spade.svg", minimumOrderQuantity: 1, availableQuantity: stock, priceCents })
    .returning();
  if (!tool) throw new Error("no tool");
  return tool.id;
}
const stockOf = async (id: string) => (await t.database.db.select().from(tools).where(eq(tools.id, id)))[0]?.availableQuantity;
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const addressOf = (company: Company) => company.addresses[0]?._id ?? "";

const place = (who: SignedIn, company: Company | null, productId: string, quantity: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: who.auth,
    payload: { name: "Farm Buyer", phone: "+880 1712-345678", address: "1 Lane", productId, quantity, ...(company ? { companyAddressId: addressOf(company) } : {}) },
  });
async function placed(who: SignedIn, company: Company | null, productId: string, quantity: number): Promise<Order> {
  const response = await place(who, company, productId, quantity);
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderResponseSchema.parse(response.json()).order;
}
const approve = (who: SignedIn, id: string) => t.app.inject({ method: "POST", url: `/api/orders/${id}/approve`, headers: who.auth });
const patchMember = (who: SignedIn, companyId: string, userId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: `/api/companies/${companyId}/members/${userId}`, headers: who.auth, payload });

/** What a refusal must leave as it was: the buyer's orders, their history, the tools' stock, the outbox. */
async function snapshot(buyer: SignedIn, toolIds: string[]) {
  const db = t.database.db;
  const mine = await db.select().from(orders).where(eq(orders.userId, buyer.uid)).orderBy(asc(orders.id));
  const ids = mine.map((order) => order.id);
  return [
    mine,
    ids.length > 0 ? await db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)) : [],
    await Promise.all(toolIds.map(stockOf)),
    (await db.select().from(emailOutbox)).length,
  ];
}

/** The finding's way in: a fresh buyer founds a company and sets their own limit per order to $0.01. */
async function soloCompanyAtOneCent(): Promise<{ company: Company; admin: SignedIn }> {
  const founded = await newCompany(t, await signUp(t.app, { name: "Hoarder" }));
  const limited = await patchMember(founded.admin, founded.company._id, founded.admin.uid, { orderLimit: 0.01 });
  expect(limited.statusCode, limited.body).toBe(200);
  return founded;
}

describe("orders awaiting approval count against the caps on orders not yet paid", () => {
  it("the finding: 12 orders of $4,700 over two tools stop at MAX_UNPAID_ORDERS, within MAX_HELD_VALUE and MAX_HELD_SHARE", async () => {
    const { company, admin } = await soloCompanyAtOneCent();
    const toolIds = [await newTool(470_00, 100), await newTool(470_00, 100)];
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await place(admin, company, toolIds[i % 2] ?? "", 10)).statusCode);
    expect(answers).toEqual([...Array<number>(MAX_UNPAID).fill(201), ...Array<number>(12 - MAX_UNPAID).fill(409)]);
    const held = await t.database.db.select().from(orders).where(eq(orders.userId, admin.uid));
    expect(held.map((order) => order.status)).toEqual(Array(MAX_UNPAID).fill("awaiting_approval"));
    expect(held.reduce((sum, order) => sum + order.priceCents, 0)).toBeLessThanOrEqual(MAX_HELD_CENTS);
    // 30 and 20 of 100 units: within half of each tool.
    expect(await Promise.all(toolIds.map(stockOf))).toEqual([70, 80]);
    const refused = expectError(await place(admin, company, toolIds[0] ?? "", 1), 409, "conflict");
    expect(refused.error.message).toBe(messages.order.tooManyUnpaid(MAX_UNPAID));
  });

  it("MAX_HELD_VALUE: two orders of $10,000 awaiting approval leave no room for a third, and nothing changes", async () => {
    const { company, admin } = await soloCompanyAtOneCent();
    const toolId = await newTool(10_000_00, 1000);
    for (let i = 0; i < 2; i++) expect((await placed(admin, company, toolId, 1)).status).toBe("awaiting_approval");
    const before = await snapshot(admin, [toolId]);
    const refused = expectError(await place(admin, company, toolId, 1), 409, "conflict");
    expect(refused.error.message).toBe(heldValueRefusal(20_000_00, 10_000_00, MAX_HELD_CENTS));
    expect(await snapshot(admin, [toolId])).toEqual(before);
  });

  it("MAX_HELD_SHARE: half of a tool awaiting approval leaves no unit more to the same buyer", async () => {
    const { company, admin } = await soloCompanyAtOneCent();
    const toolId = await newTool(10_00, 10);
    expect((await placed(admin, company, toolId, 5)).status).toBe("awaiting_approval");
    const before = await snapshot(admin, [toolId]);
    const refused = expectError(await place(admin, company, toolId, 1), 409, "conflict");
    expect(refused.error.message).toBe(messages.order.heldShareCap(5, (await t.database.db.select().from(tools).where(eq(tools.id, toolId)))[0]?.name ?? "", 5));
    expect(await snapshot(admin, [toolId])).toEqual(before);
  });

  it("a company of one: its order over a limit waits ORDER_HOLD_MINUTES, not APPROVAL_DAYS; with an approver it waits APPROVAL_DAYS", async () => {
    const { company, admin } = await soloCompanyAtOneCent();
    const toolId = await newTool(10_00, 100);
    const before = Date.now();
    const solo = await placed(admin, company, toolId, 1);
    expect(solo.status).toBe("awaiting_approval");
    const until = Date.parse(solo.approvalUntil ?? "");
    expect(until).toBeGreaterThanOrEqual(before + HOLD_MINUTES * 60_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + HOLD_MINUTES * 60_000 + 1000);
    // The sweep expires it once that hold has run out, and its stock returns.
    await t.app.runSweep(new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000));
    expect((await orderRow(solo._id))?.status).toBe("expired");
    expect(await stockOf(toolId)).toBe(100);

    await newMember(t, company._id, "approver");
    const decided = await placed(admin, company, toolId, 1);
    expect(Date.parse(decided.approvalUntil ?? "")).toBeGreaterThan(Date.now() + (APPROVAL_DAYS * 24 * 60 - 1) * 60_000);
  });
});

describe("approving checks the caps again", () => {
  /** A company with an admin and an approver, and a buyer whose every order waits for approval. */
  async function company() {
    const { company, admin } = await newCompany(t);
    const approver = await newMember(t, company._id, "approver");
    const buyer = await newMember(t, company._id, "buyer", { orderLimitCents: 1 });
    return { company, admin, approver, buyer };
  }
  /**
   * An order that waited before awaiting orders were counted (an older release): its approval
   * window is moved out of the count while the buyer places `then`, and back.
   */
  async function waitingFromBefore(buyer: SignedIn, first: Order, then: () => Promise<void>) {
    const until = (await orderRow(first._id))?.approvalUntil;
    await t.database.db.update(orders).set({ approvalUntil: new Date(Date.now() - 60_000) }).where(eq(orders.id, first._id));
    await then();
    await t.database.db.update(orders).set({ approvalUntil: until }).where(eq(orders.id, first._id));
  }

  it("MAX_UNPAID_ORDERS: refused with the cap's message, the order stays awaiting, nothing changes; once one is cancelled it passes", async () => {
    const { company: firm, approver, buyer } = await company();
    const toolId = await newTool(10_00, 1000);
    const first = await placed(buyer, firm, toolId, 1);
    const others: Order[] = [];
    await waitingFromBefore(buyer, first, async () => {
      for (let i = 0; i < MAX_UNPAID; i++) others.push(await placed(buyer, firm, toolId, 1));
    });
    const before = await snapshot(buyer, [toolId]);
    const refused = expectError(await approve(approver, first._id), 409, "conflict");
    expect(refused.error.message).toBe(messages.order.tooManyUnpaid(MAX_UNPAID));
    expect(await snapshot(buyer, [toolId])).toEqual(before);
    expect((await orderRow(first._id))?.status).toBe("awaiting_approval");

    const [other] = others;
    expect((await t.app.inject({ method: "DELETE", url: `/api/order/${other?._id ?? ""}`, headers: buyer.auth })).statusCode).toBe(200);
    const approved = await approve(approver, first._id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(orderSchema.parse(approved.json()).status).toBe("unpaid");
  });

  it("MAX_HELD_VALUE: refused with the cap's message, and the order stays awaiting", async () => {
    const { company: firm, admin, buyer } = await company();
    const toolId = await newTool(10_000_00, 1000);
    const first = await placed(buyer, firm, toolId, 1);
    await waitingFromBefore(buyer, first, async () => {
      for (let i = 0; i < 2; i++) await placed(buyer, firm, toolId, 1);
    });
    const before = await snapshot(buyer, [toolId]);
    const refused = expectError(await approve(admin, first._id), 409, "conflict");
    expect(refused.error.message).toBe(heldValueRefusal(20_000_00, 10_000_00, MAX_HELD_CENTS));
    expect(await snapshot(buyer, [toolId])).toEqual(before);
  });

  it("MAX_HELD_SHARE: others bought the rest of the tool meanwhile, so the waiting order would hold more than half of it", async () => {
    const { company: firm, approver, buyer } = await company();
    const toolId = await newTool(10_00, 20);
    const waiting = await placed(buyer, firm, toolId, 10);
    // Another customer buys 5 of the 10 left: the buyer's 10 would be 10 of the 15 units still held or on sale.
    await placed(await signUp(t.app), null, toolId, 5);
    const before = await snapshot(buyer, [toolId]);
    const refused = expectError(await approve(approver, waiting._id), 409, "conflict");
    const name = (await t.database.db.select().from(tools).where(eq(tools.id, toolId)))[0]?.name ?? "";
    expect(refused.error.message).toBe(messages.order.heldShareCap(8, name, 0));
    expect(await snapshot(buyer, [toolId])).toEqual(before);
    expect((await orderRow(waiting._id))?.status).toBe("awaiting_approval");
  });

  it("within the caps it is approved as before", async () => {
    const { company: firm, approver, buyer } = await company();
    const toolId = await newTool(10_00, 10);
    const waiting = await placed(buyer, firm, toolId, 5);
    const response = await approve(approver, waiting._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(orderSchema.parse(response.json())).toMatchObject({ status: "unpaid", approvedBy: approver.email });
  });
});

describe("self-approval only when nobody else can decide", () => {
  it("refuses an admin their own order while an approver exists, also after demoting the other admin to approver", async () => {
    const { company, admin } = await newCompany(t);
    const other = await newMember(t, company._id, "admin");
    const toolId = await newTool(10_00, 100);
    await t.database.db.update(companyMembers).set({ orderLimitCents: 1 }).where(eq(companyMembers.userId, admin.uid));
    const mine = await placed(admin, company, toolId, 1);
    expect(mine.status).toBe("awaiting_approval");
    // Demoted to approver, the other admin can still decide: the admin is not alone.
    expect((await patchMember(admin, company._id, other.uid, { role: "approver" })).statusCode).toBe(200);
    const before = await snapshot(admin, [toolId]);
    const refused = expectError(await approve(admin, mine._id), 403, "forbidden");
    expect(refused.error.message).toBe(companyMessages.ownOrder);
    expect(await snapshot(admin, [toolId])).toEqual(before);
    expect((await approve(other, mine._id)).statusCode).toBe(200);
  });

  it("refuses an admin their own order placed before they demoted the only other admin to buyer, or removed an approver; a later order is theirs", async () => {
    const { company, admin } = await newCompany(t);
    const other = await newMember(t, company._id, "admin");
    const approver = await newMember(t, company._id, "approver");
    const toolId = await newTool(10_00, 100);
    await t.database.db.update(companyMembers).set({ orderLimitCents: 1 }).where(eq(companyMembers.userId, admin.uid));
    const mine = await placed(admin, company, toolId, 1);
    expect(mine.status).toBe("awaiting_approval");
    expect((await patchMember(admin, company._id, other.uid, { role: "buyer" })).statusCode).toBe(200);
    const removed = await t.app.inject({ method: "DELETE", url: `/api/companies/${company._id}/members/${approver.uid}`, headers: admin.auth });
    expect(removed.statusCode, removed.body).toBe(200);
    // Alone now, but not when the order was placed: promoting the other admin back changes nothing.
    const before = await snapshot(admin, [toolId]);
    expect(expectError(await approve(admin, mine._id), 403, "forbidden").error.message).toBe(companyMessages.ownOrder);
    expect(await snapshot(admin, [toolId])).toEqual(before);
    const later = await placed(admin, company, toolId, 1);
    expect((await approve(admin, later._id)).statusCode).toBe(200);
    expect((await patchMember(admin, company._id, other.uid, { role: "admin" })).statusCode).toBe(200);
    expect((await approve(other, mine._id)).statusCode).toBe(200);
  });

  it("allows it to the only member who decides: the founder alone, and an admin whose other members are buyers", async () => {
    const { company, admin } = await soloCompanyAtOneCent();
    const toolId = await newTool(10_00, 100);
    const alone = await placed(admin, company, toolId, 1);
    const response = await approve(admin, alone._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(orderSchema.parse(response.json())).toMatchObject({ status: "unpaid", approvedBy: admin.email });

    await newMember(t, company._id, "buyer");
    const withBuyers = await placed(admin, company, toolId, 1);
    expect((await approve(admin, withBuyers._id)).statusCode).toBe(200);
  });
});

describe("an admin's own limits", () => {
  it("are another admin's to change when there is one; alone, the admin sets them", async () => {
    const { company, admin } = await newCompany(t);
    expect((await patchMember(admin, company._id, admin.uid, { orderLimit: 100 })).statusCode).toBe(200);
    const other = await newMember(t, company._id, "admin");
    const members = async () => t.database.db.select().from(companyMembers).where(eq(companyMembers.companyId, company._id)).orderBy(asc(companyMembers.userId));
    const before = await members();
    for (const body of [{ orderLimit: null }, { monthlyLimit: 5000 }, { role: "admin", orderLimit: 0.01 }]) {
      const refused = expectError(await patchMember(admin, company._id, admin.uid, body), 403, "forbidden");
      expect(refused.error.message).toBe(companyMessages.ownLimits);
    }
    expect(await members()).toEqual(before);
    // The same amounts again (a form sends both) change nothing and pass.
    expect((await patchMember(admin, company._id, admin.uid, { orderLimit: 100, monthlyLimit: null })).statusCode).toBe(200);
    expect((await patchMember(other, company._id, admin.uid, { orderLimit: null })).statusCode).toBe(200);
    expect((await members()).find((member) => member.userId === admin.uid)?.orderLimitCents).toBeNull();
  });
});

describe("POST /api/checkout says the approval an order would need", () => {
  const preview = async (who: SignedIn, company: Company | null, productId: string, quantity: number) => {
    const response = await t.app.inject({ method: "POST", url: "/api/checkout", headers: who.auth, payload: { productId, quantity, ...(company ? { companyAddressId: addressOf(company) } : {}) } });
    expect(response.statusCode, response.body).toBe(200);
    return checkoutSchema.parse(response.json());
  };

  it("whose approval and which limit; nothing within the limits or for a buyer of no company", async () => {
    const { company, admin } = await newCompany(t, undefined, { name: "Delta Growers" });
    const buyer = await newMember(t, company._id, "buyer", { orderLimitCents: 50_00, monthlyLimitCents: 80_00 });
    const toolId = await newTool(30_00, 100);
    expect((await preview(buyer, company, toolId, 1)).approval).toBeNull();
    expect((await preview(buyer, company, toolId, 2)).approval).toEqual({ company: "Delta Growers", limits: [{ kind: "order", limit: 50 }], byYou: false });
    expect((await preview(buyer, company, toolId, 3)).approval).toEqual({ company: "Delta Growers", limits: [{ kind: "order", limit: 50 }, { kind: "month", limit: 80 }], byYou: false });
    // The founder alone decides their own.
    await t.database.db.update(companyMembers).set({ orderLimitCents: 1 }).where(eq(companyMembers.userId, admin.uid));
    expect((await preview(admin, company, toolId, 1)).approval).toMatchObject({ byYou: true });
    expect((await preview(await signUp(t.app), null, toolId, 1)).approval).toBeNull();
  });
});
