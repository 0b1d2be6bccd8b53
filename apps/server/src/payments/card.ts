import type { CardErrorCode } from "@shop/contract";

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const DECLINED = "4000000000000002";

/**
 * CONTRACT's test cards: 4242… succeeds, 4000 0000 0000 0002 is declined, a number that
 * fails Luhn is invalid; the expiry (MM/YY) must be a real month not in the past and the
 * CVC 3 or 4 digits. Any other valid card succeeds, as in a card network's test mode.
 */
export function checkTestCard(card: { cardNumber: string; expiry: string; cvc: string }, now = new Date()): CardErrorCode | undefined {
  const digits = card.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return "invalid_number";
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry?.[2] || month < 1 || month > 12) return "invalid_expiry";
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card is good through the last day of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return "expired_card";
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "invalid_cvc";
  if (digits === DECLINED) return "card_declined";
  return undefined;
}
