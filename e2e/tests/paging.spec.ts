import { test, expect } from "./fixtures";
import { addTools } from "./support";

test("the tools list keeps its page in the URL: Next, a reload and Back show the same pages", async ({ page, request }) => {
  // The demo catalogue fits on one page of 12; these push the newest tools onto page 2.
  const { ids, token } = await addTools(request, 6);
  try {
    await page.goto("/tools");
    const pages = page.getByRole("navigation", { name: "Tools pages" });
    await expect(pages.getByText(/^Page 1 of 2$/)).toBeVisible();
    await expect(page.locator("article", { hasText: "Paging Rake 6" })).toHaveCount(0);

    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/tools\?page=2$/);
    await expect(page.locator("article", { hasText: "Paging Rake 6" })).toBeVisible();

    await page.reload();
    await expect(page.locator("article", { hasText: "Paging Rake 6" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Tools pages" }).getByText(/^Page 2 of 2$/)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole("navigation", { name: "Tools pages" }).getByText(/^Page 1 of 2$/)).toBeVisible();
  } finally {
    for (const id of ids) await request.delete(`/api/tools/${id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test("home comes with the six tools it shows and asks the server for none", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/tools") asked.push(url.search);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Popular Tools" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Popular Tools" }).locator("article")).toHaveCount(6);
  // Rendered on the server with its data, which the browser hydrates from (decision 021).
  expect(asked).toEqual([]);
});
