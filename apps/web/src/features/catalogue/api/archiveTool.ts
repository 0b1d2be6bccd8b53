import type { Tool } from "@shop/contract";
import { toolSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/tools/{id}/archive` (admin): the tool leaves the shop; past orders keep it. */
export function archiveTool(id: string): Promise<Tool> {
  return apiRequest(`/api/tools/${encodeURIComponent(id)}/archive`, toolSchema, { method: "POST", auth: "required" });
}

export function useArchiveTool() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveTool, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tools }) });
}
