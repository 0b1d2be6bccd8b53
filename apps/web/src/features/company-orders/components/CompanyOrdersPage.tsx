import { hasCompanyRight, orderStatusLabels, companyOrderLabels, type OrderStatus } from "@shop/contract";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { QueryView } from "../../../components/QueryView";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { useOwnCompany } from "../../../lib/company";
import { usePageParam } from "../../../lib/usePageParam";
import { useHydrated } from "../../../lib/useHydrated";
import { useCompanyOrders } from "../api/companyOrders";
import { CompanyOrdersTable } from "./CompanyOrderRows";

export const COMPANY_ORDERS_PAGE_SIZE = 20;

/** The statuses an order may have, in the contract's order, without its schema (zod stays off the page). */
const statuses = Object.keys(orderStatusLabels) as OrderStatus[];
export const statusFromParam = (value: string | null): OrderStatus | undefined => statuses.find((status) => status === value);

/** /dashboard/company/orders: the company's orders (a buyer's own only), filtered by status in the URL. */
export function CompanyOrdersPage() {
  const company = useOwnCompany();
  const [page, setPage] = usePageParam();
  const [params, setParams] = useSearchParams();
  const status = statusFromParam(params.get("status"));
  const statusId = useId();
  // The server renders the page: its filter works once the page has hydrated (lib/useHydrated.ts).
  const hydrated = useHydrated();
  const orders = useCompanyOrders(page, COMPANY_ORDERS_PAGE_SIZE, status);
  const all = company ? hasCompanyRight(company.role, "seeAllOrders") : false;

  return (
    <div className="min-w-0">
      <AdminPageHeader title={companyOrderLabels.companyOrders}>
        {company === null
          ? "You do not belong to a company."
          : all
            ? `Every order of ${company?.name ?? "your company"}: who placed it, who approved it.`
            : `Your orders for ${company?.name ?? "your company"}.`}
      </AdminPageHeader>
      {company !== null && (
        <>
          <div className="mb-4 flex flex-col gap-1.5">
            <label htmlFor={statusId} className="text-sm font-medium">
              Status
            </label>
            <select
              id={statusId}
              className="select w-full sm:w-56"
              disabled={!hydrated}
              value={status ?? ""}
              onChange={(event) => {
                const next = statusFromParam(event.target.value);
                setParams((current) => {
                  const updated = new URLSearchParams(current);
                  updated.delete("page");
                  if (next) updated.set("status", next);
                  else updated.delete("status");
                  return updated;
                });
              }}
            >
              <option value="">All statuses</option>
              {statuses.map((option) => (
                <option key={option} value={option}>
                  {orderStatusLabels[option]}
                </option>
              ))}
            </select>
          </div>
          <QueryView query={orders} loadingLabel="Loading company orders" errorTitle="We could not load the company's orders.">
            {({ items, total }) =>
              items.length === 0 ? (
                <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">{status ? "No orders match." : companyOrderLabels.noOrders}</p>
              ) : (
                <CompanyOrdersTable
                  label={companyOrderLabels.companyOrders}
                  orders={items}
                  pagination={{ label: "Company orders", page, pageSize: COMPANY_ORDERS_PAGE_SIZE, total, onPageChange: setPage }}
                />
              )
            }
          </QueryView>
        </>
      )}
    </div>
  );
}
