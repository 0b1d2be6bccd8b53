import type { UserDocument } from "@shop/contract";
import { userDocumentSchema } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Paged } from "../../../lib/api";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/user?page=&limit=` (admin): one page of accounts, oldest first. */
export function getUsers(page: number, limit: number, signal?: AbortSignal): Promise<Paged<UserDocument>> {
  return apiRequestPage("/api/user", userDocumentSchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

export function useUsers(page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.userPage({ page, limit }),
    queryFn: ({ signal }) => getUsers(page, limit, signal),
    // Paging keeps the old rows on screen until the next page is there, instead of a spinner.
    placeholderData: keepPreviousData,
  });
}
