import { accountingCodesSchema, formatRate, reportLabels, reportPageTexts, treatmentLabels, type AccountingCodes } from "@shop/contract";
import type { FieldPath } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { QueryView } from "../../../components/QueryView";
import { SubmitButton } from "../../../components/SubmitButton";
import { showSubmitError } from "../../../lib/formErrors";
import { useContractForm } from "../../../lib/useContractForm";
import { useAccountingCodes, useSaveAccountingCodes } from "../api/accountingCodes";

/** The codes of every treatment, as the server answers them (one entry each, in its order). */
function CodesForm({ saved }: { saved: AccountingCodes }) {
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
        const name = code.rate === undefined ? treatmentLabels[code.treatment] : `${treatmentLabels[code.treatment]}, ${formatRate(Math.round(code.rate * 1000))}`;
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

/** The office's revenue and tax account per treatment, which every row of the journal names. */
export function AccountingCodesSection() {
  const codes = useAccountingCodes();
  return (
    <section aria-labelledby="accounting-codes-heading" className="mt-8">
      <h2 id="accounting-codes-heading" className="mb-1 text-lg font-semibold">
        {reportLabels.codesHeading}
      </h2>
      <p className="mb-4 text-sm text-base-content/75">{reportLabels.codesIntro}</p>
      <QueryView query={codes} loadingLabel={reportPageTexts.codesLoading} errorTitle={reportPageTexts.codesLoadFailed}>
        {(data) => <CodesForm saved={data} />}
      </QueryView>
    </section>
  );
}
