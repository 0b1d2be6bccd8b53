import { companyMessages, officeOrderMessages, orderListSchema, placeOrderResponseSchema, quoteListSchema, quoteSchema, TOTAL_COUNT_HEADER, type Company, type Quote } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../src/auth/guard";
import { companies, companyMembers, emailOutbox, orderLines, orders, quotes, tools } from "../src/db/schema";
import { utcDay } from "../src/modules/orders/place";
import { addDays, companyQuoteListQuery, quoteListQuery } from "../src/modules/quotes/quotes";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { companyRows, leaveCompany, newCompany, newMember } from "./companies";
import { planOf } from "./database";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";
import { offerQuote, seedDrill } from "./fixtures";

/**
 * Issue 27 items 2 and 6, and the rule that a member who leaves sees nothing of the company from
 * then on (decisions 034 and 039): a member's quote belongs to the company and is read as its
 * orders are; the office asks for a quote for a member; an ex-member's own lists leave out the
 * company's rows.
 */
let t: TestApp;
let office: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "1000", SHOP_EMAIL: "office@company-quotes.example" } });
  office = await signInAdmin(t);
});
afterAll(() => t.close());

const today = () => utcDay(new Date());
const shipping = { name: "Company Buyer", phone: "+880 1712-345678", address: "Not used for members" };

const newTool = (stock = 1_000) => seedDrill(t, stock);

const ask = async (who: SignedIn, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url: "/api/quotes", headers: who.auth, payload: { productId: extra.productId ?? (await newTool()), quantity: 50, note: "For the co-op", ...extra } });
async function asked(who: SignedIn): Promise<Quote> {
  const response = await ask(who);
  expect(response.statusCode, response.body).toBe(201);
  return quoteSchema.parse(response.json());
}
const offer = (id: string) => offerQuote(t, office, id);
const accept = (id: string, who: SignedIn, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url: `/api/quotes/${id}/accept`, headers: who.auth, payload: { ...shipping, ...extra } });
const read = (id: string, who: SignedIn) => t.app.inject({ url: `/api/quotes/${id}`, headers: who.auth });
const leave = (companyId: string, who: SignedIn) => leaveCompany(t, companyId, who);
const firstAddress = (company: Company) => {
  const found = company.addresses[0];
  if (!found) throw new Error("no address");
  return found;
};
const snapshot = async () => [await companyRows(t), ...(await Promise.all([quotes, orders, orderLines, tools, emailOutbox].map((table) => rowsOf(t, table))))];

describe("a member's quote", () => {
  it("belongs to the company; a buyer of no company's does not", async () => {
    const { company, admin } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    expect(await asked(buyer)).toMatchObject({ companyId: company._id, requestedByOffice: null, email: buyer.email });
    expect(await asked(admin)).toMatchObject({ companyId: company._id });
    expect(await asked(await signUp(t.app))).toMatchObject({ companyId: null, requestedByOffice: null });
  });

  it("is not asked by an accountant (403, nothing changes); a suspended company's members still ask, but cannot accept", async () => {
    const { company } = await newCompany(t);
    const accountant = await newMember(t, company._id, "accountant");
    const buyer = await newMember(t, company._id, "buyer");
    const productId = await newTool();
    const before = await snapshot();
    expect(expectError(await ask(accountant, { productId }), 403, "forbidden").error.message).toBe(companyMessages.noRight("ask for quotes"));
    expect(await snapshot()).toEqual(before);

    await t.database.db.update(companies).set({ suspended: true }).where(eq(companies.id, company._id));
    const quote = await asked(buyer);
    await offer(quote._id);
    const suspended = await snapshot();
    expect(expectError(await accept(quote._id, buyer, { companyAddressId: firstAddress(company)._id }), 403, "forbidden").error.message).toBe(companyMessages.suspended);
    expect(await snapshot()).toEqual(suspended);
  });
});

describe("reading a company's quote", () => {
  it("is for the roles that see all orders and its buyer; a colleague buyer 403; other companies, buyers of none and ex-members 404", async () => {
    const { company, admin } = await newCompany(t);
    const approver = await newMember(t, company._id, "approver");
    const accountant = await newMember(t, company._id, "accountant");
    const buyer = await newMember(t, company._id, "buyer");
    const colleague = await newMember(t, company._id, "buyer");
    const { admin: otherCompany } = await newCompany(t, undefined, { name: "Other Co-op" });
    const none = await signUp(t.app);
    const quote = await asked(buyer);

    for (const who of [admin, approver, accountant, buyer, office]) {
      const response = await read(quote._id, who);
      expect(response.statusCode, `${who.email}: ${response.body}`).toBe(200);
      expect(quoteSchema.parse(response.json())).toMatchObject({ _id: quote._id, companyId: company._id });
    }
    expect(expectError(await read(quote._id, colleague), 403, "forbidden").error.message).toBe(companyMessages.noRight("see the company's quotes"));
    expectError(await read(quote._id, otherCompany), 404, "not_found");
    expectError(await read(quote._id, none), 404, "not_found");

    await leave(company._id, buyer);
    expectError(await read(quote._id, buyer), 404, "not_found");
    // Their colleagues still read it: the quote stays the company's.
    expect((await read(quote._id, accountant)).statusCode).toBe(200);
  });
});

describe("GET /api/company/quotes", () => {
  it("lists every quote of the company for admins, approvers and accountants, a buyer's own for a buyer, newest first, filtered and paged", async () => {
    const { company, admin } = await newCompany(t);
    const approver = await newMember(t, company._id, "approver");
    const accountant = await newMember(t, company._id, "accountant");
    const buyer = await newMember(t, company._id, "buyer");
    const { admin: otherAdmin } = await newCompany(t, undefined, { name: "Other Co-op" });
    const first = await asked(buyer);
    const second = await asked(admin);
    const third = await asked(buyer);
    await asked(otherAdmin);
    await offer(third._id);
    const list = async (who: SignedIn, query = "") => {
      const response = await t.app.inject({ url: `/api/company/quotes${query}`, headers: who.auth });
      expect(response.statusCode, response.body).toBe(200);
      return { ids: quoteListSchema.parse(response.json()).map((quote) => quote._id), total: response.headers[TOTAL_COUNT_HEADER] };
    };

    for (const who of [admin, approver, accountant]) expect((await list(who)).ids).toEqual([third._id, second._id, first._id]);
    expect((await list(buyer)).ids).toEqual([third._id, first._id]);
    expect((await list(accountant, "?status=offered")).ids).toEqual([third._id]);
    expect((await list(buyer, "?status=requested")).ids).toEqual([first._id]);
    expect(await list(admin, "?page=2&limit=2")).toEqual({ ids: [first._id], total: "3" });
    expect(await list(buyer, "?page=1&limit=1")).toEqual({ ids: [third._id], total: "2" });

    expectError(await t.app.inject({ url: "/api/company/quotes", headers: (await signUp(t.app)).auth }), 404, "not_found");
    expectError(await t.app.inject({ url: "/api/company/quotes", headers: office.auth }), 404, "not_found");
  });
});

describe("accepting a company's quote", () => {
  it("is for the buyer who asked, and makes an order of the company to one of its addresses", async () => {
    const { company } = await newCompany(t);
    const approver = await newMember(t, company._id, "approver");
    const buyer = await newMember(t, company._id, "buyer");
    const quote = await asked(buyer);
    await offer(quote._id);
    const before = await snapshot();
    expectFieldErrors(await accept(quote._id, buyer), ["body.companyAddressId"]);
    expect(expectError(await accept(quote._id, approver, { companyAddressId: firstAddress(company)._id }), 403, "forbidden").error.message).toBe("Only the buyer who asked may accept a quote");
    expect(await snapshot()).toEqual(before);

    const warehouse = company.addresses[1];
    const response = await accept(quote._id, buyer, { companyAddressId: warehouse?._id });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = placeOrderResponseSchema.parse(response.json());
    expect(order).toMatchObject({ companyId: company._id, placedBy: buyer.email, address: warehouse?.address, unitPrice: 17.5, quantity: 50 });
  });

  it("is refused to a buyer who left the company (404), and changes nothing", async () => {
    const { company } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    const quote = await asked(buyer);
    await offer(quote._id);
    await leave(company._id, buyer);
    const before = await snapshot();
    expectError(await accept(quote._id, buyer, { companyAddressId: firstAddress(company)._id }), 404, "not_found");
    expectError(await accept(quote._id, buyer), 404, "not_found");
    // Nor does the checkout's preview price it for them.
    expectError(await t.app.inject({ method: "POST", url: "/api/checkout", headers: buyer.auth, payload: { quoteId: quote._id } }), 404, "not_found");
    expect(await snapshot()).toEqual(before);
  });
});

describe("an ex-member's own lists", () => {
  it("leave out the company's orders and quotes once they leave, and keep those of no company", async () => {
    const person = await signUp(t.app, { name: "Leaving Buyer" });
    const toolId = await newTool();
    // Before joining: an order and a quote of their own.
    const own = await t.app.inject({ method: "POST", url: "/api/orders", headers: person.auth, payload: { ...shipping, productId: toolId, quantity: 10 } });
    const ownOrder = placeOrderResponseSchema.parse(own.json()).insertedId;
    const ownQuote = await asked(person);
    const { company } = await newCompany(t);
    await t.database.db.insert(companyMembers).values({ companyId: company._id, userId: person.uid, role: "buyer" });
    const bought = await t.app.inject({ method: "POST", url: "/api/orders", headers: person.auth, payload: { ...shipping, productId: toolId, quantity: 10, companyAddressId: firstAddress(company)._id } });
    const companyOrder = placeOrderResponseSchema.parse(bought.json()).insertedId;
    const companyQuote = await asked(person);
    const myOrders = async () => {
      const response = await t.app.inject({ url: `/api/order?email=${encodeURIComponent(person.email)}&page=1&limit=10`, headers: person.auth });
      expect(response.statusCode, response.body).toBe(200);
      return { ids: orderListSchema.parse(response.json()).map((order) => order._id), total: response.headers[TOTAL_COUNT_HEADER] };
    };
    const myQuotes = async () => {
      const response = await t.app.inject({ url: "/api/quotes?page=1&limit=10", headers: person.auth });
      expect(response.statusCode, response.body).toBe(200);
      return { ids: quoteListSchema.parse(response.json()).map((quote) => quote._id), total: response.headers[TOTAL_COUNT_HEADER] };
    };
    expect(await myOrders()).toEqual({ ids: [companyOrder, ownOrder], total: "2" });
    expect(await myQuotes()).toEqual({ ids: [companyQuote._id, ownQuote._id], total: "2" });

    await leave(company._id, person);
    expect(await myOrders()).toEqual({ ids: [ownOrder], total: "1" });
    expect(await myQuotes()).toEqual({ ids: [ownQuote._id], total: "1" });
    // The unpaged answer (the spec's array) too.
    const unpaged = orderListSchema.parse((await t.app.inject({ url: `/api/order?email=${encodeURIComponent(person.email)}`, headers: person.auth })).json());
    expect(unpaged.map((order) => order._id)).toEqual([ownOrder]);

    // In another company they see that one's rows, never the first's.
    const { company: next } = await newCompany(t, undefined, { name: "Next Co-op" });
    await t.database.db.insert(companyMembers).values({ companyId: next._id, userId: person.uid, role: "buyer" });
    const nextQuote = await asked(person);
    expect(await myQuotes()).toEqual({ ids: [nextQuote._id, ownQuote._id], total: "2" });
    expect(await myOrders()).toEqual({ ids: [ownOrder], total: "1" });

    // The shop's office still finds every order of that email, and the company keeps its own.
    const byOffice = orderListSchema.parse((await t.app.inject({ url: `/api/order?email=${encodeURIComponent(person.email)}`, headers: office.auth })).json());
    expect(byOffice.map((order) => order._id)).toEqual([companyOrder, ownOrder]);
  });
});

describe("POST /api/admin/companies/{id}/quotes", () => {
  const askFor = (who: SignedIn, companyId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: `/api/admin/companies/${companyId}/quotes`, headers: who.auth, payload });

  it("asks for the member's quote, of the company, named as the office's; the member and the office are mailed, and the member accepts it", async () => {
    const { company, admin } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer", {}, "Jamal Uddin");
    const toolId = await newTool(20);
    // More than is in stock: what quotes are for.
    const response = await askFor(office, company._id, { buyerEmail: buyer.email.toUpperCase(), productId: toolId, quantity: 60, wantedBy: addDays(today(), 14), note: "Asked on the phone" });
    expect(response.statusCode, response.body).toBe(201);
    const quote = quoteSchema.parse(response.json());
    expect(quote).toMatchObject({ email: buyer.email, companyId: company._id, requestedByOffice: office.email, quantity: 60, status: "requested", note: "Asked on the phone" });
    const mail = await t.database.db.select().from(emailOutbox).where(sql`${emailOutbox.eventKey} like ${`%${quote._id}%`}`);
    expect(mail.map((row) => [row.eventKey, row.toAddress]).sort()).toEqual(
      [
        [`quote-asked-for-member:${quote._id}`, buyer.email],
        [`quote-requested:${quote._id}:office@company-quotes.example`, "office@company-quotes.example"],
      ].sort(),
    );
    const toMember = mail.find((row) => row.toAddress === buyer.email);
    expect(toMember?.textBody).toContain(`60 × ${quote.product}`);
    expect(toMember?.textBody).toContain(`/dashboard/quotes/${quote._id}`);
    expect(mail.find((row) => row.toAddress !== buyer.email)?.textBody).toContain(`${office.email} asked, for ${buyer.email}`);

    // The member's own, and the company's.
    expect(quoteListSchema.parse((await t.app.inject({ url: "/api/quotes", headers: buyer.auth })).json()).map((row) => row._id)).toEqual([quote._id]);
    expect(quoteListSchema.parse((await t.app.inject({ url: "/api/company/quotes", headers: admin.auth })).json()).map((row) => row._id)).toEqual([quote._id]);
    await t.database.db.update(tools).set({ availableQuantity: 100 }).where(eq(tools.id, toolId));
    await offer(quote._id);
    const accepted = await accept(quote._id, buyer, { companyAddressId: firstAddress(company)._id });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(placeOrderResponseSchema.parse(accepted.json()).order).toMatchObject({ companyId: company._id, placedBy: buyer.email });
  });

  it("asks for a suspended company's member too: the member could ask, and accepting waits for the release", async () => {
    const { company } = await newCompany(t);
    const buyer = await newMember(t, company._id, "approver");
    await t.database.db.update(companies).set({ suspended: true }).where(eq(companies.id, company._id));
    const response = await askFor(office, company._id, { buyerEmail: buyer.email, productId: await newTool(), quantity: 10 });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses, changing nothing: a caller who is not a shop admin, a stranger's email, another company's member, an accountant, an unknown company, a wrong quantity or day", async () => {
    const { company, admin: companyAdmin } = await newCompany(t);
    const { company: other, admin: otherAdmin } = await newCompany(t, undefined, { name: "Other Co-op" });
    const buyer = await newMember(t, company._id, "buyer");
    const accountant = await newMember(t, company._id, "accountant");
    const stranger = await signUp(t.app);
    const toolId = await newTool();
    const body = (overrides: Record<string, unknown> = {}) => ({ buyerEmail: buyer.email, productId: toolId, quantity: 10, ...overrides });
    const before = await snapshot();

    expectError(await t.app.inject({ method: "POST", url: `/api/admin/companies/${company._id}/quotes`, payload: body() }), 401, "unauthorized");
    expectError(await askFor(companyAdmin, company._id, body()), 403, "forbidden");
    expectError(await askFor(buyer, company._id, body()), 403, "forbidden");
    expectError(await askFor(office, "00000000-0000-4000-8000-000000000000", body()), 404, "not_found");
    expect(expectFieldErrors(await askFor(office, company._id, body({ buyerEmail: stranger.email })), ["body.buyerEmail"]).error.message).toBe(officeOrderMessages.notAMember(stranger.email));
    expect(expectFieldErrors(await askFor(office, company._id, body({ buyerEmail: otherAdmin.email })), ["body.buyerEmail"]).error.message).toBe(officeOrderMessages.notAMember(otherAdmin.email));
    expect(expectFieldErrors(await askFor(office, other._id, body()), ["body.buyerEmail"]).error.message).toBe(officeOrderMessages.notAMember(buyer.email));
    expect(expectFieldErrors(await askFor(office, company._id, body({ buyerEmail: accountant.email })), ["body.buyerEmail"]).error.message).toBe(officeOrderMessages.mayNotOrder(accountant.email));
    expectFieldErrors(await askFor(office, company._id, body({ quantity: 12 })), ["body.quantity"]);
    expectFieldErrors(await askFor(office, company._id, body({ wantedBy: addDays(today(), -1) })), ["body.wantedBy"]);
    expectFieldErrors(await askFor(office, company._id, body({ items: [] })), ["body"]);
    expectError(await askFor(office, company._id, body({ productId: "00000000-0000-4000-8000-000000000000" })), 404, "not_found");
    expect(await snapshot()).toEqual(before);
  });
});

describe("the company quote lists' plans", () => {
  it("read the company's quotes through its index, a buyer's through theirs, in both directions; the buyer's own list keeps to their index", async () => {
    const { company, admin } = await newCompany(t);
    const buyer = await newMember(t, company._id, "buyer");
    const principal = (who: SignedIn): Principal => ({ userId: who.uid, sessionId: "s", email: who.email, name: "n", role: "other", emailVerified: true });
    const cases = [
      { name: "all of the company's", query: (newestFirst: boolean) => companyQuoteListQuery(t.database.db, { companyId: company._id, userId: admin.uid, role: "accountant" }, undefined, newestFirst, new Date()), index: /quotes_company_created_at_idx/ },
      // Either index leads with a column the buyer's list fixes, and reads it in its order.
      { name: "a buyer's of the company", query: (newestFirst: boolean) => companyQuoteListQuery(t.database.db, { companyId: company._id, userId: buyer.uid, role: "buyer" }, undefined, newestFirst, new Date()), index: /quotes_(user|company)_created_at_idx/ },
      { name: "My quotes of a member", query: (newestFirst: boolean) => quoteListQuery(t.database.db, principal(buyer), undefined, newestFirst, new Date(), company._id), index: /quotes_user_created_at_idx/ },
    ];
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const { name, query, index } of cases) {
        for (const newestFirst of [true, false]) {
          const planText = await planOf(tx, query(newestFirst).limit(21).toSQL());
          expect(planText, name).toMatch(index);
          expect(planText, `${name}: no sort`).not.toMatch(/\bSort\b/);
        }
      }
    });
  });
});
