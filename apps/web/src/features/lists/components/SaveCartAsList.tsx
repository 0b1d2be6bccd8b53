import { LIST_NAME_MAX, listLabels, listMessages, webRoutes } from "@shop/contract";
import { ListPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { errorMessage } from "../../../lib/api";
import type { CartLine } from "../../../lib/cart";
import { useLists, usePatchList } from "../api/lists";
import { useListRights } from "../rights";
import { useNewList } from "./useNewList";

/**
 * On the cart, for members whose role edits lists: the cart's lines become a new shared list, or
 * go into one the company has (a tool already there takes the cart's quantity).
 */
export function SaveCartAsList({ lines }: { lines: readonly CartLine[] }) {
  const { canEdit } = useListRights();
  if (!canEdit || lines.length === 0) return null;
  return (
    <>
      <NewListFromCart lines={lines} />
      <AddCartToList lines={lines} />
    </>
  );
}

function NewListFromCart({ lines }: { lines: readonly CartLine[] }) {
  const { name, setName, error, pending, onSubmit } = useNewList(
    () => lines.map(({ productId, quantity }) => ({ productId, quantity })),
    (list) => listMessages.savedCart(list.name),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="save-cart-heading" className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="save-cart-heading" className="mb-2 font-semibold">
        {listMessages.saveCart}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <FormField label={listLabels.name} value={name} maxLength={LIST_NAME_MAX} autoComplete="off" onChange={(event) => setName(event.target.value)} error={error} />
        </div>
        <button type="submit" className="btn btn-outline sm:mb-1" disabled={pending}>
          <ListPlus className="size-4" aria-hidden="true" />
          {listMessages.saveCart}
        </button>
      </div>
      <Link to={webRoutes.lists} className="link mt-2 inline-block text-sm">
        {listMessages.allLists}
      </Link>
    </form>
  );
}

function AddCartToList({ lines }: { lines: readonly CartLine[] }) {
  const lists = useLists();
  const patch = usePatchList();
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const options = lists.data ?? [];
  if (options.length === 0) return null;
  const target = options.find((list) => list._id === chosen) ?? options[0];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const fromCart = new Map(lines.map((line) => [line.productId, line.quantity]));
    const kept = target.items.filter((item) => !fromCart.has(item.productId)).map(({ productId, quantity }) => ({ productId, quantity }));
    const items = [...kept, ...lines.map(({ productId, quantity }) => ({ productId, quantity }))];
    patch.mutate(
      { id: target._id, body: { items } },
      {
        onSuccess: (list) => {
          toast.success(listMessages.addedCart(list.name));
          setError(undefined);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="add-cart-heading" className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="add-cart-heading" className="mb-2 font-semibold">
        {listMessages.addCartToList}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex grow flex-col gap-1.5">
          <label htmlFor="add-cart-list" className="text-sm font-medium">
            {listLabels.pick}
          </label>
          <select id="add-cart-list" className="select w-full" value={target?._id ?? ""} onChange={(event) => setChosen(event.target.value)} aria-describedby={error ? "add-cart-error" : undefined}>
            {options.map((list) => (
              <option key={list._id} value={list._id}>
                {list.name}
              </option>
            ))}
          </select>
          {error && (
            <p id="add-cart-error" className="text-sm text-error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-outline sm:mb-0.5" disabled={patch.isPending}>
          <ListPlus className="size-4" aria-hidden="true" />
          {listMessages.addCartToList}
        </button>
      </div>
    </form>
  );
}
