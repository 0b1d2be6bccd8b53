import { messages, requiredMessage, toolFormLabels } from "@shop/contract";
import { expect, test, type Page } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { expectSignedIn, logInThroughForm, newCustomer, signOut, signUpThroughApi } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

async function logInAsAdmin(page: Page) {
  await page.goto("/login");
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(page);
}

async function confirmDelete(page: Page) {
  const dialog = page.getByRole("dialog", { name: messages.confirmDelete });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
}

test.describe("an admin runs the shop", () => {
  test("a customer who types an admin URL is refused", async ({ page }) => {
    await signUpThroughApi(page, newCustomer("Curious Customer"));
    await page.goto("/dashboard");
    const menu = page.getByRole("navigation", { name: /Dashboard/i });
    await expect(menu.getByRole("link", { name: "My orders" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "All Users" })).toHaveCount(0);
    for (const path of ["/dashboard/makeAdmin", "/dashboard/addProduct", "/dashboard/manageAllOrders", "/dashboard/manageProducts", "/dashboard/manageReviews"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    }
  });

  test("adds a product that appears on /tools, then deletes it", async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto("/dashboard/addProduct");
    await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
    // An empty form is refused in the page: each field says why, and nothing is added.
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByText(requiredMessage(toolFormLabels.name))).toBeVisible();
    await expect(page.getByLabel(toolFormLabels.name)).toHaveAttribute("aria-invalid", "true");
    await expect(toast(page, messages.admin.productAdded)).toHaveCount(0);
    const name = `Bamboo Hay Rake ${Date.now() % 100000}`;
    await page.getByLabel("Product img Url").fill("/images/tools/leaf-rake.svg");
    await page.getByLabel("Product Name").fill(name);
    await page.getByLabel("Description", { exact: true }).fill("Light bamboo rake for hay and straw.");
    await page.getByLabel("Min : O/Q").fill("120");
    await page.getByLabel("In-Stock Qty").fill("800");
    await page.getByLabel("Price").fill("6.75");
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(toast(page, messages.admin.productAdded)).toBeVisible();
    await expect(page.getByLabel("Product Name")).toHaveValue("");

    await page.goto("/tools");
    const card = page.locator("article", { hasText: name });
    await expect(card).toContainText("$6.75");

    await page.goto("/dashboard/manageProducts");
    await expect(page.getByRole("heading", { name: "Manage Products" })).toBeVisible();
    await page.getByRole("row", { name: new RegExp(name) }).getByRole("button", { name: "Delete" }).click();
    await confirmDelete(page);
    await expect(toast(page, messages.admin.productDeleted)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
    await page.goto("/tools");
    await expect(page.getByRole("heading", { name: "Our Tools" })).toBeVisible();
    await expect(page.locator("article", { hasText: name })).toHaveCount(0);
  });

  test("makes a customer admin, deletes a user and deletes an order", async ({ page }) => {
    const promoted = newCustomer("Promoted Person");
    const leaving = newCustomer("Leaving Person");
    await signUpThroughApi(page, promoted);
    await signOut(page);
    await signUpThroughApi(page, leaving);
    await page.goto("/tools");
    await page.locator("article", { hasText: "Garden Hoe" }).getByRole("link", { name: /Buy Now/ }).click();
    await page.getByLabel("Address").fill("7 River Road");
    await page.getByLabel("Number").fill("01811111111");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(toast(page, messages.order.placed)).toBeVisible();
    await signOut(page);

    await logInAsAdmin(page);
    await page.goto("/dashboard/makeAdmin");
    await expect(page.getByRole("heading", { name: "All Users" })).toBeVisible();
    const promotedRow = page.getByRole("row", { name: new RegExp(promoted.email) });
    await promotedRow.getByRole("button", { name: "Make Admin" }).click();
    await expect(toast(page, messages.admin.made)).toBeVisible();
    await expect(promotedRow.getByRole("button", { name: "Make Admin" })).toHaveCount(0);

    const leavingRow = page.getByRole("row", { name: new RegExp(leaving.email) });
    await leavingRow.getByRole("button", { name: "Delete User" }).click();
    await confirmDelete(page);
    await expect(toast(page, "Successfully deleted the user")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(leaving.email) })).toHaveCount(0);

    await page.goto("/dashboard/manageAllOrders");
    await expect(page.getByRole("heading", { name: "Manage All Orders" })).toBeVisible();
    const orderRow = page.getByRole("row", { name: new RegExp(leaving.email) }).first();
    await expect(orderRow).toContainText("Pending");
    await orderRow.getByRole("button", { name: "Delete" }).click();
    await confirmDelete(page);
    await expect(toast(page, messages.order.deleted)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(leaving.email) })).toHaveCount(0);

    await page.goto("/dashboard/makeAdmin");
    const demotedRow = page.getByRole("row", { name: new RegExp(promoted.email) });
    await expect(page.getByRole("row", { name: new RegExp(e2eAdmin.email) }).getByRole("button", { name: "Remove Admin" })).toHaveCount(0);
    await demotedRow.getByRole("button", { name: "Remove Admin" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove this admin?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Remove Admin" }).click();
    await expect(toast(page, messages.admin.removed)).toBeVisible();
    await expect(demotedRow.getByRole("button", { name: "Make Admin" })).toBeVisible();
    await expect(demotedRow.getByRole("button", { name: "Remove Admin" })).toHaveCount(0);
  });

  // The admin pages at 375 and 1280 px (no sideways scrolling, actions in view) are checked
  // with axe in accessibility.spec.ts.
});
