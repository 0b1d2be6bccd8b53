import { listMessages, listsPageTexts } from "@shop/contract";
import { useCallback } from "react";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { Spinner } from "../../../components/Loading";
import { QueryView } from "../../../components/QueryView";
import { useLists } from "../api/lists";
import { useListRights } from "../rights";
import { DeferredSlot, useDeferredForms } from "../../../lib/deferredForms";
import { lazyComponent, preloadable } from "../../../lib/preloadable";

const formsCode = preloadable(() => import("./forms"));
const ListCard = lazyComponent(formsCode, (module) => module.ListCard);
const NewListForm = lazyComponent(formsCode, (module) => module.NewListForm);

/** /dashboard/lists: the company's shared shopping lists (issue 27). */
export function ListsPage() {
  const lists = useLists();
  const { company, canEdit, canOrder } = useListRights();
  const forms = useDeferredForms(useCallback(() => formsCode.load(), []));
  return (
    <div className="max-w-4xl">
      <AdminPageHeader title={listsPageTexts.heading}>{listsPageTexts.intro}</AdminPageHeader>
      <QueryView query={lists} loadingLabel={listsPageTexts.loading} errorTitle={listsPageTexts.loadError}>
        {(found) =>
          found === null ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/80">{listMessages.noCompany}</p>
          ) : (
            <div className="flex flex-col gap-6">
              <DeferredSlot forms={forms} fallback={<Spinner label={listsPageTexts.loading} />}>
                {canEdit ? <NewListForm /> : company && <p className="rounded-box bg-base-200 px-5 py-4 text-base-content/80">{listMessages.readOnly}</p>}
                {found.length === 0 ? (
                  <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/80">{listMessages.none}</p>
                ) : (
                  found.map((list) => <ListCard key={list._id} list={list} canEdit={canEdit} canOrder={canOrder} />)
                )}
              </DeferredSlot>
            </div>
          )
        }
      </QueryView>
    </div>
  );
}
