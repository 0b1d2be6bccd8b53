import { LIST_NAME_MAX, listLabels, listMessages, listsPageTexts } from "@shop/contract";
import { Plus } from "lucide-react";
import { FormField } from "../../../components/FormField";
import { useNewList } from "./useNewList";

/** A new, empty list, named here; its tools come from the cart ("Save cart as list"). */
export function NewListForm() {
  const { name, setName, error, pending, onSubmit } = useNewList(() => [], (list) => listMessages.created(list.name));
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="new-list-heading" className="card border border-base-300 bg-base-100 p-5">
      <h2 id="new-list-heading" className="mb-2 font-display text-xl font-bold">
        {listsPageTexts.newList}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <FormField label={listLabels.name} name="name" value={name} maxLength={LIST_NAME_MAX} onChange={(event) => setName(event.target.value)} error={error} autoComplete="off" />
        </div>
        <button type="submit" className="btn btn-primary sm:mb-1" disabled={pending}>
          <Plus className="size-4" aria-hidden="true" />
          {listsPageTexts.create}
        </button>
      </div>
    </form>
  );
}
