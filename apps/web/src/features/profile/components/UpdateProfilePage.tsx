import { messages, updateProfileTexts } from "@shop/contract";
import type { ProfileForm } from "@shop/contract";
import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { LoadingScreen } from "../../../components/Loading";
import { QueryError } from "../../../components/QueryView";
import { useSession } from "../../../lib/session";
import { useOwnProfiles } from "../api/getProfiles";
import { useUpdateProfile } from "../api/updateProfile";
import { ProfileFormFields } from "./ProfileFormFields";
import { PageTitle } from "../../../components/PageTitle";

/** /dashboard/upDateProfile: the Update Profile form, prefilled from the user's profile. */
export function UpdateProfilePage() {
  const { user } = useSession();
  const email = user?.email ?? "";
  const profiles = useOwnProfiles(user?.email);
  const updateProfile = useUpdateProfile();
  const navigate = useNavigate();

  if (profiles.isPending) return <LoadingScreen label={updateProfileTexts.loading} />;

  const header = (
    <>
      <PageTitle>{updateProfileTexts.pageTitle}</PageTitle>
      <Link to="/dashboard/myProfile" className="btn btn-ghost btn-sm mb-4 gap-2 px-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {updateProfileTexts.myProfile}
      </Link>
      <h1 id="update-profile-heading" className="font-display text-3xl font-bold sm:text-4xl">
        {updateProfileTexts.heading}
      </h1>
    </>
  );

  if (profiles.isError) {
    return (
      <div>
        {header}
        <div className="mt-6">
          <QueryError query={profiles} title={updateProfileTexts.couldNotLoad} />
        </div>
      </div>
    );
  }

  // One profile per account.
  const current = profiles.data[0];
  const defaultValues: ProfileForm = current
    ? {
        img: current.img,
        country: current.country,
        email: current.email,
        number: current.number,
        linkedinProfile: current.linkedinProfile,
        education: current.education,
      }
    : { img: "", country: "", email, number: "", linkedinProfile: "", education: "" };

  return (
    <div className="max-w-3xl">
      {header}
      <p className="mt-2 text-base-content/75">
        {current ? updateProfileTexts.change : updateProfileTexts.create}
      </p>
      {/* Spec section 4: a loading screen replaces the form while the update is pending. The form
          stays mounted (hidden) so that what was typed is still there if the update fails. */}
      {updateProfile.isPending && <LoadingScreen label={updateProfileTexts.updating} />}
      <div hidden={updateProfile.isPending} className="card mt-6 border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-6">
          <ProfileFormFields
            defaultValues={defaultValues}
            accountEmail={email}
            submitLabel={updateProfileTexts.submit}
            labelledBy="update-profile-heading"
            busy={updateProfile.isPending}
            onSave={async (profile) => {
              await updateProfile.mutateAsync(profile);
              toast.success(messages.profile.updated);
              await navigate("/dashboard/myProfile");
            }}
          />
        </div>
      </div>
    </div>
  );
}
