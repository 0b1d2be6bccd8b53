import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";

/** Google's OAuth 2.0 endpoints; tests point them at a local stand-in. */
export interface GoogleEndpoints {
  authorize: string;
  token: string;
  userInfo: string;
}

export const googleEndpoints: GoogleEndpoints = {
  authorize: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
  userInfo: "https://openidconnect.googleapis.com/v1/userinfo",
};

export interface GoogleClient {
  clientId: string;
  clientSecret: string;
  endpoints: GoogleEndpoints;
}

/** What we keep between the redirect to Google and its callback (in a signed, short-lived cookie). */
export interface PendingGoogleLogin {
  state: string;
  verifier: string;
  redirect: string;
}

export function startGoogleLogin(client: GoogleClient, callbackUrl: string, redirect: string) {
  const pending: PendingGoogleLogin = {
    state: randomBytes(16).toString("base64url"),
    verifier: randomBytes(32).toString("base64url"),
    redirect,
  };
  const url = new URL(client.endpoints.authorize);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: callbackUrl,
    response_type: "code",
    scope: "openid email profile",
    state: pending.state,
    code_challenge: createHash("sha256").update(pending.verifier).digest("base64url"),
    code_challenge_method: "S256",
    prompt: "select_account",
  }).toString();
  return { url: url.toString(), pending };
}

const tokenAnswer = z.object({ access_token: z.string() });
const userInfoAnswer = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.boolean(),
  name: z.string().optional(),
  picture: z.url().optional(),
});
export type GoogleProfile = z.infer<typeof userInfoAnswer>;

/** Trades the callback's code for the user's verified Google profile. */
export async function finishGoogleLogin(
  client: GoogleClient,
  callbackUrl: string,
  code: string,
  verifier: string,
): Promise<GoogleProfile> {
  const tokenResponse = await fetch(client.endpoints.token, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uri: callbackUrl,
      code_verifier: verifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!tokenResponse.ok) throw new Error(`Google token endpoint answered ${tokenResponse.status}`);
  const { access_token } = tokenAnswer.parse(await tokenResponse.json());
  const infoResponse = await fetch(client.endpoints.userInfo, {
    headers: { authorization: `Bearer ${access_token}`, accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!infoResponse.ok) throw new Error(`Google userinfo endpoint answered ${infoResponse.status}`);
  return userInfoAnswer.parse(await infoResponse.json());
}
