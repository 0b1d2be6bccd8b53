import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp, type AppOptions } from "../src/app";
import type { ThrottleOptions } from "../src/auth/throttle";
import { parseConfig, type Config } from "../src/config";
import type { AccountLimits } from "../src/lib/account-limits";
import type { Database } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";
import { discountCodes, emailOutbox, shippingZones, taxRates, users } from "../src/db/schema";
import { hashPassword } from "../src/auth/password";
import { createSession } from "../src/auth/sessions";
import { SESSION_COOKIE } from "../src/auth/cookies";
import { renderForSending } from "../src/modules/mail/worker";
import { and, desc, eq, like } from "drizzle-orm";
import { freshDatabase } from "./database";

/** The database of each test app, so signUp can follow the verification email like a customer. */
const databases = new WeakMap<FastifyInstance, Database>();
/** The AUTH_SECRET of each test app's database, to open the link tokens its outbox holds sealed. */
const authSecrets = new WeakMap<Database, string>();

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * Limits no ordinary test reaches: the suites sign up and in many times from one address.
 * throttle.test.ts passes its own low limits.
 */
export const RELAXED_THROTTLE: ThrottleOptions = {
  signInPerAddress: { max: 1_000_000, windowMs: 60_000 },
  signUpPerAddress: { max: 1_000_000, windowMs: 60_000 },
  failedSignInsPerAccountAndAddress: { max: 1_000_000, windowMs: 60_000 },
  contactPerAddress: { max: 1_000_000, windowMs: 60_000 },
  subscribePerAddress: { max: 1_000_000, windowMs: 60_000 },
};

/** Per-account limits no ordinary test reaches; throttle.test.ts's account limits pass low ones. */
export const RELAXED_ACCOUNT_LIMITS: AccountLimits = {
  placeOrder: { max: 1_000_000, windowMs: 60_000 },
  cancelOrder: { max: 1_000_000, windowMs: 60_000 },
  requestQuote: { max: 1_000_000, windowMs: 60_000 },
  codeAttempts: { max: 1_000_000, windowMs: 60_000 },
};

/** Pass `env: TEST_ADMIN_ENV` to createTestApp to get the bootstrapped admin, then signInAdmin. */
export const TEST_ADMIN = { email: "boss@agritools.example", password: "admin-pass-1" } as const;
export const TEST_ADMIN_ENV = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };
/** What NODE_ENV=production asks for to start (CONTRACT): a real secret, Stripe, the seller's address. */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  AUTH_SECRET: "a-production-secret-of-enough-length-0123456789",
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_local",
  STRIPE_PUBLISHABLE_KEY: "pk_test_local",
  STRIPE_WEBHOOK_SECRET: "whsec_local",
  SHOP_ADDRESS: "1 Test Lane, Testville",
} as const;

export async function createTestApp(
  options: { env?: Record<string, string>; seed?: boolean; billingDemo?: boolean } & Partial<Pick<AppOptions, "googleEndpoints" | "webDist" | "stripeConnection" | "throttle" | "accountLimits" | "logger" | "sweepIntervalMs" | "mailIntervalMs" | "redisKeyPrefix">> = {},
): Promise<TestApp> {
  const parsed = parseConfig({
    NODE_ENV: "test",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    SEED_DEMO: options.seed === false ? "0" : "1",
    // The tests run the test provider, also behind an https PUBLIC_URL of their own.
    ALLOW_TEST_PAYMENTS: "1",
    // Uploaded images of the tests never land in the repository's data folder.
    UPLOAD_DIR: path.join(tmpdir(), "shop-test-uploads"),
    ...options.env,
  });
  const config: Config = { ...parsed, authSecret: parsed.authSecret ?? randomBytes(32).toString("hex") };
  const { database, drop } = await freshDatabase(process.env.TEST_DATABASE_URL);
  await prepareDatabase(database, config);
  // The demo's billing set-up (zones, rates, SPRING5) stays only for a test that asks for it:
  // the others price orders as a shop with none set up does, goods only.
  if (options.billingDemo !== true) await clearBillingDemo(database);
  const app = await buildApp({
    config,
    db: database.db,
    invalidation: (log) => database.openInvalidation(log),
    webDist: options.webDist,
    googleEndpoints: options.googleEndpoints,
    stripeConnection: options.stripeConnection,
    throttle: options.throttle ?? RELAXED_THROTTLE,
    accountLimits: options.accountLimits ?? RELAXED_ACCOUNT_LIMITS,
    logger: options.logger,
    // Tests run the sweep themselves (app.runSweep()), when they want it.
    sweepIntervalMs: options.sweepIntervalMs ?? false,
    // And send the outbox themselves (app.deliverEmails()).
    mailIntervalMs: options.mailIntervalMs ?? false,
    redisKeyPrefix: options.redisKeyPrefix,
  });
  databases.set(app, database);
  authSecrets.set(database, config.authSecret);
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

async function clearBillingDemo(database: Database): Promise<void> {
  await database.db.delete(shippingZones);
  await database.db.delete(taxRates);
  await database.db.delete(discountCodes);
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}${counter}.${randomBytes(3).toString("hex")}@example.com`;
}

export interface SignedIn {
  email: string;
  cookie: string;
  token: string;
  uid: string;
  auth: { authorization: string; cookie: string };
}

/** The access token alone, without the session cookie: a call proven by its bearer token only. */
export const bearer = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });

/**
 * The plain text of the newest queued email to `to` whose event key starts with `eventPrefix`,
 * as the mail worker will send it: its links filled in from the sealed tokens (by the worker's
 * own renderForSending) while it waits. Once sent, the row keeps only `[redacted]` links.
 */
export async function latestOutboxText(database: Database, to: string, eventPrefix: string): Promise<string | undefined> {
  const [row] = await database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to.toLowerCase()), like(emailOutbox.eventKey, `${eventPrefix}%`)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const authSecret = authSecrets.get(database);
  if (!row || authSecret === undefined) return row?.textBody;
  return renderForSending(row, authSecret)?.text;
}

/** The `token` of the first shop link to `path` in an email's text. */
export function linkToken(text: string | undefined, path: string): string {
  const match = text && new RegExp(`https?://[^\\s]+${path}\\?token=([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

/** Opens the verification link of the sign-up email, as the customer would (paying needs it). */
async function verifyByEmail(app: FastifyInstance, email: string): Promise<void> {
  const database = databases.get(app);
  if (!database) return;
  const token = linkToken(await latestOutboxText(database, email, "verify-email:"), "/verify-email");
  const response = await app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
  if (response.statusCode !== 200) throw new Error(`verification failed: ${response.statusCode} ${response.body}`);
}

/**
 * Signs up a new customer, verifies the address from the emailed link (pass `verified: false`
 * to leave it unverified) and fetches its access token, as the web app does.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: { email?: string; name?: string; password?: string; verified?: boolean } = {},
): Promise<SignedIn> {
  const email = overrides.email ?? uniqueEmail();
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up",
    payload: { name: overrides.name ?? "Test Farmer", email, password: overrides.password ?? "secret-pass" },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  if (overrides.verified !== false) await verifyByEmail(app, email);
  return withToken(app, email, cookieHeader(response), response.json<{ user: { uid: string } }>().user.uid);
}

/** One scrypt hash of "secret-pass" for every account newAccount makes (a hash costs ~100 ms and 32 MiB). */
let testPasswordHash: Promise<string> | undefined;

/**
 * A verified customer written straight into the database with its session, and its access token
 * fetched as the web app does: for tests where an account is needed but its sign-up (the hash,
 * the verification email and link) is not what is tested. Signs in with "secret-pass" like signUp's.
 */
export async function newAccount(t: TestApp, overrides: { email?: string; name?: string } = {}): Promise<SignedIn> {
  const email = (overrides.email ?? uniqueEmail()).toLowerCase();
  testPasswordHash ??= hashPassword("secret-pass");
  const [user] = await t.database.db
    .insert(users)
    .values({ email, name: overrides.name ?? "Test Farmer", passwordHash: await testPasswordHash, emailVerified: true })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  const { token } = await createSession(t.database.db, user.id);
  return withToken(t.app, email, `${SESSION_COOKIE}=${token}`, user.id);
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<SignedIn> {
  const response = await app.inject({ method: "POST", url: "/api/auth/sign-in", payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return withToken(app, email, cookieHeader(response), response.json<{ user: { uid: string } }>().user.uid);
}

async function withToken(app: FastifyInstance, email: string, cookie: string, uid: string): Promise<SignedIn> {
  const response = await app.inject({
    method: "PUT",
    url: `/api/user/${encodeURIComponent(email)}`,
    headers: { cookie },
    payload: { email },
  });
  if (response.statusCode !== 200) throw new Error(`token failed: ${response.statusCode} ${response.body}`);
  const token = response.json<{ accessToken: string }>().accessToken;
  return { email, cookie, token, uid, auth: { authorization: `Bearer ${token}`, cookie } };
}

/** Signs in the admin of ADMIN_EMAIL / ADMIN_PASSWORD (see TEST_ADMIN_ENV). */
export async function signInAdmin(t: TestApp): Promise<SignedIn> {
  if (!t.config.admin) throw new Error("this test app has no admin: pass env: TEST_ADMIN_ENV to createTestApp");
  return signIn(t.app, t.config.admin.email, t.config.admin.password);
}

/**
 * Pays an order as the web app does with the test provider's good card: the payment intent, the
 * card, then the spec's PATCH that records it.
 */
export async function payByTestCard(app: FastifyInstance, who: SignedIn, orderId: string): Promise<void> {
  const intent = await app.inject({ method: "POST", url: "/api/create-payment-intent", headers: who.auth, payload: { orderId } });
  const { clientSecret } = intent.json<{ clientSecret: string }>();
  const confirmed = await app.inject({
    method: "POST",
    url: "/api/payments/test/confirm",
    headers: who.auth,
    payload: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" },
  });
  const { transactionId } = confirmed.json<{ transactionId: string }>();
  const recorded = await app.inject({ method: "PATCH", url: `/api/orders/${orderId}`, headers: who.auth, payload: { orderId, transactionId } });
  if (recorded.statusCode !== 200) throw new Error(`payment not recorded: ${recorded.statusCode} ${recorded.body}`);
}
