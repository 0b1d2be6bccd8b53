import { companyMessages, listMessages, MAX_ORDER_LINES, shoppingListSchema, shoppingListsSchema, type CompanyRole, type ShoppingList } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shoppingListLines, shoppingLists, tools } from "../src/db/schema";
import { createTestApp, newAccount, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { joinCompany, newCompany } from "./companies";
import { expectError, expectFieldErrors } from "./expect-error";

let t: TestApp;
/**
 * One company with a member of every role, and outsiders, made once for the file: the tests of
 * what a role may do, of validation and of lines each take a list (and a tool) of their own. The
 * two that count a company's lists make their own company. Accounts come from newAccount: no test
 * here is about signing up (44 tests signing up 4 to 7 accounts each were ~3 minutes on a busy CI box).
 */
let shared: Awaited<ReturnType<typeof team>>;
let outsiders: { stranger: SignedIn; otherAdmin: SignedIn; otherAccountant: SignedIn };

beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV });
  shared = await team();
  const { company: other, admin: otherAdmin } = await newCompany(t, await newAccount(t, { name: "Company Admin" }));
  outsiders = { stranger: await newAccount(t), otherAdmin, otherAccountant: await joinCompany(t, other._id, await newAccount(t, { name: "Member accountant" }), "accountant") };
});
afterAll(() => t.close());

async function newTool(overrides: Partial<typeof tools.$inferInsert> = {}): Promise<string> {
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: `List Rake ${Math.random()}`, description: "Listed.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 100, priceCents: 1250, ...overrides })
    .returning();
  if (!tool) throw new Error("no tool");
  return tool.id;
}

const call = (who: SignedIn, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

async function created(who: SignedIn, payload: Record<string, unknown>): Promise<ShoppingList> {
  const response = await call(who, "POST", "/api/lists", payload);
  expect(response.statusCode, response.body).toBe(201);
  return shoppingListSchema.parse(response.json());
}

/** Every list row and line, to compare before and after a refused call. */
async function listRows(): Promise<unknown[]> {
  const db = t.database.db;
  return Promise.all([
    db.select().from(shoppingLists).orderBy(asc(shoppingLists.id)),
    db.select().from(shoppingListLines).orderBy(asc(shoppingListLines.listId), asc(shoppingListLines.toolId)),
  ]);
}

/** A new company with one member of every role, and a list its admin made. */
async function team() {
  const { company, admin } = await newCompany(t, await newAccount(t, { name: "Company Admin" }));
  const member = async (role: CompanyRole) => joinCompany(t, company._id, await newAccount(t, { name: `Member ${role}` }), role);
  const members: Record<CompanyRole, SignedIn> = { admin, buyer: await member("buyer"), approver: await member("approver"), accountant: await member("accountant") };
  const tool = await newTool();
  const list = await created(admin, { name: "Spring restock", items: [{ productId: tool, quantity: 3 }] });
  return { company, members, tool, list };
}

/** The shared company, with a new list of a new tool its admin made. */
async function sharedTeam() {
  const { company, members } = shared;
  const tool = await newTool();
  const list = await created(members.admin, { name: "Spring restock", items: [{ productId: tool, quantity: 3 }] });
  return { company, members, tool, list };
}

describe("a company's shared lists", () => {
  it("are created by one member and read and changed by another", async () => {
    const { company, members, tool, list } = await team();
    expect(list).toMatchObject({ companyId: company._id, name: "Spring restock", createdBy: members.admin.email });
    expect(list.items).toEqual([expect.objectContaining({ productId: tool, quantity: 3, price: 12.5, minimumOrderQuantity: 1, packSize: 1, availableQuantity: 100 })]);

    const read = await call(members.buyer, "GET", "/api/lists");
    expect(read.statusCode).toBe(200);
    expect(shoppingListsSchema.parse(read.json())).toEqual([list]);

    const other = await newTool();
    const patched = await call(members.buyer, "PATCH", `/api/lists/${list._id}`, { name: "Autumn restock", items: [{ productId: other, quantity: 2 }, { productId: tool, quantity: 5 }] });
    expect(patched.statusCode, patched.body).toBe(200);
    const changed = shoppingListSchema.parse(patched.json());
    expect(changed).toMatchObject({ _id: list._id, companyId: company._id, name: "Autumn restock" });
    expect(changed.items.map((item) => [item.productId, item.quantity])).toEqual([
      [other, 2],
      [tool, 5],
    ]);
    expect(shoppingListSchema.parse((await call(members.accountant, "GET", `/api/lists/${list._id}`)).json())).toEqual(changed);
  });

  it("answers the latest changed list first, paged with X-Total-Count", async () => {
    const { members, list } = await team();
    const second = await created(members.buyer, { name: "Tools for the barn" });
    await call(members.approver, "PATCH", `/api/lists/${list._id}`, { name: "Spring restock, again" });
    const all = shoppingListsSchema.parse((await call(members.admin, "GET", "/api/lists")).json());
    expect(all.map((item) => item._id)).toEqual([list._id, second._id]);
    const page = await call(members.admin, "GET", "/api/lists?page=2&limit=1");
    expect(page.headers["x-total-count"]).toBe("2");
    expect(shoppingListsSchema.parse(page.json()).map((item) => item._id)).toEqual([second._id]);
  });

  // Every role × every action: allowed, or refused with the rows unchanged.
  const actions = {
    create: { ok: 201, run: (who: SignedIn) => call(who, "POST", "/api/lists", { name: "Mine", items: [] }) },
    read: { ok: 200, run: (who: SignedIn, id: string) => call(who, "GET", `/api/lists/${id}`) },
    readAll: { ok: 200, run: (who: SignedIn) => call(who, "GET", "/api/lists") },
    rename: { ok: 200, run: (who: SignedIn, id: string) => call(who, "PATCH", `/api/lists/${id}`, { name: "Renamed" }) },
    delete: { ok: 200, run: (who: SignedIn, id: string) => call(who, "DELETE", `/api/lists/${id}`) },
  } as const;
  const writes = new Set(["create", "rename", "delete"]);
  const cases = (["admin", "buyer", "approver", "accountant"] as const).flatMap((role) =>
    (Object.keys(actions) as (keyof typeof actions)[]).map((action) => [role, action, role === "accountant" && writes.has(action) ? 403 : actions[action].ok] as const),
  );

  it.each(cases)("%s: %s answers %i", async (role, action, status) => {
    const { company, members, list } = await sharedTeam();
    const before = await listRows();
    const response = await actions[action].run(members[role], list._id);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403) {
      expect(expectError(response, 403, "forbidden").error.message).toBe(companyMessages.noRight("change shopping lists"));
      expect(await listRows()).toEqual(before);
    } else {
      const body = response.json<{ companyId?: string }[] | { companyId: string }>();
      for (const answer of Array.isArray(body) ? body : [body]) expect(answer.companyId).toBe(company._id);
    }
  });

  it.each(Object.keys(actions) as (keyof typeof actions)[])("%s: 404 to an account without a company, and to another company's member; nothing changes", async (action) => {
    const { list } = await sharedTeam();
    const { stranger, otherAdmin, otherAccountant } = outsiders;
    const before = await listRows();
    expectError(await actions[action].run(stranger, list._id), 404, "not_found");
    if (action !== "create" && action !== "readAll") {
      expectError(await actions[action].run(otherAdmin, list._id), 404, "not_found");
      // Another company's list is not found before the role is asked: an accountant learns nothing either.
      expectError(await actions[action].run(otherAccountant, list._id), 404, "not_found");
    }
    expect(await listRows()).toEqual(before);
  });

  it("shows another company's member only their own lists", async () => {
    await sharedTeam();
    const { admin } = await newCompany(t, await newAccount(t, { name: "Company Admin" }));
    const read = await call(admin, "GET", "/api/lists");
    expect(read.json()).toEqual([]);
  });

  it("answers 404 for a list id that does not exist, and 401 to a visitor", async () => {
    const { members } = shared;
    expectError(await call(members.admin, "GET", "/api/lists/00000000-0000-4000-8000-000000000000"), 404, "not_found");
    expectError(await t.app.inject({ method: "GET", url: "/api/lists" }), 401, "unauthorized");
  });

  it("lets the shop's admin, who is no member, see no list (404)", async () => {
    const { list } = await sharedTeam();
    const office = await signInAdmin(t);
    expectError(await call(office, "GET", `/api/lists/${list._id}`), 404, "not_found");
  });
});

describe("a list's lines", () => {
  it.each([
    ["no name", () => ({ name: "", items: [] }), ["body.name"]],
    ["a name over 80 characters", () => ({ name: "x".repeat(81), items: [] }), ["body.name"]],
    ["an unknown field", () => ({ name: "List", items: [], colour: "red" }), ["body"]],
    ["a zero quantity", (tool: string) => ({ name: "List", items: [{ productId: tool, quantity: 0 }] }), ["body.items.0.quantity"]],
    ["a fractional quantity", (tool: string) => ({ name: "List", items: [{ productId: tool, quantity: 1.5 }] }), ["body.items.0.quantity"]],
    ["a malformed tool id", () => ({ name: "List", items: [{ productId: "rake", quantity: 1 }] }), ["body.items.0.productId"]],
    ["an unknown tool", () => ({ name: "List", items: [{ productId: "00000000-0000-4000-8000-000000000000", quantity: 1 }] }), ["body.items.0.productId"]],
    [
      "the same tool twice",
      (tool: string) => ({
        name: "List",
        items: [
          { productId: tool, quantity: 1 },
          { productId: tool, quantity: 2 },
        ],
      }),
      ["body.items"],
    ],
    ["too many lines", (tool: string) => ({ name: "List", items: Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({ productId: i === 0 ? tool : crypto.randomUUID(), quantity: 1 })) }), ["body.items"]],
  ])("refuses %s (400) and changes nothing", async (_case, body, paths) => {
    const { members, tool, list } = await sharedTeam();
    const before = await listRows();
    expectFieldErrors(await call(members.buyer, "POST", "/api/lists", body(tool)), paths);
    expectFieldErrors(await call(members.buyer, "PATCH", `/api/lists/${list._id}`, body(tool)), paths);
    expect(await listRows()).toEqual(before);
  });

  it("refuses quantities an order would refuse: under the minimum, not a whole number of packs", async () => {
    const { members, list } = await sharedTeam();
    const packed = await newTool({ minimumOrderQuantity: 10, packSize: 5 });
    const before = await listRows();
    expectFieldErrors(await call(members.buyer, "PATCH", `/api/lists/${list._id}`, { items: [{ productId: packed, quantity: 5 }] }), ["body.items.0.quantity"]);
    expectFieldErrors(await call(members.buyer, "PATCH", `/api/lists/${list._id}`, { items: [{ productId: packed, quantity: 12 }] }), ["body.items.0.quantity"]);
    expect(await listRows()).toEqual(before);
    // More than the stock is fine on a list: the stock is checked when the list goes to the cart.
    const response = await call(members.buyer, "PATCH", `/api/lists/${list._id}`, { items: [{ productId: packed, quantity: 1000 }] });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("refuses an archived tool as unknown, and leaves a line of a tool archived later out of the answer", async () => {
    const { members, tool, list } = await sharedTeam();
    const archived = await newTool({ archivedAt: new Date() });
    expectFieldErrors(await call(members.buyer, "POST", "/api/lists", { name: "Old", items: [{ productId: archived, quantity: 1 }] }), ["body.items.0.productId"]);
    await t.database.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, tool));
    const read = shoppingListSchema.parse((await call(members.buyer, "GET", `/api/lists/${list._id}`)).json());
    expect(read.items).toEqual([]);
  });

  it("loses the line of a tool deleted from the catalogue", async () => {
    const { members, tool, list } = await sharedTeam();
    await t.database.db.delete(tools).where(eq(tools.id, tool));
    expect(shoppingListSchema.parse((await call(members.buyer, "GET", `/api/lists/${list._id}`)).json()).items).toEqual([]);
  });

  it("deletes a list with its lines", async () => {
    const { members, list } = await sharedTeam();
    const response = await call(members.approver, "DELETE", `/api/lists/${list._id}`);
    expect(response.json()).toMatchObject({ acknowledged: true, deletedCount: 1, _id: list._id });
    expect(await t.database.db.select().from(shoppingListLines).where(eq(shoppingListLines.listId, list._id))).toEqual([]);
    expectError(await call(members.admin, "GET", `/api/lists/${list._id}`), 404, "not_found");
  });

  it("says what is wrong with an unknown tool in the list's own words", async () => {
    const { members } = shared;
    const refused = expectFieldErrors(await call(members.buyer, "POST", "/api/lists", { name: "List", items: [{ productId: "00000000-0000-4000-8000-000000000000", quantity: 1 }] }), ["body.items.0.productId"]);
    expect(refused.error.message).toBe(listMessages.unknownTool);
  });
});
