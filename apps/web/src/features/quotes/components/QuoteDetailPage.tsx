import type { QuoteDetail } from "@shop/contract";
import { cartQuoteTexts, companyOrderLabels, formatCount, quoteDetailTexts, quoteMessages, quotesPageTexts, quoteTexts, webRoutes, yourPriceTexts } from "@shop/contract";
import { ArrowLeft } from "lucide-react";
import { useCallback, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { QueryView } from "../../../components/QueryView";
import { useSession } from "../../../lib/session";
import { useAdminStatus } from "../../../lib/adminStatus";
import { formatDollars } from "../../../lib/price";
import { CataloguePrice } from "../../../components/tool/VolumePrices";
import { cataloguePriceOf } from "./prices";
import { useQuote } from "../api/quotes";
import { formatDay } from "./dates";
import { destinationText, isCartQuote, QuoteLinesTable } from "./CartQuote";
import { QuoteStatusBadge } from "../../../components/QuoteStatusBadge";
import { PageTitle } from "../../../components/PageTitle";
import { Spinner } from "../../../components/Loading";
import { DeferredSlot, useDeferredForms, type DeferredForms } from "../../../lib/deferredForms";
import { lazyComponent, preloadable } from "../../../lib/preloadable";

// The forms (react-hook-form, zod, the order form's parts) hydrate after the page, at the first idle
// moment or when reached for: a quote's page hydrates with its facts only (issue 38 item 6).
const formsCode = preloadable(() => import("./forms"));
const AnswerQuoteForms = lazyComponent(formsCode, (module) => module.AnswerQuoteForms);
const AcceptQuoteForm = lazyComponent(formsCode, (module) => module.AcceptQuoteForm);

/** /dashboard/quotes/:quoteId: the quote and its state; the office answers it here, the buyer accepts it. */
export function QuoteDetailPage() {
  const { quoteId = "" } = useParams();
  const { user } = useSession();
  const office = useAdminStatus(user?.email).data?.admin ?? false;
  const quote = useQuote(quoteId);
  const forms = useDeferredForms(useCallback(() => formsCode.load(), []));
  // Issue 27: a colleague's quote of the company is reached from the company's quotes, and goes back there.
  const colleagues = !office && Boolean(quote.data?.companyId) && user !== null && quote.data?.email !== user.email;

  return (
    <div className="min-w-0">
      <PageTitle>{quotesPageTexts.title(quoteTexts.detailHeading)}</PageTitle>
      <Link to={colleagues ? COMPANY_QUOTES : webRoutes.quotes} className="btn btn-ghost btn-sm mb-4 gap-2 px-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {office ? quoteTexts.allQuotes : colleagues ? companyOrderLabels.companyQuotes : quoteTexts.myQuotes}
      </Link>
      <QueryView query={quote} loadingLabel={quoteDetailTexts.loading} errorTitle={quoteDetailTexts.loadError} loading="screen">
        {(data) => (
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="font-display text-3xl font-bold [overflow-wrap:anywhere] sm:text-4xl">
                {quoteTexts.detailHeading}: {formatCount(data.quantity)} × {data.product}
              </h1>
              <QuoteStatusBadge status={data.status} />
            </div>
            <QuoteFacts quote={data} office={office} colleagues={colleagues} />
            {isCartQuote(data) && <QuoteLinesTable quote={data} />}
            <NextStep quote={data} office={office} forms={forms} />
          </div>
        )}
      </QueryView>
    </div>
  );
}

function Fact({ term, children, warn = false }: { term: string; children: ReactNode; warn?: boolean }) {
  return (
    <div className={`min-w-0 rounded-box p-4 ${warn ? "border border-warning/60 bg-warning/15" : "bg-base-200"}`}>
      <dt className="text-xs font-semibold uppercase tracking-wider text-base-content/75">{term}</dt>
      <dd className="mt-1 font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * The tool's stock now, beside the quantity asked, while the quote is still open (issue 20, item
 * 18): the office answers knowing whether the order could be placed today, the buyer sees it too.
 */
function StockFact({ quote }: { quote: QuoteDetail }) {
  if (quote.status !== "requested" && quote.status !== "offered") return null;
  if (quote.inStock === null) {
    return (
      <Fact term={quoteTexts.inStockNow} warn>
        {quoteTexts.toolGone}
      </Fact>
    );
  }
  const missing = quote.quantity - quote.inStock;
  return (
    <Fact term={quoteTexts.inStockNow} warn={missing > 0}>
      <span className="tabular-nums">{formatCount(quote.inStock)}</span>
      {missing > 0 && <span className="ml-2 text-sm font-semibold text-warning-content">({quoteTexts.short(missing)})</span>}
    </Fact>
  );
}

/**
 * The quote's reference price per unit. A member whose price list priced it (issue 28) sees it as
 * their price, with the catalogue's for the same quantity struck beside it, as on the tool page.
 */
function ListPriceFact({ quote }: { quote: QuoteDetail }) {
  const catalogue = cataloguePriceOf(quote);
  return (
    <Fact term={catalogue === null ? quoteDetailTexts.listPrice : yourPriceTexts.yourPrice}>
      {quoteDetailTexts.eachPrice(formatDollars(quote.listUnitPrice))}
      {catalogue !== null && <CataloguePrice unitPriceCents={catalogue} className="text-sm font-normal" />}
    </Fact>
  );
}

/** The company's quotes (issue 27), where a colleague's quote is listed. */
const COMPANY_QUOTES = "/dashboard/company/quotes";

function QuoteFacts({ quote, office, colleagues }: { quote: QuoteDetail; office: boolean; colleagues: boolean }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Fact term={quoteTexts.quantityAsked}>
        <span className="tabular-nums">{formatCount(quote.quantity)}</span>
      </Fact>
      {/* Issue 35: a cart's stock and prices are per line, in the table under these facts. */}
      {!isCartQuote(quote) && <StockFact quote={quote} />}
      {!isCartQuote(quote) && <ListPriceFact quote={quote} />}
      {destinationText(quote) && <Fact term={cartQuoteTexts.deliverTo}>{destinationText(quote)}</Fact>}
      <Fact term={quoteDetailTexts.askedOn}>{formatDay(quote.createdAt.slice(0, 10))}</Fact>
      {quote.wantedBy && <Fact term={quoteDetailTexts.wantedBy}>{formatDay(quote.wantedBy)}</Fact>}
      {office && <Fact term={quoteDetailTexts.buyer}>{quote.email}</Fact>}
      {colleagues && <Fact term={companyOrderLabels.askedBy}>{quote.email}</Fact>}
      {quote.requestedByOffice && <Fact term={quoteTexts.askedForYou}>{office ? quote.requestedByOffice : quoteDetailTexts.byOffice}</Fact>}
      {quote.note && (
        <Fact term={quoteDetailTexts.note}>
          <span className="whitespace-pre-line">{quote.note}</span>
        </Fact>
      )}
      {quote.unitPrice !== null && !isCartQuote(quote) && quote.freight !== null && quote.freight !== undefined && quote.total !== null && quote.total !== undefined && (
        <Fact term={cartQuoteTexts.freight}>{formatDollars(quote.freight)}</Fact>
      )}
      {quote.unitPrice !== null && !isCartQuote(quote) && (
        <Fact term={quoteDetailTexts.quotedPrice}>
          {quoteDetailTexts.quotedPriceValue(formatDollars(quote.unitPrice), formatDollars(Math.round(quote.unitPrice * 100 * quote.quantity) / 100))}
        </Fact>
      )}
      {quote.validUntil && <Fact term={quoteDetailTexts.validUntil}>{formatDay(quote.validUntil)}</Fact>}
      {quote.declineReason && <Fact term={quoteDetailTexts.reason}>{quote.declineReason}</Fact>}
    </dl>
  );
}

/** Where the page's forms stand: the server's HTML until their code is in. */
function FormsSlot({ forms, children }: { forms: DeferredForms; children: ReactNode }) {
  return (
    <DeferredSlot forms={forms} fallback={<Spinner />}>
      {children}
    </DeferredSlot>
  );
}

/** What can happen next, for whoever is looking: answer, accept, pay, or nothing. */
function NextStep({ quote, office, forms }: { quote: QuoteDetail; office: boolean; forms: DeferredForms }) {
  const { user } = useSession();
  const own = user !== null && user.email === quote.email;
  if (quote.status === "requested") {
    if (office) return <FormsSlot forms={forms}><AnswerQuoteForms quote={quote} /></FormsSlot>;
    return <p className="text-base-content/75">{quoteDetailTexts.sentence(quoteMessages.requested)}</p>;
  }
  if (quote.status === "offered" && own && user) return <FormsSlot forms={forms}><AcceptQuoteForm quote={quote} user={user} /></FormsSlot>;
  if (quote.status === "offered" && !office) return <p className="text-base-content/75">{quoteTexts.onlyAskerAccepts(quote.email)}</p>;
  if (quote.status === "expired") return <p role="status" className="alert alert-warning alert-soft">{quoteMessages.expired}</p>;
  if (quote.status === "accepted" && quote.orderId) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-2">{quoteDetailTexts.sentence(quoteMessages.used)}</p>
        <Link to={`/dashboard/orders/${quote.orderId}`} className="btn btn-outline btn-sm">
          {quoteTexts.goToOrder}
        </Link>
      </div>
    );
  }
  return null;
}
