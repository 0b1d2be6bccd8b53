import { messages } from "@shop/contract";
import { expect, test, type Page } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { expectSignedIn, logInThroughForm, newCustomer, signOut, signUpThroughApi, widths } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

test.describe("a customer's reviews and profile", () => {
  test("adds a review, replaces it, sees it on the home page; an admin deletes it", async ({ page }) => {
    const customer = newCustomer("Jamal Uddin");
    await signUpThroughApi(page, customer);
    await page.goto("/dashboard/myReviews");
    await expect(page.getByRole("heading", { name: "Add a review" })).toBeVisible();
    await page.getByRole("button", { name: "Add Review" }).click();
    await expect(page.getByText(/required/i).first()).toBeVisible();

    const text = `Sturdy hoes, delivered on time to our co-operative in Rangpur. ${Date.now()}`;
    await page.getByLabel("Name").fill("Jamal Uddin");
    await page.getByLabel(/Image/i).fill("https://tracker.example.org/jamal.png");
    await page.getByLabel("Ratings").fill("6");
    await page.getByLabel("Description").fill(text);
    await page.getByRole("button", { name: "Add Review" }).click();
    await expect(page.getByText("Ratings must be at most 5")).toBeVisible();
    await page.getByLabel("Ratings").fill("4");
    // The server takes pictures only from the shop itself (or IMAGE_HOSTS): no tracking pixels on the home page.
    await page.getByRole("button", { name: "Add Review" }).click();
    await expect(page.getByText("Image URL must be an image from this shop")).toBeVisible();
    await page.getByLabel(/Image/i).fill("/images/reviewers/reviewer-2.svg");
    await page.getByRole("button", { name: "Add Review" }).click();
    await expect(toast(page, messages.review.added)).toBeVisible();
    await expect(page.getByLabel("Description")).toHaveValue("");

    // One review per customer: a second one replaces the first.
    await expect(toast(page, messages.review.added)).toHaveCount(0);
    const changed = `Changed after a second season: the handles held. ${Date.now()}`;
    await page.getByLabel("Name").fill("Jamal Uddin");
    await page.getByLabel(/Image/i).fill("/images/reviewers/reviewer-2.svg");
    await page.getByLabel("Ratings").fill("5");
    await page.getByLabel("Description").fill(changed);
    await page.getByRole("button", { name: "Add Review" }).click();
    await expect(toast(page, messages.review.added)).toBeVisible();

    await page.goto("/");
    const cards = page.getByRole("article").filter({ hasText: "Jamal Uddin" });
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(changed.slice(0, 40));
    await expect(cards).toContainText("Ratings: 5");
    await expect(cards.getByRole("img", { name: "Jamal Uddin" })).toHaveAttribute("src", "/images/reviewers/reviewer-2.svg");
    await expect(page.getByText(text.slice(0, 40))).toHaveCount(0);

    await signOut(page);
    await page.goto("/login");
    await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
    await expectSignedIn(page);
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Manage Reviews" }).click();
    await expect(page).toHaveURL(/\/dashboard\/manageReviews$/);
    await expect(page.getByRole("heading", { level: 1, name: "Manage Reviews" })).toBeVisible();
    await page.getByRole("button", { name: "Delete the review by Jamal Uddin" }).click();
    const dialog = page.getByRole("dialog", { name: messages.confirmDelete });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, messages.review.deleted)).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete the review by Jamal Uddin" })).toHaveCount(0);
    for (const viewport of Object.values(widths)) {
      await page.setViewportSize(viewport);
      await expect(page.getByRole("heading", { level: 1, name: "Manage Reviews" })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `Manage Reviews scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
    }

    await page.goto("/");
    await expect(page.getByRole("heading", { name: /customers say/i })).toBeVisible();
    await expect(page.getByText("Ratings").first()).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: "Jamal Uddin" })).toHaveCount(0);
  });

  test("adds a profile and then updates it", async ({ page }) => {
    const customer = newCustomer("Farida Yasmin");
    await signUpThroughApi(page, customer);
    await page.goto("/dashboard/myProfile");
    await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
    await expect(page.getByText(customer.email).first()).toBeVisible();
    const form = page.getByRole("form", { name: /Add Your Own Profile/i });
    await form.getByLabel(/Image/i).fill("https://example.com/farida.png");
    await form.getByLabel("Country").fill("Bangladesh");
    await form.getByLabel("Phone number").fill("01712345678");
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
