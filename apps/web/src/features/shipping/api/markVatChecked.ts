import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `PUT /api/profile/{email}/vat-check` (admin): this very VAT ID was checked by hand; 409 if the buyer changed it since. */
export function markVatChecked({ email, vatId }: { email: string; vatId: string }): Promise<void> {
  return apiSend(`/api/profile/${encodeURIComponent(email)}/vat-check`, { method: "PUT", body: { vatId }, auth: "required" });
}

export function useMarkVatChecked() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markVatChecked, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles }) });
}
