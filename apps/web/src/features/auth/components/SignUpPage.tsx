import { DEFAULT_REDIRECT, invitedSignUpHint, signUpFormSchema, signUpPageTexts } from "@shop/contract";
import { useEffect } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { FormField } from "../../../components/FormField";
import { LoadingScreen } from "../../../components/Loading";
import { errorMessage } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { redirectTarget, withRedirect } from "../../../lib/redirect";
import { useSession } from "../../../lib/session";
import { useSignUp } from "../api/useAuthMutations";
import { AuthCard, AuthError } from "./AuthCard";
import { GoogleButton } from "./GoogleButton";
import { useHydrated } from "../../../lib/useHydrated";
import { PageTitle } from "../../../components/PageTitle";
import { useContractForm } from "../../../lib/useContractForm";
import { invitationTokenOf, useInvitationPreview } from "../api/invitationPreview";

const fieldNames = ["name", "email", "password"] as const;
/** The spec's landing page after sign-up, unless a protected page sent the visitor to log in first. */
const AFTER_SIGN_UP = "/home";

export function SignUpPage() {
  const hydrated = useHydrated();
  const location = useLocation();
  const returnTo = redirectTarget(location.state, location.search);
  const target = returnTo === DEFAULT_REDIRECT ? AFTER_SIGN_UP : returnTo;
  const session = useSession();
  const signUpMutation = useSignUp(target);
  // Issue 35: from a company invitation, the account is for the invited address: the form takes it
  // and locks it, and the sign-up carries the token, which proves the address (no verification email).
  const invitationToken = invitationTokenOf(returnTo);
  const invitation = useInvitationPreview(invitationToken);
  const invitedEmail = invitation.isSuccess ? invitation.data.email : null;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useContractForm(signUpFormSchema, { defaultValues: { name: "", email: "", password: "" } });
  useEffect(() => {
    if (invitedEmail !== null) setValue("email", invitedEmail, { shouldValidate: false });
  }, [invitedEmail, setValue]);

  // After success the mutation itself navigates, with the state that says a link was emailed: a
  // <Navigate> from a render before that navigation commits would replace it without that state.
  if (signUpMutation.isPending || signUpMutation.isSuccess || session.status === "loading") return <LoadingScreen />;
  if (session.status === "signedIn") return <Navigate to={target} replace />;

  const onSubmit = handleSubmit((values) => {
    const account = invitedEmail !== null && invitationToken !== null ? { ...values, email: invitedEmail, invitation: invitationToken } : values;
    signUpMutation.mutate(account, {
      onError: (error) => applyServerFieldErrors(error, fieldNames, setError),
    });
  });

  return (
    <AuthCard title={signUpPageTexts.heading} subtitle={signUpPageTexts.subtitle}>
      <PageTitle description={signUpPageTexts.description}>{signUpPageTexts.title}</PageTitle>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label={signUpPageTexts.name} type="text" autoComplete="name" error={errors.name?.message} {...register("name")} />
        <FormField
          label={signUpPageTexts.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          hint={invitedEmail !== null ? invitedSignUpHint : undefined}
          readOnly={invitedEmail !== null}
          {...register("email")}
        />
        <FormField
          label={signUpPageTexts.password}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register("password")}
        />
        {signUpMutation.isError && <AuthError message={errorMessage(signUpMutation.error)} />}
        <button type="submit" className="btn btn-primary mt-1 w-full" disabled={!hydrated}>
          {signUpPageTexts.submit}
        </button>
      </form>
      <p className="text-center text-sm">
        {signUpPageTexts.haveAccount}{" "}
        <Link to={withRedirect("/login", returnTo)} className="link link-primary font-medium">
          {signUpPageTexts.login}
        </Link>
      </p>
      <div className="divider my-0 text-sm text-base-content/75">{signUpPageTexts.or}</div>
      <GoogleButton redirectTo={target} />
    </AuthCard>
  );
}
