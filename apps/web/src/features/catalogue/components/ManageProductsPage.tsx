import { catalogueMessages, formatCount, messages, productAdminTexts, toolCategoryName, toolCodeLabels, toolName, toolTranslationLabels } from "@shop/contract";
import type { Tool } from "@shop/contract";
import { ImageOff, PackagePlus, Pencil } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryView } from "../../../components/QueryView";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { usePageParam } from "../../../lib/usePageParam";
import { toast } from "sonner";
import { useFilteredToolPage } from "../../../lib/tools";
import { formatDollars, formatQuantity } from "../../../lib/price";
import { useDeleteTool } from "../api/deleteTool";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { DeleteRowButton } from "../../../components/admin/RowActionButtons";
import { PagedTable, rowNumber } from "../../../components/admin/PagedTable";

/** The product's picture, or a plain placeholder when its URL does not load. Decorative: the name is beside it. */
function Thumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="flex size-12 items-center justify-center rounded-field bg-base-200 text-base-content/50">
        <ImageOff className="size-5" aria-hidden="true" />
      </span>
    );
  }
  return <img src={src} alt="" width={48} height={48} loading="lazy" onError={() => setFailed(true)} className="size-12 min-w-12 rounded-field bg-base-200 object-cover" />;
}

export const PRODUCTS_PAGE_SIZE = 20;

/** The office's list holds the archived tools too (the server renderer loads the same page: app/pageData.ts). */
export const MANAGE_PRODUCTS_FILTERS = { archived: "include" } as const;

/**
 * /dashboard/manageProducts: every tool, archived ones too, a page at a time (`?page=`), with
 * its category, stock (marked low below one minimum order), Edit and Delete.
 */
export function ManageProductsPage() {
  const [page, setPage] = usePageParam();
  const tools = useFilteredToolPage(MANAGE_PRODUCTS_FILTERS, page, PRODUCTS_PAGE_SIZE);
  const deleteTool = useDeleteTool();
  // A tool with orders is archived instead of deleted: the admin is told so beside the spec's toast.
  const mutation = {
    isPending: deleteTool.isPending,
    mutate: (id: string, callbacks: { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void }) =>
      deleteTool.mutate(id, {
        ...callbacks,
        onSuccess: (answer) => {
          callbacks.onSuccess();
          const archived = tools.data?.items.find((tool) => tool._id === id);
          const name = archived ? toolName(archived) : productAdminTexts.theTool;
          if (answer.archived) toast.info(catalogueMessages.archivedInstead(name));
        },
      }),
  };
  const remove = useConfirmedDelete<Tool>({
    mutation,
    successMessage: messages.admin.productDeleted,
    paging: { page, setPage, rowsOnPage: tools.data?.items.length },
  });

  return (
    <div>
      <AdminPageHeader title={productAdminTexts.manageHeading}>{productAdminTexts.manageIntro}</AdminPageHeader>
      <QueryView query={tools} loadingLabel={productAdminTexts.loading} errorTitle={productAdminTexts.loadError}>
        {({ items: products, total }) =>
          total === 0 ? (
            <div className="flex flex-col items-start gap-3 rounded-box bg-base-200 px-5 py-6">
              <p className="text-base-content/75">{productAdminTexts.empty}</p>
              <Link to="/dashboard/addProduct" className="btn btn-primary btn-sm">
                <PackagePlus className="size-4" aria-hidden="true" />
                {productAdminTexts.addProduct}
              </Link>
            </div>
          ) : (
            <PagedTable
              label={productAdminTexts.table}
              columns={[{ label: "#" }, { label: productAdminTexts.image, hidden: true }, { label: productAdminTexts.productName }, { label: toolCodeLabels.sku }, { label: productAdminTexts.category }, { label: productAdminTexts.price, numeric: true }, { label: productAdminTexts.inStock, numeric: true }, { label: productAdminTexts.actions, hidden: true }]}
              pagination={{ label: productAdminTexts.pagination, page, pageSize: PRODUCTS_PAGE_SIZE, total, onPageChange: setPage }}
            >
              {products.map((tool, index) => (
                <tr key={tool._id} className="hover:bg-base-200/60">
                  <th scope="row">{formatCount(rowNumber(page, PRODUCTS_PAGE_SIZE, index))}</th>
                  <td>
                    <Thumbnail src={tool.img} />
                  </td>
                  <td className="min-w-40 font-medium">
                    {toolName(tool)}
                    {tool.archived && <span className="badge badge-neutral badge-sm ml-2">{productAdminTexts.archivedBadge}</span>}
                    {!tool.translations.bn?.name && <span className="badge badge-ghost badge-sm ml-2 whitespace-nowrap">{toolTranslationLabels.missing}</span>}
                  </td>
                  <td className="whitespace-nowrap font-mono text-sm">{tool.sku}</td>
                  <td className="min-w-28">{toolCategoryName(tool) ?? "—"}</td>
                  <td className="text-right whitespace-nowrap tabular-nums">{formatDollars(tool.price)}</td>
                  <td className={`text-right tabular-nums whitespace-nowrap ${tool.availableQuantity <= 0 ? "font-semibold text-error" : ""}`}>
                    {formatQuantity(tool.availableQuantity)}
                    {tool.availableQuantity < tool.minimumOrderQuantity && <span className="badge badge-warning badge-sm ml-2">{catalogueMessages.lowStock}</span>}
                  </td>
                  <td>
                    <div className="flex justify-end gap-2">
                      {/* On a phone the pinned buttons are icons only, so the tool's name beside them stays in view. */}
                      <Link to={`/dashboard/editProduct/${tool._id}`} className="btn btn-outline btn-sm max-sm:btn-square" aria-label={productAdminTexts.editNamed(toolName(tool))}>
                        <Pencil className="size-4" aria-hidden="true" />
                        <span className="max-sm:sr-only">{productAdminTexts.edit}</span>
                      </Link>
                      <DeleteRowButton label={productAdminTexts.deleteNamed(toolName(tool))} onClick={() => remove.ask(tool)} className="max-sm:btn-square">
                        <span className="max-sm:sr-only">{productAdminTexts.delete}</span>
                      </DeleteRowButton>
                    </div>
                  </td>
                </tr>
              ))}
            </PagedTable>
          )
        }
      </QueryView>
      <ConfirmDialog
        {...remove.dialog}
        detail={remove.target ? productAdminTexts.deleteDetail(toolName(remove.target)) : undefined}
      />
    </div>
  );
}
