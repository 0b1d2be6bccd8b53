import { messages } from "@shop/contract";
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
        modifiedCount > 0 ? toast.success(messages.admin.made) : toast.info(`${email} already is an admin`),
      // The spec showed an empty toast on a 403; the server's message says what went wrong.
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <div>
      <AdminPageHeader title="All Users">Make an account admin, remove its admin role, or delete it.</AdminPageHeader>
      <QueryView query={users} loadingLabel="Loading users" errorTitle="We could not load the users.">
        {({ items, total }) => (
          <PagedTable
            label="All users"
            columns={[{ label: "#" }, { label: "Email" }, { label: "Name" }, { label: "Role" }, { label: "Actions", hidden: true }]}
            pagination={{ label: "Users", page, pageSize: USERS_PAGE_SIZE, total, onPageChange: setPage }}
          >
            {items.map((account, index) => {
              const isAdmin = account.role === "admin";
              const isMe = account.email.toLowerCase() === me?.email.toLowerCase();
              const promoting = makeAdmin.isPending && makeAdmin.variables === account.email;
              return (
                <tr key={account._id} className="hover:bg-base-200/60">
                  <th scope="row">{rowNumber(page, USERS_PAGE_SIZE, index)}</th>
                  <td className="min-w-40 font-medium">
                    <EmailText email={account.email} />
                  </td>
                  <td className="min-w-36 [overflow-wrap:anywhere]">{account.name}</td>
                  <td>
                    {isAdmin ? (
                      <span className="badge badge-soft badge-primary gap-1 whitespace-nowrap">
                        <ShieldCheck className="size-3.5" aria-hidden="true" />
                        Admin
                      </span>
                    ) : (
                      <span className="badge badge-soft badge-neutral whitespace-nowrap">Customer</span>
                    )}
                  </td>
                  <td>
                    <div className="flex justify-end gap-2">
                      {!isAdmin && (
                        <BusyActionButton
                          busy={promoting}
                          icon={UserCheck}
                          label={`Make Admin ${account.email}`}
                          onClick={() => onMakeAdmin(account.email)}
                        >
                          Make Admin
                        </BusyActionButton>
                      )}
                      {/* The server refuses (409) to take away your own role. */}
                      {isAdmin && !isMe && (
                        <button
                          type="button"
                          className="btn btn-outline btn-warning btn-sm whitespace-nowrap"
                          onClick={() => demote.ask({ _id: account.email })}
                          aria-label={`Remove Admin ${account.email}`}
                        >
                          <ShieldOff className="size-4" aria-hidden="true" />
                          Remove Admin
                        </button>
                      )}
                      {/* The server refuses (409) to delete the account that is signed in. */}
                      {!isMe && (
                        <DeleteRowButton
                          label={`Delete User ${account.email}`}
                          onClick={() => remove.ask(account)}
                          className="whitespace-nowrap"
                        >
                          Delete User
                        </DeleteRowButton>
                      )}
                      {isMe && <span className="text-sm whitespace-nowrap text-base-content/75">You</span>}
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
        detail={remove.target ? `The account ${remove.target.email} and its profile will be deleted.` : undefined}
        confirmLabel="Delete User"
      />
      <ConfirmDialog
        {...demote.dialog}
        question="Remove this admin?"
        detail={demote.target ? `${demote.target._id} will lose the admin role and be signed out.` : undefined}
        confirmLabel="Remove Admin"
      />
    </div>
  );
}
