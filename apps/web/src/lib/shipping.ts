import type { Profile, SessionUser } from "@shop/contract";
import { ORDER_ADDRESS_MAX, ORDER_NAME_MAX, phoneSchema, profileListSchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { apiRequest } from "./api";
import { queryKeys } from "./query-keys";

/**
 * Who receives an order and where: the fields of every form that places one (the tool page's
 * order form, the cart's checkout, accepting a quote), with the buyer's profile filling them in.
 */

/**
 * The order form (spec section 5: address and number required). Name, address and number
 * follow the server's own limits, so what passes here passes there; the phone rule is the
 * contract's.
 */
export const orderFormSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(ORDER_NAME_MAX, `Name must be at most ${ORDER_NAME_MAX} characters`),
  address: z
    .string()
    .trim()
    .min(1, "Address is required")
    .max(ORDER_ADDRESS_MAX, `Address must be at most ${ORDER_ADDRESS_MAX} characters`),
  phone: z
    .string()
    .trim()
    .min(1, "Number is required")
    .refine((value) => phoneSchema.safeParse(value).success, "Please provide a valid phone number"),
});
export type OrderFormValues = z.input<typeof orderFormSchema>;
export type OrderFormData = z.output<typeof orderFormSchema>;

/** The fields the server may refuse by name (`body.phone`) that the form can mark. */
export const orderFormFields = ["name", "address", "phone"] as const;

/**
 * The buyer's own profile (`GET /api/profile?email=&page=1&limit=1`, bearer), whose shipping
 * address and phone prefill the order form; null when there is none.
 */
export async function getMyProfile(email: string, signal?: AbortSignal): Promise<Profile | null> {
  const path = `/api/profile?email=${encodeURIComponent(email)}&page=1&limit=1`;
  const [profile] = await apiRequest(path, profileListSchema, { auth: "required", ...(signal ? { signal } : {}) });
  return profile ?? null;
}

export function useMyProfile(email: string) {
  return useQuery({
    queryKey: queryKeys.orderPrefill(email),
    queryFn: ({ signal }) => getMyProfile(email, signal),
    staleTime: 60_000,
  });
}

interface ShippingValues {
  name: string;
  address: string;
  phone: string;
}

/** The form's defaults for who and where: the account's name, the business profile's address and phone. */
export function useShippingDefaults(user: SessionUser): ShippingValues {
  const profile = useMyProfile(user.email).data;
  return useMemo(
    () => ({ name: user.displayName, address: profile?.shippingAddress ?? "", phone: profile?.phone ?? "" }),
    [user.displayName, profile?.shippingAddress, profile?.phone],
  );
}

/**
 * The profile usually arrives after the first render: it fills only the fields the buyer has
 * not typed in.
 */
export function usePrefillShipping<T extends ShippingValues>(
  defaults: ShippingValues,
  form: Pick<UseFormReturn<T>, "getFieldState" | "getValues" | "setValue">,
) {
  const { getFieldState, getValues, setValue } = form;
  useEffect(() => {
    for (const field of ["address", "phone"] as const) {
      const value = defaults[field];
      // The generic form knows these two fields by name; react-hook-form's path types cannot see through T.
      const path = field as Parameters<typeof getValues>[0] & Parameters<typeof setValue>[0];
      if (value && !getFieldState(path).isDirty && getValues(path) === "") setValue(path, value as Parameters<typeof setValue>[1]);
    }
  }, [defaults, getFieldState, getValues, setValue]);
}
