import type { CreateToolResponse, NewTool } from "@shop/contract";
import { createToolResponseSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/**
 * `POST /api/tools` (admin). Resolves only for a 2xx answer that carries the created tool (the
 * spec's client showed success whatever the server said); anything else rejects with ApiError.
 */
export function createTool(tool: NewTool): Promise<CreateToolResponse> {
  return apiRequest("/api/tools", createToolResponseSchema, { method: "POST", body: tool, auth: "required" });
}

export function useCreateTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tools }),
  });
}
