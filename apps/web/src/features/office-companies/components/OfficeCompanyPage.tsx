import type { OfficeCompany, Order } from "@shop/contract";
import { companyLabels, companyRoleNames, countryName, formatDollars, OFFICE_COMPANY_ORDERS, officeCompaniesTexts, officeCompanyLabels, officeCompanyMessages, officeCompanyTexts, statementLabels, webRoutes } from "@shop/contract";
import { ArrowLeft, Ban, CircleCheck } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { PagedTable } from "../../../components/admin/PagedTable";
import { TableScroller } from "../../../components/admin/TableScroller";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { OrderStatusBadge } from "../../../components/OrderStatusBadge";
import { OrderTerms } from "../../../components/OnAccount";
import { QueryView } from "../../../components/QueryView";
import { StatementDownload, statementQuery, type StatementFormat, type StatementPeriod } from "../../../components/StatementDownload";
import { errorMessage } from "../../../lib/api";
import { formatDateTime } from "../../../lib/dates";
import { usePageParam } from "../../../lib/usePageParam";
import { useOfficeCompany, usePatchOfficeCompany } from "../api/companies";
import { CompanyVatProof } from "./CompanyVatProof";
import { CreditTermsSection } from "./CreditTermsSection";
import { OfficeCompanyAudit } from "./OfficeCompanyAudit";
import { OfficeOrderForm } from "./OfficeOrderForm";
import { OfficeQuoteForm } from "./OfficeQuoteForm";
import { PaymentsOnAccount } from "./PaymentsOnAccount";
import { TransferForm } from "./TransferForm";
import { SuspendedBadge } from "./SuspendedBadge";

const orderPath = (id: string) => webRoutes.orderDetail.replace(":orderId", encodeURIComponent(id));
/** `GET /api/admin/companies/{id}/statement.pdf|.csv`: the office's copy of a company's statement. */
const officeStatementPath = (companyId: string) => (format: StatementFormat, period: StatementPeriod) =>
  `/api/admin/companies/${encodeURIComponent(companyId)}/statement.${format}${statementQuery(period)}`;
const limit = (value: number | null) => (value === null ? officeCompanyTexts.noLimit : formatDollars(value));
/** Who placed it: the member, or the office for the member after a call. */
const placedBy = (order: Order) => {
  const member = order.placedBy ?? order.email;
  return order.placedByOffice ? officeCompanyMessages.placedByOffice(order.placedByOffice, member) : member;
};

/** /dashboard/companies/:companyId (shop admins): one company with its members, limits, addresses and orders. */
export function OfficeCompanyPage() {
  const { companyId = "" } = useParams();
  const [ordersPage, setOrdersPage] = usePageParam();
  const company = useOfficeCompany(companyId, ordersPage, OFFICE_COMPANY_ORDERS);
  return (
    <div className="max-w-5xl">
      <Link to={webRoutes.officeCompanies} className="btn btn-ghost btn-sm mb-4 gap-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {officeCompanyTexts.back}
      </Link>
      <QueryView query={company} loadingLabel={officeCompanyTexts.loading} errorTitle={officeCompanyTexts.loadError}>
        {(found) => <CompanyView company={found} ordersPage={ordersPage} onOrdersPage={setOrdersPage} />}
      </QueryView>
    </div>
  );
}

interface CompanyViewProps {
  company: OfficeCompany;
  /** The page of its orders shown (`?page=`). */
  ordersPage: number;
  onOrdersPage: (page: number) => void;
}

function CompanyView({ company, ordersPage, onOrdersPage }: CompanyViewProps) {
  const patch = usePatchOfficeCompany(company._id);
  const [asking, setAsking] = useState(false);
  const suspend = !company.suspended;
  const onConfirm = () =>
    patch.mutate(
      { suspended: suspend },
      {
        onSuccess: (changed) => toast.success(changed.suspended ? officeCompanyMessages.suspended(changed.name) : officeCompanyMessages.released(changed.name)),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <>
      <AdminPageHeader title={company.name} />
      <div className="flex flex-col gap-8">
        <section aria-labelledby="company-status" className={`rounded-box border p-5 ${company.suspended ? "border-error bg-error/5" : "border-base-300"}`}>
          <h2 id="company-status" className="sr-only">
            {officeCompanyLabels.status}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-col gap-1">
              <SuspendedBadge suspended={company.suspended} />
              {company.suspended && <p className="font-medium text-error">{officeCompanyMessages.suspendedNote}</p>}
            </div>
            <button type="button" className={`btn ${suspend ? "btn-error btn-outline" : "btn-success"}`} onClick={() => setAsking(true)}>
              {suspend ? <Ban className="size-4" aria-hidden="true" /> : <CircleCheck className="size-4" aria-hidden="true" />}
              {suspend ? officeCompanyLabels.suspend : officeCompanyLabels.release}
            </button>
          </div>
        </section>

        <section aria-labelledby="company-details">
          <h2 id="company-details" className="mb-3 font-display text-xl font-bold">
            {officeCompanyTexts.details}
          </h2>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium">{companyLabels.vatId}</dt>
            <dd className="font-mono">{company.vatId ?? "—"}</dd>
            {company.vatId && (
              <>
                <dt className="font-medium">{officeCompanyTexts.vatCheck}</dt>
                <dd>
                  <CompanyVatProof companyId={company._id} vatId={company.vatId} vatCheckedAt={company.vatCheckedAt} />
                </dd>
              </>
            )}
            <dt className="font-medium">{companyLabels.billingAddress}</dt>
            <dd className="whitespace-pre-line">{company.billingAddress}</dd>
            <dt className="font-medium">{officeCompanyTexts.since}</dt>
            <dd>{formatDateTime(company.createdAt)}</dd>
          </dl>
        </section>

        {/* Issue 28: how the company pays and how much it may owe. */}
        <CreditTermsSection company={company} />

        <section aria-labelledby="company-members">
          <h2 id="company-members" className="mb-3 font-display text-xl font-bold">
            {officeCompanyTexts.members}
          </h2>
          <TableScroller label={officeCompanyTexts.members}>
            <table className="table">
              <caption className="sr-only">{officeCompanyTexts.members}</caption>
              <thead>
                <tr>
                  <th scope="col">{officeCompanyTexts.memberName}</th>
                  <th scope="col">{officeCompanyTexts.memberEmail}</th>
                  <th scope="col">{companyLabels.role}</th>
                  <th scope="col" className="text-right">
                    {companyLabels.orderLimit}
                  </th>
                  <th scope="col" className="text-right">
                    {companyLabels.monthlyLimit}
                  </th>
                </tr>
              </thead>
              <tbody>
                {company.members.map((member) => (
                  <tr key={member.userId}>
                    <td className="[overflow-wrap:anywhere]">{member.name}</td>
                    <td className="[overflow-wrap:anywhere]">{member.email}</td>
                    <td>{companyRoleNames[member.role]}</td>
                    <td className="text-right whitespace-nowrap tabular-nums">{limit(member.orderLimit)}</td>
                    <td className="text-right whitespace-nowrap tabular-nums">{limit(member.monthlyLimit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </section>

        <section aria-labelledby="company-addresses">
          <h2 id="company-addresses" className="mb-3 font-display text-xl font-bold">
            {officeCompanyTexts.addresses}
          </h2>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {company.addresses.map((address) => (
              <li key={address._id} className="rounded-box border border-base-300 p-4">
                <p className="font-semibold">{address.label}</p>
                <p className="whitespace-pre-line">{address.address}</p>
                <p className="text-sm text-base-content/75">
                  {address.postalCode} · {countryName(address.country)}
                </p>
              </li>
            ))}
          </ul>
        </section>

        {!company.suspended && company.addresses.length > 0 && <OfficeOrderForm company={company} />}
        {/* A suspended company's members may still ask for quotes (decision 039): so may the office for them. */}
        <OfficeQuoteForm company={company} />

        {/* Issue 28: money received for the company's invoices on account; a suspended company still pays. */}
        <TransferForm company={company} />
        <PaymentsOnAccount company={company} />
        <StatementDownload pathFor={officeStatementPath(company._id)} intro={statementLabels.officeIntro} />

        <section aria-labelledby="company-orders">
          <h2 id="company-orders" className="mb-1 font-display text-xl font-bold">
            {officeCompanyTexts.orders}
          </h2>
          {company.ordersTotal === 0 ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/80">{officeCompanyMessages.noOrders}</p>
          ) : (
            <>
              <p className="mb-3 text-sm text-base-content/75">{officeCompanyTexts.ordersCount(company.ordersTotal)}</p>
              <PagedTable
                label={officeCompanyTexts.orders}
                caption={officeCompaniesTexts.newestFirst(officeCompanyTexts.orders)}
                columns={[{ label: officeCompanyTexts.orderDate }, { label: officeCompanyTexts.placedBy }, { label: officeCompanyTexts.status }, { label: officeCompanyTexts.total, numeric: true }]}
                pagination={{ label: officeCompanyTexts.orders, page: ordersPage, pageSize: OFFICE_COMPANY_ORDERS, total: company.ordersTotal, onPageChange: onOrdersPage }}
              >
                {company.orders.map((order) => (
                  <tr key={order._id}>
                    <td className="whitespace-nowrap">
                      <Link to={orderPath(order._id)} className="link">
                        {formatDateTime(order.createdAt)}
                      </Link>
                    </td>
                    <td className="min-w-40 [overflow-wrap:anywhere]">{placedBy(order)}</td>
                    <td>
                      <OrderStatusBadge status={order.status} />
                      <OrderTerms order={order} className="mt-1 whitespace-nowrap" />
                    </td>
                    <td className="text-right whitespace-nowrap tabular-nums">{formatDollars(order.price)}</td>
                  </tr>
                ))}
              </PagedTable>
            </>
          )}
        </section>

        {/* Issue 35: who changed the company's members, invitations and standing. */}
        <OfficeCompanyAudit companyId={company._id} />
      </div>
      <ConfirmDialog
        open={asking}
        question={officeCompanyTexts.asking(suspend ? officeCompanyLabels.suspend : officeCompanyLabels.release)}
        detail={suspend ? officeCompanyMessages.suspendConfirm(company.name) : officeCompanyMessages.releaseConfirm(company.name)}
        confirmLabel={suspend ? officeCompanyLabels.suspend : officeCompanyLabels.release}
        busy={patch.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={onConfirm}
      />
    </>
  );
}
