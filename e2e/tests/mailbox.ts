import { expect, test, type Page } from "./fixtures";

/** The running journey's lane has its own mail catcher (playwright.config.ts). */
function mailboxURL(): string {
  const url: unknown = test.info().project.metadata.mailboxURL;
  if (typeof url !== "string") throw new Error("the project names no mailboxURL");
  return url;
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/**
 * The newest email to `to` whose subject matches, as the mail catcher received it over SMTP;
 * waits for it (the shop's mail worker sends within a second or so of the event).
 */
export async function latestMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailboxURL()}/messages?${new URLSearchParams({ to }).toString()}`);
        const messages = (await response.json()) as Mail[];
        found = messages.filter((message) => subject.test(message.subject)).at(-1);
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
