import { messages } from "@shop/contract";
import { expect, test, type Page } from "@playwright/test";
import { newCustomer, signUpThroughForm } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

test.describe("a customer's reviews and profile", () => {
  test("adds a review and sees it on the home page", async ({ page }) => {
    const customer = newCustomer("Jamal Uddin");
    await signUpThroughForm(page, customer);
    await page.goto("/dashboard/myReviews");
    await expect(page.getByRole("heading", { name: "Add a review" })).toBeVisible();
    await page.getByRole("button", { name: "Add Review" }).click();
    await expect(page.getByText(/required/i).first()).toBeVisible();

    const text = `Sturdy hoes, delivered on time to our co-operative in Rangpur. ${Date.now()}`;
    await page.getByLabel("Name").fill("Jamal Uddin");
    await page.getByLabel(/Image/i).fill("https://example.com/jamal.png");
    await page.getByLabel("Ratings").fill("6");
    await page.getByLabel("Description").fill(text);
    await page.getByRole("button", { name: "Add Review" }).click();
    await expect(page.getByText(/5/).filter({ hasText: /most|max|at most|5/i }).first()).toBeVisible();
    await page.getByLabel("Ratings").fill("4");
    await page.getByRole("button", { name: "Add Review" }).click();
    await expect(toast(page, messages.review.added)).toBeVisible();
    await expect(page.getByLabel("Description")).toHaveValue("");

    await page.goto("/");
    const card = page.locator("article, li, div", { hasText: "Jamal Uddin" }).filter({ hasText: "Sturdy hoes" }).last();
    await expect(card).toBeVisible();
    await expect(card).toContainText("Ratings");
  });

  test("adds a profile and then updates it", async ({ page }) => {
    const customer = newCustomer("Farida Yasmin");
    await signUpThroughForm(page, customer);
    await page.goto("/dashboard/myProfile");
    await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
    await expect(page.getByText(customer.email).first()).toBeVisible();
    const form = page.getByRole("form", { name: /Add Your Own Profile/i });
    await form.getByLabel(/Image/i).fill("https://example.com/farida.png");
    await form.getByLabel("Country").fill("Bangladesh");
    await form.getByLabel(/Number|Phone/i).fill("01712345678");
    await form.getByLabel(/LinkedIn/i).fill("https://www.linkedin.com/in/farida");
    await form.getByLabel("Education").fill("BSc in Agronomy");
    await form.getByRole("button").last().click();
    await expect(toast(page, "Successfully added your profile")).toBeVisible();
    await expect(page.getByText("BSc in Agronomy").first()).toBeVisible();

    await page.getByRole("link", { name: "Update" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/upDateProfile$/);
    await expect(page.getByRole("heading", { name: "Update Profile" })).toBeVisible();
    await page.getByLabel("Education").fill("MSc in Agronomy");
    await page.getByRole("button", { name: /Update/ }).click();
    await expect(toast(page, messages.profile.updated)).toBeVisible();
    await page.goto("/dashboard/myProfile");
    await expect(page.getByText("MSc in Agronomy").first()).toBeVisible();
  });
});
