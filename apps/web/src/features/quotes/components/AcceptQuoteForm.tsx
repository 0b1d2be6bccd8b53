import type { QuoteDetail, SessionUser } from "@shop/contract";
import { billLabels, bulkLabels, formatCount, lineMessages, purchaseDetailsSchema, quoteFormTexts, quoteMessages, quoteTexts, webRoutes } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { FormField } from "../../../components/FormField";
import { TextAreaField } from "../../../components/TextAreaField";
import { isVerifyRefusal, mustVerifyToOrder, VerifyToOrder } from "../../../components/VerifyToOrder";
import { errorMessage, isApiError } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { queryKeys } from "../../../lib/query-keys";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { orderFormSchema } from "../../../lib/orderFormSchema";
import { useDestinationDefaults, usePrefillShipping, useShippingDefaults } from "../../../lib/shipping";
import { useCheckoutPreview } from "../../../lib/checkout";
import { DestinationFields } from "../../../components/DestinationFields";
import { formatDollars } from "../../../lib/price";
import { useAcceptQuote } from "../api/quotes";
import { formatDay, todayUtc } from "./dates";
import { useContractForm } from "../../../lib/useContractForm";

/** The purchase page's shipping fields plus the optional purchase details; an empty date means none. */
const acceptFormSchema = orderFormSchema.extend({
  poNumber: purchaseDetailsSchema.shape.poNumber,
  deliveryDate: z.union([z.literal(""), purchaseDetailsSchema.shape.deliveryDate.unwrap()]),
});
const fields = ["name", "phone", "address", "poNumber", "deliveryDate"] as const;

/** Why the offer cannot become an order today, as far as this page knows: null when it can. */
function stockNote(quote: QuoteDetail): { problem: string; next: string } | null {
  const validUntil = quote.validUntil ? formatDay(quote.validUntil) : "";
  // Issue 35: a cart's quote is short when any of its lines is.
  if ((quote.lineCount ?? 1) > 1) {
    const gone = quote.lines?.find((line) => line.inStock === null);
    if (gone) return { problem: quoteTexts.toolGone, next: quoteTexts.toolGoneNext };
    const short = quote.lines?.find((line) => line.inStock !== null && line.inStock < line.quantity);
    return short ? { problem: quoteTexts.stockShort(short.inStock ?? 0, short.quantity, short.product), next: quoteTexts.stockShortNext(validUntil) } : null;
  }
  if (quote.inStock === null) return { problem: quoteTexts.toolGone, next: quoteTexts.toolGoneNext };
  if (quote.inStock < quote.quantity) {
    return { problem: quoteTexts.stockShort(quote.inStock, quote.quantity, quote.product), next: quoteTexts.stockShortNext(validUntil) };
  }
  return null;
}

/**
 * Whether a message ends as the server's "too many" does (lineMessages.tooMany), whatever the tool
 * is called now. Read when asked, as the server answers in the page's language; Bangla's ending
 * holds the count, so any count matches.
 */
function endsAsTooMany(message: string): boolean {
  const tail = lineMessages.tooMany(0, "\u0000").split("\u0000")[1] ?? "";
  if (tail === "") return false;
  const pattern = tail.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[0০]/g, "[0-9০-৯,]+");
  return new RegExp(`${pattern}$`).test(message);
}

/** The server's 409 when the stock cannot cover the quote, or the tool is gone. */
function isStockRefusal(error: unknown, quote: QuoteDetail): boolean {
  if (!isApiError(error) || error.status !== 409) return false;
  return quote.inStock === null || endsAsTooMany(error.message);
}

/** A refusal of Accept, kept in the page beside the button rather than in a passing toast. */
interface Refusal {
  message: string;
  /** What to do now, when the refusal is about the stock (409 and the tool short, or gone). */
  next: string | null;
}

/**
 * The buyer's acceptance of an offered quote: who receives the order and where (prefilled from
 * the business details as on the purchase page), a PO number and delivery date if wanted. The
 * order is placed at the quoted price and the buyer goes on to pay it. An offer for more than is
 * in stock says so before Accept and after it (issue 20, item 18).
 */
export function AcceptQuoteForm({ quote, user }: { quote: QuoteDetail; user: SessionUser }) {
  const accept = useAcceptQuote();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  const noteId = useId();
  const verifyId = useId();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const shipping = useShippingDefaults(user);
  const form = useContractForm(acceptFormSchema, { defaultValues: { ...shipping, poNumber: "", deliveryDate: "" } });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  usePrefillShipping(shipping, form);

  const mustVerify = mustVerifyToOrder(user);
  const note = stockNote(quote);
  // Issue 21: where it goes and how; the checkout bills the quote at its own price.
  const destinationDefaults = useDestinationDefaults(user);
  const preview = useCheckoutPreview({
    lines: note === null && quote.productId !== null ? { quoteId: quote._id } : null,
    defaults: destinationDefaults,
    withCode: false,
  });
  const undeliverableId = useId();

  const send = (values: z.output<typeof acceptFormSchema>) => {
    if (accept.isPending || preview.undeliverable) return;
    setRefusal(null);
    const body = {
      name: values.name,
      phone: values.phone,
      address: values.address,
      ...(values.poNumber ? { poNumber: values.poNumber } : {}),
      ...(values.deliveryDate ? { deliveryDate: values.deliveryDate } : {}),
      ...preview.orderFields(),
    };
    accept.mutate(
      { id: quote._id, body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: ({ insertedId, order }) => {
          toast.success(quoteMessages.accepted);
          // Issue 28: accepted on the company's account, the order has nothing to pay by card.
          void navigate(order.status === "confirmed" ? `/dashboard/orders/${insertedId}` : `/dashboard/payment/${insertedId}`);
        },
        onError: (error) => {
          // The session said verified, the server says not (or the other way round): ask again.
          if (isVerifyRefusal(error)) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.session });
            return;
          }
          const matched = applyServerFieldErrors(error, fields, setError);
          if (preview.takeServerErrors(error) || matched) return;
          // A 409 about the goods (the stock is short, the tool is gone): the quote is fetched again
          // (useAcceptQuote) and its stock note says what happens next.
          const next = isStockRefusal(error, quote) ? (note?.next ?? quoteTexts.stockShortNext(quote.validUntil ? formatDay(quote.validUntil) : "")) : null;
          setRefusal({ message: errorMessage(error), next });
        },
        onSettled: (_data, error) => submission.settled(error ?? undefined),
      },
    );
  };

  const total = quote.unitPrice === null ? null : (quote.total ?? Math.round(quote.unitPrice * 100 * quote.quantity) / 100);
  const describedBy =
    [note && !refusal ? noteId : null, mustVerify ? verifyId : null, preview.undeliverable ? undeliverableId : null].filter(Boolean).join(" ") || undefined;
  return (
    <section aria-labelledby="accept-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <form noValidate className="card-body gap-4 p-6" onSubmit={(event) => void handleSubmit(send)(event)}>
        <h2 id="accept-heading" className="font-display text-xl font-bold">
          {quoteTexts.acceptHeading}
        </h2>
        <p className="text-base-content/75">{quoteTexts.acceptIntro}</p>
        {note && !refusal && (
          <div id={noteId} className="flex items-start gap-3 rounded-box border border-warning/60 bg-warning/15 p-4">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning-content" aria-hidden="true" />
            <div className="flex flex-col items-start gap-1">
              <p className="font-semibold">{note.problem}</p>
              <p>{note.next}</p>
              <Link to="/contact" className="link font-medium">
                {quoteTexts.contactOffice}
              </Link>
            </div>
          </div>
        )}
        <FormField label={quoteFormTexts.name} type="text" autoComplete="name" error={errors.name?.message} {...register("name")} />
        {/* Issue 27: a company member picks one of the company's addresses under "Deliver to" instead. */}
        {preview.companyAddress === null && <TextAreaField label={quoteFormTexts.address} rows={3} autoComplete="street-address" error={errors.address?.message} {...register("address")} />}
        <FormField label={quoteFormTexts.phone} type="tel" autoComplete="tel" error={errors.phone?.message} {...register("phone")} />
        <DestinationFields preview={preview} quoteLink={{ to: webRoutes.contact, label: quoteTexts.contactOffice }} idle alertId={undeliverableId} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={bulkLabels.poNumber} type="text" autoComplete="off" error={errors.poNumber?.message} {...register("poNumber")} />
          <FormField label={bulkLabels.deliveryDate} type="date" min={todayUtc()} error={errors.deliveryDate?.message} {...register("deliveryDate")} />
        </div>
        {total !== null && (
          <p className="rounded-box bg-base-200 px-4 py-3">
            {billLabels.goods}: <span className="text-lg font-bold tabular-nums text-primary">{formatDollars(total)}</span>{" "}
            {(quote.lineCount ?? 1) === 1 && quote.freight == null && (
              <span className="text-sm tabular-nums text-base-content/75">
                ({formatCount(quote.quantity)} × {formatDollars(quote.unitPrice ?? 0)})
              </span>
            )}
          </p>
        )}
        {refusal && (
          <div role="alert" className="flex flex-col items-start gap-1 rounded-box border border-error/40 bg-error/10 p-4">
            <p className="font-semibold">{quoteTexts.acceptRefused}</p>
            <p>{refusal.message}</p>
            {refusal.next && (
              <>
                <p>{refusal.next}</p>
                <Link to="/contact" className="link font-medium">
                  {quoteTexts.contactOffice}
                </Link>
              </>
            )}
          </div>
        )}
        {mustVerify && <VerifyToOrder id={verifyId} />}
        <button
          type="submit"
          className="btn btn-primary self-start"
          disabled={accept.isPending || mustVerify || preview.undeliverable !== null}
          aria-describedby={describedBy}
        >
          {accept.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {quoteTexts.acceptButton}
        </button>
      </form>
    </section>
  );
}
