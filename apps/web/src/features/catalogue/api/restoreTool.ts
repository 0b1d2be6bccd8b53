import type { Tool } from "@shop/contract";
import { toolSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/tools/{id}/restore` (admin): an archived tool back in the shop. */
export function restoreTool(id: string): Promise<Tool> {
  return apiRequest(`/api/tools/${encodeURIComponent(id)}/restore`, toolSchema, { method: "POST", auth: "required" });
}

export function useRestoreTool() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreTool, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tools }) });
}
