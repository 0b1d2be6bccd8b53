import { accountMessages, paymentPageTexts } from "@shop/contract";
import { useId } from "react";
import { ResendVerificationButton } from "../../../components/ResendVerificationButton";

/** In place of the card form while the customer's address is unverified: the Pay button says why it cannot be used. */
export function VerifyBeforePaying() {
  const reasonId = useId();
  return (
    <div className="flex flex-col gap-4">
      <p id={reasonId} className="rounded-box border border-warning/40 bg-warning/10 p-4 font-medium">
        {accountMessages.verifyBeforePaying}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-primary min-w-32" disabled aria-describedby={reasonId}>
          {paymentPageTexts.pay}
        </button>
        <ResendVerificationButton />
      </div>
    </div>
  );
}
