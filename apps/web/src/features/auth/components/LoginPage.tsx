import { loginPageTexts, messages, signInFormSchema } from "@shop/contract";
import { Link, Navigate, useLocation } from "react-router";
import { FormField } from "../../../components/FormField";
import { LoadingScreen } from "../../../components/Loading";
import { errorMessage } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { landingFor, redirectTarget, withRedirect } from "../../../lib/redirect";
import { useSession } from "../../../lib/session";
import { useSignIn } from "../api/useAuthMutations";
import { AuthCard, AuthError } from "./AuthCard";
import { GoogleButton } from "./GoogleButton";
import { useHydrated } from "../../../lib/useHydrated";
import { PageTitle } from "../../../components/PageTitle";
import { useContractForm } from "../../../lib/useContractForm";

const fieldNames = ["email", "password"] as const;

/** The reason a Google sign-in came back here; unknown codes show nothing. */
function googleErrorOf(search: string): string | undefined {
  const code = new URLSearchParams(search).get("error");
  const reasons: Record<string, string> = messages.auth.googleErrors;
  return code && Object.hasOwn(reasons, code) ? reasons[code] : undefined;
}

export function LoginPage() {
  const hydrated = useHydrated();
  const location = useLocation();
  const target = redirectTarget(location.state, location.search);
  const session = useSession();
  const signInMutation = useSignIn(target);
  const googleError = googleErrorOf(location.search);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(signInFormSchema, { defaultValues: { email: "", password: "" } });

  if (signInMutation.isPending || session.status === "loading") return <LoadingScreen />;
  if (session.status === "signedIn") return <Navigate to={landingFor(target, session.user?.role)} replace />;

  const onSubmit = handleSubmit((values) => {
    signInMutation.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, fieldNames, setError),
    });
  });

  return (
    <AuthCard title={loginPageTexts.heading} subtitle={loginPageTexts.subtitle}>
      <PageTitle description={loginPageTexts.description}>{loginPageTexts.title}</PageTitle>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label={loginPageTexts.email} type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
        <FormField
          label={loginPageTexts.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        {signInMutation.isError && <AuthError message={errorMessage(signInMutation.error)} />}
        {!signInMutation.isError && googleError && <AuthError message={googleError} />}
        <Link to="/forgot-password" className="link link-primary self-end text-sm font-medium">
          {loginPageTexts.forgot}
        </Link>
        <button type="submit" className="btn btn-primary mt-1 w-full" disabled={!hydrated}>
          {loginPageTexts.submit}
        </button>
      </form>
      <p className="text-center text-sm">
        {loginPageTexts.newHere}{" "}
        <Link to={withRedirect("/signUp", target)} className="link link-primary font-medium">
          {loginPageTexts.createAccount}
        </Link>
      </p>
      <div className="divider my-0 text-sm text-base-content/75">{loginPageTexts.or}</div>
      <GoogleButton redirectTo={target} />
    </AuthCard>
  );
}
