import { orderNumber, type Order, type Quote } from "@shop/contract";
import { audit } from "./axe";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { expectSignedIn, logInThroughForm, newCustomer, signOut, signUpThroughApi, widths } from "./support";

/**
 * Issue 20, item 20: axe on the pages as a real account fills them, not only empty: a full
 * business profile, a three-line cart, quotes requested, offered, declined and accepted, and
 * orders unpaid, paid, shipped, cancelled and refunded. The data is made through the API the
 * web app calls (the pages themselves are journeyed elsewhere); then every page is audited at
 * 375 and 1280 px, by the buyer and by the office.
 */
const shipping = { name: "Axe Co-op Buyer", phone: "+880 1712 345678", address: "Warehouse 4, Rangpur Road, Bogura" };
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };

interface Caller {
  request: APIRequestContext;
  auth: { authorization: string };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

async function adminCaller(request: APIRequestContext): Promise<Caller> {
  expect((await request.post("/api/auth/sign-in", { data: e2eAdmin })).ok()).toBe(true);
  const { accessToken } = await json<{ accessToken: string }>(await request.put(`/api/user/${encodeURIComponent(e2eAdmin.email)}`, { data: { email: e2eAdmin.email } }), 200);
  return { request, auth: { authorization: `Bearer ${accessToken}` } };
}

async function pay(buyer: Caller, orderId: string): Promise<void> {
  const { clientSecret } = await json<{ clientSecret: string }>(await buyer.request.post("/api/create-payment-intent", { headers: buyer.auth, data: { orderId } }), 200);
  const { transactionId } = await json<{ transactionId: string }>(await buyer.request.post("/api/payments/test/confirm", { headers: buyer.auth, data: { clientSecret, ...card } }), 200);
  await json(await buyer.request.patch(`/api/orders/${orderId}`, { headers: buyer.auth, data: { orderId, transactionId } }), 200);
}

interface Made {
  orders: Record<"unpaid" | "paid" | "shipped" | "cancelled" | "refunded" | "fromQuote", Order>;
  quotes: Record<"requested" | "offered" | "declined" | "accepted", Quote>;
  cart: { productId: string; quantity: number }[];
}

/** Everything a busy account has, made through the API as its buyer and the office. */
async function fill(page: Page, office: Caller): Promise<Made> {
  const accessToken = await page.evaluate(() => window.localStorage.getItem("accessToken"));
  const buyer: Caller = { request: page.request, auth: { authorization: `Bearer ${accessToken ?? ""}` } };
  const tools = await json<{ _id: string; minimumOrderQuantity: number }[]>(await page.request.get("/api/tools?page=1&limit=4"), 200);
  const [a, b, c, d] = tools;
  if (!a || !b || !c || !d) throw new Error("the demo catalogue has fewer than four tools");
  const line = (tool: { _id: string; minimumOrderQuantity: number }) => ({ productId: tool._id, quantity: tool.minimumOrderQuantity });

  const me = await json<{ user: { email: string } | null }>(await page.request.get("/api/auth/session"), 200);
  const myEmail = me.user?.email ?? "";
  await json(
    await page.request.post("/api/profile", {
      headers: buyer.auth,
      data: {
        img: "https://example.com/buyer.png",
        country: "Bangladesh",
        email: myEmail,
        number: "01712345678",
        linkedinProfile: "https://www.linkedin.com/in/axe-buyer",
        education: "Diploma in Agriculture",
      },
    }),
    201,
  );
  await json(
    await page.request.put("/api/profile/business", {
      headers: buyer.auth,
      data: { companyName: "Axe Agro Co-operative Ltd", vatId: "BD-000123456-0101", shippingAddress: shipping.address, phone: shipping.phone },
    }),
    200,
  );

  const place = async (items: { productId: string; quantity: number }[], extra: Record<string, string> = {}) =>
    (await json<{ order: Order }>(await page.request.post("/api/orders", { headers: buyer.auth, data: { ...shipping, items, ...extra } }), 201)).order;
  const unpaid = await place([line(a), line(b), line(c)], { poNumber: "PO-7731" });
  const paid = await place([line(a)]);
  await pay(buyer, paid._id);
  const shipped = await place([line(b), line(c)]);
  await pay(buyer, shipped._id);
  await json(await office.request.patch(`/api/orders/${shipped._id}`, { headers: office.auth, data: { status: "shipped", carrier: "Sundarban Courier", trackingNumber: "SC-99812" } }), 200);
  const cancelled = await place([line(c)]);
  await json(await page.request.delete(`/api/order/${cancelled._id}`, { headers: buyer.auth }), 200);
  const refunded = await place([line(d)]);
  await pay(buyer, refunded._id);
  await json(await office.request.post(`/api/orders/${refunded._id}/refund`, { headers: office.auth, data: { reason: "Damaged in transit" } }), 200);

  const ask = async (tool: { _id: string; minimumOrderQuantity: number }) =>
    json<Quote>(await page.request.post("/api/quotes", { headers: buyer.auth, data: { productId: tool._id, quantity: tool.minimumOrderQuantity * 2, note: "For the co-op's spring order" } }), 201);
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const offer = (quote: Quote) =>
    office.request.post(`/api/quotes/${quote._id}/answer`, { headers: office.auth, data: { action: "offer", unitPrice: 9.5, validUntil } });
  const requested = await ask(a);
  const offered = await ask(b);
  await json(await offer(offered), 200);
  const declined = await ask(c);
  await json(await office.request.post(`/api/quotes/${declined._id}/answer`, { headers: office.auth, data: { action: "decline", reason: "Out of season" } }), 200);
  const accepted = await ask(d);
  await json(await offer(accepted), 200);
  const fromQuote = (await json<{ order: Order }>(await page.request.post(`/api/quotes/${accepted._id}/accept`, { headers: buyer.auth, data: shipping }), 201)).order;

  return {
    orders: { unpaid, paid, shipped, cancelled, refunded, fromQuote },
    quotes: { requested, offered, declined, accepted },
    cart: [line(a), line(b), line(c)],
  };
}

test.describe("axe finds nothing on pages full of data, at 375 and 1280 px", () => {
  test.use({ reducedMotion: "reduce" });
  test("the buyer's and the office's pages, every order and quote state", async ({ page, playwright, baseURL }) => {
    test.setTimeout(600_000);
    const found: string[] = [];
    await page.setViewportSize(widths.wide);
    const officeRequest = await playwright.request.newContext({ baseURL });
    const office = await adminCaller(officeRequest);
    await signUpThroughApi(page, newCustomer("Axe Co-op Buyer"));
    const made = await fill(page, office);

    // The buyer.
    await audit(page, "/dashboard", "My orders", found);
    for (const order of Object.values(made.orders)) await audit(page, `/dashboard/orders/${order._id}`, `Order ${orderNumber(order._id)}`, found);
    await audit(page, `/dashboard/payment/${made.orders.unpaid._id}`, /.+/, found);
    await audit(page, "/dashboard/myProfile", /.+/, found);
    await audit(page, "/dashboard/quotes", "My quotes", found);
    for (const quote of Object.values(made.quotes)) await audit(page, `/dashboard/quotes/${quote._id}`, /^Quote: /, found);
    // A signed-in buyer's cart is the server's (issue 27): saved there, as the cart page loads it.
    const saved = await page.evaluate(async (items) => {
      const headers = { authorization: `Bearer ${window.localStorage.getItem("accessToken") ?? ""}`, "content-type": "application/json" };
      return (await fetch("/api/cart", { method: "PUT", headers, body: JSON.stringify({ items }) })).status;
    }, made.cart);
    expect(saved).toBe(200);
    await audit(page, "/cart", /.+/, found);
    await expect(page.getByRole("spinbutton")).toHaveCount(3);
    // Issue 38: the buyer's pages in Bangla, as full.
    await audit(page, "/bn/dashboard", /.+/, found);
    await audit(page, `/bn/dashboard/orders/${made.orders.shipped._id}`, /.+/, found);
    await audit(page, `/bn/dashboard/payment/${made.orders.unpaid._id}`, /.+/, found);
    await audit(page, "/bn/dashboard/myProfile", /.+/, found);
    await audit(page, `/bn/dashboard/quotes/${made.quotes.offered._id}`, /.+/, found);
    await audit(page, "/bn/cart", /.+/, found);
    await page.goto("/cart");
    await signOut(page);

    // The office.
    await page.goto("/login");
    await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
    await expectSignedIn(page);
    await audit(page, "/dashboard/manageAllOrders", /.+/, found, true);
    for (const order of Object.values(made.orders)) await audit(page, `/dashboard/orders/${order._id}`, `Order ${orderNumber(order._id)}`, found);
    await audit(page, "/dashboard/quotes", "Quotes", found, true);
    for (const quote of Object.values(made.quotes)) await audit(page, `/dashboard/quotes/${quote._id}`, /^Quote: /, found);
    await officeRequest.dispose();
    expect(found).toEqual([]);
  });
});
