import type { AddProductForm } from "@shop/contract";
import { productAdminTexts, sdRateLabels, taxClasses, taxClassLabels, toolCodeHints, toolFormLabels, toolTranslationLabels } from "@shop/contract";
import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { FieldFrame } from "../../../components/FieldFrame";
import { FormField } from "../../../components/FormField";
import { TextAreaField } from "../../../components/TextAreaField";
import { BulkFields, type BulkFieldName } from "./BulkFields";
import { CategorySelect } from "./CategorySelect";
import { ImageUpload } from "./ImageUpload";

/** The fields Add and Edit Product share (their input types agree on these). */
type ProductValues = Omit<AddProductForm, "availableQuantity">;
/** Issue 38: the Bangla texts, nested as the API takes them (`translations.bn`). */
export type TranslationFieldName = "translations.bn.name" | "translations.bn.description";
export type ProductFieldName = Exclude<keyof ProductValues, "packSize" | "priceBreaks" | "translations"> | BulkFieldName | TranslationFieldName;

interface ProductFieldsProps {
  /** The form's register for these names (each form registers in its own types and options). */
  field: (name: ProductFieldName) => UseFormRegisterReturn;
  errors: FieldErrors<ProductValues>;
  /** An uploaded picture's URL, for the form to set as its Image URL. */
  onImageUploaded: (url: string) => void;
  /** Add Product's opening stock, beside the minimum and the price (Edit Product restocks apart). */
  stock?: ReactNode;
  /** Add Product: SKU and weight may be left empty (a made-up SKU, 1 kg); Edit Product shows the tool's. */
  codesOptional?: boolean;
  /** The form's useFieldArray of `priceBreaks`, as react-hook-form returns it. */
  breaks: { fields: readonly { id: string }[]; append: (row: { minQuantity: string; price: string }) => void; remove: (index: number) => void };
}

/** A tool's fields in Add and Edit Product: picture, name (and its Bangla), SKU, weight, category, tax class, supplementary duty, description (and its Bangla), minimum, price and bulk buying. */
export function ProductFields({ field, errors, onImageUploaded, stock, codesOptional = false, breaks }: ProductFieldsProps) {
  const bangla = errors.translations?.bn;
  return (
    <>
      <FormField label={toolFormLabels.img} type="text" inputMode="url" placeholder={productAdminTexts.imagePlaceholder} error={errors.img?.message} {...field("img")} />
      <ImageUpload onUploaded={onImageUploaded} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={toolFormLabels.name} type="text" error={errors.name?.message} {...field("name")} />
        <FormField
          label={toolTranslationLabels.name}
          type="text"
          lang="bn"
          hint={toolTranslationLabels.hint}
          error={bangla?.name?.message}
          {...field("translations.bn.name")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={toolFormLabels.sku}
          type="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          hint={codesOptional ? toolCodeHints.skuNew : toolCodeHints.sku}
          error={errors.sku?.message}
          {...field("sku")}
        />
        <FormField
          label={toolFormLabels.weight}
          type="text"
          inputMode="decimal"
          hint={codesOptional ? toolCodeHints.weightNew : toolCodeHints.weight}
          error={errors.weight?.message}
          {...field("weight")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CategorySelect label={toolFormLabels.categoryId} error={errors.categoryId?.message} {...field("categoryId")} />
        <FieldFrame label={toolFormLabels.taxClass} error={errors.taxClass?.message}>
          {(control) => (
            <select {...control} className={`select w-full ${errors.taxClass ? "select-error" : ""}`} {...field("taxClass")}>
              {taxClasses.map((taxClass) => (
                <option key={taxClass} value={taxClass}>
                  {taxClassLabels[taxClass]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
      <FormField label={toolFormLabels.sdRate} type="text" inputMode="decimal" hint={sdRateLabels.hint} error={errors.sdRate?.message} {...field("sdRate")} />
      <TextAreaField label={toolFormLabels.description} rows={4} error={errors.description?.message} {...field("description")} />
      <TextAreaField label={toolTranslationLabels.description} lang="bn" rows={4} error={bangla?.description?.message} {...field("translations.bn.description")} />
      <div className={`grid gap-4 ${stock ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
        <FormField
          label={toolFormLabels.minimumOrderQuantity}
          type="text"
          inputMode="numeric"
          hint={productAdminTexts.minimumHint}
          error={errors.minimumOrderQuantity?.message}
          {...field("minimumOrderQuantity")}
        />
        {stock}
        <FormField label={toolFormLabels.price} type="text" inputMode="decimal" hint={productAdminTexts.priceHint} error={errors.price?.message} {...field("price")} />
      </div>
      <BulkFields field={field} rows={breaks.fields} onAdd={() => breaks.append({ minQuantity: "", price: "" })} onRemove={breaks.remove} errors={errors} />
    </>
  );
}
