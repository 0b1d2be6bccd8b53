import { creditNoteLabels, orderPageTexts, type OrderDetail } from "@shop/contract";
import { FileDown } from "lucide-react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api";
import { formatDateTime } from "../../../lib/dates";
import { formatDollars, formatQuantity } from "../../../lib/price";
import { useDownloadCreditNote } from "../api/downloadCreditNote";

/**
 * The order page's refunds (issue 21): the units given back per line, and each credit note with
 * its number, date, amount, reason and PDF. Nothing when nothing was refunded.
 */
export function CreditNotes({ detail }: { detail: Pick<OrderDetail, "_id" | "items" | "creditNotes"> }) {
  const download = useDownloadCreditNote();
  const notes = detail.creditNotes ?? [];
  const refundedLines = (detail.items ?? []).filter((line) => (line.refundedQuantity ?? 0) > 0);
  if (notes.length === 0 && refundedLines.length === 0) return null;
  return (
    <div className="mt-4 flex flex-col gap-2">
      <h3 className="font-semibold">{creditNoteLabels.heading}</h3>
      {refundedLines.length > 0 && (
        <ul className="text-sm" aria-label={orderPageTexts.refundedUnits}>
          {refundedLines.map((line, index) => (
            <li key={`${line.productId ?? line.product}-${index}`}>
              {creditNoteLabels.refunded}: {orderPageTexts.refundedOf(formatQuantity(line.refundedQuantity ?? 0), formatQuantity(line.quantity), line.product)}
            </li>
          ))}
        </ul>
      )}
      <ul className="flex flex-col gap-2" aria-label={creditNoteLabels.heading}>
        {notes.map((note) => (
          <li key={note.number} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-medium">{note.label}</span>
            <span>{formatDollars(note.total)}</span>
            <time dateTime={note.issuedAt} className="text-base-content/75">
              {formatDateTime(note.issuedAt)}
            </time>
            {note.invoice && <span className="text-base-content/75">{creditNoteLabels.corrects(note.invoice)}</span>}
            <span className="basis-full text-base-content/75 [overflow-wrap:anywhere] sm:basis-auto">
              {creditNoteLabels.reason}: {note.reason}
            </span>
            <button
              type="button"
              className="btn btn-outline btn-xs"
              aria-label={`${creditNoteLabels.download} ${note.label}`}
              aria-disabled={download.isPending || undefined}
              onClick={() => {
                if (download.isPending) return;
                download.mutate({ id: detail._id, number: note.number }, { onError: (error) => toast.error(errorMessage(error)) });
              }}
            >
              <FileDown className="size-4" aria-hidden="true" />
              {creditNoteLabels.download}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
