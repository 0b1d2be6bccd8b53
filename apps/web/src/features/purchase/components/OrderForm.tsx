import { zodResolver } from "@hookform/resolvers/zod";
import type { Order, SessionUser, Tool } from "@shop/contract";
import { messages } from "@shop/contract";
import { CircleCheck } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { TextAreaField } from "../../../components/TextAreaField";
import { errorMessage } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { formatDollars, orderTotal } from "../../tools/price";
import { useMyProfile } from "../api/getMyProfile";
import { usePlaceOrder } from "../api/placeOrder";
import { orderFormFields, orderFormSchema } from "./schemas";
import type { OrderFormData, OrderFormValues } from "./schemas";

interface OrderFormProps {
  tool: Tool;
  user: SessionUser;
  /** The quantity set with the quantity check (the tool's minimum until then). */
  quantity: number;
  /** Why the tool cannot be ordered now (out of stock); disables Place Order. */
  blockedReason: string | null;
  /** After a placed order: the quantity check starts again from the minimum. */
  onPlaced: () => void;
}

/** The spec's order form: who, where to, and Place Order for the set quantity. */
export function OrderForm({ tool, user, quantity, blockedReason, onPlaced }: OrderFormProps) {
  const placeOrder = usePlaceOrder();
  const [placed, setPlaced] = useState<Order | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const blockedId = useId();
  // Place Order only disables once the mutation has started; a quick second click must not order twice.
  const placing = useRef(false);
  // A Place Order whose answer was lost is retried with the same key: the order is placed once.
  const submission = useSubmissionKey();
  // The business profile's shipping address and phone are the form's defaults (also after a reset).
  const profile = useMyProfile(user.email).data;
  const defaultValues: OrderFormValues = useMemo(
    () => ({ name: user.displayName, address: profile?.shippingAddress ?? "", phone: profile?.phone ?? "" }),
    [user.displayName, profile?.shippingAddress, profile?.phone],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getFieldState,
    getValues,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(orderFormSchema), defaultValues });
  // The profile usually arrives after the first render: it fills only the fields the buyer has not typed in.
  useEffect(() => {
    for (const field of ["address", "phone"] as const) {
      const value = defaultValues[field];
      if (value && !getFieldState(field).isDirty && getValues(field) === "") setValue(field, value);
    }
  }, [defaultValues, getFieldState, getValues, setValue]);

  const total = orderTotal(tool.price, quantity);

  const place = (values: OrderFormData) => {
    if (placing.current) return;
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
    };
    placeOrder.mutate(
      { body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: ({ order }) => {
          toast.success(messages.order.placed);
          setPlaced(order);
          reset(defaultValues);
          onPlaced();
        },
        onError: (error) => {
          toast.error(messages.order.failed);
          setRefusal(errorMessage(error));
          // The spec empties the form either way; the fields the server refused are marked.
          reset(defaultValues);
          applyServerFieldErrors(error, orderFormFields, setError);
        },
        onSettled: (_data, error) => {
          submission.settled(error ?? undefined);
          placing.current = false;
        },
      },
    );
  };

  return (
    <section aria-labelledby="order-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-5 p-6">
        <h2 id="order-heading" className="font-display text-xl font-bold">
          Please fill up the information below
        </h2>
        <form noValidate onSubmit={(event) => void handleSubmit(place)(event)} className="flex flex-col gap-4">
          <FormField label="Name" type="text" autoComplete="name" error={errors.name?.message} {...register("name")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Email" type="email" value={user.email} readOnly className="bg-base-200" />
            <FormField label="Product Name" type="text" value={tool.name} readOnly className="bg-base-200" />
          </div>
          <TextAreaField label="Address" rows={3} autoComplete="street-address" error={errors.address?.message} {...register("address")} />
          <FormField label="Number" type="tel" autoComplete="tel" error={errors.phone?.message} {...register("phone")} />

          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 rounded-box bg-base-200 px-4 py-3">
            <p>
              Quantity: <span className="font-semibold">{quantity}</span>
            </p>
            <p>
              Total: <span className="text-lg font-bold text-primary">{formatDollars(total)}</span>
              <span className="ml-1 text-sm text-base-content/75">
                ({quantity} × {formatDollars(tool.price)})
              </span>
            </p>
          </div>

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

          <button
            type="submit"
            className="btn btn-primary w-full sm:w-auto sm:self-start"
            disabled={placeOrder.isPending || blockedReason !== null}
            aria-describedby={blockedReason ? blockedId : undefined}
          >
            {placeOrder.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Place Order
          </button>
        </form>

        {placed && (
          <div role="status" className="alert alert-success alert-soft flex-col items-start gap-3 sm:flex-row sm:items-center">
            <CircleCheck className="size-6 shrink-0" aria-hidden="true" />
            <p className="grow">
              {messages.order.placed}: {placed.quantity} × {placed.product} for {formatDollars(placed.price)}.
            </p>
            <div className="flex flex-wrap gap-2">
              <Link to={`/dashboard/payment/${placed._id}`} className="btn btn-primary btn-sm">
                Pay now
              </Link>
              <Link to="/dashboard" className="btn btn-outline btn-sm">
                Go to My orders
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
