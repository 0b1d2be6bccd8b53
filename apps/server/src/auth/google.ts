import * as oidc from "openid-client";
import { z } from "zod";

/** Google's OAuth 2.0 endpoints; tests point them at a local stand-in. */
export interface GoogleEndpoints {
  authorize: string;
  token: string;
  userInfo: string;
  /** The `iss` of Google's ID tokens; a stand-in that sends none may leave it out. */
  issuer?: string;
}

const GOOGLE_ISSUER = "https://accounts.google.com";

export const googleEndpoints: GoogleEndpoints = {
  authorize: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
  userInfo: "https://openidconnect.googleapis.com/v1/userinfo",
  issuer: GOOGLE_ISSUER,
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

/** Google answers within seconds; a hung connection must not hold a sign-in for long. */
const TIMEOUT_SECONDS = 10;

/**
 * The openid-client configuration of a client, made once: Google's metadata written out (no
 * discovery request at start, so a shop without Internet access still starts), the secret sent
 * in the token request's body (client_secret_post, which Google accepts).
 */
const configurations = new WeakMap<GoogleClient, oidc.Configuration>();
function configurationOf(client: GoogleClient): oidc.Configuration {
  let configuration = configurations.get(client);
  if (configuration) return configuration;
  const { endpoints } = client;
  configuration = new oidc.Configuration(
    {
      issuer: endpoints.issuer ?? GOOGLE_ISSUER,
      authorization_endpoint: endpoints.authorize,
      token_endpoint: endpoints.token,
      userinfo_endpoint: endpoints.userInfo,
    },
    client.clientId,
    client.clientSecret,
  );
  configuration.timeout = TIMEOUT_SECONDS;
  // Plain http is possible only for endpoints given in code (a local stand-in in the tests):
  // Google's own, the only ones the environment can choose, are https.
  if ([endpoints.token, endpoints.userInfo].some((url) => url.startsWith("http:"))) oidc.allowInsecureRequests(configuration);
  configurations.set(client, configuration);
  return configuration;
}

export async function startGoogleLogin(client: GoogleClient, callbackUrl: string, redirect: string) {
  const pending: PendingGoogleLogin = { state: oidc.randomState(), verifier: oidc.randomPKCECodeVerifier(), redirect };
  const url = oidc.buildAuthorizationUrl(configurationOf(client), {
    redirect_uri: callbackUrl,
    response_type: "code",
    scope: "openid email profile",
    state: pending.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: "S256",
    prompt: "select_account",
  });
  return { url: url.toString(), pending };
}

const userInfoAnswer = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.boolean(),
  name: z.string().optional(),
  picture: z.url().optional(),
});
export type GoogleProfile = z.infer<typeof userInfoAnswer>;

/**
 * Trades the callback's code for the user's Google profile. openid-client checks the state
 * and the token answer (and the ID token's issuer, audience and times when Google sends one);
 * the profile then comes from the userinfo endpoint, for the subject of that ID token.
 */
export async function finishGoogleLogin(
  client: GoogleClient,
  callbackUrl: string,
  callback: { code: string; state: string },
  pending: Pick<PendingGoogleLogin, "state" | "verifier">,
): Promise<GoogleProfile> {
  const configuration = configurationOf(client);
  const returned = new URL(callbackUrl);
  returned.search = new URLSearchParams(callback).toString();
  const tokens = await oidc.authorizationCodeGrant(configuration, returned, { pkceCodeVerifier: pending.verifier, expectedState: pending.state });
  const subject = tokens.claims()?.sub ?? oidc.skipSubjectCheck;
  return userInfoAnswer.parse(await oidc.fetchUserInfo(configuration, tokens.access_token, subject));
}
