import { paymentMethodLabels } from "@shop/contract";
import { audit } from "./axe";
import { expect, hydrating, test } from "./fixtures";
import { ownAccount, widths } from "./support";

/**
 * Issue 37, "a store owner pays a BDT order with bKash through the stand-in and sees the paid
 * order and its invoice", at 375 px in the Dhaka shop (lane f, which offers bKash and serves its
 * stand-in): the order is placed to be paid online, bKash is chosen on the payment page, the
 * stand-in's hosted page is paid, and bKash's callback brings the buyer back to the order, paid
 * (the server executed and queried the payment before it counted it) with its invoice.
 */
const TOOL = "Pitchfork";

test("a store owner pays a BDT order with bKash and sees it paid with its invoice", async ({ browser }) => {
  test.slow();
  const found: string[] = [];
  const person = await ownAccount(browser, "Sonali Krishi Ghar", { context: { viewport: widths.narrow }, page: hydrating });
  const buyer = person.page;
  const context = buyer.context();

  await buyer.goto("/tools");
  const toolPath = await buyer.locator("article", { hasText: TOOL }).first().getByRole("link", { name: /Buy Now/ }).getAttribute("href");
  await buyer.goto(toolPath ?? "/tools");
  await buyer.getByLabel("Address").fill("Holding 7, College Road, Rangpur");
  await buyer.getByLabel("Number").fill("+880 1911 000000");
  // Paid online: not cash, not a deposit.
  const choice = buyer.getByRole("group", { name: "How will you pay?" });
  await choice.getByRole("radio", { name: /^Pay now/ }).check();
  await buyer.getByRole("button", { name: "Place Order" }).click();
  await buyer.getByRole("link", { name: "Pay now" }).click();
  await expect(buyer).toHaveURL(/\/dashboard\/payment\//);
  const orderId = new URL(buyer.url()).pathname.split("/").at(-1) ?? "";

  // bKash, chosen on the payment page: its button takes the buyer to bKash's page (the stand-in).
  // The methods are buttons that hold a visually hidden radio: the buyer clicks the button.
  const methods = buyer.getByRole("group", { name: "Payment method" });
  await methods.getByText(paymentMethodLabels.bkash, { exact: true }).click();
  await expect(methods.getByRole("radio", { name: paymentMethodLabels.bkash })).toBeChecked();
  await audit(buyer, "", /^Hello, /, found);
  await buyer.setViewportSize(widths.narrow);
  await buyer.getByRole("button", { name: "Pay with bKash" }).click();
  await expect(buyer.getByRole("heading", { level: 1, name: /bKash/ })).toBeVisible();
  await buyer.getByRole("group", { name: "Outcome of the payment" }).getByRole("button", { name: /^Pay / }).click();

  // bKash calls back; the shop executes and queries the payment, then shows the order paid.
  await expect(buyer).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  const payment = buyer.getByRole("region", { name: "Payment" });
  await expect(payment.getByText(paymentMethodLabels.bkash, { exact: true })).toBeVisible();
  await expect(buyer.getByText(/^Invoice INV-/)).toBeVisible();
  const invoice = await buyer.request.get(`/api/orders/${orderId}/invoice.pdf`, {
    headers: person.auth,
  });
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()["content-type"]).toBe("application/pdf");
  expect(found).toEqual([]);
  await context.close();
});
