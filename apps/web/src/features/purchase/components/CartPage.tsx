import type { Tool } from "@shop/contract";
import { bulkMessages, cartMessages, lineProblem, messages, priceLine, quickOrderLabels, webRoutes, yourPriceTexts, cartPageTexts, toolName } from "@shop/contract";
import { ShoppingCart, Trash2 } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { FormField } from "../../../components/FormField";
import { Spinner } from "../../../components/Loading";
import { ApiError, errorMessage } from "../../../lib/api";
import { useSession } from "../../../lib/session";
import { loginPathFor } from "../../../lib/redirect";
import { notAWholeNumber } from "./quantity";
import { LinePriceSummary } from "../../../components/tool/VolumePrices";
import { formatCents, lineLimits, pricedTool } from "../../../lib/price";
import type { CartTool } from "../api/getCartTools";
import { useCartTools } from "../api/getCartTools";
import type { CartLine } from "../../../lib/cart";
import { isReorderState, removeFromCart, setCartQuantity, useCart } from "../../../lib/cart";
import { PageTitle } from "../../../components/PageTitle";
import { useTypedBeforeHydration } from "../../../lib/useTypedBeforeHydration";
import { DeferredSlot, UNTIL_REACHED, useDeferredForms } from "../../../lib/deferredForms";
import { lazyComponent, preloadable } from "../../../lib/preloadable";
import { queryKeys } from "../../../lib/query-keys";

// The checkout's code (react-hook-form, zod, the order's schemas and the destination's fields:
// ~70 KB gzip) is loaded when the buyer reaches for it (lib/deferredForms.tsx), as on the tool
// page: the server renders the form, and the lines and their prices hydrate without it.
const checkoutCode = preloadable(() => import("./CheckoutForm"));
const CheckoutForm = lazyComponent(checkoutCode, (module) => module.CheckoutForm);

/** What one line orders and why it cannot, with today's tool data and what is typed in its box. */
interface LineView {
  line: CartLine;
  data: CartTool;
  text: string;
  quantity: number | null;
  problem: string | null;
}

function viewLine(line: CartLine, data: CartTool, draft: string | undefined): LineView {
  const text = draft ?? String(line.quantity);
  const quantity = /^\s*\d+\s*$/.test(text) ? Number(text) : null;
  let problem: string | null = null;
  if (data.state === "gone") problem = cartMessages.gone;
  else if (quantity === null) problem = notAWholeNumber();
  else if (data.state === "ready") problem = lineProblem(lineLimits(data.tool), quantity)?.message ?? null;
  return { line, data, text, quantity, problem };
}

/** Which line a refusal is about: a field `items.N…` of a 400, else the tool it names. */
function refusedLine(error: unknown, views: readonly LineView[]): string | null {
  if (error instanceof ApiError) {
    for (const field of error.fields) {
      const match = /^(?:body\.)?items\.(\d+)/.exec(field.path);
      const view = match ? views[Number(match[1])] : undefined;
      if (view) return view.line.productId;
    }
  }
  const message = errorMessage(error);
  const named = views.find((view) => view.data.state === "ready" && message.includes(view.data.tool.name));
  return named ? named.line.productId : null;
}

/** More for a signed-in buyer under the cart's lines, and its code, loaded with the checkout's. */
export interface CartExtras {
  load: () => Promise<unknown>;
  render: (lines: readonly CartLine[]) => ReactNode;
}

/** /cart: the lines with today's prices, their quantities and checkout. */
interface CartPageProps {
  /** A company member's "Save cart as list", composed by the router. */
  cartExtras?: CartExtras;
}

export function CartPage({ cartExtras }: CartPageProps = {}) {
  // A signed-in buyer's cart page is rendered by the server with the account's cart (app/cartRoute.ts).
  const served = useQueryClient().getQueryData<CartLine[]>(queryKeys.accountCart);
  const lines = useCart(served);
  const loadExtras = cartExtras?.load;
  // The checkout's HTML is the whole form (the server loads the buyer's address and the bill): it comes in when reached.
  const forms = useDeferredForms(useCallback(() => Promise.all([checkoutCode.load(), loadExtras?.()]), [loadExtras]), UNTIL_REACHED);
  // The checkout's HTML from the server holds the bill of the lines it was rendered with: once the
  // lines are others (this browser's copy had changes not saved yet, a quantity is changed), its
  // code comes and works the bill out again.
  const renderedLines = useRef(lines);
  const { reach } = forms;
  useEffect(() => {
    if (lines !== renderedLines.current) reach();
  }, [lines, reach]);
  const tools = useCartTools(lines);
  const { user, status } = useSession();
  const location = useLocation();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<{ message: string; productId: string | null } | null>(null);
  const reorderNotes = isReorderState(location.state) ? location.state.reorder : null;

  const views = lines.map((line, index) => viewLine(line, tools[index] ?? { state: "loading" }, drafts[line.productId]));
  const ready = views.every((view) => view.data.state === "ready" && view.problem === null);
  const totalCents = views.reduce(
    (sum, view) => (view.data.state === "ready" && view.quantity !== null ? sum + priceLine(pricedTool(view.data.tool), view.quantity).totalCents : sum),
    0,
  );

  const onType = (productId: string, text: string) => {
    setDrafts((current) => ({ ...current, [productId]: text }));
    if (/^\s*\d+\s*$/.test(text) && Number(text) > 0) setCartQuantity(productId, Number(text));
    if (refusal?.productId === productId) setRefusal(null);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <PageTitle>{`${bulkMessages.cartHeading} · AgroForge`}</PageTitle>
      <h1 className="mb-6 font-display text-3xl font-bold sm:text-4xl">{bulkMessages.cartHeading}</h1>

      {reorderNotes && (
        <div role="status" className="alert alert-info alert-soft mb-6 flex-col items-start gap-1">
          <p className="font-semibold">{bulkMessages.reorderFilled}</p>
          {reorderNotes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      )}

      {lines.length === 0 ? (
        <div className="rounded-box border border-base-300 bg-base-100 p-8 text-center">
          <ShoppingCart className="mx-auto mb-3 size-10 text-base-content/60" aria-hidden="true" />
          <p>{bulkMessages.cartEmpty}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to="/tools" className="btn btn-primary">
              {cartPageTexts.browseTools}
            </Link>
            <Link to={webRoutes.quickOrder} className="btn btn-outline">
              {quickOrderLabels.link}
            </Link>
          </div>
        </div>
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <section aria-labelledby="cart-lines" className="flex flex-col gap-4">
            <h2 id="cart-lines" className="sr-only">
              {cartPageTexts.toolsInCart}
            </h2>
            {refusal && (
              <div role="alert" className="alert alert-error alert-soft flex-col items-start gap-1">
                <p className="font-semibold">{messages.order.failed}</p>
                <p>{refusal.message}</p>
              </div>
            )}
            <ul className="flex flex-col gap-4">
              {views.map((view) => (
                <CartLineRow
                  key={view.line.productId}
                  view={view}
                  refusal={refusal?.productId === view.line.productId ? refusal.message : null}
                  onType={(text) => onType(view.line.productId, text)}
                  onDone={() =>
                    setDrafts((current) => {
                      const { [view.line.productId]: _done, ...rest } = current;
                      return rest;
                    })
                  }
                />
              ))}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Link to={webRoutes.quickOrder} className="link">
                {quickOrderLabels.link}
              </Link>
              <p className="ml-auto text-lg">
                {cartMessages.goods}: <strong className="tabular-nums">{formatCents(totalCents)}</strong>
              </p>
            </div>
            {user && cartExtras && (
              <DeferredSlot forms={forms} fallback={null}>
                {cartExtras.render(lines)}
              </DeferredSlot>
            )}
          </section>

          <section aria-labelledby="checkout-heading" className="card border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body gap-4 p-5 sm:p-6">
              <h2 id="checkout-heading" className="font-display text-xl font-bold">
                {cartMessages.checkout}
              </h2>
              {user ? (
                <DeferredSlot forms={forms} fallback={<Spinner label={cartPageTexts.loadingCheckout} />}>
                  <CheckoutForm
                    user={user}
                    items={views.map((view) => ({ productId: view.line.productId, quantity: view.quantity ?? view.line.quantity }))}
                    ready={ready}
                    onRefused={(error) => setRefusal({ message: errorMessage(error), productId: refusedLine(error, views) })}
                  />
                </DeferredSlot>
              ) : status === "loading" ? (
                <Spinner label={cartPageTexts.checkingLogin} />
              ) : (
                <Link to={loginPathFor("/cart")} className="btn btn-primary">
                  {cartMessages.signInToCheckout}
                </Link>
              )}
            </div>
          </section>
        </div>
      )}
    </div>
  );
}

interface CartLineRowProps {
  view: LineView;
  refusal: string | null;
  onType: (text: string) => void;
  onDone: () => void;
}

function CartLineRow({ view, refusal, onType, onDone }: CartLineRowProps) {
  const { line, data } = view;
  if (data.state !== "ready") {
    return (
      <li className="flex flex-wrap items-center justify-between gap-3 rounded-box border border-base-300 bg-base-100 p-4">
        {data.state === "loading" && <Spinner label={cartPageTexts.loadingTool} size="sm" />}
        {data.state === "gone" && <p className="font-medium text-error">{cartMessages.gone}</p>}
        {data.state === "error" && (
          <p>
            {cartPageTexts.couldNotLoadTool}{" "}
            <button type="button" className="link" onClick={data.retry}>
              {cartPageTexts.tryAgain}
            </button>
          </p>
        )}
        <RemoveButton productId={line.productId} name={cartPageTexts.thisTool} />
      </li>
    );
  }
  return <ReadyLine tool={data.tool} view={view} refusal={refusal} onType={onType} onDone={onDone} />;
}

function ReadyLine({ tool, view, refusal, onType, onDone }: CartLineRowProps & { tool: Tool }) {
  const message = refusal ?? view.problem;
  const quantityField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(quantityField, view.text, onType);
  return (
    <li className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row">
      <img src={tool.img} alt="" className="size-20 shrink-0 rounded-box object-cover" loading="lazy" />
      <div className="flex min-w-0 grow flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <Link to={`/tools/${tool._id}`} className="link-hover font-semibold [overflow-wrap:anywhere]">
            {toolName(tool)}
          </Link>
          <RemoveButton productId={tool._id} name={toolName(tool)} />
        </div>
        <p className="text-sm text-base-content/75">
          {tool.yourPrice === undefined ? (
            <>
              {cartMessages.listPrice} {formatCents(pricedTool(tool).priceCents)}
            </>
          ) : (
            <>
              {yourPriceTexts.yourPrice} {formatCents(pricedTool(tool).priceCents)} ({yourPriceTexts.catalogue.toLowerCase()} <s>{formatCents(pricedTool(tool, true).priceCents)}</s>)
            </>
          )}
          {cartPageTexts.lineLimits(tool.minimumOrderQuantity, tool.packSize ?? 1, tool.availableQuantity)}
        </p>
        <div className="max-w-48">
          <FormField
            label={cartMessages.lineQuantity(toolName(tool))}
            type="number"
            inputMode="numeric"
            min={tool.minimumOrderQuantity}
            step={tool.packSize ?? 1}
            ref={quantityField}
            value={view.text}
            onChange={(event) => onType(event.target.value)}
            onBlur={onDone}
            error={message ?? undefined}
          />
        </div>
        {view.quantity !== null && <LinePriceSummary tool={tool} quantity={view.quantity} />}
      </div>
    </li>
  );
}

function RemoveButton({ productId, name }: { productId: string; name: string }) {
  return (
    <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label={cartMessages.remove(name)} onClick={() => removeFromCart(productId)}>
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}
