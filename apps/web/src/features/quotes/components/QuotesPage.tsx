import type { Quote, QuoteStatus } from "@shop/contract";
import { formatCount, quoteMessages, quotesPageTexts, quoteStatuses, quoteStatusLabels, quoteTexts, yourPriceTexts } from "@shop/contract";
import { FileText } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Pagination } from "../../../components/Pagination";
import { QueryView } from "../../../components/QueryView";
import { useSession } from "../../../lib/session";
import { usePageParam } from "../../../lib/usePageParam";
import { useAdminStatus } from "../../../lib/adminStatus";
import { formatCents, formatDollars } from "../../../lib/price";
import { QUOTES_PAGE_SIZE, useQuotes } from "../api/quotes";
import { formatDay, quotePath } from "./dates";
import { cataloguePriceOf } from "./prices";
import { QuoteStatusBadge } from "../../../components/QuoteStatusBadge";
import { PageTitle } from "../../../components/PageTitle";

const isStatus = (value: string | null): value is QuoteStatus => value !== null && (quoteStatuses as readonly string[]).includes(value);

/** The list's status filter from the URL: the office's alone. */
export const quotesStatusFromParam = (raw: string | null, office: boolean): QuoteStatus | undefined => (office && isStatus(raw) ? raw : undefined);

/**
 * /dashboard/quotes: a buyer's own quotes, or for the office every quote with a status filter
 * (kept in the URL). Each quote opens its page, where the office answers and the buyer accepts.
 */
export function QuotesPage() {
  const { user } = useSession();
  const office = useAdminStatus(user?.email).data?.admin ?? false;
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const status = quotesStatusFromParam(params.get("status"), office);
  const quotes = useQuotes(page, status);
  const heading = office ? quoteTexts.allQuotes : quoteTexts.myQuotes;

  const setStatus = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete("page");
      if (isStatus(next)) updated.set("status", next);
      else updated.delete("status");
      return updated;
    });

  return (
    <div className="min-w-0">
      <PageTitle>{quotesPageTexts.title(heading)}</PageTitle>
      <h1 className="mb-6 font-display text-3xl font-bold sm:text-4xl">{heading}</h1>
      {office && (
        <div className="mb-6 max-w-xs">
          <label htmlFor="quote-status" className="mb-1.5 block text-sm font-medium">
            {quoteTexts.statusFilter}
          </label>
          <select id="quote-status" className="select w-full" value={status ?? ""} onChange={(event) => setStatus(event.target.value)}>
            <option value="">{quoteTexts.allStatuses}</option>
            {quoteStatuses.map((value) => (
              <option key={value} value={value}>
                {quoteStatusLabels[value]}
              </option>
            ))}
          </select>
        </div>
      )}
      <QueryView query={quotes} loadingLabel={quotesPageTexts.loading} errorTitle={quotesPageTexts.loadError} loading="screen">
        {({ items, total }) =>
          total === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 px-6 py-14 text-center">
              <FileText className="size-10 text-primary" aria-hidden="true" />
              <p className="text-lg font-semibold">{quoteMessages.none}</p>
              {!office && (
                <Link to="/tools" className="btn btn-primary">
                  {quotesPageTexts.browseTools}
                </Link>
              )}
            </div>
          ) : (
            <>
              <ol className="flex flex-col gap-3" aria-label={heading} aria-busy={quotes.isPlaceholderData}>
                {items.map((quote) => (
                  <QuoteRow key={quote._id} quote={quote} office={office} />
                ))}
              </ol>
              <Pagination page={page} pageSize={QUOTES_PAGE_SIZE} total={total} onPageChange={setPage} label={heading} />
            </>
          )
        }
      </QueryView>
    </div>
  );
}

function QuoteRow({ quote, office }: { quote: Quote; office: boolean }) {
  const answerable = office && quote.status === "requested";
  // Issue 28: a member's quote priced by their list keeps the catalogue's price beside it.
  const catalogue = cataloguePriceOf(quote);
  return (
    <li className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="mb-1 flex flex-wrap items-center gap-2">
          <Link to={quotePath(quote._id)} className="link link-primary font-semibold [overflow-wrap:anywhere]">
            {formatCount(quote.quantity)} × {quote.product}
          </Link>
          <QuoteStatusBadge status={quote.status} />
        </div>
        <p className="text-sm text-base-content/75">
          {quotesPageTexts.asked(formatDay(quote.createdAt.slice(0, 10)))}
          {quote.wantedBy && <> · {quotesPageTexts.wantedBy(formatDay(quote.wantedBy))}</>}
          {office && <span className="[overflow-wrap:anywhere]"> · {quote.email}</span>}
          {quote.requestedByOffice && <> · {quoteTexts.askedForYou.toLowerCase()}</>}
        </p>
        {/* Issue 35: a cart's quote is offered line by line; its list card says the offer's total. */}
        {quote.unitPrice !== null && quote.validUntil && (quote.lineCount ?? 1) > 1 && (
          <p className="text-sm">
            <span className="font-semibold tabular-nums">{formatDollars(quote.total ?? 0)}</span> {quotesPageTexts.cartOffer(quote.lineCount ?? 1, formatDay(quote.validUntil))}
          </p>
        )}
        {quote.unitPrice !== null && quote.validUntil && (quote.lineCount ?? 1) === 1 && (
          <p className="text-sm">
            <span className="font-semibold tabular-nums">{formatDollars(quote.unitPrice)}</span> {quotesPageTexts.each} ({catalogue === null ? quotesPageTexts.list : yourPriceTexts.yourPrice.toLowerCase()}{" "}
            {formatDollars(quote.listUnitPrice)}
            {catalogue !== null && (
              <>
                , {yourPriceTexts.catalogue.toLowerCase()} <s className="tabular-nums">{formatCents(catalogue)}</s>
              </>
            )}
            ), {quotesPageTexts.validUntil(formatDay(quote.validUntil))}
          </p>
        )}
      </div>
      <Link to={quotePath(quote._id)} className={`btn btn-sm shrink-0 ${answerable ? "btn-primary" : "btn-outline"}`} aria-label={`${answerable ? quoteTexts.answer : quoteTexts.seeQuote}: ${formatCount(quote.quantity)} × ${quote.product}`}>
        {answerable ? quoteTexts.answer : quoteTexts.seeQuote}
      </Link>
    </li>
  );
}
