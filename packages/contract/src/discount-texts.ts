import { FIRST_BOOK_YEAR, formatCents, LAST_BOOK_YEAR } from "./constants";

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

export const discountKindLabels: Record<DiscountKind, string> = {
  percent: "Percent off",
  fixed: "Fixed amount off",
};

export const discountLabels = {
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
} as const;

export const discountTexts = {
  heading: "Discount codes",
  intro: "Codes buyers type at checkout. The discount comes off the tools it applies to, before shipping and tax; a use counts while its order is unpaid, paid or shipped.",
  addCode: "Add code",
  editCode: "Edit code",
  saveCode: "Save code",
  deleteCode: "Delete code",
  loading: "Loading discount codes",
  loadError: "We could not load the discount codes.",
  none: "No discount codes yet.",
  tableLabel: "Discount codes",
  columns: { code: "Code", value: "Value", minimum: "Minimum", dates: "Dates", uses: "Uses", scope: "Applies to", active: "Active", actions: "Actions" },
  everyTool: "Every tool",
  noMinimum: "None",
  always: "Always",
  from: (date: string) => `from ${date}`,
  until: (date: string) => `until ${date}`,
  unlimited: "no limit",
  perCustomer: (count: number) => `${count} per customer`,
  yes: "Yes",
  no: "No",
  off: (value: string) => `${value} off`,
  noToolsFound: "No tool matches.",
  searching: "Searching tools",
  searchError: "We could not search the tools.",
  addTool: (name: string) => `Add ${name}`,
  removeTool: (name: string) => `Remove ${name}`,
  noCategories: "No categories yet.",
} as const;

/** "2026-03-01" -> "Mar 1, 2026": a code's day as the refusals and the page write it (UTC, as stored). */
export function formatCodeDate(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  return day.toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });
}

/** 500 hundredths of a percent -> "5%", 1250 -> "12.5%". */
export const formatPercentOff = (percent: number): string => `${String(percent)}%`;

export const discountMessages = {
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

  // The checkout's refusals (the server's lockCodeForOrder and friends).
  unknown: "This code is not valid",
  notStarted: (date: string) => `This code is valid from ${date}`,
  ended: (date: string) => `This code ended on ${date}`,
  usedUp: "This code has been used up",
  perCustomer: "You have already used this code",
  minimum: (cents: number) => `This code needs an order of at least ${formatCents(cents)}`,
  notApplicable: "This code does not apply to these tools",
} as const;
