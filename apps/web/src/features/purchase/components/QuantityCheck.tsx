import type { Tool } from "@shop/contract";
import { messages, quantityCheckTexts } from "@shop/contract";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { notAWholeNumber, quantityProblem, setQuantityToast } from "./quantity";
import { useContractForm } from "../../../lib/useContractForm";

/** The check's schema and zod, loaded when a quantity is first checked: the forms render without them. */
const quantityFormSchema = () => import("./schemas").then((module) => module.quantityFormSchema);

interface QuantityCheckProps {
  tool: Tool;
  /** Called with a quantity that passed the check; it becomes the quantity ordered. */
  onSet: (quantity: number) => void;
  /** Called with what is in the box as it is typed: a typed quantity is ordered even unset. */
  onTyped: (text: string) => void;
  /**
   * Goes up each time Place Order or Add to cart was pressed with a quantity that cannot be
   * ordered: the field then says why, beside it, and takes the focus.
   */
  attempt?: number;
}

/** Why what is typed cannot be ordered, or null (nothing typed: the set quantity or the minimum is ordered). */
function typedProblem(tool: Tool, text: string): string | null {
  const typed = text.trim();
  if (typed === "") return null;
  if (!/^\d+$/.test(typed)) return notAWholeNumber();
  return quantityProblem(tool, Number(typed));
}

/**
 * The spec's 'Set Quantity' check: too many for the stock, too few for the minimum, or fine,
 * each with the spec's toast. Unlike the spec, a quantity that passes is the one the order is
 * placed with, and it stays in the box (issue 26: the box shows the quantity the price uses, not
 * the placeholder's minimum); one that does not stays there too, with the reason beside it
 * (issue 20, item 19), as after a Place Order or Add to cart with it.
 */
export function QuantityCheck({ tool, onSet, onTyped, attempt = 0 }: QuantityCheckProps) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    watch,
    formState: { errors },
  } = useContractForm(quantityFormSchema, { defaultValues: { quantity: "" } });
  // Said once the buyer has finished with the field (left it, or pressed a button), not while typing.
  const [checked, setChecked] = useState(false);
  // The attempts of Place Order or Add to cart up to the last quantity that was set are answered.
  const [answeredAttempts, setAnsweredAttempts] = useState(0);
  // A pointer is down on Set Quantity: the field's blur that follows is that press's, not a leave.
  const pressingSet = useRef(false);
  const shown = checked || attempt > answeredAttempts;
  const problem = typedProblem(tool, watch("quantity"));

  useEffect(() => {
    if (attempt > 0) setFocus("quantity");
  }, [attempt, setFocus]);

  const onSubmit = handleSubmit(({ quantity }) => {
    const refusal = setQuantityToast(tool, quantity);
    if (refusal) {
      toast.error(refusal);
      setChecked(true);
      return;
    }
    toast.success(messages.quantity.ok);
    onSet(quantity);
    reset({ quantity: String(quantity) });
    setChecked(false);
    setAnsweredAttempts(attempt);
    onTyped(String(quantity));
  });

  const field = register("quantity", { onChange: (event: { target: { value: string } }) => onTyped(event.target.value) });
  return (
    // Not a labelled region: its name "Set Quantity" would make a label lookup of "Quantity" ambiguous.
    <section className="card border border-base-300 bg-base-100 shadow-sm">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="card-body gap-4 p-6">
        <div>
          <h2 className="font-display text-xl font-bold">{quantityCheckTexts.setQuantity}</h2>
          <p className="mt-1 text-sm text-base-content/75">
            {quantityCheckTexts.limits(tool.minimumOrderQuantity, tool.availableQuantity)}
            {(tool.packSize ?? 1) > 1 && quantityCheckTexts.packs(tool.packSize ?? 1)}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="grow">
            <FormField
              label={quantityCheckTexts.quantity}
              type="number"
              inputMode="numeric"
              min={tool.minimumOrderQuantity}
              step={tool.packSize ?? 1}
              placeholder={String(tool.minimumOrderQuantity)}
              error={errors.quantity?.message ?? (shown ? (problem ?? undefined) : undefined)}
              {...field}
              onBlur={(event) => {
                // Left for a press of Set Quantity, its check answers at once: saying the reason
                // now would push the button (under the field at 375 px) away from the pointer
                // between its press and its release, and the click would be lost.
                const pressing = pressingSet.current;
                pressingSet.current = false;
                if (!pressing && event.target.value.trim() !== "") setChecked(true);
                void field.onBlur(event);
              }}
            />
          </div>
          {/* Lines the button up with the input, under the label, when they sit side by side. */}
          <button
            type="submit"
            className="btn btn-secondary sm:mt-7"
            onPointerDown={() => {
              pressingSet.current = true;
            }}
            onClick={() => {
              pressingSet.current = false;
            }}
          >
            {quantityCheckTexts.setQuantity}
          </button>
        </div>
      </form>
    </section>
  );
}
