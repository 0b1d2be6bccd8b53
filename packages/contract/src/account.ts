import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth";
import { emailSchema } from "./common";
import { EMAIL_MAX_LENGTH, plainText } from "./fields";
import { messages } from "./messages";
import { accountMessages } from "./account-message-texts";

/** How long a password-reset link works (issue 11: 30 minutes). */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** How long an email-verification link works. */
export const VERIFY_EMAIL_TTL_HOURS = 48;



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
