import type { RemoveAdminResponse } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Loaded with the call: All Users hydrates without zod.
const removeAdminResponseSchema = lazySchema("removeAdminResponseSchema");

/** `DELETE /api/user/admin/{email}` (admin): takes the admin role away; 409 for yourself or the last admin. */
export function removeAdmin(email: string): Promise<RemoveAdminResponse> {
  return apiRequest(`/api/user/admin/${encodeURIComponent(email)}`, removeAdminResponseSchema, { method: "DELETE", auth: "required" });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
