import type { OfficeCompany, PaymentTerms } from "@shop/contract";
import { creditTermsFormSchema, creditTermsLabels, formatDollars, invoiceLabel, paymentTermsLabels, paymentTermsSchema, paymentTermsValues } from "@shop/contract";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FieldFrame } from "../../../components/FieldFrame";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { errorMessage } from "../../../lib/api";
import { formatCalendarDay } from "../../../lib/dates";
import { usePatchOfficeCompany } from "../api/companies";

/**
 * Issue 28 (decision 041): the office sets how a company pays and how much it may owe. Beside
 * them, what its invoices leave open now and, if one is overdue beyond the hold, which.
 */
export function CreditTermsSection({ company }: { company: OfficeCompany }) {
  const patch = usePatchOfficeCompany(company._id);
  const [terms, setTerms] = useState<PaymentTerms>(company.paymentTerms);
  const [limit, setLimit] = useState(String(company.creditLimit));
  const [errors, setErrors] = useState<{ paymentTerms?: string; creditLimit?: string }>({});
  const notInvoiced = company.notInvoiced ?? 0;
  const available = Math.max(0, company.creditLimit - company.openBalance - notInvoiced);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (patch.isPending) return;
    const parsed = creditTermsFormSchema.safeParse({ paymentTerms: terms, creditLimit: limit });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "paymentTerms" || field === "creditLimit") && next[field] === undefined) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    patch.mutate(parsed.data, {
      onSuccess: (changed) => {
        setLimit(String(changed.creditLimit));
        toast.success(creditTermsLabels.saved(changed.name));
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <section aria-labelledby="company-terms" className="rounded-box border border-base-300 p-5">
      <h2 id="company-terms" className="mb-3 font-display text-xl font-bold">
        {creditTermsLabels.heading}
      </h2>
      <dl className="mb-4 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{creditTermsLabels.openBalance}</dt>
        <dd className="tabular-nums">{formatDollars(company.openBalance)}</dd>
        {notInvoiced > 0 && (
          <>
            <dt className="font-medium">{creditTermsLabels.notInvoiced}</dt>
            <dd className="tabular-nums">{formatDollars(notInvoiced)}</dd>
          </>
        )}
        {company.paymentTerms !== "prepaid" && (
          <>
            <dt className="font-medium">{creditTermsLabels.available}</dt>
            <dd className="tabular-nums">{formatDollars(available)}</dd>
          </>
        )}
      </dl>
      {company.paymentTerms === "prepaid" && <p className="mb-4 text-sm text-base-content/75">{creditTermsLabels.prepaidNote}</p>}
      {company.creditHold && (
        <p role="status" className="mb-4 rounded-box border border-warning/60 bg-warning/10 px-4 py-3 font-medium">
          {creditTermsLabels.holdNote(invoiceLabel(company.creditHold.invoiceNumber), formatCalendarDay(company.creditHold.dueDate))}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 items-start gap-4 md:grid-cols-[1fr_1fr_auto]">
        <FieldFrame label={creditTermsLabels.paymentTerms} error={errors.paymentTerms}>
          {(control) => (
            <select
              {...control}
              className="select w-full"
              value={terms}
              onChange={(event) => {
                const picked = paymentTermsSchema.safeParse(event.target.value);
                if (picked.success) setTerms(picked.data);
              }}
            >
              {paymentTermsValues.map((value) => (
                <option key={value} value={value}>
                  {paymentTermsLabels[value]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FormField label={creditTermsLabels.creditLimit} type="text" inputMode="decimal" autoComplete="off" value={limit} error={errors.creditLimit} onChange={(event) => setLimit(event.target.value)} />
        <div className="md:mt-7">
          <SubmitButton busy={patch.isPending}>{creditTermsLabels.save}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
