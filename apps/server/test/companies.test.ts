import { companyMessages, companySchema } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { companyBody, companyRows, newCompany, newMember } from "./companies";
import { expectError, expectFieldErrors } from "./expect-error";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV });
});
afterAll(() => t.close());

const create = (who: SignedIn, payload: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/companies", headers: who.auth, payload });
const patch = (who: SignedIn, id: string, payload: Record<string, unknown>) => t.app.inject({ method: "PATCH", url: `/api/companies/${id}`, headers: who.auth, payload });
const own = (who: SignedIn) => t.app.inject({ method: "GET", url: "/api/company", headers: who.auth });

describe("POST /api/companies", () => {
  it("makes the caller the first admin of the company, with its addresses", async () => {
    const founder = await signUp(t.app, { name: "Rina Das" });
    const response = await create(founder, companyBody({ vatId: "de 123.456.789" }));
    expect(response.statusCode, response.body).toBe(201);
    const company = companySchema.parse(response.json());
    expect(company).toMatchObject({ name: "Green Valley Co-op", vatId: "DE123456789", suspended: false, role: "admin" });
    expect(company.addresses.map((address) => address.label)).toEqual(["Main store", "Warehouse"]);
    expect(company.members).toEqual([{ userId: founder.uid, email: founder.email, name: "Rina Das", role: "admin", orderLimit: null, monthlyLimit: null }]);
    const read = await own(founder);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(company);
  });

  it("answers 409 to a member of a company, and changes nothing", async () => {
    const { admin } = await newCompany(t);
    const before = await companyRows(t);
    expectError(await create(admin, companyBody({ name: "Second Co" })), 409, "conflict");
    expect(await companyRows(t)).toEqual(before);
  });

  it("gives exactly one company to an account that founds two at once", async () => {
    const founder = await signUp(t.app);
    const answers = await Promise.all([create(founder, companyBody({ name: "One" })), create(founder, companyBody({ name: "Two" }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it("refuses an unverified buyer (403) and a visitor (401)", async () => {
    const unverified = await signUp(t.app, { verified: false });
    const before = await companyRows(t);
    const refused = expectError(await create(unverified, companyBody()), 403, "forbidden");
    expect(refused.error.message).toBe(companyMessages.verifyFirst);
    expectError(await t.app.inject({ method: "POST", url: "/api/companies", payload: companyBody() }), 401, "unauthorized");
    expect(await companyRows(t)).toEqual(before);
  });

  it.each([
    ["no name", { name: "" }, "body.name"],
    ["no delivery address", { addresses: [] }, "body.addresses"],
    ["an address without a country", { addresses: [{ label: "Shop", address: "1 Road", postalCode: "1" }] }, "body.addresses.0.country"],
    ["an unknown country", { addresses: [{ label: "Shop", address: "1 Road", country: "XX", postalCode: "1" }] }, "body.addresses.0.country"],
    ["a malformed VAT ID", { vatId: "DE12" }, "body.vatId"],
    ["a control character", { name: "Co\u0000op" }, "body.name"],
  ])("refuses %s (400) and creates nothing", async (_case, overrides, path) => {
    const founder = await signUp(t.app);
    const before = await companyRows(t);
    expectFieldErrors(await create(founder, companyBody(overrides)), [path]);
    expect(await companyRows(t)).toEqual(before);
  });
});

describe("the session", () => {
  it("names the member's company and role, and null for an account without one", async () => {
    const { company, admin } = await newCompany(t);
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie: admin.cookie } });
    expect(session.json()).toMatchObject({ user: { email: admin.email, company: { _id: company._id, name: company.name, role: "admin" } } });
    const loner = await signUp(t.app);
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie: loner.cookie } })).json()).toMatchObject({ user: { email: loner.email, company: null } });
  });
});

describe("GET /api/company", () => {
  it("answers 404 to an account without a company", async () => {
    expectError(await own(await signUp(t.app)), 404, "not_found");
  });

  it("shows a member their own role", async () => {
    const { company } = await newCompany(t);
    const accountant = await newMember(t, company._id, "accountant");
    const read = companySchema.parse((await own(accountant)).json());
    expect(read.role).toBe("accountant");
    expect(read.members.map((member) => member.role)).toEqual(["admin", "accountant"]);
  });
});

describe("PATCH /api/companies/{id}", () => {
  it("lets an admin rename the company and keep, change, add and remove addresses", async () => {
    const { company, admin } = await newCompany(t);
    const [main] = company.addresses;
    if (!main) throw new Error("no address");
    const response = await patch(admin, company._id, {
      name: "Green Valley Cooperative",
      addresses: [
        { ...main, label: "Head office" },
        { label: "Depot", address: "3 Rail Yard, Jessore", country: "BD", postalCode: "7400" },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = companySchema.parse(response.json());
    expect(changed.name).toBe("Green Valley Cooperative");
    expect(changed.addresses.map((address) => [address.label, address._id === main._id])).toEqual([
      ["Head office", true],
      ["Depot", false],
    ]);
  });

  it("refuses every role but admin (403), a stranger and another company's admin (404), changing nothing", async () => {
    const { company } = await newCompany(t);
    const { admin: otherAdmin } = await newCompany(t);
    const before = await companyRows(t);
    for (const role of ["buyer", "approver", "accountant"] as const) {
      const member = await newMember(t, company._id, role);
      const snapshot = await companyRows(t);
      expectError(await patch(member, company._id, { name: "Taken over" }), 403, "forbidden");
      expect(await companyRows(t)).toEqual(snapshot);
    }
    const afterMembers = await companyRows(t);
    expectError(await patch(otherAdmin, company._id, { name: "Taken over" }), 404, "not_found");
    expectError(await patch(await signUp(t.app), company._id, { name: "Taken over" }), 404, "not_found");
    expectError(await patch(await signInAdmin(t), company._id, { name: "Taken over" }), 404, "not_found");
    expect(await companyRows(t)).toEqual(afterMembers);
    expect(before).not.toEqual(afterMembers);
  });

  it("answers 404 for another company's address id and changes nothing", async () => {
    const { company, admin } = await newCompany(t);
    const { company: other } = await newCompany(t);
    const [foreign] = other.addresses;
    if (!foreign) throw new Error("no address");
    const before = await companyRows(t);
    expectError(await patch(admin, company._id, { name: "Renamed", addresses: [{ ...foreign }] }), 404, "not_found");
    expect(await companyRows(t)).toEqual(before);
  });
});
