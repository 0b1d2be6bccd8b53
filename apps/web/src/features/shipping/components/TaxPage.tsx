import type { BillingSettings, TaxRate } from "@shop/contract";
import { billingSettingsBodySchema, countryName, formatRateIn, shippingMessages, shippingPageTexts, shippingTexts, taxLabels } from "@shop/contract";
import { Pencil, Plus, Save } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryView } from "../../../components/QueryView";
import { SubmitButton } from "../../../components/SubmitButton";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { DeleteRowButton } from "../../../components/admin/RowActionButtons";
import { TableScroller } from "../../../components/admin/TableScroller";
import { showSubmitError } from "../../../lib/formErrors";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { useContractForm } from "../../../lib/useContractForm";
import { useDeleteTaxRate } from "../api/deleteTaxRate";
import { useBillingSettings } from "../api/getBillingSettings";
import { useTaxRates } from "../api/getTaxRates";
import { useSaveBillingSettings } from "../api/saveBillingSettings";
import { FormDialog } from "../../../components/admin/FormDialog";
import { TaxRateForm } from "./TaxRateForm";
import { TaxRegistrations } from "./TaxRegistrations";
import { BuyerVatIds } from "./BuyerVatIds";

/** "Germany" or "United States, New York City": a rate as the office names it. */
const rateLabel = (rate: TaxRate) => (rate.region ? `${countryName(rate.country)}, ${rate.region}` : countryName(rate.country));

/** The rate's percent in thousandths, as the bill's formatRateIn takes it: 8.875 -> "8.875%" (Bengali digits in Bangla). */
const percent = (rate: number) => formatRateIn(Math.round(rate * 1000));

/** /dashboard/tax: where the shop is registered, whether catalogue prices include tax, the rate of each country and region, and the buyers' VAT ID checks. */
export function TaxPage() {
  const rates = useTaxRates();
  const settings = useBillingSettings();
  // undefined: closed; null: a new rate.
  const [editing, setEditing] = useState<TaxRate | null | undefined>(undefined);
  const remove = useConfirmedDelete<TaxRate>({ mutation: useDeleteTaxRate(), successMessage: shippingMessages.rateDeleted });
  const close = () => setEditing(undefined);
  return (
    <div className="max-w-5xl">
      <AdminPageHeader title={shippingTexts.taxHeading}>{shippingTexts.taxIntro}</AdminPageHeader>
      <TaxRegistrations />
      <section aria-labelledby="tax-settings-heading" className="mb-8 rounded-box border border-base-300 bg-base-100 p-4">
        <h2 id="tax-settings-heading" className="mb-3 text-lg font-semibold">
          {shippingTexts.settingsHeading}
        </h2>
        <QueryView query={settings} loadingLabel={shippingPageTexts.loadingSettings} errorTitle={shippingPageTexts.settingsFailed} loading="py-8">
          {(saved) => <SettingsForm saved={saved} />}
        </QueryView>
      </section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{shippingTexts.ratesHeading}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
          <Plus className="size-4" aria-hidden="true" />
          {shippingTexts.addRate}
        </button>
      </div>
      <QueryView query={rates} loadingLabel={shippingTexts.loadingRates} errorTitle={shippingTexts.ratesError}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-base-content/75">{shippingTexts.noRates}</p>
          ) : (
            <TableScroller label={shippingTexts.ratesHeading}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{taxLabels.country}</th>
                    <th scope="col">{taxLabels.region}</th>
                    {/* Headers may wrap (daisyUI keeps them on one line): the reduced rate's column must fit at 1280 px. */}
                    <th scope="col" className="whitespace-normal">
                      {taxLabels.postalPrefixes}
                    </th>
                    <th scope="col">{taxLabels.name}</th>
                    <th scope="col" className="text-right">
                      {shippingPageTexts.rate}
                    </th>
                    <th scope="col" className="whitespace-normal text-right">
                      {shippingTexts.reducedRate}
                    </th>
                    <th scope="col">
                      <span className="sr-only">{shippingPageTexts.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((rate) => (
                    <tr key={rate._id}>
                      <td className="min-w-32">{countryName(rate.country)}</td>
                      <td className="min-w-32">{rate.region ?? shippingTexts.allRegions}</td>
                      <td className="min-w-24 [overflow-wrap:anywhere]">{rate.postalPrefixes.join(", ") || "—"}</td>
                      <td>{rate.name}</td>
                      <td className="text-right tabular-nums">{percent(rate.rate)}</td>
                      <td className="text-right tabular-nums">{rate.reducedRate === null ? "—" : percent(rate.reducedRate)}</td>
                      <td>
                        <div className="flex gap-2">
                          <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(rate)} aria-label={`${shippingTexts.editRate} ${rateLabel(rate)}`}>
                            <Pencil className="size-4" aria-hidden="true" />
                            {shippingPageTexts.edit}
                          </button>
                          <DeleteRowButton label={`${shippingTexts.deleteRate} ${rateLabel(rate)}`} onClick={() => remove.ask(rate)} />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )
        }
      </QueryView>
      <FormDialog open={editing !== undefined} title={editing ? shippingTexts.editRate : shippingTexts.addRate} onClose={close}>
        {editing !== undefined && <TaxRateForm rate={editing} onDone={close} />}
      </FormDialog>
      <ConfirmDialog {...remove.dialog} detail={remove.target ? shippingMessages.confirmDeleteRate(rateLabel(remove.target)) : undefined} />
      <BuyerVatIds />
    </div>
  );
}

/** The "prices include tax" switch, saved on its own: it changes how every later order is taxed. */
function SettingsForm({ saved }: { saved: BillingSettings }) {
  const save = useSaveBillingSettings();
  const hintId = useId();
  const { register, handleSubmit, setError } = useContractForm(billingSettingsBodySchema, { values: saved });
  const onSubmit = handleSubmit((body) => {
    if (save.isPending) return;
    save.mutate(body, { onSuccess: () => toast.success(shippingMessages.settingsSaved), onError: (error) => showSubmitError(error, ["pricesIncludeTax"] as const, setError) });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex items-start gap-3">
        <input id={`${hintId}-box`} type="checkbox" className="checkbox mt-0.5" aria-describedby={hintId} {...register("pricesIncludeTax")} />
        <div className="flex flex-col">
          <label htmlFor={`${hintId}-box`} className="cursor-pointer text-sm font-medium">
            {taxLabels.pricesIncludeTax}
          </label>
          <p id={hintId} className="text-xs text-base-content/75">
            {taxLabels.pricesIncludeTaxHint}
          </p>
        </div>
      </div>
      <SubmitButton busy={save.isPending} icon={<Save className="size-4" aria-hidden="true" />} className="btn-sm shrink-0">
        {shippingTexts.saveSettings}
      </SubmitButton>
    </form>
  );
}
