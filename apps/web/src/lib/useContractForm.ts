import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo } from "react";
import { useForm, type FieldValues, type Resolver, type FieldErrors, type ResolverError, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { errorMessage } from "./api";

/** A form's schema, or a function that loads it (its module, with zod, loaded when first needed). */
export type FormSchema<Input extends FieldValues, Output extends FieldValues> = z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);

interface LazyResolver<Input extends FieldValues, Output extends FieldValues> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading the schema (once; again after a failed load). */
  warm: () => void;
}

/**
 * A resolver whose schema loads at its first use: zod's code and the schema's module were the
 * longest task after the load of every page with a form (~60 ms on 4×, twice that on the phone
 * Lighthouse assumes), though a visitor who only reads the page checks nothing.
 */
function lazyResolver<Input extends FieldValues, Output extends FieldValues>(load: () => Promise<z.ZodType<Output, Input>>): LazyResolver<Input, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const resolve = () =>
    (ready ??= load().then(
      (schema) => zodResolver<Input, unknown, Output>(schema),
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => {
      let check: Resolver<Input, unknown, Output>;
      try {
        check = await resolve();
      } catch (error) {
        // Its chunk did not load (a dropped connection): nothing is sent unchecked, the visitor is
        // told, and the next try loads it again.
        toast.error(errorMessage(error));
        // The form's own errors type cannot name `root` for an Input it does not know: said as one.
        const errors = { root: { type: "unavailable", message: errorMessage(error) } } as FieldErrors<Input>;
        return { values: {}, errors } satisfies ResolverError<Input>;
      }
      return check(values, context, options);
    },
    warm: () => void resolve().catch(() => undefined),
  };
}

/**
 * A react-hook-form form checked by a schema, usually the contract's: the field values are the
 * schema's input, what `handleSubmit` hands over is its output (numbers parsed, text trimmed), so
 * the form refuses exactly what the server would, with the same messages. Given a function that
 * loads the schema, the form renders without zod; the schema loads when the visitor first
 * focuses or presses anything on the page, and at the latest when the form is first checked.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: FormSchema<Input, Output>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
): UseFormReturn<Input, unknown, Output> {
  const checking = useMemo(() => (typeof schema === "function" ? lazyResolver(schema) : { resolver: zodResolver<Input, unknown, Output>(schema), warm: undefined }), [schema]);
  const { warm } = checking;
  useEffect(() => {
    if (!warm) return;
    // Reaching for the page is the moment to load what checks it: before the first keystroke lands.
    // (Not a focus the page itself set, as a heading's on arrival: only what the visitor does next.)
    const events = ["focusin", "pointerdown", "keydown"] as const;
    const once = () => {
      for (const event of events) document.removeEventListener(event, once, true);
      warm();
    };
    for (const event of events) document.addEventListener(event, once, true);
    return () => {
      for (const event of events) document.removeEventListener(event, once, true);
    };
  }, [warm]);
  return useForm<Input, unknown, Output>({ ...options, resolver: checking.resolver });
}
