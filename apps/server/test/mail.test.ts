import { accountMessages, VERIFY_THEN_ORDER } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../src/db/schema";
import { enqueueEmail } from "../src/modules/mail/outbox";
import { LEASE_MS, MAX_ATTEMPTS, messageIdFor } from "../src/modules/mail/worker";
import { loggerOptions } from "../src/logging";
import { createTestApp, latestOutboxText, linkToken, PRODUCTION_ENV, signInAdmin, signUp, TEST_ADMIN_ENV, uniqueEmail, type TestApp } from "./app";
import { startSmtp, type TestSmtp } from "./smtp";

const PUBLIC_URL = "http://shop.test:8080";
const MAIL_FROM = "AgroForge <orders@shop.test>";
const later = (ms: number) => new Date(Date.now() + ms);

const rowsOf = (t: TestApp, eventKey: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, eventKey));

async function queue(t: TestApp, eventKey: string, to = uniqueEmail("mail")) {
  await enqueueEmail(t.database.db, { eventKey, to, subject: `Subject of ${eventKey}`, text: `Body of ${eventKey}`, html: `<p>Body of ${eventKey}</p>` });
  return to;
}

describe("the mail worker over SMTP", () => {
  let smtp: TestSmtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url, MAIL_FROM, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.refuseNext(0);
  });

  it("sends the sign-up's verification email with its link, From and a Message-ID of its event", async () => {
    const customer = await signUp(t.app, { verified: false, name: "Ada Farmer" });
    const before = smtp.received.length;
    expect(await t.app.deliverEmails()).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    const mail = smtp.received.slice(before).find((m) => m.to.includes(customer.email));
    expect(mail).toBeDefined();
    expect(mail?.subject).toBe("Verify your email address for AgroForge");
    expect(mail?.from).toBe("orders@shop.test");
    expect(mail?.text).toContain("Hello Ada Farmer,");
    expect(mail?.text).toMatch(/Verify my email address: http:\/\/shop\.test:8080\/verify-email\?token=[\w-]{40,}/);
    expect(mail?.raw).toContain("text/html");
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email));
    expect(mail?.messageId).toBe(messageIdFor(row?.eventKey ?? "", PUBLIC_URL));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // Nothing is due any more: a second run sends nothing.
    expect(await t.app.deliverEmails()).toMatchObject({ sent: 0 });
  });

  it("sends an email queued in the very millisecond of the run (the database's clock keeps microseconds)", async () => {
    await queue(t, "test:same-millisecond");
    const [queued] = await rowsOf(t, "test:same-millisecond");
    // The row's time as JavaScript reads it, cut to the millisecond: a run at that instant.
    expect(await t.app.deliverEmails(new Date(queued?.nextAttemptAt.getTime() ?? 0))).toMatchObject({ sent: 1 });
    expect(await rowsOf(t, "test:same-millisecond")).toMatchObject([{ status: "sent" }]);
  });

  it("retries an email the server answers 4xx to, after a backoff, and sends it then", async () => {
    const to = await queue(t, "test:refused-once");
    smtp.refuseNext(1, 451);
    expect(await t.app.deliverEmails()).toMatchObject({ sent: 0, retried: 1 });
    const [waiting] = await rowsOf(t, "test:refused-once");
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting?.lastError).toMatch(/451/);
    const wait = (waiting?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    // Not before the backoff ends.
    expect(await t.app.deliverEmails()).toMatchObject({ sent: 0, retried: 0 });
    expect(await t.app.deliverEmails(later(61_000))).toMatchObject({ sent: 1 });
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    const [sent] = await rowsOf(t, "test:refused-once");
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("gives an email up as failed after its last attempt", async () => {
    await queue(t, "test:always-refused");
    await t.database.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(emailOutbox.eventKey, "test:always-refused"));
    smtp.refuseNext(1, 550);
    expect(await t.app.deliverEmails()).toMatchObject({ failed: 1 });
    const [row] = await rowsOf(t, "test:always-refused");
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(row?.lastError).toMatch(/550/);
    expect(await t.app.deliverEmails(later(24 * 60 * 60_000))).toMatchObject({ sent: 0, failed: 0 });
  });

  it("sends an email whose worker died mid-send once its lease has run out, and only then", async () => {
    const to = await queue(t, "test:crashed");
    // What a worker leaves behind when it dies after claiming: the attempt counted, the row leased.
    await t.database.db
      .update(emailOutbox)
      .set({ attempts: 1, nextAttemptAt: later(LEASE_MS) })
      .where(eq(emailOutbox.eventKey, "test:crashed"));
    expect(await t.app.deliverEmails(later(60_000))).toMatchObject({ sent: 0 });
    expect(await t.app.deliverEmails(later(LEASE_MS + 1_000))).toMatchObject({ sent: 1 });
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it("sends one email for an event queued twice, and one per row when two workers run at once", async () => {
    const to = await queue(t, "test:twice");
    expect(await enqueueEmail(t.database.db, { eventKey: "test:twice", to, subject: "again", text: "again", html: "again" })).toBe(false);
    const batch = await Promise.all(Array.from({ length: 6 }, (_, i) => queue(t, `test:parallel-${i}`)));
    const reports = await Promise.all([t.app.deliverEmails(), t.app.deliverEmails()]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(7);
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    for (const address of batch) expect(smtp.received.filter((m) => m.to.includes(address))).toHaveLength(1);
  });

  it("retries while the SMTP server is down and sends once it is back", async () => {
    const down = await startSmtp();
    const { port } = down;
    await down.close();
    const other = await createTestApp({ seed: false, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL } });
    try {
      const to = await queue(other, "test:server-down");
      expect(await other.app.deliverEmails()).toMatchObject({ retried: 1 });
      const [row] = await rowsOf(other, "test:server-down");
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
      const back = await startSmtp(port);
      try {
        expect(await other.app.deliverEmails(later(61_000))).toMatchObject({ sent: 1 });
        expect(back.received.map((m) => m.to)).toEqual([[to]]);
      } finally {
        await back.close();
      }
    } finally {
      await other.close();
    }
  });
});

describe("without SMTP_URL, and the Sent Emails API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, PUBLIC_URL } });
  });
  afterAll(() => t.close());

  it("logs the emails instead, marks them sent and shows them to admins, newest first and paged", async () => {
    const first = await queue(t, "test:logged-1");
    await queue(t, "test:logged-2");
    expect(await t.app.deliverEmails()).toMatchObject({ sent: 2 });
    const admin = await signInAdmin(t);
    const list = await t.app.inject({ method: "GET", url: "/api/emails?page=1&limit=1", headers: admin.auth });
    expect(list.statusCode).toBe(200);
    expect(list.headers["x-total-count"]).toBe("2");
    const [newest] = list.json<{ _id: string; subject: string; status: string; to: string }[]>();
    expect(newest).toMatchObject({ subject: "Subject of test:logged-2", status: "sent" });
    const second = await t.app.inject({ method: "GET", url: "/api/emails?page=2&limit=1", headers: admin.auth });
    const [oldest] = second.json<{ _id: string; to: string }[]>();
    expect(oldest?.to).toBe(first);
    const one = await t.app.inject({ method: "GET", url: `/api/emails/${oldest?._id}`, headers: admin.auth });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ text: "Body of test:logged-1", eventKey: "test:logged-1", status: "sent" });
  });

  it("answers emails to admins only", async () => {
    const customer = await signUp(t.app);
    const [row] = await rowsOf(t, "test:logged-1");
    for (const url of ["/api/emails", `/api/emails/${row?.id}`]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
      const refused = await t.app.inject({ method: "GET", url, headers: customer.auth });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: "forbidden" } });
    }
    const admin = await signInAdmin(t);
    const missing = await t.app.inject({ method: "GET", url: "/api/emails/00000000-0000-4000-8000-000000000000", headers: admin.auth });
    expect(missing.statusCode).toBe(404);
  });
});

/** What an admin reads of the newest email to `to` through the API: its row on Sent Emails and its page. */
async function adminRead(t: TestApp, to: string): Promise<{ list: string; detail: { text: string; devMailbox: boolean; status: string } }> {
  const admin = await signInAdmin(t);
  const list = await t.app.inject({ url: "/api/emails?page=1&limit=100", headers: admin.auth });
  const row = list.json<{ _id: string; to: string }[]>().find((email) => email.to === to);
  const detail = await t.app.inject({ url: `/api/emails/${row?._id}`, headers: admin.auth });
  expect(detail.statusCode).toBe(200);
  return { list: list.body, detail: detail.json() };
}

describe("the development mailbox (decision 031)", () => {
  const lines: string[] = [];
  const logger = loggerOptions("info", { write: (line) => void lines.push(line) });

  it("without SMTP_URL outside production, logs the whole email and shows admins its working link, which verifies", async () => {
    const t = await createTestApp({ seed: false, logger, env: { ...TEST_ADMIN_ENV, PUBLIC_URL } });
    try {
      expect(t.config.mail.devMailbox).toBe(true);
      const customer = await signUp(t.app, { verified: false, name: "Ada Farmer" });
      lines.length = 0;
      expect(await t.app.deliverEmails()).toMatchObject({ sent: 1, failed: 0 });

      const { detail } = await adminRead(t, customer.email);
      expect(detail).toMatchObject({ status: "sent", devMailbox: true });
      const token = linkToken(detail.text, "/verify-email");
      expect(detail.text).toContain(`Verify my email address: ${PUBLIC_URL}/verify-email?token=${token}`);
      // It says what the sign-up page says: verify, then order.
      expect(detail.text).toContain(VERIFY_THEN_ORDER);
      expect(accountMessages.signedUpVerify(customer.email)).toContain(VERIFY_THEN_ORDER);
      // The log reads as the email: who, what, and the text with the same link.
      const logged = lines.map((line) => JSON.parse(line) as { msg: string }).find((line) => line.msg.startsWith("Development mailbox"));
      expect(logged?.msg).toContain(`To: ${customer.email}\nSubject: Verify your email address for AgroForge\n\nHello Ada Farmer,`);
      expect(logged?.msg).toContain(`${PUBLIC_URL}/verify-email?token=${token}`);

      const verified = await t.app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
      expect(verified.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("in production without SMTP_URL, stores, shows and logs no working link", async () => {
    const t = await createTestApp({
      seed: false,
      logger,
      env: {
        ...TEST_ADMIN_ENV,
        PUBLIC_URL,
        ...PRODUCTION_ENV,
        SHOP_VAT_ID: "BD123456789",
      },
    });
    try {
      expect(t.config.mail.devMailbox).toBe(false);
      const customer = await signUp(t.app, { verified: false });
      // The link as its recipient would get it, opened from the seal before sending.
      const token = linkToken(await latestOutboxText(t.database, customer.email, "verify-email:"), "/verify-email");
      lines.length = 0;
      expect(await t.app.deliverEmails()).toMatchObject({ sent: 1, failed: 0 });

      const [stored] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email));
      expect(stored).toMatchObject({ status: "sent", sealedSecrets: null, textBody: expect.stringContaining("/verify-email?token=[redacted:1]") });
      const { list, detail } = await adminRead(t, customer.email);
      expect(detail).toMatchObject({ devMailbox: false, text: expect.stringContaining(`${PUBLIC_URL}/verify-email?token=[redacted]`) });
      for (const seen of [JSON.stringify(stored), list, JSON.stringify(detail), lines.join("\n")]) expect(seen).not.toContain(token);
      expect(lines.join("\n")).toContain(customer.email);
    } finally {
      await t.close();
    }
  });
});
