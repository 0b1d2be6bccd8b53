import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { findSessionByToken } from "./sessions";

/**
 * The shop's cookies and their policy, in one place: the session cookie (read by the routes,
 * the page renderer and the hot path) and the short-lived Google sign-in cookie.
 */
export const SESSION_COOKIE = "shop_session";
export const GOOGLE_COOKIE = "shop_google";

type CookieConfig = Pick<Config, "secureCookies">;

/**
 * Secure from the configuration (PUBLIC_URL is https, or production), not from the request: behind
 * a proxy that ends TLS the request itself arrives over plain http.
 */
export function cookieOptions(config: CookieConfig, maxAgeSeconds: number, path = "/api") {
  return { path, httpOnly: true, sameSite: "lax", secure: config.secureCookies, maxAge: maxAgeSeconds } as const;
}

/**
 * The session goes with the page requests too (path `/`): the server renders a page for the
 * visitor who asks for it, signed-in navbar and all, and sends a signed-out visitor of a page
 * behind the login to the login at once (decision 021).
 */
export const sessionCookieOptions = (config: CookieConfig, maxAgeSeconds: number) => cookieOptions(config, maxAgeSeconds, "/");

export function setSessionCookie(reply: FastifyReply, config: CookieConfig, token: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, maxAgeSeconds));
}

/** Clears the session cookie, and the one a session set under `/api` before it moved to `/`. */
export function clearSessionCookies(reply: FastifyReply, config: CookieConfig): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config, 0));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config, 0));
}

/** The session of the request's cookie, if it is still alive. */
export async function currentSession(db: Db, request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  return token ? findSessionByToken(db, token) : undefined;
}
