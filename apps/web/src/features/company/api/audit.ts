import { COMPANY_AUDIT_PAGE } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

/** `GET /api/companies/{id}/audit` (the company's admins, issue 35): one page of the trail, newest first. */
export const companyAuditQuery = (companyId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.companyAudit(companyId, page),
    queryFn: ({ signal }) =>
      apiRequestPage(`/api/companies/${encodeURIComponent(companyId)}/audit`, lazySchema("companyAuditEntrySchema"), { page, limit: COMPANY_AUDIT_PAGE }, { auth: "required", signal }),
    placeholderData: keepPreviousData,
  });

export function useCompanyAudit(companyId: string, page: number) {
  return useQuery(companyAuditQuery(companyId, page));
}
