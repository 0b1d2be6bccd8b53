import type { DiscountCode, DiscountCodeBody } from "@shop/contract";
import { categoryName, discountCodeBodySchema, discountKindLabels, discountKinds, discountLabels, discountMessages, discountPageTexts, discountTexts } from "@shop/contract";
import { useId, useState } from "react";
import { useController } from "react-hook-form";
import { toast } from "sonner";
import { FieldFrame } from "../../../components/FieldFrame";
import { FormField } from "../../../components/FormField";
import { Spinner } from "../../../components/Loading";
import { useCategories } from "../../../lib/categories";
import { showSubmitError } from "../../../lib/formErrors";
import { useContractForm } from "../../../lib/useContractForm";
import { useCreateDiscountCode } from "../api/createDiscountCode";
import { useUpdateDiscountCode } from "../api/updateDiscountCode";
import { DialogActions } from "../../../components/admin/FormDialog";
import { ToolPicker } from "./ToolPicker";

const codeFields = ["code", "kind", "percent", "amount", "minOrder", "startsOn", "endsOn", "maxUses", "maxUsesPerCustomer", "toolIds", "categoryIds", "active"] as const;

/** A saved number as the form's text: empty for none. */
const asText = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** Adds a code (`code` null) or edits one, its value, limits, dates and the tools it applies to. */
export function DiscountCodeForm({ code, onDone }: { code: DiscountCode | null; onDone: () => void }) {
  const create = useCreateDiscountCode();
  const update = useUpdateDiscountCode();
  const busy = create.isPending || update.isPending;
  const {
    register,
    control,
    watch,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(discountCodeBodySchema, {
    defaultValues: {
      code: code?.code ?? "",
      kind: code?.kind ?? "percent",
      percent: asText(code?.percent),
      amount: asText(code?.amount),
      // A minimum of 0 is no minimum: the input shows it empty.
      minOrder: code && code.minOrder > 0 ? String(code.minOrder) : "",
      startsOn: code?.startsOn ?? "",
      endsOn: code?.endsOn ?? "",
      maxUses: asText(code?.maxUses),
      maxUsesPerCustomer: asText(code?.maxUsesPerCustomer),
      toolIds: code?.toolIds ?? [],
      categoryIds: code?.categoryIds ?? [],
      active: code?.active ?? true,
    },
  });
  const kind = watch("kind");
  const activeHintId = useId();
  const tools = useController({ control, name: "toolIds" });
  const chosenCategories = useController({ control, name: "categoryIds" });
  const [toolNames, setToolNames] = useState(() => new Map((code?.tools ?? []).map((tool) => [tool._id, tool.name])));

  const onSubmit = handleSubmit((body: DiscountCodeBody) => {
    if (busy) return;
    const callbacks = {
      onSuccess: () => {
        toast.success(code ? discountMessages.saved : discountMessages.added);
        onDone();
      },
      onError: (error: unknown) => showSubmitError(error, codeFields, setError),
    };
    if (code) update.mutate({ id: code._id, body }, callbacks);
    else create.mutate(body, callbacks);
  });

  const toolIds = tools.field.value ?? [];
  const categoryIds = chosenCategories.field.value ?? [];
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={discountLabels.code}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={discountLabels.codeHint}
          error={errors.code?.message}
          {...register("code")}
        />
        <FieldFrame label={discountLabels.kind} error={errors.kind?.message}>
          {(wiring) => (
            <select {...wiring} className={`select w-full ${errors.kind ? "select-error" : ""}`} {...register("kind")}>
              {discountKinds.map((option) => (
                <option key={option} value={option}>
                  {discountKindLabels[option]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {kind === "fixed" ? (
          <FormField key="amount" label={discountLabels.amount} type="text" inputMode="decimal" error={errors.amount?.message} {...register("amount")} />
        ) : (
          <FormField key="percent" label={discountLabels.percent} type="text" inputMode="decimal" error={errors.percent?.message} {...register("percent")} />
        )}
        <FormField label={discountLabels.minOrder} type="text" inputMode="decimal" hint={discountLabels.minOrderHint} error={errors.minOrder?.message} {...register("minOrder")} />
        <FormField label={discountLabels.startsOn} type="date" hint={discountLabels.datesHint} error={errors.startsOn?.message} {...register("startsOn")} />
        <FormField label={discountLabels.endsOn} type="date" hint={discountLabels.datesHint} error={errors.endsOn?.message} {...register("endsOn")} />
        <FormField label={discountLabels.maxUses} type="text" inputMode="numeric" hint={discountLabels.limitHint} error={errors.maxUses?.message} {...register("maxUses")} />
        <FormField
          label={discountLabels.maxUsesPerCustomer}
          type="text"
          inputMode="numeric"
          hint={discountLabels.limitHint}
          error={errors.maxUsesPerCustomer?.message}
          {...register("maxUsesPerCustomer")}
        />
      </div>
      <p className="text-sm text-base-content/75">{discountLabels.scopeHint}</p>
      <CategoryChoice
        value={categoryIds}
        onChange={(next) => chosenCategories.field.onChange(next)}
        error={errors.categoryIds?.message}
      />
      <ToolPicker
        value={toolIds}
        names={toolNames}
        onAdd={(tool) => {
          setToolNames((known) => new Map(known).set(tool._id, tool.name));
          if (!toolIds.includes(tool._id)) tools.field.onChange([...toolIds, tool._id]);
        }}
        onRemove={(id) => tools.field.onChange(toolIds.filter((toolId) => toolId !== id))}
        error={errors.toolIds?.message}
      />
      <label className="flex cursor-pointer items-start gap-3">
        <input type="checkbox" className="checkbox mt-0.5" aria-describedby={activeHintId} {...register("active")} />
        <span className="flex flex-col">
          <span className="text-sm font-medium">{discountLabels.active}</span>
          <span id={activeHintId} className="text-xs text-base-content/75">
            {discountLabels.activeHint}
          </span>
        </span>
      </label>
      <DialogActions busy={busy} saveLabel={code ? discountTexts.saveCode : discountTexts.addCode} onCancel={onDone} />
    </form>
  );
}

/** The categories, as checkboxes: a shop has tens of them. */
function CategoryChoice({ value, onChange, error }: { value: readonly string[]; onChange: (next: string[]) => void; error?: string | undefined }) {
  const categories = useCategories();
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{discountLabels.categoryIds}</legend>
      {categories.isPending ? (
        <Spinner label={discountPageTexts.loadingCategories} size="sm" />
      ) : categories.isError ? (
        <p className="text-sm text-error">{discountPageTexts.categoriesFailed}</p>
      ) : categories.data.length === 0 ? (
        <p className="text-sm text-base-content/75">{discountTexts.noCategories}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {categories.data.map((category) => (
            <label key={category._id} className="flex cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={value.includes(category._id)}
                onChange={(event) => onChange(event.target.checked ? [...value, category._id] : value.filter((id) => id !== category._id))}
              />
              <span className="[overflow-wrap:anywhere]">{categoryName(category)}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
