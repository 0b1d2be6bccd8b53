import { VERIFY_THEN_ORDER } from "./constants";
import { words } from "./i18n";
// The account's words without zod: the payment page says verifyBeforePaying and shows the resend
// button while it hydrates without the schemas (apps/web/vite.config.ts: they go with the pages
// that import them, not in the first download's words).

/** The words of the account pages and answers (not in the spec, which has none of these flows). */
export const accountMessages = words("accountMessages", {
  verifyBeforePaying: "Please verify your email address before paying: open the link we emailed you.",
  /** Ordering and asking for a quote mail the address (and the office): it must be proved first. */
  verifyBeforeOrdering: "Please verify your email address before ordering or asking for a quote: open the link we emailed you.",
  verificationSent: "We sent you a new verification link. Please check your inbox.",
  /** After sign-up (issue 20, item 19): where the link went and what it is for. */
  signedUpVerify: (email: string) => `Welcome! We emailed a verification link to ${email}. ${VERIFY_THEN_ORDER}`,
  resendVerification: "Resend verification email",
  verified: "Thank you, your email address is verified.",
  linkInvalid: "This link is invalid, was already used or has expired. Please ask for a new one.",
  resetRequested:
    "If an account exists for this address, we have emailed a link to reset its password. The link works for 30 minutes.",
  passwordReset: "Your password was changed. Please log in with your new password.",
  passwordChanged: "Your password was changed. Your other sessions were signed out.",
  currentPasswordWrong: "The current password is wrong",
  passwordsDiffer: "The passwords do not match",
  currentPasswordRequired: "Current password is required",
  tooSoon: "A verification email was sent less than a minute ago; please wait a moment.",
  alreadyVerified: "Your email address is already verified.",
} as const);
