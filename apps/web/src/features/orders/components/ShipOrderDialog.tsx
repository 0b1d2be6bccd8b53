import { orderOfficeMessages, shipOrderBodySchema, shipmentLabels } from "@shop/contract";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FormField } from "../../../components/FormField";

interface ShipOrderDialogProps {
  open: boolean;
  /** What is being shipped, e.g. "Steel Hoe × 10 for Amina (amina@example.com)". */
  detail: string;
  busy: boolean;
  onConfirm: (shipment: { carrier: string; trackingNumber: string }) => void;
  onCancel: () => void;
}

type FieldErrors = Partial<Record<"carrier" | "trackingNumber", string>>;

/**
 * Mark shipped as a confirmation that asks for the carrier and tracking number the buyer will
 * see. Checked with the contract's own schema before it is sent.
 */
export function ShipOrderDialog({ open, detail, busy, onConfirm, onCancel }: ShipOrderDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const detailId = useId();
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setCarrier("");
      setTrackingNumber("");
      setErrors({});
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = shipOrderBodySchema.safeParse({ status: "shipped", carrier, trackingNumber });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "carrier" || field === "trackingNumber") && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onConfirm({ carrier: parsed.data.carrier, trackingNumber: parsed.data.trackingNumber });
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={detailId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form className="modal-box" onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-bold">
          {orderOfficeMessages.shipConfirm}
        </h2>
        <p id={detailId} className="py-3 text-base-content/80">
          {detail}
        </p>
        <div className="flex flex-col gap-2">
          <FormField label={shipmentLabels.carrier} value={carrier} onChange={(event) => setCarrier(event.target.value)} error={errors.carrier} autoComplete="off" />
          <FormField
            label={shipmentLabels.trackingNumber}
            value={trackingNumber}
            onChange={(event) => setTrackingNumber(event.target.value)}
            error={errors.trackingNumber}
            autoComplete="off"
          />
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            Keep it
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Mark shipped
          </button>
        </div>
      </form>
    </dialog>
  );
}
