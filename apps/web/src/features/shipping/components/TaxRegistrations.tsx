import type { TaxRegistrationBody, TaxRegistrationItem, TaxRegistrationList } from "@shop/contract";
import { countryName, registrationKinds, registrationLabels, registrationMessages, shippingPageTexts, shippingTexts, taxRegistrationBodySchema } from "@shop/contract";
import { Plus, TriangleAlert } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FieldFrame } from "../../../components/FieldFrame";
import { FormField } from "../../../components/FormField";
import { QueryView } from "../../../components/QueryView";
import { SubmitButton } from "../../../components/SubmitButton";
import { DeleteRowButton } from "../../../components/admin/RowActionButtons";
import { TableScroller } from "../../../components/admin/TableScroller";
import { showSubmitError } from "../../../lib/formErrors";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { useContractForm } from "../../../lib/useContractForm";
import { useCreateTaxRegistration } from "../api/createTaxRegistration";
import { useDeleteTaxRegistration } from "../api/deleteTaxRegistration";
import { useTaxRegistrations } from "../api/getTaxRegistrations";
import { CountrySelect } from "../../../components/CountrySelect";

const registrationFields = ["kind", "country", "vatId"] as const;

/** "France", or "EU One-Stop Shop (OSS)": a registration as the office names it. */
const registrationLabel = (registration: TaxRegistrationItem) =>
  registration.kind === "country" && registration.country !== null ? countryName(registration.country) : registrationLabels.kinds[registration.kind];

/** The tax page's first section: where the shop is registered, what its rates leave unset, and how buyers' VAT IDs are proven. */
export function TaxRegistrations() {
  const registrations = useTaxRegistrations();
  const remove = useConfirmedDelete<TaxRegistrationItem>({ mutation: useDeleteTaxRegistration(), successMessage: registrationLabels.removed });
  return (
    <section aria-labelledby="tax-registrations-heading" className="mb-8 rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="tax-registrations-heading" className="mb-1 text-lg font-semibold">
        {registrationLabels.heading}
      </h2>
      <p className="mb-4 text-sm text-base-content/75">{registrationLabels.intro}</p>
      <QueryView query={registrations} loadingLabel={registrationLabels.loading} errorTitle={registrationLabels.error} loading="py-8">
        {(list) => <RegistrationList list={list} onRemove={remove.ask} />}
      </QueryView>
      <AddRegistrationForm />
      <ConfirmDialog {...remove.dialog} confirmLabel={shippingPageTexts.remove} detail={remove.target ? registrationMessages.confirmRemove(registrationLabel(remove.target)) : undefined} />
    </section>
  );
}

function RegistrationList({ list, onRemove }: { list: TaxRegistrationList; onRemove: (registration: TaxRegistrationItem) => void }) {
  return (
    <div className="flex flex-col gap-4">
      {list.problems.length > 0 && (
        <div role="alert" className="alert alert-warning items-start">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="min-w-0">
            <h3 className="font-semibold">{registrationLabels.problemsHeading}</h3>
            <ul className="list-disc pl-5 text-sm">
              {list.problems.map((problem) => (
                <li key={problem} className="[overflow-wrap:anywhere]">
                  {problem}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <p className={list.vatLookup ? "text-sm" : "alert alert-info text-sm"}>{list.vatLookup ? registrationLabels.viesVat : registrationLabels.manualVat}</p>
      <TableScroller label={registrationLabels.table}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{registrationLabels.kind}</th>
              <th scope="col">{registrationLabels.country}</th>
              <th scope="col">{registrationLabels.vatId}</th>
              <th scope="col">
                <span className="sr-only">{shippingPageTexts.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{registrationLabels.home}</td>
              <td className="min-w-32">{countryName(list.home.country)}</td>
              <td className="min-w-32 [overflow-wrap:anywhere]">{list.home.vatId ?? <span className="text-base-content/75">{registrationLabels.homeVatIdMissing}</span>}</td>
              <td />
            </tr>
            {list.registrations.map((registration) => (
              <tr key={registration._id}>
                <td className="min-w-40">{registrationLabels.kinds[registration.kind]}</td>
                <td className="min-w-32">{registration.country === null ? "—" : countryName(registration.country)}</td>
                <td className="min-w-32 [overflow-wrap:anywhere]">{registration.vatId}</td>
                <td>
                  <DeleteRowButton label={`${registrationLabels.remove} ${registrationLabel(registration)}`} onClick={() => onRemove(registration)}>
                    {shippingPageTexts.remove}
                  </DeleteRowButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      {list.registrations.length === 0 && <p className="text-sm text-base-content/75">{registrationLabels.none}</p>}
    </div>
  );
}

function AddRegistrationForm() {
  const create = useCreateTaxRegistration();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useContractForm(taxRegistrationBodySchema, { defaultValues: { kind: "country", country: null, vatId: "" } });
  // Only a country registration names its country: the schemes cover the EU.
  const isCountry = watch("kind") === "country";
  const onSubmit = handleSubmit((body: TaxRegistrationBody) => {
    if (create.isPending) return;
    create.mutate(body, {
      onSuccess: () => {
        toast.success(registrationLabels.added);
        reset();
      },
      onError: (error) => showSubmitError(error, registrationFields, setError),
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="add-registration-heading" className="mt-6 flex flex-col gap-4 border-t border-base-300 pt-4">
      <h3 id="add-registration-heading" className="font-semibold">
        {registrationLabels.add}
      </h3>
      <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
        <FieldFrame label={registrationLabels.kind} error={errors.kind?.message}>
          {(wiring) => (
            <select
              {...wiring}
              className={`select w-full ${errors.kind ? "select-error" : ""}`}
              {...register("kind", { onChange: () => setValue("country", null) })}
            >
              {registrationKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {registrationLabels.kinds[kind]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {isCountry && (
          <CountrySelect label={registrationLabels.country} placeholder={shippingTexts.chooseCountry} error={errors.country?.message} {...register("country", { setValueAs: (value: string | null) => value || null })} />
        )}
        <FormField
          label={registrationLabels.vatId}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.vatId?.message}
          {...register("vatId")}
        />
      </div>
      <div>
        <SubmitButton busy={create.isPending} icon={<Plus className="size-4" aria-hidden="true" />} className="w-full sm:w-auto">
          {registrationLabels.add}
        </SubmitButton>
      </div>
    </form>
  );
}
