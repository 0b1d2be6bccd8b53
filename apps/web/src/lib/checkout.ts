import type { Checkout, CheckoutBody, Company, OrderItemInput } from "@shop/contract";
import { billMessages, countryName } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError, apiRequest, errorMessage } from "./api";
import { useOwnCompany } from "./company";
import { queryKeys } from "./query-keys";
import { lazySchema } from "./schemas";

/**
 * Issue 21: where an order goes and what it costs before it is placed. The tool page's order
 * form, the cart's checkout and the quote acceptance ask `POST /api/checkout` with their lines,
 * the address's country and postal code, the chosen shipping method and the applied code, and
 * show its bill (components/BillSummary) and its methods (components/DestinationFields).
 */

/** What is being bought: one tool, a cart's lines, or an offered quote (at its price). */
export type CheckoutLines = { productId: string; quantity: number } | { items: OrderItemInput[] } | { quoteId: string };

/** `POST /api/checkout` (bearer): the bill of these lines for this address; nothing is held or written. */
export function postCheckout(body: CheckoutBody, signal?: AbortSignal): Promise<Checkout> {
  return apiRequest("/api/checkout", lazySchema("checkoutSchema"), { method: "POST", body, auth: "required", ...(signal ? { signal } : {}) });
}

/** The body of a checkout or an order: blank fields are left out (the server's defaults). */
export function destinationBody(fields: { country: string; postalCode: string; shippingMethodId: string; discountCode: string }) {
  const country = fields.country.trim();
  const postalCode = fields.postalCode.trim();
  const code = fields.discountCode.trim();
  return {
    ...(country ? { country } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(fields.shippingMethodId ? { shippingMethodId: fields.shippingMethodId } : {}),
    ...(code ? { discountCode: code } : {}),
  };
}

const checkoutQuery = (body: CheckoutBody | null) =>
  queryOptions({
    queryKey: queryKeys.checkout(body ?? {}),
    queryFn: ({ signal }) => postCheckout(body ?? {}, signal),
    enabled: body !== null,
    // The last bill stays in view while the next is asked for: nothing jumps on each keystroke.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });

/** The checkout of `body`, asked again whenever it changes; null asks nothing (the lines cannot be ordered yet). */
export function useCheckout(body: CheckoutBody | null) {
  return useQuery(checkoutQuery(body));
}

/**
 * What an order form's first render asks (useCheckoutPreview): its lines, to the company's first
 * delivery address for a member, else to the business details' country and postal code (none when
 * the buyer has not saved them).
 */
export function firstCheckoutBody(lines: CheckoutLines, companyAddressId: string | undefined, destination: DestinationDefaults): CheckoutBody {
  if (companyAddressId) return { ...lines, companyAddressId };
  return { ...lines, ...destinationBody({ ...destination, shippingMethodId: "", discountCode: "" }) };
}

/**
 * On the server, before it renders a page with an order form (the tool page, the cart): the bill
 * the form's first render shows. The page keeps the form as the server's HTML until the buyer
 * reaches for it (lib/deferredForms.tsx), so without it that HTML would say "Working out the
 * bill" until then; with it, the bill is in the HTML, and the form, once live, has it at once.
 */
export async function prefetchFirstCheckout(queryClient: QueryClient, lines: CheckoutLines, member: boolean, destination: DestinationDefaults): Promise<void> {
  const company = member ? queryClient.getQueryData<Company | null>(queryKeys.ownCompany) : null;
  await queryClient.prefetchQuery(checkoutQuery(firstCheckoutBody(lines, company?.addresses[0]?._id, destination)));
}

/** A value that follows `value` once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}

/** How a refusal with a name or a number in it begins (the server's billMessages, whatever it names). */
const headOf = (message: (value: string) => string) => message("\u0000").split("\u0000")[0] ?? "";
const OUTSIDE_HEAD = headOf(billMessages.outsideZones);
const TOO_HEAVY_HEAD = headOf(billMessages.tooHeavy);

/** Why a checkout (or placing the order) was refused, sorted by what the form does about it. */
export type CheckoutRefusal =
  /** The address is outside every zone, or no method carries the weight: no order, a quote instead. */
  | { kind: "undeliverable"; message: string }
  /** The code was refused: its message stands under the code's field. */
  | { kind: "code"; message: string }
  /** The chosen method is not offered for this address any more. */
  | { kind: "method"; message: string }
  | { kind: "other"; message: string };

const fieldMessage = (error: ApiError, field: string) => error.fields.find((item) => item.path.replace(/^body\./, "") === field)?.message;

export function checkoutRefusal(error: unknown, country: string): CheckoutRefusal {
  if (error instanceof ApiError) {
    const code = fieldMessage(error, "discountCode");
    if (code !== undefined) return { kind: "code", message: code };
    const method = fieldMessage(error, "shippingMethodId");
    if (method !== undefined) return { kind: "method", message: method };
    const outside = (country !== "" && error.message === billMessages.outsideZones(countryName(country))) || (OUTSIDE_HEAD !== "" && error.message.startsWith(OUTSIDE_HEAD));
    const heavy = TOO_HEAVY_HEAD !== "" && error.message.startsWith(TOO_HEAVY_HEAD);
    if (error.status === 409 && (outside || heavy)) {
      return { kind: "undeliverable", message: error.message };
    }
  }
  return { kind: "other", message: errorMessage(error) };
}

/** Where the order goes as the buyer set it (blank: the default). */
export interface DestinationDefaults {
  country: string;
  postalCode: string;
}

interface CheckoutPreviewOptions {
  /** The lines to price; null while they cannot be ordered (nothing is asked). */
  lines: CheckoutLines | null;
  /** The business details' country and postal code, once they arrive: they fill untouched fields. */
  defaults: DestinationDefaults;
  /** The quote acceptance takes no code. */
  withCode?: boolean;
}

const POSTAL_DEBOUNCE_MS = 400;
const LINES_DEBOUNCE_MS = 300;

/**
 * The state of an order form's destination, shipping method and discount code, and the checkout
 * they give. One hook for the three forms that place an order, so each asks and reads the same.
 */
export function useCheckoutPreview({ lines, defaults, withCode = true }: CheckoutPreviewOptions) {
  // The business details the server loaded are there at the first render: its bill is the one the
  // server's HTML shows (prefetchFirstCheckout), so nothing is asked again when the form comes in.
  const [country, setCountryValue] = useState(defaults.country);
  const [postalCode, setPostalValue] = useState(defaults.postalCode);
  const [methodId, setMethodId] = useState("");
  const [typedCode, setTypedCode] = useState("");
  const [appliedCode, setAppliedCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ country?: string; postalCode?: string; shippingMethodId?: string }>({});
  const touched = useRef({ country: false, postalCode: false });
  // Issue 27: a company member's order goes to one of the company's delivery addresses (the first until they pick).
  const company = useOwnCompany();
  const companyAddresses = useMemo(() => company?.addresses ?? [], [company]);
  const [companyAddressId, setCompanyAddressId] = useState("");
  const companyAddress = companyAddresses.find((address) => address._id === companyAddressId) ?? companyAddresses[0] ?? null;

  // Business details that arrive after the first render fill only what the buyer has not touched.
  useEffect(() => {
    if (defaults.country && !touched.current.country) setCountryValue(defaults.country);
    if (defaults.postalCode && !touched.current.postalCode) setPostalValue(defaults.postalCode);
  }, [defaults.country, defaults.postalCode]);

  // Typed, the postal code is asked once the typing stops; filled in from the business details, at once.
  const [postalTyped, setPostalTyped] = useState(false);
  const debouncedPostal = useDebounced(postalCode, POSTAL_DEBOUNCE_MS);
  const postal = postalTyped ? debouncedPostal : postalCode;
  const linesKey = JSON.stringify(lines);
  const settledLinesKey = useDebounced(linesKey, LINES_DEBOUNCE_MS);
  // The first lines are asked for at once; only changes to them wait for the typing to stop.
  const linesToAsk = settledLinesKey === "null" ? linesKey : settledLinesKey;
  const body = useMemo<CheckoutBody | null>(() => {
    const settled = JSON.parse(linesToAsk) as CheckoutLines | null;
    if (settled === null) return null;
    // firstCheckoutBody() is this, before anything is chosen: the server asks it for the first render.
    if (companyAddress) return { ...settled, companyAddressId: companyAddress._id, ...destinationBody({ country: "", postalCode: "", shippingMethodId: methodId, discountCode: withCode ? appliedCode : "" }) };
    return { ...settled, ...destinationBody({ country, postalCode: postal, shippingMethodId: methodId, discountCode: withCode ? appliedCode : "" }) };
  }, [linesToAsk, country, postal, methodId, appliedCode, withCode, companyAddress]);
  const query = useCheckout(body);

  // The country the server answered for (the shop's own when none was sent).
  const shownCountry = country || query.data?.country || "";
  const refusal = query.isError && !query.isFetching ? checkoutRefusal(query.error, shownCountry) : null;

  // A refused code is taken back (the bill is asked again without it) and said under its field;
  // a method no longer offered is dropped, and the zone's first that carries the order is taken.
  // (Set while rendering, as React advises for state that follows other state: no effect's extra pass.)
  if (refusal?.kind === "code" && appliedCode) {
    setCodeError(refusal.message);
    setAppliedCode("");
  }
  if (refusal?.kind === "method" && methodId) setMethodId("");

  // The bill shown: the answer for what is asked now, or (while it is asked) the one before.
  const checkout = refusal?.kind === "undeliverable" ? undefined : query.data;
  const chosenMethod = methodId || checkout?.bill.shipping?.methodId || "";

  const setCountry = useCallback((value: string) => {
    touched.current.country = true;
    setCountryValue(value);
    // Another country has other zones and methods: the new zone's first is taken.
    setMethodId("");
    setFieldErrors((current) => ({ ...current, country: undefined, shippingMethodId: undefined }));
  }, []);
  const setPostalCode = useCallback((value: string) => {
    touched.current.postalCode = true;
    setPostalTyped(true);
    setPostalValue(value);
    setFieldErrors((current) => ({ ...current, postalCode: undefined }));
  }, []);
  const chooseCompanyAddress = useCallback((value: string) => {
    setCompanyAddressId(value);
    // Another address may be in another zone: its first method is taken.
    setMethodId("");
  }, []);
  const chooseMethod = useCallback((value: string) => {
    setMethodId(value);
    setFieldErrors((current) => ({ ...current, shippingMethodId: undefined }));
  }, []);
  const applyCode = useCallback(() => {
    const code = typedCode.trim();
    setCodeError(null);
    setAppliedCode(code);
  }, [typedCode]);
  const removeCode = useCallback(() => {
    setCodeError(null);
    setAppliedCode("");
    setTypedCode("");
  }, []);

  /** What the order is sent with: what the bill shown was worked out for. */
  const orderFields = () => {
    const discountCode = withCode && checkout?.bill.discount ? appliedCode : "";
    if (companyAddress) return { companyAddressId: companyAddress._id, ...destinationBody({ country: "", postalCode: "", shippingMethodId: chosenMethod, discountCode }) };
    return destinationBody({ country: shownCountry, postalCode, shippingMethodId: chosenMethod, discountCode });
  };

  /** Puts a refusal of placing the order under the fields it names; whether any matched. */
  const takeServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    let matched = false;
    const next: typeof fieldErrors = {};
    for (const field of error.fields) {
      const path = field.path.replace(/^body\./, "");
      if (path === "country" || path === "postalCode" || path === "shippingMethodId") {
        next[path] = field.message;
        matched = true;
      }
      if (path === "discountCode" && withCode) {
        setCodeError(field.message);
        setAppliedCode("");
        matched = true;
      }
    }
    if (matched) setFieldErrors(next);
    return matched;
  };

  return {
    /** A company member's choice of the company's delivery addresses (none for other buyers). */
    companyAddresses,
    companyAddress,
    chooseCompanyAddress,
    country: shownCountry,
    postalCode,
    methodId: chosenMethod,
    setCountry,
    setPostalCode,
    chooseMethod,
    code: { typed: typedCode, setTyped: setTypedCode, applied: checkout?.bill.discount ? appliedCode : "", pending: appliedCode, error: codeError, apply: applyCode, remove: removeCode },
    withCode,
    query,
    checkout,
    /** Asking: nothing shown yet, or a change not answered yet. */
    working: query.isFetching,
    /** The address cannot be delivered to: placing the order is disabled, a quote offered. */
    undeliverable: refusal?.kind === "undeliverable" ? refusal.message : null,
    /** Another refusal of the checkout (the stock, the network): said, placing stays open (the server decides). */
    problem: refusal?.kind === "other" ? refusal.message : null,
    fieldErrors,
    orderFields,
    takeServerErrors,
  };
}

export type CheckoutPreview = ReturnType<typeof useCheckoutPreview>;
