import { accountMessages, messages } from "@shop/contract";
import { expect, hydrating, test } from "./fixtures";
import { logInThroughForm, newCustomer, signOut, signUpThroughForm, submitSignUpForm } from "./support";

test.describe("signing up and in", () => {
  test("a customer signs up, signs out, signs in and returns to the protected page", async ({ page }) => {
    const customer = newCustomer("Nadia Hossain");
    await signUpThroughForm(page, customer);
    expect(await page.evaluate(() => window.localStorage.getItem("accessToken"))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await signOut(page);
    expect(await page.evaluate(() => window.localStorage.getItem("accessToken"))).toBeNull();
    await expect(page.getByRole("link", { name: "Login" }).first()).toBeAttached();

    await page.goto("/tools");
    await page.locator("article", { hasText: "Pitchfork" }).getByRole("link", { name: /Buy Now/ }).click();
    await expect(page).toHaveURL(/\/login/);
    const protectedPath = new URL(page.url()).searchParams.get("redirect");
    expect(protectedPath).toMatch(/^\/tools\/[0-9a-f-]{36}$/);

    await logInThroughForm(page, customer.email, customer.password);
    await expect(page).toHaveURL(new RegExp(`${protectedPath}$`));
    await expect(page.getByRole("heading", { name: "Purchase by Pitchfork" })).toBeVisible();
    await expect(page.getByText(customer.email).first()).toBeVisible();
    await expect(page.getByText(customer.name).first()).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("accessToken"))).toBeTruthy();
  });

  test("the forms show the spec's validation messages and the inline Error: line", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText(messages.validation.emailRequired)).toBeVisible();
    await expect(page.getByText(messages.validation.passwordRequired)).toBeVisible();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText(messages.validation.emailInvalid)).toBeVisible();
    await expect(page.getByText(messages.validation.passwordShort)).toBeVisible();

    await logInThroughForm(page, "nobody@example.com", "wrong-password");
    await expect(page.getByText(/^Error:/)).toContainText("Invalid email or password");

    await page.goto("/signUp");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText(messages.validation.nameRequired)).toBeVisible();
  });

  test("signing up twice with one email shows the server's reason", async ({ page }) => {
    const customer = newCustomer();
    await signUpThroughForm(page, customer);
    await signOut(page);
    await page.goto("/signUp");
    await page.getByLabel("Name").fill("Again");
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Password").fill(customer.password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText(/^Error:/)).toContainText("already exists");
  });

  test("Google sign-in says it is not configured", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: new RegExp(messages.auth.googleButton, "i") })).toBeDisabled();
    await expect(page.getByText(messages.auth.googleNotConfigured)).toBeVisible();
  });

  test("after sign-up the page says a verification link was emailed; the tool page asks to verify before ordering (issue 20, item 19)", async ({ page }) => {
    const customer = newCustomer("Unverified Grower");
    page.once("dialog", (dialog) => void dialog.accept());
    await submitSignUpForm(page, customer);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("status").filter({ hasText: accountMessages.signedUpVerify(customer.email) })).toBeVisible();

    await page.goto("/tools");
    await page.locator("article", { hasText: "Pitchfork" }).getByRole("link", { name: /Buy Now/ }).click();
    const orderForm = page.getByRole("region", { name: "Please fill up the information below" });
    await expect(orderForm.getByText(accountMessages.verifyBeforeOrdering)).toBeVisible();
    await expect(orderForm.getByRole("button", { name: "Place Order" })).toBeDisabled();
    await orderForm.getByRole("button", { name: accountMessages.resendVerification }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: /verification/ }).first()).toBeVisible();
  });

  test("a tab left open follows a sign-out in another tab (issue 20, item 19)", async ({ page }) => {
    const customer = newCustomer("Two Tabs");
    await signUpThroughForm(page, customer);
    await page.goto("/dashboard/myProfile");
    await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();

    // The same browser, another tab: signing out there ends the session this tab shares.
    const other = hydrating(await page.context().newPage());
    await other.goto("/tools");
    await signOut(other);
    await other.close();

    // This tab shows it at once: its protected page sends it to the login, which brings it back.
    await page.bringToFront();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2FmyProfile$/);
    await expect(page.getByRole("link", { name: "Login" }).first()).toBeAttached();
    await logInThroughForm(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/dashboard\/myProfile$/);
  });
});

