import { companyOrderColumns, companyOrderLabels, orderNumber, type Order } from "@shop/contract";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { OrderLines } from "../../../components/OrderLines";
import { OrderStatusBadge } from "../../../components/OrderStatusBadge";
import { OrderTerms } from "../../../components/OnAccount";
import { EmailText } from "../../../components/admin/EmailText";
import { PagedTable } from "../../../components/admin/PagedTable";
import type { Pagination } from "../../../components/Pagination";
import { formatDate, formatDateTime } from "../../../lib/dates";
import { formatDollars } from "../../../lib/price";

interface CompanyOrdersTableProps {
  label: string;
  orders: Order[];
  pagination: ComponentProps<typeof Pagination>;
  /** The row's decision buttons (the Approvals page), if any. */
  actions?: (order: Order) => ReactNode;
}

/** A company's orders as its members read them: who placed each, who approved it, until when it may wait. */
export function CompanyOrdersTable({ label, orders, pagination, actions }: CompanyOrdersTableProps) {
  return (
    <PagedTable
      label={label}
      pin={1}
      compact
      columns={[
        { label: companyOrderColumns.order },
        { label: companyOrderColumns.date },
        { label: companyOrderLabels.placedBy },
        { label: companyOrderColumns.product },
        { label: companyOrderColumns.total, numeric: true },
        { label: companyOrderColumns.status },
        { label: companyOrderLabels.approvedBy },
        ...(actions ? [{ label: companyOrderColumns.actions, hidden: true }] : []),
      ]}
      pagination={pagination}
    >
      {orders.map((order) => (
        <tr key={order._id} className="align-top hover:bg-base-200/60">
          <th scope="row" className="whitespace-nowrap">
            <Link className="link link-primary font-mono font-medium" to={`/dashboard/orders/${order._id}`} aria-label={companyOrderColumns.openOrder(orderNumber(order._id), order.product)}>
              {orderNumber(order._id)}
            </Link>
          </th>
          <td className="whitespace-nowrap">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </td>
          <td className="min-w-32">{order.placedBy ? <EmailText email={order.placedBy} /> : "—"}</td>
          <td className="min-w-32">
            <OrderLines order={order} layout="list" />
          </td>
          <td className="whitespace-nowrap text-right font-semibold tabular-nums">{formatDollars(order.price)}</td>
          <td>
            <div className="flex flex-col items-start gap-1">
              <OrderStatusBadge status={order.status} />
              {/* Issue 28: an order on the company's account, with its due date. */}
              <OrderTerms order={order} className="whitespace-nowrap" />
              {order.approvalUntil && (
                <span className="text-xs text-base-content/75">
                  {companyOrderLabels.awaitingUntil} <time dateTime={order.approvalUntil}>{formatDateTime(order.approvalUntil)}</time>
                </span>
              )}
            </div>
          </td>
          <td className="min-w-32">{order.approvedBy ? <EmailText email={order.approvedBy} /> : "—"}</td>
          {actions && <td className="sm:min-w-36">{actions(order)}</td>}
        </tr>
      ))}
    </PagedTable>
  );
}
