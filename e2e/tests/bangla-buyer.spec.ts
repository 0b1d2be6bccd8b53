import { inflateSync } from "node:zlib";
import { messages, orderEmailTexts, orderFormTexts, orderPageTexts, paymentChoiceTexts, paymentMethodLabels, paymentPageTexts, signUpPageTexts, toolCardWords, verifyEmailTexts } from "@shop/contract";
import { inBangla } from "@shop/contract/testing";
import { expect, hydrating, test } from "./fixtures";
import { latestMail, linkIn, pathOf } from "./mailbox";
import { newCustomer, widths } from "./support";

/** A PDF's objects as text, its compressed streams (object streams among them) inflated. */
function pdfObjects(pdf: Buffer): string {
  const text = pdf.toString("latin1");
  const parts = [text];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf("endstream", start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString("latin1"));
    } catch {
      // Not a deflated stream (an image, a font program): nothing to read in it.
    }
  }
  return parts.join("\n");
}

/** A subject made by `subject` as a pattern: its words fixed, what it is given (a shop's name, an order's number) any text. */
function subjectPattern(subject: (...values: string[]) => string): RegExp {
  const marker = "\u0000";
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${subject(marker, marker).split(marker).map(escape).join(".+")}$`);
}

/**
 * Issue 38's "Done when": a buyer signs up, orders and pays in Bangla and receives Bangla emails
 * and a Bangla invoice. In the Dhaka shop (lane f: taka, bKash and its stand-in), at 375 px,
 * everything through the Bangla pages and their words: the sign-up form, the verification email's
 * /bn link, the tool page, bKash on the payment page, the paid order, its email and its invoice.
 */
test("a buyer signs up, orders and pays in Bangla, and reads Bangla emails and a Bangla invoice", async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ viewport: widths.narrow, locale: "bn-BD" });
  const page = hydrating(await context.newPage());
  const person = newCustomer("রহিমা কৃষি ভাণ্ডার");

  // Signs up on the Bangla form; the spec's alert is said in Bangla.
  await page.goto("/bn/signUp");
  const alert = new Promise<string>((resolve) => {
    page.once("dialog", async (dialog) => {
      resolve(dialog.message());
      await dialog.accept();
    });
  });
  await page.getByLabel(inBangla(() => signUpPageTexts.name)).fill(person.name);
  await page.getByLabel(inBangla(() => signUpPageTexts.email)).fill(person.email);
  await page.getByLabel(inBangla(() => signUpPageTexts.password)).fill(person.password);
  await page.getByRole("button", { name: inBangla(() => signUpPageTexts.submit), exact: true }).click();
  expect(await alert).toBe(inBangla(() => messages.auth.signedUpAlert));
  await expect(page).toHaveURL(/\/bn\/home$/);

  // The verification email is in Bangla, its link a Bangla page.
  const verification = await latestMail(person.email, subjectPattern((shop) => inBangla(() => verifyEmailTexts.subject(shop))));
  expect(verification.text).toContain(inBangla(() => verifyEmailTexts.action));
  const link = pathOf(linkIn(verification, "/verify-email"));
  expect(link).toMatch(/^\/bn\/verify-email\?token=/);
  await page.goto(link);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");

  // Orders a tool from the Bangla catalogue, to be paid online.
  await page.goto("/bn/tools");
  const toolPath = await page.getByRole("link", { name: inBangla(() => toolCardWords.buyNow) }).first().getAttribute("href");
  expect(toolPath).toMatch(/^\/bn\/tools\//);
  await page.goto(toolPath ?? "/bn/tools");
  await page.getByLabel(inBangla(() => orderFormTexts.address)).fill("হোল্ডিং ৭, কলেজ রোড, রংপুর");
  await page.getByRole("textbox", { name: inBangla(() => orderFormTexts.number), exact: true }).fill("+880 1911 000000");
  const choice = page.getByRole("group", { name: inBangla(() => paymentChoiceTexts.heading) });
  await choice.getByRole("radio", { name: new RegExp(`^${inBangla(() => paymentChoiceTexts.payNow("")).trim()}`) }).check();
  await page.getByRole("button", { name: inBangla(() => orderFormTexts.placeOrder) }).click();
  await page.getByRole("link", { name: inBangla(() => orderFormTexts.payNow) }).click();
  await expect(page).toHaveURL(/\/bn\/dashboard\/payment\//);
  const orderId = new URL(page.url()).pathname.split("/").at(-1) ?? "";

  // Pays with bKash, chosen on the Bangla payment page, through the stand-in.
  const methods = page.getByRole("group", { name: inBangla(() => paymentPageTexts.paymentMethod) });
  const bkash = inBangla(() => paymentMethodLabels.bkash);
  await methods.getByText(bkash, { exact: true }).click();
  await page.getByRole("button", { name: inBangla(() => paymentPageTexts.payWith(bkash)) }).click();
  await page.getByRole("group", { name: "Outcome of the payment" }).getByRole("button", { name: /^Pay / }).click();

  // Back on the Bangla order page, paid, with its invoice.
  await expect(page).toHaveURL(new RegExp(`/bn/dashboard/orders/${orderId}$`));
  const payment = page.getByRole("region", { name: inBangla(() => orderPageTexts.payment) });
  await expect(payment.getByText(bkash, { exact: true })).toBeVisible();
  const invoiceLine = page.getByText(new RegExp(`^${inBangla(() => orderPageTexts.invoice("INV-")).replace("INV-", "")}`));
  await expect(invoiceLine.first()).toBeVisible();

  // The payment's email is in Bangla.
  const paid = await latestMail(person.email, subjectPattern((order, shop) => inBangla(() => orderEmailTexts.subject(orderEmailTexts.paidSubject(order), shop))));
  expect(paid.text).toMatch(/[০-৯]/);
  expect(paid.text).toContain("/bn/dashboard/orders/");

  // Its invoice is drawn in Bangla (decision 055 marks such a PDF's language bn-BD).
  const token = ((await (await page.request.put(`/api/user/${encodeURIComponent(person.email)}`, { data: { email: person.email } })).json()) as { accessToken: string }).accessToken;
  const invoice = await page.request.get(`/api/orders/${orderId}/invoice.pdf`, { headers: { authorization: `Bearer ${token}` } });
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()["content-type"]).toBe("application/pdf");
  expect(pdfObjects(await invoice.body())).toContain("/Lang (bn-BD)");
  await context.close();
});
