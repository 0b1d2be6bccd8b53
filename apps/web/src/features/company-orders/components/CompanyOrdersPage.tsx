import { companyOrderLabels, companyOrdersPageTexts, hasCompanyRight, orderStatusLabels } from "@shop/contract";
import { useSearchParams } from "react-router";
import { QueryView } from "../../../components/QueryView";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { useOwnCompany } from "../../../lib/company";
import { usePageParam } from "../../../lib/usePageParam";
import { useCompanyOrders } from "../api/companyOrders";
import { CompanyOrdersTable } from "./CompanyOrderRows";
import { StatusFilter } from "./StatusFilter";
import { statusFromParam } from "../../../lib/statusFromParam";

export const COMPANY_ORDERS_PAGE_SIZE = 20;

/** The order status the URL names (the server's loader reads it too: app/pageData.ts). */
export const orderStatusFromParam = (value: string | null) => statusFromParam(orderStatusLabels, value);

/** /dashboard/company/orders: the company's orders (a buyer's own only), filtered by status in the URL. */
export function CompanyOrdersPage() {
  const company = useOwnCompany();
  const [page, setPage] = usePageParam();
  const [params] = useSearchParams();
  const status = orderStatusFromParam(params.get("status"));
  const orders = useCompanyOrders(page, COMPANY_ORDERS_PAGE_SIZE, status);
  const all = company ? hasCompanyRight(company.role, "seeAllOrders") : false;

  return (
    <div className="min-w-0">
      <AdminPageHeader title={companyOrderLabels.companyOrders}>
        {company === null
          ? companyOrdersPageTexts.noCompany
          : all
            ? companyOrdersPageTexts.everyOrder(company?.name ?? companyOrdersPageTexts.yourCompany)
            : companyOrdersPageTexts.yourOrders(company?.name ?? companyOrdersPageTexts.yourCompany)}
      </AdminPageHeader>
      {company !== null && (
        <>
          <StatusFilter labels={orderStatusLabels} value={status} />
          <QueryView query={orders} loadingLabel={companyOrdersPageTexts.loadingOrders} errorTitle={companyOrdersPageTexts.ordersError}>
            {({ items, total }) =>
              items.length === 0 ? (
                <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">{status ? companyOrdersPageTexts.noOrdersMatch : companyOrderLabels.noOrders}</p>
              ) : (
                <CompanyOrdersTable
                  label={companyOrderLabels.companyOrders}
                  orders={items}
                  pagination={{ label: companyOrderLabels.companyOrders, page, pageSize: COMPANY_ORDERS_PAGE_SIZE, total, onPageChange: setPage }}
                />
              )
            }
          </QueryView>
        </>
      )}
    </div>
  );
}
