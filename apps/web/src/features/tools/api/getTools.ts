import type { Tool } from "@shop/contract";
import { toolListSchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

export const toolsQueryKey = ["tools"] as const;

/** `GET /api/tools`: the whole catalogue. */
export function getTools(signal?: AbortSignal): Promise<Tool[]> {
  return apiRequest("/api/tools", toolListSchema, signal ? { signal } : {});
}

export function useTools() {
  return useQuery({ queryKey: toolsQueryKey, queryFn: ({ signal }) => getTools(signal) });
}
