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

interface TokenClaims {
  exp?: number;
  email?: string;
}

/** Reads the claims of a JWT without verifying it (the server verifies); null when it is not one. */
function readClaims(token: string): TokenClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== "object" || claims === null) return null;
    const { exp, email } = claims as Record<string, unknown>;
    return {
      ...(typeof exp === "number" ? { exp } : {}),
      ...(typeof email === "string" ? { email } : {}),
    };
  } catch {
    return null;
  }
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
