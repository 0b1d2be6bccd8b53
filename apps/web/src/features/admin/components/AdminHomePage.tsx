import { receivablesLabels, webRoutes, type AdminSummary } from "@shop/contract";
import { CircleDollarSign, HandCoins, PackageX, Truck } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { QueryView } from "../../../components/QueryView";
import { formatDollars } from "../../../lib/price";
import { useAdminSummary } from "../api/getSummary";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";

/** "November 2026" for "2026-11" (the month is a name here: no time zone moves it). */
function monthName(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** /dashboard for an admin: what needs doing today, each with the page that does it. */
export function AdminHomePage() {
  const summary = useAdminSummary();
  return (
    <div className="min-w-0">
      <AdminPageHeader title="Shop overview">What needs doing: orders to ship, tools running out, this month's sales, and what companies owe that is overdue.</AdminPageHeader>
      <QueryView query={summary} loadingLabel="Loading the shop overview" errorTitle="We could not load the shop overview.">
        {(data) => <SummaryCards summary={data} />}
      </QueryView>
    </div>
  );
}

function SummaryCards({ summary }: { summary: AdminSummary }) {
  const { ordersToShip, lowStock, salesThisMonth, overdueOnAccount } = summary;
  return (
    <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-4" aria-label="Shop overview">
      <Card icon={Truck} title="Orders to ship" figure={String(ordersToShip)} link={{ to: "/dashboard/manageAllOrders", label: "Manage All Orders" }}>
        {ordersToShip === 0 ? "Every paid order has been shipped." : `${ordersToShip === 1 ? "A paid order waits" : "Paid orders wait"} to be shipped.`}
      </Card>
      <Card icon={PackageX} title="Low stock" figure={String(lowStock.count)} link={{ to: "/dashboard/manageProducts", label: "Manage Products" }}>
        {lowStock.count === 0 ? (
          "Every tool can be ordered."
        ) : (
          <>
            <span>Fewer left than the minimum order:</span>
            <ul className="mt-2 flex flex-col gap-1">
              {lowStock.tools.map((tool) => (
                <li key={tool._id} className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium text-base-content [overflow-wrap:anywhere]">{tool.name}</span>
                  <span className="whitespace-nowrap tabular-nums">
                    {tool.availableQuantity} left, min. {tool.minimumOrderQuantity}
                  </span>
                </li>
              ))}
              {lowStock.count > lowStock.tools.length && <li>and {lowStock.count - lowStock.tools.length} more</li>}
            </ul>
          </>
        )}
      </Card>
      <Card
        icon={CircleDollarSign}
        title={`Sales in ${monthName(salesThisMonth.month)}`}
        figure={salesThisMonth.currencies.map((row) => formatDollars(row.amount, row.currency))}
        link={{ to: `${webRoutes.reports}?from=${salesThisMonth.month}&to=${salesThisMonth.month}`, label: "See the monthly report" }}
      >
        {/* Issue 35 item 9: the monthly report's figure, so the two pages never disagree. */}
        <ul className="flex flex-col gap-1">
          {salesThisMonth.currencies.map((row) => (
            <li key={row.currency}>
              {`${invoicesIssued(row.invoices)} ${formatDollars(row.invoiced, row.currency)}, less ${creditNotesIssued(row.creditNotes)} ${formatDollars(row.credited, row.currency)}.`}
            </li>
          ))}
        </ul>
      </Card>
      <Card icon={HandCoins} title={receivablesLabels.overdueCard} figure={formatDollars(overdueOnAccount.amount)} link={{ to: webRoutes.receivables, label: receivablesLabels.seeReceivables }}>
        {overdueOnAccount.companies === 0 ? receivablesLabels.overdueNone : receivablesLabels.overdueCompanies(overdueOnAccount.companies)}
      </Card>
    </ul>
  );
}

const invoicesIssued = (count: number) => (count === 1 ? "1 invoice issued" : `${count} invoices issued`);
const creditNotesIssued = (count: number) => (count === 1 ? "1 credit note" : `${count} credit notes`);

interface CardProps {
  icon: LucideIcon;
  title: string;
  /** One line each: the sales card has one per currency. */
  figure: string | string[];
  link: { to: string; label: string };
  children: ReactNode;
}

function Card({ icon: Icon, title, figure, link, children }: CardProps) {
  return (
    <li className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-5">
        <h2 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-base-content/75">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </h2>
        <p className="whitespace-nowrap font-display text-3xl font-bold tabular-nums">
          {typeof figure === "string"
            ? figure
            : figure.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
        </p>
        <div className="grow text-sm text-base-content/75">{children}</div>
        <Link to={link.to} className="btn btn-outline btn-sm self-start">
          {link.label}
        </Link>
      </div>
    </li>
  );
}
