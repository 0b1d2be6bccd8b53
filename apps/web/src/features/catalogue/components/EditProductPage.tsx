import type { Tool } from "@shop/contract";
import { catalogueMessages, editProductFormSchema, productAdminTexts, restockBodySchema, restockFormLabels } from "@shop/contract";
import { Archive, ArchiveRestore, PackagePlus, Save } from "lucide-react";
import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { Pagination } from "../../../components/Pagination";
import { QueryView } from "../../../components/QueryView";
import { SubmitButton } from "../../../components/SubmitButton";
import { errorMessage } from "../../../lib/api";
import { showSubmitError } from "../../../lib/formErrors";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { useTool } from "../../../lib/tools";
import { formatDateTime } from "../../../lib/dates";
import { formatDollars, formatQuantity } from "../../../lib/price";
import { useArchiveTool } from "../api/archiveTool";
import { useCategories } from "../../../lib/categories";
import { useStockHistory } from "../api/getStockHistory";
import { useRestockTool } from "../api/restockTool";
import { useRestoreTool } from "../api/restoreTool";
import { useUpdateTool } from "../api/updateTool";
import { ProductFields } from "./ProductFields";
import { useContractForm } from "../../../lib/useContractForm";

const editFields = ["img", "name", "description", "minimumOrderQuantity", "price", "categoryId", "packSize", "priceBreaks", "sku", "weight", "taxClass", "sdRate", "translations.bn.name", "translations.bn.description"] as const;

/** /dashboard/editProduct/:toolId: every field of a tool, its stock and whether it is in the shop. */
export function EditProductPage() {
  const { toolId = "" } = useParams();
  const tool = useTool(toolId);
  const categories = useCategories();
  return (
    <div className="max-w-3xl">
      <AdminPageHeader title={productAdminTexts.editHeading}>{productAdminTexts.editIntro}</AdminPageHeader>
      <p className="-mt-3 mb-6">
        <Link to="/dashboard/manageProducts" className="link link-primary text-sm">
          {productAdminTexts.backToManage}
        </Link>
      </p>
      {/* The form starts from the tool's values, so it waits for the categories its select offers. */}
      <QueryView query={tool} loadingLabel={productAdminTexts.productLoading} errorTitle={productAdminTexts.productLoadError}>
        {(loaded) =>
          categories.isPending ? null : (
            <div className="flex flex-col gap-8">
              <EditForm key={loaded._id} tool={loaded} />
              <RestockSection tool={loaded} />
              <ShopPresence tool={loaded} />
            </div>
          )
        }
      </QueryView>
    </div>
  );
}

function EditForm({ tool }: { tool: Tool }) {
  const update = useUpdateTool();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useContractForm(editProductFormSchema, {
    defaultValues: {
      img: tool.img,
      name: tool.name,
      sku: tool.sku,
      weight: String(tool.weight),
      taxClass: tool.taxClass,
      sdRate: String(tool.sdRate ?? 0),
      description: tool.description,
      minimumOrderQuantity: String(tool.minimumOrderQuantity),
      price: tool.price.toFixed(2),
      categoryId: tool.categoryId ?? "",
      packSize: String(tool.packSize ?? 1),
      priceBreaks: (tool.priceBreaks ?? []).map((b) => ({ minQuantity: String(b.minQuantity), price: b.price.toFixed(2) })),
      // Both sent on save: an emptied field clears that Bangla text.
      translations: { bn: { name: tool.translations.bn?.name ?? "", description: tool.translations.bn?.description ?? "" } },
    },
  });
  const breaks = useFieldArray({ control, name: "priceBreaks" });

  const onSubmit = handleSubmit((changes) => {
    if (update.isPending) return;
    update.mutate(
      { id: tool._id, changes },
      {
        onSuccess: () => toast.success(catalogueMessages.productUpdated),
        onError: (error) => showSubmitError(error, editFields, setError),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="edit-details" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id="edit-details" className="text-lg font-semibold">
          {productAdminTexts.details}
        </h2>
        <ProductFields
          field={(name) => register(name)}
          errors={errors}
          onImageUploaded={(url) => setValue("img", url, { shouldDirty: true, shouldValidate: true })}
          breaks={breaks}
        />
        <div className="card-actions justify-end pt-1">
          <SubmitButton busy={update.isPending} icon={<Save className="size-4" aria-hidden="true" />} className="w-full sm:w-auto">
            {productAdminTexts.save}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}

const HISTORY_PAGE_SIZE = 10;

function RestockSection({ tool }: { tool: Tool }) {
  const restock = useRestockTool();
  // Restocking adds units: a retry after a lost answer resends the first key, so they are added once.
  const submission = useSubmissionKey();
  const [page, setPage] = useState(1);
  const history = useStockHistory(tool._id, page, HISTORY_PAGE_SIZE);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(restockBodySchema, { defaultValues: { quantity: "", note: "" } });
  const low = tool.availableQuantity < tool.minimumOrderQuantity;

  const onSubmit = handleSubmit(({ quantity, note }) => {
    if (restock.isPending) return;
    const action = { id: tool._id, quantity, note };
    restock.mutate(
      { ...action, idempotencyKey: submission.keyFor(action) },
      {
        onSuccess: () => {
          toast.success(catalogueMessages.restocked(quantity, tool.name));
          reset();
          setPage(1);
        },
        onError: (error) => showSubmitError(error, ["quantity", "note"] as const, setError),
        onSettled: (_answer, error) => submission.settled(error ?? undefined),
      },
    );
  });

  return (
    <section aria-labelledby="restock-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id="restock-heading" className="text-lg font-semibold">
          {productAdminTexts.stock}
        </h2>
        <p>
          {productAdminTexts.inStockNow} <strong className="tabular-nums">{formatQuantity(tool.availableQuantity)}</strong>{" "}
          {low && <span className="badge badge-warning ml-1">{catalogueMessages.lowStock}</span>}
        </p>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
          <FormField label={restockFormLabels.quantity} type="text" inputMode="numeric" error={errors.quantity?.message} {...register("quantity")} />
          <FormField label={restockFormLabels.note} type="text" placeholder={productAdminTexts.notePlaceholder} error={errors.note?.message} {...register("note")} />
          <SubmitButton busy={restock.isPending} icon={<PackagePlus className="size-4" aria-hidden="true" />} className="sm:mt-7">
            {productAdminTexts.restock}
          </SubmitButton>
        </form>
        <h3 className="font-semibold">{productAdminTexts.history}</h3>
        <QueryView query={history} loadingLabel={productAdminTexts.historyLoading} errorTitle={productAdminTexts.historyLoadError} loading="py-8">
          {({ items, total }) =>
            total === 0 ? (
              <p className="text-base-content/75">{productAdminTexts.noRestocks}</p>
            ) : (
              <>
                <div className="overflow-x-auto">
                  <table className="table table-sm">
                    <caption className="sr-only">{productAdminTexts.historyOf(tool.name)}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{productAdminTexts.when}</th>
                        <th scope="col" className="text-right">
                          {productAdminTexts.added}
                        </th>
                        <th scope="col" className="text-right">
                          {productAdminTexts.stockAfter}
                        </th>
                        <th scope="col">{productAdminTexts.note}</th>
                        <th scope="col">{productAdminTexts.by}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {items.map((change) => (
                        <tr key={change._id}>
                          <td className="whitespace-nowrap">{formatDateTime(change.createdAt)}</td>
                          <td className="text-right tabular-nums">+{formatQuantity(change.quantity)}</td>
                          <td className="text-right tabular-nums">{formatQuantity(change.availableAfter)}</td>
                          <td className="min-w-32">{change.note || "—"}</td>
                          <td className="break-all">{change.byEmail ?? "—"}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pagination label={productAdminTexts.history} page={page} pageSize={HISTORY_PAGE_SIZE} total={total} onPageChange={setPage} />
              </>
            )
          }
        </QueryView>
      </div>
    </section>
  );
}

function ShopPresence({ tool }: { tool: Tool }) {
  const archive = useArchiveTool();
  const restore = useRestoreTool();
  const busy = archive.isPending || restore.isPending;
  const onClick = () => {
    if (busy) return;
    const mutation = tool.archived ? restore : archive;
    mutation.mutate(tool._id, {
      onSuccess: () => toast.success(tool.archived ? catalogueMessages.restored(tool.name) : catalogueMessages.archived(tool.name)),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };
  return (
    <section aria-labelledby="presence-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-5 sm:p-6">
        <h2 id="presence-heading" className="text-lg font-semibold">
          {productAdminTexts.inTheShop}
        </h2>
        <p>
          {tool.archived
            ? productAdminTexts.archivedNote
            : productAdminTexts.listedAt(formatDollars(tool.price))}
        </p>
        <div>
          <button type="button" className={`btn ${tool.archived ? "btn-primary" : "btn-outline"}`} onClick={onClick} aria-disabled={busy || undefined}>
            {tool.archived ? <ArchiveRestore className="size-4" aria-hidden="true" /> : <Archive className="size-4" aria-hidden="true" />}
            {tool.archived ? productAdminTexts.restore : productAdminTexts.archive}
          </button>
        </div>
      </div>
    </section>
  );
}
