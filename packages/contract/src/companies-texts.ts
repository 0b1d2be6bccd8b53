import { words } from "./i18n";
// The company's words, limits and rights without zod: the pages of a company's members hydrate
// without the schemas (apps/web/vite.config.ts puts this module in the chunk those pages load).

/**
 * Issue 27, company accounts (CONTRACT.md "Companies"). A company is bought for by its members,
 * each with one role; who may do what is `companyRights` below, the one table the server
 * enforces and the web app reads to offer only what a member may do
 * (docs/decisions/034-company-access.md).
 */

export const companyRoles = ["admin", "buyer", "approver", "accountant"] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** What a member may do, by role. Members of no company and other companies' members: nothing (404). */
export const companyRights = {
  /** Members, roles, limits, addresses, invitations, the company's name and VAT ID. */
  manage: ["admin"],
  /** Place orders and ask for quotes (within the member's limits). */
  order: ["admin", "buyer", "approver"],
  /** Decide an order that waits for approval. */
  approve: ["admin", "approver"],
  /** See every order, quote, invoice and credit note of the company; a buyer sees only their own. */
  seeAllOrders: ["admin", "approver", "accountant"],
  /** Create, change and delete the shared lists; an accountant reads them. */
  editLists: ["admin", "buyer", "approver"],
  /** Issue 28: the company's account with the shop: its invoices on account, their payments, its statement, its credit limit and open balance. */
  accounts: ["admin", "accountant"],
} as const satisfies Record<string, readonly CompanyRole[]>;
export type CompanyRight = keyof typeof companyRights;

export function hasCompanyRight(role: CompanyRole, right: CompanyRight): boolean {
  return (companyRights[right] as readonly CompanyRole[]).includes(role);
}

export const COMPANY_NAME_MAX = 120;
export const COMPANY_ADDRESS_LABEL_MAX = 60;
export const COMPANY_MAX_ADDRESSES = 20;
/** A limit per order or per month, in the shop's currency. */
export const COMPANY_LIMIT_MAX = 10_000_000;
export const INVITATION_DAYS = 7;
/** Invitations one company may send per hour: the shop must not be a way to email strangers. */
export const INVITATIONS_PER_HOUR = 30;

export const companyLabels = words("companyLabels", {
  name: "Company name",
  vatId: "VAT ID",
  billingAddress: "Billing address",
  addressLabel: "Label",
  address: "Delivery address",
  country: "Country",
  postalCode: "Postal code",
  email: "Email",
  role: "Role",
  orderLimit: "Limit per order",
  monthlyLimit: "Limit per month",
  reason: "Reason",
} as const);

export const companyRoleNames: Record<CompanyRole, string> = words("companyRoleNames", {
  admin: "Admin",
  buyer: "Buyer",
  approver: "Approver",
  accountant: "Accountant",
});

export const companyMessages = words("companyMessages", {
  alreadyMember: "This account already belongs to a company",
  inviteeInAnotherCompany: "This person already belongs to another company",
  alreadyInThisCompany: "This person is already a member of your company",
  lastAdmin: "A company needs at least one admin: make another member admin first",
  invitationInvalid: "This invitation link is invalid, has been used, or has expired",
  invitationOtherEmail: "This invitation was sent to another email address: sign in with that address to accept it",
  tooManyInvitations: `Your company has sent ${INVITATIONS_PER_HOUR} invitations in the last hour: try again later`,
  /** Issue 35: INVITATIONS_PER_DAY, per inviting account, to addresses without an account. */
  tooManyInvitationsToday: (perDay: number) => `You have invited ${perDay} addresses without an account in the last 24 hours: try again later`,
  suspended: "Your company's account is suspended, so it cannot order or accept quotes for now. Please contact the shop.",
  noRight: (action: string) => `Your role in the company does not allow you to ${action}`,
  verifyFirst: "Verify your email address before you create a company",
  created: "Company created",
  invited: (email: string) => `Invitation sent to ${email}`,
  joined: (name: string) => `You joined ${name}`,
  chooseAddress: "Choose one of your company's delivery addresses",
  notAwaitingApproval: "This order is not awaiting approval: it was decided already, or it expired",
  ownOrder: "You cannot approve your own order: another approver or admin of your company must",
  awaitingApproval: "This order is over your spending limit and waits for a company approver or admin. You can pay it once it is approved.",
  /** Issue 35: an admin's own limits are changed by another admin, when there is one. */
  ownLimits: "Another admin of your company must change your own limits",
  approved: "Order approved: the buyer can pay it now",
  rejected: "Order rejected: the buyer is told why",
  overOrderLimit: (limit: string) => `over the limit per order (${limit})`,
  overMonthlyLimit: (limit: string) => `over the limit per month (${limit})`,
  memberSaved: (name: string) => `Saved ${name}'s role and limits`,
  removed: (name: string) => `${name} is no longer a member`,
  left: (name: string) => `You left ${name}`,
  withdrawn: (email: string) => `Invitation to ${email} withdrawn`,
  saved: "Company details saved",
} as const);

/** The company-order words the pages show (issue 27, items 2 and 3). */
export const companyOrderLabels = words("companyOrderLabels", {
  deliverTo: "Deliver to",
  placedBy: "Placed by",
  approvedBy: "Approved by",
  awaitingUntil: "Awaiting approval until",
  approve: "Approve",
  reject: "Reject",
  companyOrders: "Company orders",
  approvals: "Approvals",
  noApprovals: "No orders are waiting for approval.",
  noOrders: "No company orders yet.",
  /** Issue 27 item 2: the company's quotes (a buyer's own), beside its orders. */
  companyQuotes: "Company quotes",
  noQuotes: "No company quotes yet.",
  askedBy: "Asked by",
  askedByOffice: (office: string) => `the office (${office})`,
} as const);

/**
 * Issue 35: the approval an order over a member's limit needs, said in the cart and on the tool
 * page before it is placed (the checkout's `approval`), and its state after placing.
 */
export const approvalTexts = words("approvalTexts", {
  needed: "This order needs approval",
  /** `reasons`: companyMessages.overOrderLimit / overMonthlyLimit, joined with "and". */
  over: (reasons: string) => `It is ${reasons}.`,
  byOthers: (company: string) => `An approver or admin of ${company} must approve it before it can be paid; it holds its stock while it waits.`,
  byYou: (company: string) => `Nobody else at ${company} approves orders: you approve it yourself under Approvals, within the hold time of an unpaid order.`,
  awaiting: "Awaiting approval",
  placed: "Order placed: awaiting approval",
  placedDetail: "You can pay it once it is approved; you will get an email then.",
  viewOrder: "View order",
} as const);
