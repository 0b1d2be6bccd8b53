import { cashAndDepositMessages, depositLabels, officeOrderTexts } from "@shop/contract";
import { useState } from "react";
import { FormField } from "../../../components/FormField";
import { ReferenceField } from "../../../components/ReferenceField";
import { shopToday } from "../../../lib/dates";
import { formatDollars } from "../../../lib/price";
import { OrderActionDialog, type OfficeOrder } from "./OrderActionDialog";
import { useContractCheck } from "./contractCheck";

const cashAndDepositSchemas = () => import("@shop/contract/schemas/cash-and-deposits");

interface DialogProps<T> {
  open: boolean;
  order: OfficeOrder;
  busy: boolean;
  onConfirm: (value: T) => void;
  onCancel: () => void;
}

/** The first message of each field a contract schema refused. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !found[field]) found[field] = issue.message;
  }
  return found;
}

/** Each opening starts from the order's own values, not what was typed for the last one. */
function useFreshOnOpen(open: boolean, reset: () => void) {
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) reset();
  }
}

/** Issue 37: the cash the driver brought for a cash-on-delivery order; the amount starts at what the order asks. */
export function CashReceivedDialog({ open, order, busy, onConfirm, onCancel }: DialogProps<{ amount: number }>) {
  const [amount, setAmount] = useState(String(order.price));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useFreshOnOpen(open, () => {
    setAmount(String(order.price));
    setErrors({});
  });
  const check = useContractCheck(cashAndDepositSchemas);
  const submit = () =>
    check(({ cashReceivedBodySchema }) => {
      const parsed = cashReceivedBodySchema.safeParse({ amount });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
      setErrors({});
      onConfirm(parsed.data);
    });
  return (
    <OrderActionDialog open={open} title={cashAndDepositMessages.cashReceivedConfirm} order={order} confirmLabel={cashAndDepositMessages.cashReceived} tone="primary" busy={busy} onSubmit={submit} onCancel={onCancel}>
      <p className="text-sm">{officeOrderTexts.cashAsks(formatDollars(order.price, order.bill?.currency))}</p>
      <FormField label={officeOrderTexts.amountCollected} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} error={errors.amount} autoComplete="off" />
    </OrderActionDialog>
  );
}

/** Issue 37: a bank deposit seen on the statement; received today unless the office says otherwise. */
export function RecordDepositDialog({ open, order, busy, onConfirm, onCancel }: DialogProps<{ amount: number; receivedOn: string; reference: string }>) {
  const [amount, setAmount] = useState(String(order.price));
  const [receivedOn, setReceivedOn] = useState(shopToday());
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  useFreshOnOpen(open, () => {
    setAmount(String(order.price));
    setReceivedOn(shopToday());
    setReference("");
    setErrors({});
  });
  const check = useContractCheck(cashAndDepositSchemas);
  const submit = () =>
    check(({ depositReceivedBodySchema }) => {
      const parsed = depositReceivedBodySchema.safeParse({ amount, receivedOn, reference });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
      setErrors({});
      onConfirm(parsed.data);
    });
  return (
    <OrderActionDialog open={open} title={cashAndDepositMessages.recordDepositConfirm} order={order} confirmLabel={cashAndDepositMessages.recordDeposit} tone="primary" busy={busy} onSubmit={submit} onCancel={onCancel}>
      <FormField label={depositLabels.amount} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} error={errors.amount} autoComplete="off" />
      <FormField label={depositLabels.receivedOn} type="date" max={shopToday()} value={receivedOn} onChange={(event) => setReceivedOn(event.target.value)} error={errors.receivedOn} />
      <ReferenceField label={depositLabels.reference} value={reference} onChange={setReference} error={errors.reference} />
    </OrderActionDialog>
  );
}
