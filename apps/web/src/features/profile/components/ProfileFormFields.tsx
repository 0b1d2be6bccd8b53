import type { NewProfile, ProfileForm } from "@shop/contract";
import { profileFormLabels, profilePageTexts } from "@shop/contract";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { showSubmitError } from "../../../lib/formErrors";
import { useContractForm } from "../../../lib/useContractForm";
import { lazySchema } from "../../../lib/schemas";

/** The form's schema, loaded with zod when first needed (lib/useContractForm.ts). */
const profileForm = lazySchema("profileFormSchema");

const fieldNames = ["img", "country", "email", "number", "linkedinProfile", "education"] as const;

export interface ProfileFormFieldsProps {
  defaultValues: ProfileForm;
  /** The signed-in account's email: the server refuses a profile under any other. */
  accountEmail: string;
  submitLabel: string;
  busy: boolean;
  /** Saves the profile; a rejection leaves the form as typed, with the server's messages. */
  onSave: (profile: NewProfile) => Promise<unknown>;
  /** Empty the form after a save (adding another card) instead of keeping the values (updating). */
  resetAfterSave?: boolean;
  /** The id of the heading that names the form (a named form is a landmark people can jump to). */
  labelledBy?: string;
}

/**
 * The six profile fields of Add Your Own Profile and Update Profile (spec section 5). The
 * business details have a form of their own (BusinessDetailsForm): sent without them, a save
 * keeps what is stored.
 */
export function ProfileFormFields({
  defaultValues,
  accountEmail,
  submitLabel,
  busy,
  onSave,
  resetAfterSave = false,
  labelledBy,
}: ProfileFormFieldsProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(profileForm, { defaultValues });

  const onSubmit = handleSubmit(async (profile) => {
    if (busy) return;
    // Said here, under the field, rather than as the server's bare 403 after the round trip.
    if (profile.email !== accountEmail.toLowerCase()) {
      setError("email", { type: "own", message: profilePageTexts.ownEmail(accountEmail) });
      return;
    }
    try {
      await onSave(profile);
      if (resetAfterSave) reset();
    } catch (error) {
      showSubmitError(error, fieldNames, setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={profileFormLabels.img}
          type="url"
          inputMode="url"
          placeholder="https://…"
          error={errors.img?.message}
          {...register("img")}
        />
        <FormField
          label={profileFormLabels.country}
          type="text"
          autoComplete="country-name"
          error={errors.country?.message}
          {...register("country")}
        />
        <FormField label={profileFormLabels.email} type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
        <FormField
          label={profileFormLabels.number}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+880 1712-345678"
          error={errors.number?.message}
          {...register("number")}
        />
        <FormField
          label={profileFormLabels.linkedinProfile}
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/…"
          error={errors.linkedinProfile?.message}
          {...register("linkedinProfile")}
        />
        <FormField label={profileFormLabels.education} type="text" error={errors.education?.message} {...register("education")} />
      </div>
      <div className="flex justify-end">
        <SubmitButton busy={busy} className="w-full sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
