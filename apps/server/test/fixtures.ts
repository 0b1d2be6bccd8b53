import type { SignedIn } from "./app";

/** The spec's Add Profile body for `who`; overrides name what a test changes. */
export const profileOf = (who: SignedIn, overrides: Record<string, unknown> = {}) => ({
  img: "https://example.com/avatar.png",
  country: "Bangladesh",
  email: who.email,
  number: "+880 1712-345678",
  linkedinProfile: "https://www.linkedin.com/in/farmer",
  education: "BSc in Agriculture",
  ...overrides,
});
