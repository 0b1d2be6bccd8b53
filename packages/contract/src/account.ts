import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth";
import { emailSchema } from "./common";
import { EMAIL_MAX_LENGTH, plainText } from "./fields";
import { messages } from "./messages";
import { words } from "./i18n";
import { VERIFY_THEN_ORDER } from "./constants";

/** How long a password-reset link works (issue 11: 30 minutes). */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** How long an email-verification link works. */
export const VERIFY_EMAIL_TTL_HOURS = 48;


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

/** Opaque link tokens: base64url, what the server mints (32 random bytes). */
/** An emailed link's token (verify, reset, a company invitation): text without control characters. */
export const linkTokenSchema = plainText("Token", { trim: true }).min(16).max(200);
const tokenSchema = linkTokenSchema;

const newPassword = plainText("Password")
  .min(1, messages.validation.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, messages.validation.passwordShort)
  .max(PASSWORD_MAX_LENGTH);

/** `POST /api/auth/password`: change the password of the signed-in account. */
export const changePasswordBodySchema = z.object({
  currentPassword: plainText("Current password").min(1, accountMessages.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
  newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** `POST /api/auth/password-reset/request`. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
/** `POST /api/auth/password-reset/confirm`. */
export const passwordResetConfirmBodySchema = z.object({ token: tokenSchema, password: newPassword });
/** `POST /api/auth/verify-email`. */
export const verifyEmailBodySchema = z.object({ token: tokenSchema });

/** The answer of the account calls that only say it went well (the words are the UI's). */
export const accountMessageSchema = z.object({ message: z.string() });
export type AccountMessage = z.infer<typeof accountMessageSchema>;

/** The forms, with the spec's validation words where it has them. */
export const forgotPasswordFormSchema = z.object({
  email: plainText("Email", { trim: true })
    .min(1, messages.validation.emailRequired)
    .max(EMAIL_MAX_LENGTH, messages.validation.emailInvalid)
    .refine((value) => z.email().safeParse(value).success, messages.validation.emailInvalid),
});
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], message: accountMessages.passwordsDiffer });
export const changePasswordFormSchema = z
  .object({ currentPassword: changePasswordBodySchema.shape.currentPassword, newPassword, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, { path: ["confirmPassword"], message: accountMessages.passwordsDiffer });
