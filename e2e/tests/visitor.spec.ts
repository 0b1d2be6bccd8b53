import { messages } from "@shop/contract";
import { expect, quiet, test } from "./fixtures";
import { lookAt, widths } from "./support";

/** The spec's statistics (section 1): label and the number each counts up to. */
const statTargets = [
  ["Countries", 72],
  ["Happy Clients", 535],
  ["Complete Projects", 273],
  ["Feedbacks", 432],
] as const;

test.describe("a visitor browses the shop", () => {
  test("home shows every section of the spec", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Popular Tools" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Buy Now/ }).first()).toBeVisible();
    const stats = page.getByRole("region", { name: "Millions of acres worked with our tools" });
    for (const [label, target] of statTargets) {
      // Screen readers get the final number at once; the visible one counts up (next test).
      await expect(stats.getByRole("listitem").filter({ hasText: label })).toHaveText(new RegExp(`^\\s*\\d+\\+\\s*${target}\\+\\s*${label}\\s*$`));
    }
    await expect(page.getByRole("heading", { name: /customers say/i })).toBeVisible();
    await expect(page.getByText(/Ratings/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Services" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Meet the Team" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
    await expect(page.getByRole("contentinfo").getByRole("textbox")).toHaveAttribute("required", "");
  });

  test("the statistics count up to the spec's numbers once they are on screen", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const stats = page.getByRole("region", { name: "Millions of acres worked with our tools" });
    const shown = (label: string) => stats.getByRole("listitem").filter({ hasText: label }).locator("p > span[aria-hidden='true']");
    for (const [label] of statTargets) await expect(shown(label)).toHaveText("0+");
    await stats.scrollIntoViewIfNeeded();
    // The spec: a 2 s delay, then 30 s of counting. The band starts its count when the browser
    // reports it on screen, which is not on the fake clock: time moves in small steps until the
    // count has begun, so no step can pass before it starts.
    const happyClients = async () => Number((await shown("Happy Clients").textContent())?.replace("+", ""));
    await expect.poll(async () => {
      await page.clock.runFor(1_000);
      return happyClients();
    }).toBeGreaterThan(0);
    await page.clock.runFor(5_000);
    const halfway = await happyClients();
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(535);
    await page.clock.runFor(35_000);
    for (const [label, target] of statTargets) await expect(shown(label)).toHaveText(`${target}+`);
  });

  test("the banner carousel has three slides and moves on its own and by its buttons", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Highlights" });
    await expect(carousel.locator("[aria-roledescription='slide']")).toHaveCount(3);
    const current = () => carousel.locator("button[aria-current='true']").getAttribute("aria-label");
    expect(await current()).toBe("Go to slide 1");
    await expect.poll(current, { timeout: 15_000 }).toBe("Go to slide 2");
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(current).toBe("Go to slide 3");
    await carousel.getByRole("button", { name: "Go to slide 1" }).click();
    await expect.poll(current).toBe("Go to slide 1");
  });

  test("tools list: cards with Min-O/Q, In-Stock, price and Buy Now", async ({ page }) => {
    await page.goto("/tools");
    const pitchfork = page.locator("article", { hasText: "Pitchfork" }).first();
    await expect(pitchfork).toContainText("Min-O/Q");
    await expect(pitchfork).toContainText("100");
    await expect(pitchfork).toContainText("In-Stock");
    await expect(pitchfork).toContainText("$");
    await expect(pitchfork.getByRole("link", { name: /Buy Now/ })).toHaveAttribute("href", /^\/tools\/[0-9a-f-]{36}$/);
  });

  test("blogs: five questions that open and close by keyboard", async ({ page }) => {
    await page.goto("/blogs");
    const toggles = page.getByRole("button", { expanded: false });
    await expect(toggles).toHaveCount(5);
    const first = page.getByRole("button", { name: /performance of a React application/ });
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/Measure before changing anything/)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("aria-expanded", "false");
  });

  test("an unknown path shows the 404 page with HTTP 404", async ({ page }) => {
    for (const path of ["/no-such-page", "/contacts"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: messages.notFound.title })).toBeVisible();
      await expect(page.getByText(messages.notFound.text)).toBeVisible();
    }
  });

  for (const [name, viewport] of Object.entries(widths)) {
    test(`the public pages fit a ${viewport.width} px screen (screenshots)`, async ({ page }, info) => {
      await page.setViewportSize(viewport);
      for (const path of ["/", "/tools", "/blogs", "/login", "/signUp", "/myPortfolio", "/contact"]) {
        await page.goto(path);
        await quiet(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
        await lookAt(page, info.outputPath(`${name}${path.replace(/\//g, "_")}.png`), { fullPage: false });
      }
      if (viewport.width < 1024) {
        // The spec: Blogs is in the wide layout only.
        const nav = page.getByRole("navigation", { name: "Main" });
        await expect(nav.getByRole("link", { name: "Blogs" }).locator("visible=true")).toHaveCount(0);
        await nav.getByLabel("Menu", { exact: true }).click();
        await expect(nav.getByRole("link", { name: "Tools" }).locator("visible=true").first()).toBeVisible();
        await expect(nav.getByRole("link", { name: "Blogs" }).locator("visible=true")).toHaveCount(0);
      }
    });
  }
});
