import { companyOrderColumns, companyOrderLabels, companyOrdersPageTexts, formatCount, hasCompanyRight, quoteStatusLabels, webRoutes, type Quote } from "@shop/contract";
import { Link, useSearchParams } from "react-router";
import { QueryView } from "../../../components/QueryView";
import { QuoteStatusBadge } from "../../../components/QuoteStatusBadge";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { EmailText } from "../../../components/admin/EmailText";
import { PagedTable } from "../../../components/admin/PagedTable";
import { useOwnCompany } from "../../../lib/company";
import { formatCalendarDay, formatDate } from "../../../lib/dates";
import { formatDollars } from "../../../lib/price";
import { usePageParam } from "../../../lib/usePageParam";
import { useCompanyQuotes } from "../api/companyQuotes";
import { StatusFilter } from "./StatusFilter";
import { statusFromParam } from "../../../lib/statusFromParam";

export const COMPANY_QUOTES_PAGE_SIZE = 20;

/** The quote status the URL names (the server's loader reads it too: app/pageData.ts). */
export const quoteStatusFromParam = (value: string | null) => statusFromParam(quoteStatusLabels, value);

const quotePath = (id: string) => webRoutes.quoteDetail.replace(":quoteId", encodeURIComponent(id));

/**
 * /dashboard/company/quotes (issue 27, item 2): the company's quotes as its orders are listed
 * beside them: every one for the roles that see all orders, a buyer's own for a buyer; filtered
 * by status in the URL. Each opens the quote's page, where the buyer who asked accepts it.
 */
export function CompanyQuotesPage() {
  const company = useOwnCompany();
  const [page, setPage] = usePageParam();
  const [params] = useSearchParams();
  const status = quoteStatusFromParam(params.get("status"));
  const quotes = useCompanyQuotes(page, COMPANY_QUOTES_PAGE_SIZE, status, Boolean(company));
  const all = company ? hasCompanyRight(company.role, "seeAllOrders") : false;

  return (
    <div className="min-w-0">
      <AdminPageHeader title={companyOrderLabels.companyQuotes}>
        {company === null
          ? companyOrdersPageTexts.noCompany
          : all
            ? companyOrdersPageTexts.everyQuote(company?.name ?? companyOrdersPageTexts.yourCompany)
            : companyOrdersPageTexts.yourQuotes(company?.name ?? companyOrdersPageTexts.yourCompany)}
      </AdminPageHeader>
      {company !== null && (
        <>
          <StatusFilter labels={quoteStatusLabels} value={status} />
          <QueryView query={quotes} loadingLabel={companyOrdersPageTexts.loadingQuotes} errorTitle={companyOrdersPageTexts.quotesError}>
            {({ items, total }) =>
              items.length === 0 ? (
                <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">{status ? companyOrdersPageTexts.noQuotesMatch : companyOrderLabels.noQuotes}</p>
              ) : (
                <CompanyQuotesTable quotes={items} pagination={{ label: companyOrderLabels.companyQuotes, page, pageSize: COMPANY_QUOTES_PAGE_SIZE, total, onPageChange: setPage }} />
              )
            }
          </QueryView>
        </>
      )}
    </div>
  );
}

function CompanyQuotesTable({ quotes, pagination }: { quotes: Quote[]; pagination: Parameters<typeof PagedTable>[0]["pagination"] }) {
  return (
    <PagedTable
      label={companyOrderLabels.companyQuotes}
      pin={1}
      compact
      columns={[
        { label: companyOrderColumns.quote },
        { label: companyOrderColumns.asked },
        { label: companyOrderLabels.askedBy },
        { label: companyOrderColumns.status },
        { label: companyOrderColumns.quotedPrice, numeric: true },
        { label: companyOrderColumns.validUntil },
      ]}
      pagination={pagination}
    >
      {quotes.map((quote) => (
        <tr key={quote._id} className="align-top hover:bg-base-200/60">
          <th scope="row" className="min-w-36 font-normal">
            <Link className="link link-primary font-medium [overflow-wrap:anywhere]" to={quotePath(quote._id)}>
              {formatCount(quote.quantity)} × {quote.product}
            </Link>
          </th>
          <td className="whitespace-nowrap">
            <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>
          </td>
          <td className="min-w-32">
            <EmailText email={quote.email} />
            {quote.requestedByOffice && <span className="block text-xs text-base-content/75">{companyOrderColumns.askedForThem(companyOrderLabels.askedByOffice(quote.requestedByOffice))}</span>}
          </td>
          <td>
            <QuoteStatusBadge status={quote.status} />
          </td>
          <td className="whitespace-nowrap text-right tabular-nums">
            {quote.unitPrice === null ? (
              "—"
            ) : (
              <>
                <span className="font-semibold">{formatDollars(quote.total ?? Math.round(quote.unitPrice * 100 * quote.quantity) / 100)}</span>
                {/* Issue 35: a cart's quote has a price per line, on its page. */}
                {(quote.lineCount ?? 1) === 1 && <span className="block text-xs text-base-content/75">{companyOrderColumns.each(formatDollars(quote.unitPrice))}</span>}
              </>
            )}
          </td>
          <td className="whitespace-nowrap">{quote.validUntil ? formatCalendarDay(quote.validUntil) : "—"}</td>
        </tr>
      ))}
    </PagedTable>
  );
}
