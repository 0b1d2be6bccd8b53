import type { AnswerQuoteBody, Quote, QuoteDetail } from "@shop/contract";
import { answerQuoteBodySchema, formatCount, QUOTE_MAX_VALID_DAYS, quoteFormTexts, quoteLabels, quoteMessages, quoteTexts } from "@shop/contract";
import { useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormField } from "../../../components/FormField";
import { TextAreaField } from "../../../components/TextAreaField";
import { errorMessage } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { formatDollars } from "../../../lib/price";
import { useAnswerQuote } from "../api/quotes";
import { addDays, formatDay, todayUtc } from "./dates";
import { useContractForm } from "../../../lib/useContractForm";
import { AnswerCartQuoteForm } from "./AnswerCartQuoteForm";
import { isCartQuote } from "./CartQuote";

const [offerOption, declineOption] = answerQuoteBodySchema.options;
const offerSchema = offerOption.omit({ action: true });
const declineSchema = declineOption.omit({ action: true });
type OfferValues = z.input<typeof offerSchema>;
type DeclineValues = z.input<typeof declineSchema>;

/**
 * The office's answer to a requested quote: an offer (unit price, valid until) or a refusal with
 * its reason. Either is confirmed in a dialog first: the buyer is mailed at once and a quote is
 * answered only once.
 */
export function AnswerQuoteForms({ quote }: { quote: Quote | QuoteDetail }) {
  const answer = useAnswerQuote();
  // The buyer is mailed the answer: a retry after a lost answer resends the first key.
  const submission = useSubmissionKey();
  const [pending, setPending] = useState<AnswerQuoteBody | null>(null);
  const offer = useContractForm(offerSchema, { defaultValues: { unitPrice: "", validUntil: addDays(todayUtc(), 14) } satisfies OfferValues });
  const decline = useContractForm(declineSchema, { defaultValues: { reason: "" } satisfies DeclineValues });

  const send = () => {
    if (!pending) return;
    answer.mutate(
      { id: quote._id, body: pending, idempotencyKey: submission.keyFor({ id: quote._id, body: pending }) },
      {
        onSuccess: () => {
          toast.success(pending.action === "offer" ? quoteMessages.offered : quoteMessages.declined);
          setPending(null);
        },
        onError: (error) => {
          toast.error(errorMessage(error));
          setPending(null);
          if (pending.action === "offer") applyServerFieldErrors(error, ["unitPrice", "validUntil"] as const, offer.setError);
          else applyServerFieldErrors(error, ["reason"] as const, decline.setError);
        },
        onSettled: (_quote, error) => submission.settled(error ?? undefined),
      },
    );
  };

  const detail = (() => {
    if (!pending) return undefined;
    if (pending.action === "decline") return `${formatCount(quote.quantity)} × ${quote.product}: ${pending.reason}`;
    const unit = Number(pending.unitPrice);
    return quoteFormTexts.offerSummary(formatCount(quote.quantity), quote.product, formatDollars(unit), formatDollars(Math.round(unit * 100 * quote.quantity) / 100), formatDay(pending.validUntil));
  })();

  return (
    <div className="grid gap-6 md:grid-cols-2">
      {/* Issue 35: a cart's quote is priced line by line. */}
      {"lines" in quote && isCartQuote(quote) ? <AnswerCartQuoteForm quote={quote} /> : <section aria-labelledby="offer-heading" className="card border border-base-300 bg-base-100 shadow-sm">
        <form
          noValidate
          className="card-body gap-4 p-6"
          onSubmit={(event) => void offer.handleSubmit((values) => setPending({ action: "offer", ...values }))(event)}
        >
          <h2 id="offer-heading" className="font-display text-xl font-bold">
            {quoteTexts.offerHeading}
          </h2>
          <FormField
            label={quoteLabels.unitPrice}
            inputMode="decimal"
            autoComplete="off"
            hint={quoteFormTexts.listPriceHint(formatDollars(quote.listUnitPrice))}
            error={offer.formState.errors.unitPrice?.message}
            {...offer.register("unitPrice")}
          />
          <FormField
            label={quoteLabels.validUntil}
            type="date"
            min={todayUtc()}
            max={addDays(todayUtc(), QUOTE_MAX_VALID_DAYS)}
            error={offer.formState.errors.validUntil?.message}
            {...offer.register("validUntil")}
          />
          <button type="submit" className="btn btn-primary self-start" disabled={answer.isPending}>
            {quoteTexts.sendOffer}
          </button>
        </form>
      </section>}
      <section aria-labelledby="decline-heading" className="card border border-base-300 bg-base-100 shadow-sm">
        <form
          noValidate
          className="card-body gap-4 p-6"
          onSubmit={(event) => void decline.handleSubmit((values) => setPending({ action: "decline", ...values }))(event)}
        >
          <h2 id="decline-heading" className="font-display text-xl font-bold">
            {quoteTexts.declineHeading}
          </h2>
          <TextAreaField label={quoteLabels.reason} rows={3} error={decline.formState.errors.reason?.message} {...decline.register("reason")} />
          <button type="submit" className="btn btn-outline btn-error self-start" disabled={answer.isPending}>
            {quoteTexts.sendDecline}
          </button>
        </form>
      </section>
      <ConfirmDialog
        open={pending !== null}
        question={pending?.action === "decline" ? quoteTexts.confirmDecline : quoteTexts.confirmOffer}
        detail={detail}
        confirmLabel={pending?.action === "decline" ? quoteTexts.sendDecline : quoteTexts.sendOffer}
        busy={answer.isPending}
        onConfirm={send}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
