import { companyAuditActionNames, companyAuditLabels, companyLabels, companyMessages } from "@shop/contract";
import { expect, test, type Browser, type Page, hydrating } from "./fixtures";
import { audit } from "./axe";
import { latestMail, linkIn, pathOf, verifyEmailOf } from "./mailbox";
import { expectSignedIn, logInThroughForm, newCustomer, screenshotBothWidths, widths } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

type Customer = ReturnType<typeof newCustomer>;

/** An account made through the API, its address verified, signed in in `page`'s browser. */
async function accountByApi(page: Page, customer: Customer): Promise<void> {
  const signUp = await page.request.post("/api/auth/sign-up", { data: customer });
  expect(signUp.status()).toBe(201);
  await verifyEmailOf(page, customer.email);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = hydrating(await context.newPage());
  await page.setViewportSize(widths.wide);
  return page;
}

/** The invitation email's link, as a path of this shop. */
async function invitationLink(email: string): Promise<string> {
  // Issue 35: the subject is the shop's; the company's name is only quoted in the body.
  const mail = await latestMail(email, /^Invitation to a company account on /);
  expect(mail.text).toContain("Company: “Green Valley Co-op”");
  expect(mail.text).toContain(`sign up or sign in with this email address, ${email}`);
  return pathOf(linkIn(mail, "/invitations/accept"));
}

test.use({ reducedMotion: "reduce" });

test("an admin creates a company and invites a buyer and an approver", async ({ page, browser }, info) => {
  test.slow();
  const found: string[] = [];
  const admin = newCustomer("Rina Admin");
  const buyer = newCustomer("Bashir Buyer");
  const approver = newCustomer("Anika Approver");
  await page.setViewportSize(widths.wide);
  await accountByApi(page, admin);

  // The dashboard's Company entry opens the form that creates one.
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Company" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create a company" })).toBeVisible();
  await audit(page, "", "Create a company", found);
  await page.getByLabel(companyLabels.name).fill("Green Valley Co-op");
  await page.getByLabel(companyLabels.billingAddress).fill("1 Market Street\n1207 Dhaka");
  const first = page.getByRole("group", { name: `${companyLabels.address} 1` });
  await first.getByLabel(companyLabels.addressLabel).fill("Main store");
  await first.getByLabel(companyLabels.country).selectOption({ label: "Bangladesh" });
  await first.getByLabel(companyLabels.address).fill("1 Market Street, Dhaka");
  await first.getByLabel(companyLabels.postalCode).fill("1207");
  await page.getByRole("button", { name: "Add an address" }).click();
  const second = page.getByRole("group", { name: `${companyLabels.address} 2` });
  await second.getByLabel(companyLabels.addressLabel).fill("Warehouse");
  await second.getByLabel(companyLabels.country).selectOption({ label: "Bangladesh" });
  await second.getByLabel(companyLabels.address).fill("9 River Road, Khulna");
  await second.getByLabel(companyLabels.postalCode).fill("9100");
  await screenshotBothWidths(page, info, "create-company");
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(toast(page, companyMessages.created)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Green Valley Co-op" })).toBeVisible();

  // Two invitations, each with its role.
  const inviteForm = page.getByRole("form", { name: "Invite a colleague" });
  for (const [who, role] of [
    [buyer, "Buyer"],
    [approver, "Approver"],
  ] as const) {
    await inviteForm.getByLabel(companyLabels.email).fill(who.email);
    await inviteForm.getByLabel(companyLabels.role).selectOption({ label: role });
    await inviteForm.getByRole("button", { name: "Send invitation" }).click();
    await expect(toast(page, companyMessages.invited(who.email))).toBeVisible();
    await expect(page.getByRole("list", { name: "Pending invitations" }).getByText(who.email)).toBeVisible();
  }
  await audit(page, "", "Green Valley Co-op", found);

  // The buyer has an account already, signed in: the link's page offers to join.
  const buyerPage = await newPage(browser);
  await accountByApi(buyerPage, buyer);
  const buyerLink = await invitationLink(buyer.email);
  await buyerPage.goto(buyerLink);
  await expect(buyerPage.getByText(`${buyer.email} is invited as Buyer.`)).toBeVisible();
  await audit(buyerPage, "", "Join Green Valley Co-op", found);
  await screenshotBothWidths(buyerPage, info, "accept");
  await buyerPage.getByRole("button", { name: "Join Green Valley Co-op" }).click();
  await expect(toast(buyerPage, companyMessages.joined("Green Valley Co-op"))).toBeVisible();
  await expect(buyerPage).toHaveURL(/\/dashboard\/company$/);
  await expect(buyerPage.getByText("Your role: Buyer")).toBeVisible();
  // A buyer reads the company: no member form, no invitations.
  await expect(buyerPage.getByRole("form", { name: "Invite a colleague" })).toHaveCount(0);
  await audit(buyerPage, "", "Green Valley Co-op", found);
  await screenshotBothWidths(buyerPage, info, "company-buyer");
  // The link works once.
  await buyerPage.goto(buyerLink);
  await expect(buyerPage.getByRole("alert")).toHaveText(companyMessages.invitationInvalid);

  // The approver opens the link signed out: it asks to sign in with that address, and the
  // login brings them back to the link with its token.
  const approverPage = await newPage(browser);
  await accountByApi(approverPage, approver);
  await approverPage.context().clearCookies();
  const approverLink = await invitationLink(approver.email);
  await approverPage.goto(approverLink);
  await expect(approverPage.getByText(`Sign in or sign up with ${approver.email} to join.`)).toBeVisible();
  await audit(approverPage, "", "Join Green Valley Co-op", found);
  await approverPage.getByRole("main").getByRole("link", { name: "Login", exact: true }).click();
  await logInThroughForm(approverPage, approver.email, approver.password);
  await expectSignedIn(approverPage);
  await expect(approverPage).toHaveURL(new RegExp(`${approverLink.replace(/[?]/g, "\\?")}$`));
  await approverPage.getByRole("button", { name: "Join Green Valley Co-op" }).click();
  await expect(toast(approverPage, companyMessages.joined("Green Valley Co-op"))).toBeVisible();
  await expect(approverPage.getByText("Your role: Approver")).toBeVisible();

  // The admin's members list shows both, with their roles; nothing waits any more.
  await page.reload();
  const members = page.getByRole("list", { name: "Members" });
  await expect(members.getByRole("listitem", { name: buyer.name }).getByLabel(companyLabels.role, { exact: true })).toHaveValue("buyer");
  await expect(members.getByRole("listitem", { name: approver.name }).getByLabel(companyLabels.role, { exact: true })).toHaveValue("approver");
  await expect(page.getByText("No invitations are waiting.")).toBeVisible();

  // The admin gives the buyer a limit per order; empty stays "no limit".
  const buyerRow = members.getByRole("listitem", { name: buyer.name });
  await buyerRow.getByLabel(companyLabels.orderLimit).fill("500");
  await buyerRow.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, companyMessages.memberSaved(buyer.name))).toBeVisible();
  await buyerPage.goto("/dashboard/company");
  await expect(buyerPage.getByRole("listitem", { name: buyer.name })).toContainText(`${companyLabels.orderLimit}: $500.00`);
  await audit(page, "", "Green Valley Co-op", found);
  await screenshotBothWidths(page, info, "company-admin");

  // Issue 35: the admin makes the approver an accountant; the audit trail shows who changed what,
  // before and after, above the limit and the two acceptances.
  const approverRow = members.getByRole("listitem", { name: approver.name });
  await approverRow.getByLabel(companyLabels.role, { exact: true }).selectOption("accountant");
  await approverRow.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, companyMessages.memberSaved(approver.name))).toBeVisible();
  const trail = page.getByRole("region", { name: companyAuditLabels.heading });
  const roleChange = trail.getByRole("listitem").nth(0);
  const limitChange = trail.getByRole("listitem").nth(1);
  await expect(roleChange).toContainText(companyAuditActionNames.member_changed);
  await expect(roleChange).toContainText(`Who: ${admin.email}`);
  await expect(roleChange).toContainText(`Member: ${approver.email}`);
  await expect(roleChange).toContainText("Before: Role Approver");
  await expect(roleChange).toContainText("After: Role Accountant");
  await expect(limitChange).toContainText(`Member: ${buyer.email}`);
  await expect(limitChange).toContainText("After: Limit per order $500.00");
  await expect(trail.getByRole("listitem").filter({ hasText: companyAuditActionNames.invitation_accepted })).toHaveCount(2);
  await audit(page, "", "Green Valley Co-op", found);

  expect(found).toEqual([]);
});
