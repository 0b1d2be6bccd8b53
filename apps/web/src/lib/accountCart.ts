import { queryOptions } from "@tanstack/react-query";
import { apiRequestChecked } from "./api";
import type { CartLine } from "./cart";
import { queryKeys } from "./query-keys";

/**
 * Issue 27: the signed-in buyer's cart as the server keeps it (`GET /api/cart`, decision 035).
 * Read by hand rather than with the contract's `cartSchema`: the cart follows the buyer on every
 * signed-in page (lib/cartSync.ts), and zod, loaded and run for this one answer, was the longest
 * task of pages that need no schema at all (the tool page). The stored cart cleans what it keeps
 * again (lib/cart.ts), so this checks the shape only.
 */
export function readCart(payload: unknown): CartLine[] | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { items } = payload as { items?: unknown };
  if (!Array.isArray(items)) return null;
  const lines: CartLine[] = [];
  for (const item of items as unknown[]) {
    if (typeof item !== "object" || item === null) return null;
    const { productId, quantity } = item as Record<string, unknown>;
    if (typeof productId !== "string" || typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) return null;
    lines.push({ productId, quantity });
  }
  return lines;
}

/** `GET /api/cart`: the account's saved lines, in the order they were added. */
export function getAccountCart(signal?: AbortSignal): Promise<CartLine[]> {
  return apiRequestChecked("/api/cart", readCart, { auth: "required", ...(signal ? { signal } : {}) });
}

/**
 * The account's cart as the server rendered the cart page with it: the page hydrates from these
 * lines (the browser's stored copy may differ until lib/cartSync.ts has loaded), never asked again
 * in the browser.
 */
export const accountCartQuery = () => queryOptions({ queryKey: queryKeys.accountCart, queryFn: ({ signal }) => getAccountCart(signal), staleTime: Infinity });
