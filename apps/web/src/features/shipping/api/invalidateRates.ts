import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";

/** After a rate changes: the rates, and the registrations' "To set up" list, which names a registered country without one. */
export function invalidateRates(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.taxRates }), queryClient.invalidateQueries({ queryKey: queryKeys.taxRegistrations })]).then(() => undefined);
}
