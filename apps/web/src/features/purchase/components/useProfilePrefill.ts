import type { SessionUser } from "@shop/contract";
import { useEffect, useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useMyProfile } from "../api/getMyProfile";

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
