import { adminHomeTexts, currentLanguage, formatCount, localDigits, receivablesLabels, webRoutes, type AdminSummary } from "@shop/contract";
import { CircleDollarSign, HandCoins, PackageX, Truck } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { QueryView } from "../../../components/QueryView";
import { formatDollars, formatQuantity } from "../../../lib/price";
import { useAdminSummary } from "../api/getSummary";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";

/** "November 2026" for "2026-11", in the page's language (the month is a name here: no time zone moves it). */
function monthName(month: string): string {
  const [year = "", number = "1"] = month.split("-");
  return `${adminHomeTexts.months[Number(number) - 1] ?? ""} ${localDigits(year, currentLanguage())}`;
}

/** /dashboard for an admin: what needs doing today, each with the page that does it. */
export function AdminHomePage() {
  const summary = useAdminSummary();
  return (
    <div className="min-w-0">
      <AdminPageHeader title={adminHomeTexts.title}>{adminHomeTexts.intro}</AdminPageHeader>
      <QueryView query={summary} loadingLabel={adminHomeTexts.loading} errorTitle={adminHomeTexts.loadFailed}>
        {(data) => <SummaryCards summary={data} />}
      </QueryView>
    </div>
  );
}

function SummaryCards({ summary }: { summary: AdminSummary }) {
  const { ordersToShip, lowStock, salesThisMonth, overdueOnAccount } = summary;
  return (
    <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-4" aria-label={adminHomeTexts.title}>
      <Card icon={Truck} title={adminHomeTexts.ordersToShip} figure={formatCount(ordersToShip)} link={{ to: "/dashboard/manageAllOrders", label: adminHomeTexts.manageAllOrders }}>
        {ordersToShip === 0 ? adminHomeTexts.allShipped : adminHomeTexts.waitToShip(ordersToShip)}
      </Card>
      <Card icon={PackageX} title={adminHomeTexts.lowStock} figure={formatCount(lowStock.count)} link={{ to: "/dashboard/manageProducts", label: adminHomeTexts.manageProducts }}>
        {lowStock.count === 0 ? (
          adminHomeTexts.allOrderable
        ) : (
          <>
            <span>{adminHomeTexts.fewerThanMinimum}</span>
            <ul className="mt-2 flex flex-col gap-1">
              {lowStock.tools.map((tool) => (
                <li key={tool._id} className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium text-base-content [overflow-wrap:anywhere]">{tool.name}</span>
                  <span className="whitespace-nowrap tabular-nums">
                    {adminHomeTexts.leftOfMinimum(formatQuantity(tool.availableQuantity), formatQuantity(tool.minimumOrderQuantity))}
                  </span>
                </li>
              ))}
              {lowStock.count > lowStock.tools.length && <li>{adminHomeTexts.andMore(formatCount(lowStock.count - lowStock.tools.length))}</li>}
            </ul>
          </>
        )}
      </Card>
      <Card
        icon={CircleDollarSign}
        title={adminHomeTexts.salesIn(monthName(salesThisMonth.month))}
        figure={salesThisMonth.currencies.map((row) => formatDollars(row.amount, row.currency))}
        link={{ to: `${webRoutes.reports}?from=${salesThisMonth.month}&to=${salesThisMonth.month}`, label: adminHomeTexts.seeMonthlyReport }}
      >
        {/* Issue 35 item 9: the monthly report's figure, so the two pages never disagree. */}
        <ul className="flex flex-col gap-1">
          {salesThisMonth.currencies.map((row) => (
            <li key={row.currency}>
              {adminHomeTexts.salesLine(row.invoices, formatDollars(row.invoiced, row.currency), row.creditNotes, formatDollars(row.credited, row.currency))}
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
