import { companyInvoiceLabels, companyInvoiceListSchema, companySchema, formatDollars, invoiceLabel, transferLabels, type Company, type CompanyInvoice } from "@shop/contract";
import { e2eAdmin } from "../playwright.config";
import { audit } from "./axe";
import { expect, test, type APIRequestContext, type Browser, type Page } from "./fixtures";
import { latestMail } from "./mailbox";
import { expectSignedIn, logInThroughForm, ownAccount, type OwnAccount, screenshotBothWidths, widths } from "./support";

/**
 * Issue 28 items 2 and 4 (decision 041): a company on Net 30 orders twice; its accountant pays both
 * invoices in one card payment, one of them in part; the office records a bank transfer against
 * the rest. Set up through the API: the company, its accountant, its terms and its orders on terms.
 * Three accounts in all (the lane's shop allows 20 sign-ups an hour from one address).
 */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

type Account = OwnAccount;

const account = (browser: Browser, name: string): Promise<Account> => ownAccount(browser, name, { context: { reducedMotion: "reduce" } });

async function officeAuth(request: APIRequestContext): Promise<{ authorization: string }> {
  const signIn = await request.post("/api/auth/sign-in", { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const token = await request.put(`/api/user/${encodeURIComponent(e2eAdmin.email)}`, { data: { email: e2eAdmin.email } });
  return { authorization: `Bearer ${((await token.json()) as { accessToken: string }).accessToken}` };
}

/** A company of `admin` on Net 30 with a credit limit, and two orders on terms of its admin, dispatched: two open invoices. */
async function companyOnTerms(request: APIRequestContext, admin: Account, office: { authorization: string }): Promise<{ company: Company; invoices: CompanyInvoice[] }> {
  const created = await request.post("/api/companies", {
    headers: admin.auth,
    data: { name: `Sunrise ${Date.now().toString(36)} Co-op`, billingAddress: "5 Canal Road, Sylhet", addresses: [{ label: "Store", address: "5 Canal Road, Sylhet", country: "BD", postalCode: "3100" }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const company = companySchema.parse(await created.json());
  const terms = await request.patch(`/api/admin/companies/${company._id}`, { headers: office, data: { paymentTerms: "net30", creditLimit: 100_000 } });
  expect(terms.status(), await terms.text()).toBe(200);
  const [tool] = (await (await request.get("/api/tools?limit=1&page=1")).json()) as { _id: string; minimumOrderQuantity: number; packSize: number }[];
  if (!tool) throw new Error("no demo tool");
  for (const multiple of [1, 2]) {
    const quantity = Math.ceil(tool.minimumOrderQuantity / tool.packSize) * tool.packSize * multiple;
    const placed = await request.post("/api/orders", {
      headers: admin.auth,
      data: { name: "Sunrise Admin", phone: "+880 1712 345678", address: "5 Canal Road, Sylhet", productId: tool._id, quantity, companyAddressId: company.addresses[0]?._id },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { order } = (await placed.json()) as { order: { _id: string; status: string } };
    expect(order.status).toBe("confirmed");
    // Issue 36 item 4: invoiced when the office dispatches it.
    const shipped = await request.patch(`/api/orders/${order._id}`, { headers: office, data: { status: "shipped", carrier: "Sundarban Courier", trackingNumber: `SC${multiple}` } });
    expect(shipped.status(), await shipped.text()).toBe(200);
  }
  const listed = await request.get("/api/company/invoices?status=unpaid", { headers: admin.auth });
  const invoices = companyInvoiceListSchema.parse(await listed.json());
  expect(invoices).toHaveLength(2);
  return { company, invoices };
}

/**
 * Issue 35: at 375 px the invoices stack into cards: the page does not scroll sideways, and every
 * amount and date is whole within the screen (they hid under a pinned column).
 */
async function expectNothingCut(page: Page): Promise<void> {
  await page.setViewportSize(widths.narrow);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const cells = page.getByRole("region", { name: companyInvoiceLabels.heading }).locator("tbody [data-label]");
  expect(await cells.count()).toBeGreaterThan(0);
  for (const cell of await cells.all()) {
    const box = await cell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= widths.narrow.width, `${await cell.getAttribute("data-label")} within the screen`).toBe(true);
  }
  await page.setViewportSize(widths.wide);
}

test.use({ reducedMotion: "reduce" });

test("its accountant pays two invoices at once", async ({ browser, request }, info) => {
  test.slow();
  const found: string[] = [];
  const office = await officeAuth(request);
  const admin = await account(browser, "Sunrise Admin");
  const accountant = await account(browser, "Sunrise Accountant");
  const { company, invoices } = await companyOnTerms(request, admin, office);
  const invited = await request.post(`/api/companies/${company._id}/invitations`, { headers: admin.auth, data: { email: accountant.email, role: "accountant" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await latestMail(accountant.email, /^Invitation to a company account on /);
  const accepted = await request.post("/api/invitations/accept", { headers: accountant.auth, data: { token: /[?&]token=([\w-]+)/.exec(mail.text)?.[1] } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The accountant signs in and finds the Invoices page in the company's menu.
  // Its browser may hold the session of its sign-up already (the login page then sends it on):
  // the company page asks for the login only when it has none.
  const { page } = accountant;
  await page.goto("/dashboard/company");
  if (new URL(page.url()).pathname === "/login") {
    await logInThroughForm(page, accountant.email, accountant.password);
    await expectSignedIn(page);
    await page.goto("/dashboard/company");
  }
  await page.getByRole("link", { name: companyInvoiceLabels.heading }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/company\/invoices$/);
  await audit(page, "", companyInvoiceLabels.heading, found, true);
  await screenshotBothWidths(page, info, "invoices");
  await expectNothingCut(page);

  const [newer, older] = invoices as [CompanyInvoice, CompanyInvoice];
  const part = Math.round(newer.balance * 50) / 100;
  await page.getByRole("checkbox", { name: companyInvoiceLabels.select(invoiceLabel(older.number)) }).check();
  await page.getByRole("checkbox", { name: companyInvoiceLabels.select(invoiceLabel(newer.number)) }).check();
  await page.getByLabel(companyInvoiceLabels.amount(invoiceLabel(newer.number))).fill(part.toFixed(2));
  const total = older.balance + part;
  await expect(page.getByText(`${companyInvoiceLabels.totalToPay}:`)).toContainText(formatDollars(total));
  await page.getByRole("button", { name: companyInvoiceLabels.pay(2) }).click();

  await expect(page.getByRole("heading", { name: companyInvoiceLabels.payHeading })).toBeVisible();
  await expect(page.getByText("Test mode")).toBeVisible();
  await audit(page, "", companyInvoiceLabels.heading, found, true);
  await screenshotBothWidths(page, info, "invoices-card");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: `Pay ${formatDollars(total)}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Payment of ${formatDollars(total)} received: applied to 2 invoices.` })).toBeVisible();

  // The older invoice is paid; the newer keeps what was not paid of it.
  const rows = page.getByRole("region", { name: companyInvoiceLabels.heading }).getByRole("row");
  await expect(rows.filter({ hasText: invoiceLabel(older.number) })).toHaveCount(0);
  await expect(rows.filter({ hasText: invoiceLabel(newer.number) })).toContainText(formatDollars(newer.balance - part));
  await audit(page, "", companyInvoiceLabels.heading, found, true);
  await screenshotBothWidths(page, info, "invoices-paid");
  await page.getByRole("button", { name: companyInvoiceLabels.filters.paid }).click();
  await expect(page.getByRole("region", { name: companyInvoiceLabels.heading }).getByText(invoiceLabel(older.number))).toBeVisible();
  expect(found).toEqual([]);
});

test("the office records a bank transfer", async ({ browser, page, request }, info) => {
  test.slow();
  const found: string[] = [];
  const office = await officeAuth(request);
  const admin = await account(browser, "Sunrise Founder");
  const { company, invoices } = await companyOnTerms(request, admin, office);
  const [newer, older] = invoices as [CompanyInvoice, CompanyInvoice];

  await page.goto("/login");
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(page);
  await page.goto(`/dashboard/companies/${company._id}`);
  const form = page.getByRole("region", { name: transferLabels.heading });
  await expect(form.getByRole("checkbox", { name: transferLabels.apply(invoiceLabel(older.number)) })).toBeVisible();
  await audit(page, "", company.name, found, true);

  // A round sum: the older invoice in full, 10.00 of the newer, and 5.00 left unapplied.
  const amount = older.balance + 15;
  await form.getByLabel(transferLabels.amount, { exact: true }).fill(amount.toFixed(2));
  await form.getByLabel(transferLabels.reference, { exact: true }).fill("SWIFT 2026-11-27 SUNRISE");
  await form.getByRole("checkbox", { name: transferLabels.apply(invoiceLabel(older.number)) }).check();
  await form.getByRole("checkbox", { name: transferLabels.apply(invoiceLabel(newer.number)) }).check();
  await form.getByLabel(transferLabels.applyAmount(invoiceLabel(newer.number))).fill("10.00");
  await expect(form.getByText(transferLabels.unapplied(formatDollars(5)))).toBeVisible();
  await screenshotBothWidths(page, info, "transfer-form");
  await form.getByRole("button", { name: transferLabels.submit }).click();
  await expect(toast(page, transferLabels.recorded(formatDollars(amount), 2))).toBeVisible();

  const payments = page.getByRole("region", { name: transferLabels.payments }).first();
  await expect(payments.getByRole("row").filter({ hasText: "SWIFT 2026-11-27 SUNRISE" })).toContainText(formatDollars(5));
  await expect(form.getByRole("checkbox", { name: transferLabels.apply(invoiceLabel(older.number)) })).toHaveCount(0);
  await audit(page, "", company.name, found, true);
  await screenshotBothWidths(page, info, "transfer-recorded");

  // The company sees it: the older invoice paid, the newer 10.00 less.
  const after = companyInvoiceListSchema.parse(await (await request.get("/api/company/invoices", { headers: admin.auth })).json());
  expect(after.find((invoice) => invoice.number === older.number)).toMatchObject({ balance: 0, status: "paid" });
  expect(after.find((invoice) => invoice.number === newer.number)).toMatchObject({ balance: Math.round((newer.balance - 10) * 100) / 100 });
  // Submitted again, the same transfer is refused and changes nothing.
  await form.getByLabel(transferLabels.amount, { exact: true }).fill(amount.toFixed(2));
  await form.getByLabel(transferLabels.reference, { exact: true }).fill("SWIFT 2026-11-27 SUNRISE");
  await form.getByRole("checkbox", { name: transferLabels.apply(invoiceLabel(newer.number)) }).check();
  await form.getByLabel(transferLabels.applyAmount(invoiceLabel(newer.number))).fill("1.00");
  await form.getByRole("button", { name: transferLabels.submit }).click();
  await expect(form.getByRole("alert")).toContainText("recorded for this company already");
  expect(found).toEqual([]);
});
