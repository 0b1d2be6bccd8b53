import { forgotPasswordFormSchema, passwordPageTexts } from "@shop/contract";
import { Link } from "react-router";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { errorMessage } from "../../../lib/api";
import { useRequestPasswordReset } from "../api/requestPasswordReset";
import { AuthCard, AuthError } from "./AuthCard";
import { PageTitle } from "../../../components/PageTitle";
import { useContractForm } from "../../../lib/useContractForm";

/** /forgot-password (linked from the login page): asks for a reset link by email. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(forgotPasswordFormSchema, { defaultValues: { email: "" } });

  const onSubmit = handleSubmit(({ email }) => {
    if (request.isPending) return;
    request.mutate(email);
  });

  return (
    <AuthCard title={passwordPageTexts.forgotHeading} subtitle={passwordPageTexts.forgotSubtitle}>
      <PageTitle>{passwordPageTexts.forgotTitle}</PageTitle>
      {request.isSuccess ? (
        <p role="status" className="rounded-box bg-base-200 p-4">
          {request.data.message}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField label={passwordPageTexts.email} type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
          {request.isError && <AuthError message={errorMessage(request.error)} />}
          <SubmitButton busy={request.isPending} className="mt-1 w-full">
            {passwordPageTexts.sendLink}
          </SubmitButton>
        </form>
      )}
      <p className="text-center text-sm">
        {passwordPageTexts.remembered}{" "}
        <Link to="/login" className="link link-primary font-medium">
          {passwordPageTexts.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
