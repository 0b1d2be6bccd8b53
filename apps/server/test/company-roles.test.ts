import { companySchema, placeOrderResponseSchema } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyAddresses, tools } from "../src/db/schema";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, uniqueEmail, type SignedIn, type TestApp } from "./app";
import { companyRows, newCompany, newMember } from "./companies";
import { accountRows, invoiceOnAccount } from "./account";

/**
 * Issue 27's table: every company action for every role of the company, a member of another
 * company and a buyer of none (docs/decisions/034-company-access.md). A refusal must read the
 * rows back unchanged. Each action builds its own fixtures, so no call depends on another.
 */
type Who = "admin" | "approver" | "buyer" | "accountant" | "outsider" | "none";
const everyone: Who[] = ["admin", "approver", "buyer", "accountant", "outsider", "none"];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV });
});
afterAll(() => t.close());

/** A company of its own for each call, with one member of each role, a second company's admin, and a buyer of none. */
async function cast(): Promise<{ companyId: string; people: Record<Who, SignedIn> }> {
  const { company, admin } = await newCompany(t);
  const { admin: outsider } = await newCompany(t, undefined, { name: "Other Co-op" });
  return {
    companyId: company._id,
    people: {
      admin,
      approver: await newMember(t, company._id, "approver"),
      buyer: await newMember(t, company._id, "buyer"),
      accountant: await newMember(t, company._id, "accountant"),
      outsider,
      none: await signUp(t.app),
    },
  };
}

interface Action {
  name: string;
  /** The status each caller gets. */
  expected: Record<Who, number>;
  request: (companyId: string, who: SignedIn, people: Record<Who, SignedIn>) => Promise<InjectOptions> | InjectOptions;
}

const managers = (status: number): Record<Who, number> => ({ admin: status, approver: 403, buyer: 403, accountant: 403, outsider: 404, none: 404 });
const members = (status: number): Record<Who, number> => ({ admin: status, approver: status, buyer: status, accountant: status, outsider: 404, none: 404 });
/** Issue 28, companyRights.accounts: admins and accountants. */
const payers = (status: number): Record<Who, number> => ({ admin: status, approver: 403, buyer: 403, accountant: status, outsider: 404, none: 404 });
/** companyRights.editLists: all but accountants. */
const listEditors = (status: number): Record<Who, number> => ({ ...members(status), accountant: 403 });

/** A list the company's admin started, for the actions on one list. */
async function listOf(people: Record<Who, SignedIn>): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/api/lists", headers: people.admin.auth, payload: { name: "Spring restock", items: [] } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
}

const actions: Action[] = [
  // `/api/company` names no company: an outsider reads their own (companies.test.ts checks which).
  { name: "read the company", expected: { ...members(200), outsider: 200 }, request: (_id, who) => ({ url: "/api/company", headers: who.auth }) },
  {
    name: "rename the company",
    expected: managers(200),
    request: (id, who) => ({ method: "PATCH", url: `/api/companies/${id}`, headers: who.auth, payload: { name: "Renamed Co-op" } }),
  },
  // The lists live in the caller's own company (lists.test.ts reads the list rows back after a refusal).
  { name: "read the lists", expected: { ...members(200), outsider: 200 }, request: (_id, who) => ({ url: "/api/lists", headers: who.auth }) },
  { name: "start a list", expected: { ...listEditors(201), outsider: 201 }, request: (_id, who) => ({ method: "POST", url: "/api/lists", headers: who.auth, payload: { name: "Mine", items: [] } }) },
  { name: "read a list", expected: members(200), request: async (_id, who, people) => ({ url: `/api/lists/${await listOf(people)}`, headers: who.auth }) },
  {
    name: "change a list",
    expected: listEditors(200),
    request: async (_id, who, people) => ({ method: "PATCH", url: `/api/lists/${await listOf(people)}`, headers: who.auth, payload: { name: "Renamed" } }),
  },
  { name: "delete a list", expected: listEditors(200), request: async (_id, who, people) => ({ method: "DELETE", url: `/api/lists/${await listOf(people)}`, headers: who.auth }) },
  // Issue 27 items 2 and 3 (decision 037): `/api/company/orders` names no company either.
  { name: "list the company's orders", expected: { ...members(200), outsider: 200 }, request: (_id, who) => ({ url: "/api/company/orders", headers: who.auth }) },
  {
    name: "place an order for the company",
    expected: { admin: 201, approver: 201, buyer: 201, accountant: 403, outsider: 404, none: 201 },
    request: async (id, who) => ({ method: "POST", url: "/api/orders", headers: who.auth, payload: { ...orderFields, productId: await toolId(), companyAddressId: await firstAddressOf(id) } }),
  },
  {
    name: "approve an order over a limit",
    expected: { ...members(200), buyer: 403, accountant: 403 },
    request: async (id, who) => ({ method: "POST", url: `/api/orders/${await awaitingOrder(id)}/approve`, headers: who.auth }),
  },
  {
    name: "reject an order over a limit",
    expected: { ...members(200), buyer: 403, accountant: 403 },
    request: async (id, who) => ({ method: "POST", url: `/api/orders/${await awaitingOrder(id)}/reject`, headers: who.auth, payload: { reason: "Next month" } }),
  },
  // Quotes of the company (issue 27 item 2, decision 039): asked as orders are placed, read as orders are.
  {
    name: "ask for a quote",
    expected: { admin: 201, approver: 201, buyer: 201, accountant: 403, outsider: 201, none: 201 },
    request: async (_id, who) => ({ method: "POST", url: "/api/quotes", headers: who.auth, payload: { productId: await toolId(), quantity: 5 } }),
  },
  { name: "list the company's quotes", expected: { ...members(200), outsider: 200 }, request: (_id, who) => ({ url: "/api/company/quotes", headers: who.auth }) },
  {
    name: "read a colleague's quote",
    expected: { ...members(200), buyer: 403 },
    request: async (id, who) => ({ url: `/api/quotes/${await colleaguesQuote(id, false)}`, headers: who.auth }),
  },
  {
    // Only the buyer who asked accepts: the order is theirs (decision 039).
    name: "accept a colleague's quote",
    expected: { admin: 403, approver: 403, buyer: 403, accountant: 403, outsider: 404, none: 404 },
    request: async (id, who) => ({ method: "POST", url: `/api/quotes/${await colleaguesQuote(id, true)}/accept`, headers: who.auth, payload: { ...orderFields, companyAddressId: await firstAddressOf(id) } }),
  },
  // Issue 28 (decision 041): invoices on account. `/api/company/invoices` names no company: an outsider reads their own.
  { name: "list the company's invoices", expected: { ...payers(200), outsider: 200 }, request: (_id, who) => ({ url: "/api/company/invoices?status=unpaid", headers: who.auth }) },
  {
    name: "pay invoices by card",
    expected: payers(200),
    request: async (id, who, people) => ({ method: "POST", url: "/api/company/invoices/payment-intent", headers: who.auth, payload: { allocations: [{ invoiceNumber: await invoiceOf(id, people), amount: 5 }] } }),
  },
  {
    name: "confirm a card payment of invoices",
    expected: payers(200),
    request: async (id, who, people) => ({ method: "POST", url: `/api/company/payments/${await chargedPaymentOf(id, people)}/confirm`, headers: who.auth }),
  },
  // Members and invitations (docs/decisions/036-company-invitations.md).
  {
    name: "invite a colleague",
    expected: managers(201),
    request: (id, who) => ({ method: "POST", url: `/api/companies/${id}/invitations`, headers: who.auth, payload: { email: uniqueEmail("colleague"), role: "buyer" } }),
  },
  { name: "list the pending invitations", expected: managers(200), request: (id, who) => ({ url: `/api/companies/${id}/invitations`, headers: who.auth }) },
  {
    name: "withdraw an invitation",
    expected: managers(200),
    request: async (id, who, people) => {
      const invited = await t.app.inject({ method: "POST", url: `/api/companies/${id}/invitations`, headers: people.admin.auth, payload: { email: uniqueEmail("colleague"), role: "buyer" } });
      return { method: "DELETE", url: `/api/companies/${id}/invitations/${invited.json<{ _id: string }>()._id}`, headers: who.auth };
    },
  },
  {
    name: "change a member's role and limits",
    expected: managers(200),
    request: async (id, who) => {
      const member = await newMember(t, id, "buyer");
      return { method: "PATCH", url: `/api/companies/${id}/members/${member.uid}`, headers: who.auth, payload: { role: "approver", monthlyLimit: 2500 } };
    },
  },
  {
    name: "remove a member",
    expected: managers(200),
    request: async (id, who) => {
      const member = await newMember(t, id, "buyer");
      return { method: "DELETE", url: `/api/companies/${id}/members/${member.uid}`, headers: who.auth };
    },
  },
  {
    // Every member may leave, but the last admin (409); outsiders have nothing to leave here (404).
    name: "leave the company",
    expected: { admin: 409, approver: 200, buyer: 200, accountant: 200, outsider: 404, none: 404 },
    request: (id, who) => ({ method: "DELETE", url: `/api/companies/${id}/members/${who.uid}`, headers: who.auth }),
  },
];

const orderFields = { name: "Role Buyer", phone: "0123456789", address: "Farm Lane 1" };
let tool: string | undefined;
async function toolId(): Promise<string> {
  if (tool) return tool;
  const [row] = await t.database.db.insert(tools).values({ name: "Role Hoe", description: "Plenty.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 1_000_000, priceCents: 990 }).returning();
  if (!row) throw new Error("no tool");
  tool = row.id;
  return tool;
}
async function firstAddressOf(companyId: string): Promise<string> {
  const [address] = await t.database.db.select().from(companyAddresses).where(eq(companyAddresses.companyId, companyId)).orderBy(asc(companyAddresses.position));
  if (!address) throw new Error("no address");
  return address.id;
}
/** A quote a new buyer of the company asked for; offered by the shop's office when `offer` is set. */
async function colleaguesQuote(companyId: string, offer: boolean): Promise<string> {
  const buyer = await newMember(t, companyId, "buyer");
  const response = await t.app.inject({ method: "POST", url: "/api/quotes", headers: buyer.auth, payload: { productId: await toolId(), quantity: 5 } });
  const id = response.json<{ _id: string }>()._id;
  if (offer) {
    const office = await signInAdmin(t);
    const answered = await t.app.inject({ method: "POST", url: `/api/quotes/${id}/answer`, headers: office.auth, payload: { action: "offer", unitPrice: "9.00", validUntil: new Date().toISOString().slice(0, 10) } });
    if (answered.statusCode !== 200) throw new Error(`no offer: ${answered.body}`);
  }
  return id;
}
/** A new buyer's order over their limit: it waits for the company's decision. */
async function awaitingOrder(companyId: string): Promise<string> {
  const buyer = await newMember(t, companyId, "buyer", { orderLimitCents: 1 });
  const response = await t.app.inject({ method: "POST", url: "/api/orders", headers: buyer.auth, payload: { ...orderFields, productId: await toolId(), companyAddressId: await firstAddressOf(companyId) } });
  const { order } = placeOrderResponseSchema.parse(response.json());
  if (order.status !== "awaiting_approval") throw new Error("the order does not wait");
  return order._id;
}

/** An invoice on account of the company's admin's order. */
async function invoiceOf(companyId: string, people: Record<Who, SignedIn>): Promise<number> {
  const company = await t.app.inject({ url: "/api/company", headers: people.admin.auth });
  return (await invoiceOnAccount(t, people.admin, companySchema.parse(company.json()), await toolId())).number;
}
/** A card payment of such an invoice the admin started and charged with the test card, not yet applied. */
async function chargedPaymentOf(companyId: string, people: Record<Who, SignedIn>): Promise<string> {
  const invoiceNumber = await invoiceOf(companyId, people);
  const intent = await t.app.inject({ method: "POST", url: "/api/company/invoices/payment-intent", headers: people.admin.auth, payload: { allocations: [{ invoiceNumber, amount: 5 }] } });
  const { clientSecret, paymentId } = intent.json<{ clientSecret: string; paymentId: string }>();
  await t.app.inject({ method: "POST", url: "/api/payments/test/confirm", headers: people.admin.auth, payload: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" } });
  return paymentId;
}

describe("company roles × actions", () => {
  it.each(actions.map((action) => [action.name, action] as const))("%s", async (_name, action) => {
    // A refused call is proven to change nothing, so the next caller may meet the same cast; only
    // a call that did something leaves a changed company, and the next caller gets a fresh one.
    // (Seven accounts a cast, each a scrypt hash: one cast per caller was most of the suite's time.)
    let current: Awaited<ReturnType<typeof cast>> | undefined;
    for (const who of everyone) {
      current ??= await cast();
      const { companyId, people } = current;
      const request = await action.request(companyId, people[who], people);
      const before = [await companyRows(t), await accountRows(t)];
      const response = await t.app.inject(request);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(action.expected[who]);
      if (response.statusCode >= 400) expect([await companyRows(t), await accountRows(t)], `${who}'s refused call changed the company`).toEqual(before);
      else current = undefined;
    }
    // Up to six casts of seven accounts each (and an order's buyer for the decisions): a loaded machine takes longer than the default 30 s.
  }, 120_000);
});
