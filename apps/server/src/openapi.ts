import fastifySwagger, { type SwaggerTransform } from "@fastify/swagger";
import { errorBodySchema, LINK_PAGE_LIMIT, MAX_PAGE_LIMIT, UNPAGED_CAP } from "@shop/contract";
import type { FastifyInstance, FastifyPluginAsync, FastifySchema, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Guards } from "./auth/guard";
import { EXACT_TOTAL_UP_TO } from "./lib/paging";

/**
 * The OpenAPI document, generated from the zod schemas the routes validate with, so it cannot
 * drift from what the server accepts. @fastify/swagger collects routes as they are added:
 * register this before any route, or the earlier ones are missing from the document.
 */

export const API_VERSION = "0.1.0";

/** Tags by the first path segment after /api; anything about paying falls under payments. */
const tagBySegment: Record<string, string> = {
  health: "health",
  auth: "auth",
  user: "users",
  admin: "users",
  me: "users",
  tools: "tools",
  reviews: "reviews",
  review: "reviews",
  profile: "profiles",
  orders: "orders",
  order: "orders",
  docs: "docs",
  shop: "contact",
  contact: "contact",
  subscribers: "subscribers",
  categories: "tools",
  uploads: "tools",
  checkout: "billing",
  "shipping-zones": "billing",
  "tax-rates": "billing",
  "tax-registrations": "billing",
  "billing-settings": "billing",
  "discount-codes": "billing",
  reports: "billing",
  companies: "companies",
  company: "companies",
  invitations: "companies",
  lists: "companies",
  cart: "cart",
  "quick-order": "cart",
  "price-lists": "price lists",
};

export function tagFor(url: string): string {
  const segment = url.split("/")[2] ?? "";
  // The office's pages of companies belong with the companies, not with the user admin.
  // Issue 28: so do the receivables, what the companies owe on account.
  if (segment === "admin" && ["companies", "receivables"].includes(url.split("/")[3] ?? "")) return "companies";
  // Issue 38: how the shop writes its pages (Latin digits in Bangla) sits with the shop's details.
  if (segment === "admin" && url.split("/")[3] === "shop-settings") return "contact";
  if (tagBySegment[segment]) return tagBySegment[segment];
  return /payment|stripe|webhook/i.test(segment) ? "payments" : segment || "other";
}

const tags = [
  { name: "health", description: "Liveness" },
  { name: "auth", description: "Sign-up, sign-in (cookie session), Google sign-in" },
  { name: "users", description: "Access token, admin check, the account's language, user management (admin)" },
  { name: "tools", description: "The catalogue, its search and filters, categories; managing products, stock and images is for admins" },
  { name: "reviews", description: "Customer reviews" },
  { name: "profiles", description: "Customer profiles" },
  { name: "orders", description: "Placing, listing, cancelling and deleting orders" },
  { name: "payments", description: "Card payments for orders" },
  { name: "contact", description: "The seller's details, the Contact form, and the office's shop settings (Latin digits in Bangla)" },
  { name: "subscribers", description: "The newsletter: subscribe, confirm by email, unsubscribe; the export (admin)" },
  { name: "emails", description: "The emails the shop sent (admin)" },
  { name: "cart", description: "A signed-in buyer's cart, kept on the server so it follows them to another browser; a visitor's browser cart merges into it at sign-in" },
  { name: "quotes", description: "Quotes: a buyer asks for a price, the office offers or declines, the buyer turns the offer into an order" },
  {
    name: "companies",
    description:
      "Company accounts (issue 27, docs/decisions/034-company-access.md): members and roles, invitations, spending limits and approvals, the company's orders, shared lists, and the office's view; its statement of account and the office's receivables (issue 28, docs/decisions/041-money-on-account.md). A company you are no member of answers 404; a role without the right, 403.",
  },
  { name: "cart", description: "The signed-in buyer's cart kept on the server, and the quick-order check of SKU lines" },
  {
    name: "price lists",
    description:
      "Companies' own prices (issue 28, docs/decisions/041-money-on-account.md): the office's lists, each with a priority, optional validity dates, its companies, and per tool a fixed price or a percent off with volume prices of its own. A member pays the lower of their best valid list and the catalogue; `GET /api/tools` answers it to them as `yourPrice`.",
  },
  {
    name: "billing",
    description:
      "The money model (docs/decisions/025): the checkout's bill (shipping by zone and weight, tax per line at the destination's rate, EU reverse charge, discount codes) and the office's shipping zones, tax rates, billing settings and codes. Amounts in SHOP_CURRENCY's major unit; the server keeps integer cents.",
  },
];

const errorResponse = errorBodySchema.describe("The CONTRACT error body");

const count = (n: number) => n.toLocaleString("en-US");

/** What every list operation (one whose query takes `page` and `limit`) says about paging. */
export const LIST_NOTE =
  `A list: \`?page=&limit=\` answers one page (limit at most ${MAX_PAGE_LIMIT}). Without them it answers the spec's array, ` +
  `capped at the newest ${count(UNPAGED_CAP)} rows (in the list's own order); when rows were left out, \`Link: <…?page=&limit=${LINK_PAGE_LIMIT}>; rel="next"\` ` +
  `names the page where they begin. X-Total-Count is the list's total: exact up to ${count(EXACT_TOTAL_UP_TO)} rows, PostgreSQL's estimate beyond.`;

const listHeaders = {
  "X-Total-Count": { type: "integer", description: `The list's total (exact up to ${count(EXACT_TOTAL_UP_TO)} rows, estimated beyond)` },
  Link: { type: "string", description: 'Present when more rows follow: `<url with ?page=&limit=>; rel="next"`' },
};

function isList(schema: FastifySchema): boolean {
  const shape = (schema.querystring as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape?.page !== undefined && shape.limit !== undefined;
}

function hooksOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) =>
    hook === undefined ? [] : Array.isArray(hook) ? hook : [hook],
  );
}

/**
 * Adds what every operation shares and the routes need not repeat: its tag, the bearer
 * requirement read off the guard it runs, and the CONTRACT error body for every 4xx.
 */
function createTransform(guards: Guards): SwaggerTransform {
  return (document) => {
    const { url, route } = document;
    if (!url.startsWith("/api/")) return { schema: { hide: true }, url };
    // Routes without a schema (sign-out) arrive with none, whatever the type says.
    const schema: FastifySchema = document.schema ?? {};
    const hooks = hooksOf(route);
    const admin = hooks.includes(guards.admin);
    // Every guard asks for a signed-in caller first.
    const signedIn = Object.values(guards).some((guard) => hooks.includes(guard));
    const list = isList(schema);
    const notes = [schema.description, admin ? "Admin only." : signedIn ? "Requires a signed-in user." : undefined, list ? LIST_NOTE : undefined].filter(
      Boolean,
    );
    const response = typeof schema.response === "object" && schema.response !== null ? schema.response : {};
    const transformed = jsonSchemaTransform({
      ...document,
      schema: {
        ...schema,
        tags: schema.tags ?? [tagFor(url)],
        ...(notes.length > 0 ? { description: notes.join(" ") } : {}),
        ...(signedIn && !schema.security ? { security: [{ bearerAuth: [] }] } : {}),
        response: { "4XX": errorResponse, ...response },
      },
    });
    // @fastify/swagger turns a response schema's `headers` into the OpenAPI response headers.
    const ok = (transformed.schema.response as Record<string, Record<string, unknown>> | undefined)?.["200"];
    if (list && ok) ok.headers = listHeaders;
    return transformed;
  };
}

export async function registerOpenApi(app: FastifyInstance, guards: Guards): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Agricultural tools shop API",
        description:
          "Every error answers `{ error: { code, message, fields? } }`. Protected calls send `Authorization: Bearer <accessToken>`, " +
          "obtained from `PUT /api/user/{email}` with the session cookie set by sign-in or sign-up. Money is in dollars.",
        version: API_VERSION,
      },
      tags,
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The accessToken of PUT /api/user/{email}" },
          sessionCookie: { type: "apiKey", in: "cookie", name: "shop_session", description: "Set by sign-in and sign-up" },
        },
      },
    },
    transform: createTransform(guards),
  });
}

/** `GET /api/docs` (and `/api/docs/json`): the document as JSON. */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  for (const url of ["/docs", "/docs/json"]) {
    app.get(url, { schema: { hide: true } }, async () => app.swagger());
  }
};
