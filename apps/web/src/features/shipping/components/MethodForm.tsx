import type { ShippingMethod, ShippingMethodBody, ShippingMethodForm } from "@shop/contract";
import { MAX_WEIGHT_BANDS, formatCount, shippingLabels, shippingMessages, shippingMethodBodySchema, shippingMethodKindLabels, shippingMethodKinds, shippingTexts } from "@shop/contract";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { toast } from "sonner";
import { FieldFrame } from "../../../components/FieldFrame";
import { FormField } from "../../../components/FormField";
import { showSubmitError } from "../../../lib/formErrors";
import { useContractForm } from "../../../lib/useContractForm";
import { useCreateShippingMethod } from "../api/createShippingMethod";
import { useUpdateShippingMethod } from "../api/updateShippingMethod";
import { DialogActions } from "../../../components/admin/FormDialog";

const methodFields = ["name", "estimate", "kind", "flatPrice", "bands", "stepKg", "stepPrice", "freeAbove", "freeUpToKg"] as const;

const money = (dollars: number | null) => (dollars === null ? "" : dollars.toFixed(2));
const kilos = (kg: number | null) => (kg === null ? "" : String(kg));

/** The form's text for a saved method; a new one starts as a flat price with one empty band ready. */
function formValues(method: ShippingMethod | null): ShippingMethodForm {
  return {
    name: method?.name ?? "",
    estimate: method?.estimate ?? "",
    kind: method?.kind ?? "flat",
    flatPrice: money(method?.flatPrice ?? null),
    bands: method && method.bands.length > 0 ? method.bands.map((band) => ({ upToKg: kilos(band.upToKg), price: money(band.price) })) : [{ upToKg: "", price: "" }],
    stepKg: kilos(method?.stepKg ?? null),
    stepPrice: money(method?.stepPrice ?? null),
    freeAbove: money(method?.freeAbove ?? null),
    freeUpToKg: kilos(method?.freeUpToKg ?? null),
  };
}

/**
 * Adds a method to a zone (`method` null) or edits one. The fields follow the pricing chosen; what
 * was typed for another pricing stays in the form (and is not sent) while the office compares.
 */
export function MethodForm({ zoneId, method, onDone }: { zoneId: string; method: ShippingMethod | null; onDone: () => void }) {
  const create = useCreateShippingMethod();
  const update = useUpdateShippingMethod();
  const busy = create.isPending || update.isPending;
  const {
    register,
    control,
    watch,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(shippingMethodBodySchema, { defaultValues: formValues(method) });
  const bands = useFieldArray({ control, name: "bands" });
  const kind = watch("kind");
  const bandErrors = errors.bands;
  const bandsMessage = bandErrors?.root?.message ?? bandErrors?.message;

  const onSubmit = handleSubmit((body: ShippingMethodBody) => {
    if (busy) return;
    const callbacks = {
      onSuccess: () => {
        toast.success(method ? shippingMessages.methodSaved : shippingMessages.methodAdded);
        onDone();
      },
      onError: (error: unknown) => showSubmitError(error, methodFields, setError),
    };
    if (method) update.mutate({ zoneId, methodId: method._id, body }, callbacks);
    else create.mutate({ zoneId, body }, callbacks);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={shippingLabels.methodName} type="text" autoComplete="off" error={errors.name?.message} {...register("name")} />
        <FormField label={shippingLabels.estimate} type="text" autoComplete="off" hint={shippingLabels.estimateHint} error={errors.estimate?.message} {...register("estimate")} />
      </div>
      <FieldFrame label={shippingLabels.kind} error={errors.kind?.message}>
        {(wiring) => (
          <select {...wiring} className={`select w-full ${errors.kind ? "select-error" : ""}`} {...register("kind")}>
            {shippingMethodKinds.map((value) => (
              <option key={value} value={value}>
                {shippingMethodKindLabels[value]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>

      {kind === "flat" && (
        <div className="sm:max-w-60">
          <FormField label={shippingLabels.flatPrice} type="text" inputMode="decimal" error={errors.flatPrice?.message} {...register("flatPrice")} />
        </div>
      )}

      {kind === "weight" && (
        <>
          <fieldset className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
            <legend className="px-1 text-sm font-medium">{shippingLabels.bands}</legend>
            {bands.fields.map((row, index) => (
              <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
                <FormField
                  label={`${shippingLabels.upToKg} (${formatCount(index + 1)})`}
                  type="text"
                  inputMode="decimal"
                  error={bandErrors?.[index]?.upToKg?.message}
                  {...register(`bands.${index}.upToKg`)}
                />
                <FormField
                  label={`${shippingLabels.bandPrice} (${formatCount(index + 1)})`}
                  type="text"
                  inputMode="decimal"
                  error={bandErrors?.[index]?.price?.message}
                  {...register(`bands.${index}.price`)}
                />
                <button type="button" className="btn btn-ghost btn-square mt-7" aria-label={shippingTexts.removeBand(index + 1)} onClick={() => bands.remove(index)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
            ))}
            {bandsMessage && (
              <p role="alert" className="text-sm text-error">
                {bandsMessage}
              </p>
            )}
            {bands.fields.length < MAX_WEIGHT_BANDS && (
              <button type="button" className="btn btn-outline btn-sm self-start" onClick={() => bands.append({ upToKg: "", price: "" })}>
                <Plus className="size-4" aria-hidden="true" />
                {shippingTexts.addBand}
              </button>
            )}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={shippingLabels.stepKg} type="text" inputMode="decimal" hint={shippingLabels.stepHint} error={errors.stepKg?.message} {...register("stepKg")} />
            <FormField label={shippingLabels.stepPrice} type="text" inputMode="decimal" error={errors.stepPrice?.message} {...register("stepPrice")} />
          </div>
        </>
      )}

      {kind !== "collect" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={shippingLabels.freeAbove} type="text" inputMode="decimal" hint={shippingLabels.freeAboveHint} error={errors.freeAbove?.message} {...register("freeAbove")} />
          <FormField label={shippingLabels.freeUpToKg} type="text" inputMode="decimal" hint={shippingLabels.freeUpToKgHint} error={errors.freeUpToKg?.message} {...register("freeUpToKg")} />
        </div>
      )}

      <DialogActions busy={busy} saveLabel={method ? shippingTexts.saveMethod : shippingTexts.addMethod} onCancel={onDone} />
    </form>
  );
}
