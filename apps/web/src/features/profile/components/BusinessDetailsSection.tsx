import { businessDetailsTexts, profilePageTexts } from "@shop/contract";
import { useId } from "react";
import { CentredSpinner } from "../../../components/Loading";
import { QueryView } from "../../../components/QueryView";
import { DeferredSlot, type DeferredForms } from "../../../lib/deferredForms";
import { useBusinessDetails } from "../api/businessDetails";
import { BusinessDetailsFields } from "./profileForms";

/**
 * My profile's business details (issue 20, item 16): a form and a Save of their own, so they
 * are saved without the spec's profile fields, which that form requires.
 */
export function BusinessDetailsSection({ email, forms }: { email: string; forms: DeferredForms }) {
  const headingId = useId();
  const details = useBusinessDetails(email);
  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <div>
          <h2 id={headingId} className="font-display text-2xl font-bold">
            {businessDetailsTexts.heading}
          </h2>
          <p className="mt-1 text-base-content/75">{businessDetailsTexts.intro}</p>
        </div>
        <QueryView query={details} loadingLabel={profilePageTexts.loadingBusiness} errorTitle={profilePageTexts.couldNotLoadBusiness} loading="py-8">
          {/* The form's defaults are read once: it is rendered with the saved details. */}
          {(saved) => (
            <DeferredSlot forms={forms} fallback={<CentredSpinner label={profilePageTexts.loadingBusiness} padding="py-8" />}>
              <BusinessDetailsFields email={email} saved={saved} labelledBy={headingId} />
            </DeferredSlot>
          )}
        </QueryView>
      </div>
    </section>
  );
}
