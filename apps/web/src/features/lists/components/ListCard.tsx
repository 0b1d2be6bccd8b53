import type { ShoppingList } from "@shop/contract";
import { formatCount, formatDollars, LIST_NAME_MAX, listCardTexts, listLabels, listMessages } from "@shop/contract";
import { ShoppingCart, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormField } from "../../../components/FormField";
import { errorMessage } from "../../../lib/api";
import { formatDateTime } from "../../../lib/dates";
import { listBodySchema, useDeleteList, usePatchList } from "../api/lists";
import { addListToCart, type AddAllResult } from "../addAll";

interface Draft {
  name: string;
  quantities: Record<string, string>;
  removed: string[];
}

const fresh = (list: ShoppingList): Draft => ({ name: list.name, quantities: Object.fromEntries(list.items.map((item) => [item.productId, String(item.quantity)])), removed: [] });

/** One shared list: its lines to change, and "Add all to cart", each for the roles that may. */
export function ListCard({ list, canEdit, canOrder }: { list: ShoppingList; canEdit: boolean; canOrder: boolean }) {
  const headingId = useId();
  const patch = usePatchList();
  const remove = useDeleteList();
  const [draft, setDraft] = useState<Draft>(() => fresh(list));
  // A save (here or by a colleague, seen on the next refetch) starts the draft again from the list as stored.
  const [shown, setShown] = useState(list.updatedAt);
  if (shown !== list.updatedAt) {
    setShown(list.updatedAt);
    setDraft(fresh(list));
  }
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [added, setAdded] = useState<AddAllResult | null>(null);
  const lines = list.items.filter((item) => !draft.removed.includes(item.productId));
  const dirty = draft.name !== list.name || draft.removed.length > 0 || list.items.some((item) => draft.quantities[item.productId] !== String(item.quantity));

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const items = lines.map((item) => ({ productId: item.productId, quantity: Number(draft.quantities[item.productId]) }));
    if (items.some((item) => !Number.isInteger(item.quantity) || item.quantity < 1)) {
      setError(listCardTexts.wholeNumber);
      return;
    }
    const parsed = (await listBodySchema()).safeParse({ name: draft.name, items });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? listCardTexts.wholeNumber);
      return;
    }
    setError(null);
    patch.mutate({ id: list._id, body: parsed.data }, { onSuccess: () => toast.success(listMessages.saved), onError: (failure) => setError(errorMessage(failure)) });
  };

  const onAddAll = () => {
    const result = addListToCart(lines.map((item) => ({ ...item, quantity: Number(draft.quantities[item.productId]) || item.quantity })));
    setAdded(result);
    if (result.added > 0) toast.success(listMessages.addedAll(result.added));
  };

  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100 shadow-sm">
      <form className="card-body gap-4 p-5 sm:p-6" onSubmit={(event) => void onSave(event)} noValidate>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id={headingId} className="font-display text-xl font-bold [overflow-wrap:anywhere]">
              {list.name}
            </h2>
            <p className="text-sm text-base-content/75">
              {listCardTexts.tools(list.items.length)} · {list.createdBy ? listCardTexts.changedBy(formatDateTime(list.updatedAt), list.createdBy) : listCardTexts.changed(formatDateTime(list.updatedAt))}
            </p>
          </div>
          {canEdit && (
            <button type="button" className="btn btn-ghost btn-sm text-error" onClick={() => setAsking(true)} aria-label={listCardTexts.deleteList(list.name)}>
              <Trash2 className="size-4" aria-hidden="true" />
              {listCardTexts.delete}
            </button>
          )}
        </div>

        {canEdit && (
          <FormField
            label={listLabels.name}
            value={draft.name}
            maxLength={LIST_NAME_MAX}
            autoComplete="off"
            onChange={({ target: { value } }) => setDraft((current) => ({ ...current, name: value }))}
          />
        )}

        {lines.length === 0 ? (
          <p className="text-base-content/80">{listMessages.empty}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-base-300">
            {lines.map((item) => (
              <li key={item.productId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-end sm:justify-between">
                <div className="min-w-0">
                  <Link to={`/tools/${item.productId}`} className="link-hover font-semibold [overflow-wrap:anywhere]">
                    {item.product}
                  </Link>
                  <p className="text-sm text-base-content/75">
                    <span className="font-mono">{item.sku}</span> · {formatDollars(item.price)} · {listCardTexts.inStock(formatCount(item.availableQuantity))}
                  </p>
                </div>
                {canEdit ? (
                  <div className="flex items-end gap-2">
                    <div className="w-40">
                      <FormField
                        label={listLabels.quantity(item.product)}
                        inputMode="numeric"
                        value={draft.quantities[item.productId] ?? ""}
                        onChange={({ target: { value } }) => setDraft((current) => ({ ...current, quantities: { ...current.quantities, [item.productId]: value } }))}
                      />
                    </div>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm mb-1"
                      aria-label={listCardTexts.remove(item.product)}
                      onClick={() => setDraft((current) => ({ ...current, removed: [...current.removed, item.productId] }))}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                ) : (
                  <p className="tabular-nums">× {formatCount(item.quantity)}</p>
                )}
              </li>
            ))}
          </ul>
        )}

        {error && (
          <p role="alert" className="alert alert-error alert-soft">
            {error}
          </p>
        )}
        {added && (
          <div role="status" className="alert alert-info alert-soft flex-col items-start gap-1">
            <p className="font-semibold">{listMessages.addedAll(added.added)}</p>
            {added.notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
            <Link to="/cart" className="link font-semibold">
              {listCardTexts.viewCart}
            </Link>
          </div>
        )}

        <div className="flex flex-wrap items-center gap-3">
          {canOrder && (
            <button type="button" className="btn btn-primary" onClick={onAddAll} disabled={lines.length === 0}>
              <ShoppingCart className="size-4" aria-hidden="true" />
              {listMessages.addAll}
            </button>
          )}
          {canEdit && (
            <button type="submit" className="btn btn-outline" disabled={!dirty || patch.isPending}>
              {listCardTexts.save}
            </button>
          )}
          {canEdit && dirty && <span className="text-sm text-base-content/75">{listCardTexts.unsaved}</span>}
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        detail={list.name}
        busy={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(list._id, {
            onSuccess: () => toast.success(listMessages.deleted(list.name)),
            onError: (failure) => toast.error(errorMessage(failure)),
            onSettled: () => setAsking(false),
          })
        }
      />
    </section>
  );
}
