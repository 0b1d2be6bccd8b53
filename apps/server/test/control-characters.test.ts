import { placeOrderResponseSchema, toolListSchema } from "@shop/contract";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPayments, invoices, paymentAllocations, accountingCodes, accountTokens, companies, companyAddresses, companyInvitations, companyMembers, shoppingLists, businessDetails, categories, discountCodes, discountRedemptions, shippingMethods, shippingZones, taxRates, emailOutbox, idempotencyKeys, orderLines, orders, paymentIntents, payments, profiles, quotes, refunds, reviews, sessions, stockChanges, subscribers, tools, users, priceListCompanies, priceListPrices, priceLists } from "../src/db/schema";
import { bearer, cookieHeader, createTestApp, type SignedIn, signInAdmin, signUp, TEST_ADMIN_ENV, type TestApp, uniqueEmail } from "./app";
import { expectFieldErrors, tableDigests } from "./expect-error";
import { companyBody, newCompany } from "./companies";

/**
 * A NUL in any text of any request used to reach PostgreSQL and answer 500 (fuzzing found 25
 * such places). Every text field of every route is listed here, with a NUL put into an
 * otherwise valid request: each must answer 400 naming that field and write nothing. The last
 * test checks the list against the OpenAPI document, so a new route's text fields join it.
 */
const NUL = "\u0000";

let t: TestApp;
let customer: SignedIn;
let admin: SignedIn;
let toolId: string;
let categoryId: string;
let orderId: string;
let clientSecret: string;
let quoteId: string;
let zoneId: string;
let methodId: string;
let rateId: string;
let codeId: string;
/** Issue 27: the admin of a company of their own, and that company. */
let companyAdmin: SignedIn;
let companyId: string;
let listId: string;
let companyAddressId: string;
/** Issue 28: a price list of the office's. */
let priceListId: string;

beforeAll(async () => {
  t = await createTestApp({ env: TEST_ADMIN_ENV });
  customer = await signUp(t.app);
  admin = await signInAdmin(t);
  const [tool] = toolListSchema.parse((await t.app.inject("/api/tools")).json());
  if (!tool) throw new Error("no seeded tool");
  toolId = tool._id;
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
  if (!category) throw new Error("no seeded category");
  categoryId = category.id;
  const order = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: bearer(customer),
    payload: { name: "Buyer", phone: "0123456789", address: "Farm Lane 1", productId: toolId },
  });
  orderId = placeOrderResponseSchema.parse(order.json()).insertedId;
  const intent = await t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: bearer(customer), payload: { orderId } });
  clientSecret = intent.json<{ clientSecret: string }>().clientSecret;
  const quote = await t.app.inject({ method: "POST", url: "/api/quotes", headers: bearer(customer), payload: { productId: toolId, quantity: tool.minimumOrderQuantity } });
  quoteId = quote.json<{ _id: string }>()._id;
  const [zone] = await t.database.db.insert(shippingZones).values({ name: "Nul zone", countries: ["FR"] }).returning();
  const [method] = await t.database.db.insert(shippingMethods).values({ zoneId: zone?.id ?? "", name: "Van", kind: "flat", flatCents: 2_500 }).returning();
  const [rate] = await t.database.db.insert(taxRates).values({ country: "FR", name: "VAT", rateMillis: 20_000 }).returning();
  const [code] = await t.database.db.insert(discountCodes).values({ code: "NULCODE", kind: "percent", percentBasisPoints: 500 }).returning();
  if (!zone || !method || !rate || !code) throw new Error("no billing rows");
  [zoneId, methodId, rateId, codeId] = [zone.id, method.id, rate.id, code.id];
  const founded = await newCompany(t);
  [companyAdmin, companyId] = [founded.admin, founded.company._id];
  companyAddressId = founded.company.addresses[0]?._id ?? "";
  const list = await t.app.inject({ method: "POST", url: "/api/lists", headers: bearer(companyAdmin), payload: { name: "Spring restock", items: [] } });
  listId = list.json<{ _id: string }>()._id;
  const priceList = await t.app.inject({ method: "POST", url: "/api/price-lists", headers: bearer(admin), payload: priceListBody() });
  priceListId = priceList.json<{ _id: string }>()._id;
});
afterAll(() => t.close());

const withNul = (value: string) => `${value.slice(0, 2)}${NUL}${value.slice(2)}`;
const nulEmail = () => withNul(uniqueEmail());
const path = (value: string) => encodeURIComponent(value);

const signUpBody = () => ({ name: "Nul Farmer", email: uniqueEmail(), password: "secret-pass" });
const toolBody = () => ({ img: "/images/tools/spade.svg", name: "Spade", description: "A spade.", minimumOrderQuantity: "1", availableQuantity: "5", price: "12.50", categoryId, packSize: "1", sku: "CC-SPADE-1", weight: "2.5", sdRate: "10" });
const toolEdit = () => ({ img: "/images/tools/spade.svg", name: "Spade", description: "A spade.", minimumOrderQuantity: "1", price: "12.50", categoryId, packSize: "1", sku: "CC-SPADE-1", weight: "2.5", sdRate: "10" });
const reviewBody = { name: "Rahim", img: "/images/reviewers/reviewer-1.svg", ratings: "4", description: "Good." };
const orderBody = () => ({ name: "Buyer", phone: "0123456789", address: "Farm Lane 1", productId: toolId, quantity: "1", poNumber: "PO-1", deliveryDate: "2999-01-01" });
const cartBody = (item: Record<string, unknown>) => ({ name: "Buyer", phone: "0123456789", address: "Farm Lane 1", items: [{ productId: toolId, quantity: 1, ...item }] });
const profileBody = () => ({
  img: "https://example.com/me.png",
  country: "Bangladesh",
  email: customer.email,
  number: "01712345678",
  linkedinProfile: "https://www.linkedin.com/in/someone",
  education: "BSc",
  companyName: "Green Acres Co-op",
  vatId: "BD000123456-0101",
  shippingAddress: "Farm Lane 1, Bogura",
  shippingCountry: "BD",
  shippingPostalCode: "5800",
  phone: "+880 1712 345678",
  billingAddress: "Accounts, Mill Road 2, Bogura",
});
// Issue 21: where an order goes, and the office's billing set-up.
const destination = () => ({ country: "BD", postalCode: "5800", shippingMethodId: methodId });
const checkoutBody = () => ({ productId: toolId, quantity: 1, ...destination(), discountCode: "NULCODE" });
const zoneBody = () => ({ name: "Europe", countries: ["DE"] });
const methodBody = () => ({ name: "Freight", estimate: "2 weeks", kind: "weight", bands: [{ upToKg: "50", price: "40" }], stepKg: "100", stepPrice: "30", freeAbove: "1000", freeUpToKg: "500" });
const methodFields = ["name", "estimate", "stepKg", "stepPrice", "freeAbove", "freeUpToKg"];
// A field of another kind than the body's is ignored, so each is sent with its own kind.
const flatMethodBody = () => ({ name: "Van", kind: "flat", flatPrice: "25" });
const rateBody = () => ({ country: "US", region: "California", postalPrefixes: "90, 91", name: "Sales tax", rate: "8.875", reducedRate: "4" });
const codeBody = () => ({ code: "NULTWO", kind: "percent", percent: "5", minOrder: "100", startsOn: "2026-01-01", endsOn: "2099-12-31", maxUses: "10", maxUsesPerCustomer: "1" });
const codeFields = ["code", "percent", "minOrder", "startsOn", "endsOn", "maxUses", "maxUsesPerCustomer"];
const fixedCodeBody = () => ({ code: "NULTHREE", kind: "fixed", amount: "10" });
const businessBody = () => ({ companyName: "Green Acres Co-op", vatId: "BD000123456-0101", shippingAddress: "Farm Lane 1, Bogura", shippingCountry: "BD", shippingPostalCode: "5800", phone: "+880 1712 345678", billingAddress: "Accounts, Mill Road 2, Bogura" });
const businessFields = Object.keys(businessBody());
const profileFields = ["img", "country", "email", "number", "linkedinProfile", "education", "companyName", "vatId", "shippingAddress", "shippingCountry", "shippingPostalCode", "phone", "billingAddress"];
/** A valid bank deposit of the office (issue 37): today, with a reference. */
const depositBody = () => ({ amount: 1, receivedOn: new Date().toISOString().slice(0, 10), reference: "DEP-1" });
const transferBody = () => ({ amount: "25", receivedOn: "2026-11-20", reference: "NUL-REF", allocations: [{ invoiceNumber: 1, amount: 20 }] });
const priceListBody = () => ({ name: "Co-op prices", priority: "5", validFrom: "2026-01-01", validUntil: "2099-12-31", companyIds: [companyId], prices: [{ productId: toolId, price: "8.50", breaks: [{ minQuantity: "20", price: "8" }] }] });
const priceListFields = ["name", "priority", "validFrom", "validUntil"];
/** A NUL in a field of the list's first price (`path` under body.prices.0). */
const priceListPriceCase = (route: string, method: InjectOptions["method"], url: () => string, path: string, change: (price: Record<string, unknown>) => Record<string, unknown>): Case => ({
  route,
  field: `body.prices.0.${path}`,
  request: () => {
    const body = priceListBody();
    return { method, url: url(), headers: asAdmin(), payload: { ...body, prices: body.prices.map(change) } };
  },
});
/** Issue 35: a cart's quote request, each optional text field given. */
const cartQuoteBody = () => ({ items: [{ productId: toolId, quantity: 1 }], address: "Farm Lane 1", country: "BD", postalCode: "5800", companyAddressId, wantedBy: "2999-01-01", note: "Whole cart" });
const cardBody = () => ({ clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" });

/** A request whose one field (in `field`, as the 400 names it) carries a NUL. */
interface Case {
  route: string;
  field: string;
  request: () => InjectOptions;
}

/** One case per named text field of a JSON body, each a valid body but for that field. */
function bodyCases(
  route: string,
  method: InjectOptions["method"],
  url: () => string,
  body: () => Record<string, unknown>,
  headers: () => Record<string, string>,
  fields: string[],
): Case[] {
  return fields.map((name) => ({
      route,
      field: `body.${name}`,
      request: () => {
        const valid = body();
        return { method, url: url(), headers: headers(), payload: { ...valid, [name]: withNul(String(valid[name])) } };
      },
    }));
}

/** Issue 38: a NUL in the tool's Bangla name, then in its description (body.translations.bn.*). */
function translationCases(route: string, method: InjectOptions["method"], url: () => string, body: () => Record<string, unknown>): Case[] {
  const bangla = { name: "হাত কোদাল", description: "পেটানো লোহার কোদাল" };
  return (["name", "description"] as const).map((name) => ({
    route,
    field: `body.translations.bn.${name}`,
    request: () => ({ method, url: url(), headers: asAdmin(), payload: { ...body(), translations: { bn: { ...bangla, [name]: withNul(bangla[name]) } } } }),
  }));
}

const anonymous = () => ({});
const asCustomer = () => bearer(customer);
const asAdmin = () => bearer(admin);
const asCompanyAdmin = () => bearer(companyAdmin);
const officeQuote = () => ({ buyerEmail: companyAdmin.email, productId: toolId, quantity: "10", wantedBy: "2999-01-01", note: "Asked on the phone" });
const officeOrder = () => ({ buyerEmail: companyAdmin.email, items: [{ productId: toolId, quantity: 1 }], companyAddressId, shippingMethodId: methodId, name: "Buyer", phone: "0123456789", poNumber: "PO-1", deliveryDate: "2999-01-01" });

const cases: Case[] = [
  ...bodyCases("POST /api/auth/sign-up", "POST", () => "/api/auth/sign-up", signUpBody, anonymous, ["name", "email", "password"]),
  // Issue 35: the token of the invitation the visitor signs up from.
  ...bodyCases("POST /api/auth/sign-up", "POST", () => "/api/auth/sign-up", () => ({ ...signUpBody(), invitation: "t".repeat(43) }), anonymous, ["invitation"]),
  // Issue 38: an enum, but a NUL in it must still be a 400 naming the field.
  ...bodyCases("PATCH /api/me/language", "PATCH", () => "/api/me/language", () => ({ language: "bn" }), asCustomer, ["language"]),
  ...bodyCases("POST /api/auth/sign-in", "POST", () => "/api/auth/sign-in", () => ({ email: customer.email, password: "secret-pass" }), anonymous, ["email", "password"]),
  ...bodyCases("PUT /api/user/:email", "PUT", () => `/api/user/${path(customer.email)}`, () => ({ email: customer.email }), () => ({ cookie: customer.cookie }), ["email"]),
  { route: "PUT /api/user/:email", field: "params.email", request: () => ({ method: "PUT", url: `/api/user/${path(nulEmail())}`, headers: { cookie: customer.cookie }, payload: { email: customer.email } }) },
  { route: "GET /api/admin/:email", field: "params.email", request: () => ({ url: `/api/admin/${path(withNul(customer.email))}`, headers: asCustomer() }) },
  { route: "PUT /api/user/admin/:email", field: "params.email", request: () => ({ method: "PUT", url: `/api/user/admin/${path(nulEmail())}`, headers: asAdmin() }) },
  { route: "DELETE /api/user/admin/:email", field: "params.email", request: () => ({ method: "DELETE", url: `/api/user/admin/${path(nulEmail())}`, headers: asAdmin() }) },
  { route: "DELETE /api/user/:id", field: "params.id", request: () => ({ method: "DELETE", url: `/api/user/${path(withNul(customer.uid))}`, headers: asAdmin() }) },
  { route: "GET /api/user", field: "querystring.page", request: () => ({ url: `/api/user?page=${path(`1${NUL}`)}`, headers: asAdmin() }) },
  { route: "GET /api/tools", field: "querystring.limit", request: () => ({ url: `/api/tools?limit=${path(`5${NUL}`)}` }) },
  { route: "GET /api/tools/:id", field: "params.id", request: () => ({ url: `/api/tools/${path(withNul(toolId))}` }) },
  { route: "GET /api/reviews", field: "querystring.page", request: () => ({ url: `/api/reviews?page=${path(`1${NUL}`)}` }) },
  ...bodyCases("POST /api/tools", "POST", () => "/api/tools", toolBody, asAdmin, Object.keys(toolBody())),
  { route: "GET /api/tools", field: "querystring.q", request: () => ({ url: `/api/tools?q=${path(withNul("spade"))}` }) },
  { route: "GET /api/tools", field: "querystring.category", request: () => ({ url: `/api/tools?category=${path(withNul(categoryId))}` }) },
  ...bodyCases("PATCH /api/tools/:id", "PATCH", () => `/api/tools/${toolId}`, toolEdit, asAdmin, Object.keys(toolEdit())),
  { route: "PATCH /api/tools/:id", field: "params.id", request: () => ({ method: "PATCH", url: `/api/tools/${path(withNul(toolId))}`, headers: asAdmin(), payload: { name: "Spade" } }) },
  // Issue 38: a tool's Bangla texts, nested under translations.bn.
  ...translationCases("POST /api/tools", "POST", () => "/api/tools", toolBody),
  ...translationCases("PATCH /api/tools/:id", "PATCH", () => `/api/tools/${toolId}`, toolEdit),
  ...bodyCases("POST /api/tools/:id/stock", "POST", () => `/api/tools/${toolId}/stock`, () => ({ quantity: "5", note: "Delivery" }), asAdmin, ["quantity", "note"]),
  { route: "POST /api/tools/:id/stock", field: "params.id", request: () => ({ method: "POST", url: `/api/tools/${path(withNul(toolId))}/stock`, headers: asAdmin(), payload: { quantity: 5 } }) },
  { route: "GET /api/tools/:id/stock", field: "params.id", request: () => ({ url: `/api/tools/${path(withNul(toolId))}/stock`, headers: asAdmin() }) },
  { route: "POST /api/tools/:id/archive", field: "params.id", request: () => ({ method: "POST", url: `/api/tools/${path(withNul(toolId))}/archive`, headers: asAdmin() }) },
  { route: "POST /api/tools/:id/restore", field: "params.id", request: () => ({ method: "POST", url: `/api/tools/${path(withNul(toolId))}/restore`, headers: asAdmin() }) },
  ...bodyCases("POST /api/categories", "POST", () => "/api/categories", () => ({ name: "Sprayers" }), asAdmin, ["name"]),
  ...bodyCases("PATCH /api/categories/:id", "PATCH", () => `/api/categories/${categoryId}`, () => ({ name: "Sprayers" }), asAdmin, ["name"]),
  { route: "PATCH /api/categories/:id", field: "params.id", request: () => ({ method: "PATCH", url: `/api/categories/${path(withNul(categoryId))}`, headers: asAdmin(), payload: { name: "Sprayers" } }) },
  // Issue 38: a category's Bangla name.
  ...(["POST", "PATCH"] as const).map((method) => ({
    route: `${method} /api/categories${method === "PATCH" ? "/:id" : ""}`,
    field: "body.translations.bn.name",
    request: () => ({ method, url: method === "PATCH" ? `/api/categories/${categoryId}` : "/api/categories", headers: asAdmin(), payload: { name: "Sprayers", translations: { bn: { name: withNul("স্প্রেয়ার") } } } }),
  })),
  { route: "DELETE /api/categories/:id", field: "params.id", request: () => ({ method: "DELETE", url: `/api/categories/${path(withNul(categoryId))}`, headers: asAdmin() }) },
  ...bodyCases("POST /api/contact", "POST", () => "/api/contact", () => ({ name: "Karim", email: "karim@example.com", message: "Hello" }), anonymous, ["name", "email", "message"]),
  ...bodyCases("POST /api/subscribers", "POST", () => "/api/subscribers", () => ({ email: "news@example.com" }), anonymous, ["email"]),
  ...bodyCases("POST /api/subscribers/confirm", "POST", () => "/api/subscribers/confirm", () => ({ token: "t".repeat(43) }), anonymous, ["token"]),
  ...bodyCases("POST /api/subscribers/unsubscribe", "POST", () => "/api/subscribers/unsubscribe", () => ({ token: "t".repeat(43) }), anonymous, ["token"]),
  { route: "DELETE /api/tools/:id", field: "params.id", request: () => ({ method: "DELETE", url: `/api/tools/${path(withNul(toolId))}`, headers: asAdmin() }) },
  ...bodyCases("POST /api/review", "POST", () => "/api/review", () => reviewBody, asCustomer, Object.keys(reviewBody)),
  { route: "DELETE /api/reviews/:id", field: "params.id", request: () => ({ method: "DELETE", url: `/api/reviews/${path(withNul(toolId))}`, headers: asCustomer() }) },
  ...bodyCases("POST /api/orders", "POST", () => "/api/orders", orderBody, asCustomer, ["name", "phone", "address", "productId", "quantity", "poNumber", "deliveryDate"]),
  ...bodyCases("POST /api/orders", "POST", () => "/api/orders", () => ({ ...orderBody(), ...destination(), discountCode: "NULCODE" }), asCustomer, ["country", "postalCode", "shippingMethodId", "discountCode"]),
  ...bodyCases("POST /api/checkout", "POST", () => "/api/checkout", checkoutBody, asCustomer, ["productId", "country", "postalCode", "shippingMethodId", "discountCode"]),
  ...bodyCases("POST /api/checkout", "POST", () => "/api/checkout", () => ({ quoteId, ...destination() }), asCustomer, ["quoteId"]),
  ...bodyCases("POST /api/shipping-zones", "POST", () => "/api/shipping-zones", zoneBody, asAdmin, ["name"]),
  ...bodyCases("PUT /api/shipping-zones/:id", "PUT", () => `/api/shipping-zones/${zoneId}`, zoneBody, asAdmin, ["name"]),
  { route: "PUT /api/shipping-zones/:id", field: "params.id", request: () => ({ method: "PUT", url: `/api/shipping-zones/${path(withNul(zoneId))}`, headers: asAdmin(), payload: zoneBody() }) },
  { route: "DELETE /api/shipping-zones/:id", field: "params.id", request: () => ({ method: "DELETE", url: `/api/shipping-zones/${path(withNul(zoneId))}`, headers: asAdmin() }) },
  ...bodyCases("POST /api/shipping-zones/:id/methods", "POST", () => `/api/shipping-zones/${zoneId}/methods`, methodBody, asAdmin, methodFields),
  ...bodyCases("POST /api/shipping-zones/:id/methods", "POST", () => `/api/shipping-zones/${zoneId}/methods`, flatMethodBody, asAdmin, ["flatPrice"]),
  { route: "POST /api/shipping-zones/:id/methods", field: "params.id", request: () => ({ method: "POST", url: `/api/shipping-zones/${path(withNul(zoneId))}/methods`, headers: asAdmin(), payload: methodBody() }) },
  ...bodyCases("PUT /api/shipping-zones/:id/methods/:methodId", "PUT", () => `/api/shipping-zones/${zoneId}/methods/${methodId}`, methodBody, asAdmin, methodFields),
  ...bodyCases("PUT /api/shipping-zones/:id/methods/:methodId", "PUT", () => `/api/shipping-zones/${zoneId}/methods/${methodId}`, flatMethodBody, asAdmin, ["flatPrice"]),
  { route: "PUT /api/shipping-zones/:id/methods/:methodId", field: "params.id", request: () => ({ method: "PUT", url: `/api/shipping-zones/${path(withNul(zoneId))}/methods/${methodId}`, headers: asAdmin(), payload: methodBody() }) },
  { route: "PUT /api/shipping-zones/:id/methods/:methodId", field: "params.methodId", request: () => ({ method: "PUT", url: `/api/shipping-zones/${zoneId}/methods/${path(withNul(methodId))}`, headers: asAdmin(), payload: methodBody() }) },
  { route: "DELETE /api/shipping-zones/:id/methods/:methodId", field: "params.id", request: () => ({ method: "DELETE", url: `/api/shipping-zones/${path(withNul(zoneId))}/methods/${methodId}`, headers: asAdmin() }) },
  { route: "DELETE /api/shipping-zones/:id/methods/:methodId", field: "params.methodId", request: () => ({ method: "DELETE", url: `/api/shipping-zones/${zoneId}/methods/${path(withNul(methodId))}`, headers: asAdmin() }) },
  ...bodyCases("POST /api/tax-rates", "POST", () => "/api/tax-rates", rateBody, asAdmin, ["country", "region", "postalPrefixes", "name", "rate", "reducedRate"]),
  ...bodyCases("PUT /api/tax-rates/:id", "PUT", () => `/api/tax-rates/${rateId}`, rateBody, asAdmin, ["country", "region", "postalPrefixes", "name", "rate", "reducedRate"]),
  { route: "PUT /api/tax-rates/:id", field: "params.id", request: () => ({ method: "PUT", url: `/api/tax-rates/${path(withNul(rateId))}`, headers: asAdmin(), payload: rateBody() }) },
  { route: "DELETE /api/tax-rates/:id", field: "params.id", request: () => ({ method: "DELETE", url: `/api/tax-rates/${path(withNul(rateId))}`, headers: asAdmin() }) },
  ...bodyCases("POST /api/tax-registrations", "POST", () => "/api/tax-registrations", () => ({ kind: "country", country: "FR", vatId: "FR40303265045" }), asAdmin, ["kind", "country", "vatId"]),
  { route: "DELETE /api/tax-registrations/:id", field: "params.id", request: () => ({ method: "DELETE", url: `/api/tax-registrations/${path(withNul(rateId))}`, headers: asAdmin() }) },
  ...bodyCases("PUT /api/profile/:email/vat-check", "PUT", () => `/api/profile/${path(customer.email)}/vat-check`, () => ({ vatId: "DE123456789" }), asAdmin, ["vatId"]),
  { route: "PUT /api/profile/:email/vat-check", field: "params.email", request: () => ({ method: "PUT", url: `/api/profile/${path(withNul(customer.email))}/vat-check`, headers: asAdmin(), payload: { vatId: "DE123456789" } }) },
  { route: "GET /api/profile/vat-ids", field: "querystring.limit", request: () => ({ url: `/api/profile/vat-ids?limit=${path(`5${NUL}`)}`, headers: asAdmin() }) },
  { route: "GET /api/profile/vat-ids", field: "querystring.page", request: () => ({ url: `/api/profile/vat-ids?page=${path(`1${NUL}`)}&limit=5`, headers: asAdmin() }) },
  { route: "DELETE /api/profile/:email/vat-check", field: "params.email", request: () => ({ method: "DELETE", url: `/api/profile/${path(withNul(customer.email))}/vat-check`, headers: asAdmin() }) },
  ...bodyCases("POST /api/discount-codes", "POST", () => "/api/discount-codes", codeBody, asAdmin, codeFields),
  ...bodyCases("POST /api/discount-codes", "POST", () => "/api/discount-codes", fixedCodeBody, asAdmin, ["amount"]),
  ...bodyCases("PUT /api/discount-codes/:id", "PUT", () => `/api/discount-codes/${codeId}`, codeBody, asAdmin, codeFields),
  ...bodyCases("PUT /api/discount-codes/:id", "PUT", () => `/api/discount-codes/${codeId}`, fixedCodeBody, asAdmin, ["amount"]),
  { route: "PUT /api/discount-codes/:id", field: "params.id", request: () => ({ method: "PUT", url: `/api/discount-codes/${path(withNul(codeId))}`, headers: asAdmin(), payload: codeBody() }) },
  { route: "DELETE /api/discount-codes/:id", field: "params.id", request: () => ({ method: "DELETE", url: `/api/discount-codes/${path(withNul(codeId))}`, headers: asAdmin() }) },
  { route: "POST /api/orders", field: "body.items.0.productId", request: () => ({ method: "POST", url: "/api/orders", headers: asCustomer(), payload: cartBody({ productId: withNul(toolId) }) }) },
  { route: "POST /api/orders", field: "body.items.0.quantity", request: () => ({ method: "POST", url: "/api/orders", headers: asCustomer(), payload: cartBody({ quantity: withNul("1") }) }) },
  { route: "GET /api/order", field: "querystring.email", request: () => ({ url: `/api/order?email=${path(withNul(customer.email))}`, headers: asCustomer() }) },
  { route: "GET /api/orders", field: "querystring.email", request: () => ({ url: `/api/orders?email=${path(withNul(admin.email))}`, headers: asAdmin() }) },
  { route: "GET /api/orders/:id", field: "params.id", request: () => ({ url: `/api/orders/${path(withNul(orderId))}`, headers: asCustomer() }) },
  { route: "DELETE /api/order/:id", field: "params.id", request: () => ({ method: "DELETE", url: `/api/order/${path(withNul(orderId))}`, headers: asCustomer() }) },
  { route: "DELETE /api/orders/:id", field: "params.id", request: () => ({ method: "DELETE", url: `/api/orders/${path(withNul(orderId))}`, headers: asAdmin() }) },
  { route: "GET /api/orders", field: "querystring.q", request: () => ({ url: `/api/orders?q=${path(withNul(admin.email))}`, headers: asAdmin() }) },
  { route: "GET /api/orders/export.csv", field: "querystring.email", request: () => ({ url: `/api/orders/export.csv?email=${path(withNul(admin.email))}`, headers: asAdmin() }) },
  { route: "GET /api/orders/export.csv", field: "querystring.q", request: () => ({ url: `/api/orders/export.csv?q=${path(withNul(admin.email))}`, headers: asAdmin() }) },
  ...bodyCases("PATCH /api/orders/:id", "PATCH", () => `/api/orders/${orderId}`, () => ({ status: "shipped", carrier: "DHL", trackingNumber: "JD1" }), asAdmin, ["carrier", "trackingNumber"]),
  { route: "GET /api/orders/:id/invoice.pdf", field: "params.id", request: () => ({ url: `/api/orders/${path(withNul(orderId))}/invoice.pdf`, headers: asCustomer() }) },
  { route: "GET /api/orders/:id/credit-notes/:number.pdf", field: "params.id", request: () => ({ url: `/api/orders/${path(withNul(orderId))}/credit-notes/1.pdf`, headers: asCustomer() }) },
  // Issue 37: the office's records of cash on delivery and bank deposits.
  { route: "POST /api/admin/orders/:id/cash", field: "params.id", request: () => ({ method: "POST", url: `/api/admin/orders/${path(withNul(orderId))}/cash`, headers: asAdmin(), payload: { amount: 1 } }) },
  ...bodyCases("POST /api/admin/orders/:id/cash", "POST", () => `/api/admin/orders/${orderId}/cash`, () => ({ amount: 1 }), asAdmin, ["amount"]),
  { route: "POST /api/admin/orders/:id/returned", field: "params.id", request: () => ({ method: "POST", url: `/api/admin/orders/${path(withNul(orderId))}/returned`, headers: asAdmin() }) },
  { route: "POST /api/admin/orders/:id/deposit", field: "params.id", request: () => ({ method: "POST", url: `/api/admin/orders/${path(withNul(orderId))}/deposit`, headers: asAdmin(), payload: depositBody() }) },
  ...bodyCases("POST /api/admin/orders/:id/deposit", "POST", () => `/api/admin/orders/${orderId}/deposit`, depositBody, asAdmin, ["amount", "receivedOn", "reference"]),
  { route: "POST /api/orders/:id/payment-session", field: "params.id", request: () => ({ method: "POST", url: `/api/orders/${path(withNul(orderId))}/payment-session`, headers: asAdmin(), payload: { method: "bkash" } }) },
  { route: "POST /api/orders/:id/refund", field: "params.id", request: () => ({ method: "POST", url: `/api/orders/${path(withNul(orderId))}/refund`, headers: asAdmin(), payload: {} }) },
  { route: "POST /api/admin/orders/:id/risky-payment", field: "params.id", request: () => ({ method: "POST", url: `/api/admin/orders/${path(withNul(orderId))}/risky-payment`, headers: asAdmin(), payload: { accept: true } }) },
  ...bodyCases("POST /api/orders/:id/refund", "POST", () => `/api/orders/${orderId}/refund`, () => ({ reason: "asked", reference: "RCPT-1" }), asAdmin, ["reason", "reference"]),
  // Issue 36: the preview takes the refund's body, so its text fields are refused the same way.
  { route: "POST /api/orders/:id/refund-preview", field: "params.id", request: () => ({ method: "POST", url: `/api/orders/${path(withNul(orderId))}/refund-preview`, headers: asAdmin(), payload: {} }) },
  ...bodyCases("POST /api/orders/:id/refund-preview", "POST", () => `/api/orders/${orderId}/refund-preview`, () => ({ reason: "asked", reference: "RCPT-1" }), asAdmin, ["reason", "reference"]),
  ...bodyCases("PATCH /api/orders/:id", "PATCH", () => `/api/orders/${orderId}`, () => ({ orderId, transactionId: "pi_test_123" }), asCustomer, ["orderId", "transactionId"]),
  { route: "PATCH /api/orders/:id", field: "params.id", request: () => ({ method: "PATCH", url: `/api/orders/${path(withNul(orderId))}`, headers: asCustomer(), payload: { orderId, transactionId: "pi_test_123" } }) },
  ...bodyCases("POST /api/create-payment-intent", "POST", () => "/api/create-payment-intent", () => ({ orderId }), asCustomer, ["orderId"]),
  ...bodyCases("POST /api/payments/test/confirm", "POST", () => "/api/payments/test/confirm", cardBody, asCustomer, ["clientSecret", "cardNumber", "expiry", "cvc"]),
  ...bodyCases("POST /api/profile", "POST", () => "/api/profile", profileBody, asCustomer, profileFields),
  ...bodyCases("PUT /api/profile/:email", "PUT", () => `/api/profile/${path(customer.email)}`, profileBody, asCustomer, profileFields),
  { route: "PUT /api/profile/:email", field: "params.email", request: () => ({ method: "PUT", url: `/api/profile/${path(withNul(customer.email))}`, headers: asCustomer(), payload: profileBody() }) },
  ...bodyCases("PUT /api/profile/business", "PUT", () => "/api/profile/business", businessBody, asCustomer, businessFields),
  { route: "GET /api/profile", field: "querystring.limit", request: () => ({ url: `/api/profile?limit=${path(`5${NUL}`)}`, headers: asCustomer() }) },
  { route: "GET /api/profile", field: "querystring.email", request: () => ({ url: `/api/profile?email=${path(withNul(customer.email))}`, headers: asCustomer() }) },
  ...bodyCases("POST /api/auth/verify-email", "POST", () => "/api/auth/verify-email", () => ({ token: "t".repeat(43) }), anonymous, ["token"]),
  ...bodyCases("POST /api/auth/password-reset/request", "POST", () => "/api/auth/password-reset/request", () => ({ email: customer.email }), anonymous, ["email"]),
  ...bodyCases("POST /api/auth/password-reset/confirm", "POST", () => "/api/auth/password-reset/confirm", () => ({ token: "t".repeat(43), password: "new-secret" }), anonymous, ["token", "password"]),
  ...bodyCases("POST /api/auth/password", "POST", () => "/api/auth/password", () => ({ currentPassword: "secret-pass", newPassword: "new-secret" }), asCustomer, ["currentPassword", "newPassword"]),
  { route: "GET /api/emails", field: "querystring.page", request: () => ({ url: `/api/emails?page=${path(`1${NUL}`)}`, headers: asAdmin() }) },
  { route: "GET /api/emails/:id", field: "params.id", request: () => ({ url: `/api/emails/${path(withNul(toolId))}`, headers: asAdmin() }) },
  // Companies (issue 27): founded by a buyer of no company, changed by its admin.
  ...bodyCases("POST /api/companies", "POST", () => "/api/companies", () => companyBody({ vatId: "DE123456789" }), asCustomer, ["name", "vatId", "billingAddress"]),
  { route: "PATCH /api/companies/:id", field: "params.id", request: () => ({ method: "PATCH", url: `/api/companies/${path(withNul(companyId))}`, headers: asCompanyAdmin(), payload: { name: "Co-op" } }) },
  ...bodyCases("PATCH /api/companies/:id", "PATCH", () => `/api/companies/${companyId}`, () => ({ name: "Co-op", vatId: "DE123456789", billingAddress: "1 Market Street" }), asCompanyAdmin, ["name", "vatId", "billingAddress"]),
  // Company orders (issue 27 items 2 and 3): the company address a member's order goes to.
  ...bodyCases("POST /api/orders", "POST", () => "/api/orders", () => ({ ...orderBody(), companyAddressId: toolId }), asCustomer, ["companyAddressId"]),
  ...bodyCases("POST /api/checkout", "POST", () => "/api/checkout", () => ({ ...checkoutBody(), companyAddressId: toolId }), asCustomer, ["companyAddressId"]),
  ...bodyCases("POST /api/quotes/:id/accept", "POST", () => `/api/quotes/${quoteId}/accept`, () => ({ name: "Buyer", phone: "0123456789", address: "Farm Lane 1", companyAddressId: toolId }), asCustomer, ["companyAddressId"]),
  { route: "GET /api/company/orders", field: "querystring.page", request: () => ({ url: `/api/company/orders?page=${path(`1${NUL}`)}`, headers: asCompanyAdmin() }) },
  { route: "GET /api/company/orders", field: "querystring.limit", request: () => ({ url: `/api/company/orders?limit=${path(`5${NUL}`)}`, headers: asCompanyAdmin() }) },
  // Shared lists, and the office's companies (issue 27).
  ...bodyCases("POST /api/lists", "POST", () => "/api/lists", () => ({ name: "Autumn", items: [] }), asCompanyAdmin, ["name"]),
  { route: "GET /api/lists/:id", field: "params.id", request: () => ({ url: `/api/lists/${path(withNul(listId))}`, headers: asCompanyAdmin() }) },
  { route: "PATCH /api/lists/:id", field: "params.id", request: () => ({ method: "PATCH", url: `/api/lists/${path(withNul(listId))}`, headers: asCompanyAdmin(), payload: { name: "Autumn" } }) },
  ...bodyCases("PATCH /api/lists/:id", "PATCH", () => `/api/lists/${listId}`, () => ({ name: "Autumn" }), asCompanyAdmin, ["name"]),
  { route: "DELETE /api/lists/:id", field: "params.id", request: () => ({ method: "DELETE", url: `/api/lists/${path(withNul(listId))}`, headers: asCompanyAdmin() }) },
  { route: "GET /api/admin/companies", field: "querystring.q", request: () => ({ url: `/api/admin/companies?q=${path(withNul("Green"))}`, headers: asAdmin() }) },
  { route: "GET /api/admin/companies/:id", field: "params.id", request: () => ({ url: `/api/admin/companies/${path(withNul(companyId))}`, headers: asAdmin() }) },
  { route: "GET /api/admin/companies/:id", field: "querystring.page", request: () => ({ url: `/api/admin/companies/${companyId}?page=${path(`1${NUL}`)}`, headers: asAdmin() }) },
  { route: "GET /api/admin/companies/:id", field: "querystring.limit", request: () => ({ url: `/api/admin/companies/${companyId}?limit=${path(`5${NUL}`)}`, headers: asAdmin() }) },
  { route: "POST /api/admin/companies/:id/orders", field: "params.id", request: () => ({ method: "POST", url: `/api/admin/companies/${path(withNul(companyId))}/orders`, headers: asAdmin(), payload: officeOrder() }) },
  ...bodyCases("POST /api/admin/companies/:id/orders", "POST", () => `/api/admin/companies/${companyId}/orders`, officeOrder, asAdmin, ["buyerEmail", "companyAddressId", "shippingMethodId", "name", "phone", "poNumber", "deliveryDate"]),
  // Beyond the contract (issue 27 item 6): the office's quote for a member.
  { route: "POST /api/admin/companies/:id/quotes", field: "params.id", request: () => ({ method: "POST", url: `/api/admin/companies/${path(withNul(companyId))}/quotes`, headers: asAdmin(), payload: officeQuote() }) },
  ...bodyCases("POST /api/admin/companies/:id/quotes", "POST", () => `/api/admin/companies/${companyId}/quotes`, officeQuote, asAdmin, ["buyerEmail", "productId", "quantity", "wantedBy", "note"]),
  // Beyond the contract (issue 27 item 2): the company's quotes.
  { route: "GET /api/company/quotes", field: "querystring.page", request: () => ({ url: `/api/company/quotes?page=${path(`1${NUL}`)}`, headers: asCompanyAdmin() }) },
  { route: "GET /api/company/quotes", field: "querystring.limit", request: () => ({ url: `/api/company/quotes?limit=${path(`5${NUL}`)}`, headers: asCompanyAdmin() }) },
  { route: "GET /api/company/quotes", field: "querystring.status", request: () => ({ url: `/api/company/quotes?status=${path(withNul("offered"))}`, headers: asCompanyAdmin() }) },
  { route: "PUT /api/admin/companies/:id/vat-check", field: "params.id", request: () => ({ method: "PUT", url: `/api/admin/companies/${path(withNul(companyId))}/vat-check`, headers: asAdmin(), payload: { vatId: "DE123456789" } }) },
  ...bodyCases("PUT /api/admin/companies/:id/vat-check", "PUT", () => `/api/admin/companies/${companyId}/vat-check`, () => ({ vatId: "DE123456789" }), asAdmin, ["vatId"]),
  { route: "DELETE /api/admin/companies/:id/vat-check", field: "params.id", request: () => ({ method: "DELETE", url: `/api/admin/companies/${path(withNul(companyId))}/vat-check`, headers: asAdmin() }) },
  // Issue 35: the company's audit trail, the company's admins' and the office's.
  { route: "GET /api/companies/:id/audit", field: "params.id", request: () => ({ url: `/api/companies/${path(withNul(companyId))}/audit`, headers: asCompanyAdmin() }) },
  { route: "GET /api/admin/companies/:id/audit", field: "params.id", request: () => ({ url: `/api/admin/companies/${path(withNul(companyId))}/audit`, headers: asAdmin() }) },
  { route: "PATCH /api/admin/companies/:id", field: "params.id", request: () => ({ method: "PATCH", url: `/api/admin/companies/${path(withNul(companyId))}`, headers: asAdmin(), payload: { suspended: false } }) },
  // Issue 28: the terms are one of five words; with a control character, none of them.
  { route: "PATCH /api/admin/companies/:id", field: "body.paymentTerms", request: () => ({ method: "PATCH", url: `/api/admin/companies/${companyId}`, headers: asAdmin(), payload: { paymentTerms: withNul("net30"), creditLimit: 100 } }) },
  { route: "POST /api/orders/:id/approve", field: "params.id", request: () => ({ method: "POST", url: `/api/orders/${path(withNul(companyId))}/approve`, headers: asCompanyAdmin() }) },
  { route: "POST /api/orders/:id/reject", field: "params.id", request: () => ({ method: "POST", url: `/api/orders/${path(withNul(companyId))}/reject`, headers: asCompanyAdmin(), payload: { reason: "No" } }) },
  ...bodyCases("POST /api/orders/:id/reject", "POST", () => `/api/orders/${companyId}/reject`, () => ({ reason: "Not this month" }), asCompanyAdmin, ["reason"]),
  // Members and invitations (issue 27, decision 036).
  ...bodyCases("POST /api/companies/:id/invitations", "POST", () => `/api/companies/${companyId}/invitations`, () => ({ email: "colleague@example.com", role: "buyer" }), asCompanyAdmin, ["email"]),
  { route: "POST /api/companies/:id/invitations", field: "params.id", request: () => ({ method: "POST", url: `/api/companies/${path(withNul(companyId))}/invitations`, headers: asCompanyAdmin(), payload: { email: "colleague@example.com", role: "buyer" } }) },
  { route: "GET /api/companies/:id/invitations", field: "params.id", request: () => ({ url: `/api/companies/${path(withNul(companyId))}/invitations`, headers: asCompanyAdmin() }) },
  { route: "DELETE /api/companies/:id/invitations/:invitationId", field: "params.id", request: () => ({ method: "DELETE", url: `/api/companies/${path(withNul(companyId))}/invitations/${companyId}`, headers: asCompanyAdmin() }) },
  { route: "DELETE /api/companies/:id/invitations/:invitationId", field: "params.invitationId", request: () => ({ method: "DELETE", url: `/api/companies/${companyId}/invitations/${path(withNul(companyId))}`, headers: asCompanyAdmin() }) },
  { route: "PATCH /api/companies/:id/members/:userId", field: "params.id", request: () => ({ method: "PATCH", url: `/api/companies/${path(withNul(companyId))}/members/${companyAdmin.uid}`, headers: asCompanyAdmin(), payload: { orderLimit: 10 } }) },
  { route: "PATCH /api/companies/:id/members/:userId", field: "params.userId", request: () => ({ method: "PATCH", url: `/api/companies/${companyId}/members/${path(withNul(companyAdmin.uid))}`, headers: asCompanyAdmin(), payload: { orderLimit: 10 } }) },
  ...bodyCases("PATCH /api/companies/:id/members/:userId", "PATCH", () => `/api/companies/${companyId}/members/${companyAdmin.uid}`, () => ({ orderLimit: "10", monthlyLimit: "100" }), asCompanyAdmin, ["orderLimit", "monthlyLimit"]),
  { route: "DELETE /api/companies/:id/members/:userId", field: "params.id", request: () => ({ method: "DELETE", url: `/api/companies/${path(withNul(companyId))}/members/${companyAdmin.uid}`, headers: asCompanyAdmin() }) },
  { route: "DELETE /api/companies/:id/members/:userId", field: "params.userId", request: () => ({ method: "DELETE", url: `/api/companies/${companyId}/members/${path(withNul(companyAdmin.uid))}`, headers: asCompanyAdmin() }) },
  ...bodyCases("POST /api/invitations/accept", "POST", () => "/api/invitations/accept", () => ({ token: "t".repeat(43) }), asCustomer, ["token"]),
  ...bodyCases("POST /api/invitations/preview", "POST", () => "/api/invitations/preview", () => ({ token: "t".repeat(43) }), anonymous, ["token"]),
  // Quotes (issue 12).
  ...bodyCases("POST /api/quick-order/check", "POST", () => "/api/quick-order/check", () => ({ text: "CC-SPADE-1 2" }), asCustomer, ["text"]),
  { route: "POST /api/quick-order/check", field: "body.lines.0.sku", request: () => ({ method: "POST", url: "/api/quick-order/check", headers: asCustomer(), payload: { lines: [{ sku: withNul("CC-SPADE-1"), quantity: 2 }] } }) },
  { route: "POST /api/quick-order/check", field: "body.lines.0.quantity", request: () => ({ method: "POST", url: "/api/quick-order/check", headers: asCustomer(), payload: { lines: [{ sku: "CC-SPADE-1", quantity: withNul("2") }] } }) },
  ...bodyCases("POST /api/quotes", "POST", () => "/api/quotes", () => ({ productId: toolId, quantity: "10", wantedBy: "2999-01-01", note: "Bulk" }), asCustomer, ["productId", "quantity", "wantedBy", "note"]),
  { route: "GET /api/quotes", field: "querystring.page", request: () => ({ url: `/api/quotes?page=${path(`1${NUL}`)}`, headers: asCustomer() }) },
  { route: "GET /api/quotes", field: "querystring.limit", request: () => ({ url: `/api/quotes?limit=${path(`5${NUL}`)}`, headers: asCustomer() }) },
  { route: "GET /api/quotes", field: "querystring.status", request: () => ({ url: `/api/quotes?status=${path(withNul("offered"))}`, headers: asCustomer() }) },
  { route: "GET /api/quotes/:id", field: "params.id", request: () => ({ url: `/api/quotes/${path(withNul(quoteId))}`, headers: asCustomer() }) },
  { route: "POST /api/quotes/:id/answer", field: "params.id", request: () => ({ method: "POST", url: `/api/quotes/${path(withNul(quoteId))}/answer`, headers: asAdmin(), payload: { action: "decline", reason: "No" } }) },
  ...bodyCases("POST /api/quotes/:id/answer", "POST", () => `/api/quotes/${quoteId}/answer`, () => ({ action: "decline", reason: "Out of stock" }), asAdmin, ["reason"]),
  ...bodyCases("POST /api/quotes/:id/answer", "POST", () => `/api/quotes/${quoteId}/answer`, () => ({ action: "offer", unitPrice: "9.50", validUntil: "2999-01-01" }), asAdmin, ["unitPrice", "validUntil"]),
  // Issue 35: the freight an offer charges, and a whole cart as one request.
  ...bodyCases("POST /api/quotes/:id/answer", "POST", () => `/api/quotes/${quoteId}/answer`, () => ({ action: "offer", unitPrice: "9.50", freight: "25", validUntil: "2999-01-01" }), asAdmin, ["freight"]),
  ...bodyCases("POST /api/quotes/cart", "POST", () => "/api/quotes/cart", cartQuoteBody, asCustomer, ["address", "country", "postalCode", "companyAddressId", "wantedBy", "note"]),
  { route: "POST /api/quotes/:id/accept", field: "params.id", request: () => ({ method: "POST", url: `/api/quotes/${path(withNul(quoteId))}/accept`, headers: asCustomer(), payload: { name: "Buyer", phone: "0123456789", address: "Farm Lane 1" } }) },
  ...bodyCases(
    "POST /api/quotes/:id/accept",
    "POST",
    () => `/api/quotes/${quoteId}/accept`,
    () => ({ name: "Buyer", phone: "0123456789", address: "Farm Lane 1", poNumber: "PO-1", deliveryDate: "2999-01-01" }),
    asCustomer,
    ["name", "phone", "address", "poNumber", "deliveryDate"],
  ),
  ...bodyCases(
    "POST /api/quotes/:id/accept",
    "POST",
    () => `/api/quotes/${quoteId}/accept`,
    () => ({ name: "Buyer", phone: "0123456789", address: "Farm Lane 1", ...destination() }),
    asCustomer,
    ["country", "postalCode", "shippingMethodId"],
  ),
  // Price lists (issue 28).
  ...bodyCases("POST /api/price-lists", "POST", () => "/api/price-lists", priceListBody, asAdmin, priceListFields),
  ...bodyCases("PATCH /api/price-lists/:id", "PATCH", () => `/api/price-lists/${priceListId}`, priceListBody, asAdmin, priceListFields),
  { route: "POST /api/price-lists", field: "body.companyIds.0", request: () => ({ method: "POST", url: "/api/price-lists", headers: asAdmin(), payload: { ...priceListBody(), companyIds: [withNul(companyId)] } }) },
  priceListPriceCase("POST /api/price-lists", "POST", () => "/api/price-lists", "productId", (price) => ({ ...price, productId: withNul(toolId) })),
  priceListPriceCase("POST /api/price-lists", "POST", () => "/api/price-lists", "price", (price) => ({ ...price, price: withNul("8.50") })),
  priceListPriceCase("PATCH /api/price-lists/:id", "PATCH", () => `/api/price-lists/${priceListId}`, "percentOff", ({ price: _price, ...rest }) => ({ ...rest, percentOff: withNul("12.5") })),
  priceListPriceCase("PATCH /api/price-lists/:id", "PATCH", () => `/api/price-lists/${priceListId}`, "breaks.0.price", (price) => ({ ...price, breaks: [{ minQuantity: 20, price: withNul("8.00") }] })),
  { route: "GET /api/price-lists/:id", field: "params.id", request: () => ({ url: `/api/price-lists/${path(withNul(priceListId))}`, headers: asAdmin() }) },
  { route: "PATCH /api/price-lists/:id", field: "params.id", request: () => ({ method: "PATCH", url: `/api/price-lists/${path(withNul(priceListId))}`, headers: asAdmin(), payload: { name: "Renamed" } }) },
  { route: "DELETE /api/price-lists/:id", field: "params.id", request: () => ({ method: "DELETE", url: `/api/price-lists/${path(withNul(priceListId))}`, headers: asAdmin() }) },
  { route: "GET /api/reports/monthly", field: "querystring.from", request: () => ({ url: `/api/reports/monthly?from=${path(withNul("2026-01"))}`, headers: asAdmin() }) },
  { route: "GET /api/reports/monthly", field: "querystring.to", request: () => ({ url: `/api/reports/monthly?to=${path(withNul("2026-01"))}`, headers: asAdmin() }) },
  { route: "GET /api/reports/monthly.csv", field: "querystring.from", request: () => ({ url: `/api/reports/monthly.csv?from=${path(withNul("2026-01"))}`, headers: asAdmin() }) },
  { route: "GET /api/reports/monthly.csv", field: "querystring.to", request: () => ({ url: `/api/reports/monthly.csv?to=${path(withNul("2026-01"))}`, headers: asAdmin() }) },
  { route: "GET /api/reports/journal.csv", field: "querystring.from", request: () => ({ url: `/api/reports/journal.csv?from=${path(withNul("2026-01"))}`, headers: asAdmin() }) },
  { route: "GET /api/reports/journal.csv", field: "querystring.to", request: () => ({ url: `/api/reports/journal.csv?to=${path(withNul("2026-01"))}`, headers: asAdmin() }) },
  // Issue 36: the ledger's months and its importer's format.
  ...(["from", "to", "format"] as const).map((field) => ({
    route: "GET /api/reports/ledger.csv",
    field: `querystring.${field}`,
    request: () => ({ url: `/api/reports/ledger.csv?${field}=${path(withNul(field === "format" ? "xero" : "2026-01"))}`, headers: asAdmin() }),
  })),
  // Issue 28: the statement of account, the company's and the office's copy.
  ...(["pdf", "csv"] as const).flatMap((format) =>
    (["from", "to"] as const).flatMap((field) => [
      { route: `GET /api/company/statement.${format}`, field: `querystring.${field}`, request: () => ({ url: `/api/company/statement.${format}?${field}=${path(withNul("2026-01-01"))}`, headers: asCompanyAdmin() }) },
      {
        route: `GET /api/admin/companies/:id/statement.${format}`,
        field: `querystring.${field}`,
        request: () => ({ url: `/api/admin/companies/${companyId}/statement.${format}?${field}=${path(withNul("2026-01-01"))}`, headers: asAdmin() }),
      },
    ]),
  ),
  // Issue 35: the statement as JSON, for its page.
  ...(["from", "to"] as const).map((field) => ({ route: "GET /api/company/statement", field: `querystring.${field}`, request: () => ({ url: `/api/company/statement?${field}=${path(withNul("2026-01-01"))}`, headers: asCompanyAdmin() }) })),
  ...(["pdf", "csv"] as const).map((format) => ({
    route: `GET /api/admin/companies/:id/statement.${format}`,
    field: "params.id",
    request: () => ({ url: `/api/admin/companies/${path(withNul(companyId))}/statement.${format}`, headers: asAdmin() }),
  })),
  // Issue 28: invoices on account and their payments (decision 041).
  ...(["page", "limit", "status"] as const).map((name) => ({
    route: "GET /api/company/invoices",
    field: `querystring.${name}`,
    request: () => ({ url: `/api/company/invoices?${name}=${path(withNul(name === "status" ? "open" : "1"))}`, headers: asCompanyAdmin() }),
  })),
  { route: "POST /api/company/invoices/payment-intent", field: "body.allocations.0.amount", request: () => ({ method: "POST", url: "/api/company/invoices/payment-intent", headers: asCompanyAdmin(), payload: { allocations: [{ invoiceNumber: 1, amount: withNul("10") }] } }) },
  ...(["amount", "method"] as const).map((name) => ({
    route: "POST /api/company/invoices/payment-session",
    field: name === "amount" ? "body.allocations.0.amount" : "body.method",
    request: () => ({
      method: "POST" as const,
      url: "/api/company/invoices/payment-session",
      headers: asCompanyAdmin(),
      payload: { allocations: [{ invoiceNumber: 1, amount: name === "amount" ? withNul("10") : 10 }], method: name === "method" ? withNul("bkash") : "bkash" },
    }),
  })),
  { route: "POST /api/company/payments/:id/confirm", field: "params.id", request: () => ({ method: "POST", url: `/api/company/payments/${path(withNul(companyId))}/confirm`, headers: asCompanyAdmin() }) },
  { route: "GET /api/admin/companies/:id/invoices", field: "params.id", request: () => ({ url: `/api/admin/companies/${path(withNul(companyId))}/invoices`, headers: asAdmin() }) },
  ...(["page", "limit", "status"] as const).map((name) => ({
    route: "GET /api/admin/companies/:id/invoices",
    field: `querystring.${name}`,
    request: () => ({ url: `/api/admin/companies/${companyId}/invoices?${name}=${path(withNul(name === "status" ? "open" : "1"))}`, headers: asAdmin() }),
  })),
  { route: "GET /api/admin/companies/:id/payments", field: "params.id", request: () => ({ url: `/api/admin/companies/${path(withNul(companyId))}/payments`, headers: asAdmin() }) },
  ...(["page", "limit"] as const).map((name) => ({
    route: "GET /api/admin/companies/:id/payments",
    field: `querystring.${name}`,
    request: () => ({ url: `/api/admin/companies/${companyId}/payments?${name}=${path(withNul("1"))}`, headers: asAdmin() }),
  })),
  { route: "POST /api/admin/companies/:id/payments", field: "params.id", request: () => ({ method: "POST", url: `/api/admin/companies/${path(withNul(companyId))}/payments`, headers: asAdmin(), payload: transferBody() }) },
  ...bodyCases("POST /api/admin/companies/:id/payments", "POST", () => `/api/admin/companies/${companyId}/payments`, transferBody, asAdmin, ["amount", "receivedOn", "reference"]),
  {
    route: "POST /api/admin/companies/:id/payments",
    field: "body.allocations.0.amount",
    request: () => ({ method: "POST", url: `/api/admin/companies/${companyId}/payments`, headers: asAdmin(), payload: { ...transferBody(), allocations: [{ invoiceNumber: 1, amount: withNul("10") }] } }),
  },
  ...(["id", "paymentId"] as const).map((name) => ({
    route: "POST /api/admin/companies/:id/payments/:paymentId/apply",
    field: `params.${name}`,
    request: () => {
      const ids = { id: companyId, paymentId: companyId, [name]: path(withNul(companyId)) };
      return { method: "POST" as const, url: `/api/admin/companies/${ids.id}/payments/${ids.paymentId}/apply`, headers: asAdmin(), payload: { allocations: [{ invoiceNumber: 1, amount: 10 }] } };
    },
  })),
  {
    route: "POST /api/admin/companies/:id/payments/:paymentId/apply",
    field: "body.allocations.0.amount",
    request: () => ({ method: "POST", url: `/api/admin/companies/${companyId}/payments/${companyId}/apply`, headers: asAdmin(), payload: { allocations: [{ invoiceNumber: 1, amount: withNul("10") }] } }),
  },
  ...(["id", "paymentId"] as const).map((name) => ({
    route: "POST /api/admin/companies/:id/payments/:paymentId/refund",
    field: `params.${name}`,
    request: () => {
      const ids = { id: companyId, paymentId: companyId, [name]: path(withNul(companyId)) };
      return { method: "POST" as const, url: `/api/admin/companies/${ids.id}/payments/${ids.paymentId}/refund`, headers: asAdmin(), payload: { amount: 1, reason: "Refund" } };
    },
  })),
  ...bodyCases("POST /api/admin/companies/:id/payments/:paymentId/refund", "POST", () => `/api/admin/companies/${companyId}/payments/${companyId}/refund`, () => ({ amount: 1, reason: "Refund", reference: "BACK-1" }), asAdmin, ["amount", "reason", "reference"]),
  ...(["revenueAccount", "taxAccount"] as const).map((field) => ({
    route: "PUT /api/reports/accounting-codes",
    field: `body.codes.0.${field}`,
    request: () => ({
      method: "PUT" as const,
      url: "/api/reports/accounting-codes",
      headers: asAdmin(),
      payload: { codes: [{ treatment: "export", revenueAccount: "4000", taxAccount: "2200", [field]: withNul("4000") }] },
    }),
  })),
];

const everyTable = [shippingZones, shippingMethods, taxRates, discountCodes, discountRedemptions, orderLines, users, sessions, tools, orders, profiles, businessDetails, reviews, payments, paymentIntents, refunds, idempotencyKeys, emailOutbox, accountTokens, categories, stockChanges, subscribers, quotes, companies, companyAddresses, companyInvitations, shoppingLists, invoices, accountPayments, priceLists, accountingCodes, companyMembers, paymentAllocations, priceListCompanies, priceListPrices];
const snapshot = () => tableDigests(t, everyTable);

describe("a NUL in any text field", () => {
  it.each(cases.map((c) => [`${c.route} ${c.field}`, c] as const))("%s: 400 naming the field, nothing written", async (_name, testCase) => {
    const before = await snapshot();
    const response = await t.app.inject(testCase.request());
    const body = expectFieldErrors(response, [testCase.field]);
    expect(body.error.fields?.find((field) => field.path === testCase.field)?.message).toEqual(expect.any(String));
    expect(await snapshot()).toEqual(before);
  });

  it("covers the 25 places the fuzzing found, and more", () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it("names the field and says why for text the customer typed", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: { ...signUpBody(), password: `secret${NUL}pass` } });
    expect(expectFieldErrors(response, ["body.password"]).error.fields).toEqual([
      { path: "body.password", message: "Password must not contain control characters" },
    ]);
  });

  it("is refused as a signed-up name, while the same request without it signs up", async () => {
    const email = uniqueEmail();
    expectFieldErrors(await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: { name: `Nul${NUL}`, email, password: "secret-pass" } }), ["body.name"]);
    const ok = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: { name: "Nul", email, password: "secret-pass" } });
    expect(ok.statusCode).toBe(201);
    expect(cookieHeader(ok)).not.toBe("");
  });

  it("lists every text field of every documented route but the Google redirect's", async () => {
    interface Operation {
      parameters?: { in: string; name: string; schema?: JsonSchema }[];
      requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
    }
    const document = (await t.app.inject("/api/docs")).json<{ paths: Record<string, Record<string, Operation>> }>();
    const documented = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const name = `${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ":$1")}`;
        const parameters = (operation.parameters ?? []).filter((parameter) => takesText(parameter.schema)).map((parameter) => `${name} ${parameter.in === "path" ? "params" : "querystring"}.${parameter.name}`);
        const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
        const fields = textProperties(body).map((field) => `${name} body.${field}`);
        return [...parameters, ...fields];
      }),
    );
    const covered = new Set(cases.map((c) => `${c.route} ${c.field}`));
    const missing = documented.filter((field) => !covered.has(field) && !field.startsWith("GET /api/auth/google"));
    expect(missing).toEqual([]);
  });
});

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}

/** A string the caller chooses: a literal (`"shipped"`) or an enum only matches fixed words. */
const takesText = (schema: JsonSchema | undefined): boolean =>
  schema !== undefined &&
  schema.const === undefined &&
  schema.enum === undefined &&
  ((Array.isArray(schema.type) ? schema.type.includes("string") : schema.type === "string") || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(takesText));

/** The text properties of a body, through a union of object shapes (PATCH /orders/{id}). */
function textProperties(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const own = Object.entries(schema.properties ?? {}).filter(([, property]) => takesText(property)).map(([name]) => name);
  return [...new Set([...own, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(textProperties)])];
}
