import { words } from "./i18n";

/*
 * Issue 38: the words of the quote emails (issues 12, 27, 35): the request as the office receives
 * it, and the member's, the offer's, the refusal's and the reminder's emails to the buyer, each in
 * its reader's language. The English is what these emails said before they had a catalogue, word
 * for word. Quantities are numbers (Bengali digits in Bangla); amounts come formatted.
 */
export const quoteEmailTexts = words("quoteEmailTexts", {
  hello: "Hello,",
  /** The office's email of a request for one tool. */
  requestedSubject: (quantity: number, product: string, shop: string) => `Quote requested: ${quantity} × ${product} — ${shop}`,
  officeAskedGreeting: "The office asked for a quote for a company member:",
  buyerAsksGreeting: "A buyer asks for a quote:",
  officeAsked: (office: string, email: string, quantity: number, product: string, price: string) =>
    `${office} asked, for ${email}, for ${quantity} × ${product} (list price ${price} each).`,
  buyerAsks: (email: string, quantity: number, product: string, price: string) => `${email} asks for ${quantity} × ${product} (list price ${price} each).`,
  wantedBy: (date: string) => `Wanted by ${date}.`,
  note: (note: string) => `Note: ${note}`,
  answerAction: "Answer the quote",
  /** The office's email of a request for a whole cart. */
  cartSubject: (lines: number, product: string, shop: string) => `Quote requested for a cart of ${lines} lines: ${product} — ${shop}`,
  cartGreeting: "A buyer asks for a quote for a whole cart:",
  cartAsks: (email: string) => `${email} asks for one offer for these lines:`,
  cartLine: (quantity: number, product: string, price: string) => `${quantity} × ${product} (their price now ${price} each)`,
  deliverTo: (where: string) => `Deliver to: ${where}.`,
  /** The member's email when the office asked for them after a call (issue 27). */
  askedForMemberSubject: (quantity: number, product: string, shop: string) => `We asked for a quote for you: ${quantity} × ${product} — ${shop}`,
  askedForMember: (quantity: number, product: string, price: string) =>
    `As agreed on the phone, our office asked for a quote on your behalf: ${quantity} × ${product} (list price ${price} each).`,
  askedForMemberNext: "We will email you our offer. The quote is yours: you accept it on your quote page, as any quote.",
  seeAction: "See the quote",
  /** What a quote is for, inside the offer's and the refusal's sentences. */
  whatCart: (lines: number, product: string) => `the ${lines} lines of your cart (${product})`,
  whatTool: (quantity: number, product: string) => `${quantity} × ${product}`,
  offeredSubject: (product: string, shop: string) => `Your quote for ${product} — ${shop}`,
  /** A cart's offer, or one with freight: the total, and the freight when there is some. */
  offeredTotal: (what: string, total: string, freight: string | null) =>
    `We can offer ${what} for ${total} in all${freight !== null ? `, freight of ${freight} included` : ""}; each line's price is on your quote page.`,
  offeredEach: (what: string, unit: string, total: string) => `We can offer ${what} at ${unit} each (${total} in all).`,
  holds: (date: string) => `The offer holds until ${date} (end of day, UTC). Accept it on your quote page to place the order.`,
  acceptAction: "See and accept the quote",
  declinedSubject: (product: string, shop: string) => `Your quote request for ${product} — ${shop}`,
  declined: (what: string) => `We are sorry: we cannot offer ${what}.`,
  reason: (reason: string) => `Reason: ${reason}`,
  reminderSubject: (product: string, date: string, shop: string) => `Reminder: your quote for ${product} ends on ${date} — ${shop}`,
  reminderTotal: (product: string, total: string, date: string) => `Our offer for ${product} (${total} in all) holds until ${date} (end of day, UTC).`,
  reminderEach: (quantity: number, product: string, unit: string, total: string, date: string) =>
    `Our offer of ${quantity} × ${product} at ${unit} each (${total} in all) holds until ${date} (end of day, UTC).`,
  reminderAccept: "Accept it on your quote page to place the order. After that day the price no longer holds, and you would need to ask again.",
} as const);
