import { formatCount, officeCompaniesTexts, officeCompanyLabels, officeCompanyMessages, webRoutes } from "@shop/contract";
import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { PagedTable } from "../../../components/admin/PagedTable";
import { FormField } from "../../../components/FormField";
import { QueryView } from "../../../components/QueryView";
import { usePageParam } from "../../../lib/usePageParam";
import { useOfficeCompanies } from "../api/companies";
import { SuspendedBadge } from "./SuspendedBadge";

export const OFFICE_COMPANIES_PAGE_SIZE = 20;

export const companyPath = (id: string) => webRoutes.officeCompany.replace(":companyId", encodeURIComponent(id));

/** /dashboard/companies (shop admins): the companies, searched by name and paged. */
export function OfficeCompaniesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [page, setPage] = usePageParam();
  const [typed, setTyped] = useState(q);
  const companies = useOfficeCompanies(q, page, OFFICE_COMPANIES_PAGE_SIZE);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    // A new search starts on its first page.
    setParams(() => {
      const next = new URLSearchParams();
      if (typed.trim()) next.set("q", typed.trim());
      return next;
    });
  };

  return (
    <div className="max-w-5xl">
      <AdminPageHeader title={officeCompaniesTexts.heading}>{officeCompaniesTexts.intro}</AdminPageHeader>
      <form role="search" onSubmit={onSearch} className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <FormField label={officeCompanyLabels.search} type="search" name="q" value={typed} maxLength={120} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary sm:mb-1">
          <Search className="size-4" aria-hidden="true" />
          {officeCompaniesTexts.search}
        </button>
      </form>
      <QueryView query={companies} loadingLabel={officeCompaniesTexts.loading} errorTitle={officeCompaniesTexts.loadError}>
        {({ items, total }) =>
          total === 0 ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/80">{q ? officeCompanyMessages.noMatch(q) : officeCompanyMessages.none}</p>
          ) : (
            <PagedTable
              label={officeCompaniesTexts.table}
              caption={officeCompaniesTexts.newestFirst(officeCompaniesTexts.table)}
              columns={[{ label: officeCompanyLabels.name }, { label: officeCompanyLabels.vatId }, { label: officeCompanyLabels.members, numeric: true }, { label: officeCompanyLabels.status }]}
              pagination={{ label: officeCompaniesTexts.table, page, pageSize: OFFICE_COMPANIES_PAGE_SIZE, total, onPageChange: setPage }}
            >
              {items.map((company) => (
                <tr key={company._id}>
                  <td className="min-w-40 [overflow-wrap:anywhere]">
                    <Link to={companyPath(company._id)} className="link font-semibold">
                      {company.name}
                    </Link>
                  </td>
                  <td className="font-mono whitespace-nowrap">{company.vatId ?? "—"}</td>
                  <td className="text-right tabular-nums">{formatCount(company.members)}</td>
                  <td>
                    <SuspendedBadge suspended={company.suspended} />
                  </td>
                </tr>
              ))}
            </PagedTable>
          )
        }
      </QueryView>
    </div>
  );
}
