import { companyStatementSchema, type CompanyStatement } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { statementQuery, type StatementPeriod } from "../../../components/StatementDownload";

/** `GET /api/company/statement?from=&to=` (issue 35): the statement its files print, as JSON. */
export function getCompanyStatement(period: StatementPeriod, signal?: AbortSignal): Promise<CompanyStatement> {
  return apiRequest(`/api/company/statement${statementQuery(period)}`, companyStatementSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

/** Under the invoices' family: a payment or a credit note refreshes the statement as it does the invoices. */
export function useCompanyStatement(period: StatementPeriod) {
  return useQuery({
    queryKey: ["company-invoices", "statement", period],
    queryFn: ({ signal }) => getCompanyStatement(period, signal),
    // While another period loads, the last one stays on screen rather than a spinner.
    placeholderData: keepPreviousData,
  });
}
