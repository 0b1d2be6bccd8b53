import type { AddressInfo } from "node:net";
import { checkoutSchema, placeOrderResponseSchema, priceListListSchema, priceListSchema, quickOrderCheckResponseSchema, quoteDetailSchema, quoteSchema, toolListSchema, toolSchema, type Company, type PriceList, type Tool } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyMembers, orderLines, priceListCompanies, priceListPrices, priceLists, tools } from "../src/db/schema";
import { ACCESS_RECHECK_MS } from "../src/modules/price-lists/member-prices";
import { addDays } from "../src/modules/quotes/quotes";
import { utcDay } from "../src/modules/orders/place";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";
import { expectError, expectFieldErrors } from "./expect-error";
import { rawText } from "./raw-http";

/**
 * Issue 28 item 1 (decision 041, "Price lists"): the office's lists through their endpoints, the
 * rule's precedence through the answers a member gets (`yourPrice`, the checkout, the order), and
 * that a company's prices reach none but its members, in no cache.
 */
let t: TestApp;
let office: SignedIn;
let coop: { company: Company; admin: SignedIn };
let buyer: SignedIn;
let rival: { company: Company; admin: SignedIn };
let stranger: SignedIn;
const TODAY = utcDay(new Date());

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "100", MAX_HELD_SHARE: "100" } });
  office = await signInAdmin(t);
  coop = await newCompany(t, undefined, { name: "Price Co-op" });
  buyer = await newMember(t, coop.company._id, "buyer");
  rival = await newCompany(t, undefined, { name: "Rival Farms" });
  stranger = await signUp(t.app, { name: "No Company" });
});
afterAll(() => t.close());

/** A tool of its own, added by the office (so the catalogue's cache knows it): $10.00, $9.00 from 10, $8.00 from 50. */
async function newTool(): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/tools",
    headers: office.auth,
    payload: {
      name: `Listed Hoe ${Math.random().toString(36).slice(2, 8)}`,
      description: "Hoes.",
      img: "/images/tools/garden-hoe.svg",
      minimumOrderQuantity: 1,
      availableQuantity: 100_000,
      price: 10,
      priceBreaks: [
        { minQuantity: 10, price: 9 },
        { minQuantity: 50, price: 8 },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ insertedId: string }>().insertedId;
}

const asOffice = (payload: unknown, method: "POST" | "PATCH" = "POST", id?: string) =>
  t.app.inject({ method, url: id ? `/api/price-lists/${id}` : "/api/price-lists", headers: office.auth, payload: payload as Record<string, unknown> });

async function newList(body: Record<string, unknown>): Promise<PriceList> {
  const response = await asOffice({ name: "Co-op prices", priority: 0, companyIds: [coop.company._id], ...body });
  expect(response.statusCode, response.body).toBe(201);
  return priceListSchema.parse(response.json());
}

const removeList = (id: string) => t.app.inject({ method: "DELETE", url: `/api/price-lists/${id}`, headers: office.auth });

async function toolAs(who: SignedIn | null, id: string): Promise<{ tool: Tool; cacheControl: string | undefined }> {
  const response = await t.app.inject({ url: `/api/tools/${id}`, headers: who ? { authorization: who.auth.authorization } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return { tool: toolSchema.parse(response.json()), cacheControl: response.headers["cache-control"] as string | undefined };
}

/** The unit price the checkout's preview (the very pricing of an order) gives `who` for `quantity`. */
async function previewUnit(who: SignedIn, productId: string, quantity: number, discountCode?: string): Promise<{ unit: number; amount: number; discount: number }> {
  const response = await t.app.inject({ method: "POST", url: "/api/checkout", headers: who.auth, payload: { productId, quantity, ...(discountCode ? { discountCode } : {}) } });
  expect(response.statusCode, response.body).toBe(200);
  const line = checkoutSchema.parse(response.json()).lines[0];
  if (!line) throw new Error("no line");
  return { unit: line.unitPrice, amount: line.amount, discount: line.discount };
}

const listRows = async () =>
  Promise.all([
    t.database.db.select().from(priceLists).orderBy(asc(priceLists.id)),
    t.database.db.select().from(priceListCompanies).orderBy(asc(priceListCompanies.priceListId), asc(priceListCompanies.companyId)),
    t.database.db.select().from(priceListPrices).orderBy(asc(priceListPrices.priceListId), asc(priceListPrices.toolId)),
  ]);

describe("the office's price lists", () => {
  it("creates, reads, lists, changes and deletes a list", async () => {
    const hoe = await newTool();
    const created = await newList({
      name: "Spring 2026",
      priority: 5,
      validFrom: TODAY,
      validUntil: addDays(TODAY, 30),
      prices: [{ productId: hoe, percentOff: "12.5", breaks: [{ minQuantity: 100, price: "7.10" }] }],
    });
    expect(created).toMatchObject({
      name: "Spring 2026",
      priority: 5,
      validFrom: TODAY,
      validUntil: addDays(TODAY, 30),
      state: "active",
      companyIds: [coop.company._id],
      companies: [{ _id: coop.company._id, name: "Price Co-op" }],
      prices: [{ productId: hoe, price: null, percentOff: 12.5, cataloguePrice: 10, breaks: [{ minQuantity: 100, price: 7.1 }] }],
    });
    expect((await t.app.inject({ url: `/api/price-lists/${created._id}`, headers: office.auth })).json()).toEqual(created);
    const listed = await t.app.inject({ url: "/api/price-lists?page=1&limit=50", headers: office.auth });
    expect(priceListListSchema.parse(listed.json()).map((list) => list._id)).toContain(created._id);

    const changed = await asOffice({ priority: 7, validUntil: null, companyIds: [coop.company._id, rival.company._id], prices: [{ productId: hoe, price: 8 }] }, "PATCH", created._id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(priceListSchema.parse(changed.json())).toMatchObject({ name: "Spring 2026", priority: 7, validFrom: TODAY, validUntil: null, prices: [{ productId: hoe, price: 8, percentOff: null, breaks: [] }] });
    expect(priceListSchema.parse(changed.json()).companyIds.sort()).toEqual([coop.company._id, rival.company._id].sort());

    expect((await removeList(created._id)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expectError(await t.app.inject({ url: `/api/price-lists/${created._id}`, headers: office.auth }), 404, "not_found");
    expect(await t.database.db.select().from(priceListPrices).where(eq(priceListPrices.priceListId, created._id))).toEqual([]);
  });

  it.each([
    ["a negative price", (hoe: string) => ({ prices: [{ productId: hoe, price: -1 }] }), ["body.prices.0.price"]],
    ["a percent over 100", (hoe: string) => ({ prices: [{ productId: hoe, percentOff: 101 }] }), ["body.prices.0.percentOff"]],
    ["a negative percent", (hoe: string) => ({ prices: [{ productId: hoe, percentOff: -1 }] }), ["body.prices.0.percentOff"]],
    ["dates in the wrong order", () => ({ validFrom: "2026-05-02", validUntil: "2026-05-01" }), ["body.validUntil"]],
    ["both a price and a percent", (hoe: string) => ({ prices: [{ productId: hoe, price: 5, percentOff: 5 }] }), ["body.prices.0.price"]],
    ["neither a price nor a percent", (hoe: string) => ({ prices: [{ productId: hoe }] }), ["body.prices.0.price"]],
    ["an unknown tool", () => ({ prices: [{ productId: crypto.randomUUID(), price: 5 }] }), ["body.prices.0.productId"]],
    ["an unknown company", () => ({ companyIds: [crypto.randomUUID()] }), ["body.companyIds.0"]],
  ])("refuses %s with 400 and changes nothing", async (_case, body, paths) => {
    const hoe = await newTool();
    const before = await listRows();
    expectFieldErrors(await asOffice({ name: "Refused", priority: 1, companyIds: [coop.company._id], prices: [], ...body(hoe) }), paths);
    expect(await listRows()).toEqual(before);
  });

  it("refuses a PATCH that crosses the stored dates, and an unknown id, changing nothing", async () => {
    const list = await newList({ validFrom: "2026-01-10", validUntil: "2026-12-31", prices: [] });
    const before = await listRows();
    expectFieldErrors(await asOffice({ validUntil: "2026-01-09" }, "PATCH", list._id), ["body.validUntil"]);
    expectFieldErrors(await asOffice({ validFrom: "2027-01-01" }, "PATCH", list._id), ["body.validFrom"]);
    expectFieldErrors(await asOffice({ prices: [{ productId: crypto.randomUUID(), price: 1 }] }, "PATCH", list._id), ["body.prices.0.productId"]);
    expectError(await asOffice({ name: "Nobody" }, "PATCH", crypto.randomUUID()), 404, "not_found");
    expectError(await removeList(crypto.randomUUID()), 404, "not_found");
    expect(await listRows()).toEqual(before);
    await removeList(list._id);
  });

  it("is for shop admins only: 401 without a token, 403 for a company admin, nothing changed", async () => {
    const before = await listRows();
    const body = { name: "Mine", priority: 1, companyIds: [coop.company._id], prices: [] };
    expectError(await t.app.inject({ method: "POST", url: "/api/price-lists", payload: body }), 401, "unauthorized");
    expectError(await t.app.inject({ method: "POST", url: "/api/price-lists", headers: coop.admin.auth, payload: body }), 403, "forbidden");
    expectError(await t.app.inject({ url: "/api/price-lists", headers: buyer.auth }), 403, "forbidden");
    expect(await listRows()).toEqual(before);
  });
});

describe("the rule through the endpoints (price precedence)", () => {
  interface Row {
    case: string;
    /** The lists, made for the co-op; `{tool}` is the row's own tool. */
    lists: (tool: string) => Record<string, unknown>[];
    /** Quantity → the unit price the member pays (the catalogue's is $10, $9 from 10, $8 from 50). */
    units: Record<number, number>;
    yourPrice: number | null;
    yourBreaks?: { minQuantity: number; price: number }[];
  }
  const rows: Row[] = [
    { case: "no list: the catalogue's prices, no yourPrice", lists: () => [], units: { 1: 10, 10: 9, 50: 8 }, yourPrice: null },
    {
      case: "a fixed price under the catalogue, its breaks still lower further up",
      lists: (tool) => [{ prices: [{ productId: tool, price: 8.5 }] }],
      units: { 1: 8.5, 10: 8.5, 50: 8 },
      yourPrice: 8.5,
      yourBreaks: [{ minQuantity: 50, price: 8 }],
    },
    {
      case: "percent off the catalogue's price for the quantity, rounded half up",
      lists: (tool) => [{ prices: [{ productId: tool, percentOff: 12.5 }] }],
      units: { 1: 8.75, 10: 7.88, 50: 7 },
      yourPrice: 8.75,
      yourBreaks: [
        { minQuantity: 10, price: 7.88 },
        { minQuantity: 50, price: 7 },
      ],
    },
    {
      case: "the list's breaks against the catalogue's: the lower at each quantity",
      lists: (tool) => [{ prices: [{ productId: tool, price: 9.5, breaks: [{ minQuantity: 20, price: 8.6 }, { minQuantity: 60, price: 7.5 }] }] }],
      units: { 1: 9.5, 10: 9, 20: 8.6, 50: 8, 60: 7.5 },
      yourPrice: 9.5,
      yourBreaks: [
        { minQuantity: 10, price: 9 },
        { minQuantity: 20, price: 8.6 },
        { minQuantity: 50, price: 8 },
        { minQuantity: 60, price: 7.5 },
      ],
    },
    { case: "a list dearer than the catalogue never raises it", lists: (tool) => [{ prices: [{ productId: tool, price: 12 }] }], units: { 1: 10, 10: 9 }, yourPrice: 10 },
    {
      case: "the higher priority wins, even when dearer than the other list",
      lists: (tool) => [
        { name: "Low", priority: 1, prices: [{ productId: tool, price: 7 }] },
        { name: "High", priority: 9, prices: [{ productId: tool, price: 9.5 }] },
      ],
      units: { 1: 9.5, 10: 9 },
      yourPrice: 9.5,
    },
    {
      case: "a list not valid yet, and one that ended, are skipped",
      lists: (tool) => [
        { name: "Later", priority: 9, validFrom: addDays(TODAY, 1), prices: [{ productId: tool, price: 5 }] },
        { name: "Over", priority: 8, validUntil: addDays(TODAY, -1), prices: [{ productId: tool, price: 6 }] },
        { name: "Now", priority: 1, validFrom: TODAY, validUntil: TODAY, prices: [{ productId: tool, price: 9.25 }] },
      ],
      units: { 1: 9.25, 10: 9 },
      yourPrice: 9.25,
    },
    {
      case: "another company's list is not the member's",
      lists: (tool) => [{ companyIds: [rival.company._id], prices: [{ productId: tool, price: 5 }] }],
      units: { 1: 10, 10: 9 },
      yourPrice: null,
    },
  ];

  it.each(rows)("$case", async (row) => {
    const tool = await newTool();
    const made: PriceList[] = [];
    for (const list of row.lists(tool)) made.push(await newList(list));
    const { tool: seen, cacheControl } = await toolAs(buyer, tool);
    expect(seen.yourPrice ?? null).toBe(row.yourPrice);
    if (row.yourBreaks) expect(seen.yourBreaks).toEqual(row.yourBreaks);
    expect(seen.price).toBe(10);
    if (row.yourPrice !== null) expect(cacheControl).toBe("private, no-store");
    for (const [quantity, unit] of Object.entries(row.units)) expect((await previewUnit(buyer, tool, Number(quantity))).unit, `${quantity} units`).toBe(unit);
    for (const list of made) await removeList(list._id);
  });

  it("takes the discount code after the list, on the line's total as the list priced it", async () => {
    const tool = await newTool();
    const list = await newList({ prices: [{ productId: tool, price: 8 }] });
    const code = await t.app.inject({ method: "POST", url: "/api/discount-codes", headers: office.auth, payload: { code: `LIST${Date.now()}`, kind: "percent", percent: 10 } });
    expect(code.statusCode, code.body).toBe(201);
    const priced = await previewUnit(buyer, tool, 5, code.json<{ code: string }>().code);
    expect(priced).toEqual({ unit: 8, amount: 40, discount: 4 });
    await removeList(list._id);
  });

  it("keeps the list on the order's lines, and its name once it is deleted", async () => {
    const tool = await newTool();
    const list = await newList({ name: "Harvest deal", prices: [{ productId: tool, price: 9.5, breaks: [{ minQuantity: 20, price: 8.5 }] }] });
    const address = coop.company.addresses[0]?._id;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: buyer.auth,
      payload: { name: "Co-op Buyer", phone: "0123456789", address: "ignored", companyAddressId: address, items: [{ productId: tool, quantity: 25 }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = placeOrderResponseSchema.parse(response.json()).order;
    expect(order.price).toBe(212.5);
    expect(order.items?.[0]).toMatchObject({ unitPrice: 8.5, listUnitPrice: 10, breakMinQuantity: 20, priceList: "Harvest deal", price: 212.5 });
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(line).toMatchObject({ priceListId: list._id, priceListName: "Harvest deal", unitPriceCents: 850, listUnitPriceCents: 1000 });

    await removeList(list._id);
    const [kept] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(kept).toMatchObject({ priceListId: null, priceListName: "Harvest deal", unitPriceCents: 850 });
    const read = await t.app.inject({ url: `/api/orders/${order._id}`, headers: buyer.auth });
    expect(read.json<{ items: unknown[] }>().items[0]).toMatchObject({ priceList: "Harvest deal", unitPrice: 8.5 });
  });

  it("names no list on a line where the catalogue is as cheap", async () => {
    const tool = await newTool();
    const list = await newList({ prices: [{ productId: tool, price: 9 }] });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: buyer.auth,
      payload: { name: "Co-op Buyer", phone: "0123456789", address: "ignored", companyAddressId: coop.company.addresses[0]?._id, productId: tool, quantity: 10 },
    });
    const order = placeOrderResponseSchema.parse(response.json()).order;
    expect(order.items?.[0]).toMatchObject({ unitPrice: 9, breakMinQuantity: 10 });
    expect(order.items?.[0]?.priceList).toBeUndefined();
    await removeList(list._id);
  });

  it("prices a member's quick order and quote reference through the list", async () => {
    const tool = await newTool();
    const [row] = await t.database.db.select({ sku: tools.sku }).from(tools).where(eq(tools.id, tool));
    const list = await newList({ name: "Pad deal", prices: [{ productId: tool, price: 8.25 }] });
    const check = async (who: SignedIn) =>
      quickOrderCheckResponseSchema.parse((await t.app.inject({ method: "POST", url: "/api/quick-order/check", headers: who.auth, payload: { text: `${row?.sku} 12` } })).json()).lines[0];
    expect(await check(buyer)).toMatchObject({ status: "ok", unitPrice: 8.25, cataloguePrice: 9, priceList: "Pad deal" });
    const outsider = await check(stranger);
    expect(outsider).toMatchObject({ unitPrice: 9, cataloguePrice: 9 });
    expect(outsider?.priceList).toBeUndefined();

    const quote = await t.app.inject({ method: "POST", url: "/api/quotes", headers: buyer.auth, payload: { productId: tool, quantity: 5 } });
    expect(quote.statusCode, quote.body).toBe(201);
    // The catalogue's price for the quantity is kept beside the list's, for the quote pages to show.
    expect(quoteSchema.parse(quote.json())).toMatchObject({ listUnitPrice: 8.25, catalogueUnitPrice: 10 });
    const bulk = await t.app.inject({ method: "POST", url: "/api/quotes", headers: buyer.auth, payload: { productId: tool, quantity: 12 } });
    expect(quoteSchema.parse(bulk.json())).toMatchObject({ listUnitPrice: 8.25, catalogueUnitPrice: 9 });
    const read = await t.app.inject({ url: `/api/quotes/${quoteSchema.parse(bulk.json())._id}`, headers: buyer.auth });
    expect(quoteDetailSchema.parse(read.json())).toMatchObject({ listUnitPrice: 8.25, catalogueUnitPrice: 9 });
    const theirs = await t.app.inject({ method: "POST", url: "/api/quotes", headers: stranger.auth, payload: { productId: tool, quantity: 5 } });
    expect(quoteSchema.parse(theirs.json())).toMatchObject({ listUnitPrice: 10, catalogueUnitPrice: null });
    await removeList(list._id);
  });
});

describe("yourPrice reaches only the company's members, and no shared cache", () => {
  let tool: string;
  let list: PriceList;
  beforeAll(async () => {
    tool = await newTool();
    list = await newList({ name: "Members only", prices: [{ productId: tool, price: 7.77 }] });
  });
  afterAll(async () => {
    await removeList(list._id);
  });

  const inList = async (who: SignedIn | null, query = "") => {
    const response = await t.app.inject({ url: `/api/tools${query}`, headers: who ? { authorization: who.auth.authorization } : {} });
    expect(response.statusCode, response.body).toBe(200);
    return { tools: toolListSchema.parse(response.json()), headers: response.headers };
  };

  it("answers it to every member of the company, on the list, a page, a search and the tool", async () => {
    for (const member of [buyer, coop.admin]) {
      const whole = await inList(member);
      expect(whole.tools.find((candidate) => candidate._id === tool)?.yourPrice).toBe(7.77);
      expect(whole.headers["cache-control"]).toBe("private, no-store");
      expect(whole.headers.etag).toBeUndefined();
      const paged = await inList(member, "?page=1&limit=100");
      expect(paged.tools.find((candidate) => candidate._id === tool)?.yourPrice).toBe(7.77);
      const [row] = await t.database.db.select({ sku: tools.sku }).from(tools).where(eq(tools.id, tool));
      const searched = await inList(member, `?q=${row?.sku ?? ""}`);
      expect(searched.tools.map((found) => [found._id, found.yourPrice])).toEqual([[tool, 7.77]]);
      expect(searched.headers["cache-control"]).toBe("private, no-store");
      expect((await toolAs(member, tool)).tool.yourPrice).toBe(7.77);
    }
  });

  it("answers it to nobody else: another company's member, a buyer of no company, a visitor, the office", async () => {
    for (const who of [rival.admin, stranger, null, office]) {
      const { tools: all, headers } = await inList(who);
      expect(all.some((candidate) => candidate.yourPrice !== undefined || candidate.yourBreaks !== undefined)).toBe(false);
      expect(headers["cache-control"]).not.toContain("private");
      expect((await toolAs(who, tool)).tool.yourPrice).toBeUndefined();
    }
  });

  it("answers a bad token 401, as any route does", async () => {
    expectError(await t.app.inject({ url: "/api/tools", headers: { authorization: "Bearer not-a-token" } }), 401, "unauthorized");
  });

  it("follows a change of the list at once", async () => {
    expect((await toolAs(buyer, tool)).tool.yourPrice).toBe(7.77);
    await asOffice({ prices: [{ productId: tool, price: 6.5 }] }, "PATCH", list._id);
    expect((await toolAs(buyer, tool)).tool.yourPrice).toBe(6.5);
    await asOffice({ prices: [{ productId: tool, price: 7.77 }] }, "PATCH", list._id);
  });
});

describe("over HTTP, before Fastify too", () => {
  let origin: string;
  let tool: string;
  let list: PriceList;
  let member: SignedIn;

  const raw = (url: string, headers: Record<string, string> = {}) => rawText(origin, url, headers);
  const priceIn = (answer: { body: string }) => toolListSchema.parse(JSON.parse(answer.body)).find((candidate) => candidate._id === tool)?.yourPrice;

  beforeAll(async () => {
    tool = await newTool();
    member = await newMember(t, coop.company._id, "buyer");
    list = await newList({ name: "Over the wire", prices: [{ productId: tool, price: 5.55 }] });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await removeList(list._id);
  });

  it("never gives a member's answer to the next visitor, nor a visitor's to a member (repeated: the second of each comes from the kept answers)", async () => {
    const token = { authorization: member.auth.authorization };
    for (let round = 0; round < 3; round += 1) {
      const theirs = await raw("/api/tools", token);
      expect(theirs.status).toBe(200);
      expect(priceIn(theirs)).toBe(5.55);
      expect(theirs.headers["cache-control"]).toBe("private, no-store");
      const publicAfter = await raw("/api/tools");
      expect(priceIn(publicAfter)).toBeUndefined();
      expect(publicAfter.body).not.toContain("yourPrice");
      expect(publicAfter.headers["cache-control"]).toBe("no-cache");
      // A browser holding the public answer asks with its ETag: a member is answered in full, never 304.
      const conditional = await raw("/api/tools", { ...token, "if-none-match": String(publicAfter.headers.etag) });
      expect(conditional.status).toBe(200);
      expect(priceIn(conditional)).toBe(5.55);
      const one = await raw(`/api/tools/${tool}`, token);
      expect(toolSchema.parse(JSON.parse(one.body)).yourPrice).toBe(5.55);
      expect(toolSchema.parse(JSON.parse((await raw(`/api/tools/${tool}`)).body)).yourPrice).toBeUndefined();
    }
    expect(priceIn(await raw("/api/tools", { authorization: stranger.auth.authorization }))).toBeUndefined();
  });

  it("stops within ACCESS_RECHECK_MS once the member has left the company", async () => {
    const token = { authorization: member.auth.authorization };
    expect(priceIn(await raw("/api/tools", token))).toBe(5.55);
    await t.database.db.delete(companyMembers).where(eq(companyMembers.userId, member.uid));
    await new Promise((resolve) => setTimeout(resolve, ACCESS_RECHECK_MS + 50));
    expect(priceIn(await raw("/api/tools", token))).toBeUndefined();
    expect(toolSchema.parse(JSON.parse((await raw(`/api/tools/${tool}`, token)).body)).yourPrice).toBeUndefined();
  });
});
