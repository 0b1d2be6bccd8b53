// zod-free and tiny: the root layout reads it on every page, in the first download.

/** The router state sign-up leaves on the page it lands on: the address the verification link went to. */
export interface SignedUpState {
  signedUp: { email: string };
}

export const signedUpState = (email: string): SignedUpState => ({ signedUp: { email } });

/** The address a verification link was just emailed to, when this page is where sign-up landed. */
export function signedUpEmail(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("signedUp" in state)) return null;
  const { signedUp } = state as { signedUp: unknown };
  if (typeof signedUp !== "object" || signedUp === null || !("email" in signedUp)) return null;
  const { email } = signedUp as { email: unknown };
  return typeof email === "string" ? email : null;
}
