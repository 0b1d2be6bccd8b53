import { words } from "./i18n";
// Issue 35: the words of a company's audit trail, without zod (the company pages hydrate
// without the schemas, as companies-texts.ts says).

/** Every kind of change the audit trail of a company records. */
export const companyAuditActions = [
  "founded",
  "details_changed",
  "member_changed",
  "invited",
  "invitation_accepted",
  "invitation_withdrawn",
  "member_removed",
  "member_left",
  "suspended",
  "unsuspended",
  "terms_changed",
] as const;
export type CompanyAuditAction = (typeof companyAuditActions)[number];

/** The audit trail's page size on the company's page and the office's. */
export const COMPANY_AUDIT_PAGE = 20;

export const companyAuditLabels = words("companyAuditLabels", {
  heading: "Audit trail",
  when: "When",
  who: "Who",
  what: "What",
  member: "Member",
  before: "Before",
  after: "After",
  byOffice: "the office",
  empty: "No changes recorded yet.",
  noLimit: "No limit",
  yes: "Yes",
  no: "No",
} as const);

export const companyAuditActionNames: Record<CompanyAuditAction, string> = words("companyAuditActionNames", {
  founded: "Company founded",
  details_changed: "Name, VAT ID or addresses changed",
  member_changed: "Role or limits changed",
  invited: "Invited",
  invitation_accepted: "Invitation accepted",
  invitation_withdrawn: "Invitation withdrawn",
  member_removed: "Member removed",
  member_left: "Member left",
  suspended: "Company suspended",
  unsuspended: "Company released",
  terms_changed: "Payment terms or credit limit changed",
});

/** How each value of a row's before and after is named. */
export const companyAuditFieldNames: Record<string, string> = words("companyAuditFieldNames", {
  name: "Name",
  vatId: "VAT ID",
  billingAddress: "Billing address",
  addresses: "Delivery addresses",
  role: "Role",
  orderLimit: "Limit per order",
  monthlyLimit: "Limit per month",
  suspended: "Suspended",
  paymentTerms: "Payment terms",
  creditLimit: "Credit limit",
});
