import type { SessionUser } from "@shop/contract";
import type { QueryClient } from "@tanstack/react-query";
import { listsQuery } from "../features/lists/api/lists";
import { accountCartQuery } from "../lib/accountCart";
import { getCartLines, type CartLine } from "../lib/cart";
import { ownCompanyQuery } from "../lib/company";
import { queryKeys } from "../lib/query-keys";
import { sessionQuery } from "../lib/session";
import { toolQuery } from "../lib/tools";
import { orderPrefill } from "../lib/shipping";

/**
 * The cart page's data (issue 27), loaded with the route only when it is wanted: the route table
 * is in every page's first download.
 *
 * On the server: a signed-in buyer's cart page is rendered with the account's cart (`GET
 * /api/cart`, decision 035) and its lines' tools, so its lines and the checkout stand in the
 * server's HTML, the page's largest paint, instead of appearing once the browser has hydrated the
 * page and asked for them. A company member's checkout delivers to the company's addresses, and
 * "Save cart as list" offers the company's lists: both are loaded too. A visitor's cart lives in
 * their browser only: the server renders it empty, as before.
 */
export async function loadCart(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.fetchQuery(sessionQuery()).catch(() => null);
  if (!user) return;
  const lines = await queryClient.fetchQuery(accountCartQuery()).catch(() => null);
  const [prefill] = await Promise.all([
    orderPrefill(queryClient, user.email),
    ...(lines ?? []).map((line) => queryClient.prefetchQuery(toolQuery(line.productId))),
    user.company ? queryClient.prefetchQuery(ownCompanyQuery()) : null,
    user.company ? queryClient.prefetchQuery(listsQuery()) : null,
  ]);
  // The checkout's bill, as its first render asks it (its code, with zod, is the server's only).
  if (lines && lines.length > 0) await (await import("../lib/checkout")).prefetchFirstCheckout(queryClient, { items: lines }, Boolean(user.company), prefill);
}

/**
 * In the browser, before the page hydrates: a copy of the account's cart that is saved here takes
 * the lines the server rendered (lib/cartSync.ts), and the lines' tools the server did not send (a
 * visitor's cart, or a copy with changes not saved yet) are asked for while the page's code loads.
 */
export async function preloadCart(queryClient: QueryClient): Promise<void> {
  const served = queryClient.getQueryData<CartLine[]>(queryKeys.accountCart);
  const user = queryClient.getQueryData<SessionUser | null>(queryKeys.session);
  if (served && user) (await import("../lib/cartSync")).takeServedCart(user.uid, served);
  for (const line of getCartLines()) void queryClient.prefetchQuery(toolQuery(line.productId));
}
