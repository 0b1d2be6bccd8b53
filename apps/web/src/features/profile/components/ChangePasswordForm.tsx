import { changePasswordTexts } from "@shop/contract";
import { KeyRound } from "lucide-react";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { showSubmitError } from "../../../lib/formErrors";
import { useChangePassword } from "../api/changePassword";
import { useContractForm } from "../../../lib/useContractForm";
import { lazySchema } from "../../../lib/schemas";

/** The form's schema, loaded with zod when first needed (lib/useContractForm.ts). */
const changePasswordForm = lazySchema("changePasswordFormSchema");

const fieldNames = ["currentPassword", "newPassword"] as const;

/** My profile's password change: the current password first; the account's other sessions end. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useContractForm(changePasswordForm, {
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    if (change.isPending) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          reset();
        },
        onError: (error) => showSubmitError(error, fieldNames, setError),
      },
    );
  });

  return (
    <section aria-labelledby="change-password-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <form noValidate onSubmit={onSubmit} className="card-body gap-4 p-5 sm:p-6" aria-labelledby="change-password-heading">
        <h2 id="change-password-heading" className="font-display text-2xl font-bold">
          {changePasswordTexts.heading}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          <FormField
            label={changePasswordTexts.current}
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register("currentPassword")}
          />
          <FormField label={changePasswordTexts.new} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register("newPassword")} />
          <FormField
            label={changePasswordTexts.confirm}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
        </div>
        <SubmitButton busy={change.isPending} icon={<KeyRound className="size-4" aria-hidden="true" />} className="self-start">
          {changePasswordTexts.heading}
        </SubmitButton>
      </form>
    </section>
  );
}
