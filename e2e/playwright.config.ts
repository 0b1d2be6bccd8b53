import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/** Where the journeys' server keeps its embedded database: a fresh folder for every run. */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "shop-e2e-"));
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The mail catcher (support/mail-catcher.mjs): the shop sends to its SMTP port, tests read its HTTP port. */
const mailSmtpPort = port + 1000;
export const mailboxURL = `http://127.0.0.1:${port + 2000}`;
export const e2eAdmin = { email: "admin@agritools.example", password: "admin-pass-e2e" };

export default defineConfig({
  testDir: "./tests",
  outputDir: "./artifacts/results",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { outputFolder: "./artifacts/report", open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `node support/mail-catcher.mjs ${mailSmtpPort} ${port + 2000}`,
      url: `${mailboxURL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node ../scripts/start.mjs",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        SEED_DEMO: "1",
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        DATABASE_URL: "",
        AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
        LOG_LEVEL: "warn",
        PAYMENT_PROVIDER: "test",
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
      },
    },
  ],
});
