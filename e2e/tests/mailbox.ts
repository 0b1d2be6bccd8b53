import { emailDetailSchema, emailListSchema } from "@shop/contract";
import { e2eAdmin } from "../playwright.config";
import { expect, test, type Page } from "./fixtures";

/** The running journey's lane has its own mail catcher, or none (playwright.config.ts). */
function mailboxURL(): string | undefined {
  const url: unknown = test.info().project.metadata.mailboxURL;
  return typeof url === "string" ? url : undefined;
}

function shopURL(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error("the project names no baseURL");
  return url;
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/** The admin's access token per shop, signed in once: the sign-in limit counts every attempt. */
const adminTokens = new Map<string, Promise<string>>();

async function signInAdmin(shop: string): Promise<string> {
  const signIn = await fetch(`${shop}/api/auth/sign-in`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(e2eAdmin) });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const answer = await fetch(`${shop}/api/user/${encodeURIComponent(e2eAdmin.email)}`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ email: e2eAdmin.email }),
  });
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return accessToken;
}

/** The newest sent email to `to` whose subject matches, read as an admin from the shop's development mailbox. */
async function fromDevMailbox(to: string, subject: RegExp): Promise<Mail | undefined> {
  const shop = shopURL();
  const token = adminTokens.get(shop) ?? signInAdmin(shop);
  adminTokens.set(shop, token);
  const headers = { authorization: `Bearer ${await token}` };
  const answer = await fetch(`${shop}/api/emails?page=1&limit=50`, { headers });
  if (answer.status === 401) {
    // Access tokens last 15 minutes, a lane longer: the poll's next round signs in again.
    adminTokens.delete(shop);
    return undefined;
  }
  const list = emailListSchema.parse(await answer.json());
  const found = list.find((email) => email.to === to.toLowerCase() && email.status === "sent" && subject.test(email.subject));
  if (!found) return undefined;
  const email = emailDetailSchema.parse(await (await fetch(`${shop}/api/emails/${found._id}`, { headers })).json());
  return { to: [email.to], subject: email.subject, text: email.text, receivedAt: email.sentAt ?? email.createdAt };
}

async function fromMailCatcher(catcher: string, to: string, subject: RegExp): Promise<Mail | undefined> {
  const response = await fetch(`${catcher}/messages?${new URLSearchParams({ to }).toString()}`);
  const messages = (await response.json()) as Mail[];
  return messages.filter((message) => subject.test(message.subject)).at(-1);
}

/**
 * The newest email to `to` whose subject matches, as the lane's mail catcher received it over
 * SMTP, or as the shop's development mailbox shows it in a lane without SMTP; waits for it (the
 * shop's mail worker sends within a second or so of the event).
 */
export async function latestMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<Mail> {
  const catcher = mailboxURL();
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = catcher ? await fromMailCatcher(catcher, to, subject) : await fromDevMailbox(to, subject);
        return found !== undefined;
      },
      { timeout: timeoutMs, message: `no email "${subject.source}" to ${to}` },
    )
    .toBe(true);
  if (!found) throw new Error("unreachable: the poll saw the email");
  return found;
}

/** The first link of an email to one of the shop's pages (`/verify-email`, `/reset-password`). */
export function linkIn(mail: Mail, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return link;
}

/** A shop link as a path of the page's own origin (the journeys' server runs where baseURL says). */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Verifies a new customer's address with the link of the sign-up email, as paying requires. */
export async function verifyEmailOf(page: Page, email: string): Promise<void> {
  const token = new URL(linkIn(await latestMail(email, /^Verify your email address/), "/verify-email")).searchParams.get("token");
  const response = await page.request.post("/api/auth/verify-email", { data: { token } });
  expect(response.status()).toBe(200);
}
