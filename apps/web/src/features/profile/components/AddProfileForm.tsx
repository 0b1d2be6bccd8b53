import { messages, profilePageTexts } from "@shop/contract";
import { toast } from "sonner";
import { useCreateProfile } from "../api/createProfile";
import { ProfileFormFields } from "./ProfileFormFields";

export interface AddProfileFormProps {
  /** The signed-in account's email, which the form is prefilled with. */
  email: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

/**
 * My profile's Add Your Own Profile form with its save. The save lives here, in the forms' chunk,
 * not in the page: its request parses the answer with a contract schema, and imported by the page
 * it took zod into the page's start (decision 052; `npm run size` checks it).
 */
export function AddProfileForm({ email, labelledBy }: AddProfileFormProps) {
  const createProfile = useCreateProfile();
  return (
    <ProfileFormFields
      defaultValues={{
        img: "",
        country: "",
        email,
        number: "",
        linkedinProfile: "",
        education: "",
      }}
      accountEmail={email}
      submitLabel={profilePageTexts.addProfile}
      labelledBy={labelledBy}
      busy={createProfile.isPending}
      onSave={async (profile) => {
        await createProfile.mutateAsync(profile);
        toast.success(messages.profile.added);
      }}
    />
  );
}
