import type { AccountPayment } from "@shop/contract";
import { accountPaymentMessages, dollarsToCents, formatCents, formatDollars, transferLabels } from "@shop/contract";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { allocationsOf, problemOf, totalCents, type Chosen } from "../../../lib/allocations";
import { errorMessage } from "../../../lib/api";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { useApplyUnapplied } from "../api/transfers";
import { OpenInvoices } from "./OpenInvoices";
import { FormEnd } from "./FormEnd";

/**
 * Issue 28 (decision 041): the office applies a payment's unapplied money (a transfer's rest, or
 * what no longer fitted when a card payment was confirmed) to the company's open invoices, each in
 * full or in part, never more than is unapplied; the server applies it all or nothing.
 */
export function ApplyUnappliedForm({ companyId, payment, onDone }: { companyId: string; payment: AccountPayment; onDone: () => void }) {
  const apply = useApplyUnapplied(companyId, payment._id);
  const submission = useSubmissionKey();
  const headingId = useId();
  const [chosen, setChosen] = useState<Map<number, Chosen>>(new Map());
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const unappliedCents = dollarsToCents(payment.unapplied);
  const list = [...chosen.values()];
  const applied = totalCents(list);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (apply.isPending) return;
    setFailure(null);
    const problem =
      list.length === 0 ? accountPaymentMessages.selectOne : (list.map(problemOf).find((found) => found !== null) ?? (applied > unappliedCents ? transferLabels.overUnapplied : undefined));
    setError(problem);
    if (problem) return;
    const body = { allocations: allocationsOf(list) };
    apply.mutate(
      { body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: () => {
          toast.success(transferLabels.appliedLater(formatCents(applied), list.length));
          onDone();
        },
        onError: (failed) => setFailure(errorMessage(failed)),
        onSettled: (_payment, failed) => submission.settled(failed ?? undefined),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-300 p-5">
      <h3 id={headingId} className="font-display text-lg font-bold">
        {transferLabels.applyHeading(formatDollars(payment.unapplied))}
      </h3>
      <p className="mb-4 text-sm text-base-content/75">
        {payment.reference || transferLabels.method[payment.method]} · {transferLabels.applyIntro}
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <OpenInvoices companyId={companyId} chosen={chosen} onChange={setChosen} error={error} idPrefix={`apply-${payment._id}`} capCents={unappliedCents} />
        <p aria-live="polite" className="text-sm">
          {transferLabels.applied}: <span className="font-semibold tabular-nums">{formatCents(applied)}</span>
          {unappliedCents > applied && <span className="ml-2 text-base-content/75">({transferLabels.unapplied(formatCents(unappliedCents - applied))})</span>}
        </p>
        <FormEnd failure={failure} busy={apply.isPending} submit={transferLabels.applySubmit} onCancel={onDone} />
      </form>
    </section>
  );
}
