import { cartMessages, listLabels, listMessages } from "@shop/contract";
import { expect, hydrating, test, type APIRequestContext, type Page } from "./fixtures";
import { audit } from "./axe";
import { latestMail } from "./mailbox";
import { screenshotBothWidths, verifiedAccount } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** A verified buyer made through the API, signed in in this page's context (its cookie), with their bearer token. */
async function signedUpBuyer(page: Page, name: string): Promise<{ email: string; headers: Record<string, string> }> {
  const { email, auth } = await verifiedAccount(page, name);
  return { email, headers: auth };
}

/** The company admin invites `email` as a buyer (CONTRACT "Companies"); the invitee accepts with the emailed link's token. */
async function joinAsBuyer(request: APIRequestContext, admin: Record<string, string>, companyId: string, member: { email: string; headers: Record<string, string> }) {
  const invited = await request.post(`/api/companies/${companyId}/invitations`, { headers: admin, data: { email: member.email, role: "buyer" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await latestMail(member.email, /invit/i);
  const token = /[?&]token=([\w-]+)/.exec(mail.text)?.[1];
  expect(token, "the invitation email has a link with its token").toBeTruthy();
  const accepted = await request.post("/api/invitations/accept", { headers: member.headers, data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

test("a list shared by two members goes into the cart", async ({ page, browser }, info) => {
  test.slow();
  // Member A, the company's admin, starts "Spring restock" with two tools.
  const admin = await signedUpBuyer(page, "List Admin");
  const founded = await page.request.post("/api/companies", {
    headers: admin.headers,
    data: { name: "Spring Valley Co-op", billingAddress: "1 Market Street, Dhaka", addresses: [{ label: "Main store", address: "1 Market Street, Dhaka", country: "BD", postalCode: "1207" }] },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  const companyId = ((await founded.json()) as { _id: string })._id;
  const tools = (await (await page.request.get("/api/tools")).json()) as { _id: string; name: string; minimumOrderQuantity: number; packSize?: number; availableQuantity: number }[];
  const [first, second] = tools.filter((tool) => (tool.packSize ?? 1) === 1 && tool.availableQuantity >= tool.minimumOrderQuantity + 50);
  if (!first || !second) throw new Error("the catalogue has no two plain tools in stock");
  const created = await page.request.post("/api/lists", {
    headers: admin.headers,
    data: {
      name: "Spring restock",
      items: [
        { productId: first._id, quantity: first.minimumOrderQuantity },
        { productId: second._id, quantity: second.minimumOrderQuantity },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Member B, a buyer, joins, finds the list and changes it.
  const context = await browser.newContext();
  // Its pages wait for hydration as the journey's own do: the server renders the lists, their forms work once hydrated.
  const other = hydrating(await context.newPage());
  const buyer = await signedUpBuyer(other, "List Buyer");
  await joinAsBuyer(other.request, admin.headers, companyId, buyer);
  await other.goto("/dashboard/lists");
  const list = other.getByRole("region", { name: "Spring restock" });
  await expect(list.getByRole("link", { name: first.name })).toBeVisible();
  const wanted = String(first.minimumOrderQuantity + 50);
  await list.getByLabel(listLabels.quantity(first.name)).fill(wanted);
  await list.getByRole("button", { name: `Remove ${second.name}` }).click();
  await list.getByRole("button", { name: "Save list" }).click();
  await expect(toast(other, listMessages.saved)).toBeVisible();

  // A sees B's change, and puts the whole list in the cart.
  await page.goto("/dashboard/lists");
  const shared = page.getByRole("region", { name: "Spring restock" });
  await expect(shared.getByLabel(listLabels.quantity(first.name))).toHaveValue(wanted);
  await expect(shared.getByRole("link", { name: second.name })).toHaveCount(0);
  const found: string[] = [];
  await audit(page, "", "Shopping lists", found);
  await screenshotBothWidths(page, info, "lists");
  await shared.getByRole("button", { name: listMessages.addAll }).click();
  await expect(shared.getByRole("status")).toContainText(listMessages.addedAll(1));
  await shared.getByRole("link", { name: "View cart" }).click();
  await expect(page.getByLabel(cartMessages.lineQuantity(first.name))).toHaveValue(wanted);

  // The cart can become a list again.
  await screenshotBothWidths(page, info, "cart");
  const save = page.getByRole("form", { name: listMessages.saveCart });
  await save.getByLabel(listLabels.name).fill("Autumn restock");
  await save.getByRole("button", { name: listMessages.saveCart }).click();
  await expect(toast(page, listMessages.savedCart("Autumn restock"))).toBeVisible();
  const addTo = page.getByRole("form", { name: listMessages.addCartToList });
  await addTo.getByLabel(listLabels.pick).selectOption({ label: "Spring restock" });
  await addTo.getByRole("button", { name: listMessages.addCartToList }).click();
  await expect(toast(page, listMessages.addedCart("Spring restock"))).toBeVisible();
  await audit(page, "/dashboard/lists", "Shopping lists", found);
  await expect(page.getByRole("region", { name: "Autumn restock" })).toBeVisible();

  // B adds a tool from its page, in the quantity typed there, to a list.
  const more = String(second.minimumOrderQuantity + 5);
  await other.goto(`/tools/${second._id}`);
  await other.getByLabel("Quantity", { exact: true }).fill(more);
  await other.getByRole("button", { name: listMessages.addTool }).click();
  const dialog = other.getByRole("dialog", { name: listMessages.addToolHeading });
  await expect(dialog.getByText(listMessages.addToolLine(Number(more), second.name))).toBeVisible();
  await dialog.getByLabel(listLabels.pick).selectOption({ label: "Autumn restock" });
  await audit(other, "", `Purchase by ${second.name}`, found);
  await screenshotBothWidths(other, info, "tool-add-to-list");
  await dialog.getByRole("button", { name: listMessages.addTool }).click();
  await expect(toast(other, listMessages.addedTool("Autumn restock"))).toBeVisible();
  await other.goto("/dashboard/lists");
  await expect(other.getByRole("region", { name: "Autumn restock" }).getByLabel(listLabels.quantity(second.name))).toHaveValue(more);
  expect(found).toEqual([]);
  await context.close();
});
