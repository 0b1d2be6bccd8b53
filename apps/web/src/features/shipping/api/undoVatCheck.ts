import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `DELETE /api/profile/{email}/vat-check` (admin): the buyer's VAT ID no longer counts as checked. */
export function undoVatCheck(email: string): Promise<void> {
  return apiSend(`/api/profile/${encodeURIComponent(email)}/vat-check`, { method: "DELETE", auth: "required" });
}

export function useUndoVatCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoVatCheck, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles }) });
}
