import type { AccountPayment } from "@shop/contract";
import { accountRefundLabels, accountRefundMessages, formatCents, formatDollars, refundReasonMax, transferLabels } from "@shop/contract";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { ReferenceField, referenceProblem } from "../../../components/ReferenceField";
import { amountCents } from "../../../lib/allocations";
import { errorMessage } from "../../../lib/api";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { useRefundAccountPayment } from "../api/transfers";
import { FormEnd } from "./FormEnd";

/** What is left of a payment to give back, in cents. */
export const refundableCents = (payment: AccountPayment) => Math.round((payment.amount - (payment.refunded ?? 0)) * 100);

/**
 * Issue 37 (decision 059): the office gives a payment on account back, whole or in part, the way
 * it came: the card, bKash or SSLCommerz are asked by the server; a transfer is given back by the
 * office's own transfer, whose reference it notes here. The server takes it off the unapplied
 * money first, then off the invoices, the latest first, and refuses more than is left.
 */
export function RefundPaymentForm({ companyId, payment, onDone }: { companyId: string; payment: AccountPayment; onDone: () => void }) {
  const refund = useRefundAccountPayment(companyId, payment._id);
  const submission = useSubmissionKey();
  const headingId = useId();
  const leftCents = refundableCents(payment);
  const [amount, setAmount] = useState(() => (leftCents / 100).toFixed(2));
  const [reason, setReason] = useState("");
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; reference?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const byTransfer = payment.method === "transfer";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refund.isPending) return;
    setFailure(null);
    const cents = amountCents(amount);
    const found: typeof errors = {};
    if (cents === null || cents > leftCents) found.amount = accountRefundLabels.amountInvalid(formatCents(leftCents));
    if (!reason.trim()) found.reason = accountRefundLabels.reasonRequired;
    if (byTransfer) found.reference = referenceProblem(reference, accountRefundMessages.referenceRequired);
    setErrors(found);
    if (Object.values(found).some(Boolean) || cents === null) return;
    const body = { amount: cents / 100, reason: reason.trim(), ...(byTransfer && { reference: reference.trim() }) };
    refund.mutate(
      { body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: () => {
          toast.success(accountRefundLabels.done(formatCents(cents)));
          onDone();
        },
        onError: (error) => setFailure(errorMessage(error)),
        onSettled: (_payment, error) => submission.settled(error ?? undefined),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-300 p-5">
      <h3 id={headingId} className="font-display text-lg font-bold">
        {accountRefundLabels.heading}
      </h3>
      <p className="mb-1 text-sm">
        {transferLabels.method[payment.method]} · {payment.reference || formatDollars(payment.amount)}
      </p>
      <p className="mb-4 text-sm text-base-content/75">{accountRefundLabels.intro}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <FormField
            label={accountRefundLabels.amount}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            hint={accountRefundLabels.left(formatCents(leftCents))}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amount}
          />
          <FormField label={accountRefundLabels.reason} name="reason" autoComplete="off" maxLength={refundReasonMax} value={reason} onChange={(event) => setReason(event.target.value)} error={errors.reason} />
          {byTransfer && (
            <ReferenceField label={accountRefundLabels.reference} value={reference} onChange={setReference} error={errors.reference} />
          )}
        </div>
        <FormEnd failure={failure} busy={refund.isPending} submit={accountRefundLabels.submit} onCancel={onDone} />
      </form>
    </section>
  );
}
