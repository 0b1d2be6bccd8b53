import { accountMessages, bulkMessages, cartMessages, VERIFY_THEN_ORDER } from "@shop/contract";
import { e2eAdmin } from "../playwright.config";
import { expect, hydrating, test } from "./fixtures";
import { expectSignedIn, logInThroughForm, newCustomer, payWithTestCard, submitSignUpForm } from "./support";

/**
 * Issue 26: a newcomer's shop, started without SMTP_URL (lane c), cannot mail; the development
 * mailbox (decision 031) shows the admin the emails with working links, so a buyer who signs up
 * can verify and order.
 */
test("without SMTP, a buyer signs up, the verification link is opened from the admin's development mailbox, and the buyer orders and pays", async ({ page, browser, baseURL }) => {
  const customer = newCustomer("Nadia Newcomer");
  page.once("dialog", (dialog) => void dialog.accept());
  await submitSignUpForm(page, customer);
  await expect(page.getByRole("status").filter({ hasText: accountMessages.signedUpVerify(customer.email) })).toBeVisible();
  await expectSignedIn(page);

  // Ordering waits for the verified address, as the sign-up notice and the email say.
  await page.goto("/tools");
  await page.getByRole("button", { name: cartMessages.addToolToCart("Spade") }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: bulkMessages.addedToCart("Spade") })).toBeVisible();
  await page.getByRole("link", { name: cartMessages.link(1) }).click();
  await expect(page.getByRole("button", { name: cartMessages.placeOrder })).toBeDisabled();

  // The admin, in a browser of their own, reads the email in the development mailbox.
  const office = await browser.newContext({ baseURL });
  try {
    const admin = hydrating(await office.newPage());
    await admin.goto("/login");
    await logInThroughForm(admin, e2eAdmin.email, e2eAdmin.password);
    await expect.poll(() => admin.evaluate(() => window.localStorage.getItem("accessToken"))).toBeTruthy();
    await admin.goto("/dashboard/emails");
    const read = admin.getByRole("button", { name: `Read Verify your email address for AgroForge to ${customer.email}` });
    // The mail worker delivers within a second of the sign-up; the list shows what it had then.
    await expect(async () => {
      await admin.reload();
      await expect(read).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await read.click();
    const reader = admin.getByRole("region", { name: /Verify your email address/ });
    await expect(reader).toContainText(VERIFY_THEN_ORDER);
    const link = reader.getByRole("link", { name: /\/verify-email\?token=[\w-]{40,}$/ });
    await expect(link).toBeVisible();
    const href = await link.getAttribute("href");
    expect(href).toMatch(new RegExp(`^${baseURL ?? ""}/verify-email\\?token=`));

    // The buyer follows the link, as from their inbox.
    await page.goto(href ?? "");
    await expect(page.getByRole("status").filter({ hasText: accountMessages.verified })).toBeVisible();
  } finally {
    await office.close();
  }

  await page.goto("/cart");
  await page.getByLabel("Name").fill(customer.name);
  await page.getByLabel("Phone").fill("+880 1712 345678");
  await page.getByLabel("Address").fill("12 Mill Road, Bogura");
  await page.getByRole("button", { name: cartMessages.placeOrder }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await payWithTestCard(page);
});
