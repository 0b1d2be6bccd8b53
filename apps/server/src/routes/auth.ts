import { accountMessages, accountMessageSchema, authProvidersSchema, changePasswordBodySchema, passwordResetConfirmBodySchema, passwordResetRequestBodySchema, verifyEmailBodySchema, currentSessionSchema, DEFAULT_REDIRECT, preferredLanguage, messages, serverMessages, safeRedirectPath, sessionResponseSchema, signInBodySchema, signUpBodySchema, type Language, roleMessages } from "@shop/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { finishGoogleLogin, startGoogleLogin, type PendingGoogleLogin } from "../auth/google";
import { verifyAgainstDummy, verifyPassword } from "../auth/password";
import { clearSessionCookies, cookieOptions, currentSession, GOOGLE_COOKIE, SESSION_COOKIE, setSessionCookie } from "../auth/cookies";
import { createSession, deleteSessionByToken } from "../auth/sessions";
import { requestClientKey } from "../auth/throttle";
import { SESSION_TTL_MS } from "../auth/tokens";
import type { AppContext } from "../context";
import { principalOf } from "../auth/guard";
import { AppError, badRequest, unauthorized } from "../errors";
import { changePassword, confirmPasswordReset, queueVerificationEmail, requestPasswordReset, resendVerification, verifyEmail } from "../modules/accounts/accounts";
import { invitationProvesAddress } from "../modules/companies/invitations";
import { createUser, findUserByEmail, sessionUserOf, toSessionUser, upsertGoogleUser } from "../modules/users/users";

const GOOGLE_CALLBACK_PATH = "/api/auth/google/callback";

async function startSession(ctx: AppContext, reply: FastifyReply, userId: string): Promise<void> {
  const { token } = await createSession(ctx.db, userId);
  setSessionCookie(reply, ctx.config, token, SESSION_TTL_MS / 1000);
}

/**
 * Issue 38: a new account starts in the visitor's language: the `lang` cookie, else the request's
 * (the web app names its page's: a sign-up on a /bn page is a Bangla account, and its
 * verification email is in Bangla), else English.
 */
const newAccountLanguage = (request: FastifyRequest): Language => preferredLanguage(request.headers.cookie, request.headers["accept-language"]);

const loginWithError = (code: keyof typeof messages.auth.googleErrors) => `/login?error=${code}`;

/** From PUBLIC_URL, never from the Host header: a client must not choose where Google sends the code. */
const callbackUrl = (ctx: AppContext) => `${ctx.config.publicUrl}${GOOGLE_CALLBACK_PATH}`;

/** The contract's redirect rule against the shop's public origin; a refused target quietly becomes "/". */
const redirectAfterLogin = (ctx: AppContext, target: unknown) => safeRedirectPath(target, ctx.config.publicUrl) ?? DEFAULT_REDIRECT;

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    "/auth/sign-up",
    { config: { rateLimit: ctx.throttle.signUp }, schema: { body: signUpBodySchema, response: { 201: sessionResponseSchema } } },
    async (request, reply) => {
      // The verification email is queued with the account: both exist, or neither. A sign-up from
      // a company invitation to this very address needs none: the emailed link proved it (issue 35).
      const { invitation, ...account } = request.body;
      const user = await ctx.db.transaction(async (tx) => {
        const proven = invitation !== undefined && (await invitationProvesAddress(tx, invitation, account.email));
        const created = await createUser(tx, account, { emailVerified: proven, language: newAccountLanguage(request) });
        if (!proven) await queueVerificationEmail(tx, ctx.config, created);
        return created;
      });
      await startSession(ctx, reply, user.id);
      return reply.status(201).send({ user: toSessionUser(user) });
    },
  );

  app.post(
    "/auth/sign-in",
    { config: { rateLimit: ctx.throttle.signIn }, schema: { body: signInBodySchema, response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const { failedSignIns } = ctx.throttle;
      const client = requestClientKey(request);
      await failedSignIns.assertOpen(email, client, reply);
      const user = await findUserByEmail(ctx.db, email);
      const valid = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await failedSignIns.recordFailure(email, client);
        throw unauthorized(serverMessages.invalidCredentials);
      }
      await failedSignIns.clear(email, client);
      await startSession(ctx, reply, user.id);
      return { user: await sessionUserOf(ctx.db, user) };
    },
  );

  app.post(
    "/auth/verify-email",
    { schema: { body: verifyEmailBodySchema, response: { 200: accountMessageSchema } } },
    async (request) => {
      await verifyEmail(ctx.db, request.body.token);
      return { message: accountMessages.verified };
    },
  );

  app.post(
    "/auth/verify-email/resend",
    { onRequest: ctx.guards.user, schema: { response: { 200: accountMessageSchema } } },
    async (request) => {
      await resendVerification(ctx.db, ctx.config, principalOf(request).userId);
      return { message: accountMessages.verificationSent };
    },
  );

  // Same limit per address as sign-up: each call may send an email.
  app.post(
    "/auth/password-reset/request",
    {
      config: { rateLimit: ctx.throttle.signUp },
      schema: {
        description: "Emails a single-use link valid 30 minutes when the address has an account; the answer is the same either way.",
        body: passwordResetRequestBodySchema,
        response: { 202: accountMessageSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx.db, ctx.config, request.body.email);
      return reply.status(202).send({ message: accountMessages.resetRequested });
    },
  );

  app.post(
    "/auth/password-reset/confirm",
    { config: { rateLimit: ctx.throttle.signIn }, schema: { body: passwordResetConfirmBodySchema, response: { 200: accountMessageSchema } } },
    async (request) => {
      const takenBack = await confirmPasswordReset(ctx.db, request.body.token, request.body.password);
      // The unproven registrant's unpaid orders gave their stock back.
      if (takenBack && takenBack.orders.length > 0) ctx.catalogue.invalidate();
      return { message: accountMessages.passwordReset };
    },
  );

  app.post(
    "/auth/password",
    {
      onRequest: ctx.guards.user,
      config: { rateLimit: ctx.throttle.signIn },
      schema: {
        description: "Changes the signed-in account's password (current password required); every other session of the account ends.",
        body: changePasswordBodySchema,
        response: { 200: accountMessageSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { failedSignIns } = ctx.throttle;
      const client = requestClientKey(request);
      // Guessing the current password with a borrowed session counts like guessing at sign-in.
      await failedSignIns.assertOpen(principal.email, client, reply);
      const changed = await changePassword(ctx.db, principal, request.body.currentPassword, request.body.newPassword);
      if (!changed) {
        await failedSignIns.recordFailure(principal.email, client);
        throw badRequest(accountMessages.currentPasswordWrong, [{ path: "currentPassword", message: accountMessages.currentPasswordWrong }]);
      }
      return { message: accountMessages.passwordChanged };
    },
  );

  app.post("/auth/sign-out", { schema: { security: [{ sessionCookie: [] }] } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSessionByToken(ctx.db, token);
    clearSessionCookies(reply, ctx.config);
    return reply.status(204).send();
  });

  app.get("/auth/session", { schema: { security: [{ sessionCookie: [] }], response: { 200: currentSessionSchema } } }, async (request) => {
    const session = await currentSession(ctx.db, request);
    return { user: session ? await sessionUserOf(ctx.db, session.user) : null };
  });

  app.get("/auth/providers", { schema: { response: { 200: authProvidersSchema } } }, async () => ({
    google: ctx.google !== undefined,
  }));

  app.get(
    "/auth/google",
    { schema: { querystring: z.object({ redirect: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      if (!ctx.google) throw new AppError("not_found", messages.auth.googleNotConfigured);
      const { url, pending } = await startGoogleLogin(ctx.google, callbackUrl(ctx), redirectAfterLogin(ctx, request.query.redirect));
      reply.setCookie(GOOGLE_COOKIE, JSON.stringify(pending), { ...cookieOptions(ctx.config, 600), signed: true });
      return reply.redirect(url);
    },
  );

  app.get(
    "/auth/google/callback",
    {
      schema: {
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      if (!ctx.google) throw new AppError("not_found", messages.auth.googleNotConfigured);
      const signed = request.cookies[GOOGLE_COOKIE];
      const unsigned = signed ? request.unsignCookie(signed) : undefined;
      reply.clearCookie(GOOGLE_COOKIE, cookieOptions(ctx.config, 0));
      const pending = unsigned?.valid && unsigned.value ? parsePending(ctx, unsigned.value) : undefined;
      const { code, state, error } = request.query;
      if (!pending || !state || state !== pending.state) throw new AppError("bad_request", roleMessages.googleUnverified);
      if (error || !code) return reply.redirect(loginWithError("google_cancelled"));
      let profile;
      try {
        profile = await finishGoogleLogin(ctx.google, callbackUrl(ctx), { code, state }, pending);
      } catch (cause) {
        request.log.warn({ err: cause }, "Google sign-in failed");
        return reply.redirect(loginWithError("google_failed"));
      }
      if (!profile.email_verified) {
        return reply.redirect(loginWithError("google_unverified"));
      }
      const { user, takenBack } = await upsertGoogleUser(ctx.db, profile, request.log, newAccountLanguage(request));
      // The unproven registrant's unpaid orders gave their stock back.
      if (takenBack && takenBack.orders.length > 0) ctx.catalogue.invalidate();
      await startSession(ctx, reply, user.id);
      return reply.redirect(pending.redirect);
    },
  );
};

const pendingSchema = z.object({ state: z.string(), verifier: z.string(), redirect: z.string() });
function parsePending(ctx: AppContext, value: string): PendingGoogleLogin | undefined {
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(value));
    return parsed.success ? { ...parsed.data, redirect: redirectAfterLogin(ctx, parsed.data.redirect) } : undefined;
  } catch {
    return undefined;
  }
}
