import type { OfficeCompany } from "@shop/contract";
import { accountPaymentMessages, formatCents, formatDollars, transferLabels } from "@shop/contract";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { ReferenceField, referenceProblem } from "../../../components/ReferenceField";
import { allocationsOf, amountCents, problemOf, totalCents, type Chosen } from "../../../lib/allocations";
import { errorMessage } from "../../../lib/api";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { useRecordTransfer } from "../api/transfers";
import { OpenInvoices } from "./OpenInvoices";
import { FormEnd } from "./FormEnd";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Issue 28: the office records a bank transfer the company made (its amount, the day it arrived,
 * its reference) against one or several of its open invoices, each in full or in part. What the
 * invoices do not take stays unapplied on the company's account. Applied at once by the server.
 */
export function TransferForm({ company }: { company: OfficeCompany }) {
  const record = useRecordTransfer(company._id);
  const submission = useSubmissionKey();
  const [amount, setAmount] = useState("");
  const [receivedOn, setReceivedOn] = useState(today);
  const [reference, setReference] = useState("");
  const [chosen, setChosen] = useState<Map<number, Chosen>>(new Map());
  const [errors, setErrors] = useState<{ amount?: string; reference?: string; receivedOn?: string; invoices?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const list = [...chosen.values()];
  const applied = totalCents(list);
  const received = amountCents(amount);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    setFailure(null);
    const found: typeof errors = {};
    if (received === null) found.amount = accountPaymentMessages.transferAmountInvalid(transferLabels.amount);
    found.reference = referenceProblem(reference, accountPaymentMessages.transferReferenceRequired(transferLabels.reference));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn)) found.receivedOn = accountPaymentMessages.transferDateInvalid(transferLabels.receivedOn);
    // No invoice chosen: the transfer is kept whole on the company's account, applied later.
    if (list.some((one) => problemOf(one) !== null)) found.invoices = list.map(problemOf).find((problem) => problem !== null) ?? undefined;
    else if (received !== null && applied > received) found.invoices = accountPaymentMessages.overAmount;
    setErrors(found);
    if (Object.values(found).some(Boolean) || received === null) return;
    const body = {
      amount: received / 100,
      receivedOn,
      reference: reference.trim(),
      allocations: allocationsOf(list),
    };
    record.mutate(
      { body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: (payment) => {
          toast.success(transferLabels.recorded(formatDollars(payment.amount), payment.allocations.length));
          setAmount("");
          setReference("");
          setChosen(new Map());
        },
        onError: (error) => setFailure(errorMessage(error)),
        onSettled: (_payment, error) => submission.settled(error ?? undefined),
      },
    );
  };

  return (
    <section aria-labelledby="record-transfer" className="rounded-box border border-base-300 p-5">
      <h2 id="record-transfer" className="font-display text-xl font-bold">
        {transferLabels.heading}
      </h2>
      <p className="mb-4 text-sm text-base-content/75">{transferLabels.intro}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <FormField label={transferLabels.amount} name="amount" inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} error={errors.amount} />
          <FormField label={transferLabels.receivedOn} name="receivedOn" type="date" value={receivedOn} max={today()} onChange={(event) => setReceivedOn(event.target.value)} error={errors.receivedOn} />
          <ReferenceField label={transferLabels.reference} value={reference} onChange={setReference} error={errors.reference} />
        </div>
        <OpenInvoices companyId={company._id} chosen={chosen} onChange={setChosen} error={errors.invoices} idPrefix="transfer" />
        <p aria-live="polite" className="text-sm">
          {transferLabels.applied}: <span className="font-semibold tabular-nums">{formatCents(applied)}</span>
          {received !== null && received > applied && <span className="ml-2 text-base-content/75">({transferLabels.unapplied(formatCents(received - applied))})</span>}
        </p>
        <FormEnd failure={failure} busy={record.isPending} submit={transferLabels.submit} />
      </form>
    </section>
  );
}
