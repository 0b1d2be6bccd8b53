import type { CompanyStatement } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";
import { statementQuery, type StatementPeriod } from "../../../components/StatementDownload";

// The page renders from the server's answer and hydrates without zod; the schema loads beside a
// request made in the browser (another period).
const companyStatementSchema = lazySchema("companyStatementSchema");

/** `GET /api/company/statement?from=&to=` (issue 35): the statement its files print, as JSON. */
export function getCompanyStatement(period: StatementPeriod, signal?: AbortSignal): Promise<CompanyStatement> {
  return apiRequest(`/api/company/statement${statementQuery(period)}`, companyStatementSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

/** Under the invoices' family: a payment or a credit note refreshes the statement as it does the invoices. */
export const companyStatementQuery = (period: StatementPeriod) =>
  queryOptions({
    queryKey: ["company-invoices", "statement", period],
    queryFn: ({ signal }) => getCompanyStatement(period, signal),
    // While another period loads, the last one stays on screen rather than a spinner.
    placeholderData: keepPreviousData,
  });

export function useCompanyStatement(period: StatementPeriod) {
  return useQuery(companyStatementQuery(period));
}
