import { currentLanguage, formatCents, localDigits, pathInLanguage, quoteEmailTexts } from "@shop/contract";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import type { quotes } from "../../db/schema";
import { enqueueOfficeEmails } from "../contact/contact";
import { composeEmail, type ComposedEmail } from "../mail/compose";
import { inert } from "../mail/inert";
import { enqueueEmailTo } from "../mail/outbox";
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
  return parts.length > 0 ? quoteEmailTexts.deliverTo(inert(parts.join(", "))) : null;
};

/** An offer's total: a cart's lines and freight as offered (offered_total_cents), else a one-tool quote's price times its quantity. */
const offeredTotalOf = (quote: QuoteRow): number => quote.offeredTotalCents ?? (quote.unitPriceCents ?? 0) * quote.quantity;

/** Issue 38: a day (YYYY-MM-DD) in the digits of the language the email is written in. */
const day = (date: string) => localDigits(date, currentLanguage());

/** The quote's page in the language the email is being written in (its reader's: /bn for Bangla). */
export const quotePageUrl = (shop: ShopSettings, quoteId: string) => `${shop.publicUrl}${pathInLanguage(`/dashboard/quotes/${quoteId}`, currentLanguage())}`;

const signature = (shop: ShopSettings) => [shop.shop.name, ...(shop.shop.address ? [shop.shop.address] : [])];

/** The request's date and note, as its emails end. */
const wantedAndNote = (quote: QuoteRow) => [...(quote.wantedBy ? [quoteEmailTexts.wantedBy(day(quote.wantedBy))] : []), ...(quote.note ? [quoteEmailTexts.note(inert(quote.note))] : [])];

/**
 * Tells the office a quote was requested: SHOP_EMAIL, else every admin (as the Contact page
 * does), each in the office's language. One event key per address, so a retry never mails twice.
 */
export async function enqueueQuoteRequestedEmails(tx: Tx, shop: Config, quote: QuoteRow, lines?: readonly LineFacts[]): Promise<void> {
  const compose = (): ComposedEmail => {
    if (quote.lineCount > 1 && lines) return cartRequestEmail(shop, quote, lines);
    const price = formatCents(quote.listUnitPriceCents);
    return composeEmail({
      subject: quoteEmailTexts.requestedSubject(quote.quantity, quote.product, shop.shop.name),
      greeting: quote.requestedByOffice ? quoteEmailTexts.officeAskedGreeting : quoteEmailTexts.buyerAsksGreeting,
      paragraphs: [
        quote.requestedByOffice
          ? quoteEmailTexts.officeAsked(quote.requestedByOffice, quote.email, quote.quantity, quote.product, price)
          : quoteEmailTexts.buyerAsks(quote.email, quote.quantity, quote.product, price),
        ...wantedAndNote(quote),
      ],
      action: { label: quoteEmailTexts.answerAction, url: quotePageUrl(shop, quote.id) },
      signature: signature(shop),
    });
  };
  await enqueueOfficeEmails(tx, shop, (to) => `quote-requested:${quote.id}:${to}`, compose);
}

/** Issue 35: the office's mail of a cart's quote request: every line, where it goes, the note. */
function cartRequestEmail(shop: Config, quote: QuoteRow, lines: readonly LineFacts[]) {
  return composeEmail({
    subject: quoteEmailTexts.cartSubject(lines.length, quote.product, shop.shop.name),
    greeting: quoteEmailTexts.cartGreeting,
    paragraphs: [
      quoteEmailTexts.cartAsks(quote.email),
      ...lines.map((line) => quoteEmailTexts.cartLine(line.quantity, line.product, formatCents(line.listUnitPriceCents))),
      ...[destinationOf(quote)].filter((line): line is string => line !== null),
      ...wantedAndNote(quote),
    ],
    action: { label: quoteEmailTexts.answerAction, url: quotePageUrl(shop, quote.id) },
    signature: signature(shop),
  });
}

/**
 * Tells a company member that the office asked for a quote on their behalf after a call (issue
 * 27, item 6), so a request they did not type themselves is no surprise in their quotes. One
 * event key per quote. In the member's language, as every email to a buyer about a quote.
 */
export async function enqueueQuoteAskedForMemberEmail(tx: Tx, shop: ShopSettings, quote: QuoteRow): Promise<void> {
  await enqueueEmailTo(tx, { eventKey: `quote-asked-for-member:${quote.id}`, to: quote.email }, () =>
    composeEmail({
      subject: quoteEmailTexts.askedForMemberSubject(quote.quantity, quote.product, shop.shop.name),
      greeting: quoteEmailTexts.hello,
      paragraphs: [
        quoteEmailTexts.askedForMember(quote.quantity, quote.product, formatCents(quote.listUnitPriceCents)),
        ...wantedAndNote(quote),
        quoteEmailTexts.askedForMemberNext,
      ],
      action: { label: quoteEmailTexts.seeAction, url: quotePageUrl(shop, quote.id) },
      signature: signature(shop),
    }),
  );
}

/** Tells the buyer the office's answer: the offer (price and date) or the refusal and its reason. */
export async function enqueueQuoteAnsweredEmail(tx: Tx, shop: ShopSettings, quote: QuoteRow): Promise<void> {
  const offered = quote.status === "offered" && quote.unitPriceCents !== null;
  const compose = () => {
    const what = quote.lineCount > 1 ? quoteEmailTexts.whatCart(quote.lineCount, quote.product) : quoteEmailTexts.whatTool(quote.quantity, quote.product);
    return composeEmail(
      offered
        ? {
            subject: quoteEmailTexts.offeredSubject(quote.product, shop.shop.name),
            greeting: quoteEmailTexts.hello,
            paragraphs: [
              quote.lineCount > 1 || quote.freightCents !== null
                ? quoteEmailTexts.offeredTotal(what, formatCents(offeredTotalOf(quote)), quote.freightCents !== null ? formatCents(quote.freightCents) : null)
                : quoteEmailTexts.offeredEach(what, formatCents(quote.unitPriceCents ?? 0), formatCents((quote.unitPriceCents ?? 0) * quote.quantity)),
              quoteEmailTexts.holds(day(quote.validUntil ?? "")),
            ],
            action: { label: quoteEmailTexts.acceptAction, url: quotePageUrl(shop, quote.id) },
            signature: signature(shop),
          }
        : {
            subject: quoteEmailTexts.declinedSubject(quote.product, shop.shop.name),
            greeting: quoteEmailTexts.hello,
            paragraphs: [quoteEmailTexts.declined(what), quoteEmailTexts.reason(quote.declineReason ?? "")],
            action: { label: quoteEmailTexts.seeAction, url: quotePageUrl(shop, quote.id) },
            signature: signature(shop),
          },
    );
  };
  await enqueueEmailTo(tx, { eventKey: `quote-${offered ? "offered" : "declined"}:${quote.id}`, to: quote.email }, compose);
}

/** The event key of an offer's reminder: one per quote, so several sweeps (or instances) mail once. */
export const QUOTE_REMINDER_KEY_PREFIX = "quote-reminder:";
export const quoteReminderKey = (quoteId: string) => `${QUOTE_REMINDER_KEY_PREFIX}${quoteId}`;

/** Reminds the buyer that an offer not yet accepted ends soon, with the day it ends. */
export async function enqueueQuoteReminderEmail(db: Db | Tx, shop: ShopSettings, quote: QuoteRow): Promise<boolean> {
  const unit = quote.unitPriceCents ?? 0;
  return enqueueEmailTo(db, { eventKey: quoteReminderKey(quote.id), to: quote.email }, () => {
    const until = day(quote.validUntil ?? "");
    return composeEmail({
      subject: quoteEmailTexts.reminderSubject(quote.product, until, shop.shop.name),
      greeting: quoteEmailTexts.hello,
      paragraphs: [
        quote.lineCount > 1 || quote.freightCents !== null
          ? quoteEmailTexts.reminderTotal(quote.product, formatCents(offeredTotalOf(quote)), until)
          : quoteEmailTexts.reminderEach(quote.quantity, quote.product, formatCents(unit), formatCents(unit * quote.quantity), until),
        quoteEmailTexts.reminderAccept,
      ],
      action: { label: quoteEmailTexts.acceptAction, url: quotePageUrl(shop, quote.id) },
      signature: signature(shop),
    });
  });
}
