import { useHydrated } from "../../../lib/useHydrated";
import type { Order, SessionUser, Tool } from "@shop/contract";
import { approvalTexts, billLabels, cashAndDepositMessages, currentLanguage, localDigits, messages, onAccountTexts, orderFormTexts, orderNumber, priceLine, toolName } from "@shop/contract";
import { CircleCheck } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { TextAreaField } from "../../../components/TextAreaField";
import { errorMessage } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { formatCents, formatDollars, pricedTool } from "../../../lib/price";
import { usePlaceOrder } from "../api/placeOrder";
import { notAWholeNumber, quantityProblem } from "./quantity";
import { isVerifyRefusal, mustVerifyToOrder, VerifyToOrder } from "../../../components/VerifyToOrder";
import { queryKeys } from "../../../lib/query-keys";
import { useQueryClient } from "@tanstack/react-query";
import { loadOrderFormSchema, orderFormFields, useDestinationDefaults, usePrefillShipping, useShippingDefaults } from "../../../lib/shipping";
import { useCheckoutPreview } from "../../../lib/checkout";
import { PaymentMethodChoice, paymentMethodField, type PlacingChoice } from "../../../components/PaymentMethodChoice";
import { CheckoutBill, DestinationFields } from "../../../components/DestinationFields";
import { orderTermsText } from "../../../components/OnAccount";
import type { OrderFormData, OrderFormValues } from "../../../lib/shipping";
import { useContractForm } from "../../../lib/useContractForm";
import { useFocusOnChange } from "../../../lib/useFocusOnChange";

interface OrderFormProps {
  tool: Tool;
  /** Where "Ask for a quote" leads when the address cannot be delivered to (the page's quote request). */
  quoteLink?: string;
  user: SessionUser;
  /**
   * The quantity Place Order orders: the one typed in the quantity box, else the one set with
   * the quantity check, else the tool's minimum; null when what is typed is not a whole number.
   */
  quantity: number | null;
  /** Why the tool cannot be ordered now (out of stock); disables Place Order. */
  blockedReason: string | null;
  /** After a placed order: the quantity check starts again from the minimum. */
  onPlaced: () => void;
  /** Place Order was pressed with a quantity that cannot be ordered: the quantity field says why. */
  onQuantityProblem?: () => void;
}

/** What a placed order's toast and box say: placed (to pay), on account (issue 28), or awaiting approval (issue 35). */
const placedText = (order: Pick<Order, "status" | "paymentMethod">) =>
  order.paymentMethod === "cod" ? cashAndDepositMessages.codPlaced : order.status === "confirmed" ? onAccountTexts.placed : order.status === "awaiting_approval" ? approvalTexts.placed : messages.order.placed;

/** The spec's order form: who, where to, and Place Order for the set quantity. */
export function OrderForm({ tool, user, quantity, blockedReason, onPlaced, onQuantityProblem, quoteLink }: OrderFormProps) {
  const placeOrder = usePlaceOrder();
  const hydrated = useHydrated();
  const [placed, setPlaced] = useState<Order | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Issue 37: cash on delivery or a bank deposit, when the checkout offers them.
  const [payment, setPayment] = useState<PlacingChoice>("online");
  const blockedId = useId();
  const quantityNoteId = useId();
  const verifyId = useId();
  const queryClient = useQueryClient();
  const mustVerify = mustVerifyToOrder(user);
  // The answer to Place Order is the success box: focus (and so the scroll) goes there.
  const successRef = useFocusOnChange<HTMLDivElement>(placed);
  // Place Order only disables once the mutation has started; a quick second click must not order twice.
  const placing = useRef(false);
  // A Place Order whose answer was lost is retried with the same key: the order is placed once.
  const submission = useSubmissionKey();
  // The business profile's shipping address and phone are the form's defaults (also after a reset).
  const defaultValues: OrderFormValues = useShippingDefaults(user);
  const form = useContractForm(loadOrderFormSchema, { defaultValues });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;
  usePrefillShipping(defaultValues, form);

  const problem = quantity === null ? notAWholeNumber() : quantityProblem(tool, quantity);
  // The volume break the quantity reaches prices it, as the server will.
  const line = quantity === null ? null : priceLine(pricedTool(tool), quantity);
  // Issue 21: where it goes, how, the code, and the bill the server works out for them.
  const destinationDefaults = useDestinationDefaults(user);
  const orderable = problem === null && quantity !== null && blockedReason === null;
  const preview = useCheckoutPreview({ lines: orderable ? { productId: tool._id, quantity } : null, defaults: destinationDefaults });
  const undeliverableId = useId();
  // Place Order is refused for these whatever is typed; otherwise it waits for hydration only.
  const refused = placeOrder.isPending || blockedReason !== null || mustVerify || preview.undeliverable !== null;

  const place = (values: OrderFormData) => {
    if (placing.current) return;
    // An unorderable quantity is said beside its field (onSubmit below), never as a toast.
    if (problem !== null || quantity === null) return;
    if (preview.undeliverable) return;
    placing.current = true;
    setRefusal(null);
    setPlaced(null);
    const body = {
      name: values.name,
      email: user.email,
      phone: values.phone,
      address: values.address,
      product: tool.name,
      productId: tool._id,
      quantity,
      ...preview.orderFields(),
      ...paymentMethodField(payment, preview.checkout?.paymentMethods),
    };
    placeOrder.mutate(
      { body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: ({ order }) => {
          toast.success(placedText(order));
          setPlaced(order);
          reset(defaultValues);
          onPlaced();
        },
        onError: (error) => {
          toast.error(messages.order.failed);
          if (isVerifyRefusal(error)) {
            // This page's session predates what the server knows: asked again, it shows the notice.
            void queryClient.invalidateQueries({ queryKey: queryKeys.session });
            return;
          }
          setRefusal(errorMessage(error));
          // Unlike the spec, a failed order keeps what was typed; the fields the server refused are marked.
          applyServerFieldErrors(error, orderFormFields, setError);
          preview.takeServerErrors(error);
        },
        onSettled: (_data, error) => {
          submission.settled(error ?? undefined);
          placing.current = false;
        },
      },
    );
  };

  if (placed) {
    return (
      <section aria-labelledby="order-heading" className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-5 p-6">
          <h2 id="order-heading" className="font-display text-xl font-bold">
            {orderFormTexts.orderPlaced}
          </h2>
          {/* The form gives way to its result, so nothing invites the same order twice. */}
          <div
            ref={successRef}
            tabIndex={-1}
            role="status"
            aria-labelledby={`${quantityNoteId}-placed`}
            // A flex column, not daisyUI's alert grid: at 375 px the grid kept the buttons' row
            // one column wide and "Place another order" spilled out of the box.
            className="alert alert-success alert-soft scroll-mt-24 flex flex-col items-stretch gap-3"
          >
            <div className="flex items-start gap-3">
              <CircleCheck className="size-6 shrink-0" aria-hidden="true" />
              <div>
                <p id={`${quantityNoteId}-placed`} className="font-semibold">
                  {placedText(placed)}: {orderFormTexts.orderNo} <span className="font-mono">{orderNumber(placed._id)}</span>
                </p>
                {/* Issue 35: waiting for approval, it has nothing to pay yet. */}
                {placed.status === "awaiting_approval" && <p>{approvalTexts.placedDetail}</p>}
                <p>
                  {orderFormTexts.placedLine(placed.quantity, placed.product, formatDollars(placed.price))}
                </p>
                {orderTermsText(placed) && (
                  <p>
                    {onAccountTexts.paymentTerms}: {orderTermsText(placed)}
                  </p>
                )}
              </div>
            </div>
            <div className="flex w-full min-w-0 flex-wrap gap-2">
              {/* Issue 28: an order on the company's account is invoiced; issue 35: one awaiting approval is paid once approved. */}
              {placed.status === "unpaid" && (
                <Link to={`/dashboard/payment/${placed._id}`} className="btn btn-primary btn-sm">
                  {orderFormTexts.payNow}
                </Link>
              )}
              <Link to={`/dashboard/orders/${placed._id}`} className="btn btn-outline btn-sm">
                {orderFormTexts.viewOrder}
              </Link>
              <Link to="/dashboard" className="btn btn-outline btn-sm">
                {orderFormTexts.goToMyOrders}
              </Link>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setPlaced(null)}>
                {orderFormTexts.placeAnother}
              </button>
            </div>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="order-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-5 p-6">
        <h2 id="order-heading" className="font-display text-xl font-bold">
          {orderFormTexts.fillUp}
        </h2>
        <form
          noValidate
          onSubmit={(event) => {
            if (problem !== null && blockedReason === null) onQuantityProblem?.();
            void handleSubmit(place)(event);
          }}
          className="flex flex-col gap-4"
        >
          {/* react-hook-form sets the values in the browser only: the server's HTML names them, as the form it stands in for. */}
          <FormField label={orderFormTexts.name} type="text" autoComplete="name" error={errors.name?.message} defaultValue={defaultValues.name} {...register("name")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={orderFormTexts.email} type="email" value={user.email} readOnly className="bg-base-200" />
            <FormField label={orderFormTexts.productName} type="text" value={toolName(tool)} readOnly className="bg-base-200" />
          </div>
          {/* Issue 27: a company member picks one of the company's addresses under "Deliver to" instead. */}
          {preview.companyAddress === null && <TextAreaField label={orderFormTexts.address} rows={3} autoComplete="street-address" error={errors.address?.message} defaultValue={defaultValues.address} {...register("address")} />}
          <FormField label={orderFormTexts.number} type="tel" autoComplete="tel" error={errors.phone?.message} defaultValue={defaultValues.phone} {...register("phone")} />
          <DestinationFields preview={preview} quoteLink={quoteLink ? { to: quoteLink } : null} idle={!orderable} alertId={undeliverableId} />

          {/* Always what Place Order will order: the typed quantity, set or not. */}
          <div className="rounded-box bg-base-200 px-4 py-3" aria-live="polite">
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
              <p>
                {orderFormTexts.quantity} <span className="font-semibold tabular-nums">{quantity === null ? "–" : localDigits(String(quantity), currentLanguage())}</span>
              </p>
              {/* No price for a quantity that cannot be ordered. */}
              {problem === null && line !== null && (
                <p>
                  {billLabels.goods}:{" "}
                  <span className="whitespace-nowrap text-lg font-bold tabular-nums text-primary">{formatCents(line.totalCents)}</span>
                  <span className="ml-1 whitespace-nowrap text-sm tabular-nums text-base-content/75">
                    ({localDigits(String(quantity), currentLanguage())} × {formatCents(line.unitPriceCents)})
                  </span>
                </p>
              )}
            </div>
            {problem && blockedReason === null && (
              <p id={quantityNoteId} className="mt-1 text-sm font-medium text-error">
                {problem}
              </p>
            )}
          </div>
          {orderable && <CheckoutBill preview={preview} />}
          {orderable && <PaymentMethodChoice offered={preview.checkout?.paymentMethods} value={payment} onChange={setPayment} />}

          {blockedReason && (
            <p id={blockedId} className="font-medium text-error">
              {blockedReason}
            </p>
          )}
          {refusal && (
            <div role="alert" className="alert alert-error alert-soft flex-col items-start gap-1">
              <p className="font-semibold">{messages.order.failed}</p>
              <p>{refusal}</p>
            </div>
          )}

          {mustVerify && <VerifyToOrder id={verifyId} />}

          <button
            type="submit"
            className="btn btn-primary w-full sm:w-auto sm:self-start"
            disabled={!hydrated || refused}
            // The server's HTML stands in for the form until the buyer reaches for it: a button that
            // waits only for hydration is enabled then, and its press is pressed again here (lib/deferredForms.tsx).
            data-waits-for-hydration={!hydrated && !refused ? "" : undefined}
            aria-describedby={
              blockedReason ? blockedId : mustVerify ? verifyId : problem ? quantityNoteId : preview.undeliverable ? undeliverableId : undefined
            }
          >
            {placeOrder.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {orderFormTexts.placeOrder}
          </button>
        </form>
      </div>
    </section>
  );
}
