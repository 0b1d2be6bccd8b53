import {
  accountPaymentMessages,
  companyInvoiceLabels,
  companyInvoicesPageTexts,
  companyMessages,
  formatCents,
  formatDollars,
  hasCompanyRight,
  gatewayReturnResults,
  invoiceFilters,
  payInvoicesTexts,
  type AccountPayment,
  type GatewayReturnResult,
  type CompanyInvoice,
  type InvoiceFilter,
} from "@shop/contract";
import { CircleCheck, Info } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { QueryView } from "../../../components/QueryView";
import { useOwnCompany } from "../../../lib/company";
import { usePageParam } from "../../../lib/usePageParam";
import { useCompanyInvoices } from "../api/invoices";
import { InvoiceTable } from "./InvoiceTable";
import { CentredSpinner } from "../../../components/Loading";
import { lazyComponent, preloadable } from "../../../lib/preloadable";
import { allocationsOf, choose, problemOf, totalCents, type Chosen } from "../../../lib/allocations";

export const INVOICES_PAGE_SIZE = 20;

// The pay step (the card form with react-hook-form, the gateways' hand-off) loads when an invoice is
// chosen or Pay is pressed: the page hydrates with its list only (issue 38 item 6).
const payCode = preloadable(() => import("./PayInvoices"));
const PayInvoices = lazyComponent(payCode, (module) => module.PayInvoices);

/** The page's filters in the order they are offered: what is to pay first. */
const filters: (InvoiceFilter | "all")[] = ["unpaid", "overdue", "open", "paid", "all"];
export const invoiceFilterFromParam = (value: string | null): InvoiceFilter | "all" => (value === "all" ? "all" : (invoiceFilters as readonly string[]).includes(value ?? "") ? (value as InvoiceFilter) : "unpaid");

const returnedOf = (value: string | null): GatewayReturnResult | null => ((gatewayReturnResults as readonly string[]).includes(value ?? "") ? (value as GatewayReturnResult) : null);

/**
 * /dashboard/company/invoices (issue 28): the company's invoices on account for its admins and
 * accountants, filtered in the URL; several chosen, each in full or in part, and paid together
 * by card (issue 37: or on bKash's or SSLCommerz's page, back here with `?payment=`). The choice survives a change of filter or page, so overdue and open ones go together.
 */
export function InvoicesPage() {
  const company = useOwnCompany();
  const allowed = company ? hasCompanyRight(company.role, "accounts") : false;
  const [page, setPage] = usePageParam();
  const [params, setParams] = useSearchParams();
  const filter = invoiceFilterFromParam(params.get("status"));
  const invoices = useCompanyInvoices(filter === "all" ? undefined : filter, page, INVOICES_PAGE_SIZE, allowed);
  const [chosen, setChosen] = useState<Map<number, Chosen>>(new Map());
  const [paying, setPaying] = useState(false);
  const [noneChosen, setNoneChosen] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [paid, setPaid] = useState<AccountPayment | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  // Issue 37: back from bKash or SSLCommerz, the server says where the payment stands (the balances are read anew).
  const returned = returnedOf(params.get("payment"));
  useEffect(() => {
    if (paid || returned) outcome.current?.focus();
  }, [paid, returned]);

  const list = [...chosen.values()];
  const total = totalCents(list);
  const problems = list.some((one) => problemOf(one) !== null);

  const toggle = (invoice: CompanyInvoice, on: boolean) => {
    // Chosen to pay: the pay step's code comes now, so Pay shows it at once.
    if (on) void payCode.load();
    setNoneChosen(false);
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(invoice.number, choose(invoice));
      else next.delete(invoice.number);
      return next;
    });
  };
  const setAmount = (number: number, amount: string) =>
    setChosen((current) => {
      const one = current.get(number);
      return one ? new Map(current).set(number, { ...one, amount }) : current;
    });

  const pay = () => {
    setPaid(null);
    if (list.length === 0) return setNoneChosen(true);
    if (problems) return setShowProblems(true);
    setPaying(true);
  };
  const onPaid = (payment: AccountPayment) => {
    setPaying(false);
    setChosen(new Map());
    setShowProblems(false);
    setPaid(payment);
  };

  if (company === null) {
    return (
      <div className="min-w-0">
        <AdminPageHeader title={companyInvoiceLabels.heading}>{companyInvoiceLabels.noCompany}</AdminPageHeader>
      </div>
    );
  }
  if (company && !allowed) {
    return (
      <div className="min-w-0">
        <AdminPageHeader title={companyInvoiceLabels.heading}>{companyMessages.noRight(companyInvoicesPageTexts.seeAndPay)}</AdminPageHeader>
      </div>
    );
  }

  return (
    <div className="min-w-0 max-w-6xl">
      <AdminPageHeader title={companyInvoiceLabels.heading}>{companyInvoiceLabels.intro(company?.name ?? companyInvoicesPageTexts.yourCompany)}</AdminPageHeader>
      {returned && !paid && (
        <div ref={outcome} tabIndex={-1} role="status" className={`alert alert-soft mb-4 items-start focus:outline-none ${returned === "paid" ? "alert-success" : returned === "unpaid" ? "alert-warning" : "alert-info"}`}>
          {returned === "paid" ? <CircleCheck className="size-5 shrink-0" aria-hidden="true" /> : <Info className="size-5 shrink-0" aria-hidden="true" />}
          <p className="font-semibold">{accountPaymentMessages.gatewayReturned[returned]}</p>
        </div>
      )}
      {paid && (
        <div ref={outcome} tabIndex={-1} role="status" className="alert alert-success alert-soft mb-4 items-start focus:outline-none">
          <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{accountPaymentMessages.applied(formatDollars(paid.amount), paid.allocations.length)}</p>
            {paid.unapplied > 0 && <p className="text-sm">{accountPaymentMessages.unapplied(formatDollars(paid.unapplied))}</p>}
          </div>
        </div>
      )}
      <div role="group" aria-label={companyInvoiceLabels.filter} className="mb-4 flex flex-wrap gap-2">
        {filters.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            className={`btn btn-sm ${filter === option ? "btn-primary" : "btn-outline"}`}
            onClick={() =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.delete("page");
                if (option === "unpaid") next.delete("status");
                else next.set("status", option);
                return next;
              })
            }
          >
            {companyInvoiceLabels.filters[option]}
          </button>
        ))}
      </div>
      <QueryView query={invoices} loadingLabel={companyInvoiceLabels.loading} errorTitle={companyInvoiceLabels.loadError}>
        {({ items, total: count }) =>
          items.length === 0 ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">{filter === "unpaid" ? companyInvoiceLabels.noneToPay : companyInvoiceLabels.none}</p>
          ) : (
            <InvoiceTable
              invoices={items}
              chosen={chosen}
              locked={paying}
              showProblems={showProblems}
              onToggle={toggle}
              onAmount={setAmount}
              pagination={{ label: companyInvoiceLabels.heading, page, pageSize: INVOICES_PAGE_SIZE, total: count, onPageChange: setPage }}
            />
          )
        }
      </QueryView>
      {paying ? (
        <Suspense fallback={<CentredSpinner label={payInvoicesTexts.loadingCardForm} padding="py-8" />}>
          <PayInvoices allocations={allocationsOf(list)} totalCents={total} onBack={() => setPaying(false)} onPaid={onPaid} />
        </Suspense>
      ) : (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-box border border-base-300 bg-base-100 p-4">
          <p aria-live="polite">
            <span className="text-base-content/75">{companyInvoiceLabels.selected(list.length)}</span>
            <span className="mx-2" aria-hidden="true">
              ·
            </span>
            {companyInvoiceLabels.totalToPay}: <span className="font-bold tabular-nums">{formatCents(total)}</span>
          </p>
          <div className="flex flex-col items-end gap-1">
            <button type="button" className="btn btn-primary" onClick={pay}>
              {companyInvoiceLabels.pay(list.length)}
            </button>
            {noneChosen && (
              <p role="alert" className="text-sm font-medium text-error">
                {accountPaymentMessages.selectOne}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
