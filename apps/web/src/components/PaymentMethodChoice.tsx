import type { PaymentMethod } from "@shop/contract";
import { paymentChoiceTexts, paymentMethodLabels } from "@shop/contract";
import { useId } from "react";

/** How the buyer pays an order about to be placed: online after placing, or (issue 37) cash on delivery or a bank deposit. */
export type PlacingChoice = "online" | "cod" | "bank_deposit";

const ONLINE: readonly PaymentMethod[] = ["card", "bkash", "sslcommerz"];

/** The choices the checkout's `paymentMethods` allow: empty unless cash on delivery or a bank deposit is among them. */
export function placingChoices(offered: readonly PaymentMethod[] | undefined): PlacingChoice[] {
  if (!offered) return [];
  const choices: PlacingChoice[] = [];
  if (offered.some((method) => ONLINE.includes(method))) choices.push("online");
  if (offered.includes("cod")) choices.push("cod");
  if (offered.includes("bank_deposit")) choices.push("bank_deposit");
  return choices.length > 1 || choices[0] !== "online" ? choices : [];
}

/** The choice in force: the one made while it is offered, else the first offered. */
const effectiveChoice = (chosen: PlacingChoice, choices: readonly PlacingChoice[]): PlacingChoice => (choices.includes(chosen) ? chosen : (choices[0] ?? "online"));

/** What Place order sends: nothing to pay online (the server's default, the card), the method otherwise. */
export function paymentMethodField(chosen: PlacingChoice, offered: readonly PaymentMethod[] | undefined): { paymentMethod?: PaymentMethod } {
  const effective = effectiveChoice(chosen, placingChoices(offered));
  return effective === "online" ? {} : { paymentMethod: effective };
}

const label = (choice: PlacingChoice, offered: readonly PaymentMethod[]) =>
  choice === "online"
    ? paymentChoiceTexts.payNow(
        offered
          .filter((method) => ONLINE.includes(method))
          .map((method) => (method === "sslcommerz" ? "SSLCommerz" : paymentMethodLabels[method]))
          .join(paymentChoiceTexts.methodSeparator),
      )
    : paymentMethodLabels[choice];

/** Radio buttons of how to pay, shown before Place order when the checkout offers more than paying online. */
export function PaymentMethodChoice({ offered, value, onChange }: { offered: readonly PaymentMethod[] | undefined; value: PlacingChoice; onChange: (choice: PlacingChoice) => void }) {
  const name = useId();
  const choices = placingChoices(offered);
  if (choices.length === 0 || !offered) return null;
  const current = effectiveChoice(value, choices);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{paymentChoiceTexts.heading}</legend>
      {choices.map((choice) => (
        <label key={choice} className="flex cursor-pointer items-start gap-3 rounded-box border border-base-300 p-3 has-[:checked]:border-primary">
          <input type="radio" className="radio radio-primary radio-sm mt-0.5" name={name} value={choice} checked={current === choice} onChange={() => onChange(choice)} />
          <span className="flex flex-col">
            <span className="font-medium">{label(choice, offered)}</span>
            <span className="text-sm text-base-content/75">{paymentChoiceTexts.hints[choice]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
