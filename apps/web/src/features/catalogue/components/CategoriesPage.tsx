import type { Category, CategoryForm } from "@shop/contract";
import { catalogueMessages, categoryAdminTexts, categoryBodySchema, categoryFormLabels, categoryName, toolTranslationLabels } from "@shop/contract";
import { Plus, Save } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormField } from "../../../components/FormField";
import { QueryView } from "../../../components/QueryView";
import { SubmitButton } from "../../../components/SubmitButton";
import { showSubmitError } from "../../../lib/formErrors";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { DeleteRowButton } from "../../../components/admin/RowActionButtons";
import { useCreateCategory } from "../api/createCategory";
import { useDeleteCategory } from "../api/deleteCategory";
import { useCategories } from "../../../lib/categories";
import { useRenameCategory } from "../api/renameCategory";
import { useContractForm } from "../../../lib/useContractForm";

/** The fields a 400 may name under the inputs (the Bangla name nested as the API takes it). */
const categoryFields = ["name", "translations.bn.name"] as const;

/** The form's values of a category: its names, "" where no Bangla one is written (issue 38). */
const formValuesOf = (category?: Category): CategoryForm => ({ name: category?.name ?? "", translations: { bn: { name: category?.translations.bn?.name ?? "" } } });

/**
 * /dashboard/categories: the categories tools are filed under, each with its Bangla name beside
 * the English (one without is marked: the Bangla pages show the English); one holding tools is not deleted.
 */
export function CategoriesPage() {
  const categories = useCategories();
  const remove = useConfirmedDelete<Category>({ mutation: useDeleteCategory(), successMessage: catalogueMessages.categoryDeleted });
  return (
    <div className="max-w-3xl">
      <AdminPageHeader title={categoryAdminTexts.heading}>{categoryAdminTexts.intro}</AdminPageHeader>
      <AddCategory />
      <h2 className="mt-8 mb-3 text-lg font-semibold">{categoryAdminTexts.all}</h2>
      <QueryView query={categories} loadingLabel={categoryAdminTexts.loading} errorTitle={categoryAdminTexts.loadError}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-base-content/75">{categoryAdminTexts.none}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.map((category) => (
                <li key={category._id} className="rounded-box border border-base-300 bg-base-100 p-4">
                  <CategoryRow category={category} onDelete={() => remove.ask(category)} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <ConfirmDialog {...remove.dialog} detail={remove.target ? categoryAdminTexts.deleteDetail(categoryName(remove.target)) : undefined} />
    </div>
  );
}

function AddCategory() {
  const create = useCreateCategory();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(categoryBodySchema, { defaultValues: formValuesOf() });
  const onSubmit = handleSubmit((body) => {
    if (create.isPending) return;
    create.mutate(body, {
      onSuccess: () => {
        toast.success(catalogueMessages.categoryAdded);
        reset();
      },
      onError: (error) => showSubmitError(error, categoryFields, setError),
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="grid grow gap-3 sm:grid-cols-2">
        <FormField label={categoryFormLabels.name} type="text" error={errors.name?.message} {...register("name")} />
        <FormField
          label={categoryFormLabels.nameBn}
          type="text"
          lang="bn"
          hint={toolTranslationLabels.hint}
          error={errors.translations?.bn?.name?.message}
          {...register("translations.bn.name")}
        />
      </div>
      <SubmitButton busy={create.isPending} icon={<Plus className="size-4" aria-hidden="true" />} className="sm:mt-7">
        {categoryAdminTexts.add}
      </SubmitButton>
    </form>
  );
}

function CategoryRow({ category, onDelete }: { category: Category; onDelete: () => void }) {
  const rename = useRenameCategory();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(categoryBodySchema, { values: formValuesOf(category) });
  const onSubmit = handleSubmit((body) => {
    if (rename.isPending) return;
    rename.mutate(
      { id: category._id, ...body },
      { onSuccess: () => toast.success(catalogueMessages.categoryRenamed), onError: (error) => showSubmitError(error, categoryFields, setError) },
    );
  });
  const shown = categoryName(category);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="grid grow gap-3 sm:grid-cols-2">
        <FormField
          label={categoryAdminTexts.nameOf(shown)}
          type="text"
          hint={categoryAdminTexts.toolCount(category.toolCount)}
          error={errors.name?.message}
          {...register("name")}
        />
        <FormField
          label={categoryAdminTexts.nameBnOf(shown)}
          type="text"
          lang="bn"
          // A category without a Bangla name is marked: the Bangla pages show its English one.
          hint={category.translations.bn?.name ? undefined : toolTranslationLabels.missing}
          error={errors.translations?.bn?.name?.message}
          {...register("translations.bn.name")}
        />
      </div>
      <div className="flex gap-2 sm:mt-7">
        <SubmitButton busy={rename.isPending} icon={<Save className="size-4" aria-hidden="true" />} className="btn-sm">
          {categoryAdminTexts.rename}<span className="sr-only"> {shown}</span>
        </SubmitButton>
        <DeleteRowButton label={categoryAdminTexts.deleteNamed(shown)} onClick={onDelete} />
      </div>
    </form>
  );
}
