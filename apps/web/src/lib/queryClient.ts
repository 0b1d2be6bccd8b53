import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/** Retry only what may pass on a second try: the network, or the server failing (5xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return failureCount < 2;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
