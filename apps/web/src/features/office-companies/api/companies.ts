import type { PatchOfficeCompanyBody } from "@shop/contract";
import { officeCompanyRowSchema, officeCompanySchema } from "@shop/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/admin/companies?q=&page=&limit=`: one page of the companies whose name contains `q`, newest first. */
export function useOfficeCompanies(q: string, page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.officeCompanyPage({ q, page, limit }),
    queryFn: ({ signal }) => apiRequestPage(`/api/admin/companies${q ? `?q=${encodeURIComponent(q)}` : ""}`, officeCompanyRowSchema, { page, limit }, { auth: "required", signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/companies/{id}`. */
export function useOfficeCompany(id: string) {
  return useQuery({
    queryKey: queryKeys.officeCompany(id),
    queryFn: ({ signal }) => apiRequest(`/api/admin/companies/${encodeURIComponent(id)}`, officeCompanySchema, { auth: "required", signal }),
  });
}

/** `PATCH /api/admin/companies/{id}`: suspend or release. */
export function usePatchOfficeCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchOfficeCompanyBody) => apiRequest(`/api/admin/companies/${encodeURIComponent(id)}`, officeCompanySchema, { method: "PATCH", body, auth: "required" }),
    onSuccess: (company) => {
      queryClient.setQueryData(queryKeys.officeCompany(id), company);
      return queryClient.invalidateQueries({ queryKey: queryKeys.officeCompanies });
    },
  });
}
