import type { CompanyInvoice } from "@shop/contract";
import { formatDollars, invoiceLabel, officePaymentTexts, transferLabels } from "@shop/contract";
import { QueryView } from "../../../components/QueryView";
import { choose, totalCents, type Chosen } from "../../../lib/allocations";
import { formatCalendarDay } from "../../../lib/dates";
import { useOpenInvoicesOf } from "../api/transfers";

interface OpenInvoicesProps {
  companyId: string;
  chosen: ReadonlyMap<number, Chosen>;
  onChange: (next: Map<number, Chosen>) => void;
  error: string | undefined;
  /** Keeps the ids of two such lists on one page apart. */
  idPrefix: string;
  /** The most the chosen amounts may add up to (cents): an invoice chosen is offered what is left of it, not more. */
  capCents?: number;
}

/**
 * Issue 28: the company's open invoices to tick, each with the amount applied to it (its balance
 * unless changed: a part payment). The office's transfer form and its form that applies a
 * payment's unapplied money later both choose with it.
 */
export function OpenInvoices({ companyId, chosen, onChange, error, idPrefix, capCents }: OpenInvoicesProps) {
  const invoices = useOpenInvoicesOf(companyId);
  const toggle = (invoice: CompanyInvoice, on: boolean) => {
    const next = new Map(chosen);
    if (on) {
      const one = choose(invoice);
      const left = capCents === undefined ? one.balanceCents : Math.max(0, capCents - totalCents([...chosen.values()]));
      next.set(invoice.number, left < one.balanceCents ? { ...one, amount: (left / 100).toFixed(2) } : one);
    } else next.delete(invoice.number);
    onChange(next);
  };
  const errorId = `${idPrefix}-invoices-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{transferLabels.invoices}</legend>
      <QueryView query={invoices} loadingLabel={officePaymentTexts.invoicesLoading} errorTitle={officePaymentTexts.invoicesLoadError}>
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
                          {officePaymentTexts.open(formatDollars(invoice.balance))}
                          {invoice.dueDate ? officePaymentTexts.due(formatCalendarDay(invoice.dueDate)) : ""}
                          {invoice.status === "overdue" ? officePaymentTexts.overdue : ""}
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
                          onChange={(event) => onChange(new Map(chosen).set(invoice.number, { ...one, amount: event.target.value }))}
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
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

