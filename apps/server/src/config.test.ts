import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_SELLER } from "@shop/contract";
import { ConfigError, loadConfig, parseConfig, sellerProblems } from "./config";

describe("config", () => {
  it("has the CONTRACT's defaults", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "./data",
      databaseUrl: undefined,
      admin: undefined,
      seedDemo: true,
      payments: { provider: "test" },
      google: undefined,
    });
  });

  it("gives a stopping server SHUTDOWN_GRACE_SECONDS, 10 unless set, at least 1", () => {
    expect(parseConfig({}).shutdownGraceSeconds).toBe(10);
    expect(parseConfig({ SHUTDOWN_GRACE_SECONDS: "3" }).shutdownGraceSeconds).toBe(3);
    expect(() => parseConfig({ SHUTDOWN_GRACE_SECONDS: "0" })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it("lists every problem at once", () => {
    try {
      parseConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        ADMIN_EMAIL: "boss@example.com",
        PAYMENT_PROVIDER: "stripe",
        NODE_ENV: "production",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join("\n");
      for (const name of ["PORT", "DATABASE_URL", "ADMIN_PASSWORD", "STRIPE_SECRET_KEY", "AUTH_SECRET"]) {
        expect(problems).toContain(name);
      }
    }
  });

  it("reads SEED_DEMO=0 and an empty variable as unset", () => {
    expect(parseConfig({ SEED_DEMO: "0", DATABASE_URL: "" })).toMatchObject({ seedDemo: false, databaseUrl: undefined });
  });

  it("generates AUTH_SECRET once and keeps it in DATA_DIR", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shop-config-"));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      const second = loadConfig({ DATA_DIR: dataDir });
      expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.authSecret).toBe(first.authSecret);
      const file = path.join(dataDir, "auth-secret");
      expect(readFileSync(file, "utf8").trim()).toBe(first.authSecret);
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: "x".repeat(40) }).authSecret).toBe("x".repeat(40));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses the test payment provider in production, set or by default, naming PAYMENT_PROVIDER", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) };
    for (const env of [production, { ...production, PAYMENT_PROVIDER: "test" }]) {
      expect(() => parseConfig(env)).toThrow(/PAYMENT_PROVIDER/);
    }
    const stripe = { STRIPE_SECRET_KEY: "sk_x", STRIPE_PUBLISHABLE_KEY: "pk_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(parseConfig({ ...production, PAYMENT_PROVIDER: "stripe", ...stripe, SHOP_ADDRESS: "1 Field Road" }).payments.provider).toBe("stripe");
  });

  // Issue 26: the seller on the invoices.
  describe("the seller", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(40), PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_x", STRIPE_PUBLISHABLE_KEY: "pk_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };

    it("is the footer's demo seller, address and VAT ID, while not in production", () => {
      for (const env of [{}, { NODE_ENV: "test" }, { SHOP_NAME: DEMO_SELLER.name, SHOP_COUNTRY: "bd" }]) {
        expect(parseConfig(env).shop).toMatchObject({ name: "AgroForge", address: "Plot 14, BSCIC Industrial Estate, Bogura 5800, Bangladesh", vatId: DEMO_SELLER.vatId, country: "BD" });
      }
      // Set, they win; another shop (its own name or country) never borrows the demo's.
      expect(parseConfig({ SHOP_ADDRESS: "1 Field Road", SHOP_VAT_ID: "BD 1234" }).shop).toMatchObject({ address: "1 Field Road", vatId: "BD 1234" });
      expect(parseConfig({ SHOP_NAME: "Pflug & Egge GmbH" }).shop).toMatchObject({ address: "", vatId: undefined });
      expect(parseConfig({ SHOP_COUNTRY: "DE" }).shop).toMatchObject({ address: "", vatId: undefined });
    });

    it("must have an address in production; the demo's is not taken there", () => {
      expect(() => parseConfig(production)).toThrow(/SHOP_ADDRESS: is required when NODE_ENV=production/);
      expect(parseConfig({ ...production, SHOP_ADDRESS: "1 Field Road, Bogura" }).shop).toMatchObject({ address: "1 Field Road, Bogura", vatId: undefined });
    });

    it("must have a VAT ID in production while the shop charges VAT (keeps a tax rate), and nowhere else", () => {
      const live = parseConfig({ ...production, SHOP_ADDRESS: "1 Field Road" });
      expect(sellerProblems(live, true)).toEqual([expect.stringMatching(/^SHOP_VAT_ID: is required when NODE_ENV=production while the shop charges VAT/)]);
      expect(sellerProblems(live, false)).toEqual([]);
      expect(sellerProblems(parseConfig({ ...production, SHOP_ADDRESS: "1 Field Road", SHOP_VAT_ID: "004512789-0101" }), true)).toEqual([]);
      expect(sellerProblems(parseConfig({ SHOP_COUNTRY: "DE" }), true)).toEqual([]);
    });

    it("refuses a VAT ID that is no VAT number, as a buyer's would be", () => {
      expect(() => parseConfig({ SHOP_VAT_ID: "??" })).toThrow(/SHOP_VAT_ID/);
      expect(parseConfig({ SHOP_VAT_ID: DEMO_SELLER.vatId }).shop.vatId).toBe(DEMO_SELLER.vatId);
    });
  });

  it("runs the development mailbox only outside production and without SMTP_URL (decision 031)", () => {
    const smtp = { SMTP_URL: "smtp://mail.example.com:587" };
    expect(parseConfig({}).mail.devMailbox).toBe(true);
    expect(parseConfig({ NODE_ENV: "test", SMTP_URL: "" }).mail.devMailbox).toBe(true);
    expect(parseConfig(smtp).mail.devMailbox).toBe(false);
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_x",
      STRIPE_PUBLISHABLE_KEY: "pk_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      SHOP_ADDRESS: "1 Field Road, Bogura",
      SHOP_VAT_ID: "BD123456789",
    };
    expect(parseConfig(production).mail.devMailbox).toBe(false);
    expect(parseConfig({ ...production, ...smtp }).mail.devMailbox).toBe(false);
  });

  it("refuses the test payment provider at an https PUBLIC_URL that is not localhost, unless ALLOW_TEST_PAYMENTS=1", () => {
    for (const env of [{ PUBLIC_URL: "https://shop.example.com" }, { PUBLIC_URL: "https://shop.example.com", PAYMENT_PROVIDER: "test", ALLOW_TEST_PAYMENTS: "0" }]) {
      expect(() => parseConfig(env)).toThrow(/PAYMENT_PROVIDER: must be stripe for an https PUBLIC_URL/);
    }
    for (const env of [
      { PUBLIC_URL: "https://shop.example.com", ALLOW_TEST_PAYMENTS: "1" },
      { PUBLIC_URL: "https://localhost:3443" },
      { PUBLIC_URL: "https://127.0.0.1:3443" },
      { PUBLIC_URL: "http://shop.example.com" },
    ]) {
      expect(parseConfig(env).payments.provider, env.PUBLIC_URL).toBe("test");
    }
  });

  it("derives PUBLIC_URL from HOST and PORT, keeps only an origin, and makes cookies Secure for https or production", () => {
    expect(parseConfig({})).toMatchObject({ publicUrl: "http://127.0.0.1:3000", secureCookies: false });
    expect(parseConfig({ HOST: "0.0.0.0", PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(parseConfig({ PUBLIC_URL: "https://shop.example.com/", ALLOW_TEST_PAYMENTS: "1" })).toMatchObject({ publicUrl: "https://shop.example.com", secureCookies: true });
    expect(() => parseConfig({ PUBLIC_URL: "https://shop.example.com/shop" })).toThrow(/PUBLIC_URL/);
    expect(() => parseConfig({ PUBLIC_URL: "ftp://shop.example.com" })).toThrow(/PUBLIC_URL/);
  });

  it("reads TRUST_PROXY as Fastify takes it: off by default, true, a hop count or addresses", () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,::1" }).trustProxy).toEqual(["10.0.0.1", "192.168.0.0/16", "::1"]);
    expect(() => parseConfig({ TRUST_PROXY: "proxy.example.com" })).toThrow(/TRUST_PROXY/);
  });

  it("reads the order hold, the unpaid-order cap and the image hosts", () => {
    expect(parseConfig({})).toMatchObject({ orders: { holdMinutes: 60, maxUnpaid: 5 }, imageHosts: [] });
    expect(parseConfig({ ORDER_HOLD_MINUTES: "15", MAX_UNPAID_ORDERS: "2", IMAGE_HOSTS: "images.example.com, CDN.example.org" })).toMatchObject({
      orders: { holdMinutes: 15, maxUnpaid: 2 },
      imageHosts: ["images.example.com", "cdn.example.org"],
    });
    expect(() => parseConfig({ ORDER_HOLD_MINUTES: "0" })).toThrow(/ORDER_HOLD_MINUTES/);
    expect(() => parseConfig({ IMAGE_HOSTS: "https://images.example.com/x" })).toThrow(/IMAGE_HOSTS/);
  });

  it("reads REDIS_URL: unset by default, a redis:// or rediss:// URL, nothing else", () => {
    expect(parseConfig({}).redisUrl).toBeUndefined();
    expect(parseConfig({ REDIS_URL: " " }).redisUrl).toBeUndefined();
    expect(parseConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl).toBe("redis://127.0.0.1:6379");
    expect(parseConfig({ REDIS_URL: "rediss://user:pw@cache.example.com:6380/2" }).redisUrl).toBe("rediss://user:pw@cache.example.com:6380/2");
    expect(() => parseConfig({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
  });
  // Issue 37: the ways to pay, and the gateways' stand-ins.
  describe("payment methods", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(40), PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_x", STRIPE_PUBLISHABLE_KEY: "pk_x", STRIPE_WEBHOOK_SECRET: "whsec_x", SHOP_ADDRESS: "1 Field Road" };
    const bkash = { BKASH_BASE_URL: "https://tokenized.sandbox.bka.sh/v1.2.0-beta/", BKASH_APP_KEY: "key", BKASH_APP_SECRET: "secret", BKASH_USERNAME: "user", BKASH_PASSWORD: "pass" };
    const sslcommerz = { SSLCOMMERZ_BASE_URL: "https://sandbox.sslcommerz.com", SSLCOMMERZ_STORE_ID: "store", SSLCOMMERZ_STORE_PASSWORD: "store@ssl" };

    it("offers the card alone by default, with COD_MAX 50,000 and BANK_DEPOSIT_DAYS 3", () => {
      expect(parseConfig({}).paymentMethods).toMatchObject({ enabled: ["card"], codMaxCents: 5_000_000, bankAccount: undefined, bankDepositDays: 3 });
      expect(parseConfig({ PAYMENT_METHODS: " " }).paymentMethods.enabled).toEqual(["card"]);
    });

    it("reads PAYMENT_METHODS as a list of known methods, each once", () => {
      const config = parseConfig({ PAYMENT_METHODS: "card, bKash,sslcommerz,cod,bank_deposit,cod", BANK_ACCOUNT: "Agrani Bank, A/C 0200012345678", COD_MAX: "20000", BANK_DEPOSIT_DAYS: "5" });
      expect(config.paymentMethods).toMatchObject({ enabled: ["card", "bkash", "sslcommerz", "cod", "bank_deposit"], codMaxCents: 2_000_000, bankAccount: "Agrani Bank, A/C 0200012345678", bankDepositDays: 5 });
      expect(() => parseConfig({ PAYMENT_METHODS: "card,nagad" })).toThrow(/PAYMENT_METHODS/);
      expect(() => parseConfig({ COD_MAX: "0" })).toThrow(/COD_MAX/);
      expect(() => parseConfig({ BANK_DEPOSIT_DAYS: "0" })).toThrow(/BANK_DEPOSIT_DAYS/);
    });

    it("asks for BANK_ACCOUNT when bank deposits are offered", () => {
      expect(() => parseConfig({ PAYMENT_METHODS: "bank_deposit" })).toThrow(/BANK_ACCOUNT/);
    });

    it("uses the stand-ins served by the shop itself outside production without credentials", () => {
      const config = parseConfig({ PAYMENT_METHODS: "bkash,sslcommerz", PUBLIC_URL: "http://localhost:3000" });
      expect(config.paymentMethods.bkash).toMatchObject({ standIn: true, baseUrl: "http://localhost:3000/dev/bkash" });
      expect(config.paymentMethods.sslcommerz).toMatchObject({ standIn: true, baseUrl: "http://localhost:3000/dev/sslcommerz" });
    });

    it("uses the gateways' hosts from the settings when their credentials are set, and wants them all", () => {
      const config = parseConfig({ PAYMENT_METHODS: "bkash,sslcommerz", ...bkash, ...sslcommerz });
      expect(config.paymentMethods.bkash).toEqual({ standIn: false, baseUrl: "https://tokenized.sandbox.bka.sh/v1.2.0-beta", appKey: "key", appSecret: "secret", username: "user", password: "pass" });
      expect(config.paymentMethods.sslcommerz).toEqual({ standIn: false, baseUrl: "https://sandbox.sslcommerz.com", storeId: "store", storePassword: "store@ssl" });
      expect(() => parseConfig({ ...bkash, BKASH_PASSWORD: "" })).toThrow(/BKASH_PASSWORD: .*go together/);
      expect(() => parseConfig({ SSLCOMMERZ_STORE_ID: "store" })).toThrow(/SSLCOMMERZ_BASE_URL, SSLCOMMERZ_STORE_PASSWORD: /);
      expect(() => parseConfig({ ...bkash, BKASH_BASE_URL: "ftp://bkash" })).toThrow(/BKASH_BASE_URL/);
    });

    it("refuses to start in production with a stand-in, naming the gateway's variables", () => {
      expect(() => parseConfig({ ...production, PAYMENT_METHODS: "card,bkash" })).toThrow(/BKASH_BASE_URL, BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD: are required when PAYMENT_METHODS lists bkash/);
      expect(() => parseConfig({ ...production, PAYMENT_METHODS: "sslcommerz", ...bkash })).toThrow(/SSLCOMMERZ_BASE_URL.*lists sslcommerz/);
      const live = parseConfig({ ...production, PAYMENT_METHODS: "card,bkash,sslcommerz,cod", ...bkash, ...sslcommerz });
      expect([live.paymentMethods.bkash.standIn, live.paymentMethods.sslcommerz.standIn]).toEqual([false, false]);
      // A method the shop does not offer needs nothing.
      expect(parseConfig({ ...production, PAYMENT_METHODS: "card,cod" }).paymentMethods.enabled).toEqual(["card", "cod"]);
    });
  });
});
