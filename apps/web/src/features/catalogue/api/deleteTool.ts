import type { DeleteToolResponse } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Manage Products hydrates without zod: the schema loads beside the request.
const deleteToolResponseSchema = lazySchema("deleteToolResponseSchema");

/** `DELETE /api/tools/{id}` (admin). */
export function deleteTool(id: string): Promise<DeleteToolResponse> {
  return apiRequest(`/api/tools/${encodeURIComponent(id)}`, deleteToolResponseSchema, { method: "DELETE", auth: "required" });
}

export function useDeleteTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tools }),
  });
}
