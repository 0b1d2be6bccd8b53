import { sql } from "drizzle-orm";
import { companyRoles, languageValues, paymentMethodValues, paymentTermsValues, registrationKinds, taxClasses, taxTreatments, vatProofs, type TaxLineCents, type WeightBandCents } from "@shop/contract";
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Note } from "../modules/orders/notes";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: id(),
    /** Stored lower-case; unique. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** scrypt hash; null for accounts that only sign in with Google. */
    passwordHash: text("password_hash"),
    googleSub: text("google_sub"),
    photoUrl: text("photo_url"),
    emailVerified: boolean("email_verified").notNull().default(false),
    role: text("role", { enum: ["admin", "other"] }).notNull().default("other"),
    /** Issue 38: the account's language (`PATCH /api/me/language`); its emails and documents follow it. */
    language: text("language", { enum: languageValues }).notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_google_sub_key").on(t.googleSub),
    check("users_role_check", sql`${t.role} in ('admin', 'other')`),
    check("users_language_check", sql`${t.language} in ('en', 'bn')`),
    // Every list is read through an index in its own order (created_at, then id for ties).
    index("users_created_at_id_idx").on(t.createdAt, t.id),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    /** SHA-256 of the opaque cookie token: a stolen database does not yield live sessions. */
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_user_id_idx").on(t.userId),
    // The sweep purges expired sessions by this.
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/** Admin-managed; every tool is in exactly one. A category that holds tools cannot be deleted. */
export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull(),
    /** Issue 38: the Bangla name; null when none is written (docs/decisions/057-tool-translations.md). */
    nameBn: text("name_bn"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("categories_name_key").on(sql`lower(${t.name})`),
    // Two categories of one Bangla name would be one choice twice in the Bangla filter.
    uniqueIndex("categories_name_bn_key").on(t.nameBn),
    index("categories_created_at_id_idx").on(t.createdAt, t.id),
  ],
);

export const tools = pgTable(
  "tools",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    img: text("img").notNull(),
    minimumOrderQuantity: integer("minimum_order_quantity").notNull(),
    availableQuantity: integer("available_quantity").notNull(),
    priceCents: integer("price_cents").notNull(),
    /**
     * Left out on insert, the database's shop_default_category() gives the oldest category
     * (creating "General" in an empty list), so every tool has one, whoever inserts it.
     */
    categoryId: uuid("category_id")
      .notNull()
      .default(sql`shop_default_category()`)
      .references(() => categories.id, { onDelete: "restrict" }),
    /** Set when archived: out of the shop, still in past orders and in the admin's list. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** Issue 12: sold only in multiples of this; the minimum order is one of them. */
    packSize: integer("pack_size").notNull().default(1),
    /** Issue 12: volume price breaks, lowest quantity first, in cents (checked by the contract's priceBreaksInputSchema). */
    priceBreaks: jsonb("price_breaks").$type<{ minQuantity: number; priceCents: number }[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * Name and description folded by shop_fold() (lower case, accents stripped), kept by the
     * database itself: the search reads it through a GIN index (docs/decisions/013-catalogue.md).
     */
    /**
     * Issue 21: the stock-keeping unit, stored upper-case, unique; shown everywhere and
     * searchable. A tool added without one (the spec's body) gets "AT-" and ten random hex digits.
     */
    sku: text("sku")
      .notNull()
      .default(sql`'AT-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10))`),
    /** Issue 21: the shipping weight of one unit, in grams (the office types kilograms). */
    weightGrams: integer("weight_grams").notNull().default(1000),
    /** Issue 25: which of a country's rates taxes it. */
    taxClass: text("tax_class", { enum: taxClasses }).notNull().default("standard"),
    /** Issue 36: Bangladesh's supplementary duty, thousandths of a percent (as tax rates); 0 = none. */
    sdRateMillis: integer("sd_rate_millis").notNull().default(0),
    /** Issue 38: the Bangla name and description; null when none is written (docs/decisions/057-tool-translations.md). */
    nameBn: text("name_bn"),
    descriptionBn: text("description_bn"),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`shop_fold(name || ' ' || description || ' ' || sku || ' ' || coalesce(name_bn, '') || ' ' || coalesce(description_bn, ''))`),
    createdAt: createdAt(),
  },
  (t) => [
    check("tools_minimum_check", sql`${t.minimumOrderQuantity} >= 1`),
    check("tools_available_check", sql`${t.availableQuantity} >= 0`),
    check("tools_price_check", sql`${t.priceCents} > 0`),
    check("tools_pack_size_check", sql`${t.packSize} >= 1 and ${t.minimumOrderQuantity} % ${t.packSize} = 0`),
    check("tools_weight_check", sql`${t.weightGrams} >= 0`),
    check("tools_tax_class_check", sql`${t.taxClass} in ('standard', 'reduced', 'zero')`),
    check("tools_sd_rate_check", sql`${t.sdRateMillis} between 0 and 500000`),
    uniqueIndex("tools_sku_key").on(t.sku),
    index("tools_created_at_id_idx").on(t.createdAt, t.id),
    // The shop's sorts and filters read live tools only, each through an index in its order
    // (docs/decisions/013-catalogue.md).
    index("tools_live_price_idx").on(t.priceCents, t.id).where(sql`${t.archivedAt} is null`),
    index("tools_live_name_idx").on(t.name, t.id).where(sql`${t.archivedAt} is null`),
    index("tools_category_created_at_idx").on(t.categoryId, t.createdAt, t.id),
    index("tools_live_search_idx").using("gin", sql`to_tsvector('simple', ${t.searchText})`).where(sql`${t.archivedAt} is null`),
    // Issue 26: a name like the search's words ("wheel barrow" finds the Wheelbarrow), by pg_trgm (migration 0013).
    index("tools_live_name_trgm_idx").using("gin", sql`shop_fold(${t.name}) gin_trgm_ops`).where(sql`${t.archivedAt} is null`),
    // Issue 38: the same for the Bangla name.
    index("tools_live_name_bn_trgm_idx").using("gin", sql`shop_fold(${t.nameBn}) gin_trgm_ops`).where(sql`${t.archivedAt} is null`),
    // The admin summary's low stock (fewer left than anyone may order): few rows, read by name.
    index("tools_low_stock_idx").on(t.name, t.id).where(sql`${t.availableQuantity} < ${t.minimumOrderQuantity}`),
  ],
);

/** Every restock, with who did it and why: the stock history of a tool. */
export const stockChanges = pgTable(
  "stock_changes",
  {
    id: id(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    availableAfter: integer("available_after").notNull(),
    note: text("note").notNull().default(""),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("stock_changes_tool_created_at_idx").on(t.toolId, t.createdAt, t.id)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    img: text("img").notNull(),
    description: text("description").notNull(),
    ratings: integer("ratings").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("reviews_ratings_check", sql`${t.ratings} between 1 and 5`),
    index("reviews_created_at_id_idx").on(t.createdAt, t.id),
    // One review per customer: posting again updates it. Reviews of deleted accounts (null) stay.
    uniqueIndex("reviews_user_id_key").on(t.userId),
  ],
);

/**
 * The business details of an account (issue 11; a table of their own since issue 20, item 16):
 * saved on their own, without the spec's portfolio profile. The address and phone prefill the
 * order form; the company and VAT ID go on invoices.
 */
export const businessDetails = pgTable(
  "business_details",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text("company_name"),
    vatId: text("vat_id"),
    shippingAddress: text("shipping_address"),
    /** Issue 26: where invoices are addressed ("Bill to") when it is not where the goods go; null: the delivery address. */
    billingAddress: text("billing_address"),
    /** Issue 21: where orders go by default: ISO 3166 country and postal code. */
    country: text("country"),
    postalCode: text("postal_code"),
    phone: text("phone"),
    /**
     * Issue 25: the office checked this VAT ID by hand (when VIES cannot be asked): the ID it
     * checked and when. A changed ID is no longer the one checked.
     */
    vatCheckedId: text("vat_checked_id"),
    vatCheckedAt: timestamp("vat_checked_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One set per account; the order form and invoices read it by account. The office's list of VAT
  // IDs to check (issue 25) reads the accounts that keep one, most recently changed first.
  (t) => [
    uniqueIndex("business_details_user_id_key").on(t.userId),
    index("business_details_vat_updated_idx").on(t.updatedAt, t.id).where(sql`${t.vatId} is not null`),
  ],
);

export const profiles = pgTable(
  "profiles",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    img: text("img").notNull(),
    country: text("country").notNull(),
    number: text("number").notNull(),
    linkedinProfile: text("linkedin_profile").notNull(),
    education: text("education").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One profile per account; also serves a customer's own list (at most one row, no sort).
    uniqueIndex("profiles_user_id_key").on(t.userId),
    index("profiles_created_at_id_idx").on(t.createdAt, t.id),
    index("profiles_email_idx").on(t.email),
  ],
);

/** Issue 27: `awaiting_approval`, a company member's order over a limit, waiting for an approver. */
/**
 * Issue 27: a company buys through its members (docs/decisions/034-company-access.md). Its
 * name, VAT ID and billing address bill its members' orders; a shop admin may suspend it.
 */
export const companies = pgTable(
  "companies",
  {
    id: id(),
    name: text("name").notNull(),
    vatId: text("vat_id"),
    billingAddress: text("billing_address").notNull(),
    suspended: boolean("suspended").notNull().default(false),
    /**
     * The office checked the company's VAT ID by hand (VIES could not be asked): the ID it
     * checked, so a changed ID is unproven again, as for an account's business details (issue 25).
     */
    vatCheckedId: text("vat_checked_id"),
    vatCheckedAt: timestamp("vat_checked_at", { withTimezone: true }),
    /**
     * Issue 28 (docs/decisions/041-money-on-account.md): how its orders are paid, and how much its
     * open invoices may owe together on terms (0 with terms: every order is prepaid).
     */
    paymentTerms: text("payment_terms", { enum: paymentTermsValues }).notNull().default("prepaid"),
    creditLimitCents: integer("credit_limit_cents").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("companies_credit_limit_check", sql`${t.creditLimitCents} >= 0`),
    index("companies_created_at_id_idx").on(t.createdAt, t.id),
    // The office's search by part of a name.
    index("companies_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

/** Where a company's orders may go: a member picks one at checkout. */
export const companyAddresses = pgTable(
  "company_addresses",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    address: text("address").notNull(),
    country: text("country").notNull(),
    postalCode: text("postal_code").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("company_addresses_company_idx").on(t.companyId, t.position)],
);

/** One row per member; an account belongs to at most one company (the unique user). Limits in cents, null: none. */
export const companyMembers = pgTable(
  "company_members",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: companyRoles }).notNull(),
    orderLimitCents: integer("order_limit_cents"),
    monthlyLimitCents: integer("monthly_limit_cents"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("company_members_user_key").on(t.userId),
    index("company_members_company_idx").on(t.companyId, t.createdAt),
    check("company_members_role_check", sql`${t.role} in ('admin', 'buyer', 'approver', 'accountant')`),
  ],
);

/** An emailed invitation: single-use (acceptedAt), for its email only, until expiresAt. Only the token's hash is kept. */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: companyRoles }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** Issue 35: sent to an address without an account, counted by the inviter's daily cap (INVITATIONS_PER_DAY). */
    toNewAddress: boolean("to_new_address").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("company_invitations_token_hash_key").on(t.tokenHash),
    // The hourly cap on invitations counts a company's recent rows.
    index("company_invitations_company_created_idx").on(t.companyId, t.createdAt),
    // Issue 35: the daily cap counts an inviter's recent invitations to strangers.
    index("company_invitations_inviter_created_idx").on(t.invitedBy, t.createdAt).where(sql`${t.toNewAddress}`),
  ],
);

/** A company's named shopping list ("Spring restock"): every member sees it, all but accountants edit it. */
export const shoppingLists = pgTable(
  "shopping_lists",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("shopping_lists_company_idx").on(t.companyId, t.createdAt, t.id)],
);

export const shoppingListLines = pgTable(
  "shopping_list_lines",
  {
    listId: uuid("list_id")
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("shopping_list_lines_key").on(t.listId, t.toolId), check("shopping_list_lines_quantity_check", sql`${t.quantity} >= 1`)],
);

export const orderStatuses = ["unpaid", "paid", "shipped", "cancelled", "expired", "awaiting_approval", "confirmed"] as const;

export const orders = pgTable(
  "orders",
  {
    id: id(),
    /** Kept when the account is deleted: past orders stay for the records. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    /**
     * The tool's name and price as they were when ordered; a later change or delete does not
     * alter the order. Since issue 12 the lines (order_lines) are the truth and these columns
     * summarise them for the spec's readers: the tools' names, the first line's tool and unit
     * price, every unit, the total.
     */
    product: text("product").notNull(),
    toolId: uuid("tool_id").references(() => tools.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    priceCents: integer("price_cents").notNull(),
    status: text("status", { enum: orderStatuses }).notNull().default("unpaid"),
    transactionId: text("transaction_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Until when an unpaid order holds its stock (ORDER_HOLD_MINUTES after it was placed); then it expires. */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    /** Set when the office marks the order shipped; the buyer sees both. */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** Issue 12: the buyer's purchase-order number and wished delivery date, both optional. */
    poNumber: text("po_number"),
    deliveryDate: date("delivery_date", { mode: "string" }),
    /**
     * Issue 21, the bill as it was when placed (docs/decisions/025-money-model.md). `priceCents`
     * is its gross total, the amount charged. Orders from before issue 21 keep the defaults:
     * no shipping, tax or discount, net = total.
     */
    currency: text("currency").notNull().default("USD"),
    country: text("country"),
    postalCode: text("postal_code"),
    shippingMethodId: uuid("shipping_method_id").references((): AnyPgColumn => shippingMethods.id, { onDelete: "set null" }),
    shippingMethod: text("shipping_method"),
    /**
     * Issue 36 finding 7: collected at the works (a "collect" method): a supply at home, whatever
     * country the buyer's address names, so documents say so and the books file it under home.
     */
    collection: boolean("collection").notNull().default(false),
    shippingEstimate: text("shipping_estimate"),
    weightGrams: integer("weight_grams").notNull().default(0),
    /** The shipping's price as the catalogue states prices (with tax when they include it). */
    shippingCents: integer("shipping_cents").notNull().default(0),
    shippingNetCents: integer("shipping_net_cents").notNull().default(0),
    shippingTaxCents: integer("shipping_tax_cents").notNull().default(0),
    discountCodeId: uuid("discount_code_id").references((): AnyPgColumn => discountCodes.id, { onDelete: "set null" }),
    discountCode: text("discount_code"),
    discountCents: integer("discount_cents").notNull().default(0),
    netCents: integer("net_cents").notNull().default(0),
    /** Issue 36: the supplementary duty (Bangladesh) inside `netCents`, the VAT base; 0 elsewhere. */
    sdCents: integer("sd_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    pricesIncludeTax: boolean("prices_include_tax").notNull().default(false),
    /**
     * Issue 25: how the sale is taxed (contract tax-treatment.ts), the words the invoice prints
     * for it, and whose rates applied (null when nothing was charged).
     */
    treatment: text("treatment", { enum: taxTreatments }).notNull().default("domestic"),
    legalNote: text("legal_note").notNull().default(""),
    taxCountry: text("tax_country"),
    /** The seller as it was when ordered, with the VAT number the sale is taxed under. */
    sellerName: text("seller_name"),
    sellerAddress: text("seller_address"),
    sellerVatId: text("seller_vat_id"),
    /** The buyer's business and VAT ID as they were when ordered, with the proof of the ID. */
    buyerCompany: text("buyer_company"),
    /** Issue 26: the buyer's billing address from their business details when ordered; null: bill to the delivery address. */
    buyerBillingAddress: text("buyer_billing_address"),
    buyerVatId: text("buyer_vat_id"),
    /** "vies" (confirmed by the lookup), "office" (checked by hand), or null (not proven). */
    buyerVatProof: text("buyer_vat_proof", { enum: vatProofs }),
    buyerVatName: text("buyer_vat_name"),
    buyerVatCheckedAt: timestamp("buyer_vat_checked_at", { withTimezone: true }),
    /** The shipping's net and tax per rate (it takes the rates of the goods it carries). */
    shippingTaxLines: jsonb("shipping_tax_lines").$type<TaxLineCents[]>().notNull().default(sql`'[]'::jsonb`),
    /** Net and tax per rate, shipping included: what the invoice's tax lines print. */
    taxLines: jsonb("tax_lines").$type<TaxLineCents[]>().notNull().default(sql`'[]'::jsonb`),
    /** Issue 21: what credit notes gave back so far (gross), and whether the shipping was among it. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    shippingRefunded: boolean("shipping_refunded").notNull().default(false),
    /**
     * Issue 27: the company a member's order belongs to (null: a buyer without one). The member
     * who placed it is `userId`/`email`; `placedByOffice` is the shop admin who placed it for them
     * after a call (then the member's limits did not apply).
     */
    companyId: uuid("company_id").references((): AnyPgColumn => companies.id, { onDelete: "set null" }),
    placedByOffice: text("placed_by_office"),
    /** Who approved an order that was over a limit, and until when it may wait for that (APPROVAL_DAYS). */
    approvedBy: text("approved_by"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvalUntil: timestamp("approval_until", { withTimezone: true }),
    /** Issue 28: the terms of an order on account (null: paid by card before shipping), and when its invoice falls due. */
    paymentTerms: text("payment_terms", { enum: paymentTermsValues }),
    dueDate: date("due_date", { mode: "string" }),
    /**
     * Issue 37: how its buyer chose to pay (CONTRACT "Payment methods"). `card` covers every order
     * from before, and one on account (its invoice is paid later, by any means).
     */
    paymentMethod: text("payment_method", { enum: paymentMethodValues }).notNull().default("card"),
    createdAt: createdAt(),
  },
  (t) => [
    check("orders_quantity_check", sql`${t.quantity} >= 1`),
    check("orders_price_check", sql`${t.priceCents} >= 0`),
    check("orders_status_check", sql`${t.status} in ('unpaid', 'paid', 'shipped', 'cancelled', 'expired', 'awaiting_approval', 'confirmed')`),
    // The sweep's expiry scan and the per-customer cap on unpaid orders read only unpaid rows.
    index("orders_unpaid_hold_idx").on(t.holdUntil).where(sql`${t.status} = 'unpaid'`),
    index("orders_unpaid_user_idx").on(t.userId).where(sql`${t.status} = 'unpaid'`),
    index("orders_created_at_id_idx").on(t.createdAt, t.id),
    // My orders and the admin's lookup by email, newest first (every status: a cancelled or
    // expired order stays in the list, marked so).
    index("orders_user_created_at_idx").on(t.userId, t.createdAt, t.id),
    index("orders_email_created_at_idx").on(t.email, t.createdAt, t.id),
    // Manage All Orders' search by part of an email ("bob"): trigrams, so `ILIKE '%bob%'` reads an index.
    index("orders_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    // Manage All Orders filtered by status, newest first.
    index("orders_status_created_at_idx").on(t.status, t.createdAt, t.id),
    // Deleting a tool asks whether it has orders (then it is archived instead).
    index("orders_tool_id_idx").on(t.toolId),
    // The admin summary: orders to ship (paid, not shipped yet), and this month's sales summed
    // from the index alone (paid_at range, price beside it).
    index("orders_to_ship_idx").on(t.paidAt).where(sql`${t.status} = 'paid'`),
    index("orders_sales_idx").on(t.paidAt, t.priceCents).where(sql`${t.status} in ('paid', 'shipped')`),
    // Issue 27: a company's orders, newest first (paged at any size), and the sweep's scan of
    // approvals left undecided.
    index("orders_company_created_at_idx").on(t.companyId, t.createdAt, t.id).where(sql`${t.companyId} is not null`),
    index("orders_awaiting_approval_idx").on(t.approvalUntil).where(sql`${t.status} = 'awaiting_approval'`),
  ],
);

/**
 * Every status an order took, when, and who did it (null: the customer's own step or the
 * sweep). Written in the same transaction as the change, so the history never disagrees.
 */
/** Issue 12: one row per tool of an order, priced when ordered (break or quote), never changed after. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The line's place in the order, from 0. */
    position: integer("position").notNull(),
    toolId: uuid("tool_id").references(() => tools.id, { onDelete: "set null" }),
    product: text("product").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    listUnitPriceCents: integer("list_unit_price_cents").notNull(),
    breakMinQuantity: integer("break_min_quantity"),
    quoteId: uuid("quote_id").references((): AnyPgColumn => quotes.id, { onDelete: "set null" }),
    priceCents: integer("price_cents").notNull(),
    /** Issue 21: the tool's SKU and unit weight when ordered; null on lines from before. */
    sku: text("sku"),
    weightGrams: integer("weight_grams").notNull().default(0),
    /** The code's share of this line, then the line's net and tax after it (per-line rounding). */
    discountCents: integer("discount_cents").notNull().default(0),
    netCents: integer("net_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    /** Thousandths of a percent: 20 % is 20000, 8.875 % is 8875. */
    taxRateMillis: integer("tax_rate_millis").notNull().default(0),
    /** Issue 25: the tool's tax class when ordered. */
    taxClass: text("tax_class", { enum: taxClasses }).notNull().default("standard"),
    /** Issue 36: the supplementary duty's rate (thousandths of a percent) and amount, the amount inside `netCents` (VAT is on value + duty). */
    sdRateMillis: integer("sd_rate_millis").notNull().default(0),
    sdCents: integer("sd_cents").notNull().default(0),
    /** Issue 21: units refunded so far (credit notes); their stock came back. */
    refundedQuantity: integer("refunded_quantity").notNull().default(0),
    /** Issue 28: the company's price list that priced the line (its name kept as it was), null for the catalogue's price. */
    priceListId: uuid("price_list_id").references((): AnyPgColumn => priceLists.id, { onDelete: "set null" }),
    priceListName: text("price_list_name"),
  },
  (t) => [
    check("order_lines_quantity_check", sql`${t.quantity} >= 1`),
    check("order_lines_price_check", sql`${t.priceCents} = ${t.unitPriceCents} * ${t.quantity}`),
    check("order_lines_refunded_check", sql`${t.refundedQuantity} between 0 and ${t.quantity}`),
    uniqueIndex("order_lines_order_position_idx").on(t.orderId, t.position),
    uniqueIndex("order_lines_order_tool_idx").on(t.orderId, t.toolId),
    // Deleting a tool asks whether any order holds it (then it is archived instead).
    index("order_lines_tool_id_idx").on(t.toolId),
  ],
);

export const quoteStatuses = ["requested", "offered", "declined", "accepted"] as const;

/** Issue 12: a buyer's request for a price, the office's answer, and the order it became. `expired` is derived from valid_until. */
export const quotes = pgTable(
  "quotes",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    toolId: uuid("tool_id").references(() => tools.id, { onDelete: "set null" }),
    product: text("product").notNull(),
    quantity: integer("quantity").notNull(),
    listUnitPriceCents: integer("list_unit_price_cents").notNull(),
    /**
     * Issue 28: when a member's price list priced the quote (its `listUnitPriceCents`), what the
     * catalogue asked for the same quantity then, shown beside it; null otherwise.
     */
    catalogueUnitPriceCents: integer("catalogue_unit_price_cents"),
    wantedBy: date("wanted_by", { mode: "string" }),
    note: text("note").notNull().default(""),
    status: text("status", { enum: quoteStatuses }).notNull().default("requested"),
    unitPriceCents: integer("unit_price_cents"),
    validUntil: date("valid_until", { mode: "string" }),
    /** Why it was declined in English: as the office typed it, or as the server said its own reason (`declineParts`). */
    declineReason: text("decline_reason"),
    /**
     * A reason the server itself gave (an account taken back, modules/accounts/takeover.ts) as kinds
     * with their values, said in each reader's language as an order's history notes are
     * (modules/orders/notes.ts, migration 0042); null for a reason the office typed.
     */
    declineParts: jsonb("decline_parts").$type<Note>(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: uuid("answered_by").references(() => users.id, { onDelete: "set null" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /**
     * Issue 27: the company a member's quote belongs to (null: a buyer without one), and the shop
     * admin who asked for it on the member's behalf after a call.
     */
    companyId: uuid("company_id").references((): AnyPgColumn => companies.id, { onDelete: "set null" }),
    requestedByOffice: text("requested_by_office"),
    /**
     * Issue 35: a cart's quote has several lines (modules/quotes/schema.ts), and the row keeps
     * their summary as an order row does (first tool, names, units in all). Where it goes, as
     * asked, so the office can price the freight; the freight offered, and the offer's total
     * (lines and freight) once offered. A one-tool quote has 1 line and no rows there.
     */
    lineCount: integer("line_count").notNull().default(1),
    address: text("address"),
    country: text("country"),
    postalCode: text("postal_code"),
    companyAddressId: uuid("company_address_id").references((): AnyPgColumn => companyAddresses.id, { onDelete: "set null" }),
    freightCents: integer("freight_cents"),
    offeredTotalCents: integer("offered_total_cents"),
    createdAt: createdAt(),
  },
  (t) => [
    check("quotes_quantity_check", sql`${t.quantity} >= 1`),
    check("quotes_status_check", sql`${t.status} in ('requested', 'offered', 'declined', 'accepted')`),
    check("quotes_offer_check", sql`${t.status} <> 'offered' or (${t.unitPriceCents} > 0 and ${t.validUntil} is not null)`),
    index("quotes_user_created_at_idx").on(t.userId, t.createdAt, t.id),
    index("quotes_created_at_idx").on(t.createdAt, t.id),
    index("quotes_status_created_at_idx").on(t.status, t.createdAt, t.id),
    // The sweep's reminders: offers ending today or tomorrow.
    index("quotes_status_valid_until_idx").on(t.status, t.validUntil),
    index("quotes_tool_id_idx").on(t.toolId),
    index("quotes_company_created_at_idx").on(t.companyId, t.createdAt, t.id).where(sql`${t.companyId} is not null`),
  ],
);

/**
 * Issue 21: where the shop ships. A zone lists countries (ISO 3166 codes); one zone may be
 * "everywhere else", for the countries no other zone names. A country outside every zone
 * cannot order (the buyer is offered a quote); a shop with no zone at all charges no shipping.
 */
export const shippingZones = pgTable(
  "shipping_zones",
  {
    id: id(),
    name: text("name").notNull(),
    countries: jsonb("countries").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    everywhereElse: boolean("everywhere_else").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("shipping_zones_name_key").on(sql`lower(${t.name})`),
    // At most one zone covers the rest of the world.
    uniqueIndex("shipping_zones_everywhere_else_key").on(t.everywhereElse).where(sql`${t.everywhereElse}`),
  ],
);

export const shippingMethodKinds = ["flat", "weight", "collect"] as const;

/**
 * A way to ship within a zone, priced by the server from the order's weight and value
 * (contract billing.ts, shippingPrice): a flat rate, weight bands (then a price per started
 * step beyond the last band), or collection at no charge; any may be free above an order value.
 */
export const shippingMethods = pgTable(
  "shipping_methods",
  {
    id: id(),
    zoneId: uuid("zone_id")
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** "3-5 working days": what the buyer is told. */
    estimate: text("estimate").notNull().default(""),
    kind: text("kind", { enum: shippingMethodKinds }).notNull(),
    flatCents: integer("flat_cents"),
    bands: jsonb("bands").$type<WeightBandCents[]>().notNull().default(sql`'[]'::jsonb`),
    stepGrams: integer("step_grams"),
    stepCents: integer("step_cents"),
    freeAboveCents: integer("free_above_cents"),
    /** Issue 26: the free shipping above freeAboveCents holds only up to this weight (null: any). */
    freeUpToGrams: integer("free_up_to_grams"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("shipping_methods_kind_check", sql`${t.kind} in ('flat', 'weight', 'collect')`),
    index("shipping_methods_zone_idx").on(t.zoneId, t.position),
  ],
);

/**
 * Issue 21: a tax rate per country, or per region of one (a region matches the postal codes
 * that start with one of its prefixes; the longest prefix wins, then the country's own rate).
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    id: id(),
    country: text("country").notNull(),
    region: text("region"),
    postalPrefixes: jsonb("postal_prefixes").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** "VAT", "GST", "Sales tax": how the bill names it. */
    name: text("name").notNull(),
    /** The standard class's rate. */
    rateMillis: integer("rate_millis").notNull(),
    /** Issue 25: the reduced class's rate, null where the country keeps none (then a reduced tool cannot be taxed there). The zero class is 0 %. */
    reducedRateMillis: integer("reduced_rate_millis"),
    createdAt: createdAt(),
  },
  (t) => [
    check("tax_rates_rate_check", sql`${t.rateMillis} >= 0 and ${t.rateMillis} <= 100000`),
    check("tax_rates_reduced_check", sql`${t.reducedRateMillis} is null or (${t.reducedRateMillis} >= 0 and ${t.reducedRateMillis} <= 100000)`),
    uniqueIndex("tax_rates_country_region_key").on(t.country, sql`coalesce(${t.region}, '')`),
  ],
);

/**
 * Issue 25: where the shop is registered for tax besides its home country (SHOP_COUNTRY, always
 * registered): a country, or one of the EU's schemes (OSS, IOSS), with the shop's VAT number there.
 */
export const taxRegistrations = pgTable(
  "tax_registrations",
  {
    id: id(),
    kind: text("kind", { enum: registrationKinds }).notNull(),
    country: text("country"),
    vatId: text("vat_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("tax_registrations_kind_check", sql`(${t.kind} = 'country') = (${t.country} is not null) and ${t.kind} in ('country', 'oss', 'ioss')`),
    uniqueIndex("tax_registrations_kind_country_key").on(t.kind, sql`coalesce(${t.country}, '')`),
  ],
);

/**
 * Issue 25: the office's account codes per tax treatment, for the accounting export. Issue 36:
 * and per rate of a treatment (null: the treatment's codes for every rate without its own row),
 * so a 7 % row does not carry the 19 % tax code.
 */
export const accountingCodes = pgTable(
  "accounting_codes",
  {
    id: id(),
    treatment: text("treatment", { enum: taxTreatments }).notNull(),
    rateMillis: integer("rate_millis"),
    revenueAccount: text("revenue_account").notNull().default(""),
    taxAccount: text("tax_account").notNull().default(""),
  },
  (t) => [
    uniqueIndex("accounting_codes_treatment_rate_key").on(t.treatment, sql`coalesce(${t.rateMillis}, -1)`),
    check("accounting_codes_rate_check", sql`${t.rateMillis} is null or ${t.rateMillis} between 0 and 100000`),
  ],
);

/** Issue 21: the shop's one row (id 1) of billing settings the office keeps. */
export const billingSettings = pgTable(
  "billing_settings",
  {
    id: integer("id").primaryKey(),
    /** Whether catalogue prices (and shipping prices) already include tax. */
    pricesIncludeTax: boolean("prices_include_tax").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("billing_settings_single_row", sql`${t.id} = 1`)],
);

export const discountKinds = ["percent", "fixed"] as const;

/** Issue 21: a code the office gives out; every rule is checked by the server when an order is priced. */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: id(),
    /** Stored upper-case; unique. */
    code: text("code").notNull(),
    kind: text("kind", { enum: discountKinds }).notNull(),
    /** Percent codes: hundredths of a percent (5 % is 500). */
    percentBasisPoints: integer("percent_basis_points"),
    /** Fixed codes: the amount off, in cents. */
    amountCents: integer("amount_cents"),
    minOrderCents: integer("min_order_cents").notNull().default(0),
    /** First and last day it may be used (UTC dates, inclusive); null: no bound. */
    startsOn: date("starts_on", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }),
    maxUses: integer("max_uses"),
    maxUsesPerCustomer: integer("max_uses_per_customer"),
    /** Empty lists: every tool. Otherwise only lines of these tools or categories are discounted. */
    toolIds: jsonb("tool_ids").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    categoryIds: jsonb("category_ids").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_key").on(t.code),
    check("discount_codes_kind_check", sql`${t.kind} in ('percent', 'fixed')`),
    check(
      "discount_codes_value_check",
      sql`(${t.kind} = 'percent' and ${t.percentBasisPoints} between 1 and 10000) or (${t.kind} = 'fixed' and ${t.amountCents} > 0)`,
    ),
    index("discount_codes_created_at_id_idx").on(t.createdAt, t.id),
  ],
);

/**
 * One use of a code by one order. A use counts while its order is unpaid (holding), paid or
 * shipped; an expired or cancelled order's use no longer counts. The code's row is locked
 * while an order is priced, so concurrent checkouts take turns at its limits.
 */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: id(),
    codeId: uuid("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("discount_redemptions_order_key").on(t.orderId), index("discount_redemptions_code_user_idx").on(t.codeId, t.userId)],
);

export const orderEvents = pgTable(
  "order_events",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: orderStatuses }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The note in English, as written; rows from before issue 38 (and any the migration could not read) have only it. */
    note: text("note"),
    /** Issue 38: the note as kinds with their values (modules/orders/notes.ts), said in each reader's language. */
    noteParts: jsonb("note_parts").$type<Note>(),
  },
  (t) => [index("order_events_order_at_idx").on(t.orderId, t.at)],
);

/**
 * Who took a payment: the card's providers (PAYMENT_PROVIDER), the redirect gateways, and (issue
 * 37) the office's records of cash on delivery and bank deposits.
 */
export const paymentProviders = ["test", "stripe", "bkash", "sslcommerz", "cod", "bank_deposit"] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/**
 * One invoice per paid order. The number comes from the single row of `invoice_counter`,
 * updated in the paying transaction: its row lock makes concurrent payments take turns, and a
 * payment that rolls back gives its number back, so numbers have no gaps (a sequence would).
 * No FK on the order: an invoice issued stays issued.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    number: integer("number").notNull(),
    orderId: uuid("order_id").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** The buyer's business as their profile named it when the invoice was issued: an invoice never changes after. */
    buyerCompany: text("buyer_company"),
    buyerVatId: text("buyer_vat_id"),
    /**
     * Issue 28 (decision 041): what the invoice asks, what was paid against it (money received
     * less money given back), what credit notes took off; its balance is total − paid − credited.
     * A card-prepaid invoice is paid in full when issued and stays at a zero balance.
     */
    totalCents: integer("total_cents").notNull().default(0),
    paidCents: integer("paid_cents").notNull().default(0),
    creditedCents: integer("credited_cents").notNull().default(0),
    /** The company whose account it is on, its terms, and when it falls due (null: prepaid, or due at a shipment yet to come). */
    companyId: uuid("company_id").references((): AnyPgColumn => companies.id, { onDelete: "set null" }),
    paymentTerms: text("payment_terms", { enum: paymentTermsValues }),
    dueDate: date("due_date", { mode: "string" }),
  },
  (t) => [
    uniqueIndex("invoices_number_key").on(t.number),
    uniqueIndex("invoices_order_id_key").on(t.orderId),
    // The accountant's monthly report books a sale in the month its invoice was issued.
    index("invoices_issued_at_idx").on(t.issuedAt),
    // A company's invoices on account, by due date: its open balance, its overdue ones, its statement.
    index("invoices_company_due_idx").on(t.companyId, t.dueDate, t.number).where(sql`${t.companyId} is not null`),
    check("invoices_amounts_check", sql`${t.totalCents} >= 0 and ${t.creditedCents} >= 0 and ${t.paidCents} >= 0`),
  ],
);

/**
 * Issue 28: a company's price list (decision 041). The valid list of a company with the highest
 * priority that names a tool prices it; the buyer pays the lower of that and the catalogue.
 */
export const priceLists = pgTable(
  "price_lists",
  {
    id: id(),
    name: text("name").notNull(),
    priority: integer("priority").notNull().default(0),
    /** Whole UTC days, valid through the end of `validUntil`; null: no bound. */
    validFrom: date("valid_from", { mode: "string" }),
    validUntil: date("valid_until", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("price_lists_dates_check", sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} <= ${t.validUntil}`),
    index("price_lists_created_at_idx").on(t.createdAt, t.id),
  ],
);

/** Which companies a price list is assigned to. */
export const priceListCompanies = pgTable(
  "price_list_companies",
  {
    priceListId: uuid("price_list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ name: "price_list_companies_pkey", columns: [t.priceListId, t.companyId] }), index("price_list_companies_company_idx").on(t.companyId)],
);

/**
 * A tool's price on a list: a fixed unit price or a percent off the catalogue's unit price
 * (hundredths of a percent: 12.5 % is 1250), and optionally breaks of its own (fixed unit
 * prices from a quantity up, lowest quantity first).
 */
export const priceListPrices = pgTable(
  "price_list_prices",
  {
    priceListId: uuid("price_list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents"),
    percentOffBasisPoints: integer("percent_off_basis_points"),
    breaks: jsonb("breaks").$type<{ minQuantity: number; priceCents: number }[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ name: "price_list_prices_pkey", columns: [t.priceListId, t.toolId] }),
    index("price_list_prices_tool_idx").on(t.toolId),
    check("price_list_prices_one_rule_check", sql`(${t.priceCents} is null) <> (${t.percentOffBasisPoints} is null)`),
    check("price_list_prices_price_check", sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check("price_list_prices_percent_check", sql`${t.percentOffBasisPoints} is null or ${t.percentOffBasisPoints} between 0 and 10000`),
  ],
);

/** Issue 37: `bkash` and `sslcommerz` pay on the gateway's page (a text column: no migration). */
export const accountPaymentMethods = ["card", "transfer", "bkash", "sslcommerz"] as const;
export const accountPaymentStatuses = ["pending", "applied", "cancelled"] as const;

/**
 * Issue 28: money a company pays on account, against one or several invoices (decision 041): a
 * card payment (pending until the provider confirms it, then applied exactly once) or a bank
 * transfer the office records. `requested` are the allocations asked for; `payment_allocations`
 * what was applied. What could not be applied (an invoice paid meanwhile, a transfer's rest) is
 * `unappliedCents`, until the office applies it; what went back to the card, `refundedCents`.
 * Always: amount = what its allocations still apply (less their reversals) + unapplied + refunded.
 */
export const accountPayments = pgTable(
  "account_payments",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    method: text("method", { enum: accountPaymentMethods }).notNull(),
    status: text("status", { enum: accountPaymentStatuses }).notNull().default("pending"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    receivedOn: date("received_on", { mode: "string" }),
    reference: text("reference").notNull().default(""),
    requested: jsonb("requested").$type<{ invoiceNumber: number; amountCents: number }[]>().notNull().default(sql`'[]'::jsonb`),
    unappliedCents: integer("unapplied_cents").notNull().default(0),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** A card payment: the provider, its intent and client secret, and the transaction once paid. */
    provider: text("provider", { enum: paymentProviders }),
    providerIntentId: text("provider_intent_id"),
    clientSecret: text("client_secret"),
    transactionId: text("transaction_id"),
    /** Who asked for it (a member paying by card) or recorded it (the office's email). */
    byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "set null" }),
    byEmail: text("by_email").notNull(),
    createdAt: createdAt(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "account_payments_amount_check",
      sql`${t.amountCents} > 0 and ${t.unappliedCents} between 0 and ${t.amountCents} and ${t.refundedCents} between 0 and ${t.amountCents} - ${t.unappliedCents}`,
    ),
    index("account_payments_company_idx").on(t.companyId, t.createdAt),
    // The receivables' unapplied money per company: only the payments that hold some.
    index("account_payments_unapplied_idx").on(t.companyId).where(sql`${t.unappliedCents} > 0 and ${t.status} = 'applied'`),
    uniqueIndex("account_payments_provider_intent_key").on(t.provider, t.providerIntentId),
    uniqueIndex("account_payments_transaction_key").on(t.provider, t.transactionId),
    uniqueIndex("account_payments_client_secret_key").on(t.clientSecret),
  ],
);

/**
 * What one payment on account paid of one invoice: when it was applied, or later, when the office
 * applied some of its unapplied money (one payment may then pay one invoice twice). A refund never
 * changes a row: it writes reversals (`allocationReversals`).
 */
export const paymentAllocations = pgTable(
  "payment_allocations",
  {
    id: id(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => accountPayments.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    /** Applied later from the payment's unapplied money, by the office; null: with the payment itself. */
    appliedLaterAt: timestamp("applied_later_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_allocations_payment_idx").on(t.paymentId),
    index("payment_allocations_invoice_idx").on(t.invoiceId),
    check("payment_allocations_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** Who gives a payment on account back: a provider or gateway, or the office by bank transfer (issue 37). */
export const accountRefundProviders = [...paymentProviders, "transfer"] as const;
export type AccountRefundProvider = (typeof accountRefundProviders)[number];

/**
 * A refund of a card payment on account made at the provider (Stripe's `charge.refunded`,
 * decision 041): recorded once per provider refund; what it took from the payment's unapplied
 * money, and, in `allocationReversals`, what it took back from which allocation.
 */
export const accountPaymentRefunds = pgTable(
  "account_payment_refunds",
  {
    id: id(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => accountPayments.id, { onDelete: "cascade" }),
    /** Issue 37: `transfer` when the office gave the money back by bank transfer (its reference is the provider refund id). */
    provider: text("provider", { enum: accountRefundProviders }).notNull(),
    providerRefundId: text("provider_refund_id"),
    amountCents: integer("amount_cents").notNull(),
    unappliedCents: integer("unapplied_cents").notNull().default(0),
    /** Issue 37: the office's reason and who gave it back; null for a refund made at the provider (Stripe's dashboard). */
    reason: text("reason"),
    byUserId: uuid("by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("account_payment_refunds_provider_refund_key").on(t.provider, t.providerRefundId),
    index("account_payment_refunds_payment_idx").on(t.paymentId),
    check("account_payment_refunds_amount_check", sql`${t.amountCents} > 0 and ${t.unappliedCents} between 0 and ${t.amountCents}`),
  ],
);

/** What a refund took back from one allocation: its invoice's paid amount went down by it. */
export const allocationReversals = pgTable(
  "allocation_reversals",
  {
    refundId: uuid("refund_id")
      .notNull()
      .references(() => accountPaymentRefunds.id, { onDelete: "cascade" }),
    allocationId: uuid("allocation_id")
      .notNull()
      .references(() => paymentAllocations.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
  },
  (t) => [
    primaryKey({ name: "allocation_reversals_pkey", columns: [t.refundId, t.allocationId] }),
    index("allocation_reversals_allocation_idx").on(t.allocationId),
    index("allocation_reversals_invoice_idx").on(t.invoiceId),
    check("allocation_reversals_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** A line of a credit note: units of one order line given back, with their share of its net and tax. */
export interface CreditNoteLine {
  orderLineId: string;
  product: string;
  sku: string | null;
  quantity: number;
  netCents: number;
  taxCents: number;
  /** Issue 36: the supplementary duty given back, inside `netCents` (absent before, and where none was charged). */
  sdCents?: number;
}

/** What a refund gives back, priced before it is written (modules/orders/credit-notes.ts draftCreditNote). */
export interface CreditNoteDraft {
  lines: (CreditNoteLine & { toolId: string | null })[];
  shipping: boolean;
  shippingNetCents: number;
  shippingTaxCents: number;
  netCents: number;
  /** Issue 36: the supplementary duty given back, inside `netCents` (absent on drafts from before). */
  sdCents?: number;
  taxCents: number;
  totalCents: number;
  taxLines: TaxLineCents[];
  /** After it nothing is left: the order is cancelled. */
  closes: boolean;
}

/**
 * Issue 21: every refund issues a credit note that corrects the order's invoice. Numbered from
 * its own single-row counter in the refunding transaction, like invoices: no gaps, no repeats.
 * No FK on the order: a credit note issued stays issued.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    number: integer("number").notNull(),
    orderId: uuid("order_id").notNull(),
    /** The invoice it corrects (its number), or null when the order had none (not possible today; kept honest). */
    invoiceNumber: integer("invoice_number"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    reason: text("reason").notNull(),
    currency: text("currency").notNull(),
    /** Issue 25: the treatment and legal mention of the invoice it corrects. */
    treatment: text("treatment", { enum: taxTreatments }).notNull().default("domestic"),
    legalNote: text("legal_note").notNull().default(""),
    lines: jsonb("lines").$type<CreditNoteLine[]>().notNull().default(sql`'[]'::jsonb`),
    /** The shipping given back (net and tax), zero when it was not. */
    shippingNetCents: integer("shipping_net_cents").notNull().default(0),
    shippingTaxCents: integer("shipping_tax_cents").notNull().default(0),
    taxLines: jsonb("tax_lines").$type<TaxLineCents[]>().notNull().default(sql`'[]'::jsonb`),
    netCents: integer("net_cents").notNull(),
    /** Issue 36: the supplementary duty given back (Bangladesh), inside `netCents`. */
    sdCents: integer("sd_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull(),
    /** The money given back: net + tax. */
    totalCents: integer("total_cents").notNull(),
  },
  (t) => [
    uniqueIndex("credit_notes_number_key").on(t.number),
    index("credit_notes_order_idx").on(t.orderId),
    // The accountant's monthly report reads credit notes by issue date.
    index("credit_notes_issued_at_idx").on(t.issuedAt),
    check("credit_notes_total_check", sql`${t.totalCents} = ${t.netCents} + ${t.taxCents} and ${t.totalCents} > 0`),
  ],
);

/** One row (id 1): the last credit note number handed out. */
export const creditNoteCounter = pgTable(
  "credit_note_counter",
  {
    id: integer("id").primaryKey(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [check("credit_note_counter_single_row", sql`${t.id} = 1`)],
);

/** One row (id 1): the last invoice number handed out. */
export const invoiceCounter = pgTable(
  "invoice_counter",
  {
    id: integer("id").primaryKey(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [check("invoice_counter_single_row", sql`${t.id} = 1`)],
);


/**
 * One intent per order and provider: asking twice answers the same client secret, so a
 * customer can never be charged twice for one order.
 */
export const paymentIntents = pgTable(
  "payment_intents",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    /** Stripe's PaymentIntent id, or the test provider's own. */
    providerIntentId: text("provider_intent_id").notNull(),
    clientSecret: text("client_secret").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** `cancelled`: the order expired before it was paid and the provider's intent was cancelled. */
    status: text("status", { enum: ["requires_payment", "succeeded", "cancelled"] }).notNull().default("requires_payment"),
    /** The test provider's transaction id, set when its card payment succeeds. */
    transactionId: text("transaction_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_intents_order_provider_key").on(t.orderId, t.provider),
    uniqueIndex("payment_intents_provider_intent_key").on(t.provider, t.providerIntentId),
    uniqueIndex("payment_intents_client_secret_key").on(t.clientSecret),
    uniqueIndex("payment_intents_transaction_id_key").on(t.transactionId),
  ],
);

/**
 * Issue 37 (decision 052): one attempt to pay through a redirect gateway (bKash, SSLCommerz). Its
 * `id` is the payment id the gateway carries back (`merchantInvoiceNumber`, `tran_id`); it pays an
 * order or a payment on account, never both. Only the server's own query of the gateway, or a
 * verified notification, moves it out of `pending`; the payment it applies is keyed by the
 * gateway's transaction id in `payments`, so a replay or two racing callbacks apply once.
 */
export const gatewayPaymentStatuses = ["pending", "completed", "failed", "cancelled", "risky", "mismatch", "refunding", "refunded"] as const;

export const gatewayPayments = pgTable(
  "gateway_payments",
  {
    id: id(),
    method: text("method", { enum: ["bkash", "sslcommerz"] }).notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    /** Issue 37: the company's payment on account this attempt pays (one attempt per payment). */
    accountPaymentId: uuid("account_payment_id").references(() => accountPayments.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** bKash's `paymentID`, SSLCommerz's `sessionkey`: set once the session is started. */
    gatewayReference: text("gateway_reference"),
    redirectUrl: text("redirect_url"),
    /** The gateway's transaction id (bKash `trxID`, SSLCommerz `bank_tran_id`/`val_id`), once it has one. */
    transactionId: text("transaction_id"),
    /**
     * `refunding`: paid after its order closed, its refund asked of the gateway (never asked twice:
     * neither gateway is idempotent); `refunded` once the gateway said so. A text column, so
     * these two needed no migration.
     */
    status: text("status", { enum: gatewayPaymentStatuses }).notNull().default("pending"),
    /** What the gateway last said, for the office (a code, a message, a risk note). */
    detail: text("detail"),
    createdAt: createdAt(),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (t) => [
    check("gateway_payments_one_payable", sql`(${t.orderId} is null) <> (${t.accountPaymentId} is null)`),
    check("gateway_payments_amount_check", sql`${t.amountCents} > 0`),
    uniqueIndex("gateway_payments_transaction_key").on(t.method, t.transactionId),
    // At most one attempt waiting per order and method: asking twice answers the same page.
    uniqueIndex("gateway_payments_pending_order_key").on(t.orderId, t.method).where(sql`${t.status} = 'pending'`),
    // The sweep asks the gateways about what is still pending.
    index("gateway_payments_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index("gateway_payments_order_idx").on(t.orderId),
    index("gateway_payments_account_payment_idx").on(t.accountPaymentId),
  ],
);

/** The record of a confirmed payment. Kept even if an admin deletes the order: no FK on purpose. */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    orderId: uuid("order_id").notNull(),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    transactionId: text("transaction_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_transaction_id_key").on(t.provider, t.transactionId),
    index("payments_order_id_idx").on(t.orderId),
  ],
);

/**
 * Money given back. One refund per payment (the unique index), so a webhook replayed or a
 * sweep racing it can never refund twice. No FK on the order, like payments.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: uuid("order_id").notNull(),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    /** The payment refunded (Stripe's PaymentIntent id, or the test provider's transaction id). */
    transactionId: text("transaction_id").notNull(),
    /** Stripe's refund id (re_…), or the test provider's own. */
    providerRefundId: text("provider_refund_id"),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    /** Issue 21: the credit note this refund issued. */
    creditNoteId: uuid("credit_note_id"),
    createdAt: createdAt(),
  },
  // Issue 21: a payment may be refunded in parts; each provider refund is recorded once.
  (t) => [
    uniqueIndex("refunds_provider_refund_key").on(t.provider, t.providerRefundId),
    index("refunds_transaction_idx").on(t.provider, t.transactionId),
    index("refunds_order_id_idx").on(t.orderId),
  ],
);

export const refundReservationStatuses = ["pending", "settled", "released"] as const;

/**
 * Decision 025: an office refund is reserved before the provider is asked, and settled (credit
 * note, refund, stock, status) after, each in a short transaction of its own. A pending
 * reservation counts against what is left to refund, so concurrent refunds never give back more
 * than was paid; the sweep settles one a crash left behind. `requestKey` is the office's
 * Idempotency-Key: its retry resumes this reservation instead of making another.
 */
export const refundReservations = pgTable(
  "refund_reservations",
  {
    id: id(),
    orderId: uuid("order_id").notNull(),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    transactionId: text("transaction_id").notNull(),
    /** The idempotency key the provider is asked with, every time: one refund at the provider, however often asked. */
    providerKey: text("provider_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** What the credit note will give back, priced under the order's lock when reserved. */
    draft: jsonb("draft").$type<CreditNoteDraft>().notNull(),
    reason: text("reason").notNull(),
    byUserId: uuid("by_user_id"),
    requestKey: text("request_key"),
    status: text("status", { enum: refundReservationStatuses }).notNull().default("pending"),
    creditNoteId: uuid("credit_note_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refund_reservations_provider_key").on(t.provider, t.providerKey),
    index("refund_reservations_order_idx").on(t.orderId, t.status),
    index("refund_reservations_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * `Idempotency-Key` of POST /api/orders, the payment calls and the writes that move money or
 * stock: the first answer to a key is kept for 24 hours and answered again to a retry with the
 * same key from the same user. `statusCode` is null while the first request is still running;
 * a write stores it in its own transaction (decision 027).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Method, route and a hash of the body: the same key reused for another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    statusCode: integer("status_code"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_keys_user_key").on(t.userId, t.key), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);

export const emailStatuses = ["pending", "sent", "failed"] as const;

/**
 * The durable outbox of emails: a row is written in the same transaction as the event it tells
 * of, and the mail worker sends it later (retried with backoff). `eventKey` is unique, so one
 * event never queues two emails, whoever writes it twice.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    /** What happened, e.g. `order-placed:<order id>`: unique, the guard against sending twice. */
    eventKey: text("event_key").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /**
     * The link tokens the bodies' `[redacted:n]` slots stand for, sealed with a key from
     * AUTH_SECRET (modules/mail/secrets.ts); only while the email waits to be sent.
     */
    sealedSecrets: text("sealed_secrets"),
    status: text("status", { enum: emailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the worker may (re)try it; a worker that takes it pushes this ahead as its lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_outbox_event_key").on(t.eventKey),
    check("email_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    // A sent or abandoned email keeps no way to rebuild its links.
    check("email_outbox_secrets_pending_check", sql`${t.sealedSecrets} is null or ${t.status} = 'pending'`),
    // The worker reads only what is due; sent mail does not slow it down as it piles up.
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("email_outbox_created_at_id_idx").on(t.createdAt, t.id),
  ],
);

export const subscriberStatuses = ["pending", "confirmed"] as const;

/**
 * The footer's newsletter list. An address counts only once its owner followed the emailed link
 * (double opt-in); tokens are kept as SHA-256 hashes, so a database leak does not let anyone
 * confirm or unsubscribe someone else.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    id: id(),
    /** Stored lower-case; unique. */
    email: text("email").notNull(),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    /** The single-use confirmation link's token; null once used. */
    confirmTokenHash: text("confirm_token_hash"),
    /** When the latest confirmation email was queued: links older than the validity are refused, and re-sends are spaced out. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }).notNull().defaultNow(),
    /** The unsubscribe link's token, good for as long as the subscription lives. */
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("subscribers_email_key").on(t.email),
    uniqueIndex("subscribers_confirm_token_key").on(t.confirmTokenHash),
    uniqueIndex("subscribers_unsubscribe_token_key").on(t.unsubscribeTokenHash),
    check("subscribers_status_check", sql`${t.status} in ('pending', 'confirmed')`),
    // The export reads confirmed subscribers in confirmation order.
    index("subscribers_confirmed_idx").on(t.confirmedAt, t.id).where(sql`${t.status} = 'confirmed'`),
  ],
);

export const accountTokenPurposes = ["verify_email", "password_reset"] as const;

/** Single-use links mailed to an account: verify the address, reset the password. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: accountTokenPurposes }).notNull(),
    /** SHA-256 of the token in the link: the database alone never yields a working link. */
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("account_tokens_token_hash_key").on(t.tokenHash),
    // The latest link of an account (resend throttle, earlier links retired) is read through this.
    index("account_tokens_user_purpose_created_idx").on(t.userId, t.purpose, t.createdAt),
    check("account_tokens_purpose_check", sql`${t.purpose} in ('verify_email', 'password_reset')`),
  ],
);

/**
 * Issue 27: a signed-in buyer's cart, one row per tool (decision 035). The keys drop a line with
 * its account or its tool; the cart's order is `position`, as the buyer added the tools.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    /** The line's place in the cart, from 0. */
    position: integer("position").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ name: "cart_lines_pkey", columns: [t.userId, t.toolId] }),
    check("cart_lines_quantity_check", sql`${t.quantity} >= 1`),
    // Deleting a tool finds its lines through this (the primary key leads with the user).
    index("cart_lines_tool_id_idx").on(t.toolId),
  ],
);

export const schema = { companies, companyAddresses, companyMembers, companyInvitations, shoppingLists, shoppingListLines, users, sessions, categories, tools, stockChanges, reviews, profiles, orders, shippingZones, shippingMethods, taxRates, billingSettings, discountCodes, discountRedemptions, orderEvents, invoices, invoiceCounter, paymentIntents, payments, refunds, refundReservations, idempotencyKeys, emailOutbox, subscribers, accountTokens, cartLines };

/**
 * Issue 37 (decision 059): the office's refund of a payment on account through the provider or
 * gateway that took it, reserved under the payment's lock before the provider is asked and
 * settled after, as an order's refund is (decision 025): a pending reservation counts against
 * what is left, so concurrent refunds never give back more than was paid; `requestKey` is the
 * office's Idempotency-Key (a retry resumes it); `providerRefundId` is the provider's answer,
 * kept before settling so that the sweep can settle a refund a crash left behind.
 */
export const accountRefundReservations = pgTable(
  "account_refund_reservations",
  {
    id: id(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => accountPayments.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    transactionId: text("transaction_id").notNull(),
    /** The key the provider is asked with, every time: one refund at the provider however often asked. */
    providerKey: text("provider_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    byUserId: uuid("by_user_id"),
    requestKey: text("request_key"),
    status: text("status", { enum: refundReservationStatuses }).notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    refundId: uuid("refund_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("account_refund_reservations_provider_key").on(t.provider, t.providerKey),
    index("account_refund_reservations_payment_idx").on(t.paymentId, t.status),
    index("account_refund_reservations_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check("account_refund_reservations_amount_check", sql`${t.amountCents} > 0`),
  ],
);
