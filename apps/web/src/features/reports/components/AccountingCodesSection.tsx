import { reportLabels, reportPageTexts } from "@shop/contract";
import { useCallback } from "react";
import { Spinner } from "../../../components/Loading";
import { QueryView } from "../../../components/QueryView";
import { DeferredSlot, useDeferredForms } from "../../../lib/deferredForms";
import { lazyComponent, preloadable } from "../../../lib/preloadable";
import { useAccountingCodes } from "../api/accountingCodes";

// The codes' form (react-hook-form, zod) hydrates after the report, when the browser is first idle
// or the office reaches for it: the page hydrates with its tables only (issue 38 item 6).
const formCode = preloadable(() => import("./AccountingCodesForm"));
const CodesForm = lazyComponent(formCode, (module) => module.CodesForm);

/** The office's revenue and tax account per treatment, which every row of the journal names. */
export function AccountingCodesSection() {
  const codes = useAccountingCodes();
  const forms = useDeferredForms(useCallback(() => formCode.load(), []));
  return (
    <section aria-labelledby="accounting-codes-heading" className="mt-8">
      <h2 id="accounting-codes-heading" className="mb-1 text-lg font-semibold">
        {reportLabels.codesHeading}
      </h2>
      <p className="mb-4 text-sm text-base-content/75">{reportLabels.codesIntro}</p>
      <QueryView query={codes} loadingLabel={reportPageTexts.codesLoading} errorTitle={reportPageTexts.codesLoadFailed}>
        {(data) => (
          <DeferredSlot forms={forms} fallback={<Spinner label={reportPageTexts.codesLoading} />}>
            <CodesForm saved={data} />
          </DeferredSlot>
        )}
      </QueryView>
    </section>
  );
}
