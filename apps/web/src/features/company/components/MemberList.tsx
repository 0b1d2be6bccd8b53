import type { Company, CompanyMember, MemberForm as MemberFormValues } from "@shop/contract";
import { companyLabels, companyMemberTexts, companyMessages, companyPageTexts, companyRoleNames, companyRoles, formatDollars } from "@shop/contract";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FieldFrame } from "../../../components/FieldFrame";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { errorMessage } from "../../../lib/api";
import { showSubmitError } from "../../../lib/formErrors";
import { lazySchema } from "../../../lib/schemas";
import { useContractForm } from "../../../lib/useContractForm";

const memberFormSchema = lazySchema("memberFormSchema");
import { usePatchMember, useRemoveMember } from "../api/company";

const limitText = (limit: number | null) => (limit === null ? companyMemberTexts.noLimit : formatDollars(limit));

const memberFields = ["role", "orderLimit", "monthlyLimit"] as const;

const formValues = (member: CompanyMember): MemberFormValues => ({
  role: member.role,
  orderLimit: member.orderLimit === null ? "" : String(member.orderLimit),
  monthlyLimit: member.monthlyLimit === null ? "" : String(member.monthlyLimit),
});

interface MemberListProps {
  company: Company;
  userId: string;
}

/** The company's members: an admin changes each one's role and limits and removes them; the others read. */
export function MemberList({ company, userId }: MemberListProps) {
  const admin = company.role === "admin";
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<CompanyMember | null>(null);

  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={companyPageTexts.members}>
        {company.members.map((member) => (
          <li key={member.userId} aria-label={member.name} className="rounded-box border border-base-300 p-4">
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <p className="min-w-0">
                <span className="font-semibold">{member.name}</span>
                {member.userId === userId && <span className="text-base-content/75">{` ${companyMemberTexts.you}`}</span>}
                <span className="block truncate text-sm text-base-content/75">{member.email}</span>
              </p>
              {!admin && <span className="badge badge-outline">{companyRoleNames[member.role]}</span>}
            </div>
            {admin ? (
              // One's own membership ends with "Leave company", not Remove.
              <MemberForm company={company} member={member} onRemove={member.userId === userId ? undefined : () => setRemoving(member)} />
            ) : (
              <dl className="grid gap-1 text-sm sm:grid-cols-2">
                <div>
                  <dt className="inline text-base-content/75">{companyLabels.orderLimit}: </dt>
                  <dd className="inline">{limitText(member.orderLimit)}</dd>
                </div>
                <div>
                  <dt className="inline text-base-content/75">{companyLabels.monthlyLimit}: </dt>
                  <dd className="inline">{limitText(member.monthlyLimit)}</dd>
                </div>
              </dl>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        question={companyMemberTexts.removeQuestion(removing?.name ?? companyMemberTexts.thisMember, company.name)}
        detail={companyMemberTexts.removeDetail}
        confirmLabel={companyMemberTexts.remove}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing || remove.isPending) return;
          remove.mutate(
            { id: company._id, userId: removing.userId },
            {
              onSuccess: () => toast.success(companyMessages.removed(removing.name)),
              onError: (error) => toast.error(errorMessage(error)),
              onSettled: () => setRemoving(null),
            },
          );
        }}
      />
    </>
  );
}

function MemberForm({ company, member, onRemove }: { company: Company; member: CompanyMember; onRemove: (() => void) | undefined }) {
  const patch = usePatchMember();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(memberFormSchema, { defaultValues: formValues(member) });
  // Named in the HTML too, which the server renders and the page keeps until the buyer reaches for the form.
  const shown = formValues(member);

  const onSubmit = handleSubmit(async (body) => {
    if (patch.isPending) return;
    try {
      await patch.mutateAsync({ id: company._id, userId: member.userId, body });
      toast.success(companyMessages.memberSaved(member.name));
    } catch (error) {
      showSubmitError(error, memberFields, setError);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={companyMemberTexts.membership(member.name)} className="grid items-start gap-3 sm:grid-cols-3">
      <FieldFrame label={companyLabels.role} error={errors.role?.message}>
        {(wiring) => (
          <select {...wiring} className="select w-full" defaultValue={shown.role} {...register("role")}>
            {companyRoles.map((role) => (
              <option key={role} value={role}>
                {companyRoleNames[role]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FormField label={companyLabels.orderLimit} type="text" inputMode="decimal" placeholder={companyMemberTexts.noLimit} error={errors.orderLimit?.message} defaultValue={shown.orderLimit ?? ""} {...register("orderLimit")} />
      <FormField label={companyLabels.monthlyLimit} type="text" inputMode="decimal" placeholder={companyMemberTexts.noLimit} error={errors.monthlyLimit?.message} defaultValue={shown.monthlyLimit ?? ""} {...register("monthlyLimit")} />
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-3">
        {onRemove && (
          <button type="button" className="btn btn-ghost btn-sm text-error" aria-label={companyMemberTexts.removeMember(member.name)} onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden="true" />
            {companyMemberTexts.remove}
          </button>
        )}
        <SubmitButton busy={patch.isPending} className="btn-sm">
          {companyMemberTexts.save}
        </SubmitButton>
      </div>
    </form>
  );
}
