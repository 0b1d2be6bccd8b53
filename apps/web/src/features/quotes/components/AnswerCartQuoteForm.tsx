import type { AnswerQuoteBody, QuoteDetail } from "@shop/contract";
import { answerQuoteBodySchema, cartQuoteTexts, formatCount, QUOTE_MAX_VALID_DAYS, quoteFormTexts, quoteLabels, quoteMessages, quoteTexts } from "@shop/contract";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormField } from "../../../components/FormField";
import { ApiError, errorMessage } from "../../../lib/api";
import { formatDollars } from "../../../lib/price";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { useAnswerQuote } from "../api/quotes";
import { addDays, formatDay, todayUtc } from "./dates";

/** A cent-exact dollars sum (the amounts are dollars with at most two decimals). */
const dollars = (cents: number) => cents / 100;
const cents = (amount: number) => Math.round(amount * 100);

/**
 * The office's offer for a cart's quote: a unit price per line, the freight (optional: none
 * charges the shop's shipping rates) and the last day, confirmed in a dialog with the total, as
 * a one-tool offer is. The decline form stays the one-tool quote's.
 */
export function AnswerCartQuoteForm({ quote }: { quote: QuoteDetail }) {
  const lines = quote.lines ?? [];
  const answer = useAnswerQuote();
  const submission = useSubmissionKey();
  const [prices, setPrices] = useState<string[]>(() => lines.map(() => ""));
  const [freight, setFreight] = useState("");
  const [validUntil, setValidUntil] = useState(addDays(todayUtc(), 14));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<AnswerQuoteBody | null>(null);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const body = { action: "offer" as const, lines: prices.map((unitPrice) => ({ unitPrice })), validUntil, ...(freight.trim() ? { freight } : {}) };
    const parsed = answerQuoteBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message])));
      return;
    }
    setErrors({});
    setPending(body);
  };

  const send = () => {
    if (!pending) return;
    answer.mutate(
      { id: quote._id, body: pending, idempotencyKey: submission.keyFor({ id: quote._id, body: pending }) },
      {
        onSuccess: () => {
          toast.success(quoteMessages.offered);
          setPending(null);
        },
        onError: (error) => {
          toast.error(errorMessage(error));
          setPending(null);
          if (error instanceof ApiError) setErrors(Object.fromEntries(error.fields.map((field) => [field.path.replace(/^body\./, ""), field.message])));
        },
        onSettled: (_quote, error) => submission.settled(error ?? undefined),
      },
    );
  };

  const total = () => {
    if (!pending || pending.action !== "offer") return "";
    const goods = (pending.lines ?? []).reduce((sum, line, i) => sum + cents(Number(line.unitPrice)) * (lines[i]?.quantity ?? 0), 0);
    const carriage = pending.freight === undefined ? 0 : cents(Number(pending.freight));
    const all = formatDollars(dollars(goods + carriage));
    const day = formatDay(pending.validUntil);
    return carriage ? quoteFormTexts.cartOfferSummaryFreight(lines.length, all, formatDollars(dollars(carriage)), day) : quoteFormTexts.cartOfferSummary(lines.length, all, day);
  };

  return (
    <section aria-labelledby="cart-offer-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <form noValidate className="card-body gap-4 p-6" onSubmit={review}>
        <h2 id="cart-offer-heading" className="font-display text-xl font-bold">
          {cartQuoteTexts.offerHeading}
        </h2>
        {lines.map((line, i) => (
          <FormField
            key={`${line.productId ?? "gone"}-${i}`}
            label={quoteLabels.lineUnitPrice(line.product)}
            inputMode="decimal"
            autoComplete="off"
            hint={quoteFormTexts.lineHint(formatCount(line.quantity), formatDollars(line.listUnitPrice))}
            value={prices[i] ?? ""}
            onChange={({ target: { value } }) => setPrices((current) => current.map((price, j) => (j === i ? value : price)))}
            error={errors[`lines.${i}.unitPrice`] ?? (i === 0 ? errors.lines : undefined)}
          />
        ))}
        <FormField label={quoteLabels.freight} inputMode="decimal" autoComplete="off" hint={quoteFormTexts.freightHint} value={freight} onChange={(event) => setFreight(event.target.value)} error={errors.freight} />
        <FormField
          label={quoteLabels.validUntil}
          type="date"
          min={todayUtc()}
          max={addDays(todayUtc(), QUOTE_MAX_VALID_DAYS)}
          value={validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
          error={errors.validUntil}
        />
        <button type="submit" className="btn btn-primary self-start" disabled={answer.isPending}>
          {quoteTexts.sendOffer}
        </button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        question={quoteTexts.confirmOffer}
        detail={total()}
        confirmLabel={quoteTexts.sendOffer}
        busy={answer.isPending}
        onConfirm={send}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
