import type { EmailSummary } from "@shop/contract";
import { emailSummarySchema } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/emails?page=&limit=` (admin): one page of the shop's emails, newest first. */
export function getEmails(page: number, limit: number, signal?: AbortSignal): Promise<Paged<EmailSummary>> {
  return apiRequestPage("/api/emails", emailSummarySchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

export function useEmails(page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.emailPage({ page, limit }),
    queryFn: ({ signal }) => getEmails(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}
