import { messages } from "@shop/contract";
import type { Tool } from "@shop/contract";
import { ImageOff, PackagePlus, Trash } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorState } from "../../../components/ErrorState";
import { Spinner } from "../../../components/Loading";
import { errorMessage } from "../../../lib/api";
import { useTools } from "../../tools/api/getTools";
import { formatDollars } from "../../tools/price";
import { useDeleteTool } from "../api/deleteTool";
import { AdminPageHeader } from "./AdminPageHeader";
import { TableScroller } from "./TableScroller";

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
  return <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} className="size-12 min-w-12 rounded-field bg-base-200 object-cover" />;
}

/** /dashboard/manageProducts: the catalogue, with Delete. */
export function ManageProductsPage() {
  const tools = useTools();
  const deleteTool = useDeleteTool();
  const [toDelete, setToDelete] = useState<Tool | null>(null);

  const onConfirmDelete = () => {
    if (!toDelete) return;
    deleteTool.mutate(toDelete._id, {
      onSuccess: () => {
        toast.success(messages.admin.productDeleted);
        setToDelete(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error));
        setToDelete(null);
      },
    });
  };

  let content;
  if (tools.isPending) {
    content = (
      <div className="flex justify-center py-12">
        <Spinner label="Loading products" size="lg" />
      </div>
    );
  } else if (tools.isError) {
    content = (
      <ErrorState
        title="We could not load the products."
        message={errorMessage(tools.error)}
        onRetry={() => void tools.refetch()}
        retrying={tools.isFetching}
      />
    );
  } else if (tools.data.length === 0) {
    content = (
      <div className="flex flex-col items-start gap-3 rounded-box bg-base-200 px-5 py-6">
        <p className="text-base-content/75">The catalogue is empty.</p>
        <Link to="/dashboard/addProduct" className="btn btn-primary btn-sm">
          <PackagePlus className="size-4" aria-hidden="true" />
          Add Product
        </Link>
      </div>
    );
  } else {
    content = (
      <TableScroller label="All products">
        <table className="table">
          <caption className="sr-only">All products</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">
                <span className="sr-only">Image</span>
              </th>
              <th scope="col">Product Name</th>
              <th scope="col" className="text-right">
                Price
              </th>
              <th scope="col" className="text-right">
                In-Stock
              </th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tools.data.map((tool, index) => (
              <tr key={tool._id} className="hover:bg-base-200/60">
                <th scope="row">{index + 1}</th>
                <td>
                  <Thumbnail src={tool.img} />
                </td>
                <td className="min-w-40 font-medium">{tool.name}</td>
                <td className="text-right whitespace-nowrap tabular-nums">{formatDollars(tool.price)}</td>
                <td className={`text-right tabular-nums ${tool.availableQuantity <= 0 ? "font-semibold text-error" : ""}`}>
                  {tool.availableQuantity}
                </td>
                <td>
                  <div className="flex justify-end">
                    <button
                      type="button"
                      className="btn btn-outline btn-error btn-sm"
                      onClick={() => setToDelete(tool)}
                      aria-label={`Delete ${tool.name}`}
                    >
                      <Trash className="size-4" aria-hidden="true" />
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    );
  }

  return (
    <div>
      <AdminPageHeader title="Manage Products">The catalogue as customers see it in the tools list.</AdminPageHeader>
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        detail={toDelete ? `${toDelete.name} leaves the catalogue; orders already placed keep its name.` : undefined}
        busy={deleteTool.isPending}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
