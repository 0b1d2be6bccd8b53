/** The customer who holds a tenth of the orders that seed-scale.ts writes; the bench signs in as it. */
export const HEAVY = { email: "heavy@example.com", password: "Scale-pass-123" } as const;
