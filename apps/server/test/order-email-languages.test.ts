import { formatCents, orderEmailTexts, orderNumber, placeOrderResponseSchema, type Company, type Order } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, tools } from "../src/db/schema";
import { inert } from "../src/modules/mail/inert";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { inBangla } from "@shop/contract/testing";
import { newCompany, newMember } from "./companies";

/**
 * Issue 38 item 5: the emails about an order and its approval are written in their recipient's
 * account language, whatever the language of the request that caused them; their amounts and
 * dates in that language's digits, their links to the pages in that language.
 */

let t: TestApp;
let office: SignedIn;
let shop: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, MAX_UNPAID_ORDERS: "1000", MAX_HELD_SHARE: "100" } });
  office = await signInAdmin(t);
  shop = t.config.shop.name;
});
afterAll(() => t.close());

const BENGALI_DIGIT = /[০-৯]/;

async function newTool(priceCents: number): Promise<string> {
  const [tool] = await t.database.db
    .insert(tools)
    .values({ name: `Sickle ${Math.random()}`, description: "Cuts.", img: "/images/tools/spade.svg", minimumOrderQuantity: 1, availableQuantity: 1000, priceCents })
    .returning();
  if (!tool) throw new Error("no tool");
  return tool.id;
}

async function speaks(who: SignedIn, language: "bn" | "en"): Promise<void> {
  const chosen = await t.app.inject({ method: "PATCH", url: "/api/me/language", headers: who.auth, payload: { language } });
  expect(chosen.statusCode, chosen.body).toBeLessThan(300);
}

const shipping = { name: "Rahim Farmer", phone: "+880 1712-345678", address: "12 Mill Road, Bogura" };

/** An order placed by `who` in an English request (or, with `company`, to its first address). */
async function placed(who: SignedIn, productId: string, quantity: number, company?: Company): Promise<Order> {
  const address = company?.addresses[0];
  const response = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { ...who.auth, "accept-language": "en" },
    payload: { ...shipping, productId, quantity, ...(address ? { companyAddressId: address._id } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderResponseSchema.parse(response.json()).order;
}

async function email(eventKey: string) {
  const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, eventKey));
  if (!row) throw new Error(`no email ${eventKey}`);
  return row;
}

/** Ships an order as the office does, in an English request. */
async function ship(orderId: string): Promise<void> {
  const response = await t.app.inject({
    method: "PATCH",
    url: `/api/orders/${orderId}`,
    headers: { ...office.auth, "accept-language": "en" },
    payload: { status: "shipped", carrier: "Sundarban Courier", trackingNumber: "SC-1" },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function refund(orderId: string): Promise<void> {
  const response = await t.app.inject({ method: "POST", url: `/api/orders/${orderId}/refund`, headers: { ...office.auth, "accept-language": "en" }, payload: { reason: "customer asked" } });
  expect(response.statusCode, response.body).toBe(200);
}

describe("an order's emails in its buyer's language", () => {
  it("writes placed, paid, shipped and refunded in Bangla to a Bangla account: Bengali digits, /bn links", async () => {
    const buyer = await signUp(t.app, { name: "Rahim" });
    await speaks(buyer, "bn");
    const order = await placed(buyer, await newTool(1250), 2);
    const ref = orderNumber(order._id);
    const what = inBangla(() => orderEmailTexts.single(2, order.product, formatCents(2500, "USD")));
    expect(what).toMatch(/^২ × /);

    const placedEmail = await email(`order-placed:${order._id}`);
    expect(placedEmail.subject).toBe(inBangla(() => orderEmailTexts.subject(orderEmailTexts.placedSubject(ref), shop)));
    expect(placedEmail.textBody).toContain(inBangla(() => orderEmailTexts.greeting("Rahim Farmer")));
    expect(placedEmail.textBody).toContain(inBangla(() => orderEmailTexts.thanks(what)));
    expect(placedEmail.textBody).toContain(inBangla(() => orderEmailTexts.payPlease));
    expect(placedEmail.textBody).toContain(`${inBangla(() => orderEmailTexts.payAction)}: ${t.config.publicUrl}/bn/dashboard/payment/${order._id}`);
    expect(placedEmail.htmlBody).toContain(`/bn/dashboard/payment/${order._id}`);
    expect(placedEmail.textBody).not.toContain("Hello");
    expect(placedEmail.textBody).not.toContain("Thank you");

    await payByTestCard(t.app, buyer, order._id);
    const paid = await email(`order-paid:${order._id}`);
    expect(paid.subject).toBe(inBangla(() => orderEmailTexts.subject(orderEmailTexts.paidSubject(ref), shop)));
    expect(paid.textBody).toContain(inBangla(() => orderEmailTexts.paid(formatCents(2500, "USD"), what)));
    expect(paid.textBody).toMatch(BENGALI_DIGIT);
    expect(paid.textBody).toContain(`/bn/dashboard/orders/${order._id}`);

    await ship(order._id);
    const shipped = await email(`order-shipped:${order._id}`);
    expect(shipped.subject).toBe(inBangla(() => orderEmailTexts.subject(orderEmailTexts.shippedSubject(ref), shop)));
    expect(shipped.textBody).toContain(inBangla(() => orderEmailTexts.onItsWay(what)));
    expect(shipped.textBody).toContain(inBangla(() => orderEmailTexts.tracking("Sundarban Courier", "SC-1")));
    expect(shipped.textBody).toContain(`${inBangla(() => orderEmailTexts.seeAction)}: ${t.config.publicUrl}/bn/dashboard/orders/${order._id}`);

    await refund(order._id);
    const refunded = await email(`order-refunded:${order._id}`);
    expect(refunded.subject).toBe(inBangla(() => orderEmailTexts.subject(orderEmailTexts.refundedSubject(ref), shop)));
    expect(refunded.textBody).toContain(inBangla(() => orderEmailTexts.refunded(what, formatCents(2500, "USD"))));
    expect(refunded.textBody).toContain("কারণ: customer asked");
    expect(refunded.textBody).toContain(inBangla(() => orderEmailTexts.bankDays));
    expect(refunded.textBody).not.toMatch(/Your |Order |Reason/);
  });

  it("names a cart by its tools and writes its lines and bill in Bangla", async () => {
    const buyer = await signUp(t.app, { name: "Rahim" });
    await speaks(buyer, "bn");
    const [hoe, rake] = [await newTool(1000), await newTool(250)];
    const response = await t.app.inject({ method: "POST", url: "/api/orders", headers: { ...buyer.auth, "accept-language": "en" }, payload: { ...shipping, items: [{ productId: hoe, quantity: 1 }, { productId: rake, quantity: 2 }] } });
    expect(response.statusCode, response.body).toBe(201);
    const order = placeOrderResponseSchema.parse(response.json()).order;
    // The order keeps its English summary; the email names it in Bangla.
    expect(order.product).toMatch(/^Sickle .+ and Sickle /);
    const [first, second] = order.product.split(" and ");
    const placedEmail = await email(`order-placed:${order._id}`);
    expect(placedEmail.textBody).toContain(inBangla(() => orderEmailTexts.thanks(orderEmailTexts.cart(`${first ?? ""} ও ${second ?? ""}`, formatCents(1500, "USD")))));
    expect(placedEmail.textBody).toMatch(new RegExp(`\n২ × ${(second ?? "").replaceAll(".", "\\.")} \\[[A-Z0-9-]+\\], প্রতিটি \\$২\\.৫০: \\$৫\\.০০\n`));
    expect(placedEmail.textBody).not.toContain("()");
    expect(placedEmail.textBody).not.toContain(" and ");
    expect(placedEmail.textBody).not.toContain(" at $");
  });

  it("writes the same emails in English to an English account, as before, with no /bn link", async () => {
    const buyer = await signUp(t.app, { name: "Ada" });
    const order = await placed(buyer, await newTool(1250), 2);
    const ref = orderNumber(order._id);
    const placedEmail = await email(`order-placed:${order._id}`);
    expect(placedEmail.subject).toBe(`Order ${ref} placed — ${shop}`);
    expect(placedEmail.textBody).toContain(`Hello Rahim Farmer,\n\nThank you for your order: 2 × ${order.product} ($25.00).`);
    expect(placedEmail.textBody).toContain(`Pay for your order: ${t.config.publicUrl}/dashboard/payment/${order._id}`);
    await payByTestCard(t.app, buyer, order._id);
    await ship(order._id);
    await refund(order._id);
    const refunded = await email(`order-refunded:${order._id}`);
    expect(refunded.subject).toBe(`Order ${ref} cancelled and refunded — ${shop}`);
    expect(refunded.textBody).toContain(`Your order (2 × ${order.product} ($25.00)) was cancelled and $25.00 refunded to your card.\n\nReason: customer asked`);
    for (const kind of ["placed", "paid", "shipped", "refunded"]) {
      const sent = await email(`order-${kind}:${order._id}`);
      expect(sent.textBody).not.toContain("/bn/");
      expect(sent.textBody).not.toMatch(BENGALI_DIGIT);
    }
  });
});

describe("an approval's emails in each reader's language", () => {
  it("asks a Bangla admin in Bangla and an English approver in English; tells the Bangla buyer of waiting, approval and rejection in Bangla", async () => {
    const { company, admin } = await newCompany(t);
    await speaks(admin, "bn");
    const approver = await newMember(t, company._id, "approver", {}, "Eve Approver");
    const buyer = await newMember(t, company._id, "buyer", { orderLimitCents: 1000 }, "Karim");
    await speaks(buyer, "bn");
    const tool = await newTool(1500);

    const first = await placed(buyer, tool, 1, company);
    expect(first.status).toBe("awaiting_approval");
    const ref = orderNumber(first._id);
    const what = inBangla(() => orderEmailTexts.single(1, first.product, formatCents(1500, "USD")));

    const waiting = await email(`order-awaitingApproval:${first._id}`);
    expect(waiting.subject).toBe(inBangla(() => orderEmailTexts.subject(orderEmailTexts.awaitingSubject(ref), shop)));
    // The limit it is over is said in Bangla too, its amount in Bengali digits.
    expect(waiting.textBody).toContain(inBangla(() => orderEmailTexts.awaiting(what, inert("প্রতি অর্ডারের সীমার ($১০.০০) বেশি"))));

    const toAdmin = await email(`order-approval:${first._id}:${admin.uid}`);
    expect(toAdmin.subject).toBe(inBangla(() => orderEmailTexts.subject(orderEmailTexts.approvalRequestSubject(ref), shop)));
    expect(toAdmin.textBody).toContain(inBangla(() => orderEmailTexts.approvalRequest(inert(buyer.email), what, inert("প্রতি অর্ডারের সীমার ($১০.০০) বেশি"))));
    expect(toAdmin.textBody).toMatch(/অনুগ্রহ করে ২০[০-৯]{2}-[০-৯]{2}-[০-৯]{2}-এর মধ্যে/);
    expect(toAdmin.textBody).toContain(`${inBangla(() => orderEmailTexts.approvalsAction)}: ${t.config.publicUrl}/bn/dashboard/company/approvals`);

    const toApprover = await email(`order-approval:${first._id}:${approver.uid}`);
    expect(toApprover.subject).toBe(`Order ${ref} waits for your approval — ${shop}`);
    expect(toApprover.textBody).toContain(`Hello Eve Approver,\n\n${inert(buyer.email)} placed an order (1 × ${first.product} ($15.00)) that is ${inert("over the limit per order ($10.00)")}.`);
    expect(toApprover.textBody).toContain(`Open approvals: ${t.config.publicUrl}/dashboard/company/approvals`);

    // The English approver decides, in an English request: the buyer reads it in Bangla.
    const approved = await t.app.inject({ method: "POST", url: `/api/orders/${first._id}/approve`, headers: { ...approver.auth, "accept-language": "en" } });
    expect(approved.statusCode, approved.body).toBe(200);
    const approvedEmail = await email(`order-approved:${first._id}`);
    expect(approvedEmail.subject).toBe(inBangla(() => orderEmailTexts.subject(orderEmailTexts.approvedSubject(ref), shop)));
    expect(approvedEmail.textBody).toContain(inBangla(() => orderEmailTexts.approved(inert(approver.email), what)));
    expect(approvedEmail.textBody).toContain(`/bn/dashboard/payment/${first._id}`);

    const second = await placed(buyer, tool, 1, company);
    const rejected = await t.app.inject({ method: "POST", url: `/api/orders/${second._id}/reject`, headers: { ...approver.auth, "accept-language": "en" }, payload: { reason: "Not this season" } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const rejectedEmail = await email(`order-rejected:${second._id}`);
    expect(rejectedEmail.subject).toBe(inBangla(() => orderEmailTexts.subject(orderEmailTexts.rejectedSubject(orderNumber(second._id)), shop)));
    expect(rejectedEmail.textBody).toContain(inBangla(() => orderEmailTexts.rejected(inert(approver.email), orderEmailTexts.single(1, second.product, formatCents(1500, "USD")))));
    expect(rejectedEmail.textBody).toContain("কারণ: Not this season");
    expect(rejectedEmail.textBody).toContain(`/bn/dashboard/orders/${second._id}`);
  });
});
