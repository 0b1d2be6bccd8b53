import { createListBodySchema, hasCompanyRight, LIST_NAME_MAX, listLabels, listMessages, webRoutes } from "@shop/contract";
import { ListPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { errorMessage } from "../../../lib/api";
import type { CartLine } from "../../../lib/cart";
import { useCreateList, useOwnCompany } from "../api/lists";

/** On the cart, for members whose role edits lists: the cart's lines become a new shared list. */
export function SaveCartAsList({ lines }: { lines: readonly CartLine[] }) {
  const company = useOwnCompany();
  const create = useCreateList();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  if (!company.data || !hasCompanyRight(company.data.role, "editLists") || lines.length === 0) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createListBodySchema.safeParse({ name, items: lines.map(({ productId, quantity }) => ({ productId, quantity })) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (list) => {
        toast.success(listMessages.savedCart(list.name));
        setName("");
        setError(undefined);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="save-cart-heading" className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="save-cart-heading" className="mb-2 font-semibold">
        {listMessages.saveCart}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <FormField label={listLabels.name} value={name} maxLength={LIST_NAME_MAX} autoComplete="off" onChange={(event) => setName(event.target.value)} error={error} />
        </div>
        <button type="submit" className="btn btn-outline sm:mb-1" disabled={create.isPending}>
          <ListPlus className="size-4" aria-hidden="true" />
          {listMessages.saveCart}
        </button>
      </div>
      <Link to={webRoutes.lists} className="link mt-2 inline-block text-sm">
        Your company's shopping lists
      </Link>
    </form>
  );
}
