import { words } from "./i18n";

/* The office's Sent Emails page, the development mailbox (issue 38 moved its words here from apps/web's emails feature). */

export const sentEmailTexts = words("sentEmailTexts", {
  heading: "Sent Emails",
  intro:
    "What the shop emailed its customers. Without an SMTP server configured, emails are only kept here; outside production this is the development mailbox, where their links work.",
  loading: "Loading emails",
  loadError: "We could not load the emails.",
  none: "No emails yet.",
  table: "Sent emails",
  caption: "Sent emails, newest first",
  time: "Time",
  to: "To",
  subject: "Subject",
  status: "Status",
  actions: "Actions",
  pagination: "Emails",
  statuses: { pending: "Waiting", sent: "Sent", failed: "Failed" },
  read: "Read",
  readNamed: (subject: string, to: string) => `Read ${subject} to ${to}`,
  email: "Email",
  close: "Close",
  emailLoading: "Loading the email",
  emailLoadError: "We could not load this email.",
  queued: "Queued",
  /** After the status of an email not sent: " after 2 attempts" (its leading space included). */
  afterAttempts: (attempts: number) => ` after ${attempts} attempt${attempts === 1 ? "" : "s"}`,
  lastError: "Last error",
  devMailbox: "Development mailbox: this shop has no SMTP server, so its links work from here.",
} as const);
