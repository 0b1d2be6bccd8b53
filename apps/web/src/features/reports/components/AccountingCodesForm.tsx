import { formatRateIn, reportLabels, treatmentLabels, type AccountingCodes } from "@shop/contract";
import type { FieldPath } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { showSubmitError } from "../../../lib/formErrors";
import { lazySchema } from "../../../lib/schemas";
import { useContractForm } from "../../../lib/useContractForm";
import { useSaveAccountingCodes } from "../api/accountingCodes";

// Loaded (with zod) when the codes are first checked: the report hydrates without them.
const accountingCodesSchema = lazySchema("accountingCodesSchema");

/**
 * The codes of every treatment, as the server answers them (one entry each, in its order). In a
 * chunk of its own with react-hook-form and zod: the report's page keeps the server's HTML of it
 * until the browser is idle or the office reaches for it (lib/deferredForms.tsx).
 */
export function CodesForm({ saved }: { saved: AccountingCodes }) {
  const save = useSaveAccountingCodes();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(accountingCodesSchema, { values: saved });
  const fields = saved.codes.flatMap((_, i) => [`codes.${String(i)}.revenueAccount`, `codes.${String(i)}.taxAccount`] as FieldPath<AccountingCodes>[]);
  const onSubmit = handleSubmit((body) => {
    if (save.isPending) return;
    save.mutate(body, { onSuccess: () => toast.success(reportLabels.codesSaved), onError: (error) => showSubmitError(error, fields, setError) });
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={reportLabels.codesHeading} className="flex flex-col gap-4">
      {saved.codes.map((code, i) => {
        // Issue 36: a treatment's row for one rate (set through the API) is named with its rate.
        const name = code.rate === undefined ? treatmentLabels[code.treatment] : `${treatmentLabels[code.treatment]}, ${formatRateIn(Math.round(code.rate * 1000))}`;
        return (
          <fieldset key={`${code.treatment}:${String(code.rate ?? "")}`} className="grid gap-3 sm:grid-cols-[12rem_1fr_1fr] sm:items-start">
            <legend className="sr-only">{name}</legend>
            <p aria-hidden="true" className="text-sm font-medium sm:pt-8">
              {name}
            </p>
            <FormField
              label={`${reportLabels.revenueAccount} (${name})`}
              type="text"
              autoComplete="off"
              error={errors.codes?.[i]?.revenueAccount?.message}
              {...register(`codes.${i}.revenueAccount`)}
            />
            <FormField
              label={`${reportLabels.taxAccount} (${name})`}
              type="text"
              autoComplete="off"
              error={errors.codes?.[i]?.taxAccount?.message}
              {...register(`codes.${i}.taxAccount`)}
            />
          </fieldset>
        );
      })}
      <div>
        <SubmitButton busy={save.isPending}>{reportLabels.saveCodes}</SubmitButton>
      </div>
    </form>
  );
}
