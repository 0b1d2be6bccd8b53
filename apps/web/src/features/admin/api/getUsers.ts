import type { UserDocument } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// The page renders from the server's answer and hydrates without zod; the schema loads beside a
// request made in the browser (another page, or the list asked again after a change).
const userDocumentSchema = lazySchema("userDocumentSchema");

/** `GET /api/user?page=&limit=` (admin): one page of accounts, oldest first. */
export function getUsers(page: number, limit: number, signal?: AbortSignal): Promise<Paged<UserDocument>> {
  return apiRequestPage("/api/user", userDocumentSchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

export const usersQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: queryKeys.userPage({ page, limit }),
    queryFn: ({ signal }) => getUsers(page, limit, signal),
    // Paging keeps the old rows on screen until the next page is there, instead of a spinner.
    placeholderData: keepPreviousData,
  });

export function useUsers(page: number, limit: number) {
  return useQuery(usersQuery(page, limit));
}
