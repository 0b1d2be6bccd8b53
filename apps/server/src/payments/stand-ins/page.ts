import { createSign, generateKeyPairSync } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { canonicalSnsString, type CertificateFetch, type SnsMessage } from "../sns";

/** Text for HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A stand-in's "hosted page": what the buyer pays, and Pay, Fail and Cancel, each a labelled
 * submit button of one form (plain HTML: it works without the shop's scripts and at 375 px).
 */
export function hostedPage(page: { gateway: string; title: string; amount: string; reference: string; action: string; fields?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
.note{color:#52525b;font-size:.875rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:#52525b}dd{margin:0;font-weight:600}
label{display:block;margin:.5rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #a1a1aa;border-radius:.375rem}
.actions{display:flex;flex-direction:column;gap:.5rem;margin-top:1rem}
button{min-height:2.75rem;font-size:1rem;border-radius:.375rem;border:1px solid #3f3f46;background:#fff;color:#18181b;cursor:pointer}
button[value=pay]{background:#b3165a;border-color:#b3165a;color:#fff}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.gateway)}</h1>
<p class="note">Development stand-in: no money moves.</p>
<dl><dt>Amount</dt><dd>${escapeHtml(page.amount)}</dd><dt>Reference</dt><dd>${escapeHtml(page.reference)}</dd></dl>
<form method="post" action="${escapeHtml(page.action)}">
${page.fields ?? ""}
<div class="actions" role="group" aria-label="Outcome of the payment">
<button type="submit" name="action" value="pay">Pay ${escapeHtml(page.amount)}</button>
<button type="submit" name="action" value="fail">Fail</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>
</main>
</body>
</html>
`;
}

/** Form posts (the hosted page's buttons, SSLCommerz's calls) as a flat record, for one plugin's routes. */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))));
  });
}

/** The fields of a form or JSON body, as text. */
export function fieldsOf(body: unknown): Record<string, string> {
  if (typeof body !== "object" || body === null) return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/**
 * The stand-in's own Amazon SNS signer: its key stands behind an SNS-looking certificate URL
 * that only the verifier given `fetchCertificate` trusts. Verification itself stays on: a
 * message signed by anyone else is refused as a forged one would be.
 */
export class StandInSnsSigner {
  readonly certificateUrl = "https://sns.ap-southeast-1.amazonaws.com/SimpleNotificationService-shop-stand-in.pem";
  private readonly privateKey: string;
  private readonly publicKey: string;

  constructor() {
    const pair = generateKeyPairSync("rsa", { modulusLength: 2048, publicKeyEncoding: { type: "spki", format: "pem" }, privateKeyEncoding: { type: "pkcs8", format: "pem" } });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  /** Answers the stand-in's key for its own URL and asks `otherwise` (Amazon) for any other. */
  fetchCertificate(otherwise?: CertificateFetch): CertificateFetch {
    return async (url) => {
      if (url === this.certificateUrl) return this.publicKey;
      if (!otherwise) throw new Error(`no certificate for ${url}`);
      return otherwise(url);
    };
  }

  sign(fields: { Type: SnsMessage["Type"]; Message: string; MessageId: string; TopicArn: string; Subject?: string; SubscribeURL?: string; Token?: string }, version: "1" | "2" = "2"): SnsMessage {
    const unsigned = { ...fields, Timestamp: new Date().toISOString(), SignatureVersion: version, SigningCertURL: this.certificateUrl, Signature: "" } satisfies SnsMessage;
    const signer = createSign(version === "1" ? "RSA-SHA1" : "RSA-SHA256");
    signer.update(canonicalSnsString(unsigned), "utf8");
    return { ...unsigned, Signature: signer.sign(this.privateKey, "base64") };
  }
}
