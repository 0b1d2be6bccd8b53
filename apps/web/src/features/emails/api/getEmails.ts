import type { EmailSummary } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Sent Emails renders from the server's answer and hydrates without zod; the schema loads beside a request made in the browser.
const emailSummarySchema = lazySchema("emailSummarySchema");

/** `GET /api/emails?page=&limit=` (admin): one page of the shop's emails, newest first. */
export function getEmails(page: number, limit: number, signal?: AbortSignal): Promise<Paged<EmailSummary>> {
  return apiRequestPage("/api/emails", emailSummarySchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

export const emailsQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: queryKeys.emailPage({ page, limit }),
    queryFn: ({ signal }) => getEmails(page, limit, signal),
    placeholderData: keepPreviousData,
  });

export function useEmails(page: number, limit: number) {
  return useQuery(emailsQuery(page, limit));
}
