import { approvalsPageTexts, companyLabels, companyMessages, companyOrderLabels, REJECT_REASON_MAX, rejectOrderBodySchema, type Order } from "@shop/contract";
import { toast } from "sonner";
import { TextAreaField } from "../../../components/TextAreaField";
import { DialogActions } from "../../../components/admin/FormDialog";
import { errorMessage } from "../../../lib/api";
import { useContractForm } from "../../../lib/useContractForm";
import { useDecideOrder } from "../api/companyOrders";

/** Why the order is rejected: the buyer reads it in their email. */
export function RejectForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const decide = useDecideOrder();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(rejectOrderBodySchema, { defaultValues: { reason: "" } });
  const submit = handleSubmit(({ reason }) => {
    if (decide.isPending) return;
    decide.mutate(
      { id: order._id, approve: false, reason },
      {
        onSuccess: () => {
          toast.success(companyMessages.rejected);
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextAreaField label={companyLabels.reason} rows={3} maxLength={REJECT_REASON_MAX} hint={approvalsPageTexts.reasonHint} error={errors.reason?.message} {...register("reason")} />
      <DialogActions busy={decide.isPending} saveLabel={companyOrderLabels.reject} onCancel={onDone} />
    </form>
  );
}
