import { LIST_NAME_MAX, listLabels, listMessages } from "@shop/contract";
import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { errorMessage } from "../../../lib/api";
import { listBodySchema, useCreateList } from "../api/lists";
import { listsTexts } from "./texts";

/** A new, empty list, named here; its tools come from the cart ("Save cart as list"). */
export function NewListForm() {
  const create = useCreateList();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await listBodySchema()).safeParse({ name, items: [] });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (list) => {
        toast.success(listMessages.created(list.name));
        setName("");
        setError(undefined);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="new-list-heading" className="card border border-base-300 bg-base-100 p-5">
      <h2 id="new-list-heading" className="mb-2 font-display text-xl font-bold">
        {listsTexts.newList}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <FormField label={listLabels.name} name="name" value={name} maxLength={LIST_NAME_MAX} onChange={(event) => setName(event.target.value)} error={error} autoComplete="off" />
        </div>
        <button type="submit" className="btn btn-primary sm:mb-1" disabled={create.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          {listsTexts.create}
        </button>
      </div>
    </form>
  );
}
