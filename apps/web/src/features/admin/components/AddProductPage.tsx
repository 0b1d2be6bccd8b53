import { zodResolver } from "@hookform/resolvers/zod";
import type { AddProductForm, NewTool } from "@shop/contract";
import { addProductFormSchema, messages, toolFormLabels } from "@shop/contract";
import { PackagePlus } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { TextAreaField } from "../../../components/TextAreaField";
import { showSubmitError } from "../../../lib/formErrors";
import { BulkFields } from "../../catalogue/components/BulkFields";
import { CategorySelect } from "../../catalogue/components/CategorySelect";
import { ImageUpload } from "../../catalogue/components/ImageUpload";
import { useCreateTool } from "../api/createTool";
import { AdminPageHeader } from "./AdminPageHeader";

const fieldNames = ["img", "name", "description", "minimumOrderQuantity", "availableQuantity", "price", "categoryId", "packSize", "priceBreaks"] as const;

const emptyProduct: AddProductForm = { img: "", name: "", description: "", minimumOrderQuantity: "", availableQuantity: "", price: "", packSize: "1", priceBreaks: [] };

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
  } = useForm<AddProductForm, unknown, NewTool>({ resolver: zodResolver(addProductFormSchema), defaultValues: emptyProduct });
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
      <AdminPageHeader title="Add Product">A new tool goes straight into the catalogue and the tools list.</AdminPageHeader>
      <form noValidate onSubmit={onSubmit} className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4 p-5 sm:p-6">
          <FormField
            label={toolFormLabels.img}
            type="text"
            inputMode="url"
            placeholder="https://… or /images/…"
            error={errors.img?.message}
            {...register("img")}
          />
          <ImageUpload onUploaded={(url) => setValue("img", url, { shouldDirty: true, shouldValidate: true })} />
          <FormField label={toolFormLabels.name} type="text" error={errors.name?.message} {...register("name")} />
          <CategorySelect label={toolFormLabels.categoryId} error={errors.categoryId?.message} {...register("categoryId", { setValueAs: (value: string) => value || undefined })} />
          <TextAreaField label={toolFormLabels.description} rows={4} error={errors.description?.message} {...register("description")} />
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              label={toolFormLabels.minimumOrderQuantity}
              type="text"
              inputMode="numeric"
              hint="Minimum order quantity"
              error={errors.minimumOrderQuantity?.message}
              {...register("minimumOrderQuantity")}
            />
            <FormField
              label={toolFormLabels.availableQuantity}
              type="text"
              inputMode="numeric"
              hint="Units available now"
              error={errors.availableQuantity?.message}
              {...register("availableQuantity")}
            />
            <FormField
              label={toolFormLabels.price}
              type="text"
              inputMode="decimal"
              hint="Dollars per unit"
              error={errors.price?.message}
              {...register("price")}
            />
          </div>
          <BulkFields
            field={(name) => register(name)}
            rows={breaks.fields}
            onAdd={() => breaks.append({ minQuantity: "", price: "" })}
            onRemove={breaks.remove}
            errors={errors}
          />
          <div className="card-actions justify-end pt-1">
            <SubmitButton busy={createTool.isPending} icon={<PackagePlus className="size-4" aria-hidden="true" />} className="w-full sm:w-auto">
              Add Product
            </SubmitButton>
          </div>
        </div>
      </form>
    </div>
  );
}
