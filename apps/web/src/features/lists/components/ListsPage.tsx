import { LIST_NAME_MAX, listLabels, listMessages } from "@shop/contract";
import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { FormField } from "../../../components/FormField";
import { QueryView } from "../../../components/QueryView";
import { errorMessage } from "../../../lib/api";
import { listBodySchema, useCreateList, useLists } from "../api/lists";
import { useListRights } from "../rights";
import { ListCard } from "./ListCard";

export const listsTexts = {
  heading: "Shopping lists",
  intro: "Your company's shared lists: every member sees them, and one click puts a whole list in the cart.",
  loading: "Loading the shopping lists",
  loadError: "We could not load the shopping lists",
  newList: "New list",
  create: "Create list",
} as const;

/** /dashboard/lists: the company's shared shopping lists (issue 27). */
export function ListsPage() {
  const lists = useLists();
  const { company, canEdit, canOrder } = useListRights();
  return (
    <div className="max-w-4xl">
      <AdminPageHeader title={listsTexts.heading}>{listsTexts.intro}</AdminPageHeader>
      <QueryView query={lists} loadingLabel={listsTexts.loading} errorTitle={listsTexts.loadError}>
        {(found) =>
          found === null ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/80">{listMessages.noCompany}</p>
          ) : (
            <div className="flex flex-col gap-6">
              {canEdit ? <NewListForm /> : company && <p className="rounded-box bg-base-200 px-5 py-4 text-base-content/80">{listMessages.readOnly}</p>}
              {found.length === 0 ? (
                <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/80">{listMessages.none}</p>
              ) : (
                found.map((list) => <ListCard key={list._id} list={list} canEdit={canEdit} canOrder={canOrder} />)
              )}
            </div>
          )
        }
      </QueryView>
    </div>
  );
}

function NewListForm() {
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
