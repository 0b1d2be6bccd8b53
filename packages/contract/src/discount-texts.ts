import { FIRST_BOOK_YEAR, LAST_BOOK_YEAR, localDigits } from "./constants";
import { currentLanguage, words } from "./i18n";

/**
 * Issue 21: the words of discount codes, zod-free (decision 020): the office's page, the
 * schema's messages and every refusal the checkout may answer, so each says the same thing.
 */

export const DISCOUNT_CODE_MIN_LENGTH = 3;
export const DISCOUNT_CODE_MAX_LENGTH = 32;
/** Dollars: a fixed code's amount or a minimum order. */
export const MAX_DISCOUNT_AMOUNT = 1_000_000;
/** Total and per-customer limits: far above any campaign, well inside an integer column. */
export const MAX_DISCOUNT_USES = 1_000_000;
/** How many tools or categories one code may name. */
export const MAX_DISCOUNT_SCOPE = 500;

export const discountKinds = ["percent", "fixed"] as const;
export type DiscountKind = (typeof discountKinds)[number];

export const discountKindLabels: Record<DiscountKind, string> = words("discountKindLabels", {
  percent: "Percent off",
  fixed: "Fixed amount off",
});

export const discountLabels = words("discountLabels", {
  code: "Code",
  codeHint: `Letters, digits, - and _, ${DISCOUNT_CODE_MIN_LENGTH} to ${DISCOUNT_CODE_MAX_LENGTH} characters; buyers may type it in any case`,
  kind: "Kind",
  percent: "Percent off (%)",
  amount: "Amount off",
  minOrder: "Minimum order",
  minOrderHint: "The tools' value before the code; 0 or empty: no minimum",
  startsOn: "Valid from",
  endsOn: "Valid until",
  datesHint: "Both days included (UTC); empty: no bound",
  maxUses: "Total uses",
  maxUsesPerCustomer: "Uses per customer",
  limitHint: "Empty: no limit",
  toolIds: "Tools",
  categoryIds: "Categories",
  toolSearch: "Find tools",
  toolSearchHint: "Type part of a tool's name, then add it",
  scopeHint: "No category and no tool chosen: the code applies to every tool",
  active: "Active",
  activeHint: "Off: buyers cannot use the code; its past uses stay",
} as const);

export const discountTexts = words("discountTexts", {
  heading: "Discount codes",
  intro:
    "Codes buyers type at checkout. The discount comes off the tools it applies to, before shipping and tax. A use counts once its order is paid; until then the unpaid order holds it (against the limits too) until it is paid, cancelled or expires, and a customer may hold one unpaid use of a limited code at a time.",
  addCode: "Add code",
  editCode: "Edit code",
  saveCode: "Save code",
  deleteCode: "Delete code",
  loading: "Loading discount codes",
  loadError: "We could not load the discount codes.",
  none: "No discount codes yet.",
  tableLabel: "Discount codes",
  columns: { code: "Code", value: "Value", minimum: "Minimum", dates: "Dates", uses: "Uses", scope: "Applies to", state: "State", actions: "Actions" },
  everyTool: "Every tool",
  noMinimum: "None",
  always: "Always",
  from: (date: string) => `from ${date}`,
  until: (date: string) => `until ${date}`,
  unlimited: "no limit",
  /** "3 paid / 100", with "1 held by unpaid order" under it while unpaid orders hold uses. */
  paidUses: (uses: number, max: string) => `${uses} paid / ${max}`,
  heldUses: (held: number) => `${held} held by unpaid ${held === 1 ? "order" : "orders"}`,
  perCustomer: (count: number) => `${count} per customer`,
  off: (value: string) => `${value} off`,
  noToolsFound: "No tool matches.",
  searching: "Searching tools",
  searchError: "We could not search the tools.",
  addTool: (name: string) => `Add ${name}`,
  removeTool: (name: string) => `Remove ${name}`,
  noCategories: "No categories yet.",
} as const);

/** A percent code's percent: 5 -> "5%", 12.5 -> "12.5%"; in Bangla in Bengali digits ("৫%"). */
export const formatPercentOff = (percent: number): string => localDigits(`${String(percent)}%`, currentLanguage());

export const discountMessages = words("discountMessages", {
  added: "Discount code added",
  saved: "Discount code saved",
  deleted: "Discount code deleted",
  confirmDelete: (code: string) => `The discount code ${code} will be deleted.`,
  duplicate: (code: string) => `A discount code ${code} already exists`,
  /** A code that counted uses keeps them on its orders: switching it off is the way to end it. */
  inUse: (code: string, orders: number) => `${code} was used on ${orders} ${orders === 1 ? "order" : "orders"}, so it is kept for the records: untick Active to end it`,
  codeFormat: `A code is ${DISCOUNT_CODE_MIN_LENGTH} to ${DISCOUNT_CODE_MAX_LENGTH} letters, digits, - or _`,
  kindRequired: "Choose the kind of discount",
  dateInvalid: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  dateOutOfRange: (label: string) => `${label} must be a day from ${FIRST_BOOK_YEAR} to ${LAST_BOOK_YEAR}`,
  endsBeforeStart: `${discountLabels.endsOn} must not be before ${discountLabels.startsOn}`,
  unknownTools: "Some of the chosen tools no longer exist",
  unknownCategories: "Some of the chosen categories no longer exist",

  // The checkout's refusals (the server's lockCodeForOrder and friends). An unknown, switched-off,
  // not yet started, ended or used-up code gets the same words, so a buyer cannot learn which
  // codes exist or when they run; the office's page shows each code's state.
  unknown: "This code is not valid",
  perCustomer: "You have already used this code",
  heldAlready: "You already have an unpaid order with this code: pay or cancel it before using the code again",
  /** The minimum written as money (formatCents), so each language writes it its own way. */
  minimum: (amount: string) => `This code needs an order of at least ${amount}`,
  notApplicable: "This code does not apply to these tools",
} as const);

/** Where a code stands today, for the office; a buyer can use only an `active` one. */
export const discountStates = ["active", "not_started", "ended", "used_up", "off"] as const;
export type DiscountState = (typeof discountStates)[number];

export const discountStateLabels: Record<DiscountState, string> = words("discountStateLabels", {
  active: "Active",
  not_started: "Not started",
  ended: "Ended",
  used_up: "Used up",
  off: "Switched off",
});

/**
 * The one rule of a code's state, for the checkout and the office alike. `paid` and `held` are
 * its uses by paid (or shipped) orders and by unpaid ones: a hold counts against the total limit
 * until its order is paid (then it is a use) or cancelled or expired (then it is given back), so
 * paid uses can never pass the limit. `today` is YYYY-MM-DD (UTC); ISO days compare as text.
 */
export function discountCodeState(
  code: { active: boolean; startsOn: string | null; endsOn: string | null; maxUses: number | null },
  uses: { paid: number; held: number },
  today: string,
): DiscountState {
  if (!code.active) return "off";
  if (code.startsOn !== null && today < code.startsOn) return "not_started";
  if (code.endsOn !== null && today > code.endsOn) return "ended";
  if (code.maxUses !== null && uses.paid + uses.held >= code.maxUses) return "used_up";
  return "active";
}
