import { accountMessages, passwordPageTexts, resetPasswordFormSchema } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { errorMessage } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { clearAccessToken } from "../../../lib/token";
import { useConfirmPasswordReset } from "../api/confirmPasswordReset";
import { AuthCard, AuthError } from "./AuthCard";
import { PageTitle } from "../../../components/PageTitle";
import { queryKeys } from "../../../lib/query-keys";
import { useContractForm } from "../../../lib/useContractForm";

/** /reset-password?token=…: the emailed link's form; a new password ends every session. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useLocation().search).get("token") ?? "";
  const queryClient = useQueryClient();
  const confirm = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(resetPasswordFormSchema, { defaultValues: { password: "", confirmPassword: "" } });

  const onSubmit = handleSubmit(({ password }) => {
    if (confirm.isPending) return;
    confirm.mutate(
      { token, password },
      {
        onSuccess: () => {
          // The server ended every session of the account, this browser's included.
          clearAccessToken();
          void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        },
        onError: (error) => applyServerFieldErrors(error, ["password"], setError),
      },
    );
  });

  return (
    <AuthCard title={passwordPageTexts.resetHeading} subtitle={passwordPageTexts.resetSubtitle}>
      <PageTitle>{passwordPageTexts.resetTitle}</PageTitle>
      {confirm.isSuccess ? (
        <>
          <p role="status" className="rounded-box bg-base-200 p-4">
            {confirm.data.message}
          </p>
          <Link to="/login" className="btn btn-primary w-full">
            {passwordPageTexts.login}
          </Link>
        </>
      ) : token === "" ? (
        <AuthError message={accountMessages.linkInvalid} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField label={passwordPageTexts.newPassword} type="password" autoComplete="new-password" error={errors.password?.message} {...register("password")} />
          <FormField
            label={passwordPageTexts.confirmPassword}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
          {confirm.isError && <AuthError message={errorMessage(confirm.error)} />}
          <SubmitButton busy={confirm.isPending} className="mt-1 w-full">
            {passwordPageTexts.setPassword}
          </SubmitButton>
        </form>
      )}
      {!confirm.isSuccess && (
        <p className="text-center text-sm">
          {passwordPageTexts.expired}{" "}
          <Link to="/forgot-password" className="link link-primary font-medium">
            {passwordPageTexts.askAgain}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
