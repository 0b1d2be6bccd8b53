import { bulkMessages, cartMessages, messages } from "@shop/contract";
import { expect, quiet, test, type Page } from "./fixtures";
import { lookAt, newCustomer, signUpThroughApi, widths } from "./support";

/** The toast of a sonner Toaster, by its text. */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

async function openPurchasePage(page: Page, toolName: string) {
  await page.goto("/tools");
  await page.locator("article", { hasText: toolName }).first().getByRole("link", { name: /Buy Now/ }).click();
  await expect(page.getByRole("heading", { name: `Purchase by ${toolName}` })).toBeVisible();
}

async function placeOrder(page: Page, quantity?: number) {
  if (quantity !== undefined) {
    await page.getByLabel("Quantity").fill(String(quantity));
    await page.getByRole("button", { name: "Set Quantity" }).click();
    await expect(toast(page, messages.quantity.ok)).toBeVisible();
  }
  await page.getByLabel("Address").fill("12 Mill Road, Bogura");
  await page.getByLabel("Number").fill("+880 1712 345678");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(page, messages.order.placed)).toBeVisible();
}

async function payWithCard(page: Page, cardNumber: string) {
  await expect(page.getByText("Test mode")).toBeVisible();
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  const pay = page.getByRole("button", { name: "Pay", exact: true });
  await expect(pay).toBeEnabled();
  await pay.click();
}

test.describe("a customer buys, pays and cancels", () => {
  test("sets a quantity (all three toasts), orders, pays with the test card and sees Paid", async ({ page }, info) => {
    const customer = newCustomer("Rafiq Chowdhury");
    await signUpThroughApi(page, customer);
    await openPurchasePage(page, "Pitchfork");
    await expect(page.getByText(customer.email).first()).toBeVisible();

    const quantity = page.getByLabel("Quantity");
    // At 375 px Set Quantity sits under the field: leaving the field for it must not say the
    // field's reason before the click lands, which pushed the button from under the pointer (issue 26).
    await page.setViewportSize(widths.narrow);
    await quantity.fill("99999");
    await page.getByRole("button", { name: "Set Quantity" }).click();
    await expect(toast(page, messages.quantity.tooMany)).toBeVisible();
    await quantity.fill("50");
    await page.getByRole("button", { name: "Set Quantity" }).click();
    await expect(toast(page, "please set at least 100")).toBeVisible();
    await quantity.fill("150");
    await page.getByRole("button", { name: "Set Quantity" }).click();
    await expect(toast(page, messages.quantity.ok)).toBeVisible();
    await page.setViewportSize(widths.wide);
    // The box keeps the quantity the price uses (issue 26).
    await expect(quantity).toHaveValue("150");
    await expect(page.getByText("$2,175.00").first()).toBeVisible();

    await expect(page.getByLabel("Email")).toHaveValue(customer.email);
    await expect(page.getByLabel("Email")).not.toBeEditable();
    await expect(page.getByLabel("Product Name")).toHaveValue("Pitchfork");
    await lookAt(page, info.outputPath("purchase-1280.png"));
    await placeOrder(page);
    // The form gives way to the success box, so the same order is not placed twice by mistake.
    await expect(page.getByRole("status").filter({ hasText: /order no\. [0-9A-F]{8}/ })).toBeFocused();
    await expect(page.getByRole("button", { name: "Place Order" })).toHaveCount(0);

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "My orders" })).toBeVisible();
    const row = page.getByRole("row", { name: /Pitchfork/ }).first();
    await expect(row).toContainText("$2,175.00");
    await row.getByRole("link", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`Hello, ${customer.name}`)).toBeVisible();
    await lookAt(page, info.outputPath("payment-1280.png"));

    await payWithCard(page, "4242 4242 4242 4242");
    await expect(page.getByText(messages.payment.completed)).toBeVisible();
    const transaction = await page.getByText(/txn_test_\w+/).first().textContent();
    const transactionId = /txn_test_\w+/.exec(transaction ?? "")?.[0];
    expect(transactionId).toBeTruthy();

    await page.goto("/dashboard");
    const paidRow = page.getByRole("row", { name: /Pitchfork/ }).first();
    await expect(paidRow).toContainText("Paid");
    await expect(paidRow).toContainText(transactionId ?? "missing");
    await expect(paidRow.getByRole("button", { name: "Cancel" })).toHaveCount(0);
    await lookAt(page, info.outputPath("my-orders-1280.png"));
  });

  test("a declined card shows its message in red; an unpaid order is cancelled after the confirmation", async ({ page }) => {
    const customer = newCustomer("Selina Akter");
    await signUpThroughApi(page, customer);
    await openPurchasePage(page, "Spade");
    await placeOrder(page);
    await page.goto("/dashboard");
    await page.getByRole("row", { name: /Spade/ }).first().getByRole("link", { name: "Pay" }).click();
    await payWithCard(page, "4000 0000 0000 0002");
    const declined = page.getByText("Your card was declined.");
    await expect(declined).toBeVisible();
    await expect(declined).toHaveClass(/text-error/);

    await page.goto("/dashboard");
    const row = page.getByRole("row", { name: /Spade/ }).first();
    await expect(row.getByRole("link", { name: "Pay" })).toBeVisible();
    await row.getByRole("button", { name: "Cancel" }).click();
    const dialog = page.getByRole("dialog", { name: messages.confirmDelete });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: /Delete|Cancel order|Yes/ }).click();
    await expect(toast(page, messages.order.cancelled)).toBeVisible();
    // The cancelled order stays in My orders, marked so, with nothing left to pay.
    await expect(row).toContainText("Cancelled");
    await expect(row.getByRole("link", { name: "Pay" })).toHaveCount(0);
  });

  test("the purchase, payment and My orders pages fit a 375 px screen (screenshots)", async ({ page }, info) => {
    await page.setViewportSize(widths.narrow);
    await signUpThroughApi(page, newCustomer("Narrow Screen"));
    await openPurchasePage(page, "Sickle");
    await lookAt(page, info.outputPath("purchase-375.png"));
    await placeOrder(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "My orders" })).toBeVisible();
    await lookAt(page, info.outputPath("my-orders-375.png"));
    await page.getByRole("link", { name: "Pay" }).first().click();
    await expect(page.getByLabel("Card number")).toBeVisible();
    await lookAt(page, info.outputPath("payment-375.png"));
    for (const path of ["/dashboard", page.url()]) {
      await page.goto(path);
      await quiet(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
  });

  test("a three-tool cart shows each line with its own quantity, unit price and line total on the payment page, the order page and My orders, at 375, 768 and 1280 px", async ({ page }, info) => {
    // A long journey: three times the suite's time limit.
    test.slow();
    await page.setViewportSize(widths.wide);
    await signUpThroughApi(page, newCustomer("Carla Cart"));
    // Each tool at its minimum: 100 Pitchforks at $14.50, 200 Spades at $12.75, 300 Sickles at $4.50.
    const lines = [
      { tool: "Pitchfork", quantity: "100", unit: "$14.50", total: "$1,450.00" },
      { tool: "Spade", quantity: "200", unit: "$12.75", total: "$2,550.00" },
      { tool: "Sickle", quantity: "300", unit: "$4.50", total: "$1,350.00" },
    ];
    await page.goto("/tools");
    for (const { tool } of lines) {
      await page.getByRole("button", { name: cartMessages.addToolToCart(tool) }).click();
      await expect(toast(page, bulkMessages.addedToCart(tool))).toBeVisible();
    }
    await page.getByRole("link", { name: cartMessages.link(3) }).click();
    await page.getByLabel("Phone").fill("+880 1712 345678");
    await page.getByLabel("Address").fill("12 Mill Road, Bogura");
    await page.getByRole("button", { name: cartMessages.placeOrder }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\//);
    const orderId = page.url().split("/").pop() ?? "";

    /** The lines table of the page: one row per tool with its quantity, unit price and line total, then the total. */
    const expectLines = async (where: string) => {
      const table = page.getByRole("table", { name: /^Lines of order/ });
      for (const { tool, quantity, unit, total } of lines) {
        const row = table.getByRole("row", { name: new RegExp(tool) });
        await expect(row, `${tool} on ${where}`).toContainText(unit);
        await expect(row).toContainText(total);
        await expect(row).toContainText(quantity);
      }
      // Issue 21: the bill under the lines, with the demo's home VAT of 15 % on each line (the van ships free above $1,000).
      const bill = page.getByLabel(/^Bill: order/);
      await expect(bill).toContainText("$5,350.00");
      await expect(bill).toContainText("VAT 15%");
      await expect(bill).toContainText("$6,152.50");
    };
    // Issue 26: the next step takes the focus from the gone Place order button, not the page's body.
    await expect(page.getByRole("heading", { name: "Hello, Carla Cart" })).toBeFocused();
    await expectLines("the payment page");
    await expect(page.getByText("Please pay:", { exact: false })).toContainText("$6,152.50");
    // Not the summary's "Quantity: 600 × $14.50" of one unit price for three tools.
    await expect(page.getByText(/600 × \$14\.50/)).toHaveCount(0);

    for (const viewport of [widths.narrow, { width: 768, height: 1024 }, widths.wide]) {
      await page.setViewportSize(viewport);
      const total = page.getByRole("table", { name: /^Lines of order/ }).getByRole("row").last().getByRole("cell").last();
      await total.scrollIntoViewIfNeeded();
      await expect(total).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `payment page at ${viewport.width} px`).toBeLessThanOrEqual(0);
      await lookAt(page, info.outputPath(`cart-payment-${viewport.width}.png`));
    }
    await payWithCard(page, "4242 4242 4242 4242");
    await expect(page.getByText(messages.payment.completed)).toBeVisible();

    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(page.getByRole("region", { name: "Items" })).toBeVisible();
    await expectLines("the order page");
    for (const viewport of [widths.narrow, { width: 768, height: 1024 }, widths.wide]) {
      await page.setViewportSize(viewport);
      // The total stays in view on a phone: no column of the lines is cut off.
      const total = page.getByRole("region", { name: "Items" }).getByRole("row").last().getByRole("cell").last();
      await total.scrollIntoViewIfNeeded();
      await expect(total).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `order page at ${viewport.width} px`).toBeLessThanOrEqual(0);
      await lookAt(page, info.outputPath(`cart-order-${viewport.width}.png`));
    }

    await page.goto("/dashboard");
    const row = page.getByRole("row", { name: /Pitchfork/ });
    // Each line: the tool, its SKU (issue 21), then quantity × unit price = line total.
    for (const { tool, quantity, unit, total } of lines) await expect(row).toContainText(new RegExp(`${tool} SKU [A-Z0-9-]+ ?${quantity} × \\${unit} = \\${total}`));
    await expect(row).toContainText("$6,152.50");
    await expect(row).toContainText("Paid");
    for (const viewport of [widths.narrow, { width: 768, height: 1024 }, widths.wide]) {
      await page.setViewportSize(viewport);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `My orders at ${viewport.width} px`).toBeLessThanOrEqual(0);
      // Every order's Payment column in view, or the table says it scrolls.
      const frame = page.getByRole("region", { name: "Your orders, newest first" });
      if (await frame.isVisible()) {
        const overflows = await frame.evaluate((element) => element.scrollWidth > element.clientWidth);
        if (overflows) await expect(page.getByText(/scroll it sideways/)).toBeVisible();
        else await expect(page.getByRole("columnheader", { name: "Cancelling" })).toBeInViewport({ ratio: 1 });
      }
      await lookAt(page, info.outputPath(`cart-my-orders-${viewport.width}.png`));
    }
  });
});
