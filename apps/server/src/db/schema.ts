import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_google_sub_key").on(t.googleSub),
    check("users_role_check", sql`${t.role} in ('admin', 'other')`),
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
    createdAt: createdAt(),
  },
  (t) => [
    check("tools_minimum_check", sql`${t.minimumOrderQuantity} >= 1`),
    check("tools_available_check", sql`${t.availableQuantity} >= 0`),
    check("tools_price_check", sql`${t.priceCents} > 0`),
    index("tools_created_at_id_idx").on(t.createdAt, t.id),
  ],
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
    // A customer's own cards, and everyone's for an admin, each in list order.
    index("profiles_user_created_at_idx").on(t.userId, t.createdAt, t.id),
    index("profiles_created_at_id_idx").on(t.createdAt, t.id),
    index("profiles_email_idx").on(t.email),
  ],
);

export const orderStatuses = ["unpaid", "paid", "shipped", "cancelled", "expired"] as const;

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
    /** The tool's name and price as they were when ordered; a later change or delete does not alter the order. */
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
    createdAt: createdAt(),
  },
  (t) => [
    check("orders_quantity_check", sql`${t.quantity} >= 1`),
    check("orders_price_check", sql`${t.priceCents} = ${t.unitPriceCents} * ${t.quantity}`),
    check("orders_status_check", sql`${t.status} in ('unpaid', 'paid', 'shipped', 'cancelled', 'expired')`),
    // The sweep's expiry scan and the per-customer cap on unpaid orders read only unpaid rows.
    index("orders_unpaid_hold_idx").on(t.holdUntil).where(sql`${t.status} = 'unpaid'`),
    index("orders_unpaid_user_idx").on(t.userId).where(sql`${t.status} = 'unpaid'`),
    index("orders_created_at_id_idx").on(t.createdAt, t.id),
    // My orders and the admin's lookup by email, newest first (every status: a cancelled or
    // expired order stays in the list, marked so).
    index("orders_user_created_at_idx").on(t.userId, t.createdAt, t.id),
    index("orders_email_created_at_idx").on(t.email, t.createdAt, t.id),
  ],
);

export const paymentProviders = ["test", "stripe"] as const;

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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("refunds_transaction_id_key").on(t.provider, t.transactionId), index("refunds_order_id_idx").on(t.orderId)],
);

/**
 * `Idempotency-Key` of POST /api/orders and the payment calls: the first answer to a key is
 * kept for 24 hours and answered again to a retry with the same key from the same user.
 * `statusCode` is null while the first request is still running.
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
    // The worker reads only what is due; sent mail does not slow it down as it piles up.
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("email_outbox_created_at_id_idx").on(t.createdAt, t.id),
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

export const schema = { users, sessions, tools, reviews, profiles, orders, paymentIntents, payments, refunds, idempotencyKeys, emailOutbox, accountTokens };
