import type { ShopSettings } from "@shop/contract";
import { shopSettingsBodySchema, shopSettingsTexts } from "@shop/contract";
import { Save } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { QueryView } from "../../../components/QueryView";
import { SubmitButton } from "../../../components/SubmitButton";
import { showSubmitError } from "../../../lib/formErrors";
import { useContractForm } from "../../../lib/useContractForm";
import { useSaveShopSettings, useShopSettings } from "../api/shopSettings";

/** /dashboard/languages: the office's language settings (issue 38): Latin digits on Bangla pages, emails and documents. */
export function LanguagesPage() {
  const settings = useShopSettings();
  return (
    <div className="max-w-3xl">
      <AdminPageHeader title={shopSettingsTexts.heading}>{shopSettingsTexts.intro}</AdminPageHeader>
      <section className="rounded-box border border-base-300 bg-base-100 p-4">
        <QueryView query={settings} loadingLabel={shopSettingsTexts.loading} errorTitle={shopSettingsTexts.loadError} loading="py-8">
          {(saved) => <SettingsForm saved={saved} />}
        </QueryView>
      </section>
    </div>
  );
}

function SettingsForm({ saved }: { saved: ShopSettings }) {
  const save = useSaveShopSettings();
  const hintId = useId();
  const { register, handleSubmit, setError } = useContractForm(shopSettingsBodySchema, { values: saved });
  const onSubmit = handleSubmit((body) => {
    if (save.isPending) return;
    save.mutate(body, { onSuccess: () => toast.success(shopSettingsTexts.saved), onError: (error) => showSubmitError(error, ["latinDigits"] as const, setError) });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex items-start gap-3">
        <input id={`${hintId}-box`} type="checkbox" className="checkbox mt-0.5" aria-describedby={hintId} {...register("latinDigits")} />
        <div className="flex flex-col">
          <label htmlFor={`${hintId}-box`} className="cursor-pointer text-sm font-medium">
            {shopSettingsTexts.latinDigits}
          </label>
          <p id={hintId} className="text-xs text-base-content/75">
            {shopSettingsTexts.latinDigitsHint}
          </p>
        </div>
      </div>
      <SubmitButton busy={save.isPending} icon={<Save className="size-4" aria-hidden="true" />} className="btn-sm shrink-0">
        {shopSettingsTexts.save}
      </SubmitButton>
    </form>
  );
}
