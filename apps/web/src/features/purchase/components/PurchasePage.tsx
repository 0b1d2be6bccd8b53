import type { Tool } from "@shop/contract";
import { bulkMessages, purchasePageTexts, toolName } from "@shop/contract";
import { ArrowLeft, Mail, UserRound } from "lucide-react";
import { useCallback, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { LoadingScreen, Spinner } from "../../../components/Loading";
import { QueryError } from "../../../components/QueryView";
import { isApiError } from "../../../lib/api";
import { useSession } from "../../../lib/session";
import { useTool } from "../../../lib/tools";
import { ToolCard } from "../../../components/tool/ToolCard";
import { quantityToOrder } from "./quantity";
import { PageTitle } from "../../../components/PageTitle";
import { QUOTE_REQUEST_ANCHOR } from "@shop/contract";
import { DeferredSlot, UNTIL_REACHED, useDeferredForms, type DeferredForms } from "../../../lib/deferredForms";
import { lazyComponent, preloadable } from "../../../lib/preloadable";

// The forms come in a chunk of their own (react-hook-form, zod and the order and quote schemas,
// ~60 KB), loaded when the buyer reaches for them (lib/deferredForms.tsx): the tool's picture,
// the page's largest paint, and the page's hydration do not wait for them.
const formsCode = preloadable(() => import("./forms"));
const QuantityCheck = lazyComponent(formsCode, (module) => module.QuantityCheck);
const BulkBuy = lazyComponent(formsCode, (module) => module.BulkBuy);
const OrderForm = lazyComponent(formsCode, (module) => module.OrderForm);

/**
 * Where forms appear. The server renders them in place (decision 021), and the browser keeps that
 * HTML until the buyer reaches for them; opened from another page, a box of about their height
 * stands in while their code loads, so what stands below does not jump when they arrive.
 */
function FormsSlot({ forms, minHeight, children }: { forms: DeferredForms; minHeight: string; children: ReactNode }) {
  const waiting = (
    <div className="flex items-center justify-center" style={{ minHeight }}>
      <Spinner label={purchasePageTexts.loadingOrderForm} />
    </div>
  );
  return (
    <DeferredSlot forms={forms} fallback={waiting}>
      {children}
    </DeferredSlot>
  );
}

/** Why this tool cannot be ordered right now, or null when it can. */
function blockedReasonFor(tool: Tool): string | null {
  if (tool.availableQuantity <= 0) return bulkMessages.outOfStock;
  if (tool.availableQuantity < tool.minimumOrderQuantity) return bulkMessages.belowMinimum(tool.availableQuantity, tool.minimumOrderQuantity);
  return null;
}

/** Other ways to buy the tool, under the order form, and their code, loaded with the page's forms. */
export interface MoreWaysToBuy {
  load: () => Promise<unknown>;
  render: (tool: Tool) => ReactNode;
}

/** A button beside Add to cart for the quantity the page orders, and its code, loaded with the page's forms. */
export interface BesideAddToCart {
  load: () => Promise<unknown>;
  /** `quantity` is null when what is typed is not a whole number; `onQuantityProblem` has the quantity field say why. */
  render: (tool: Tool, quantity: number | null, onQuantityProblem: () => void) => ReactNode;
}

interface PurchasePageProps {
  /** The quotes' "Request a quote": another feature's form, so the route (src/app) composes it in. */
  moreWaysToBuy?: MoreWaysToBuy;
  /** The lists' "Add to list", composed in the same way. */
  besideAddToCart?: BesideAddToCart;
}

/** /tools/{toolsId}: the tool, the quantity check, who is buying it and the order form. */
export function PurchasePage({ moreWaysToBuy, besideAddToCart }: PurchasePageProps) {
  const { toolsId = "" } = useParams();
  const { user } = useSession();
  const tool = useTool(toolsId);
  // null: nothing set yet, so the order is for the tool's minimum (the server's default too).
  const [quantity, setQuantity] = useState<number | null>(null);
  // What is in the quantity box now: typed but not set, it is still what Place Order orders.
  const [typed, setTyped] = useState("");
  // A placed order starts the quantity check afresh (a new box, emptied).
  const [round, setRound] = useState(0);
  // Place Order or Add to cart pressed with an unorderable quantity: the quantity field says why.
  const [quantityAttempt, setQuantityAttempt] = useState(0);
  const flagQuantity = () => setQuantityAttempt((n) => n + 1);
  const loadMoreWays = moreWaysToBuy?.load;
  const loadBeside = besideAddToCart?.load;
  // The forms' HTML is the whole form (the server loads the buyer's address and the bill): they come in when reached.
  const forms = useDeferredForms(useCallback(() => Promise.all([formsCode.load(), loadMoreWays?.(), loadBeside?.()]), [loadMoreWays, loadBeside]), UNTIL_REACHED);

  if (tool.isPending) return <LoadingScreen />;

  if (tool.isError) {
    const notFound = isApiError(tool.error) && (tool.error.status === 404 || tool.error.status === 400);
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h1 className="mb-6 text-center font-display text-3xl font-bold">{notFound ? purchasePageTexts.toolNotFound : purchasePageTexts.purchase}</h1>
        {notFound ? (
          <div className="text-center">
            <p className="text-base-content/75">{purchasePageTexts.notInCatalogue}</p>
            <Link to="/tools" className="btn btn-primary mt-6">
              {purchasePageTexts.browseTools}
            </Link>
          </div>
        ) : (
          <QueryError query={tool} title={purchasePageTexts.couldNotLoadTool} />
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <PageTitle>{purchasePageTexts.pageTitle(toolName(tool.data))}</PageTitle>
      <Link to="/tools" className="btn btn-ghost btn-sm mb-6 gap-2 px-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {purchasePageTexts.allTools}
      </Link>
      <h1 className="mb-8 font-display text-3xl font-bold sm:text-4xl">{purchasePageTexts.heading(toolName(tool.data))}</h1>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="flex flex-col gap-6">
          <section aria-label={purchasePageTexts.tool}>
            <ToolCard tool={tool.data} showBuyNow={false} priority showWeight />
          </section>
          <FormsSlot forms={forms} minHeight="30rem">
            <QuantityCheck key={round} tool={tool.data} onSet={setQuantity} onTyped={setTyped} attempt={quantityAttempt} />
            <BulkBuy
              tool={tool.data}
              quantity={quantityToOrder(typed, quantity, tool.data.minimumOrderQuantity)}
              blockedReason={blockedReasonFor(tool.data)}
              onQuantityProblem={flagQuantity}
            >
              {user && besideAddToCart?.render(tool.data, quantityToOrder(typed, quantity, tool.data.minimumOrderQuantity), flagQuantity)}
            </BulkBuy>
          </FormsSlot>
        </div>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="buyer-heading" className="card border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body gap-4 p-6">
              <h2 id="buyer-heading" className="font-display text-xl font-bold">
                {purchasePageTexts.orderingAs}
              </h2>
              <dl className="grid gap-3 sm:grid-cols-2">
                {/* dt and dd are the group's own children (a list of terms), the icon sits inside the term. */}
                <div className="relative min-w-0 rounded-box bg-base-200 p-4 pl-12">
                  <dt className="text-xs font-semibold uppercase tracking-wider text-base-content/75">
                    <UserRound className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-primary" aria-hidden="true" />
                    {purchasePageTexts.name}
                  </dt>
                  <dd className="truncate font-medium">{user?.displayName}</dd>
                </div>
                {/* dt and dd are the group's own children (a list of terms), the icon sits inside the term. */}
                <div className="relative min-w-0 rounded-box bg-base-200 p-4 pl-12">
                  <dt className="text-xs font-semibold uppercase tracking-wider text-base-content/75">
                    <Mail className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-primary" aria-hidden="true" />
                    {purchasePageTexts.email}
                  </dt>
                  <dd className="truncate font-medium">{user?.email}</dd>
                </div>
              </dl>
            </div>
          </section>
          <FormsSlot forms={forms} minHeight="36rem">
            {user && (
              <OrderForm
                tool={tool.data}
                user={user}
                quantity={quantityToOrder(typed, quantity, tool.data.minimumOrderQuantity)}
                blockedReason={blockedReasonFor(tool.data)}
                onQuantityProblem={flagQuantity}
                // "Ask for a quote" (an address outside every zone) opens the quote request below.
                {...(moreWaysToBuy ? { quoteLink: `#${QUOTE_REQUEST_ANCHOR}` } : {})}
                onPlaced={() => {
                  setQuantity(null);
                  setTyped("");
                  setRound((n) => n + 1);
                  setQuantityAttempt(0);
                }}
              />
            )}
            {user && moreWaysToBuy?.render(tool.data)}
          </FormsSlot>
        </div>
      </div>
    </div>
  );
}
