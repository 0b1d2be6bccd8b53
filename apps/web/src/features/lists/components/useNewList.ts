import type { ShoppingList } from "@shop/contract";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api";
import { listBodySchema, useCreateList } from "../api/lists";

/**
 * A new list named in a form ("New list", "Save cart as list"): the name as typed, checked with
 * the contract's rule, created with `items`, and said with `said` once the server has it.
 */
export function useNewList(items: () => { productId: string; quantity: number }[], said: (list: ShoppingList) => string) {
  const create = useCreateList();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await listBodySchema()).safeParse({ name, items: items() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (list) => {
        toast.success(said(list));
        setName("");
        setError(undefined);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return { name, setName, error, pending: create.isPending, onSubmit };
}
