import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEMO_SELLER, isCentsCurrency, isCountryCode, isVatId, paymentMethodValues, type PaymentMethod } from "@shop/contract";
import { z } from "zod";

const flag = z
  .enum(["0", "1", "true", "false"])
  .transform((value) => value === "1" || value === "true");
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** Issue 37: what PAYMENT_METHODS may list (the card is PAYMENT_PROVIDER's). */
export const PAYMENT_METHODS = paymentMethodValues;
export type { PaymentMethod };

const positiveInt = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** `PUBLIC_URL`: an origin only (scheme, host, port); every absolute link is built on it. */
const publicUrl = optionalText.pipe(
  z
    .url({ protocol: /^https?$/, message: "must be an http(s) URL" })
    .refine((value) => ["", "/"].includes(new URL(value).pathname) && !new URL(value).search, "must be an origin such as https://shop.example.com, without a path")
    .transform((value) => new URL(value).origin)
    .optional(),
);

/** An address or a CIDR range, as Fastify's `trustProxy` takes them. */
const isAddressOrRange = (value: string) => {
  const [address, bits, ...rest] = value.split("/");
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/**
 * `TRUST_PROXY`: unset or `false` trusts no proxy (X-Forwarded-* ignored); `true` trusts every
 * hop; a number trusts that many hops; otherwise a comma-separated list of addresses or ranges.
 */
const trustProxy = optionalText.pipe(
  z
    .string()
    .transform((value, context): boolean | number | string[] => {
      if (value === "true" || value === "false") return value === "true";
      if (/^\d+$/.test(value)) return Number(value);
      const list = value.split(",").map((part) => part.trim()).filter(Boolean);
      const bad = list.filter((part) => !isAddressOrRange(part));
      if (list.length === 0 || bad.length > 0) {
        context.addIssue({ code: "custom", message: `must be true, false, a hop count or IP addresses/ranges (not ${bad.join(", ") || value})` });
        return z.NEVER;
      }
      return list;
    })
    .optional(),
);

/** A comma-separated list of host names (no scheme, no path). */
const hostList = optionalText.pipe(
  z
    .string()
    .transform((value) => value.split(",").map((host) => host.trim().toLowerCase()).filter(Boolean))
    .refine((hosts) => hosts.every((host) => /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/.test(host)), "must be host names separated by commas, such as images.example.com,cdn.example.com")
    .optional(),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// URL" }).optional(),
    ),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, "must be at least 6 characters").optional()),
    SEED_DEMO: flag.default(true),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    PAYMENT_PROVIDER: z.enum(["test", "stripe"]).default("test"),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // Issue 35: seconds a stopping server gives the requests in flight before it closes their connections.
    SHUTDOWN_GRACE_SECONDS: positiveInt(10, 600),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: trustProxy,
    ORDER_HOLD_MINUTES: positiveInt(60, 7 * 24 * 60),
    MAX_UNPAID_ORDERS: positiveInt(5, 1000),
    // Issue 27: days a company order over a limit waits for an approver before it expires.
    APPROVAL_DAYS: positiveInt(7, 90),
    // Issue 28: days an invoice on account may be overdue before its company may only prepay.
    CREDIT_HOLD_DAYS: positiveInt(15, 365),
    // Whole dollars: what one customer's unpaid orders may hold together (issue 20 item 7).
    MAX_HELD_VALUE: positiveInt(25_000, 1_000_000),
    // Percent of a tool's stock one unpaid order may take.
    MAX_HELD_SHARE: positiveInt(50, 100),
    // Issue 35: invitations one account may send per day to addresses without an account.
    INVITATIONS_PER_DAY: positiveInt(20, 1000),
    IMAGE_HOSTS: hostList,
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, message: "must be a redis:// or rediss:// URL" }).optional()),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional()),
    MAIL_FROM: optionalText,
    UPLOAD_DIR: optionalText,
    SHOP_NAME: optionalText,
    SHOP_ADDRESS: optionalText,
    SHOP_VAT_ID: optionalText.pipe(z.string().refine(isVatId, "must be a VAT number: letters and digits (spaces, dots and dashes between them), e.g. 004512789-0101").optional()),
    SHOP_PHONE: optionalText,
    SHOP_EMAIL: optionalText.pipe(z.email().optional()),
    // Issue 21: the shop's own country (an order that names none goes there) and its currency.
    SHOP_COUNTRY: optionalText
      .transform((value) => value?.toUpperCase())
      .pipe(z.string().refine(isCountryCode, "must be an ISO 3166 country code, e.g. BD").default("BD")),
    SHOP_CURRENCY: optionalText
      .transform((value) => value?.toUpperCase())
      .pipe(z.string().refine(isCentsCurrency, "must be an ISO 4217 code of a currency with cents, e.g. USD or EUR").default("USD")),
    // Issue 25: the shop's time zone (IANA): document dates and the accountant's months follow it.
    SHOP_TIMEZONE: optionalText.pipe(z.string().refine(isTimeZone, "must be an IANA time zone name, e.g. Asia/Dhaka").default("UTC")),
    // Issue 37: the ways the shop takes money, beside (or instead of) the card.
    PAYMENT_METHODS: optionalText.pipe(
      z
        .string()
        .transform((value) => [...new Set(value.split(",").map((part) => part.trim().toLowerCase()).filter(Boolean))])
        .pipe(z.array(z.enum(PAYMENT_METHODS), { message: `must be a comma-separated list of ${PAYMENT_METHODS.join(", ")}` }).min(1))
        .default(["card"]),
    ),
    BKASH_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) URL, e.g. https://tokenized.sandbox.bka.sh/v1.2.0-beta" }).optional()),
    BKASH_APP_KEY: optionalText,
    BKASH_APP_SECRET: optionalText,
    BKASH_USERNAME: optionalText,
    BKASH_PASSWORD: optionalText,
    SSLCOMMERZ_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) URL, e.g. https://sandbox.sslcommerz.com" }).optional()),
    SSLCOMMERZ_STORE_ID: optionalText,
    SSLCOMMERZ_STORE_PASSWORD: optionalText,
    // Whole taka (SHOP_CURRENCY's major unit): the most one cash-on-delivery order may be worth.
    COD_MAX: positiveInt(50_000, 10_000_000),
    // Issue 37 (decision 054): the shipping zones, by name, where drivers take cash; unset, every zone.
    COD_ZONES: optionalText.pipe(
      z
        .string()
        .transform((value) => [...new Set(value.split(",").map((part) => part.trim().toLowerCase()).filter(Boolean))])
        .optional(),
    ),
    BANK_ACCOUNT: optionalText,
    BANK_DEPOSIT_DAYS: positiveInt(3, 60),
    // The VAT ID lookup (VIES's REST API); unset, no VAT ID is confirmed (the office checks them by hand).
    VAT_LOOKUP_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional()),
  });

const BKASH_CREDENTIALS = ["BKASH_BASE_URL", "BKASH_APP_KEY", "BKASH_APP_SECRET", "BKASH_USERNAME", "BKASH_PASSWORD"] as const;
const SSLCOMMERZ_CREDENTIALS = ["SSLCOMMERZ_BASE_URL", "SSLCOMMERZ_STORE_ID", "SSLCOMMERZ_STORE_PASSWORD"] as const;

/** The methods PAYMENT_METHODS names, read leniently for the cross-checks (the schema reports a bad list). */
const listedMethods = (env: Record<string, string | undefined>) =>
  (env.PAYMENT_METHODS?.trim() ? env.PAYMENT_METHODS : "card").split(",").map((part) => part.trim().toLowerCase());

const present = (env: Record<string, string | undefined>, name: string) => Boolean(env[name]?.trim());

/** An https origin on a host other than this machine's own names. */
function isInternetHttps(publicUrl: string | undefined): boolean {
  if (!publicUrl?.trim()) return false;
  try {
    const { protocol, hostname } = new URL(publicUrl.trim());
    const local = hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";
    return protocol === "https:" && !local;
  } catch {
    return false;
  }
}

/** Rules between variables, checked on the raw environment so they are reported with the rest. */
function crossChecks(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV === "production" && !present(env, "AUTH_SECRET")) {
    problems.push("AUTH_SECRET: is required when NODE_ENV=production");
  }
  for (const [a, b] of [
    ["ADMIN_EMAIL", "ADMIN_PASSWORD"],
    ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ] as const) {
    if (present(env, a) !== present(env, b)) {
      problems.push(`${present(env, a) ? b : a}: ${a} and ${b} go together`);
    }
  }
  // The test provider takes made-up card numbers: a live shop must never run on it.
  if (env.NODE_ENV === "production" && (env.PAYMENT_PROVIDER ?? "test").trim() !== "stripe") {
    problems.push("PAYMENT_PROVIDER: must be set to stripe when NODE_ENV=production (the test provider accepts made-up cards)");
  }
  // Nor a shop served over https from a host of the internet, which is a live one whatever
  // NODE_ENV says; a staging shop says so with ALLOW_TEST_PAYMENTS=1.
  if ((env.PAYMENT_PROVIDER ?? "test").trim() !== "stripe" && isInternetHttps(env.PUBLIC_URL) && env.ALLOW_TEST_PAYMENTS?.trim() !== "1") {
    problems.push("PAYMENT_PROVIDER: must be stripe for an https PUBLIC_URL that is not localhost (the test provider accepts made-up cards); ALLOW_TEST_PAYMENTS=1 allows it for a staging shop");
  }
  // Issue 26: an invoice names its seller's address; a live shop does not borrow the demo's.
  if (env.NODE_ENV === "production" && !present(env, "SHOP_ADDRESS")) {
    problems.push("SHOP_ADDRESS: is required when NODE_ENV=production (the seller's address on invoices and emails)");
  }
  // Issue 37: a gateway's credentials come as a set; none of them set means its stand-in, which
  // takes no money and so is refused in production like the test card provider.
  const methods = listedMethods(env);
  for (const [method, names] of [
    ["bkash", BKASH_CREDENTIALS],
    ["sslcommerz", SSLCOMMERZ_CREDENTIALS],
  ] as const) {
    const set = names.filter((name) => present(env, name));
    if (set.length > 0 && set.length < names.length) {
      problems.push(`${names.filter((name) => !present(env, name)).join(", ")}: ${names.join(", ")} go together`);
    } else if (set.length === 0 && methods.includes(method) && env.NODE_ENV === "production") {
      problems.push(`${names.join(", ")}: are required when PAYMENT_METHODS lists ${method} and NODE_ENV=production (without them the shop would serve the development stand-in)`);
    }
  }
  if (methods.includes("bank_deposit") && !present(env, "BANK_ACCOUNT")) {
    problems.push("BANK_ACCOUNT: is required when PAYMENT_METHODS lists bank_deposit (the account buyers deposit to)");
  }
  if (env.PAYMENT_PROVIDER === "stripe") {
    for (const name of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]) {
      if (!present(env, name)) problems.push(`${name}: is required when PAYMENT_PROVIDER=stripe`);
    }
  }
  return problems;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database in `dataDir` (or `memory://`). */
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  authSecret: string;
  payments:
    | { provider: "test" }
    | { provider: "stripe"; secretKey: string; publishableKey: string; webhookSecret: string };
  google: { clientId: string; clientSecret: string } | undefined;
  logLevel: string;
  /** SIGTERM/SIGINT: the process exits within this many seconds, whatever its clients do. */
  shutdownGraceSeconds: number;
  /** The shop's public origin (no trailing slash): Google's redirect URI and every absolute link. */
  publicUrl: string;
  /** Fastify's `trustProxy`: only then do client IP and protocol come from X-Forwarded-*. */
  trustProxy: boolean | number | string[];
  /** Session cookies carry `Secure` (PUBLIC_URL is https, or production). */
  secureCookies: boolean;
  orders: {
    /** How long an unpaid order holds its stock before it expires. */
    holdMinutes: number;
    /** Unpaid orders one customer may hold at a time. */
    maxUnpaid: number;
    /** What one customer's unpaid orders may be worth together, in cents (MAX_HELD_VALUE is in dollars). */
    maxHeldValueCents: number;
    /** The share of a tool's stock, in percent, that one unpaid order may take. */
    maxHeldSharePercent: number;
    /** Days a company order over a spending limit waits for approval (holding its stock) before it expires. */
    approvalDays: number;
    /** Days an invoice on account may be overdue (with a balance) before its company is on hold: it may only prepay. */
    creditHoldDays: number;
  };
  /** Issue 35: invitations one account may send per day to addresses without an account (beside the company's hourly cap). */
  invitationsPerDay: number;
  /** Hosts besides the shop itself that product and review images may load from. */
  imageHosts: string[];
  /** Shared rate limits and sign-in throttles for several instances; unset, they live in this process. */
  redisUrl: string | undefined;
  mail: {
    /** Where the outbox worker sends; unset, emails are logged and kept for the Sent Emails page only. */
    smtpUrl: string | undefined;
    /**
     * The development mailbox (decision 031): NODE_ENV is not production and SMTP_URL is unset.
     * The worker then logs each email whole and keeps it as sent, link tokens included, so the
     * Sent Emails page shows working links. Off, a stored email never holds a working link.
     */
    devMailbox: boolean;
    /** The From of every email (MAIL_FROM, else `SHOP_NAME <no-reply@host of PUBLIC_URL>`). */
    from: string;
  };
  /** Uploaded product images (UPLOAD_DIR, default DATA_DIR/uploads). */
  uploadDir: string;
  /** The seller, as invoices, emails and the Contact page name it. */
  shop: { name: string; address: string; vatId: string | undefined; phone: string | undefined; email: string | undefined; country: string; currency: string; timeZone: string };
  /**
   * Issue 37: the methods the shop offers (the card through `payments`), and each gateway's
   * connection: its real host with credentials, or the stand-in this shop serves itself
   * (`standIn: true`, outside production only).
   */
  paymentMethods: {
    enabled: PaymentMethod[];
    bkash: BkashSettings;
    sslcommerz: SslcommerzSettings;
    /** The most one cash-on-delivery order may be worth, in the shop currency's minor units (COD_MAX is whole units). */
    codMaxCents: number;
    /** The shipping zones (names, lower-case) where cash on delivery is offered; undefined: every zone (COD_ZONES). */
    codZones: string[] | undefined;
    /** The shop's account, as buyers see it to deposit to. */
    bankAccount: string | undefined;
    bankDepositDays: number;
  };
  /** Issue 21: VIES's REST API, which confirms VAT IDs for reverse charge; unset, the format check decides. */
  vatLookupUrl: string | undefined;
}

/** bKash tokenized checkout: `baseUrl` ends with the API version (…/v1.2.0-beta); the stand-in's is `/dev/bkash` on the shop. */
export interface BkashSettings {
  standIn: boolean;
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

/** SSLCommerz: `baseUrl` is the host (https://sandbox.sslcommerz.com or https://securepay.sslcommerz.com), or the stand-in's. */
export interface SslcommerzSettings {
  standIn: boolean;
  baseUrl: string;
  storeId: string;
  storePassword: string;
}

/** What emails, invoices and links need of the configuration: the public origin and the seller. */
export type ShopSettings = Pick<Config, "publicUrl" | "shop">;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment once; every problem is listed, not just the first. */
/** Whether Intl knows this IANA zone name ("Asia/Dhaka"). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function parseConfig(env: Record<string, string | undefined>): Omit<Config, "authSecret"> & {
  authSecret: string | undefined;
} {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`) ?? []),
    ...crossChecks(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT);
  const shopName = e.SHOP_NAME ?? DEMO_SELLER.name;
  const seller = demoSellerFills(e) ? { address: DEMO_SELLER.address, vatId: DEMO_SELLER.vatId } : { address: "", vatId: undefined };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    authSecret: e.AUTH_SECRET,
    payments:
      e.PAYMENT_PROVIDER === "stripe"
        ? {
            provider: "stripe",
            secretKey: e.STRIPE_SECRET_KEY ?? "",
            publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? "",
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? "",
          }
        : { provider: "test" },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    logLevel: e.LOG_LEVEL,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    publicUrl,
    trustProxy: e.TRUST_PROXY ?? false,
    secureCookies: publicUrl.startsWith("https:") || e.NODE_ENV === "production",
    orders: {
      holdMinutes: e.ORDER_HOLD_MINUTES,
      maxUnpaid: e.MAX_UNPAID_ORDERS,
      maxHeldValueCents: e.MAX_HELD_VALUE * 100,
      maxHeldSharePercent: e.MAX_HELD_SHARE,
      approvalDays: e.APPROVAL_DAYS,
      creditHoldDays: e.CREDIT_HOLD_DAYS,
    },
    invitationsPerDay: e.INVITATIONS_PER_DAY,
    imageHosts: e.IMAGE_HOSTS ?? [],
    redisUrl: e.REDIS_URL,
    mail: {
      smtpUrl: e.SMTP_URL,
      devMailbox: e.NODE_ENV !== "production" && e.SMTP_URL === undefined,
      from: e.MAIL_FROM ?? `${shopName} <no-reply@${new URL(publicUrl).hostname}>`,
    },
    uploadDir: e.UPLOAD_DIR ?? path.join(e.DATA_DIR, "uploads"),
    shop: { name: shopName, address: e.SHOP_ADDRESS ?? seller.address, vatId: e.SHOP_VAT_ID ?? seller.vatId, phone: e.SHOP_PHONE, email: e.SHOP_EMAIL, country: e.SHOP_COUNTRY, currency: e.SHOP_CURRENCY, timeZone: e.SHOP_TIMEZONE },
    paymentMethods: {
      enabled: e.PAYMENT_METHODS,
      // Without credentials (refused in production above) the shop's own stand-ins answer.
      bkash:
        e.BKASH_BASE_URL && e.BKASH_APP_KEY && e.BKASH_APP_SECRET && e.BKASH_USERNAME && e.BKASH_PASSWORD
          ? { standIn: false, baseUrl: e.BKASH_BASE_URL.replace(/\/+$/, ""), appKey: e.BKASH_APP_KEY, appSecret: e.BKASH_APP_SECRET, username: e.BKASH_USERNAME, password: e.BKASH_PASSWORD }
          : { standIn: true, baseUrl: `${publicUrl}/dev/bkash`, appKey: "stand-in-app-key", appSecret: "stand-in-app-secret", username: "stand-in", password: "stand-in" },
      sslcommerz:
        e.SSLCOMMERZ_BASE_URL && e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_STORE_PASSWORD
          ? { standIn: false, baseUrl: e.SSLCOMMERZ_BASE_URL.replace(/\/+$/, ""), storeId: e.SSLCOMMERZ_STORE_ID, storePassword: e.SSLCOMMERZ_STORE_PASSWORD }
          : { standIn: true, baseUrl: `${publicUrl}/dev/sslcommerz`, storeId: "standin", storePassword: "standin@ssl" },
      codMaxCents: e.COD_MAX * 100,
      codZones: e.COD_ZONES,
      bankAccount: e.BANK_ACCOUNT,
      bankDepositDays: e.BANK_DEPOSIT_DAYS,
    },
    vatLookupUrl: e.VAT_LOOKUP_URL,
  };
}

/**
 * Issue 26: the demo's seller (the footer's, DEMO_SELLER) stands in for an unset SHOP_ADDRESS and
 * SHOP_VAT_ID, so the demo's invoices name the seller its pages show; only outside production,
 * and only for the demo shop itself (its name and country), never beside another shop's name.
 */
function demoSellerFills(e: { NODE_ENV: string; SHOP_NAME?: string | undefined; SHOP_COUNTRY: string }): boolean {
  return e.NODE_ENV !== "production" && (e.SHOP_NAME ?? DEMO_SELLER.name) === DEMO_SELLER.name && e.SHOP_COUNTRY === DEMO_SELLER.country;
}

/**
 * Issue 26: what a live shop's seller lacks once the database is ready. The shop charges VAT
 * while the office keeps a tax rate (taxIsSetUp: every sale is then taxed by the rules, and its
 * invoice must carry the seller's VAT number); without any rate it is registered nowhere and its
 * bills carry no tax. SHOP_ADDRESS is checked with the environment (crossChecks).
 */
export function sellerProblems(config: Pick<Config, "env" | "shop">, chargesVat: boolean): string[] {
  if (config.env !== "production" || !chargesVat || config.shop.vatId) return [];
  return ["SHOP_VAT_ID: is required when NODE_ENV=production while the shop charges VAT (it keeps tax rates, which SEED_DEMO=1 seeds into an empty database): set the seller's VAT number"];
}

/** CONTRACT: `http://HOST:PORT`; an address that binds every interface is reached as localhost. */
function defaultPublicUrl(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * CONTRACT: without AUTH_SECRET a secret is generated once and kept in DATA_DIR, so sessions
 * survive a restart of a development server.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const config = parseConfig(env);
  return { ...config, authSecret: config.authSecret ?? persistedSecret(config.dataDir) };
}
