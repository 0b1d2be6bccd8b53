import type { ShippingZone, ShippingZoneBody } from "@shop/contract";
import { shippingLabels, shippingMessages, shippingTexts, shippingZoneBodySchema } from "@shop/contract";
import { useId } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { showSubmitError } from "../../../lib/formErrors";
import { useContractForm } from "../../../lib/useContractForm";
import { useCreateShippingZone } from "../api/createShippingZone";
import { useUpdateShippingZone } from "../api/updateShippingZone";
import { CountryPicker } from "./CountryPicker";
import { DialogActions } from "../../../components/admin/FormDialog";

const zoneFields = ["name", "countries", "everywhereElse"] as const;

/** Adds a zone (`zone` null) or edits one: its name, its countries, and whether it takes every other country. */
export function ZoneForm({ zone, onDone }: { zone: ShippingZone | null; onDone: () => void }) {
  const create = useCreateShippingZone();
  const update = useUpdateShippingZone();
  const busy = create.isPending || update.isPending;
  const hintId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(shippingZoneBodySchema, {
    defaultValues: { name: zone?.name ?? "", countries: zone?.countries ?? [], everywhereElse: zone?.everywhereElse ?? false },
  });
  const onSubmit = handleSubmit((body: ShippingZoneBody) => {
    if (busy) return;
    const callbacks = {
      onSuccess: () => {
        toast.success(zone ? shippingMessages.zoneSaved : shippingMessages.zoneAdded);
        onDone();
      },
      onError: (error: unknown) => showSubmitError(error, zoneFields, setError),
    };
    if (zone) update.mutate({ id: zone._id, body }, callbacks);
    else create.mutate(body, callbacks);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label={shippingLabels.zoneName} type="text" autoComplete="off" error={errors.name?.message} {...register("name")} />
      <div className="flex items-start gap-3">
        <input id={`${hintId}-box`} type="checkbox" className="checkbox mt-0.5" aria-describedby={hintId} {...register("everywhereElse")} />
        <div className="flex flex-col">
          <label htmlFor={`${hintId}-box`} className="cursor-pointer text-sm font-medium">
            {shippingLabels.everywhereElse}
          </label>
          <p id={hintId} className="text-xs text-base-content/75">
            {shippingLabels.everywhereElseHint}
          </p>
        </div>
      </div>
      <Controller
        control={control}
        name="countries"
        render={({ field, fieldState }) => <CountryPicker value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message ?? errors.countries?.root?.message} />}
      />
      <DialogActions busy={busy} saveLabel={zone ? shippingTexts.saveZone : shippingTexts.addZone} onCancel={onDone} />
    </form>
  );
}
