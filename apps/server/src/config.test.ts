import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseConfig } from "./config";

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
});
