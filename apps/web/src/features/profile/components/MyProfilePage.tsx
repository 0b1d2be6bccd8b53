import type { SessionUser } from "@shop/contract";
import { accountMessages, profilePageTexts, webRoutes } from "@shop/contract";
import { Building2, Mail, PencilLine, UserRound } from "lucide-react";
import { lazy, Suspense, useCallback } from "react";
import { Link } from "react-router";
import { CentredSpinner, LoadingScreen } from "../../../components/Loading";
import { Pagination } from "../../../components/Pagination";
import { QueryView } from "../../../components/QueryView";
import { useSession } from "../../../lib/session";
import { usePageParam } from "../../../lib/usePageParam";
import { useOwnProfilePage } from "../api/getProfiles";
import { DeferredSlot, useDeferredForms } from "../../../lib/deferredForms";
import { ProfileCard } from "./ProfileCard";
import { BusinessDetailsSection } from "./BusinessDetailsSection";
import { AddProfileForm, ChangePasswordForm, profileFormsCode } from "./profileForms";
import { PageTitle } from "../../../components/PageTitle";

// Shown only to an account that has not verified its address yet; its words come with zod.
const ResendVerificationButton = lazy(() => import("../../../components/ResendVerificationButton").then((module) => ({ default: module.ResendVerificationButton })));

/** /dashboard/myProfile: who is signed in, their profile cards, the Add Your Own Profile form and the business details. */
export function MyProfilePage() {
  const { user } = useSession();
  // The add form's defaults are read once, so the page waits for the email it is prefilled with.
  if (!user) return <LoadingScreen />;
  return <MyProfile user={user} />;
}

/** Two rows of the widest grid. */
export const PROFILES_PAGE_SIZE = 6;

function MyProfile({ user }: { user: SessionUser }) {
  const [page, setPage] = usePageParam();
  const profiles = useOwnProfilePage(user.email, page, PROFILES_PAGE_SIZE);
  const { email } = user;
  const name = user.displayName || email;
  // The page's forms (react-hook-form, zod) hydrate as the server's HTML and come in when reached for.
  const forms = useDeferredForms(useCallback(() => profileFormsCode.load(), []));

  return (
    <div className="flex flex-col gap-8">
      <PageTitle>{profilePageTexts.pageTitle}</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold sm:text-4xl">{profilePageTexts.heading}</h1>
          {/* Each group holds only its dt and dd (valid for assistive tech); the icon sits inside the term. */}
          <dl className="mt-3 flex flex-col gap-1 text-base-content/80 sm:flex-row sm:gap-6">
            <div className="flex min-w-0 items-center gap-2">
              <dt className="shrink-0">
                <UserRound className="size-4 text-primary" aria-hidden="true" />
                <span className="sr-only">{profilePageTexts.name}</span>
              </dt>
              <dd className="truncate font-semibold text-base-content">{user.displayName}</dd>
            </div>
            <div className="flex min-w-0 items-center gap-2">
              <dt className="shrink-0">
                <Mail className="size-4 text-primary" aria-hidden="true" />
                <span className="sr-only">{profilePageTexts.email}</span>
              </dt>
              <dd className="truncate">{email}</dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Issue 27: buying with colleagues starts here (the page creates a company, or shows the member's). */}
          <Link to={webRoutes.company} className="btn btn-outline">
            <Building2 className="size-4" aria-hidden="true" />
            {profilePageTexts.companyAccount}
          </Link>
          <Link to="/dashboard/upDateProfile" className="btn btn-outline btn-primary">
            <PencilLine className="size-4" aria-hidden="true" />
            {profilePageTexts.update}
          </Link>
        </div>
      </div>

      <section aria-labelledby="profile-cards-heading">
        <h2 id="profile-cards-heading" className="sr-only">
          {profilePageTexts.yourCards}
        </h2>
        <QueryView query={profiles} loadingLabel={profilePageTexts.loading} errorTitle={profilePageTexts.couldNotLoad} loading="py-10">
          {({ items: ownProfiles, total }) =>
            total === 0 ? (
              <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">{profilePageTexts.noProfile}</p>
            ) : (
              <>
                <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3" aria-busy={profiles.isPlaceholderData}>
                  {ownProfiles.map((profile) => (
                    <li key={profile._id}>
                      <ProfileCard profile={profile} name={name} />
                    </li>
                  ))}
                </ul>
                <Pagination label={profilePageTexts.cardsPagination} page={page} pageSize={PROFILES_PAGE_SIZE} total={total} onPageChange={setPage} />
              </>
            )
          }
        </QueryView>
      </section>

      {/* One profile per account: the add form is offered until there is one, then Update changes it. */}
      {profiles.data?.total === 0 && (
        <section aria-labelledby="add-profile-heading" className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body gap-4 p-5 sm:p-6">
            <h2 id="add-profile-heading" className="font-display text-2xl font-bold">
              {profilePageTexts.addHeading}
            </h2>
            <DeferredSlot forms={forms} fallback={<CentredSpinner label={profilePageTexts.loading} padding="py-8" />}>
              <AddProfileForm email={email} labelledBy="add-profile-heading" />
            </DeferredSlot>
          </div>
        </section>
      )}

      <BusinessDetailsSection email={email} forms={forms} />

      {user.role !== "admin" && !user.emailVerified && (
        <section aria-labelledby="verify-heading" className="rounded-box border border-warning/40 bg-warning/10 p-5">
          <h2 id="verify-heading" className="font-display text-xl font-bold">
            {profilePageTexts.notVerified}
          </h2>
          <p className="mt-1 mb-3">{accountMessages.verifyBeforePaying}</p>
          <Suspense fallback={null}>
            <ResendVerificationButton />
          </Suspense>
        </section>
      )}

      <DeferredSlot forms={forms} fallback={<CentredSpinner label={profilePageTexts.loading} padding="py-8" />}>
        <ChangePasswordForm />
      </DeferredSlot>
    </div>
  );
}
