import { COMPANY_AUDIT_PAGE } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

/** `GET /api/admin/companies/{id}/audit` (shop admins, issue 35): one page of the company's trail, newest first. */
export const officeCompanyAuditQuery = (companyId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.officeCompanyAudit(companyId, page),
    queryFn: ({ signal }) =>
      apiRequestPage(`/api/admin/companies/${encodeURIComponent(companyId)}/audit`, lazySchema("companyAuditEntrySchema"), { page, limit: COMPANY_AUDIT_PAGE }, { auth: "required", signal }),
    placeholderData: keepPreviousData,
  });

export function useOfficeCompanyAudit(companyId: string, page: number) {
  return useQuery(officeCompanyAuditQuery(companyId, page));
}
