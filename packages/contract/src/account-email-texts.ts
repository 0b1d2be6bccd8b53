import { VERIFY_THEN_ORDER } from "./constants";
import { words } from "./i18n";

/*
 * Issue 38: the words of the emails about an account (verifying its address, resetting its
 * password) and of a company's invitation, written in their reader's language. The English is
 * what these emails said before they had a catalogue, word for word.
 */

/** The "verify your address" email, after sign-up and on "Resend verification email". */
export const verifyEmailTexts = words("verifyEmailTexts", {
  subject: (shop: string) => `Verify your email address for ${shop}`,
  greeting: (name: string) => `Hello ${name},`,
  confirm: (email: string) => `Please confirm that ${email} is your email address. ${VERIFY_THEN_ORDER}`,
  validity: (hours: number) => `The link works for ${hours} hours. If you did not create an account, ignore this email.`,
  action: "Verify my email address",
} as const);

/** The forgotten password's email. */
export const passwordResetEmailTexts = words("passwordResetEmailTexts", {
  subject: (shop: string) => `Reset your ${shop} password`,
  greeting: (name: string) => `Hello ${name},`,
  asked: "Someone, hopefully you, asked to reset the password of your account. Choose a new password with the link below.",
  validity: (minutes: number) => `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  action: "Choose a new password",
} as const);

/**
 * A company's invitation (issue 27). What the inviter and the company typed is quoted on lines
 * of its own (`company`, `invitedBy`), never inside one of the shop's sentences.
 */
export const invitationEmailTexts = words("invitationEmailTexts", {
  subject: (shop: string) => `Invitation to a company account on ${shop}`,
  greeting: "Hello,",
  invited: (shop: string, role: string) =>
    `A member of a company account on ${shop} invited this email address to join their company, as ${role}. The company and the member gave these names themselves; ${shop} has not checked them:`,
  company: (company: string) => `Company: “${company}”`,
  invitedBy: (name: string, email: string) => `Invited by: “${name}” <${email}>`,
  accept: (email: string, days: number) => `To accept, sign up or sign in with this email address, ${email}, then open the link below. It works once, for ${days} days.`,
  unknown: "If you do not know this company, ignore this email: nothing happens without you.",
  action: "Accept the invitation",
} as const);
