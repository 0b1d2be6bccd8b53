import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgePayment } from "../src/payments/gateway";
import { BkashGateway } from "../src/payments/gateways/bkash";
import { SslcommerzGateway } from "../src/payments/gateways/sslcommerz";
import { createTestApp, type TestApp } from "./app";

/**
 * Issue 37: outside production the shop serves the stand-ins of bKash and SSLCommerz itself
 * (decision 052), and the gateways' adapters talk to them as to the real hosts.
 */

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let shop: TestApp;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  shop = await createTestApp({ seed: false, env: { PAYMENT_METHODS: "card,bkash,sslcommerz", PUBLIC_URL: origin } });
  await shop.app.listen({ host: "127.0.0.1", port });
});
afterAll(() => shop.close());

const payable = { kind: "order" as const, id: "0b7f5f8e-6a7c-4d1e-9a55-2f6f1c1d2e3f", amountCents: 99_900, email: "store@example.com", currency: "bdt" };

describe("the development stand-ins, served by the shop", () => {
  it("takes a bKash payment from create to the hosted page, execute and query", async () => {
    const settings = shop.config.paymentMethods.bkash;
    expect(settings).toMatchObject({ standIn: true, baseUrl: `${origin}/dev/bkash` });
    const gateway = new BkashGateway(settings);
    const started = await gateway.startSession({ paymentId: "pay-api-1", payable, urls: { returnUrl: `${origin}/orders/x` }, reference: "ORD-1" });
    const page = await fetch(started.redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="wallet">bKash account number</label>');
    for (const button of ["Pay ৳999.00", "Fail", "Cancel"]) expect(html).toContain(`>${button}</button>`);
    const pressed = await fetch(`${origin}/dev/bkash/pay/${started.gatewayReference}`, { method: "POST", body: new URLSearchParams({ action: "pay" }), redirect: "manual" });
    const returned = Object.fromEntries(new URL(pressed.headers.get("location") ?? "").searchParams);
    const paid = await gateway.completeReturn({ paymentId: "pay-api-1", gatewayReference: started.gatewayReference }, returned);
    expect(judgePayment(paid, { paymentId: "pay-api-1", payable })).toBe("apply");
  });

  it("starts an SSLCommerz session whose hosted page offers Pay, Fail and Cancel", async () => {
    const gateway = new SslcommerzGateway(shop.config.paymentMethods.sslcommerz);
    const started = await gateway.startSession({ paymentId: "pay-api-2", payable, urls: { returnUrl: `${origin}/orders/x` }, reference: "ORD-2" });
    expect(started.redirectUrl.startsWith(`${origin}/dev/sslcommerz/pay/`)).toBe(true);
    const html = await (await fetch(started.redirectUrl)).text();
    for (const button of ["Pay ৳999.00", "Fail", "Cancel"]) expect(html).toContain(`>${button}</button>`);
    expect((await gateway.queryPayment({ paymentId: "pay-api-2" })).status).toBe("pending");
  });
});

describe("a shop that offers neither gateway", () => {
  it("serves no stand-in", async () => {
    const cardOnly = await createTestApp({ seed: false });
    try {
      const grant = await cardOnly.app.inject({ method: "POST", url: "/dev/bkash/tokenized/checkout/token/grant", payload: {} });
      expect(grant.statusCode).toBe(404);
      const init = await cardOnly.app.inject({ method: "POST", url: "/dev/sslcommerz/gwprocess/v4/api.php", payload: {} });
      expect(init.statusCode).toBe(404);
    } finally {
      await cardOnly.close();
    }
  });
});
