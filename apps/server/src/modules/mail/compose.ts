/** An email's three parts; the plain text is the message, the HTML a simple dress of the same words. */
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface EmailContent {
  subject: string;
  /** The greeting line, e.g. "Hello Ada,". */
  greeting: string;
  /** Paragraphs of plain text; never HTML (they are escaped). */
  paragraphs: string[];
  /** One button-like link, written out in full in the plain text. */
  action?: { label: string; url: string } | undefined;
  /** Lines under the message, e.g. the shop's name and address. */
  signature: string[];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * Every email of the shop in one shape: domain modules say what to tell (their own templates),
 * this says how it looks. Values typed by users (names, notes) are escaped in the HTML.
 */
export function composeEmail(content: EmailContent): ComposedEmail {
  const { action } = content;
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...content.signature,
  ].join("\n");
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    // A paragraph of several lines (an order's bill) keeps its lines.
    ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#166534;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>`,
          `<p style="font-size:12px;color:#4b5563">${escapeHtml(action.url)}</p>`,
        ]
      : []),
    `<p style="font-size:12px;color:#4b5563">${content.signature.map(escapeHtml).join("<br>")}</p>`,
    "</body></html>",
  ].join("");
  return { subject: content.subject, text, html };
}
