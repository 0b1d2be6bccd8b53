// zod-free: the cart's checkout renders with these, and loads its schema (checkoutSchema.ts, with
// zod) only when it is first checked.

/** Today in the buyer's calendar, as a date input writes it (YYYY-MM-DD). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The fields the server may refuse by name that the checkout can mark. */
export const checkoutFields = ["name", "address", "phone", "poNumber", "deliveryDate"] as const;
