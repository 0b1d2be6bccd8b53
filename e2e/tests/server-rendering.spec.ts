import { test, expect, type Page } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { addTools, lookAt, widths } from "./support";

test("the server's HTML of / and /tools holds the tools, the page's title and its canonical link", async ({ request }) => {
  const tools = (await (await request.get("/api/tools")).json()) as { name: string }[];
  for (const path of ["/", "/tools"]) {
    const html = await (await request.get(path)).text();
    const [, root = ""] = /<div id="root">([\s\S]*)<\/div><script id="shop-state"/.exec(html) ?? [];
    for (const tool of tools.slice(0, 6)) expect(root, `${path} names ${tool.name}`).toContain(tool.name);
    expect(html).toMatch(/<head>[\s\S]*<title>[^<]+<\/title>[\s\S]*<meta name="description"[\s\S]*<link rel="canonical"[\s\S]*<\/head>/);
  }
});

test("a tool's page comes from the server with the tool and its forms for a signed-in buyer, and sends a visitor to the login", async ({ request }) => {
  const [tool] = (await (await request.get("/api/tools")).json()) as { _id: string; name: string }[];
  if (!tool) throw new Error("the demo catalogue is empty");
  const visitor = await request.get(`/tools/${tool._id}`, { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers()["location"]).toBe(`/login?redirect=${encodeURIComponent(`/tools/${tool._id}`)}`);

  expect((await request.post("/api/auth/sign-in", { data: e2eAdmin })).ok()).toBe(true);
  // React separates neighbouring texts with an empty comment.
  const html = (await (await request.get(`/tools/${tool._id}`)).text()).replaceAll("<!-- -->", "");
  expect(html).toContain(`Purchase by ${tool.name}`);
  for (const text of ["In-Stock:", "Set Quantity", "Place Order", e2eAdmin.email]) expect(html, text).toContain(text);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor browses /tools: the cards, a search through the form and the pages by their links", async ({ page, request }) => {
    const { ids, token } = await addTools(request, 6);
    try {
      await page.goto("/tools");
      await expect(page.getByRole("heading", { name: "Our Tools", level: 1 })).toBeVisible();
      await expect(page.locator("article", { hasText: "Garden Hoe" })).toBeVisible();

      const pages = page.getByRole("navigation", { name: "Tools pages" });
      await expect(pages.getByText(/^Page 1 of 2$/)).toBeVisible();
      await pages.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/tools\?page=2$/);
      await expect(page.locator("article", { hasText: "Paging Rake 6" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Tools pages" }).getByText(/^Page 2 of 2$/)).toBeVisible();

      await page.getByLabel("Search tools").fill("hoe");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/tools\?q=hoe/);
      await expect(page.locator("article", { hasText: "Garden Hoe" })).toBeVisible();
      await expect(page.locator("article", { hasText: "Pitchfork" })).toHaveCount(0);
    } finally {
      for (const id of ids) await request.delete(`/api/tools/${id}`, { headers: { authorization: `Bearer ${token}` } });
    }
  });

  test("at 375 px the home page's counters show their figures, and the menu button opens the menu", async ({ page }, info) => {
    await page.setViewportSize(widths.narrow);
    await page.goto("/");
    const stats = page.getByRole("region", { name: "Millions of acres worked with our tools" });
    for (const [label, figure] of [["Countries", 72], ["Happy Clients", 535], ["Complete Projects", 273], ["Feedbacks", 432]] as const) {
      // The figure seen and the one read to screen readers, not "0+" waiting for a count-up that never comes.
      await expect(stats.getByRole("listitem").filter({ hasText: label })).toHaveText(new RegExp(`^\\s*${figure}\\+\\s*${figure}\\+\\s*${label}\\s*$`));
    }
    await lookAt(stats, info.outputPath("counters-375-no-js.png"));

    const nav = page.getByRole("navigation", { name: "Main" });
    const tools = nav.getByRole("link", { name: "Tools", exact: true }).locator("visible=true");
    await expect(tools).toHaveCount(0);
    await nav.getByLabel("Menu", { exact: true }).click();
    await expect(tools).toBeVisible();
    await lookAt(page, info.outputPath("menu-375-no-js.png"), { fullPage: false });
    await tools.click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole("heading", { name: "Our Tools", level: 1 })).toBeVisible();
  });
});

/** Every error or warning the page writes to its console (React's hydration reports among them). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

test("pages hydrate without an error or a warning: /, /tools, a tool's page, the cart and My orders", async ({ page }) => {
  const problems = consoleProblems(page);
  const signIn = await page.request.post("/api/auth/sign-in", { data: e2eAdmin });
  expect(signIn.ok()).toBe(true);
  const [tool] = (await (await page.request.get("/api/tools")).json()) as { _id: string; name: string }[];
  if (!tool) throw new Error("the demo catalogue is empty");

  await page.goto("/");
  await expect(page.getByRole("region", { name: "Popular Tools" }).locator("article")).toHaveCount(6);
  // Signed in from the first byte: the navbar never showed Login.
  await expect(page.getByRole("button", { name: "SignOut" }).first()).toBeAttached();
  await page.goto("/tools");
  await expect(page.getByRole("heading", { name: "Our Tools" })).toBeVisible();
  await page.goto(`/tools/${tool._id}`);
  await expect(page.getByRole("heading", { name: `Purchase by ${tool.name}` })).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart", level: 1 })).toBeVisible();
  await page.goto("/dashboard/myOrders");
  await expect(page.getByRole("heading", { name: "My orders" })).toBeVisible();
  // Whatever effects are still to run after the last page's first paint.
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});
