import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { billLabels, bulkMessages, cartMessages, legalNotes } from "@shop/contract";
import { expect, test, type Page } from "./fixtures";
import { newCustomer, widths } from "./support";

/**
 * Issue 25 on a German shop (SHOP_COUNTRY=DE, euros, the demo's rates): a French business whose VAT
 * ID VIES confirms buys exempt under article 138, and sees so in its cart. The shop is started
 * here, beside the lane's own, with a local stand-in of VIES (nothing leaves the machine).
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const confirmed = "FR40303265045";

let vies: Server;
let shop: ChildProcess;
let origin: string;

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

test.beforeAll(async ({ baseURL }) => {
  vies = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const { countryCode, vatNumber } = JSON.parse(body) as { countryCode: string; vatNumber: string };
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ countryCode, vatNumber, valid: `${countryCode}${vatNumber}` === confirmed, name: "COOPERATIVE AGRICOLE DU NORD" }));
    });
  });
  await new Promise<void>((resolve) => vies.listen(0, "127.0.0.1", resolve));
  // The lane's shop holds its port; lane a's start journey takes the next one; this shop the one after.
  const port = Number(new URL(baseURL ?? "http://127.0.0.1:3150").port) + 2;
  origin = `http://127.0.0.1:${port}`;
  shop = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "shop-de-")),
      DATABASE_URL: "",
      SEED_DEMO: "1",
      SHOP_COUNTRY: "DE",
      SHOP_CURRENCY: "EUR",
      SHOP_NAME: "Landtechnik Demo GmbH",
      SHOP_VAT_ID: "DE811111111",
      VAT_LOOKUP_URL: `http://127.0.0.1:${(vies.address() as AddressInfo).port}/`,
      PAYMENT_PROVIDER: "test",
      AUTH_SECRET: "e2e-de-secret-e2e-de-secret-0123456789abcdef",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
    },
  });
  await expect.poll(() => answers(`${origin}/api/health`), { timeout: 90_000, intervals: [250] }).toBe(true);
});

test.afterAll(async () => {
  shop.kill("SIGTERM");
  await new Promise<void>((resolve) => vies.close(() => resolve()));
});

/** A French co-operative made through the API, signed in in this page's browser. */
async function frenchBusiness(page: Page): Promise<void> {
  const buyer = newCustomer("Coopérative du Nord");
  expect((await page.request.post(`${origin}/api/auth/sign-up`, { data: buyer })).status()).toBe(201);
  const token = await page.request.put(`${origin}/api/user/${encodeURIComponent(buyer.email)}`, { data: { email: buyer.email } });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const business = await page.request.put(`${origin}/api/profile/business`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { companyName: "Coopérative Agricole du Nord", vatId: "FR 40 303 265 045", shippingCountry: "FR", shippingPostalCode: "59000" },
  });
  expect(business.status()).toBe(200);
  await page.addInitScript((value) => window.localStorage.setItem("accessToken", value), accessToken);
}

test("a German shop's cart to a French business with a VAT ID VIES confirmed is exempt under article 138", async ({ page }) => {
  test.slow();
  await page.setViewportSize(widths.wide);
  await frenchBusiness(page);
  await page.goto(`${origin}/tools`);
  await page.getByRole("button", { name: cartMessages.addToolToCart("Pitchfork") }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: bulkMessages.addedToCart("Pitchfork") })).toBeVisible();
  await page.getByRole("link", { name: cartMessages.link(1) }).click();

  const bill = page.getByLabel(billLabels.summary);
  await page.getByLabel(billLabels.country).selectOption({ label: "France" });
  await page.getByLabel(billLabels.postalCode).fill("59000");
  // Exempt (art. 138) is not a rate of nothing: the line reads "exempt" (issue 36, finding 12).
  await expect(bill).toContainText("VAT exempt");
  await expect(bill).not.toContainText("VAT 0%");
  await expect(page.getByText(legalNotes.intraCommunity)).toBeVisible();
  await expect(page.getByText(`${billLabels.buyerVatId}: ${confirmed}`)).toBeVisible();

  // At home the same buyer pays German VAT: the exemption is for goods that leave Germany.
  await page.getByLabel(billLabels.country).selectOption({ label: "Germany" });
  await page.getByLabel(billLabels.postalCode).fill("10115");
  await expect(bill).toContainText("VAT 19%");
  await expect(page.getByText(legalNotes.intraCommunity)).toHaveCount(0);
});
