import type { DeleteUserResponse } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Loaded with the call: All Users hydrates without zod.
const deleteUserResponseSchema = lazySchema("deleteUserResponseSchema");

/** `DELETE /api/user/{id}` (admin); 409 for the admin's own account. */
export function deleteUser(id: string): Promise<DeleteUserResponse> {
  return apiRequest(`/api/user/${encodeURIComponent(id)}`, deleteUserResponseSchema, { method: "DELETE", auth: "required" });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // The account's profiles go with it (the server cascades), so the admin's list of them changes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles }),
      ]),
  });
}
