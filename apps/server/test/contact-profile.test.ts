import { contactMessages, createProfileResponseSchema, profileListSchema, shopInfoSchema } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, profiles, subscribers } from "../src/db/schema";
import { CONFIRM_LINK_VALID_MS, RESEND_AFTER_MS, requestSubscription } from "../src/modules/subscribers/subscribers";
import { bearer, createTestApp, latestOutboxText, RELAXED_THROTTLE, type SignedIn, signInAdmin, signUp, TEST_ADMIN_ENV, type TestApp, uniqueEmail } from "./app";
import { profileOf } from "./fixtures";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";

const SHOP_ENV = {
  ...TEST_ADMIN_ENV,
  SHOP_NAME: "Field & Forge",
  SHOP_ADDRESS: "1 Field Road, Bogura",
  SHOP_PHONE: "+880 51 782 040",
  SHOP_EMAIL: "office@fieldforge.example",
  SHOP_VAT_ID: "BD-123456789",
  SHOP_TIMEZONE: "Asia/Dhaka",
  PUBLIC_URL: "https://shop.example.com",
};

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: SHOP_ENV, seed: false });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());


const business = { companyName: "Green Acres Ltd", vatId: "DE123456789", shippingAddress: "12 Orchard Lane\nRajshahi 6000", phone: "+880 1812-000111" };

const postProfile = (payload: Record<string, unknown>, who: SignedIn) => t.app.inject({ method: "POST", url: "/api/profile", headers: bearer(who), payload });
const outboxTo = (address: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe("business profile: one per account", () => {
  it("stores and answers the business fields, and a PUT changes or clears them", async () => {
    const buyer = await signUp(t.app);
    const created = await postProfile(profileOf(buyer, business), buyer);
    expect(created.statusCode, created.body).toBe(201);
    expect(createProfileResponseSchema.parse(created.json()).profile).toMatchObject(business);
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/profile/${encodeURIComponent(buyer.email)}`,
      headers: bearer(buyer),
      payload: profileOf(buyer, { ...business, companyName: "  ", vatId: null, phone: "+880 1999-000000" }),
    });
    expect(put.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const [mine] = profileListSchema.parse((await t.app.inject({ url: "/api/profile", headers: bearer(buyer) })).json());
    expect(mine).toMatchObject({ companyName: null, vatId: null, shippingAddress: business.shippingAddress, phone: "+880 1999-000000" });
  });

  it("answers a second POST with 409 and keeps the first profile as it was", async () => {
    const buyer = await signUp(t.app);
    await postProfile(profileOf(buyer, business), buyer);
    const before = await rowsOf(t, profiles);
    expectError(await postProfile(profileOf(buyer, { country: "India" }), buyer), 409, "conflict");
    expect(await rowsOf(t, profiles)).toEqual(before);
  });

  it("keeps one profile when two first POSTs race", async () => {
    const buyer = await signUp(t.app);
    const answers = await Promise.all([1, 2, 3].map((n) => postProfile(profileOf(buyer, { country: `Country ${n}` }), buyer)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expectError(refused, 409, "conflict");
    expect(await t.database.db.select().from(profiles).where(eq(profiles.userId, buyer.uid))).toHaveLength(1);
  });

  it.each([
    ["a VAT ID with symbols", { vatId: "DE<123>" }, ["body.vatId"]],
    ["a VAT ID too short", { vatId: "D1" }, ["body.vatId"]],
    ["a delivery phone with letters", { phone: "call me" }, ["body.phone"]],
    ["a huge company name", { companyName: "x".repeat(201) }, ["body.companyName"]],
    ["a huge address", { shippingAddress: "x".repeat(501) }, ["body.shippingAddress"]],
    ["a control character in the address", { shippingAddress: "Road\u0000 1" }, ["body.shippingAddress"]],
    ["a number for the company", { companyName: 42 }, ["body.companyName"]],
  ])("refuses %s with 400 naming the field, and writes nothing", async (_label, overrides, fields) => {
    const buyer = await signUp(t.app);
    const before = await rowsOf(t, profiles);
    expectFieldErrors(await postProfile(profileOf(buyer, { ...business, ...overrides }), buyer), fields);
    expect(await rowsOf(t, profiles)).toEqual(before);
  });
});

describe("GET /api/shop", () => {
  it("answers the configured seller, publicly and cacheably", async () => {
    const response = await t.app.inject("/api/shop");
    expect(response.statusCode).toBe(200);
    expect(shopInfoSchema.parse(response.json())).toEqual({
      name: "Field & Forge",
      address: "1 Field Road, Bogura",
      vatId: "BD-123456789",
      phone: "+880 51 782 040",
      latinDigits: false,
      email: "office@fieldforge.example",
      currency: "USD",
      timeZone: "Asia/Dhaka",
    });
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });
});

describe("POST /api/contact", () => {
  const message = { name: "Ada Farmer", email: "Ada@Example.com", message: "Do you ship sickles to Nepal?\n\nThanks!" };

  it("queues one email to the office naming the sender, and answers a confirmation", async () => {
    const before = (await outboxTo("office@fieldforge.example")).length;
    const response = await t.app.inject({ method: "POST", url: "/api/contact", payload: message });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ accepted: true, message: contactMessages.sent });
    const mails = await outboxTo("office@fieldforge.example");
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe("Contact form: Ada Farmer <ada@example.com>");
    expect(mail?.textBody).toContain("Do you ship sickles to Nepal?");
    expect(mail?.htmlBody).toContain("mailto:ada%40example.com");
  });

  it.each([
    ["nothing", {}, ["body.name", "body.email", "body.message"]],
    ["a bad email", { ...message, email: "not-an-email" }, ["body.email"]],
    ["a blank message", { ...message, message: "   " }, ["body.message"]],
    ["a huge message", { ...message, message: "x".repeat(5001) }, ["body.message"]],
    ["a line break in the name", { ...message, name: "Ada\r\nBcc: x@y.z" }, ["body.name"]],
  ])("refuses %s with 400, and queues nothing", async (_label, payload, fields) => {
    const before = await rowsOf(t, emailOutbox);
    expectFieldErrors(await t.app.inject({ method: "POST", url: "/api/contact", payload }), fields);
    expect(await rowsOf(t, emailOutbox)).toEqual(before);
  });

  it("writes to every admin when SHOP_EMAIL is unset, and limits messages per address", async () => {
    const other = await createTestApp({ env: TEST_ADMIN_ENV, seed: false, throttle: { ...RELAXED_THROTTLE, contactPerAddress: { max: 1, windowMs: 60_000 } } });
    try {
      expect((await other.app.inject({ method: "POST", url: "/api/contact", payload: message })).statusCode).toBe(202);
      const sent = await other.database.db.select().from(emailOutbox);
      expect(sent.map((mail) => mail.toAddress)).toEqual([TEST_ADMIN_ENV.ADMIN_EMAIL]);
      expectError(await other.app.inject({ method: "POST", url: "/api/contact", payload: message }), 429, "too_many_requests");
      expect(await other.database.db.select().from(emailOutbox)).toHaveLength(1);
    } finally {
      await other.close();
    }
    // A second app builds and migrates a database of its own: slow on a busy machine.
  }, 120_000);
});

/** The token of the newest confirmation (or unsubscribe) link mailed to an address. */
async function linkToken(address: string, path: "confirm" | "unsubscribe"): Promise<string> {
  const text = (await latestOutboxText(t.database, address, "subscribe-confirm:")) ?? "";
  const match = new RegExp(`https://shop\\.example\\.com/subscribe/${path}\\?token=([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${address}`);
  return match[1];
}
const subscribe = (email: string) => t.app.inject({ method: "POST", url: "/api/subscribers", payload: { email } });
const confirm = (token: string) => t.app.inject({ method: "POST", url: "/api/subscribers/confirm", payload: { token } });

describe("newsletter subscriptions", () => {
  it("stores a pending address, mails a link that confirms it once", async () => {
    const email = uniqueEmail("news");
    const response = await subscribe(email.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: contactMessages.subscribeRequested });
    const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(row).toMatchObject({ status: "pending", confirmedAt: null });
    const token = await linkToken(email, "confirm");
    expect(row?.confirmTokenHash).not.toContain(token);

    expect((await confirm(token)).json()).toEqual({ message: contactMessages.confirmed });
    const [confirmed] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(confirmed).toMatchObject({ status: "confirmed", confirmTokenHash: null });

    const again = expectError(await confirm(token), 404, "not_found");
    expect(again.error.message).toBe(contactMessages.badLink);
    expect(await t.database.db.select().from(subscribers).where(eq(subscribers.email, email))).toEqual([confirmed]);
  });

  it("answers the same for a new, a pending and a confirmed address, and mails no one twice in a row", async () => {
    const confirmedEmail = uniqueEmail("known");
    await subscribe(confirmedEmail);
    await confirm(await linkToken(confirmedEmail, "confirm"));
    const pendingEmail = uniqueEmail("pending");
    await subscribe(pendingEmail);
    const before = await rowsOf(t, emailOutbox);
    const answers = await Promise.all([uniqueEmail("fresh"), pendingEmail, confirmedEmail].map(subscribe));
    const bodies = answers.map((answer) => [answer.statusCode, answer.body]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    // Only the fresh address got a mail: the pending one was mailed moments ago, the confirmed one needs none.
    expect((await rowsOf(t, emailOutbox)).length).toBe(before.length + 1);
  });

  it("mails a pending address a fresh link after a while, and an old link stops working", async () => {
    const email = uniqueEmail("late");
    const long = new Date(Date.now() - CONFIRM_LINK_VALID_MS - 1000);
    await requestSubscription(t.database.db, t.config, email, long);
    const stale = await linkToken(email, "confirm");
    const before = await rowsOf(t, subscribers);
    expectError(await confirm(stale), 404, "not_found");
    expect(await rowsOf(t, subscribers)).toEqual(before);
    expect(RESEND_AFTER_MS).toBeLessThan(CONFIRM_LINK_VALID_MS);
    await subscribe(email);
    const fresh = await linkToken(email, "confirm");
    expect(fresh).not.toBe(stale);
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  it("refuses bad input and unknown tokens, changing nothing", async () => {
    const before = await rowsOf(t, subscribers);
    expectFieldErrors(await subscribe("nope"), ["body.email"]);
    expectFieldErrors(await confirm("short"), ["body.token"]);
    expectError(await confirm("A".repeat(43)), 404, "not_found");
    expectError(await t.app.inject({ method: "POST", url: "/api/subscribers/unsubscribe", payload: { token: "B".repeat(43) } }), 404, "not_found");
    expect(await rowsOf(t, subscribers)).toEqual(before);
  });

  it("forgets an address through the unsubscribe link", async () => {
    const email = uniqueEmail("leaver");
    await subscribe(email);
    await confirm(await linkToken(email, "confirm"));
    const token = await linkToken(email, "unsubscribe");
    const response = await t.app.inject({ method: "POST", url: "/api/subscribers/unsubscribe", payload: { token } });
    expect(response.json()).toEqual({ message: contactMessages.unsubscribed });
    expect(await t.database.db.select().from(subscribers).where(eq(subscribers.email, email))).toEqual([]);
  });
});

describe("GET /api/subscribers/export.csv", () => {
  it("refuses anonymous callers (401) and customers (403)", async () => {
    const customer = await signUp(t.app);
    expectError(await t.app.inject("/api/subscribers/export.csv"), 401, "unauthorized");
    expectError(await t.app.inject({ url: "/api/subscribers/export.csv", headers: bearer(customer) }), 403, "forbidden");
  });

  it("gives an admin the confirmed addresses only, with formula-like cells neutralised", async () => {
    const pending = uniqueEmail("unconfirmed");
    await subscribe(pending);
    const formulaLike = ["-2+3@example.com", "+cmd@example.com"];
    for (const email of formulaLike) {
      await subscribe(email);
      await confirm(await linkToken(email, "confirm"));
    }
    // Not an address the form accepts, but the export must be safe whatever the table holds.
    await t.database.db.insert(subscribers).values({ email: '=HYPERLINK("http://evil.example","x"),@x', status: "confirmed", confirmedAt: new Date(), unsubscribeTokenHash: "x-test" });

    const response = await t.app.inject({ url: "/api/subscribers/export.csv", headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = response.body.trimEnd().split("\n");
    expect(header).toBe('"email","confirmed_at"');
    const emails = lines.map((line) => line.slice(0, line.lastIndexOf(",")));
    // Every field quoted (a spreadsheet splitting on ";" keeps each address whole).
    expect(emails).toEqual(expect.arrayContaining([`"'-2+3@example.com"`, `"'+cmd@example.com"`, `"'=HYPERLINK(""http://evil.example"",""x""),@x"`]));
    expect(emails).not.toContain(`"${pending}"`);
    const rows = lines.map((line) => ({ confirmed_at: line.slice(line.lastIndexOf(",") + 1) }));
    for (const row of rows) expect(row.confirmed_at).toMatch(/^"\d{4}-\d{2}-\d{2}T/);
  });
});
