import { z } from "zod";
import { emailSchema } from "./common";
import { languageValues } from "./constants";
import { EMAIL_MAX_LENGTH, fieldMessages, plainText } from "./fields";
import { sayEnglish } from "./i18n";
import { messages } from "./messages";

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

const v = messages.validation;
/**
 * Every valid address (zod's email rule, the one the server applies), with the spec's words for
 * the rest. The spec's own pattern (letters @ letters . 2-3 letters) refused real addresses such
 * as `jo@my-farm.com` or `jo@farm24.de`, so it is not used.
 */
const formEmail = plainText("Email", { trim: true })
  .min(1, v.emailRequired)
  .max(EMAIL_MAX_LENGTH, v.emailInvalid)
  .refine((value) => z.email().safeParse(value).success, v.emailInvalid);
const formPassword = plainText("Password")
  .min(1, v.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, v.passwordShort)
  .max(PASSWORD_MAX_LENGTH);

/** The login and sign-up forms, with the spec's messages (section 5). */
export const signInFormSchema = z.object({ email: formEmail, password: formPassword });
export type SignInForm = z.infer<typeof signInFormSchema>;
/**
 * Issue 35: the token of a company invitation the visitor came from, sent with the sign-up. For
 * the invited address it proves the address (the link came to it), so the account starts verified.
 */
const invitationToken = plainText("Invitation", { trim: true }).min(16).max(200);
export const signUpFormSchema = z.object({
  name: plainText("Name", { trim: true }).min(1, v.nameRequired).max(NAME_MAX_LENGTH),
  email: formEmail,
  password: formPassword,
  invitation: invitationToken.optional(),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** Request bodies as the server checks them. */
export const signInBodySchema = z.object({
  email: emailSchema,
  password: plainText("Password").min(1).max(PASSWORD_MAX_LENGTH),
});
export const signUpBodySchema = z.object({
  name: plainText("Name", { trim: true }).min(1).max(NAME_MAX_LENGTH),
  email: emailSchema,
  password: plainText("Password").min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  invitation: invitationToken.optional(),
});

export const roleSchema = z.enum(["admin", "other"]);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user as the web app sees it (spec section 3, "Signed-in user"). */
export const sessionUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  role: roleSchema,
  /**
   * Issue 27: the company the account belongs to and its role there, null for none: the web app
   * offers the company's pages from this without asking `GET /api/company` (a 404 for most).
   */
  company: z.object({ _id: z.string(), name: z.string(), role: z.enum(["admin", "buyer", "approver", "accountant"]) }).nullable().optional(),
  /**
   * Issue 38: the account's language; its emails and documents follow it. The server always
   * answers it; a reader takes an answer without it (a session read before) as English.
   */
  language: z.enum(languageValues).default("en"),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const sessionResponseSchema = z.object({ user: sessionUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
/** `GET /api/auth/session`: the signed-in user, or null for a visitor (not an error: most pages ask). */
export const currentSessionSchema = z.object({ user: sessionUserSchema.nullable() });

/** `PATCH /api/me/language`: the signed-in account's language; answers the session's user with it. */
export const languageBodySchema = z.object({
  language: z.enum(languageValues, { error: () => fieldMessages.oneOf(sayEnglish("Language"), languageValues.join(", ")) }),
});
export type LanguageBody = z.infer<typeof languageBodySchema>;

export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** `PUT /api/user/{email}`. */
export const tokenRequestSchema = z.object({ email: emailSchema });
export const tokenResponseSchema = z.object({ accessToken: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
export const emailParamsSchema = z.object({ email: emailSchema });

/** `GET /api/admin/{email}`. */
export const adminCheckSchema = z.object({ admin: z.boolean() });
export type AdminCheck = z.infer<typeof adminCheckSchema>;

export const healthSchema = z.object({ status: z.literal("ok") });
