import type { AddProductForm } from "@shop/contract";
import { bulkLabels, formatCount, MAX_PRICE_BREAKS, productAdminTexts } from "@shop/contract";
import { Plus, Trash2 } from "lucide-react";
import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "../../../components/FormField";

/** The bulk fields both product forms share (their input types agree on these). */
type BulkValues = Pick<AddProductForm, "packSize" | "priceBreaks">;
export type BulkFieldName = "packSize" | `priceBreaks.${number}.minQuantity` | `priceBreaks.${number}.price`;

interface BulkFieldsProps {
  /** The form's register for these names (each form registers in its own types). */
  field: (name: BulkFieldName) => UseFormRegisterReturn;
  /** The form's useFieldArray rows of `priceBreaks`. */
  rows: readonly { id: string }[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  errors: FieldErrors<BulkValues>;
}

/** Pack size and the volume prices editor (rows of From quantity and Unit price) of Add and Edit Product. */
export function BulkFields({ field, rows, onAdd, onRemove, errors }: BulkFieldsProps) {
  const breakErrors = errors.priceBreaks;
  // A rule across rows (order, duplicates, below the list price) is the array's own message.
  const listMessage = breakErrors?.root?.message ?? breakErrors?.message;
  return (
    <>
      <div className="sm:max-w-60">
        <FormField label={bulkLabels.packSize} type="text" inputMode="numeric" hint={productAdminTexts.packSizeHint} error={errors.packSize?.message} {...field("packSize")} />
      </div>
      <fieldset className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
        <legend className="px-1 text-sm font-medium">{bulkLabels.priceBreaks}</legend>
        {rows.length === 0 && <p className="text-sm text-base-content/75">{productAdminTexts.noVolumePrices}</p>}
        {rows.map((row, index) => (
          <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
            <FormField
              label={`${bulkLabels.breakQuantity} (${formatCount(index + 1)})`}
              type="text"
              inputMode="numeric"
              error={breakErrors?.[index]?.minQuantity?.message}
              {...field(`priceBreaks.${index}.minQuantity`)}
            />
            <FormField
              label={`${bulkLabels.breakPrice} (${formatCount(index + 1)})`}
              type="text"
              inputMode="decimal"
              error={breakErrors?.[index]?.price?.message}
              {...field(`priceBreaks.${index}.price`)}
            />
            <button type="button" className="btn btn-ghost btn-square mt-7" aria-label={productAdminTexts.removeVolumePrice(index + 1)} onClick={() => onRemove(index)}>
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </div>
        ))}
        {listMessage && (
          <p role="alert" className="text-sm text-error">
            {listMessage}
          </p>
        )}
        {rows.length < MAX_PRICE_BREAKS && (
          <button type="button" className="btn btn-outline btn-sm self-start" onClick={onAdd}>
            <Plus className="size-4" aria-hidden="true" />
            {productAdminTexts.addVolumePrice}
          </button>
        )}
      </fieldset>
    </>
  );
}
