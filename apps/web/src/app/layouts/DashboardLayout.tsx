import { BadgeCheck, BadgeDollarSign, Building2, ClipboardList, ListChecks, FileSpreadsheet, FileText, HandCoins, Languages, Receipt, ReceiptText, Gauge, LayoutDashboard, Mail, MailCheck, MessageSquarePlus, MessageSquareX, Package, PackagePlus, PanelLeftOpen, Percent, Tags, TicketPercent, Truck, UserRound, Users, X } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { companyInvoiceLabels, companyOrderLabels, dashboardMenuTexts, hasCompanyRight, quoteTexts, receivablesLabels, reportLabels, statementLabels, webRoutes, type Company } from "@shop/contract";
import { useEffect, useRef, useState } from "react";
import { NavLink, Outlet } from "react-router";
import { Spinner } from "../../components/Loading";
import { useAdminStatus } from "../../lib/adminStatus";
import { useOwnCompany } from "../../lib/company";
import { useSession } from "../../lib/session";

interface MenuEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

// Read at each render: the words follow the page's language.
const userEntries = (): MenuEntry[] => [
  { to: "/dashboard", label: dashboardMenuTexts.myOrders, icon: LayoutDashboard, end: true },
  { to: webRoutes.quotes, label: quoteTexts.myQuotes, icon: FileText },
  { to: webRoutes.lists, label: dashboardMenuTexts.shoppingLists, icon: ListChecks },
  { to: "/dashboard/myReviews", label: dashboardMenuTexts.addReview, icon: MessageSquarePlus },
  { to: "/dashboard/myProfile", label: dashboardMenuTexts.myProfile, icon: UserRound },
  // Issue 27: a member's company; without one, the page offers to create one.
  // `end`: the company's orders, quotes and approvals below it have their own entries.
  { to: webRoutes.company, label: dashboardMenuTexts.company, icon: Building2, end: true },
];

/** An admin's dashboard opens on the shop overview; their own orders move one step aside. */
const adminUserEntries = (): MenuEntry[] => [
  { to: "/dashboard/myOrders", label: dashboardMenuTexts.myOrders, icon: LayoutDashboard },
  // The office's Quotes page (below) is the same page, holding everyone's quotes.
  ...userEntries().slice(1).filter((entry) => entry.to !== webRoutes.quotes),
];

const adminEntries = (): MenuEntry[] => [
  { to: "/dashboard", label: dashboardMenuTexts.shopOverview, icon: Gauge, end: true },
  { to: "/dashboard/makeAdmin", label: dashboardMenuTexts.allUsers, icon: Users },
  { to: "/dashboard/addProduct", label: dashboardMenuTexts.addProduct, icon: PackagePlus },
  { to: "/dashboard/manageAllOrders", label: dashboardMenuTexts.manageAllOrders, icon: ClipboardList },
  { to: webRoutes.quotes, label: quoteTexts.allQuotes, icon: FileText },
  { to: webRoutes.officeCompanies, label: dashboardMenuTexts.companies, icon: Building2 },
  { to: webRoutes.receivables, label: receivablesLabels.heading, icon: HandCoins },
  { to: "/dashboard/manageProducts", label: dashboardMenuTexts.manageProducts, icon: Package },
  { to: "/dashboard/categories", label: dashboardMenuTexts.categories, icon: Tags },
  { to: "/dashboard/shipping", label: dashboardMenuTexts.shipping, icon: Truck },
  { to: "/dashboard/tax", label: dashboardMenuTexts.tax, icon: Percent },
  { to: webRoutes.languages, label: dashboardMenuTexts.languages, icon: Languages },
  { to: "/dashboard/manageReviews", label: dashboardMenuTexts.manageReviews, icon: MessageSquareX },
  { to: "/dashboard/subscribers", label: dashboardMenuTexts.subscribers, icon: MailCheck },
  { to: "/dashboard/discounts", label: dashboardMenuTexts.discountCodes, icon: TicketPercent },
  { to: webRoutes.priceLists, label: dashboardMenuTexts.priceLists, icon: BadgeDollarSign },
  { to: "/dashboard/emails", label: dashboardMenuTexts.sentEmails, icon: Mail },
  { to: webRoutes.reports, label: reportLabels.heading, icon: FileSpreadsheet },
];

/** Issue 27: a company member's pages; Approvals for the roles that approve; Invoices for admins and accountants (issue 28). */
const companyEntries = (company: Company): MenuEntry[] => [
  { to: "/dashboard/company/orders", label: companyOrderLabels.companyOrders, icon: Building2 },
  { to: "/dashboard/company/quotes", label: companyOrderLabels.companyQuotes, icon: FileText },
  ...(hasCompanyRight(company.role, "approve") ? [{ to: "/dashboard/company/approvals", label: companyOrderLabels.approvals, icon: BadgeCheck }] : []),
  // Issue 28: the invoices on account, for the roles that pay them.
  ...(hasCompanyRight(company.role, "accounts") ? [{ to: webRoutes.companyInvoices, label: companyInvoiceLabels.heading, icon: Receipt }] : []),
  // Issue 28: the statement of account, for the roles that keep the company's books.
  ...(hasCompanyRight(company.role, "accounts") ? [{ to: webRoutes.companyStatement, label: statementLabels.title, icon: ReceiptText }] : []),
];

const DRAWER_ID = "dashboard-drawer";
/** daisyUI shows the drawer after a 0.1 s delay; focus can only move into it then. */
const DRAWER_TRANSITION_MS = 150;

/** /dashboard/*: a side menu (a drawer on narrow screens) and the page beside it. */
export function DashboardLayout() {
  const { user } = useSession();
  const adminStatus = useAdminStatus(user?.email);
  const company = useOwnCompany();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const closeAndReturnFocus = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  // Opening the drawer moves focus into it, once daisyUI's transition has made it visible.
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => closeRef.current?.focus(), DRAWER_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  const renderEntries = (entries: MenuEntry[]) =>
    entries.map(({ to, label, icon: Icon, end }) => (
      <li key={to}>
        <NavLink
          to={to}
          end={end ?? false}
          onClick={close}
          className={({ isActive }) => (isActive ? "menu-active font-semibold" : "font-medium")}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </NavLink>
      </li>
    ));

  return (
    <div
      className="drawer mx-auto max-w-7xl lg:drawer-open"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) closeAndReturnFocus();
      }}
    >
      {/* daisyUI's drawer is driven by this checkbox; the button below is what people use. */}
      <input id={DRAWER_ID} type="checkbox" className="drawer-toggle" checked={open} readOnly hidden />
      <div className="drawer-content min-h-[70vh] px-4 py-8 sm:px-6 lg:px-10">
        <button
          ref={toggleRef}
          type="button"
          className="btn btn-outline btn-sm mb-6 gap-2 lg:hidden"
          aria-label={dashboardMenuTexts.openMenu}
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpen(true)}
        >
          <PanelLeftOpen className="size-4" aria-hidden="true" />
          {dashboardMenuTexts.menu}
        </button>
        <Outlet />
      </div>
      <div className="drawer-side z-50 lg:z-auto">
        <button type="button" className="drawer-overlay" aria-label={dashboardMenuTexts.closeMenu} tabIndex={-1} onClick={closeAndReturnFocus} />
        <nav
          id="dashboard-menu"
          aria-label={dashboardMenuTexts.dashboard}
          className="flex min-h-full w-72 flex-col gap-2 border-r border-base-300 bg-base-200 p-4 lg:min-h-[70vh] lg:bg-base-100"
        >
          <div className="flex items-center justify-between px-2 pb-2">
            <p className="text-sm font-semibold uppercase tracking-wider text-base-content/75">{dashboardMenuTexts.dashboard}</p>
            <button
              ref={closeRef}
              type="button"
              className="btn btn-ghost btn-sm btn-square lg:hidden"
              aria-label={dashboardMenuTexts.closeMenu}
              onClick={closeAndReturnFocus}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <ul className="menu w-full gap-1 p-0">{renderEntries(adminStatus.data?.admin ? adminUserEntries() : userEntries())}</ul>
          {company && (
            <>
              <p className="mt-4 px-2 text-sm font-semibold uppercase tracking-wider text-base-content/75 [overflow-wrap:anywhere]">{company.name}</p>
              <ul className="menu w-full gap-1 p-0">{renderEntries(companyEntries(company))}</ul>
            </>
          )}
          {adminStatus.isPending && user ? (
            <div className="flex justify-center py-4">
              <Spinner label={dashboardMenuTexts.checkingAdmin} />
            </div>
          ) : (
            adminStatus.data?.admin && (
              <>
                <p className="mt-4 px-2 text-sm font-semibold uppercase tracking-wider text-base-content/75">{dashboardMenuTexts.admin}</p>
                <ul className="menu w-full gap-1 p-0">{renderEntries(adminEntries())}</ul>
              </>
            )
          )}
        </nav>
      </div>
    </div>
  );
}
