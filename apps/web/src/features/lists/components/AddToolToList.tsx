import type { ShoppingList, Tool } from "@shop/contract";
import { listLabels, listMessages, listsPageTexts, toolName, webRoutes } from "@shop/contract";
import { ListPlus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { DialogActions, FormDialog } from "../../../components/admin/FormDialog";
import { Spinner } from "../../../components/Loading";
import { errorMessage } from "../../../lib/api";
import { useLists, usePatchList } from "../api/lists";
import { useListRights } from "../rights";

interface AddToolToListProps {
  tool: Tool;
  /** The quantity the tool page orders now; null when what is typed is not a whole number. */
  quantity: number | null;
  /** Pressed with no whole number typed: the page's quantity field says why. */
  onQuantityProblem: () => void;
}

/**
 * On the tool page, beside Add to cart, for members whose role edits lists: puts the tool, in the
 * page's quantity, onto one of the company's shared lists. The lists are asked for when the
 * dialog opens, not with the page. The server checks the quantity as an order's (minimum, packs).
 */
export function AddToolToList({ tool, quantity, onQuantityProblem }: AddToolToListProps) {
  const { canEdit } = useListRights();
  const [open, setOpen] = useState<number | null>(null);
  if (!canEdit) return null;
  const onOpen = () => {
    if (quantity === null) onQuantityProblem();
    else setOpen(quantity);
  };
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={onOpen}>
        <ListPlus className="size-4" aria-hidden="true" />
        {listMessages.addTool}
      </button>
      <FormDialog open={open !== null} title={listMessages.addToolHeading} onClose={() => setOpen(null)}>
        {open !== null && <AddToListForm tool={tool} quantity={open} onDone={() => setOpen(null)} />}
      </FormDialog>
    </>
  );
}

/** The tool's lines once on `list`: in its place when it was there (it takes this quantity), else last. */
function withTool(list: ShoppingList, productId: string, quantity: number) {
  const items = list.items.map((item) => ({ productId: item.productId, quantity: item.productId === productId ? quantity : item.quantity }));
  return items.some((item) => item.productId === productId) ? items : [...items, { productId, quantity }];
}

function AddToListForm({ tool, quantity, onDone }: { tool: Tool; quantity: number; onDone: () => void }) {
  const lists = useLists();
  const patch = usePatchList();
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const selectId = useId();
  const errorId = useId();

  if (lists.isPending) return <Spinner label={listsPageTexts.loading} />;
  if (lists.isError) return <p className="text-error">{errorMessage(lists.error)}</p>;
  const options = lists.data ?? [];
  const target = options.find((list) => list._id === chosen) ?? options[0];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!target || patch.isPending) return;
    patch.mutate(
      { id: target._id, body: { items: withTool(target, tool._id, quantity) } },
      {
        onSuccess: (list) => {
          toast.success(listMessages.addedTool(list.name));
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <p className="font-medium">{listMessages.addToolLine(quantity, toolName(tool))}</p>
      {target ? (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={selectId} className="text-sm font-medium">
              {listLabels.pick}
            </label>
            <select id={selectId} className="select w-full" value={target._id} onChange={(event) => setChosen(event.target.value)} aria-describedby={error ? errorId : undefined}>
              {options.map((list) => (
                <option key={list._id} value={list._id}>
                  {list.name}
                </option>
              ))}
            </select>
            <p className="text-sm text-base-content/75">{listMessages.toolTakesQuantity}</p>
            {error && (
              <p id={errorId} className="text-sm text-error">
                {error}
              </p>
            )}
          </div>
          <DialogActions busy={patch.isPending} saveLabel={listMessages.addTool} onCancel={onDone} />
        </>
      ) : (
        <>
          <p className="rounded-box bg-base-200 px-4 py-3 text-base-content/80">{listMessages.none}</p>
          <div className="modal-action">
            <Link to={webRoutes.lists} className="link self-center">
              {listMessages.allLists}
            </Link>
            <button type="button" className="btn btn-ghost" onClick={onDone}>
              {listsPageTexts.close}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
