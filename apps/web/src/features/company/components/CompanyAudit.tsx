import { COMPANY_AUDIT_PAGE, companyAuditPageTexts } from "@shop/contract";
import { useState } from "react";
import { AuditTrail } from "../../../components/AuditTrail";
import { QueryView } from "../../../components/QueryView";
import { useCompanyAudit } from "../api/audit";

/** Issue 35: the company's audit trail for its admins, paged, newest first. */
export function CompanyAudit({ companyId }: { companyId: string }) {
  const [page, setPage] = useState(1);
  const audit = useCompanyAudit(companyId, page);
  return (
    <QueryView query={audit} loadingLabel={companyAuditPageTexts.loading} errorTitle={companyAuditPageTexts.loadError}>
      {({ items, total }) => <AuditTrail entries={items} total={total} page={page} pageSize={COMPANY_AUDIT_PAGE} onPageChange={setPage} />}
    </QueryView>
  );
}
