import type { Tool } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { toolsQueryKey } from "./getTools";
import { lazySchema } from "../../../lib/schemas";

export const toolQueryKey = (id: string) => [...toolsQueryKey, id] as const;

/** `GET /api/tools/{id}`: one tool (404 when unknown). */
export function getTool(id: string, signal?: AbortSignal): Promise<Tool> {
  return apiRequest(`/api/tools/${encodeURIComponent(id)}`, lazySchema("toolSchema"), signal ? { signal } : {});
}

export const toolQuery = (id: string) => queryOptions({ queryKey: toolQueryKey(id), queryFn: ({ signal }) => getTool(id, signal) });

export function useTool(id: string) {
  return useQuery(toolQuery(id));
}
