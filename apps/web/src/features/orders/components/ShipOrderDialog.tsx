import { officeOrderTexts, orderOfficeMessages, shipmentLabels } from "@shop/contract";
import { useState } from "react";
import { FormField } from "../../../components/FormField";
import { OrderActionDialog, type OfficeOrder } from "./OrderActionDialog";
import { OrderDestination } from "./OrderDestination";
import { useContractCheck } from "./contractCheck";

const orderSchemas = () => import("@shop/contract/schemas/orders");

interface ShipOrderDialogProps {
  open: boolean;
  order: OfficeOrder;
  busy: boolean;
  onConfirm: (shipment: { carrier: string; trackingNumber: string }) => void;
  onCancel: () => void;
}

type FieldErrors = Partial<Record<"carrier" | "trackingNumber", string>>;

/**
 * Mark shipped as a confirmation that shows what goes out (every line) and where to (the whole
 * destination and the shipping method the buyer chose), and asks for the carrier
 * and tracking number the buyer will see. Checked with the contract's own schema before it is sent.
 */
export function ShipOrderDialog({ open, order, busy, onConfirm, onCancel }: ShipOrderDialogProps) {
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  // Each opening starts empty: what was typed for the last order is not this one's.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setCarrier("");
      setTrackingNumber("");
      setErrors({});
    }
  }

  const check = useContractCheck(orderSchemas);
  const submit = () =>
    check(({ shipOrderBodySchema }) => {
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
    });

  return (
    <OrderActionDialog
      open={open}
      title={orderOfficeMessages.shipConfirm}
      order={order}
      confirmLabel={officeOrderTexts.markShipped}
      tone="primary"
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {/* Issue 26: what the parcel's label must say, before the carrier is booked. */}
      <div className="mb-2 rounded-box border border-base-300 p-3">
        <OrderDestination order={order} />
      </div>
      <FormField label={shipmentLabels.carrier} value={carrier} onChange={(event) => setCarrier(event.target.value)} error={errors.carrier} autoComplete="off" />
      <FormField
        label={shipmentLabels.trackingNumber}
        value={trackingNumber}
        onChange={(event) => setTrackingNumber(event.target.value)}
        error={errors.trackingNumber}
        autoComplete="off"
      />
    </OrderActionDialog>
  );
}
