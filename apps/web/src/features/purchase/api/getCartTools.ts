import type { Tool } from "@shop/contract";
import { useQueries } from "@tanstack/react-query";
import { isApiError } from "../../../lib/api";
import { getTool } from "../../../lib/tools";
import type { CartLine } from "../../../lib/cart";
import { queryKeys } from "../../../lib/query-keys";

/** Today's data of one cart line's tool: loading, there, gone from the shop (404), or failed to load. */
export type CartTool =
  | { state: "loading" }
  | { state: "ready"; tool: Tool }
  | { state: "gone" }
  | { state: "error"; retry: () => void };

/**
 * `GET /api/tools/{id}` for every line (each cached under the tool's own key, so the tool page
 * and the cart share them): the cart keeps ids only and prices with today's data.
 */
export function useCartTools(lines: readonly CartLine[]): CartTool[] {
  return useQueries({
    queries: lines.map((line) => ({
      queryKey: queryKeys.tool(line.productId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getTool(line.productId, signal),
      // A tool gone from the shop stays gone: no retries of a 404.
      retry: (count: number, error: Error) => !(isApiError(error) && (error.status === 404 || error.status === 400)) && count < 2,
    })),
    combine: (results) =>
      results.map((result): CartTool => {
        if (result.isSuccess) return { state: "ready", tool: result.data };
        if (result.isError) {
          const gone = isApiError(result.error) && (result.error.status === 404 || result.error.status === 400);
          return gone ? { state: "gone" } : { state: "error", retry: () => void result.refetch() };
        }
        return { state: "loading" };
      }),
  });
}
