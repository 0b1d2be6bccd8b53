import { checkoutSchema, officeCompanyMessages, officeCompanySchema, placeOrderResponseSchema, type Company } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDetails, companies, orders, shippingMethods, shippingZones, taxRates, tools } from "../src/db/schema";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { companyRows, newCompany, newMember } from "./companies";
import { expectError, expectFieldErrors } from "./expect-error";
import { startViesStandIn } from "./stand-in";

/**
 * Issue 27: a company's VAT ID exempts its members' orders only by the company's own proof: VIES,
 * or the office's hand check kept on the company while the company keeps that very ID. A German
 * shop sells to a French company, so a proven ID makes the sale intra-Community (exempt).
 */
const CONFIRMED = "FR40303265045";
const UNCONFIRMED = "FR12345678901";
const OTHER_UNCONFIRMED = "FR99999999999";

let vies: Awaited<ReturnType<typeof startViesStandIn>>;
let t: TestApp;
let office: SignedIn;
let toolId: string;
let post: string;

beforeAll(async () => {
  vies = await startViesStandIn((vatId) => vatId === CONFIRMED);
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, SHOP_COUNTRY: "DE", SHOP_CURRENCY: "EUR", SHOP_VAT_ID: "DE999999999", MAX_UNPAID_ORDERS: "1000", VAT_LOOKUP_URL: vies.url } });
  office = await signInAdmin(t);
  const db = t.database.db;
  const [tool] = await db.insert(tools).values({ name: "Vat Hoe", description: "Taxed.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 10_000, priceCents: 10_000 }).returning();
  const [zone] = await db.insert(shippingZones).values({ name: "All", everywhereElse: true, position: 0 }).returning();
  if (!tool || !zone) throw new Error("no tool or zone");
  const [method] = await db.insert(shippingMethods).values({ zoneId: zone.id, name: "Post", kind: "flat", flatCents: 1_000, position: 0 }).returning();
  if (!method) throw new Error("no method");
  await db.insert(taxRates).values([
    { country: "DE", name: "MwSt", rateMillis: 19_000 },
    { country: "FR", name: "TVA", rateMillis: 20_000 },
  ]);
  toolId = tool.id;
  post = method.id;
});
afterAll(async () => {
  await t.close();
  await vies.close();
});

const frenchAddresses = [{ label: "Farm", address: "1 Rue du Lac, Lyon", country: "FR", postalCode: "69001" }];
const companyWith = (vatId: string | null) => newCompany(t, undefined, { name: `Ferme ${Math.random()}`, vatId, addresses: frenchAddresses });
const vatCheck = (who: SignedIn | null, id: string, vatId: string) => t.app.inject({ method: "PUT", url: `/api/admin/companies/${id}/vat-check`, headers: who ? who.auth : {}, payload: { vatId } });
const undoVatCheck = (who: SignedIn | null, id: string) => t.app.inject({ method: "DELETE", url: `/api/admin/companies/${id}/vat-check`, headers: who ? who.auth : {} });
const officeView = async (id: string) => officeCompanySchema.parse((await t.app.inject({ url: `/api/admin/companies/${id}`, headers: office.auth })).json());
const changeVatId = async (admin: SignedIn, company: Company, vatId: string) => {
  const response = await t.app.inject({ method: "PATCH", url: `/api/companies/${company._id}`, headers: admin.auth, payload: { vatId } });
  expect(response.statusCode, response.body).toBe(200);
};
/** How the checkout (which writes nothing) would tax the member's order now. */
async function treatmentFor(member: SignedIn): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/api/checkout", headers: member.auth, payload: { productId: toolId, quantity: 1, shippingMethodId: post } });
  expect(response.statusCode, response.body).toBe(200);
  return checkoutSchema.parse(response.json()).bill.treatment;
}

describe("a company's VAT ID", () => {
  it("exempts a member's order once the office checks it on the company, not by any account's check of the same ID", async () => {
    const { company, admin } = await companyWith(UNCONFIRMED);
    const buyer = await newMember(t, company._id, "buyer");
    // The buyer's own business details, checked by the office for the same ID: they prove nothing for the company.
    await t.database.db.insert(businessDetails).values({ userId: buyer.uid, companyName: "Buyer's own", vatId: UNCONFIRMED, vatCheckedId: UNCONFIRMED, vatCheckedAt: new Date() });
    expect(await treatmentFor(buyer)).toBe("domestic");
    expect((await officeView(company._id)).vatCheckedAt).toBeNull();

    const checked = await vatCheck(office, company._id, "fr 123 456 789 01");
    expect(checked.statusCode, checked.body).toBe(204);
    expect((await officeView(company._id)).vatCheckedAt).toEqual(expect.any(String));
    expect(await treatmentFor(buyer)).toBe("intra_community");
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: buyer.auth,
      payload: { name: "Rina", phone: "0123456789", address: "ignored", productId: toolId, shippingMethodId: post, companyAddressId: company.addresses[0]?._id },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placeOrderResponseSchema.parse(placed.json()).order._id));
    expect(row).toMatchObject({ treatment: "intra_community", buyerCompany: company.name, buyerVatId: UNCONFIRMED, buyerVatProof: "office" });

    // The company's admin changes the ID: unproven again, and the page says so.
    await changeVatId(admin, company, OTHER_UNCONFIRMED);
    expect((await officeView(company._id)).vatCheckedAt).toBeNull();
    expect(await treatmentFor(buyer)).toBe("domestic");
    // The check was of the old ID: changed back, it is that ID again.
    await changeVatId(admin, company, UNCONFIRMED);
    expect(await treatmentFor(buyer)).toBe("intra_community");

    const undone = await undoVatCheck(office, company._id);
    expect(undone.statusCode, undone.body).toBe(204);
    expect((await officeView(company._id)).vatCheckedAt).toBeNull();
    expect(await treatmentFor(buyer)).toBe("domestic");
  });

  it("exempts when VIES confirms it, without the office", async () => {
    const { company } = await companyWith(CONFIRMED);
    const buyer = await newMember(t, company._id, "buyer");
    expect(await treatmentFor(buyer)).toBe("intra_community");
    expect((await officeView(company._id)).vatCheckedAt).toBeNull();
  });

  it("refuses a check of an ID the company no longer keeps (409), of a company without one, and from anyone but the office, changing nothing", async () => {
    const { company, admin } = await companyWith(UNCONFIRMED);
    const { company: without } = await companyWith(null);
    const buyer = await newMember(t, company._id, "buyer");
    const stranger = await signUp(t.app);
    const before = await companyRows(t);
    expect(expectError(await vatCheck(office, company._id, OTHER_UNCONFIRMED), 409, "conflict").error.message).toBe(officeCompanyMessages.vatChanged);
    expectError(await vatCheck(office, without._id, UNCONFIRMED), 409, "conflict");
    for (const who of [admin, buyer, stranger]) {
      expectError(await vatCheck(who, company._id, UNCONFIRMED), 403, "forbidden");
      expectError(await undoVatCheck(who, company._id), 403, "forbidden");
    }
    expectError(await vatCheck(null, company._id, UNCONFIRMED), 401, "unauthorized");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectError(await vatCheck(office, unknown, UNCONFIRMED), 404, "not_found");
    expectError(await undoVatCheck(office, unknown), 404, "not_found");
    expectFieldErrors(await vatCheck(office, company._id, ""), ["body.vatId"]);
    expectFieldErrors(await vatCheck(office, "not-an-id", UNCONFIRMED), ["params.id"]);
    expect(await companyRows(t)).toEqual(before);
    expect((await t.database.db.select().from(companies).where(eq(companies.id, company._id)))[0]).toMatchObject({ vatCheckedId: null, vatCheckedAt: null });
    expect(await treatmentFor(buyer)).toBe("domestic");
  });
});
