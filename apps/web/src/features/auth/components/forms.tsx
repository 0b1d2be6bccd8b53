import { loginPageTexts, signUpPageTexts } from "@shop/contract";
import { useEffect, type FormEventHandler, type ReactNode } from "react";
import { Link } from "react-router";
import { FormField } from "../../../components/FormField";
import { LoadingScreen } from "../../../components/Loading";
import { PageTitle } from "../../../components/PageTitle";
import { errorMessage } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { useContractForm } from "../../../lib/useContractForm";
import { lazySchema } from "../../../lib/schemas";
import { useHydrated } from "../../../lib/useHydrated";
import type { useSignIn, useSignUp } from "../api/useAuthMutations";
import { withRedirect } from "../../../lib/redirect";
import { AuthCard, AuthError } from "./AuthCard";
import { GoogleButton } from "./GoogleButton";

/** The forms' schemas, loaded with zod when first needed (lib/useContractForm.ts). */
const signInForm = lazySchema("signInFormSchema");
const signUpForm = lazySchema("signUpFormSchema");

// The sign-in and sign-up cards (react-hook-form, zod and their schemas) are a chunk of their own:
// the pages hydrate without it and it comes in when the visitor reaches for a field or the browser
// is idle (lib/deferredForms.tsx). The whole card, not just its form: while the account is being
// signed in or created the card gives way to a spinner, and the form's state (what was typed, the
// server's messages for its fields) must outlive that, as it did when it lived in the page.

/** The words a card's frame says: its page's (loginPageTexts, signUpPageTexts). */
type AuthFormCardTexts = Record<"heading" | "subtitle" | "description" | "title" | "submit" | "or", string>;

interface AuthFormCardProps {
  texts: AuthFormCardTexts;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The line under the form that leads to the other card. */
  other: { prompt: string; label: string; to: string };
  /** Where a Google sign-in goes once done. */
  googleTarget: string;
  /** The form's fields and messages, above its submit button. */
  children: ReactNode;
}

/**
 * The frame both cards share: the card, the page's title, the form and its submit button
 * (disabled until the page has hydrated: sent natively, the form would put the password in the
 * URL), the link to the other card, and Google.
 */
function AuthFormCard({ texts, onSubmit, other, googleTarget, children }: AuthFormCardProps) {
  const hydrated = useHydrated();
  return (
    <AuthCard title={texts.heading} subtitle={texts.subtitle}>
      <PageTitle description={texts.description}>{texts.title}</PageTitle>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        {/* Enabled in the deferred form's HTML once the page hydrates; its press is pressed again on the live form (lib/deferredForms.tsx). */}
        <button type="submit" className="btn btn-primary mt-1 w-full" disabled={!hydrated} data-waits-for-hydration={hydrated ? undefined : ""}>
          {texts.submit}
        </button>
      </form>
      <p className="text-center text-sm">
        {other.prompt}{" "}
        <Link to={other.to} className="link link-primary font-medium">
          {other.label}
        </Link>
      </p>
      <div className="divider my-0 text-sm text-base-content/75">{texts.or}</div>
      <GoogleButton redirectTo={googleTarget} />
    </AuthCard>
  );
}

const signInFields = ["email", "password"] as const;

export interface SignInCardProps {
  signIn: ReturnType<typeof useSignIn>;
  /** Where the visitor goes once signed in (the page that sent them here). */
  target: string;
  /** Why a Google sign-in came back here, shown until a sign-in with the form fails. */
  googleError: string | undefined;
}

export function SignInCard({ signIn, target, googleError }: SignInCardProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(signInForm, { defaultValues: { email: "", password: "" } });

  if (signIn.isPending) return <LoadingScreen />;

  const onSubmit = handleSubmit((values) => {
    signIn.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, signInFields, setError),
    });
  });

  return (
    <AuthFormCard
      texts={loginPageTexts}
      onSubmit={onSubmit}
      other={{ prompt: loginPageTexts.newHere, label: loginPageTexts.createAccount, to: withRedirect("/signUp", target) }}
      googleTarget={target}
    >
      <FormField label={loginPageTexts.email} type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
      <FormField
        label={loginPageTexts.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      {signIn.isError && <AuthError message={errorMessage(signIn.error)} />}
      {!signIn.isError && googleError && <AuthError message={googleError} />}
      <Link to="/forgot-password" className="link link-primary self-end text-sm font-medium">
        {loginPageTexts.forgot}
      </Link>
    </AuthFormCard>
  );
}

const signUpFields = ["name", "email", "password"] as const;

export interface SignUpCardProps {
  signUp: ReturnType<typeof useSignUp>;
  /** Where the new account goes (the landing page, or the page that sent the visitor to log in). */
  target: string;
  /** The page that sent the visitor here, kept by the link to the login. */
  returnTo: string;
  /** Issue 35: the invited address (the form takes it and locks it), null without an invitation. */
  invitedEmail: string | null;
  invitationToken: string | null;
}

export function SignUpCard({ signUp, target, returnTo, invitedEmail, invitationToken }: SignUpCardProps) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useContractForm(signUpForm, { defaultValues: { name: "", email: "", password: "" } });
  useEffect(() => {
    if (invitedEmail !== null) setValue("email", invitedEmail, { shouldValidate: false });
  }, [invitedEmail, setValue]);

  // After success the mutation itself navigates, with the state that says a link was emailed.
  if (signUp.isPending || signUp.isSuccess) return <LoadingScreen />;

  const onSubmit = handleSubmit((values) => {
    const account = invitedEmail !== null && invitationToken !== null ? { ...values, email: invitedEmail, invitation: invitationToken } : values;
    signUp.mutate(account, {
      onError: (error) => applyServerFieldErrors(error, signUpFields, setError),
    });
  });

  return (
    <AuthFormCard
      texts={signUpPageTexts}
      onSubmit={onSubmit}
      other={{ prompt: signUpPageTexts.haveAccount, label: signUpPageTexts.login, to: withRedirect("/login", returnTo) }}
      googleTarget={target}
    >
      <FormField label={signUpPageTexts.name} type="text" autoComplete="name" error={errors.name?.message} {...register("name")} />
      <FormField
        label={signUpPageTexts.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        hint={invitedEmail !== null ? signUpPageTexts.invitedHint : undefined}
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
      {signUp.isError && <AuthError message={errorMessage(signUp.error)} />}
    </AuthFormCard>
  );
}
