import { randomBytes } from "node:crypto";
import { messages } from "@shop/contract";
import type { BrowserContextOptions } from "@playwright/test";
import { expect, type APIRequestContext, type Browser, type Locator, type Page, type TestInfo } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { verifyEmailOf } from "./mailbox";

export const widths = { narrow: { width: 375, height: 812 }, wide: { width: 1280, height: 900 } } as const;

/** Screenshots for a person to look at are taken outside CI only (screenshotBothWidths says why). */
const forALook = !process.env.CI;

/**
 * A screenshot for a person to look at (the whole page unless told, or one element), in the
 * journey's output folder. Not under CI, for the reasons below: a failing journey keeps its own.
 */
export async function lookAt(target: Page | Locator, path: string, options: { fullPage: boolean } = { fullPage: true }): Promise<void> {
  if (!forALook) return;
  await ("goto" in target ? target.screenshot({ path, ...options }) : target.screenshot({ path }));
}

/**
 * Full-page screenshots at 1280 and 375 px (`<name>-1280.png`, `<name>-375.png`), for a person to
 * look at; the page is left wide. Not under CI: nobody looks at a passing run's pictures there
 * (a failing journey keeps its own screenshot), and the 50-odd full pages cost the
 * suite a minute of the shared box.
 */
export async function screenshotBothWidths(page: Page, info: TestInfo, name: string): Promise<void> {
  if (!forALook) {
    await page.setViewportSize(widths.wide);
    return;
  }
  await lookAt(page, info.outputPath(`${name}-1280.png`));
  await page.setViewportSize(widths.narrow);
  await lookAt(page, info.outputPath(`${name}-375.png`));
  await page.setViewportSize(widths.wide);
}

export function newCustomer(name = "Test Farmer") {
  return { name, email: `farmer.${randomBytes(4).toString("hex")}@example.com`, password: "secret-pass-1" };
}

/** Signs up through the form, as a customer does; accepts the spec's 'Updated profile' alert. */
export async function signUpThroughForm(page: Page, customer: ReturnType<typeof newCustomer>): Promise<void> {
  const alert = new Promise<string>((resolve) => {
    page.once("dialog", async (dialog) => {
      resolve(dialog.message());
      await dialog.accept();
    });
  });
  await submitSignUpForm(page, customer);
  expect(await alert).toBe(messages.auth.signedUpAlert);
  await expect(page).toHaveURL(/\/home$/);
  await expectSignedIn(page);
  // Paying needs a verified address: the link of the sign-up email is followed, then the page
  // reloaded so the app knows (mail.spec.ts walks the same through the pages).
  await verifyEmailOf(page, customer.email);
  await page.reload();
  await expectSignedIn(page);
}

/**
 * A verified customer signed up through the API, its session cookie in the page's browser
 * context, and the page on /home signed in: for journeys whose point is not the sign-up
 * (auth.spec.ts and mail.spec.ts walk the form and its emails). The form took a journey a page
 * load, its alert and a reload more, each a few seconds on the shared CI box.
 */
export async function signUpThroughApi(page: Page, customer: ReturnType<typeof newCustomer>): Promise<void> {
  await signUpAndVerify(page, customer);
  await page.goto("/home");
  await expectSignedIn(page);
}

/** The account made through the API (as the form would) and verified with the emailed link, signed in in `page`'s context. */
async function signUpAndVerify(page: Page, customer: ReturnType<typeof newCustomer>): Promise<void> {
  const answer = await page.request.post("/api/auth/sign-up", { data: customer });
  expect(answer.status(), await answer.text()).toBe(201);
  await verifyEmailOf(page, customer.email);
}

/** A verified account, signed in, in its own browser context. */
export interface OwnAccount {
  name: string;
  email: string;
  password: string;
  page: Page;
  /** Its access token, for the API calls a journey makes on its behalf. */
  auth: { authorization: string };
  /** The same token bare (for a page's localStorage). */
  token: string;
}

/** A verified account named `name`, made through the API and signed in in `page`'s browser context, with its access token. */
export async function verifiedAccount(page: Page, name: string): Promise<OwnAccount> {
  const person = newCustomer(name);
  await signUpAndVerify(page, person);
  const answer = await page.request.put(`/api/user/${encodeURIComponent(person.email)}`, { data: { email: person.email } });
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return { name: person.name, email: person.email, password: person.password, page, auth: { authorization: `Bearer ${accessToken}` }, token: accessToken };
}

/**
 * A verified account named `name` in a browser context of its own (`options.context`), signed in
 * there, with its access token for the API: the members of a company's journeys. `options.page`
 * wraps its page (`hydrating`, where its pages must be hydrated before they are used).
 */
export async function ownAccount(browser: Browser, name: string, options: { context?: BrowserContextOptions; page?: (page: Page) => Page } = {}): Promise<OwnAccount> {
  const created = await (await browser.newContext(options.context)).newPage();
  return verifiedAccount(options.page ? options.page(created) : created, name);
}

/** The sign-up form filled and sent; the caller answers the spec's alert and verifies, or not. */
export async function submitSignUpForm(page: Page, customer: ReturnType<typeof newCustomer>): Promise<void> {
  await page.goto("/signUp");
  await page.getByLabel("Name").fill(customer.name);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Password").fill(customer.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

/** On the payment page: the test provider's card that succeeds, paid, and the spec's congratulations seen. */
export async function payWithTestCard(page: Page): Promise<void> {
  await expect(page.getByText("Test mode")).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText(messages.payment.completed)).toBeVisible();
}

/** Signed in as the web app sees it: an access token is stored (the navbar differs by width). */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("accessToken"))).toBeTruthy();
}

export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Signs out from the navbar in whichever layout the page is in. */
export async function signOut(page: Page): Promise<void> {
  const wideButton = page.getByRole("button", { name: "SignOut" }).first();
  // The narrow menu is a <details>: its <summary> has no role of its own in Playwright's eyes, only its label.
  if (!(await wideButton.isVisible())) await page.getByLabel("Menu", { exact: true }).click();
  await page.getByRole("button", { name: "SignOut" }).locator("visible=true").first().click();
  // The URL alone proves nothing when the page was on /home already (after signing up): the
  // navbar's Login link comes only once the sign-out has answered and the token is forgotten.
  await expect(page.getByRole("link", { name: "Login", exact: true }).first()).toBeAttached();
  await expect(page).toHaveURL(/\/home$/);
}

/** Adds tools as the admin, through the API the web app uses; answers their ids. */
export async function addTools(request: APIRequestContext, count: number): Promise<{ ids: string[]; token: string }> {
  const signIn = await request.post("/api/auth/sign-in", { data: e2eAdmin });
  expect(signIn.ok()).toBe(true);
  const tokenAnswer = await request.put(`/api/user/${encodeURIComponent(e2eAdmin.email)}`, { data: { email: e2eAdmin.email } });
  const { accessToken: token } = (await tokenAnswer.json()) as { accessToken: string };
  const ids: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    const created = await request.post("/api/tools", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        img: "/images/tools/leaf-rake.svg",
        name: `Paging Rake ${i}`,
        description: "A rake that fills the catalogue past one page.",
        minimumOrderQuantity: 10,
        availableQuantity: 100,
        price: 5,
      },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { _id: string })._id);
  }
  return { ids, token };
}
