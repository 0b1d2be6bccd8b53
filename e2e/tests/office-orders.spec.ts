import { readFileSync } from "node:fs";
import { destinationLines, messages, orderDetailSchema, orderNumber, orderOfficeMessages, orderStatusLabels, shippingMethodText } from "@shop/contract";
import { expect, test, type Page, hydrating } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { latestMail } from "./mailbox";

/** Manage All Orders' search box (its label says what it finds). */
const orderSearchLabel = "Search by order number or email";
import { expectSignedIn, logInThroughForm, lookAt, newCustomer, payWithTestCard, signUpThroughApi, widths } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const ADDRESS = "42 Tracking Lane, Millbrook";

/** A second paid order, placed and paid through the API with the buyer's own token (the form was shown once already). */
async function paidOrderThroughApi(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem("accessToken"));
  const headers = { authorization: `Bearer ${token}` };
  const tools = (await (await page.request.get("/api/tools")).json()) as { _id: string; name: string }[];
  const hoe = tools.find((tool) => tool.name === "Garden Hoe");
  const placed = await page.request.post("/api/orders", { headers, data: { name: "Second Order", phone: "0123456789", address: ADDRESS, productId: hoe?._id } });
  const orderId = ((await placed.json()) as { insertedId: string }).insertedId;
  const intent = (await (await page.request.post("/api/create-payment-intent", { headers, data: { orderId } })).json()) as { clientSecret: string };
  const confirm = await page.request.post("/api/payments/test/confirm", {
    headers,
    data: { clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
  });
  const { transactionId } = (await confirm.json()) as { transactionId: string };
  expect((await page.request.patch(`/api/orders/${orderId}`, { headers, data: { orderId, transactionId } })).ok()).toBe(true);
  return orderId;
}

test("the office finds, ships and refunds orders; the buyer sees the tracking and downloads the invoice", async ({ page, browser }) => {
  // Two people and two orders in one journey: about 20 s alone, more on a shared CI box.
  // A long journey: three times the suite's time limit.
  test.slow();
  const buyer = newCustomer("Tracking Buyer");
  await signUpThroughApi(page, buyer);
  await page.goto("/tools");
  await page.locator("article", { hasText: "Garden Hoe" }).getByRole("link", { name: /Buy Now/ }).click();
  await page.getByLabel("Address").fill(ADDRESS);
  await page.getByLabel("Number").fill("01811111111");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(page, messages.order.placed)).toBeVisible();
  await page.goto("/dashboard");
  await page.getByRole("row", { name: /Garden Hoe/ }).first().getByRole("link", { name: "Pay" }).click();
  await payWithTestCard(page);
  const refundable = await paidOrderThroughApi(page);

  const office = hydrating(await (await browser.newContext()).newPage());
  await office.goto("/login");
  await logInThroughForm(office, e2eAdmin.email, e2eAdmin.password);
  await expectSignedIn(office);
  await expect(office).not.toHaveURL(/\/login/);
  // Issue 35: a shop admin with no page to return to lands on the dashboard, not the shop window;
  // the first Tab reaches "Skip to content", which moves the focus past the navigation.
  await expect(office).toHaveURL(/\/dashboard$/);
  // From the page's start (the login form that held the focus is gone).
  await office.reload();
  await office.keyboard.press("Tab");
  await expect(office.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await office.keyboard.press("Enter");
  await expect(office.getByRole("main")).toBeFocused();
  await office.goto("/dashboard/manageAllOrders");
  const table = office.getByRole("table", { name: "All orders" });
  const rows = table.getByRole("row");
  const search = office.getByLabel(orderSearchLabel);
  // A status applies as it is chosen, as the catalogue's filters do: no Search pressed.
  await office.getByLabel("Status").selectOption({ label: orderStatusLabels.paid });
  await expect(office).toHaveURL(/status=paid/);
  await expect(table.getByText(orderStatusLabels.paid, { exact: true }).first()).toBeVisible();
  await expect(table.getByText(orderStatusLabels.unpaid, { exact: true })).toHaveCount(0);
  // Found by the number every page shows, typed with its "#", submitted with Enter.
  const number = orderNumber(refundable);
  await search.fill(`#${number}`);
  await search.press("Enter");
  await expect(office).toHaveURL(/q=%23/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole("link", { name: new RegExp(`^Open order ${number}`) })).toBeVisible();
  // And by a part of the buyer's email.
  await search.fill(buyer.email.split("@")[0]?.slice(-6) ?? "");
  await office.getByRole("button", { name: "Search" }).click();
  await expect(rows).toHaveCount(3);
  await office.getByLabel("Status").selectOption({ label: "All statuses" });
  await expect(office).not.toHaveURL(/status=/);
  await search.fill(buyer.email);
  await office.getByRole("button", { name: "Search" }).click();
  await expect(office).toHaveURL(/q=/);
  await expect(rows).toHaveCount(3);
  // Issue 35: at 375 px the orders stack into cards: the page does not scroll sideways, and
  // every price, date and status is whole within the screen (they hid under the pinned columns).
  await office.setViewportSize(widths.narrow);
  await lookAt(office, test.info().outputPath("manage-all-orders-375.png"));
  expect(await office.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  for (const cell of await table.locator("tbody [data-label]").all()) {
    const box = await cell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= widths.narrow.width, `${await cell.getAttribute("data-label")} within the screen`).toBe(true);
  }
  await office.setViewportSize(widths.wide);

  // The order paid through the form: opened from its row, it shows where it goes.
  const formRow = office.getByRole("row", { name: /Tracking Buyer/ });
  await formRow.getByRole("link", { name: /Open order/ }).click();
  await expect(office).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]+$/);
  // Issue 26: the whole destination and the shipping method with its estimate, as the order kept them.
  const officeToken = await office.evaluate(() => window.localStorage.getItem("accessToken"));
  const formOrder = orderDetailSchema.parse(await (await office.request.get(`/api/orders/${office.url().split("/").at(-1) ?? ""}`, { headers: { authorization: `Bearer ${officeToken}` } })).json());
  const destination = [...destinationLines(formOrder), shippingMethodText(formOrder.bill?.shipping?.method ?? "", formOrder.bill?.shipping?.estimate)];
  expect(destination).toEqual(expect.arrayContaining(["Tracking Buyer", ADDRESS, "Bangladesh"]));
  for (const part of destination) await expect(office.getByRole("region", { name: "Shipment" })).toContainText(part);
  await office.getByRole("button", { name: /Mark shipped/ }).click();
  const ship = office.getByRole("dialog", { name: orderOfficeMessages.shipConfirm });
  for (const part of destination) await expect(ship).toContainText(part);
  // What goes out, line by line: the tool, its quantity, unit price and line total.
  const hoe = ship.getByRole("row", { name: /Garden Hoe/ });
  await expect(hoe).toContainText("$9.90");
  await expect(hoe).toContainText("150");
  await expect(hoe).toContainText("$1,485.00");
  await ship.getByLabel("Carrier").fill("DHL");
  await ship.getByLabel("Tracking number").fill("JD014600006");
  await ship.getByRole("button", { name: "Mark shipped" }).click();
  await expect(toast(office, messages.order.shipped)).toBeVisible();
  await expect(office.getByRole("region", { name: "Shipment" })).toContainText("JD014600006");
  const shippedUrl = office.url();

  // The other paid order is cancelled with a refund, after the confirmation.
  await office.goto(`/dashboard/orders/${refundable}`);
  await office.getByRole("button", { name: /Cancel with refund/ }).click();
  const refund = office.getByRole("dialog", { name: orderOfficeMessages.refundConfirm });
  await expect(refund.getByRole("row", { name: /Garden Hoe/ })).toContainText("$1,485.00");
  await refund.getByLabel("Reason for the refund").fill("Hail damaged the handles");
  await refund.getByRole("button", { name: "Cancel with refund" }).click();
  await expect(toast(office, orderOfficeMessages.refunded)).toBeVisible();
  await expect(office.getByRole("region", { name: "Payment" })).toContainText("Refunded");
  await expect(office.getByRole("region", { name: "Payment" })).toContainText("Hail damaged the handles");
  // A cancelled order is not "not shipped yet": nothing will be.
  await expect(office.getByRole("region", { name: "Shipment" })).not.toContainText("Not shipped yet");

  // Issue 26: at 375 px each order number stays clear of the pinned Status column, the widest
  // status ("Cancelled") included.
  await office.goto(`/dashboard/manageAllOrders?q=${encodeURIComponent(buyer.email)}`);
  const wide = office.viewportSize();
  await office.setViewportSize(widths.narrow);
  await expect(rows).toHaveCount(3);
  await expect(table.getByText(orderStatusLabels.cancelled, { exact: true })).toBeVisible();
  for (const row of (await rows.all()).slice(1)) {
    const link = await row.getByRole("link", { name: /^Open order/ }).boundingBox();
    const status = await row.getByRole("cell").nth(6).boundingBox();
    expect(link && status && link.x + link.width <= status.x, `order number ${JSON.stringify(link)} under Status ${JSON.stringify(status)}`).toBe(true);
  }
  if (wide) await office.setViewportSize(wide);

  await page.goto(new URL(shippedUrl).pathname);
  await expect(page.getByRole("region", { name: "Shipment" })).toContainText("DHL");
  await expect(page.getByRole("region", { name: "Shipment" })).toContainText("JD014600006");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download invoice" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
  expect(readFileSync(await file.path()).subarray(0, 5).toString()).toBe("%PDF-");

  // Each step reached the buyer by email, through the test's SMTP server.
  await latestMail(buyer.email, /^Order \S+ placed/);
  await latestMail(buyer.email, /^Payment received for order/);
  expect((await latestMail(buyer.email, /^Order \S+ shipped/)).text).toContain("Tracking number: JD014600006");
  await latestMail(buyer.email, /^Order \S+ cancelled and refunded/);
});
