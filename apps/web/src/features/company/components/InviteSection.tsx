import type { Invitation } from "@shop/contract";
import { companyInviteTexts, companyLabels, companyMessages, companyPageTexts, companyRoleNames, companyRoles } from "@shop/contract";
import { Send, X } from "lucide-react";
import { toast } from "sonner";
import { FieldFrame } from "../../../components/FieldFrame";
import { FormField } from "../../../components/FormField";
import { QueryView } from "../../../components/QueryView";
import { SubmitButton } from "../../../components/SubmitButton";
import { errorMessage } from "../../../lib/api";
import { formatDate } from "../../../lib/dates";
import { showSubmitError } from "../../../lib/formErrors";
import { lazySchema } from "../../../lib/schemas";
import { useContractForm } from "../../../lib/useContractForm";

const inviteBodySchema = lazySchema("inviteBodySchema");
import { useInvitations, useInvite, useWithdrawInvitation } from "../api/company";

const inviteFields = ["email", "role"] as const;
/** The role an invitation offers until the admin picks another; named in the server's HTML too. */
const INVITED_ROLE = "buyer";

/** An admin's invite form (Email, Role) and the invitations still waiting for an answer. */
export function InviteSection({ companyId }: { companyId: string }) {
  const invite = useInvite(companyId);
  const invitations = useInvitations(companyId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useContractForm(inviteBodySchema, { defaultValues: { email: "", role: INVITED_ROLE } });

  const onSubmit = handleSubmit(async (body) => {
    if (invite.isPending) return;
    try {
      await invite.mutateAsync(body);
      toast.success(companyMessages.invited(body.email));
      reset({ email: "", role: body.role });
    } catch (error) {
      showSubmitError(error, inviteFields, setError);
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={companyPageTexts.invite} className="grid items-start gap-3 sm:grid-cols-[1fr_12rem_auto]">
        <FormField label={companyLabels.email} type="email" autoComplete="off" error={errors.email?.message} {...register("email")} />
        <FieldFrame label={companyLabels.role} error={errors.role?.message}>
          {(wiring) => (
            <select {...wiring} className="select w-full" defaultValue={INVITED_ROLE} {...register("role")}>
              {companyRoles.map((role) => (
                <option key={role} value={role}>
                  {companyRoleNames[role]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <SubmitButton busy={invite.isPending} icon={<Send className="size-4" aria-hidden="true" />} className="sm:mt-7">
          {companyInviteTexts.send}
        </SubmitButton>
      </form>
      <p className="text-sm text-base-content/75">{companyInviteTexts.linkRules}</p>
      <QueryView query={invitations} loadingLabel={companyInviteTexts.loading} errorTitle={companyInviteTexts.loadError} loading="py-8">
        {(pending) => <PendingInvitations companyId={companyId} pending={pending} />}
      </QueryView>
    </div>
  );
}

function PendingInvitations({ companyId, pending }: { companyId: string; pending: Invitation[] }) {
  const withdraw = useWithdrawInvitation(companyId);
  if (pending.length === 0) return <p className="text-sm text-base-content/75">{companyInviteTexts.none}</p>;
  return (
    <div>
      <h3 className="mb-2 font-semibold">{companyInviteTexts.pending}</h3>
      <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300" aria-label={companyInviteTexts.pending}>
        {pending.map((invitation) => (
          <li key={invitation._id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
            <p className="min-w-0">
              <span className="block truncate font-medium">{invitation.email}</span>
              <span className="text-sm text-base-content/75">
                {companyRoleNames[invitation.role]} · {companyInviteTexts.until(formatDate(invitation.expiresAt))}
              </span>
            </p>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={companyInviteTexts.withdrawLabel(invitation.email)}
              aria-disabled={withdraw.isPending || undefined}
              onClick={() => {
                if (withdraw.isPending) return;
                withdraw.mutate(invitation._id, {
                  onSuccess: () => toast.success(companyMessages.withdrawn(invitation.email)),
                  onError: (error) => toast.error(errorMessage(error)),
                });
              }}
            >
              <X className="size-4" aria-hidden="true" />
              {companyInviteTexts.withdraw}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
