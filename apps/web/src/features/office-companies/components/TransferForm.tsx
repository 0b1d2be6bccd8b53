import type { CompanyInvoice, OfficeCompany } from "@shop/contract";
import { accountPaymentMessages, formatCents, formatDollars, invoiceLabel, TRANSFER_REFERENCE_MAX, transferLabels } from "@shop/contract";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { QueryView } from "../../../components/QueryView";
import { SubmitButton } from "../../../components/SubmitButton";
import { amountCents, choose, problemOf, totalCents, type Chosen } from "../../../lib/allocations";
import { errorMessage } from "../../../lib/api";
import { formatCalendarDay } from "../../../lib/dates";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { useOpenInvoicesOf, useRecordTransfer } from "../api/transfers";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Issue 28: the office records a bank transfer the company made (its amount, the day it arrived,
 * its reference) against one or several of its open invoices, each in full or in part. What the
 * invoices do not take stays unapplied on the company's account. Applied at once by the server.
 */
export function TransferForm({ company }: { company: OfficeCompany }) {
  const invoices = useOpenInvoicesOf(company._id);
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
  const toggle = (invoice: CompanyInvoice, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(invoice.number, choose(invoice));
      else next.delete(invoice.number);
      return next;
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    setFailure(null);
    const found: typeof errors = {};
    if (received === null) found.amount = `${transferLabels.amount} must be more than 0, with at most 2 decimals`;
    if (!reference.trim()) found.reference = `${transferLabels.reference} is required`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn)) found.receivedOn = `${transferLabels.receivedOn} must be a date`;
    if (list.length === 0) found.invoices = accountPaymentMessages.selectOne;
    else if (list.some((one) => problemOf(one) !== null)) found.invoices = list.map(problemOf).find((problem) => problem !== null) ?? undefined;
    else if (received !== null && applied > received) found.invoices = accountPaymentMessages.overAmount;
    setErrors(found);
    if (Object.values(found).some(Boolean) || received === null) return;
    const body = {
      amount: received / 100,
      receivedOn,
      reference: reference.trim(),
      allocations: [...list].sort((a, b) => a.number - b.number).map((one) => ({ invoiceNumber: one.number, amount: (amountCents(one.amount) ?? 0) / 100 })),
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
          <FormField
            label={transferLabels.reference}
            name="reference"
            autoComplete="off"
            maxLength={TRANSFER_REFERENCE_MAX}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={errors.reference}
          />
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.invoices ? "transfer-invoices-error" : undefined}>
          <legend className="mb-2 text-sm font-medium">{transferLabels.invoices}</legend>
          <QueryView query={invoices} loadingLabel="Loading the open invoices" errorTitle="We could not load the open invoices.">
            {({ items }) =>
              items.length === 0 ? (
                <p className="rounded-box bg-base-200 px-4 py-3 text-base-content/80">{transferLabels.noOpenInvoices}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300">
                  {items.map((invoice) => {
                    const label = invoiceLabel(invoice.number);
                    const one = chosen.get(invoice.number);
                    return (
                      <li key={invoice.number} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                        <label className="flex cursor-pointer items-center gap-3">
                          <input
                            type="checkbox"
                            className="checkbox checkbox-sm checkbox-primary"
                            aria-label={transferLabels.apply(label)}
                            checked={one !== undefined}
                            onChange={(event) => toggle(invoice, event.target.checked)}
                          />
                          <span className="flex flex-col">
                            <span className="font-mono font-semibold">{label}</span>
                            <span className="text-sm text-base-content/75">
                              {formatDollars(invoice.balance)} open{invoice.dueDate ? ` · due ${formatCalendarDay(invoice.dueDate)}` : ""}
                              {invoice.status === "overdue" ? " · overdue" : ""}
                            </span>
                          </span>
                        </label>
                        {one && (
                          <label className="flex items-center gap-2">
                            <span className="text-sm">{transferLabels.applied}</span>
                            <input
                              type="text"
                              inputMode="decimal"
                              aria-label={transferLabels.applyAmount(label)}
                              className="input input-sm w-28 text-right tabular-nums"
                              value={one.amount}
                              onChange={(event) => {
                                const value = event.target.value;
                                setChosen((current) => new Map(current).set(invoice.number, { ...one, amount: value }));
                              }}
                            />
                          </label>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )
            }
          </QueryView>
          {errors.invoices && (
            <p id="transfer-invoices-error" className="text-sm text-error">
              {errors.invoices}
            </p>
          )}
        </fieldset>
        <p aria-live="polite" className="text-sm">
          {transferLabels.applied}: <span className="font-semibold tabular-nums">{formatCents(applied)}</span>
          {received !== null && received > applied && <span className="ml-2 text-base-content/75">({transferLabels.unapplied(formatCents(received - applied))})</span>}
        </p>
        {failure && (
          <p role="alert" className="font-medium text-error">
            {failure}
          </p>
        )}
        <div>
          <SubmitButton busy={record.isPending}>{transferLabels.submit}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
