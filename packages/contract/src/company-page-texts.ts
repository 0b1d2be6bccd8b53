import { words } from "./i18n";

/* The company page's words: its details, members and invitations, and the invitation link's page (issue 38 moved them here from the web app's components). */

export const companyPageTexts = words("companyPageTexts", {
  loadingForm: "Loading the form",
  loading: "Loading your company",
  loadError: "We could not load your company.",
  createTitle: "Create a company · AgroForge",
  createHeading: "Create a company",
  createIntro:
    "Buy together with your colleagues: you become the company's admin and invite them by email, each with a role and spending limits. Invited by a company already? Open the link in your invitation email instead.",
  yourCompany: "Your company",
  create: "Create company",
  title: (company: string) => `${company} · AgroForge`,
  yourRole: "Your role:",
  leave: "Leave company",
  details: "Company details",
  saveDetails: "Save details",
  members: "Members",
  invite: "Invite a colleague",
  leaveQuestion: (company: string) => `Leave ${company}?`,
  leaveDetail: "You will no longer see the company's orders, invoices or lists. To come back, an admin invites you again.",
  deliveryAddresses: "Delivery addresses",
} as const);

export const companyFormTexts = words("companyFormTexts", {
  optional: "Optional",
  labelPlaceholder: "Main store",
  removeAddress: (index: number) => `Remove address ${index}`,
  addAddress: "Add an address",
} as const);

export const companyMemberTexts = words("companyMemberTexts", {
  noLimit: "No limit",
  you: "(you)",
  removeQuestion: (member: string, company: string) => `Remove ${member} from ${company}?`,
  thisMember: "this member",
  removeDetail: "They will no longer see the company's orders, invoices or lists.",
  remove: "Remove",
  removeMember: (member: string) => `Remove ${member}`,
  save: "Save",
  membership: (member: string) => `Membership of ${member}`,
} as const);

export const companyInviteTexts = words("companyInviteTexts", {
  send: "Send invitation",
  linkRules: "The link works once, for 7 days, for that email address only.",
  loading: "Loading the pending invitations",
  loadError: "We could not load the pending invitations.",
  none: "No invitations are waiting.",
  pending: "Pending invitations",
  until: (date: string) => `until ${date}`,
  withdrawLabel: (email: string) => `Withdraw the invitation to ${email}`,
  withdraw: "Withdraw",
} as const);

/** /invitations/accept: the page the invitation email's link opens. */
export const invitationPageTexts = words("invitationPageTexts", {
  title: "Company invitation · AgroForge",
  heading: "Company invitation",
  opening: "Opening your invitation",
  join: (company: string) => `Join ${company}`,
  invitedAs: (email: string, role: string) => `${email} is invited as ${role}.`,
  /** `message`: companyMessages.invitationOtherEmail. */
  otherEmail: (message: string, email: string) => `${message} (you are signed in as ${email}).`,
  toDashboard: "Go to the dashboard",
  signInFirst: (email: string) => `Sign in or sign up with ${email} to join.`,
  login: "Login",
  signUp: "Sign up",
} as const);

export const companyAuditPageTexts = words("companyAuditPageTexts", {
  loading: "Loading the audit trail",
  loadError: "We could not load the audit trail.",
} as const);
