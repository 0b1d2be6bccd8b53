import type { AddProductForm } from "@shop/contract";
import { addProductFormSchema, messages, productAdminTexts, toolFormLabels } from "@shop/contract";
import { PackagePlus } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { showSubmitError } from "../../../lib/formErrors";
import { ProductFields } from "./ProductFields";
import { useCreateTool } from "../api/createTool";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { useContractForm } from "../../../lib/useContractForm";

const fieldNames = ["img", "name", "description", "minimumOrderQuantity", "availableQuantity", "price", "categoryId", "packSize", "priceBreaks", "sku", "weight", "taxClass", "sdRate", "translations.bn.name", "translations.bn.description"] as const;

const emptyProduct: AddProductForm = { img: "", name: "", sku: "", weight: "", description: "", minimumOrderQuantity: "", availableQuantity: "", price: "", packSize: "1", priceBreaks: [], taxClass: "standard", sdRate: "0", translations: { bn: { name: "", description: "" } } };

/** /dashboard/addProduct: the Add Product form. */
export function AddProductPage() {
  const createTool = useCreateTool();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useContractForm(addProductFormSchema, { defaultValues: emptyProduct });
  const breaks = useFieldArray({ control, name: "priceBreaks" });

  const onSubmit = handleSubmit((tool) => {
    if (createTool.isPending) return;
    createTool.mutate(tool, {
      // Only a created tool gets here: the spec's client claimed success whatever the server said.
      onSuccess: () => {
        toast.success(messages.admin.productAdded);
        reset();
      },
      onError: (error) => showSubmitError(error, fieldNames, setError),
    });
  });

  return (
    <div className="max-w-3xl">
      <AdminPageHeader title={productAdminTexts.addProduct}>{productAdminTexts.addIntro}</AdminPageHeader>
      <form noValidate onSubmit={onSubmit} className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4 p-5 sm:p-6">
          <ProductFields
            field={(name) => register(name, name === "categoryId" ? { setValueAs: (value: string) => value || undefined } : undefined)}
            errors={errors}
            onImageUploaded={(url) => setValue("img", url, { shouldDirty: true, shouldValidate: true })}
            stock={
              <FormField
                label={toolFormLabels.availableQuantity}
                type="text"
                inputMode="numeric"
                hint={productAdminTexts.unitsNow}
                error={errors.availableQuantity?.message}
                {...register("availableQuantity")}
              />
            }
            codesOptional
            breaks={breaks}
          />
          <div className="card-actions justify-end pt-1">
            <SubmitButton busy={createTool.isPending} icon={<PackagePlus className="size-4" aria-hidden="true" />} className="w-full sm:w-auto">
              {productAdminTexts.addProduct}
            </SubmitButton>
          </div>
        </div>
      </form>
    </div>
  );
}
