import { createHash, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = "agri-tools-shop";
const AUDIENCE = "agri-tools-shop/api";

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/**
 * Short-lived bearer tokens for the API (CONTRACT: `PUT /api/user/{email}` answers one).
 * They name the session they came from, so ending the session ends them too.
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = createHash("sha256").update(`access-token:${secret}`).digest();
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or undefined for anything else (bad signature, expired, malformed). */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
      if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return undefined;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return undefined;
    }
  }
}

/** An opaque session token for the cookie, and the hash that is all the database keeps. */
export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
