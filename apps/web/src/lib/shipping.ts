import type { SessionUser } from "@shop/contract";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { apiRequestChecked, textField } from "./api";
import { queryKeys } from "./query-keys";
import { useOwnCompany } from "./company";

/**
 * Who receives an order and where: the fields of every form that places one (the tool page's
 * order form, the cart's checkout, accepting a quote), with the buyer's business details filling them in.
 */

export type { OrderFormData, OrderFormValues } from "./orderFormSchema";

/**
 * The order form's schema and zod, loaded when the form is first checked (lib/useContractForm.ts):
 * the forms that place an order render, and take the business details, without them.
 */
export const loadOrderFormSchema = () => import("./orderFormSchema").then((module) => module.orderFormSchema);

/** The fields the server may refuse by name (`body.phone`) that the form can mark. */
export const orderFormFields = ["name", "address", "phone"] as const;

/**
 * The business details' fields the order forms take (`GET /api/profile/business`), read by hand:
 * four texts put into fields the buyer can change, read right after every ordering page hydrates,
 * where loading zod and the profiles' schemas for them was a long task of its own. Null for an
 * answer that is not an object.
 */
export function readShippingDetails(payload: unknown): { address: string; phone: string | null; country: string; postalCode: string } | null {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return null;
  return {
    address: textField(payload, "shippingAddress") ?? "",
    // None saved (null) falls back to the profile card's number.
    phone: textField(payload, "phone"),
    country: textField(payload, "shippingCountry") ?? "",
    postalCode: textField(payload, "shippingPostalCode") ?? "",
  };
}

/** The phone number of the first profile card of a list (`GET /api/profile?email=`), "" when there is none; null for an answer that is not a list. */
export function readProfileNumber(payload: unknown): string | null {
  if (!Array.isArray(payload)) return null;
  const [first] = payload as unknown[];
  return textField(first, "number") ?? "";
}

/**
 * The buyer's own profile card's phone number (`GET /api/profile?email=&page=1&limit=1`, bearer),
 * the order form's phone when no delivery phone is saved; "" when there is none.
 */
export async function getMyNumber(email: string, signal?: AbortSignal): Promise<string> {
  const path = `/api/profile?email=${encodeURIComponent(email)}&page=1&limit=1`;
  return apiRequestChecked(path, readProfileNumber, { auth: "required", ...(signal ? { signal } : {}) });
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
  const [business, profile] = await Promise.allSettled([apiRequestChecked("/api/profile/business", readShippingDetails, options), getMyNumber(email, signal)]);
  const details = business.status === "fulfilled" ? business.value : null;
  const number = profile.status === "fulfilled" ? profile.value : "";
  return {
    address: details?.address ?? "",
    phone: details?.phone ?? number,
    country: details?.country ?? "",
    postalCode: details?.postalCode ?? "",
  };
}

/**
 * The order forms' prefill. The server loads it before it renders the tool page or the cart of a
 * signed-in buyer (app/pageData.ts, app/cartRoute.ts): the forms' HTML then shows the buyer's
 * address and number, and the bill is the one for their country, from the first paint.
 */
export const shippingPrefillQuery = (email: string) =>
  queryOptions({
    queryKey: queryKeys.orderPrefill(email),
    queryFn: ({ signal }) => getShippingPrefill(email, signal),
    staleTime: 60_000,
  });

/**
 * On the server, before it renders an order form: what fills it, nothing when it cannot be had.
 * The form's HTML then shows the buyer's address and number, and the page need not bring the
 * form's code in before the buyer reaches for it (lib/deferredForms.tsx).
 */
export const orderPrefill = (queryClient: QueryClient, email: string): Promise<ShippingPrefill> =>
  queryClient.fetchQuery(shippingPrefillQuery(email)).catch(() => ({ address: "", phone: "", country: "", postalCode: "" }));

export function useShippingPrefill(email: string) {
  return useQuery(shippingPrefillQuery(email));
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
