import type { Quote, SessionUser } from "@shop/contract";
import { bulkLabels, purchaseDetailsSchema, quoteMessages, quoteTexts } from "@shop/contract";
import { useEffect, useMemo } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { FormField } from "../../../components/FormField";
import { TextAreaField } from "../../../components/TextAreaField";
import { errorMessage } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { orderFormSchema, useMyProfile } from "../../../lib/shipping";
import { formatDollars } from "../../../lib/price";
import { useAcceptQuote } from "../api/quotes";
import { todayUtc } from "./dates";
import { useContractForm } from "../../../lib/useContractForm";

/** The purchase page's shipping fields plus the optional purchase details; an empty date means none. */
const acceptFormSchema = orderFormSchema.extend({
  poNumber: purchaseDetailsSchema.shape.poNumber,
  deliveryDate: z.union([z.literal(""), purchaseDetailsSchema.shape.deliveryDate.unwrap()]),
});
type AcceptFormValues = z.input<typeof acceptFormSchema>;
const fields = ["name", "phone", "address", "poNumber", "deliveryDate"] as const;

/**
 * The buyer's acceptance of an offered quote: who receives the order and where (prefilled from
 * the business profile as on the purchase page), a PO number and delivery date if wanted. The
 * order is placed at the quoted price and the buyer goes on to pay it.
 */
export function AcceptQuoteForm({ quote, user }: { quote: Quote; user: SessionUser }) {
  const accept = useAcceptQuote();
  const navigate = useNavigate();
  const submission = useSubmissionKey();
  const profile = useMyProfile(user.email).data;
  const defaults: AcceptFormValues = useMemo(
    () => ({ name: user.displayName, address: profile?.shippingAddress ?? "", phone: profile?.phone ?? "", poNumber: "", deliveryDate: "" }),
    [user.displayName, profile?.shippingAddress, profile?.phone],
  );
  const {
    register,
    handleSubmit,
    setError,
    getFieldState,
    getValues,
    setValue,
    formState: { errors },
  } = useContractForm(acceptFormSchema, { defaultValues: defaults });
  // The profile usually arrives after the first render: it fills only what the buyer has not typed.
  useEffect(() => {
    for (const field of ["address", "phone"] as const) {
      const value = defaults[field];
      if (value && !getFieldState(field).isDirty && getValues(field) === "") setValue(field, value);
    }
  }, [defaults, getFieldState, getValues, setValue]);

  const send = (values: z.output<typeof acceptFormSchema>) => {
    const body = {
      name: values.name,
      phone: values.phone,
      address: values.address,
      ...(values.poNumber ? { poNumber: values.poNumber } : {}),
      ...(values.deliveryDate ? { deliveryDate: values.deliveryDate } : {}),
    };
    accept.mutate(
      { id: quote._id, body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: ({ insertedId }) => {
          toast.success(quoteMessages.accepted);
          void navigate(`/dashboard/payment/${insertedId}`);
        },
        onError: (error) => {
          toast.error(errorMessage(error));
          applyServerFieldErrors(error, fields, setError);
        },
        onSettled: (_data, error) => submission.settled(error ?? undefined),
      },
    );
  };

  const total = quote.unitPrice === null ? null : Math.round(quote.unitPrice * 100 * quote.quantity) / 100;
  return (
    <section aria-labelledby="accept-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <form noValidate className="card-body gap-4 p-6" onSubmit={(event) => void handleSubmit(send)(event)}>
        <h2 id="accept-heading" className="font-display text-xl font-bold">
          {quoteTexts.acceptHeading}
        </h2>
        <p className="text-base-content/75">{quoteTexts.acceptIntro}</p>
        <FormField label="Name" type="text" autoComplete="name" error={errors.name?.message} {...register("name")} />
        <TextAreaField label="Address" rows={3} autoComplete="street-address" error={errors.address?.message} {...register("address")} />
        <FormField label="Number" type="tel" autoComplete="tel" error={errors.phone?.message} {...register("phone")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={bulkLabels.poNumber} type="text" autoComplete="off" error={errors.poNumber?.message} {...register("poNumber")} />
          <FormField label={bulkLabels.deliveryDate} type="date" min={todayUtc()} error={errors.deliveryDate?.message} {...register("deliveryDate")} />
        </div>
        {total !== null && (
          <p className="rounded-box bg-base-200 px-4 py-3">
            Total: <span className="text-lg font-bold tabular-nums text-primary">{formatDollars(total)}</span>{" "}
            <span className="text-sm tabular-nums text-base-content/75">
              ({quote.quantity} × {formatDollars(quote.unitPrice ?? 0)})
            </span>
          </p>
        )}
        <button type="submit" className="btn btn-primary self-start" disabled={accept.isPending}>
          {accept.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {quoteTexts.acceptButton}
        </button>
      </form>
    </section>
  );
}
