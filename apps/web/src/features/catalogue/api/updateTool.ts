import type { Tool, UpdateToolBody } from "@shop/contract";
import { toolSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `PATCH /api/tools/{id}` (admin): Edit Product. */
export function updateTool({ id, changes }: { id: string; changes: UpdateToolBody }): Promise<Tool> {
  return apiRequest(`/api/tools/${encodeURIComponent(id)}`, toolSchema, { method: "PATCH", body: changes, auth: "required" });
}

export function useUpdateTool() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTool, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tools }) });
}
