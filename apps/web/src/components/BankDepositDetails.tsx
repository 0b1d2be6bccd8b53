import type { BankDeposit } from "@shop/contract";
import { bankDepositTexts, cashAndDepositMessages } from "@shop/contract";
import { Landmark } from "lucide-react";
import { formatDeadline } from "../lib/dates";
import { formatDollars } from "../lib/price";

/** Issue 37: where a bank-deposit order is paid: the shop's account, the reference for the slip, the amount and the deadline. */
export function BankDepositDetails({ deposit, amount, currency }: { deposit: BankDeposit; amount: number; currency: string | undefined }) {
  return (
    <section aria-labelledby="bank-deposit-heading" className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <h2 id="bank-deposit-heading" className="mb-2 flex items-center gap-2 font-display text-xl font-bold">
        <Landmark className="size-5 text-primary" aria-hidden="true" />
        {bankDepositTexts.heading}
      </h2>
      <p className="mb-3 text-base-content/80">{cashAndDepositMessages.depositInstructions}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-base-content/75">{bankDepositTexts.account}</dt>
        <dd className="font-semibold [overflow-wrap:anywhere]">{deposit.account}</dd>
        <dt className="text-base-content/75">{bankDepositTexts.reference}</dt>
        <dd>
          <code className="select-all font-mono font-semibold">{deposit.reference}</code>
        </dd>
        <dt className="text-base-content/75">{bankDepositTexts.amount}</dt>
        <dd className="font-semibold tabular-nums">{formatDollars(amount, currency)}</dd>
        <dt className="text-base-content/75">{bankDepositTexts.depositBy}</dt>
        <dd className="font-semibold">{formatDeadline(deposit.payBy)}</dd>
      </dl>
    </section>
  );
}
