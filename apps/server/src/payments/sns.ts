import { createVerify } from "node:crypto";

/**
 * Amazon SNS message signatures (bKash sends its payment notifications through SNS), checked
 * as SNS documents it: the signing certificate comes only over https from an SNS host of
 * amazonaws.com, and the signature (SignatureVersion 1: SHA1withRSA, 2: SHA256withRSA) covers
 * the canonical "Key\nValue\n" string of the message type's fields in their fixed order.
 *
 * Written here rather than taken from `sns-validator` (decision 052): that package fetches the
 * certificate itself with https.get (no timeout, no size limit) into a module-wide cache, so a
 * test can only trust a stand-in by reaching into it or by turning the check off; here the
 * certificate fetch is a parameter.
 */

export interface SnsMessage {
  Type: "Notification" | "SubscriptionConfirmation" | "UnsubscribeConfirmation";
  MessageId: string;
  TopicArn: string;
  Message: string;
  Timestamp: string;
  SignatureVersion: "1" | "2";
  Signature: string;
  SigningCertURL: string;
  Subject?: string;
  SubscribeURL?: string;
  Token?: string;
}

/** The PEM (certificate or public key) at an already checked URL. */
export type CertificateFetch = (url: string) => Promise<string>;

export class SnsRefusal extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "SnsRefusal";
  }
}

const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/** Whether a URL SNS hands us (its certificate, a subscription to confirm) is https on an SNS host. */
export function isSnsUrl(value: string, pathSuffix?: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.port === "" && !url.username && !url.password && SNS_HOST.test(url.hostname) && (pathSuffix === undefined || url.pathname.endsWith(pathSuffix));
}

const NOTIFICATION_KEYS = ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"] as const;
const SUBSCRIPTION_KEYS = ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"] as const;

/** The string SNS signs: each present field of the type's list as "Key\nValue\n", in that order. */
export function canonicalSnsString(message: SnsMessage): string {
  const keys = message.Type === "Notification" ? NOTIFICATION_KEYS : SUBSCRIPTION_KEYS;
  return keys
    .filter((key) => typeof message[key] === "string")
    .map((key) => `${key}\n${message[key]}\n`)
    .join("");
}

const REQUIRED = ["Type", "MessageId", "TopicArn", "Message", "Timestamp", "SignatureVersion", "Signature", "SigningCertURL"] as const;

function parseSnsMessage(body: string): SnsMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new SnsRefusal("not JSON");
  }
  if (typeof parsed !== "object" || parsed === null) throw new SnsRefusal("not an SNS message");
  const fields = parsed as Record<string, unknown>;
  for (const key of REQUIRED) if (typeof fields[key] !== "string") throw new SnsRefusal(`missing ${key}`);
  for (const key of ["Subject", "SubscribeURL", "Token"] as const) {
    if (fields[key] !== undefined && fields[key] !== null && typeof fields[key] !== "string") throw new SnsRefusal(`${key} is not text`);
  }
  if (!["Notification", "SubscriptionConfirmation", "UnsubscribeConfirmation"].includes(fields.Type as string)) throw new SnsRefusal("unknown Type");
  if (fields.SignatureVersion !== "1" && fields.SignatureVersion !== "2") throw new SnsRefusal("unsupported SignatureVersion");
  if (fields.Type !== "Notification" && (typeof fields.SubscribeURL !== "string" || typeof fields.Token !== "string")) throw new SnsRefusal("a subscription message without SubscribeURL and Token");
  // SNS writes a missing Subject as null (or leaves it out); either way it is not signed.
  const message = { ...fields } as Record<string, unknown>;
  if (message.Subject === null) delete message.Subject;
  return message as unknown as SnsMessage;
}

/** Amazon's certificates over https, each kept once fetched (a handful of URLs ever). */
export function fetchSnsCertificate(): CertificateFetch {
  const cache = new Map<string, Promise<string>>();
  return (url) => {
    const kept = cache.get(url);
    if (kept) return kept;
    const fetched = (async () => {
      const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new SnsRefusal(`the signing certificate answered ${response.status}`);
      const text = await response.text();
      if (text.length > 16_384 || !text.includes("-----BEGIN CERTIFICATE-----")) throw new SnsRefusal("the signing certificate is not a PEM certificate");
      return text;
    })();
    // A failed fetch is not kept: the next message tries again.
    fetched.catch(() => cache.delete(url));
    if (cache.size >= 32) cache.clear();
    cache.set(url, fetched);
    return fetched;
  };
}

/** The message, once its certificate URL and signature hold; SnsRefusal otherwise. */
export async function verifySnsMessage(body: string, fetchCertificate: CertificateFetch): Promise<SnsMessage> {
  const message = parseSnsMessage(body);
  if (!isSnsUrl(message.SigningCertURL, ".pem")) throw new SnsRefusal("the signing certificate is not on an https SNS host of amazonaws.com");
  if (message.SubscribeURL !== undefined && !isSnsUrl(message.SubscribeURL)) throw new SnsRefusal("SubscribeURL is not on an https SNS host of amazonaws.com");
  const certificate = await fetchCertificate(message.SigningCertURL);
  const verifier = createVerify(message.SignatureVersion === "1" ? "RSA-SHA1" : "RSA-SHA256");
  verifier.update(canonicalSnsString(message), "utf8");
  let valid: boolean;
  try {
    valid = verifier.verify(certificate, message.Signature, "base64");
  } catch {
    throw new SnsRefusal("the signing certificate could not be read");
  }
  if (!valid) throw new SnsRefusal("the signature does not match");
  return message;
}
