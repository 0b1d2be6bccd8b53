import { newsletterTexts } from "@shop/contract";
import { Download } from "lucide-react";
import { toast } from "sonner";
import { errorMessage, saveBlob } from "../../../lib/api";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { useExportSubscribers } from "../api/exportSubscribers";

/** /dashboard/subscribers (admin): the newsletter's confirmed subscribers as a CSV download. */
export function SubscribersPage() {
  const exportCsv = useExportSubscribers();
  const download = () => {
    if (exportCsv.isPending) return;
    exportCsv.mutate(undefined, {
      onSuccess: (blob) => saveBlob(blob, `subscribers-${new Date().toISOString().slice(0, 10)}.csv`),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };
  return (
    <div className="max-w-2xl">
      <AdminPageHeader title={newsletterTexts.subscribers}>
        {newsletterTexts.subscribersLead}
      </AdminPageHeader>
      <button type="button" onClick={download} aria-disabled={exportCsv.isPending || undefined} className="btn btn-primary">
        {exportCsv.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
        {newsletterTexts.exportCsv}
      </button>
    </div>
  );
}
