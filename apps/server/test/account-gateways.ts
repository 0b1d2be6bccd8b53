import { invoicePaymentSessionResponseSchema, type Company } from "@shop/contract";
import { expect } from "vitest";
import { accountTool, invoiceOnAccount } from "./account";
import { createTestApp, signInAdmin, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { newCompany, newMember } from "./companies";
import { freePort, gatewayFront, type GatewayFront } from "./gateway-front";

/**
 * Issue 37: the shop a company pays its invoices on account in, by card or on the gateways'
 * pages (decisions 052 and 059): in taka, the card, bKash and SSLCommerz offered, their stand-ins
 * reached through a front at PUBLIC_URL, the office signed in, and a tool whose invoices cost
 * ৳1,500.00 each.
 */

/** What one invoice on account costs: ৳1,500.00. */
export const INVOICE_CENTS = 150_000;

export interface AccountShop {
  t: TestApp;
  gw: GatewayFront;
  office: SignedIn;
  tool: string;
  close(): Promise<void>;
}

/** The shop, with `env` added to its settings. */
export async function accountShop(env: Record<string, string> = {}): Promise<AccountShop> {
  const port = await freePort();
  const t = await createTestApp({
    seed: false,
    env: { ...TEST_ADMIN_ENV, PAYMENT_METHODS: "card,bkash,sslcommerz", SHOP_CURRENCY: "BDT", PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
  });
  const gw = await gatewayFront(t, port);
  const office = await signInAdmin(t);
  const tool = await accountTool(t, INVOICE_CENTS);
  return {
    t,
    gw,
    office,
    tool,
    close: async () => {
      await gw.close();
      await t.close();
    },
  };
}

export interface Cast {
  company: Company;
  admin: SignedIn;
  accountant: SignedIn;
  invoices: number[];
}

/** A company with two invoices on account of ৳1,500.00 each (the second the newer), and its accountant. */
export async function companyWithTwoInvoices(shop: AccountShop): Promise<Cast> {
  const { t, tool } = shop;
  const { company, admin } = await newCompany(t);
  const accountant = await newMember(t, company._id, "accountant");
  const invoices = [(await invoiceOnAccount(t, admin, company, tool)).number, (await invoiceOnAccount(t, admin, company, tool)).number];
  return { company, admin, accountant, invoices };
}

/** Both invoices in full, or `amounts` (taka) of each. */
export const allocationsOf = (c: Cast, amounts = [INVOICE_CENTS / 100, INVOICE_CENTS / 100]) => c.invoices.map((invoiceNumber, i) => ({ invoiceNumber, amount: amounts[i] ?? 0 }));

export const askSession = (t: TestApp, who: SignedIn, body: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/company/invoices/payment-session", headers: who.auth, payload: body });

/** The accountant's payment of both invoices (or `amounts` of each) on a gateway's page: where to send them, and the payment's id. */
export async function session(t: TestApp, c: Cast, method: "bkash" | "sslcommerz", amounts?: number[]) {
  const response = await askSession(t, c.accountant, { allocations: allocationsOf(c, amounts), method });
  expect(response.statusCode, response.body).toBe(200);
  return invoicePaymentSessionResponseSchema.parse(response.json());
}
