import type { BuyerVatId } from "@shop/contract";
import { shippingPageTexts, vatCheckLabels } from "@shop/contract";
import { BadgeCheck, Undo2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { QueryView } from "../../../components/QueryView";
import { EmailText } from "../../../components/admin/EmailText";
import { PagedTable } from "../../../components/admin/PagedTable";
import { BusyActionButton } from "../../../components/admin/RowActionButtons";
import { VatCheckBadge } from "../../../components/VatCheckBadge";
import { errorMessage } from "../../../lib/api";
import { useBuyerVatIds } from "../api/getBuyerVatIds";
import { useMarkVatChecked } from "../api/markVatChecked";
import { useUndoVatCheck } from "../api/undoVatCheck";

export const BUYER_PAGE_SIZE = 20;

/**
 * The tax page's last section: every buyer's VAT ID (from their business details), and whether the
 * office has checked that ID by hand, which (like a VIES confirmation) is what lets it exempt a sale.
 */
export function BuyerVatIds() {
  const [page, setPage] = useState(1);
  const profiles = useBuyerVatIds(page, BUYER_PAGE_SIZE);
  const mark = useMarkVatChecked();
  const undo = useUndoVatCheck();
  const busyEmail = mark.isPending ? mark.variables.email : undo.isPending ? undo.variables : null;

  const onMark = (email: string, vatId: string) => {
    if (busyEmail !== null) return;
    mark.mutate({ email, vatId }, { onSuccess: () => toast.success(vatCheckLabels.marked), onError: (error) => toast.error(errorMessage(error)) });
  };
  const onUndo = (email: string) => {
    if (busyEmail !== null) return;
    undo.mutate(email, { onSuccess: () => toast.success(vatCheckLabels.undone), onError: (error) => toast.error(errorMessage(error)) });
  };

  return (
    <section aria-labelledby="buyer-vat-heading" className="mt-8 rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="buyer-vat-heading" className="mb-1 text-lg font-semibold">
        {vatCheckLabels.heading}
      </h2>
      <p className="mb-4 text-sm text-base-content/75">{vatCheckLabels.intro}</p>
      <QueryView query={profiles} loadingLabel={vatCheckLabels.loading} errorTitle={vatCheckLabels.error} loading="py-8">
        {({ items, total }) =>
          total === 0 ? (
            <p className="text-base-content/75">{vatCheckLabels.noVatIds}</p>
          ) : (
            <PagedTable
              label={vatCheckLabels.table}
              columns={[{ label: vatCheckLabels.buyer }, { label: vatCheckLabels.company }, { label: vatCheckLabels.vatId }, { label: vatCheckLabels.status }, { label: shippingPageTexts.actions, hidden: true }]}
              pagination={{ label: vatCheckLabels.table, page, pageSize: BUYER_PAGE_SIZE, total, onPageChange: setPage }}
            >
              {items.map((profile) => (
                <BuyerRow key={profile.email} profile={profile} busy={busyEmail === profile.email} onMark={onMark} onUndo={onUndo} />
              ))}
            </PagedTable>
          )
        }
      </QueryView>
    </section>
  );
}

interface BuyerRowProps {
  profile: BuyerVatId;
  busy: boolean;
  onMark: (email: string, vatId: string) => void;
  onUndo: (email: string) => void;
}

function BuyerRow({ profile, busy, onMark, onUndo }: BuyerRowProps) {
  const { email, vatId } = profile;
  const checkedAt = profile.vatCheckedAt ?? null;
  return (
    <tr>
      <td className="min-w-40">
        <EmailText email={email} />
      </td>
      <td className="min-w-32 [overflow-wrap:anywhere]">{profile.companyName ?? "—"}</td>
      <td className="min-w-32 [overflow-wrap:anywhere]">{vatId}</td>
      <td className="min-w-36">
        <VatCheckBadge checkedAt={checkedAt} />
      </td>
      <td>
        {checkedAt ? (
            <button
              type="button"
              className={`btn btn-outline btn-sm whitespace-nowrap ${busy ? "cursor-progress opacity-80" : ""}`}
              onClick={() => onUndo(email)}
              aria-disabled={busy || undefined}
              aria-label={`${vatCheckLabels.unmark}: ${email}`}
            >
              {busy ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Undo2 className="size-4" aria-hidden="true" />}
              {vatCheckLabels.unmark}
            </button>
          ) : (
            <BusyActionButton busy={busy} icon={BadgeCheck} label={`${vatCheckLabels.markChecked}: ${email}`} onClick={() => onMark(email, vatId)}>
              {vatCheckLabels.markChecked}
            </BusyActionButton>
          )}
      </td>
    </tr>
  );
}
