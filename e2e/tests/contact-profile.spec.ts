import { businessDetailsTexts, contactMessages, messages } from "@shop/contract";
import { expect, test, type Page } from "./fixtures";
import { newCustomer, signUpThroughApi } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

test.describe("business profile, Contact page and newsletter", () => {
  test("a buyer saves the business details alone, and the order form is prefilled from them", async ({ page }) => {
    const customer = newCustomer("Rafiq Hasan");
    await signUpThroughApi(page, customer);
    await page.goto("/dashboard/myProfile");
    // Issue 20, item 16: the business details have a form and a Save of their own, saved without
    // the spec's profile (whose form requires image, LinkedIn, education and country).
    const business = page.getByRole("form", { name: businessDetailsTexts.heading });
    await business.getByLabel("Company name").fill("Hasan Agro Ltd");
    await business.getByLabel("VAT ID").fill("BD-000123456-0101");
    await business.getByLabel("Default shipping address").fill("Warehouse 4, Rangpur Road, Bogura");
    await business.getByLabel("Delivery phone").fill("+880 1811 222333");
    await business.getByRole("button", { name: businessDetailsTexts.save }).click();
    await expect(business.getByRole("status")).toHaveText(businessDetailsTexts.saved);
    // Nothing else was saved: there is still no profile card, and the spec's form waits for one.
    await expect(page.getByText("You have not added a profile yet.")).toBeVisible();
    await page.reload();
    await expect(business.getByLabel("Company name")).toHaveValue("Hasan Agro Ltd");

    await page.goto("/tools");
    await page.getByRole("link", { name: /Buy Now/ }).first().click();
    await expect(page.getByRole("heading", { name: /^Purchase by / })).toBeVisible();
    await expect(page.getByLabel("Address")).toHaveValue("Warehouse 4, Rangpur Road, Bogura");
    await expect(page.getByLabel("Number")).toHaveValue("+880 1811 222333");

    // The spec's profile, added afterwards with its own six fields, shows the business details too.
    await page.goto("/dashboard/myProfile");
    const form = page.getByRole("form", { name: "Add Your Own Profile" });
    await form.getByLabel("Image URL").fill("https://example.com/rafiq.png");
    await form.getByLabel("Country").fill("Bangladesh");
    await form.getByLabel("Phone number").fill("01712345678");
    await form.getByLabel("LinkedIn profile").fill("https://www.linkedin.com/in/rafiq");
    await form.getByLabel("Education").fill("Diploma in Agriculture");
    await expect(form.getByLabel("Company name")).toHaveCount(0);
    await form.getByRole("button", { name: "Add Profile" }).click();
    await expect(toast(page, messages.profile.added)).toBeVisible();
    await expect(page.getByRole("article").getByText("Hasan Agro Ltd")).toBeVisible();
    // One profile per account: the add form is gone, Update changes the one there is.
    await expect(page.getByRole("form", { name: "Add Your Own Profile" })).toHaveCount(0);

    // Without a delivery phone, the order form takes the profile's phone number.
    await business.getByLabel("Delivery phone").fill("");
    await business.getByRole("button", { name: businessDetailsTexts.save }).click();
    await expect(business.getByRole("status")).toHaveText(businessDetailsTexts.saved);
    await page.goto("/tools");
    await page.getByRole("link", { name: /Buy Now/ }).first().click();
    await expect(page.getByLabel("Address")).toHaveValue("Warehouse 4, Rangpur Road, Bogura");
    await expect(page.getByLabel("Number")).toHaveValue("01712345678");
  });

  test("a visitor writes to the office from the Contact page and subscribes in the footer", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Contact" }).locator("visible=true").first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(page.getByText("AgroForge").first()).toBeVisible();

    const form = page.getByRole("form", { name: "Write to our office" });
    await form.getByLabel("Your name").fill("Nusrat Jahan");
    await form.getByLabel("Your email").fill("nusrat@example.com");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Message is required")).toBeVisible();
    await form.getByLabel("Message").fill("Do you sell replacement handles for the garden hoe?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: contactMessages.sent })).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue("");

    const newsletter = page.getByRole("form", { name: "Newsletter" });
    await newsletter.getByLabel("Subscribe to our newsletter").fill(`grower.${Date.now()}@example.com`);
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByRole("status")).toHaveText(contactMessages.subscribeRequested);
  });
});
