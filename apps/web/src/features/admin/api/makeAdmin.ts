import type { MakeAdminResponse } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Loaded with the call: All Users hydrates without zod.
const makeAdminResponseSchema = lazySchema("makeAdminResponseSchema");

/** `PUT /api/user/admin/{email}` (admin): gives that account the admin role. */
export function makeAdmin(email: string): Promise<MakeAdminResponse> {
  return apiRequest(`/api/user/admin/${encodeURIComponent(email)}`, makeAdminResponseSchema, { method: "PUT", auth: "required" });
}

/** Spec section 4: the user list is refetched on success. */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
