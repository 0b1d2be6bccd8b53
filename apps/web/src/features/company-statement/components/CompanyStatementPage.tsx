import { hasCompanyRight, statementLabels, statementMessages } from "@shop/contract";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { CentredSpinner } from "../../../components/Loading";
import { StatementDownload, statementQuery } from "../../../components/StatementDownload";
import { useOwnCompany } from "../../../lib/company";
import { StatementView } from "./StatementView";

/** `GET /api/company/statement.pdf|.csv`: the caller's own company's. */
const ownStatementPath = (format: "pdf" | "csv", period: { from: string; to: string }) => `/api/company/statement.${format}${statementQuery(period)}`;

/**
 * /dashboard/company/statement (issue 28 item 5): the company's statement of account, for its
 * admins and accountants; the other roles are told it is not theirs to read, as the server would.
 */
export function CompanyStatementPage() {
  const company = useOwnCompany();
  return (
    <div className="min-w-0 max-w-4xl">
      <AdminPageHeader title={statementLabels.title}>{company ? company.name : null}</AdminPageHeader>
      {company === undefined ? (
        <CentredSpinner label={statementMessages.loadingCompany} padding="py-12" />
      ) : company === null ? (
        <p className="rounded-box bg-base-200 px-5 py-6">{statementMessages.noCompany}</p>
      ) : hasCompanyRight(company.role, "accounts") ? (
        <StatementDownload pathFor={ownStatementPath} intro={statementLabels.intro}>
          {(period) => <StatementView period={period} />}
        </StatementDownload>
      ) : (
        <p className="rounded-box bg-base-200 px-5 py-6">{statementMessages.notYourRole}</p>
      )}
    </div>
  );
}
