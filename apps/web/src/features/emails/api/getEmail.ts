import type { EmailDetail } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Loaded with the call (an email opened): Sent Emails hydrates without zod.
const emailDetailSchema = lazySchema("emailDetailSchema");

/** `GET /api/emails/{id}` (admin): one email with its text. */
export function getEmail(id: string, signal?: AbortSignal): Promise<EmailDetail> {
  return apiRequest(`/api/emails/${encodeURIComponent(id)}`, emailDetailSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export function useEmail(id: string | null) {
  return useQuery({
    queryKey: queryKeys.email(id),
    queryFn: ({ signal }) => getEmail(id ?? "", signal),
    enabled: id !== null,
  });
}
