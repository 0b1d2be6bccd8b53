import type { BusinessDetails, BusinessDetailsForm as BusinessDetailsValues } from "@shop/contract";
import { businessDetailsTexts, POSTAL_CODE_MAX, profileFormLabels } from "@shop/contract";
import { CircleCheck } from "lucide-react";
import { useId, useState } from "react";
import { CountrySelect } from "../../../components/CountrySelect";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { TextAreaField } from "../../../components/TextAreaField";
import { showSubmitError } from "../../../lib/formErrors";
import { useContractForm } from "../../../lib/useContractForm";
import { lazySchema } from "../../../lib/schemas";
import { useSaveBusinessDetails } from "../api/businessDetails";

/** The form's schema, loaded with zod when first needed (lib/useContractForm.ts). */
const businessDetailsForm = lazySchema("businessDetailsBodySchema");

const fieldNames = ["companyName", "vatId", "billingAddress", "shippingAddress", "shippingCountry", "shippingPostalCode", "phone"] as const;

/** The inputs show a saved null as an empty field. */
const valuesOf = (details: BusinessDetails): BusinessDetailsValues => ({
  companyName: details.companyName ?? "",
  vatId: details.vatId ?? "",
  billingAddress: details.billingAddress ?? "",
  shippingAddress: details.shippingAddress ?? "",
  shippingCountry: details.shippingCountry ?? "",
  shippingPostalCode: details.shippingPostalCode ?? "",
  phone: details.phone ?? "",
});

/** My profile's business details form, rendered with the saved details (BusinessDetailsSection). */
export interface BusinessDetailsFieldsProps {
  email: string;
  saved: BusinessDetails;
  labelledBy: string;
}

export function BusinessDetailsFields({ email, saved, labelledBy }: BusinessDetailsFieldsProps) {
  const save = useSaveBusinessDetails(email);
  const statusId = useId();
  const [savedNow, setSavedNow] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(businessDetailsForm, { defaultValues: valuesOf(saved) });
  // Editing again takes the old "saved" away, so it never stands beside unsaved changes.
  const edited = () => setSavedNow(false);

  const onSubmit = handleSubmit(async (values) => {
    if (save.isPending) return;
    setSavedNow(false);
    try {
      const answer = await save.mutateAsync(values);
      // The fields show what was stored (trimmed, blanks cleared).
      reset(valuesOf(answer));
      setSavedNow(true);
    } catch (error) {
      showSubmitError(error, fieldNames, setError);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={labelledBy} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={profileFormLabels.companyName}
          type="text"
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register("companyName", { onChange: edited })}
        />
        <FormField
          label={profileFormLabels.vatId}
          type="text"
          placeholder="DE123456789"
          error={errors.vatId?.message}
          {...register("vatId", { onChange: edited })}
        />
        {/* Issue 26: the invoices' "Bill to"; the delivery address stands beside it when they differ. */}
        <div className="sm:col-span-2">
          <TextAreaField
            label={profileFormLabels.billingAddress}
            rows={3}
            autoComplete="billing street-address"
            hint={businessDetailsTexts.billingHint}
            error={errors.billingAddress?.message}
            {...register("billingAddress", { onChange: edited })}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label={profileFormLabels.shippingAddress}
            rows={3}
            autoComplete="street-address"
            error={errors.shippingAddress?.message}
            {...register("shippingAddress", { onChange: edited })}
          />
        </div>
        {/* Issue 21: where the order forms send an order by default (its shipping and tax). */}
        <CountrySelect
          label={profileFormLabels.shippingCountry}
          placeholder="—"
          autoComplete="country"
          error={errors.shippingCountry?.message}
          {...register("shippingCountry", { onChange: edited })}
        />
        <FormField
          label={profileFormLabels.shippingPostalCode}
          type="text"
          autoComplete="postal-code"
          maxLength={POSTAL_CODE_MAX}
          error={errors.shippingPostalCode?.message}
          {...register("shippingPostalCode", { onChange: edited })}
        />
        <FormField
          label={profileFormLabels.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={businessDetailsTexts.phoneHint}
          error={errors.phone?.message}
          {...register("phone", { onChange: edited })}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {/* Always in the page, so the words are announced when they appear. */}
        <p id={statusId} role="status" className="flex items-center gap-2 font-medium text-success">
          {savedNow && (
            <>
              <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
              {businessDetailsTexts.saved}
            </>
          )}
        </p>
        <SubmitButton busy={save.isPending} className="w-full sm:w-auto">
          {businessDetailsTexts.save}
        </SubmitButton>
      </div>
    </form>
  );
}
