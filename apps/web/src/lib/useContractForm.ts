import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form form checked by a schema, usually the contract's: the field values are the
 * schema's input, what `handleSubmit` hands over is its output (numbers parsed, text trimmed), so
 * the form refuses exactly what the server would, with the same messages.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver<Input, unknown, Output>(schema) });
}
