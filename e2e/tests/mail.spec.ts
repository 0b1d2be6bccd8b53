import { accountMessages } from "@shop/contract";
import { expect, test } from "./fixtures";
import { latestMail, linkIn } from "./mailbox";
import { expectSignedIn, logInThroughForm, newCustomer, signOut } from "./support";

test.describe("emails and accounts", () => {
  test("sign up from a protected page, verify from the email, forget the password, reset it from the email, log in", async ({ page }) => {
    // Headroom for a busy machine (three password hashes and two SMTP round trips); it takes far less on an idle one.
    // A long journey: three times the suite's time limit.
    test.slow();
    const customer = newCustomer("Mail Journey");
    // A protected page sends the visitor to log in; signing up from there comes back to it.
    await page.goto("/dashboard/myProfile");
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByRole("link", { name: "Create New Account" }).click();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByLabel("Name").fill(customer.name);
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Password").fill(customer.password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/dashboard\/myProfile$/);
    await expect(page.getByRole("heading", { name: "Your email address is not verified yet" })).toBeVisible();

    const welcome = await latestMail(customer.email, /^Verify your email address/);
    expect(welcome.text).toContain(`Hello ${customer.name},`);
    await page.goto(linkIn(welcome, "/verify-email"));
    await expect(page.getByText(accountMessages.verified)).toBeVisible();
    await signOut(page);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    // The login form (it has an Email too) stays until the page's code is in: fill the new one.
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel("Email").fill(customer.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(accountMessages.resetRequested)).toBeVisible();

    const reset = await latestMail(customer.email, /^Reset your .* password$/);
    expect(reset.text).toContain("30 minutes");
    const newPassword = "brand-new-pass-2";
    await page.goto(linkIn(reset, "/reset-password"));
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText(accountMessages.passwordReset)).toBeVisible();

    await page.getByRole("link", { name: "Login", exact: true }).last().click();
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, customer.email, newPassword);
    await expectSignedIn(page);
    await expect(page).not.toHaveURL(/\/login/);
  });
});
