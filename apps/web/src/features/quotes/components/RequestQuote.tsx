import type { Quote, Tool } from "@shop/contract";
import { QUOTE_REQUEST_ANCHOR, quoteFormTexts, quoteLabels, quoteMessages, quoteTexts, webRoutes, yourPriceTexts } from "@shop/contract";
import { CircleCheck, FileQuestion } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { TextAreaField } from "../../../components/TextAreaField";
import { LinePriceSummary } from "../../../components/tool/VolumePrices";
import { errorMessage } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { isVerifyRefusal, mustVerifyToOrder, VerifyToOrder } from "../../../components/VerifyToOrder";
import { queryKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";
import { useQueryClient } from "@tanstack/react-query";
import { useRequestQuote } from "../api/quotes";
import { quotePath, todayUtc } from "./dates";
import { useContractForm } from "../../../lib/useContractForm";
import type { RequestFormData, RequestFormValues } from "./requestFormSchema";

/** The request form's schema and zod, loaded when it is first checked: the tool page's forms render without them. */
const requestFormSchema = () => import("./requestFormSchema").then((module) => module.requestFormSchema);
const fields = ["quantity", "wantedBy", "note"] as const;

/**
 * The tool page's "Request a quote": closed to one button, it opens to a small form (quantity,
 * wanted by, note). Any quantity of whole packs from the minimum up may be asked, stock or not.
 */
export function RequestQuote({ tool }: { tool: Tool }) {
  const { hash } = useLocation();
  const asked = hash === `#${QUOTE_REQUEST_ANCHOR}`;
  const [open, setOpen] = useState(asked);
  // The order form's "Ask for a quote" (issue 21: an address outside every zone) links here: the form opens.
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    if (asked) setOpen(true);
  }
  const [sent, setSent] = useState<Quote | null>(null);
  const formId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const request = useRequestQuote();
  const submission = useSubmissionKey();
  const queryClient = useQueryClient();
  // Asking mails the office: an unverified customer is told so here, not by a refusal after Send.
  const mustVerify = mustVerifyToOrder(useSession().user);
  const defaultValues: RequestFormValues = { quantity: String(tool.minimumOrderQuantity), wantedBy: "", note: "" };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useContractForm(requestFormSchema, { defaultValues });
  // Issue 28: a member whose price list names the tool sees their price for the quantity asked,
  // the catalogue's struck beside it, as the tool page's order form shows it.
  const typed = Number(watch("quantity"));
  const ownPriceFor = tool.yourPrice !== undefined && Number.isInteger(typed) && typed >= tool.minimumOrderQuantity ? typed : null;

  // ... and comes into view.
  useEffect(() => {
    if (asked) sectionRef.current?.scrollIntoView?.({ block: "start" });
  }, [asked, hash]);

  const send = (values: RequestFormData) => {
    const body = { productId: tool._id, quantity: values.quantity, note: values.note, ...(values.wantedBy ? { wantedBy: values.wantedBy } : {}) };
    request.mutate(
      { body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: (quote) => {
          toast.success(quoteMessages.requested);
          setSent(quote);
          reset(defaultValues);
          setOpen(false);
        },
        onError: (error) => {
          if (isVerifyRefusal(error)) {
            // The session here predates what the server knows: asked again, it shows the notice.
            void queryClient.invalidateQueries({ queryKey: queryKeys.session });
            return;
          }
          toast.error(errorMessage(error));
          applyServerFieldErrors(error, fields, setError);
        },
        onSettled: (_data, error) => submission.settled(error ?? undefined),
      },
    );
  };

  return (
    <section ref={sectionRef} id={QUOTE_REQUEST_ANCHOR} aria-labelledby={`${formId}-heading`} className="card scroll-mt-24 border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-6">
        <h2 id={`${formId}-heading`} className="flex items-center gap-2 font-display text-xl font-bold">
          <FileQuestion className="size-5 text-primary" aria-hidden="true" />
          {quoteTexts.requestHeading}
        </h2>
        <p className="text-base-content/75">{quoteTexts.requestIntro}</p>
        {sent && (
          <div role="status" className="alert alert-success alert-soft flex-wrap">
            <CircleCheck className="size-5" aria-hidden="true" />
            <span>{quoteMessages.requested}</span>
            <Link to={quotePath(sent._id)} className="btn btn-outline btn-sm">
              {quoteTexts.seeQuote}
            </Link>
          </div>
        )}
        {mustVerify ? (
          <VerifyToOrder />
        ) : open ? (
          <form noValidate onSubmit={(event) => void handleSubmit(send)(event)} className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={quoteLabels.quantity} inputMode="numeric" autoComplete="off" error={errors.quantity?.message} {...register("quantity")} />
              <FormField label={quoteLabels.wantedBy} type="date" min={todayUtc()} error={errors.wantedBy?.message} {...register("wantedBy")} />
            </div>
            {ownPriceFor !== null && (
              <div className="rounded-box bg-base-200 px-4 py-3">
                <p className="mb-1 text-sm font-semibold">{yourPriceTexts.yourPrice}</p>
                <LinePriceSummary tool={tool} quantity={ownPriceFor} />
              </div>
            )}
            <TextAreaField label={quoteLabels.note} rows={3} error={errors.note?.message} {...register("note")} />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn btn-primary" disabled={request.isPending}>
                {request.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                {quoteTexts.sendRequest}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
                {quoteFormTexts.cancel}
              </button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline btn-primary" onClick={() => setOpen(true)}>
              {quoteMessages.requestButton}
            </button>
            <Link to={webRoutes.quotes} className="btn btn-ghost">
              {quoteTexts.myQuotes}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
