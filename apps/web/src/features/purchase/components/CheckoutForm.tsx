import type { OrderItemInput, PlaceOrderBody, SessionUser } from "@shop/contract";
import { approvalTexts, bulkLabels, cashAndDepositMessages, CART_QUOTE_ANCHOR, cartMessages, cartQuoteTexts, checkoutFormTexts, messages, onAccountTexts, QUOTE_REQUEST_ANCHOR } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { TextAreaField } from "../../../components/TextAreaField";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { isVerifyRefusal, mustVerifyToOrder, VerifyToOrder } from "../../../components/VerifyToOrder";
import { queryKeys } from "../../../lib/query-keys";
import { usePlaceOrder } from "../api/placeOrder";
import { useDestinationDefaults, usePrefillShipping, useShippingDefaults } from "../../../lib/shipping";
import { useCheckoutPreview } from "../../../lib/checkout";
import { CheckoutBill, DestinationFields } from "../../../components/DestinationFields";
import { clearCart } from "../../../lib/cart";
import type { CheckoutFormData } from "./checkoutSchema";
import { checkoutFields, todayIso } from "./checkoutFields";
import { useContractForm } from "../../../lib/useContractForm";
import { errorMessage } from "../../../lib/api";
import { HeldValueNotice } from "./HeldValueNotice";
import { PaymentMethodChoice, paymentMethodField, type PlacingChoice } from "../../../components/PaymentMethodChoice";

/** The checkout's schema and zod, loaded when it is first checked: the form renders without them. */
const checkoutFormSchema = () => import("./checkoutSchema").then((module) => module.checkoutFormSchema);

interface CheckoutFormProps {
  user: SessionUser;
  items: OrderItemInput[];
  /** Every line has today's data and a quantity it may be ordered in. */
  ready: boolean;
  /** A refusal of the server: shown at the top and beside its line; the cart stays as it is. */
  onRefused: (error: unknown) => void;
}

/** Who receives the cart's order, where, the optional purchase details, and one order for every line. */
export function CheckoutForm({ user, items, ready, onRefused }: CheckoutFormProps) {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const submission = useSubmissionKey();
  // The button only disables once the mutation has started; a quick second click must not order twice.
  const placing = useRef(false);
  const [notReady, setNotReady] = useState(false);
  // Issue 35: the last refusal of Place order, said beside the button too.
  const [refused, setRefused] = useState<string | null>(null);
  // Issue 37: cash on delivery or a bank deposit, when the checkout offers them.
  const [payment, setPayment] = useState<PlacingChoice>("online");
  const queryClient = useQueryClient();
  const verifyId = useId();
  const mustVerify = mustVerifyToOrder(user);
  const defaults = useShippingDefaults(user);
  const form = useContractForm(checkoutFormSchema, {
    defaultValues: { ...defaults, poNumber: "", deliveryDate: "" },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  usePrefillShipping(defaults, form);
  // Issue 21: where it goes, how, the code, and the bill the server works out for them.
  const destinationDefaults = useDestinationDefaults(user);
  const preview = useCheckoutPreview({ lines: ready ? { items } : null, defaults: destinationDefaults });
  const undeliverableId = useId();
  // One tool's cart links to its tool's request; a larger one to the cart's own (issue 35).
  const [onlyLine] = items;
  const quoteLink = items.length === 1 && onlyLine ? { to: `/tools/${onlyLine.productId}#${QUOTE_REQUEST_ANCHOR}` } : { to: `#${CART_QUOTE_ANCHOR}`, label: cartQuoteTexts.button };

  const place = (values: CheckoutFormData) => {
    if (placing.current || mustVerify) return;
    if (!ready) {
      setNotReady(true);
      toast.error(cartMessages.fixLines);
      return;
    }
    setNotReady(false);
    if (preview.undeliverable) return;
    placing.current = true;
    setRefused(null);
    const body: PlaceOrderBody = {
      name: values.name,
      phone: values.phone,
      address: values.address,
      items,
      ...(values.poNumber ? { poNumber: values.poNumber } : {}),
      ...(values.deliveryDate ? { deliveryDate: values.deliveryDate } : {}),
      ...preview.orderFields(),
      ...paymentMethodField(payment, preview.checkout?.paymentMethods),
    };
    placeOrder.mutate(
      { body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: ({ insertedId, order }) => {
          // Only now: a refused checkout keeps every line.
          clearCart();
          // Issue 28: an order on the company's account has nothing to pay now: its page, not the card's;
          // issue 35: nor has one awaiting approval, whose page says so.
          if (order.status === "confirmed" || order.status === "awaiting_approval") {
            toast.success(order.paymentMethod === "cod" ? cashAndDepositMessages.codPlaced : order.status === "confirmed" ? onAccountTexts.placed : approvalTexts.placed);
            void navigate(`/dashboard/orders/${insertedId}`);
            return;
          }
          toast.success(messages.order.placed);
          void navigate(`/dashboard/payment/${insertedId}`);
        },
        onError: (error) => {
          toast.error(messages.order.failed);
          if (isVerifyRefusal(error)) {
            // This page's session predates what the server knows: asked again, it shows the notice.
            void queryClient.invalidateQueries({ queryKey: queryKeys.session });
            return;
          }
          applyServerFieldErrors(error, checkoutFields, setError);
          preview.takeServerErrors(error);
          setRefused(errorMessage(error));
          onRefused(error);
        },
        onSettled: (_data, error) => {
          submission.settled(error ?? undefined);
          placing.current = false;
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(place)(event)} className="flex flex-col gap-4">
      {/* react-hook-form sets the values in the browser only: the server's HTML names them, as the form it stands in for. */}
      <FormField label={checkoutFormTexts.name} type="text" autoComplete="name" error={errors.name?.message} defaultValue={defaults.name} {...register("name")} />
      <FormField label={checkoutFormTexts.phone} type="tel" autoComplete="tel" error={errors.phone?.message} defaultValue={defaults.phone} {...register("phone")} />
      {/* Issue 27: a company member picks one of the company's addresses under "Deliver to" instead. */}
      {preview.companyAddress === null && <TextAreaField label={checkoutFormTexts.address} rows={3} autoComplete="street-address" error={errors.address?.message} defaultValue={defaults.address} {...register("address")} />}
      <DestinationFields preview={preview} quoteLink={quoteLink} idle={!ready} alertId={undeliverableId} />
      <FormField label={bulkLabels.poNumber} type="text" hint={checkoutFormTexts.optional} error={errors.poNumber?.message} {...register("poNumber")} />
      <FormField label={bulkLabels.deliveryDate} type="date" min={todayIso()} hint={checkoutFormTexts.optional} error={errors.deliveryDate?.message} {...register("deliveryDate")} />
      {ready && <CheckoutBill preview={preview} />}
      {ready && <PaymentMethodChoice offered={preview.checkout?.paymentMethods} value={payment} onChange={setPayment} />}
      {notReady && !ready && <p className="font-medium text-error">{cartMessages.fixLines}</p>}
      <HeldValueNotice warning={ready ? (preview.checkout?.heldValueCap?.message ?? null) : null} refusal={refused} />
      {mustVerify ? (
        <>
          <VerifyToOrder id={verifyId} />
          <button type="submit" className="btn btn-primary w-full" disabled aria-describedby={verifyId}>
            {cartMessages.placeOrder}
          </button>
        </>
      ) : preview.undeliverable ? (
        <button type="submit" className="btn btn-primary w-full" disabled aria-describedby={undeliverableId}>
          {cartMessages.placeOrder}
        </button>
      ) : (
        <SubmitButton busy={placeOrder.isPending} className="w-full">
          {cartMessages.placeOrder}
        </SubmitButton>
      )}
    </form>
  );
}
