import { formatCents } from "@shop/contract";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import type { quotes } from "../../db/schema";
import { officeAddresses } from "../contact/contact";
import { composeEmail } from "../mail/compose";
import { inert } from "../mail/inert";
import { enqueueEmail } from "../mail/outbox";
import type { ShopSettings } from "../../config";

type QuoteRow = typeof quotes.$inferSelect;

/** Issue 35: a cart's lines as its emails list them (one per line). */
interface LineFacts {
  product: string;
  quantity: number;
  listUnitPriceCents: number;
}

/** Where a cart's quote goes, as asked (null when nothing was said). */
const destinationOf = (quote: QuoteRow): string | null => {
  const parts = [quote.address, quote.postalCode, quote.country].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? `Deliver to: ${inert(parts.join(", "))}.` : null;
};

/** An offer's total: a cart's lines and freight as offered (offered_total_cents), else a one-tool quote's price times its quantity. */
const offeredTotalOf = (quote: QuoteRow): number => quote.offeredTotalCents ?? (quote.unitPriceCents ?? 0) * quote.quantity;

export const quotePageUrl = (shop: ShopSettings, quoteId: string) => `${shop.publicUrl}/dashboard/quotes/${quoteId}`;

const signature = (shop: ShopSettings) => [shop.shop.name, ...(shop.shop.address ? [shop.shop.address] : [])];

/**
 * Tells the office a quote was requested: SHOP_EMAIL, else every admin (as the Contact page
 * does). One event key per address, so a retry never mails twice.
 */
export async function enqueueQuoteRequestedEmails(tx: Tx, shop: Config, quote: QuoteRow, lines?: readonly LineFacts[]): Promise<void> {
  const recipients = await officeAddresses(tx, shop);
  const email = quote.lineCount > 1 && lines ? cartRequestEmail(shop, quote, lines) : composeEmail({
    subject: `Quote requested: ${quote.quantity} × ${quote.product} — ${shop.shop.name}`,
    greeting: quote.requestedByOffice ? "The office asked for a quote for a company member:" : "A buyer asks for a quote:",
    paragraphs: [
      quote.requestedByOffice
        ? `${quote.requestedByOffice} asked, for ${quote.email}, for ${quote.quantity} × ${quote.product} (list price ${formatCents(quote.listUnitPriceCents)} each).`
        : `${quote.email} asks for ${quote.quantity} × ${quote.product} (list price ${formatCents(quote.listUnitPriceCents)} each).`,
      ...(quote.wantedBy ? [`Wanted by ${quote.wantedBy}.`] : []),
      ...(quote.note ? [`Note: ${inert(quote.note)}`] : []),
    ],
    action: { label: "Answer the quote", url: quotePageUrl(shop, quote.id) },
    signature: signature(shop),
  });
  for (const to of recipients) await enqueueEmail(tx, { eventKey: `quote-requested:${quote.id}:${to}`, to, ...email });
}

/** Issue 35: the office's mail of a cart's quote request: every line, where it goes, the note. */
function cartRequestEmail(shop: Config, quote: QuoteRow, lines: readonly LineFacts[]) {
  return composeEmail({
    subject: `Quote requested for a cart of ${lines.length} lines: ${quote.product} — ${shop.shop.name}`,
    greeting: "A buyer asks for a quote for a whole cart:",
    paragraphs: [
      `${quote.email} asks for one offer for these lines:`,
      ...lines.map((line) => `${line.quantity} × ${line.product} (their price now ${formatCents(line.listUnitPriceCents)} each)`),
      ...[destinationOf(quote)].filter((line): line is string => line !== null),
      ...(quote.wantedBy ? [`Wanted by ${quote.wantedBy}.`] : []),
      ...(quote.note ? [`Note: ${inert(quote.note)}`] : []),
    ],
    action: { label: "Answer the quote", url: quotePageUrl(shop, quote.id) },
    signature: signature(shop),
  });
}

/**
 * Tells a company member that the office asked for a quote on their behalf after a call (issue
 * 27, item 6), so a request they did not type themselves is no surprise in their quotes. One
 * event key per quote.
 */
export async function enqueueQuoteAskedForMemberEmail(tx: Tx, shop: ShopSettings, quote: QuoteRow): Promise<void> {
  const email = composeEmail({
    subject: `We asked for a quote for you: ${quote.quantity} × ${quote.product} — ${shop.shop.name}`,
    greeting: "Hello,",
    paragraphs: [
      `As agreed on the phone, our office asked for a quote on your behalf: ${quote.quantity} × ${quote.product} (list price ${formatCents(quote.listUnitPriceCents)} each).`,
      ...(quote.wantedBy ? [`Wanted by ${quote.wantedBy}.`] : []),
      ...(quote.note ? [`Note: ${inert(quote.note)}`] : []),
      "We will email you our offer. The quote is yours: you accept it on your quote page, as any quote.",
    ],
    action: { label: "See the quote", url: quotePageUrl(shop, quote.id) },
    signature: signature(shop),
  });
  await enqueueEmail(tx, { eventKey: `quote-asked-for-member:${quote.id}`, to: quote.email, ...email });
}

/** Tells the buyer the office's answer: the offer (price and date) or the refusal and its reason. */
export async function enqueueQuoteAnsweredEmail(tx: Tx, shop: ShopSettings, quote: QuoteRow): Promise<void> {
  const what = quote.lineCount > 1 ? `the ${quote.lineCount} lines of your cart (${quote.product})` : `${quote.quantity} × ${quote.product}`;
  const offered = quote.status === "offered" && quote.unitPriceCents !== null;
  const email = composeEmail(
    offered
      ? {
          subject: `Your quote for ${quote.product} — ${shop.shop.name}`,
          greeting: "Hello,",
          paragraphs: [
            quote.lineCount > 1 || quote.freightCents !== null
              ? `We can offer ${what} for ${formatCents(offeredTotalOf(quote))} in all${quote.freightCents !== null ? `, freight of ${formatCents(quote.freightCents)} included` : ""}; each line's price is on your quote page.`
              : `We can offer ${what} at ${formatCents(quote.unitPriceCents ?? 0)} each (${formatCents((quote.unitPriceCents ?? 0) * quote.quantity)} in all).`,
            `The offer holds until ${quote.validUntil ?? ""} (end of day, UTC). Accept it on your quote page to place the order.`,
          ],
          action: { label: "See and accept the quote", url: quotePageUrl(shop, quote.id) },
          signature: signature(shop),
        }
      : {
          subject: `Your quote request for ${quote.product} — ${shop.shop.name}`,
          greeting: "Hello,",
          paragraphs: [`We are sorry: we cannot offer ${what}.`, `Reason: ${quote.declineReason ?? ""}`],
          action: { label: "See the quote", url: quotePageUrl(shop, quote.id) },
          signature: signature(shop),
        },
  );
  await enqueueEmail(tx, { eventKey: `quote-${offered ? "offered" : "declined"}:${quote.id}`, to: quote.email, ...email });
}

/** The event key of an offer's reminder: one per quote, so several sweeps (or instances) mail once. */
export const QUOTE_REMINDER_KEY_PREFIX = "quote-reminder:";
export const quoteReminderKey = (quoteId: string) => `${QUOTE_REMINDER_KEY_PREFIX}${quoteId}`;

/** Reminds the buyer that an offer not yet accepted ends soon, with the day it ends. */
export async function enqueueQuoteReminderEmail(db: Db | Tx, shop: ShopSettings, quote: QuoteRow): Promise<boolean> {
  const unit = quote.unitPriceCents ?? 0;
  const email = composeEmail({
    subject: `Reminder: your quote for ${quote.product} ends on ${quote.validUntil ?? ""} — ${shop.shop.name}`,
    greeting: "Hello,",
    paragraphs: [
      quote.lineCount > 1 || quote.freightCents !== null
        ? `Our offer for ${quote.product} (${formatCents(offeredTotalOf(quote))} in all) holds until ${quote.validUntil ?? ""} (end of day, UTC).`
        : `Our offer of ${quote.quantity} × ${quote.product} at ${formatCents(unit)} each (${formatCents(unit * quote.quantity)} in all) holds until ${quote.validUntil ?? ""} (end of day, UTC).`,
      "Accept it on your quote page to place the order. After that day the price no longer holds, and you would need to ask again.",
    ],
    action: { label: "See and accept the quote", url: quotePageUrl(shop, quote.id) },
    signature: signature(shop),
  });
  return enqueueEmail(db, { eventKey: quoteReminderKey(quote.id), to: quote.email, ...email });
}
