import { decodeJwt, type JWTPayload } from "jose";

/** The access token lives in localStorage under this key (CONTRACT.md, "Authentication"). */
export const ACCESS_TOKEN_KEY = "accessToken";

export function getAccessToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAccessToken(token: string): void {
  try {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Storage unavailable (private mode, quota): calls then go without a bearer token.
  }
}

/** Counts the times the token was forgotten (sign-out, an ended session). */
let forgotten = 0;

/** A mark to compare later: the token has been forgotten since if it changed. */
export const tokenEpoch = (): number => forgotten;

export function clearAccessToken(): void {
  forgotten += 1;
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}

/**
 * The claims of a JWT, read without verifying it (the server verifies; `decodeJwt` only decodes),
 * to skip a stored token that is visibly expired or someone else's; null when it is not a JWT.
 */
function readClaims(token: string): { exp?: number; email?: string } | null {
  let claims: JWTPayload;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  const { exp, email } = claims;
  return {
    ...(typeof exp === "number" ? { exp } : {}),
    ...(typeof email === "string" ? { email } : {}),
  };
}

/**
 * Whether a stored token is worth sending for this user: not visibly expired and not visibly
 * someone else's. Opaque tokens are assumed usable; the server answers 401 if they are not.
 */
export function isTokenUsable(token: string, email: string, now: number = Date.now()): boolean {
  const claims = readClaims(token);
  if (!claims) return true;
  if (claims.exp !== undefined && claims.exp * 1000 <= now + 5_000) return false;
  if (claims.email !== undefined && claims.email.toLowerCase() !== email.toLowerCase()) return false;
  return true;
}
