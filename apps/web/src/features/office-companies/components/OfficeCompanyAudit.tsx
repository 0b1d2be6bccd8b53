import { COMPANY_AUDIT_PAGE, companyAuditLabels, officeCompanyTexts } from "@shop/contract";
import { useState } from "react";
import { AuditTrail } from "../../../components/AuditTrail";
import { QueryView } from "../../../components/QueryView";
import { useOfficeCompanyAudit } from "../api/audit";

/** Issue 35: the company's audit trail on the office's company page, paged, newest first. */
export function OfficeCompanyAudit({ companyId }: { companyId: string }) {
  const [page, setPage] = useState(1);
  const audit = useOfficeCompanyAudit(companyId, page);
  return (
    <section aria-labelledby="company-audit" className="flex flex-col gap-3">
      <h2 id="company-audit" className="font-display text-xl font-bold">
        {companyAuditLabels.heading}
      </h2>
      <QueryView query={audit} loadingLabel={officeCompanyTexts.auditLoading} errorTitle={officeCompanyTexts.auditLoadError}>
        {({ items, total }) => <AuditTrail entries={items} total={total} page={page} pageSize={COMPANY_AUDIT_PAGE} onPageChange={setPage} />}
      </QueryView>
    </section>
  );
}
