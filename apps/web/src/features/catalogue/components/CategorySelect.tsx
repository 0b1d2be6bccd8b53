import { categoryAdminTexts, categoryName } from "@shop/contract";
import type { Ref, SelectHTMLAttributes } from "react";
import { FieldFrame } from "../../../components/FieldFrame";
import { useCategories } from "../../../lib/categories";

interface CategorySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** The product forms' Category: every category, by name (its Bangla one on a Bangla page, issue 38). */
export function CategorySelect({ label, error, ref, ...select }: CategorySelectProps) {
  const categories = useCategories();
  return (
    <FieldFrame label={label} error={error} hint={categories.isError ? categoryAdminTexts.selectFailed : undefined}>
      {(control) => (
        <select {...control} ref={ref} className={`select w-full ${error ? "select-error" : ""}`} {...select}>
          <option value="">{categories.isPending ? categoryAdminTexts.selectLoading : categoryAdminTexts.choose}</option>
          {categories.data?.map((category) => (
            <option key={category._id} value={category._id}>
              {categoryName(category)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
