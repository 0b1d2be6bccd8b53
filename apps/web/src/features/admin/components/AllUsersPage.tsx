import { allUsersTexts, formatCount, messages } from "@shop/contract";
import type { UserDocument } from "@shop/contract";
import { ShieldCheck, ShieldOff, UserCheck } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryView } from "../../../components/QueryView";
import { errorMessage } from "../../../lib/api";
import { useSession } from "../../../lib/session";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { usePageParam } from "../../../lib/usePageParam";
import { useDeleteUser } from "../api/deleteUser";
import { useUsers } from "../api/getUsers";
import { useMakeAdmin } from "../api/makeAdmin";
import { useRemoveAdmin } from "../api/removeAdmin";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { EmailText } from "../../../components/admin/EmailText";
import { BusyActionButton, DeleteRowButton } from "../../../components/admin/RowActionButtons";
import { PagedTable, rowNumber } from "../../../components/admin/PagedTable";

export const USERS_PAGE_SIZE = 20;

/** The account Remove Admin asks about; the route names it by email, so that is its id here. */
interface AdminRow {
  _id: string;
}

/** /dashboard/makeAdmin: every account, with Make Admin, Remove Admin and Delete User. */
export function AllUsersPage() {
  const { user: me } = useSession();
  const [page, setPage] = usePageParam();
  const users = useUsers(page, USERS_PAGE_SIZE);
  const makeAdmin = useMakeAdmin();
  const remove = useConfirmedDelete<UserDocument>({
    mutation: useDeleteUser(),
    successMessage: messages.admin.userDeleted,
    paging: { page, setPage, rowsOnPage: users.data?.items.length },
  });
  // Confirmed like a delete: the account loses the admin area and is signed out at once.
  const demote = useConfirmedDelete<AdminRow>({ mutation: useRemoveAdmin(), successMessage: messages.admin.removed });

  const onMakeAdmin = (email: string) => {
    if (makeAdmin.isPending) return;
    makeAdmin.mutate(email, {
      // As the spec's client did, read modifiedCount: 0 means the account already was admin.
      onSuccess: ({ modifiedCount }) =>
        modifiedCount > 0 ? toast.success(messages.admin.made) : toast.info(allUsersTexts.alreadyAdmin(email)),
      // The spec showed an empty toast on a 403; the server's message says what went wrong.
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <div>
      <AdminPageHeader title={allUsersTexts.title}>{allUsersTexts.intro}</AdminPageHeader>
      <QueryView query={users} loadingLabel={allUsersTexts.loading} errorTitle={allUsersTexts.loadFailed}>
        {({ items, total }) => (
          <PagedTable
            label={allUsersTexts.tableLabel}
            columns={[{ label: "#" }, { label: allUsersTexts.email }, { label: allUsersTexts.name }, { label: allUsersTexts.role }, { label: allUsersTexts.actions, hidden: true }]}
            pagination={{ label: allUsersTexts.pagination, page, pageSize: USERS_PAGE_SIZE, total, onPageChange: setPage }}
          >
            {items.map((account, index) => {
              const isAdmin = account.role === "admin";
              const isMe = account.email.toLowerCase() === me?.email.toLowerCase();
              const promoting = makeAdmin.isPending && makeAdmin.variables === account.email;
              return (
                <tr key={account._id} className="hover:bg-base-200/60">
                  <th scope="row">{formatCount(rowNumber(page, USERS_PAGE_SIZE, index))}</th>
                  <td className="min-w-40 font-medium">
                    <EmailText email={account.email} />
                  </td>
                  <td className="min-w-36 [overflow-wrap:anywhere]">{account.name}</td>
                  <td>
                    {isAdmin ? (
                      <span className="badge badge-soft badge-primary gap-1 whitespace-nowrap">
                        <ShieldCheck className="size-3.5" aria-hidden="true" />
                        {allUsersTexts.admin}
                      </span>
                    ) : (
                      <span className="badge badge-soft badge-neutral whitespace-nowrap">{allUsersTexts.customer}</span>
                    )}
                  </td>
                  <td>
                    <div className="flex justify-end gap-2">
                      {!isAdmin && (
                        <BusyActionButton
                          busy={promoting}
                          icon={UserCheck}
                          label={allUsersTexts.makeAdminOf(account.email)}
                          onClick={() => onMakeAdmin(account.email)}
                        >
                          {allUsersTexts.makeAdmin}
                        </BusyActionButton>
                      )}
                      {/* The server refuses (409) to take away your own role. */}
                      {isAdmin && !isMe && (
                        <button
                          type="button"
                          className="btn btn-outline btn-warning btn-sm whitespace-nowrap"
                          onClick={() => demote.ask({ _id: account.email })}
                          aria-label={allUsersTexts.removeAdminOf(account.email)}
                        >
                          <ShieldOff className="size-4" aria-hidden="true" />
                          {allUsersTexts.removeAdmin}
                        </button>
                      )}
                      {/* The server refuses (409) to delete the account that is signed in. */}
                      {!isMe && (
                        <DeleteRowButton
                          label={allUsersTexts.deleteUserOf(account.email)}
                          onClick={() => remove.ask(account)}
                          className="whitespace-nowrap"
                        >
                          {allUsersTexts.deleteUser}
                        </DeleteRowButton>
                      )}
                      {isMe && <span className="text-sm whitespace-nowrap text-base-content/75">{allUsersTexts.you}</span>}
                    </div>
                  </td>
                </tr>
              );
            })}
          </PagedTable>
        )}
      </QueryView>
      <ConfirmDialog
        {...remove.dialog}
        detail={remove.target ? allUsersTexts.deleteDetail(remove.target.email) : undefined}
        confirmLabel={allUsersTexts.deleteUser}
      />
      <ConfirmDialog
        {...demote.dialog}
        question={allUsersTexts.removeQuestion}
        detail={demote.target ? allUsersTexts.removeDetail(demote.target._id) : undefined}
        confirmLabel={allUsersTexts.removeAdmin}
      />
    </div>
  );
}
