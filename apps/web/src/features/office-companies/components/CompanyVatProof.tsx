import { officeCompanyMessages, vatCheckLabels } from "@shop/contract";
import { BadgeCheck, Undo2 } from "lucide-react";
import { toast } from "sonner";
import { VatCheckBadge } from "../../../components/VatCheckBadge";
import { errorMessage } from "../../../lib/api";
import { useCompanyVatCheck } from "../api/companies";

interface CompanyVatProofProps {
  companyId: string;
  /** The company's VAT ID as it keeps it now. */
  vatId: string;
  /** When the office checked this very ID; null: not, or a former one. */
  vatCheckedAt: string | null;
}

/**
 * The company's VAT ID proof on its office page: whether the office checked this ID by hand, with
 * the button to mark or withdraw it, as the tax page does for an account's VAT ID. The button
 * sends the ID shown, so one the company changed meanwhile is refused rather than marked.
 */
export function CompanyVatProof({ companyId, vatId, vatCheckedAt }: CompanyVatProofProps) {
  const check = useCompanyVatCheck(companyId);
  const busy = check.isPending;
  const onClick = () => {
    if (busy) return;
    check.mutate(vatCheckedAt ? null : { vatId }, {
      onSuccess: () => toast.success(vatCheckedAt ? vatCheckLabels.undone : vatCheckLabels.marked),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };
  const Icon = vatCheckedAt ? Undo2 : BadgeCheck;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <VatCheckBadge checkedAt={vatCheckedAt} />
        <button
          type="button"
          className={`btn btn-sm whitespace-nowrap ${vatCheckedAt ? "btn-outline" : "btn-primary"} ${busy ? "cursor-progress opacity-80" : ""}`}
          onClick={onClick}
          aria-disabled={busy || undefined}
        >
          {busy ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Icon className="size-4" aria-hidden="true" />}
          {vatCheckedAt ? vatCheckLabels.unmark : vatCheckLabels.markChecked}
        </button>
      </div>
      <p className="text-sm text-base-content/75">{officeCompanyMessages.vatProofNote}</p>
    </div>
  );
}
