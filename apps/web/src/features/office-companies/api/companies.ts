import type { PatchOfficeCompanyBody } from "@shop/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiRequestPage, apiSend } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// The office's company pages render from the server's answers and hydrate without these schemas;
// they load beside a request made in the browser.
const officeCompanyRowSchema = lazySchema("officeCompanyRowSchema");
const officeCompanySchema = lazySchema("officeCompanySchema");

/** `GET /api/admin/companies?q=&page=&limit=`: one page of the companies whose name contains `q`, newest first. */
export const officeCompaniesQuery = (q: string, page: number, limit: number) =>
  queryOptions({
    queryKey: queryKeys.officeCompanyPage({ q, page, limit }),
    queryFn: ({ signal }) => apiRequestPage(`/api/admin/companies${q ? `?q=${encodeURIComponent(q)}` : ""}`, officeCompanyRowSchema, { page, limit }, { auth: "required", signal }),
    placeholderData: keepPreviousData,
  });

export function useOfficeCompanies(q: string, page: number, limit: number) {
  return useQuery(officeCompaniesQuery(q, page, limit));
}

/** `GET /api/admin/companies/{id}?page=&limit=`: the company with one page of its orders, newest first. */
export const officeCompanyQuery = (id: string, ordersPage: number, limit: number) =>
  queryOptions({
    queryKey: queryKeys.officeCompanyOrdersPage(id, ordersPage),
    queryFn: ({ signal }) => apiRequest(`/api/admin/companies/${encodeURIComponent(id)}?page=${ordersPage}&limit=${limit}`, officeCompanySchema, { auth: "required", signal }),
    // The page before stays while the next loads, but never another company's.
    placeholderData: (previous) => (previous?._id === id ? previous : undefined),
  });

export function useOfficeCompany(id: string, ordersPage: number, limit: number) {
  return useQuery(officeCompanyQuery(id, ordersPage, limit));
}

/** `PATCH /api/admin/companies/{id}`: suspend or release. */
export function usePatchOfficeCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchOfficeCompanyBody) => apiRequest(`/api/admin/companies/${encodeURIComponent(id)}`, officeCompanySchema, { method: "PATCH", body, auth: "required" }),
    // The list's rows and every page of this company's orders carry the flag.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.officeCompanies }),
  });
}

/**
 * `PUT` and `DELETE /api/admin/companies/{id}/vat-check`: the office checked the company's VAT ID
 * by hand, naming the ID it saw (409 if the company changed it since), or withdraws the check.
 */
export function useCompanyVatCheck(id: string) {
  const queryClient = useQueryClient();
  const url = `/api/admin/companies/${encodeURIComponent(id)}/vat-check`;
  return useMutation({
    mutationFn: (checked: { vatId: string } | null) => (checked ? apiSend(url, { method: "PUT", body: checked, auth: "required" }) : apiSend(url, { method: "DELETE", auth: "required" })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.officeCompany(id) }),
  });
}
