import type { TaxRate, TaxRateBody } from "@shop/contract";
import { shippingMessages, shippingTexts, taxLabels, taxRateBodySchema } from "@shop/contract";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { showSubmitError } from "../../../lib/formErrors";
import { useContractForm } from "../../../lib/useContractForm";
import { useCreateTaxRate } from "../api/createTaxRate";
import { useUpdateTaxRate } from "../api/updateTaxRate";
import { DialogActions } from "../../../components/admin/FormDialog";
import { CountrySelect } from "../../../components/CountrySelect";

const rateFields = ["country", "region", "postalPrefixes", "name", "rate", "reducedRate"] as const;

/** Adds a rate (`rate` null) or edits one: a country's own, or a region's found by postal code prefixes. */
export function TaxRateForm({ rate, onDone }: { rate: TaxRate | null; onDone: () => void }) {
  const create = useCreateTaxRate();
  const update = useUpdateTaxRate();
  const busy = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(taxRateBodySchema, {
    defaultValues: {
      country: rate?.country ?? "",
      region: rate?.region ?? "",
      // Typed as one line, "SW1A, SW1P"; the schema splits it.
      postalPrefixes: rate?.postalPrefixes.join(", ") ?? "",
      name: rate?.name ?? "",
      rate: rate ? String(rate.rate) : "",
      reducedRate: rate?.reducedRate == null ? "" : String(rate.reducedRate),
    },
  });
  const onSubmit = handleSubmit((body: TaxRateBody) => {
    if (busy) return;
    const callbacks = {
      onSuccess: () => {
        toast.success(rate ? shippingMessages.rateSaved : shippingMessages.rateAdded);
        onDone();
      },
      onError: (error: unknown) => showSubmitError(error, rateFields, setError),
    };
    if (rate) update.mutate({ id: rate._id, body }, callbacks);
    else create.mutate(body, callbacks);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <CountrySelect label={taxLabels.country} placeholder={shippingTexts.chooseCountry} error={errors.country?.message} {...register("country")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={taxLabels.region} type="text" autoComplete="off" hint={taxLabels.regionHint} error={errors.region?.message} {...register("region")} />
        <FormField
          label={taxLabels.postalPrefixes}
          type="text"
          autoComplete="off"
          hint={taxLabels.postalPrefixesHint}
          error={errors.postalPrefixes?.message}
          {...register("postalPrefixes")}
        />
        <FormField label={taxLabels.name} type="text" autoComplete="off" hint={taxLabels.nameHint} error={errors.name?.message} {...register("name")} />
        <FormField label={taxLabels.rate} type="text" inputMode="decimal" error={errors.rate?.message} {...register("rate")} />
        <FormField
          label={taxLabels.reducedRate}
          type="text"
          inputMode="decimal"
          hint={taxLabels.reducedRateHint}
          error={errors.reducedRate?.message}
          {...register("reducedRate")}
        />
      </div>
      <DialogActions busy={busy} saveLabel={rate ? shippingTexts.saveRate : shippingTexts.addRate} onCancel={onDone} />
    </form>
  );
}
