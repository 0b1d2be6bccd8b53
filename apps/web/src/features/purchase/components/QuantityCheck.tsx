import type { Tool } from "@shop/contract";
import { messages } from "@shop/contract";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { quantityFormSchema, quantityProblem } from "./schemas";
import { useContractForm } from "../../../lib/useContractForm";

interface QuantityCheckProps {
  tool: Tool;
  /** Called with a quantity that passed the check; it becomes the quantity ordered. */
  onSet: (quantity: number) => void;
  /** Called with what is in the box as it is typed: a typed quantity is ordered even unset. */
  onTyped: (text: string) => void;
}

/**
 * The spec's 'Set Quantity' check: too many for the stock, too few for the minimum, or fine,
 * each with the spec's toast; the input is emptied afterwards. Unlike the spec, a quantity
 * that passes is the one the order is placed with.
 */
export function QuantityCheck({ tool, onSet, onTyped }: QuantityCheckProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useContractForm(quantityFormSchema, { defaultValues: { quantity: "" } });

  const onSubmit = handleSubmit(({ quantity }) => {
    const problem = quantityProblem(tool, quantity);
    if (problem) {
      toast.error(problem);
    } else {
      toast.success(messages.quantity.ok);
      onSet(quantity);
    }
    reset();
    onTyped("");
  });

  return (
    // Not a labelled region: its name "Set Quantity" would make a label lookup of "Quantity" ambiguous.
    <section className="card border border-base-300 bg-base-100 shadow-sm">
      <form noValidate onSubmit={onSubmit} className="card-body gap-4 p-6">
        <div>
          <h2 className="font-display text-xl font-bold">
            Set Quantity
          </h2>
          <p className="mt-1 text-sm text-base-content/75">
            Order at least {tool.minimumOrderQuantity}; {tool.availableQuantity} in stock.
            {(tool.packSize ?? 1) > 1 && ` Sold in packs of ${tool.packSize ?? 1}.`}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="grow">
            <FormField
              label="Quantity"
              type="number"
              inputMode="numeric"
              min={tool.minimumOrderQuantity}
              step={tool.packSize ?? 1}
              placeholder={String(tool.minimumOrderQuantity)}
              error={errors.quantity?.message}
              {...register("quantity", { onChange: (event: { target: { value: string } }) => onTyped(event.target.value) })}
            />
          </div>
          {/* Lines the button up with the input, under the label, when they sit side by side. */}
          <button type="submit" className="btn btn-secondary sm:mt-7">
            Set Quantity
          </button>
        </div>
      </form>
    </section>
  );
}
