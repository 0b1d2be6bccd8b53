import { approvalTexts, bulkMessages, cartMessages, companyMessages, companyOrderLabels, companySchema, orderStatusLabels, type Company } from "@shop/contract";
import { audit } from "./axe";
import { expect, hydrating, test, type APIRequestContext, type Browser, type Page } from "./fixtures";
import { latestMail } from "./mailbox";
import { ownAccount, type OwnAccount, payWithTestCard, screenshotBothWidths } from "./support";

/**
 * Issue 27, items 2 and 3 (decision 037): a buyer's order over their limit waits, an approver of
 * the company approves it, and the buyer pays. The company and its members are made through the
 * API (the invitations' own journey walks their pages); the buyer and the approver use the pages.
 */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

type Account = OwnAccount;

/** A member's account; its pages wait for hydration as the journey's own do: the server renders the company's pages. */
const account = (browser: Browser, name: string): Promise<Account> => ownAccount(browser, name, { page: hydrating });

/** Invites `who` with `role`, and `who` accepts with the emailed link's token. */
async function join(request: APIRequestContext, admin: Account, company: Company, who: Account, role: string): Promise<string> {
  const invited = await request.post(`/api/companies/${company._id}/invitations`, { headers: admin.auth, data: { email: who.email, role } });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await latestMail(who.email, /^Invitation to a company account on /);
  const token = /[?&]token=([\w-]+)/.exec(mail.text)?.[1];
  const accepted = await request.post("/api/invitations/accept", { headers: who.auth, data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const member = companySchema.parse(await accepted.json()).members.find((candidate) => candidate.email === who.email);
  if (!member) throw new Error(`${who.email} is not a member`);
  return member.userId;
}

/** A company founded by `admin` through the API, with two delivery addresses. */
async function newCompany(request: APIRequestContext, admin: Account): Promise<Company> {
  const created = await request.post("/api/companies", {
    headers: admin.auth,
    data: {
      name: `Green Valley ${Date.now()}`,
      billingAddress: "1 Market Street, Dhaka",
      addresses: [
        { label: "Main store", address: "1 Market Street, Dhaka", country: "BD", postalCode: "1207" },
        { label: "Warehouse", address: "9 River Road, Khulna", country: "BD", postalCode: "9100" },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return companySchema.parse(await created.json());
}

/** The approval notice the cart and the tool page show before an order over the buyer's limit is placed (issue 35). */
async function expectApprovalNotice(page: Page, company: Company): Promise<void> {
  const notice = page.getByRole("status").filter({ hasText: approvalTexts.needed });
  await expect(notice).toContainText("It is over the limit per order ($1.00).");
  await expect(notice).toContainText(approvalTexts.byOthers(company.name));
}

test("a buyer's order over the limit waits, an approver approves it, and the buyer pays", async ({ browser, request }, info) => {
  // Three people, a company and a payment: a long journey.
  test.slow();
  const found: string[] = [];
  const admin = await account(browser, "Co-op Admin");
  const buyer = await account(browser, "Co-op Buyer");
  const approver = await account(browser, "Co-op Approver");

  const company = await newCompany(request, admin);
  const buyerId = await join(request, admin, company, buyer, "buyer");
  await join(request, admin, company, approver, "approver");
  // One dollar per order: whatever the buyer orders waits for approval.
  const limited = await request.patch(`/api/companies/${company._id}/members/${buyerId}`, { headers: admin.auth, data: { orderLimit: 1 } });
  expect(limited.status(), await limited.text()).toBe(200);

  // The buyer orders from the tool page, to the company's warehouse.
  const { page } = buyer;
  // Opened from its address, so the server renders the forms: a member's must deliver to the
  // company's addresses from the first byte (the click from /tools, before hydration, once did not).
  await page.goto("/tools");
  const toolPath = await page.locator("article", { hasText: "Pitchfork" }).first().getByRole("link", { name: /Buy Now/ }).getAttribute("href");
  await page.goto(toolPath ?? "/tools");
  await expect(page.getByRole("heading", { name: "Purchase by Pitchfork" })).toBeVisible();
  const deliverTo = page.getByLabel(companyOrderLabels.deliverTo);
  await deliverTo.selectOption({ label: "Warehouse" });
  await expect(page.getByText("9 River Road, Khulna")).toBeVisible();
  await expect(page.getByLabel("Address", { exact: true })).toHaveCount(0);
  await screenshotBothWidths(page, info, "deliver-to");
  await page.getByLabel("Number").fill("+880 1712 345678");
  // Issue 35: it says before placing that it will wait, whose approval and which limit.
  await expectApprovalNotice(page, company);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(page, approvalTexts.placed)).toBeVisible();
  // Nothing to pay yet: the form gives way to the order waiting, with no Pay now.
  await expect(page.getByRole("status").filter({ hasText: approvalTexts.placedDetail })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay now" })).toHaveCount(0);

  // In the company's orders it waits; its page says why it cannot be paid yet.
  await audit(page, "/dashboard/company/orders", companyOrderLabels.companyOrders, found, true);
  const row = page.getByRole("row").filter({ hasText: buyer.email });
  await expect(row.getByText(orderStatusLabels.awaiting_approval, { exact: true })).toBeVisible();
  await row.getByRole("link", { name: /Open order/ }).click();
  await expect(page.getByRole("status").filter({ hasText: companyMessages.awaitingApproval })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay" })).toHaveCount(0);
  await screenshotBothWidths(page, info, "awaiting-order");
  const orderUrl = page.url();

  // The approver is emailed a link to the Approvals page, and approves there.
  const asked = await latestMail(approver.email, /waits for your approval/);
  expect(asked.text).toContain("/dashboard/company/approvals");
  const office = approver.page;
  await audit(office, "/dashboard/company/approvals", companyOrderLabels.approvals, found, true);
  await screenshotBothWidths(office, info, "approvals");
  await office.getByRole("row").filter({ hasText: buyer.email }).getByRole("button", { name: /^Approve order/ }).click();
  await expect(toast(office, companyMessages.approved)).toBeVisible();
  await expect(office.getByText(companyOrderLabels.noApprovals)).toBeVisible();

  // The buyer is told, and pays; the order says who approved it.
  await latestMail(buyer.email, /approved: please pay/);
  await page.goto(orderUrl);
  await expect(page.getByText(approver.email).first()).toBeVisible();
  await page.getByRole("link", { name: "Pay" }).click();
  await payWithTestCard(page);
  await page.goto(orderUrl);
  await expect(page.getByText(orderStatusLabels.paid, { exact: true }).first()).toBeVisible();

  expect(found).toEqual([]);
});

test("an order over a member's limit says so in the cart, and after placing it awaits approval, never a payment", async ({ browser, request }, info) => {
  test.slow();
  const found: string[] = [];
  const admin = await account(browser, "Cart Admin");
  const buyer = await account(browser, "Cart Buyer");
  const company = await newCompany(request, admin);
  const buyerId = await join(request, admin, company, buyer, "buyer");
  const limited = await request.patch(`/api/companies/${company._id}/members/${buyerId}`, { headers: admin.auth, data: { orderLimit: 1 } });
  expect(limited.status(), await limited.text()).toBe(200);

  // The cart, saved on the buyer's account: one Pitchfork at its minimum.
  const { page } = buyer;
  const tools = (await (await page.request.get("/api/tools")).json()) as { _id: string; name: string; minimumOrderQuantity: number }[];
  const pitchfork = tools.find((tool) => tool.name === "Pitchfork");
  if (!pitchfork) throw new Error("no Pitchfork");
  const put = await page.request.put("/api/cart", { headers: buyer.auth, data: { items: [{ productId: pitchfork._id, quantity: pitchfork.minimumOrderQuantity }] } });
  expect(put.status(), await put.text()).toBe(200);
  await audit(page, "/cart", bulkMessages.cartHeading, found, true);

  await expectApprovalNotice(page, company);
  await screenshotBothWidths(page, info, "cart-approval-notice");
  await page.getByLabel("Name", { exact: true }).fill("Cart Buyer");
  await page.getByLabel("Phone", { exact: true }).fill("+880 1712 345678");
  await page.getByRole("button", { name: cartMessages.placeOrder }).click();

  // The order's page, not the payment's: it awaits approval, with nothing to pay.
  await expect(page).toHaveURL(/\/dashboard\/orders\/[\w-]+$/);
  await expect(toast(page, approvalTexts.placed)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: companyMessages.awaitingApproval })).toBeVisible();
  await expect(page.getByText(orderStatusLabels.awaiting_approval, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay" })).toHaveCount(0);
  await screenshotBothWidths(page, info, "cart-awaiting-approval");
  expect(found).toEqual([]);
});
