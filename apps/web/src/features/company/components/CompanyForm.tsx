import type { Company, CompanyForm as CompanyFormValues, companyFormSchema as CompanyFormSchema } from "@shop/contract";
import { COMPANY_MAX_ADDRESSES, POSTAL_CODE_MAX, companyFormTexts, formatCount, companyLabels, companyPageTexts } from "@shop/contract";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { CountrySelect } from "../../../components/CountrySelect";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { TextAreaField } from "../../../components/TextAreaField";
import { showSubmitError } from "../../../lib/formErrors";
import { lazySchema } from "../../../lib/schemas";
import { useContractForm } from "../../../lib/useContractForm";

// The company's, invitation's and member's schemas load (with zod) when a form is first checked:
// the company page's forms render without them.
const companyFormSchema = lazySchema("companyFormSchema");

const fieldNames = ["name", "vatId", "billingAddress", "addresses"] as const;

const emptyAddress = { label: "", address: "", country: "", postalCode: "" };

/** The form's values of a saved company: each address keeps its `_id`, so saving keeps it. */
export const companyFormValues = (company: Company | undefined): CompanyFormValues =>
  company
    ? {
        name: company.name,
        vatId: company.vatId ?? "",
        billingAddress: company.billingAddress,
        addresses: company.addresses.map(({ _id, label, address, country, postalCode }) => ({ _id, label, address, country, postalCode })),
      }
    : { name: "", vatId: "", billingAddress: "", addresses: [{ ...emptyAddress }] };

export type CompanyFormOutput = ReturnType<typeof CompanyFormSchema.parse>;

interface CompanyFormProps {
  company?: Company;
  submitLabel: string;
  busy: boolean;
  /** Saves the checked values; a rejection shows its message and marks the fields it names. */
  onSave: (values: CompanyFormOutput) => Promise<Company>;
}

/** A company's name, VAT ID, billing address and delivery addresses: "Create a company", and an admin's edit. */
export function CompanyForm({ company, submitLabel, busy, onSave }: CompanyFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useContractForm(companyFormSchema, { defaultValues: companyFormValues(company) });
  const addresses = useFieldArray({ control, name: "addresses", keyName: "key" });
  // Each field names its value in the HTML too: the server renders this form, and the page keeps
  // that HTML until the buyer reaches for it (react-hook-form sets the values only once in the browser).
  const shown = companyFormValues(company);
  const addressErrors = errors.addresses;
  const addressesMessage = addressErrors?.root?.message ?? addressErrors?.message;

  const onSubmit = handleSubmit(async (values) => {
    if (busy) return;
    try {
      // The fields show what was stored (trimmed, new addresses with their ids).
      reset(companyFormValues(await onSave(values)));
    } catch (error) {
      showSubmitError(error, fieldNames, setError);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={companyLabels.name} type="text" autoComplete="organization" error={errors.name?.message} defaultValue={shown.name} {...register("name")} />
        <FormField label={companyLabels.vatId} type="text" placeholder="DE123456789" hint={companyFormTexts.optional} error={errors.vatId?.message} defaultValue={shown.vatId ?? ""} {...register("vatId")} />
        <div className="sm:col-span-2">
          <TextAreaField label={companyLabels.billingAddress} rows={3} autoComplete="billing street-address" error={errors.billingAddress?.message} defaultValue={shown.billingAddress} {...register("billingAddress")} />
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{companyPageTexts.deliveryAddresses}</h3>
        {addresses.fields.map((row, index) => (
          <fieldset key={row.key} className="grid gap-3 rounded-box border border-base-300 p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">{`${companyLabels.address} ${formatCount(index + 1)}`}</legend>
            <FormField label={companyLabels.addressLabel} type="text" placeholder={companyFormTexts.labelPlaceholder} error={addressErrors?.[index]?.label?.message} defaultValue={row.label} {...register(`addresses.${index}.label`)} />
            <CountrySelect
              label={companyLabels.country}
              placeholder="—"
              autoComplete="country"
              error={addressErrors?.[index]?.country?.message}
              defaultValue={row.country}
              {...register(`addresses.${index}.country`)}
            />
            <div className="sm:col-span-2">
              <TextAreaField label={companyLabels.address} rows={2} autoComplete="street-address" error={addressErrors?.[index]?.address?.message} defaultValue={row.address} {...register(`addresses.${index}.address`)} />
            </div>
            <FormField
              label={companyLabels.postalCode}
              type="text"
              autoComplete="postal-code"
              maxLength={POSTAL_CODE_MAX}
              error={addressErrors?.[index]?.postalCode?.message}
              defaultValue={row.postalCode}
              {...register(`addresses.${index}.postalCode`)}
            />
            {addresses.fields.length > 1 && (
              <button type="button" className="btn btn-ghost btn-sm self-end justify-self-start text-error sm:justify-self-end" onClick={() => addresses.remove(index)}>
                <Trash2 className="size-4" aria-hidden="true" />
                {companyFormTexts.removeAddress(index + 1)}
              </button>
            )}
          </fieldset>
        ))}
        {addressesMessage && (
          <p role="alert" className="text-sm text-error">
            {addressesMessage}
          </p>
        )}
        {addresses.fields.length < COMPANY_MAX_ADDRESSES && (
          <button type="button" className="btn btn-outline btn-sm self-start" onClick={() => addresses.append({ ...emptyAddress })}>
            <Plus className="size-4" aria-hidden="true" />
            {companyFormTexts.addAddress}
          </button>
        )}
      </div>
      <div className="flex justify-end">
        <SubmitButton busy={busy} className="w-full sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
