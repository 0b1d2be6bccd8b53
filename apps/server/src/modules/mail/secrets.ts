import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { ComposedEmail } from "./compose";

/**
 * Link tokens (reset, verification, newsletter) never rest in an email's stored body: admins read
 * those bodies on Sent Emails, and the tokens themselves are stored only as hashes everywhere
 * else. A body keeps a numbered slot instead, and the tokens wait beside it, sealed, until the
 * worker sends the email (decision 022).
 */
export const REDACTED = "[redacted]";
const slot = (index: number) => `[redacted:${index + 1}]`;
const SLOTS = /\[redacted:(\d+)\]/g;

/**
 * What substring replacement finds in every form a body writes it: HTML escaping and URL
 * encoding leave these characters alone, so no encoded copy slips past the redaction.
 */
const PLAIN_TOKEN = /^[A-Za-z0-9_-]{16,}$/;

export function redactSecrets(email: ComposedEmail, tokens: readonly string[]): ComposedEmail {
  const redact = (body: string) => tokens.reduce((text, token, index) => text.replaceAll(token, slot(index)), body);
  for (const token of tokens) {
    if (!PLAIN_TOKEN.test(token)) throw new Error("a link token must be at least 16 characters of base64url");
    // A token the text does not carry would be sealed for nothing: a link built another way.
    if (!email.text.includes(token)) throw new Error("a link token is not in the email's text");
  }
  return { subject: redact(email.subject), text: redact(email.text), html: redact(email.html) };
}

/** The stored body as the recipient gets it: each slot back to its token. */
export function fillSecrets(body: string, tokens: readonly string[]): string {
  return body.replace(SLOTS, (whole, number: string) => tokens[Number(number) - 1] ?? whole);
}

/**
 * What admins see of a body: slots, and any token a row written before redaction existed still
 * holds, read as `[redacted]`. The development mailbox (decision 031) keeps the tokens of the
 * emails it delivered: there only the slots of an email still waiting are masked.
 */
export function redactedForDisplay(body: string, devMailbox = false): string {
  const slotsMasked = body.replace(SLOTS, REDACTED);
  return devMailbox ? slotsMasked : slotsMasked.replace(/([?&]token=)(?!\[redacted\])[^\s&"'<>]+/g, `$1${REDACTED}`);
}

const VERSION = "v1";
/** A key of its own, so a sealed column never helps against sessions or access tokens signed with AUTH_SECRET. */
const keyFrom = (authSecret: string) => Buffer.from(hkdfSync("sha256", authSecret, "", "email-outbox link tokens", 32));

/**
 * AES-256-GCM under a key derived from AUTH_SECRET, which never sits in the database: a dump or
 * backup taken while an email waits holds no working link. `binding` (the event key and the
 * address) is authenticated, so sealed tokens moved to another row, or a row re-addressed,
 * no longer open.
 */
export function sealSecrets(authSecret: string, tokens: readonly string[], binding: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(authSecret), iv);
  cipher.setAAD(Buffer.from(binding));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), sealed.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

/** The tokens, or undefined when the seal does not open (another AUTH_SECRET, another row, tampered). */
export function openSecrets(authSecret: string, sealed: string, binding: string): string[] | undefined {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !body || !tag) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(authSecret), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(binding));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const parsed: unknown = JSON.parse(Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8"));
    if (!Array.isArray(parsed)) return undefined;
    const tokens: unknown[] = parsed;
    return tokens.every((token): token is string => typeof token === "string") ? tokens : undefined;
  } catch {
    return undefined;
  }
}

/** What a sealed column is bound to: the row's event and its recipient. */
export const sealBinding = (eventKey: string, to: string) => `${eventKey}\n${to}`;
