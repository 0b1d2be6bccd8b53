import type { Profile, SessionUser } from "@shop/contract";
import { businessDetailsSchema, ORDER_ADDRESS_MAX, ORDER_NAME_MAX, phoneSchema, profileListSchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { apiRequest } from "./api";
import { queryKeys } from "./query-keys";
import { useOwnCompany } from "./company";

/**
 * Who receives an order and where: the fields of every form that places one (the tool page's
 * order form, the cart's checkout, accepting a quote), with the buyer's business details filling them in.
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
 * The buyer's own profile card (`GET /api/profile?email=&page=1&limit=1`, bearer), whose phone
 * number is the order form's phone when no delivery phone is saved; null when there is none.
 */
export async function getMyProfile(email: string, signal?: AbortSignal): Promise<Profile | null> {
  const path = `/api/profile?email=${encodeURIComponent(email)}&page=1&limit=1`;
  const [profile] = await apiRequest(path, profileListSchema, { auth: "required", ...(signal ? { signal } : {}) });
  return profile ?? null;
}

/** What the order forms are prefilled with: where to deliver and the number to call. */
export interface ShippingPrefill {
  address: string;
  phone: string;
  /** Issue 21: the business details' default country (ISO 3166) and postal code; blank when none. */
  country: string;
  postalCode: string;
}

/**
 * The business details' shipping address and delivery phone (`GET /api/profile/business`), the
 * phone falling back to the profile card's phone number (issue 20, item 16). The business details
 * are saved apart from the card, so an account may have either without the other: each answer
 * that fails only leaves its part empty.
 */
export async function getShippingPrefill(email: string, signal?: AbortSignal): Promise<ShippingPrefill> {
  const options = { auth: "required" as const, ...(signal ? { signal } : {}) };
  const [business, profile] = await Promise.allSettled([
    apiRequest("/api/profile/business", businessDetailsSchema, options),
    getMyProfile(email, signal),
  ]);
  const details = business.status === "fulfilled" ? business.value : null;
  const number = profile.status === "fulfilled" ? (profile.value?.number ?? null) : null;
  return {
    address: details?.shippingAddress ?? "",
    phone: details?.phone ?? number ?? "",
    country: details?.shippingCountry ?? "",
    postalCode: details?.shippingPostalCode ?? "",
  };
}

export function useShippingPrefill(email: string) {
  return useQuery({
    queryKey: queryKeys.orderPrefill(email),
    queryFn: ({ signal }) => getShippingPrefill(email, signal),
    staleTime: 60_000,
  });
}

interface ShippingValues {
  name: string;
  address: string;
  phone: string;
}

/** The form's defaults for who and where: the account's name, the business details' address and phone (else the profile's number). */
export function useShippingDefaults(user: SessionUser): ShippingValues {
  const prefill = useShippingPrefill(user.email).data;
  // Issue 27: a company member's order goes to the company address picked under "Deliver to"
  // (the server takes it from there); the form's hidden address field holds the first one.
  const companyAddress = useOwnCompany()?.addresses[0]?.address;
  return useMemo(
    () => ({ name: user.displayName, address: companyAddress ?? prefill?.address ?? "", phone: prefill?.phone ?? "" }),
    [user.displayName, companyAddress, prefill?.address, prefill?.phone],
  );
}

/** Where the order goes by default (issue 21): the business details' country and postal code, blank until they arrive. */
export function useDestinationDefaults(user: SessionUser): { country: string; postalCode: string } {
  const prefill = useShippingPrefill(user.email).data;
  return useMemo(() => ({ country: prefill?.country ?? "", postalCode: prefill?.postalCode ?? "" }), [prefill?.country, prefill?.postalCode]);
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
