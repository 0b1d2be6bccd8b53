import { test, expect, type APIRequestContext } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";

/** Adds tools as the admin, through the API the web app uses; answers their ids. */
async function addTools(request: APIRequestContext, count: number): Promise<{ ids: string[]; token: string }> {
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

test("the tools list keeps its page in the URL: Next, a reload and Back show the same pages", async ({ page, request }) => {
  // The demo catalogue fits on one page of 12; these push the newest tools onto page 2.
  const { ids, token } = await addTools(request, 6);
  try {
    await page.goto("/tools");
    const pages = page.getByRole("navigation", { name: "Tools pages" });
    await expect(pages.getByText(/^Page 1 of 2$/)).toBeVisible();
    await expect(page.locator("article", { hasText: "Paging Rake 6" })).toHaveCount(0);

    await pages.getByRole("button", { name: "Next" }).click();
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

test("home asks the server for the six tools it shows", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/tools") asked.push(url.search);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Popular Tools" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Popular Tools" }).locator("article")).toHaveCount(6);
  expect(asked).toEqual(["?page=1&limit=6"]);
});
