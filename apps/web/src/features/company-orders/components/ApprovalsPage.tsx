import { approvalsPageTexts, companyMessages, companyOrderLabels, companyOrdersPageTexts, hasCompanyRight, orderNumber, type Order } from "@shop/contract";
import { lazy, Suspense, useState } from "react";
import { toast } from "sonner";
import { Spinner } from "../../../components/Loading";
import { HydratedButton } from "../../../components/HydratedButton";
import { QueryView } from "../../../components/QueryView";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { FormDialog } from "../../../components/admin/FormDialog";
import { errorMessage } from "../../../lib/api";
import { useOwnCompany } from "../../../lib/company";
import { usePageParam } from "../../../lib/usePageParam";
import { useCompanyOrders, useDecideOrder } from "../api/companyOrders";
import { CompanyOrdersTable } from "./CompanyOrderRows";
import { COMPANY_ORDERS_PAGE_SIZE } from "./CompanyOrdersPage";

// The reason's form (react-hook-form and the contract's schema) loads when an order is rejected:
// the page hydrates without it.
const RejectForm = lazy(() => import("./RejectForm").then((module) => ({ default: module.RejectForm })));

/** /dashboard/company/approvals: the company's orders over a limit, for its admins and approvers to decide. */
export function ApprovalsPage() {
  const company = useOwnCompany();
  const [page, setPage] = usePageParam();
  const orders = useCompanyOrders(page, COMPANY_ORDERS_PAGE_SIZE, "awaiting_approval");
  const decide = useDecideOrder();
  const [rejecting, setRejecting] = useState<Order | null>(null);
  const mayApprove = company ? hasCompanyRight(company.role, "approve") : false;
  // The server renders the rows: their buttons work once the page has hydrated (HydratedButton).

  const approve = (order: Order) => {
    if (decide.isPending) return;
    decide.mutate({ id: order._id, approve: true }, { onSuccess: () => toast.success(companyMessages.approved), onError: (error) => toast.error(errorMessage(error)) });
  };

  return (
    <div className="min-w-0">
      <AdminPageHeader title={companyOrderLabels.approvals}>
        {approvalsPageTexts.intro}
      </AdminPageHeader>
      {company === null || (company && !mayApprove) ? (
        <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">{company === null ? companyOrdersPageTexts.noCompany : companyMessages.noRight(approvalsPageTexts.approveOrders)}</p>
      ) : (
        <QueryView query={orders} loadingLabel={approvalsPageTexts.loading} errorTitle={approvalsPageTexts.loadError}>
          {({ items, total }) =>
            items.length === 0 ? (
              <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">{companyOrderLabels.noApprovals}</p>
            ) : (
              <CompanyOrdersTable
                label={companyOrderLabels.approvals}
                orders={items}
                pagination={{ label: approvalsPageTexts.awaiting, page, pageSize: COMPANY_ORDERS_PAGE_SIZE, total, onPageChange: setPage }}
                actions={(order) => (
                  <div className="flex flex-col items-stretch gap-2">
                    <HydratedButton className="btn btn-primary btn-sm" aria-label={approvalsPageTexts.approveOrder(orderNumber(order._id))} onClick={() => approve(order)} aria-disabled={decide.isPending || undefined}>
                      {companyOrderLabels.approve}
                    </HydratedButton>
                    <HydratedButton className="btn btn-outline btn-error btn-sm" aria-label={approvalsPageTexts.rejectOrder(orderNumber(order._id))} onClick={() => setRejecting(order)}>
                      {companyOrderLabels.reject}
                    </HydratedButton>
                  </div>
                )}
              />
            )
          }
        </QueryView>
      )}
      <FormDialog open={rejecting !== null} title={rejecting ? approvalsPageTexts.rejectOrder(orderNumber(rejecting._id)) : companyOrderLabels.reject} onClose={() => setRejecting(null)}>
        {rejecting && (
          <Suspense fallback={<Spinner label={approvalsPageTexts.loadingForm} />}>
            <RejectForm order={rejecting} onDone={() => setRejecting(null)} />
          </Suspense>
        )}
      </FormDialog>
    </div>
  );
}
