import type { RequestCartQuoteBody } from "@shop/contract";
import { CART_QUOTE_ANCHOR, cartQuoteTexts, companyMessages, quoteFormTexts, quoteLabels, quoteMessages } from "@shop/contract";
import { FileQuestion } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { CountrySelect } from "../../../components/CountrySelect";
import { FieldFrame } from "../../../components/FieldFrame";
import { FormField } from "../../../components/FormField";
import { TextAreaField } from "../../../components/TextAreaField";
import { isVerifyRefusal, mustVerifyToOrder, VerifyToOrder } from "../../../components/VerifyToOrder";
import { ApiError, errorMessage } from "../../../lib/api";
import type { CartLine } from "../../../lib/cart";
import { useOwnCompany } from "../../../lib/company";
import { useSession } from "../../../lib/session";
import { useSubmissionKey } from "../../../lib/submissionKey";
import { useRequestCartQuote } from "../api/quotes";
import { quotePath, todayUtc } from "./dates";

/** The field a refusal names (`body.companyAddressId` → `companyAddressId`), for the message under it. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fields.map((field) => [field.path.replace(/^body\./, "").split(".")[0] ?? field.path, field.message]));
}

/**
 * Issue 35: under the cart, the whole cart as one quote request (every line, where it goes, a
 * wanted-by day and a note). Closed to one button; the cart's warning and refusal above
 * MAX_HELD_VALUE link here (`#request-cart-quote`), which opens it. A company member picks one
 * of the company's addresses; anyone else types where it goes. Once sent, on to the quote's page.
 */
export function RequestCartQuote({ lines }: { lines: readonly CartLine[] }) {
  const { hash } = useLocation();
  const asked = hash === `#${CART_QUOTE_ANCHOR}`;
  const [open, setOpen] = useState(asked);
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    if (asked) setOpen(true);
  }
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (asked) sectionRef.current?.scrollIntoView?.({ block: "start" });
  }, [asked, hash]);

  const { user } = useSession();
  const company = useOwnCompany();
  const navigate = useNavigate();
  const request = useRequestCartQuote();
  const submission = useSubmissionKey();
  const id = useId();
  const [address, setAddress] = useState("");
  const [country, setCountry] = useState("");
  const [postalCode, setPostalCode] = useState("");
  const [companyAddressId, setCompanyAddressId] = useState("");
  const [wantedBy, setWantedBy] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosenAddress = companyAddressId || company?.addresses[0]?._id || "";

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const body: RequestCartQuoteBody = {
      items: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
      note,
      ...(wantedBy ? { wantedBy } : {}),
      ...(company ? { companyAddressId: chosenAddress } : { ...(address.trim() ? { address } : {}), ...(country ? { country } : {}), ...(postalCode.trim() ? { postalCode } : {}) }),
    };
    setErrors({});
    request.mutate(
      { body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: (quote) => {
          toast.success(quoteMessages.requested);
          void navigate(quotePath(quote._id));
        },
        onError: (error) => {
          if (isVerifyRefusal(error)) return;
          toast.error(errorMessage(error));
          setErrors({ ...fieldErrors(error), form: errorMessage(error) });
        },
        onSettled: (_data, error) => submission.settled(error ?? undefined),
      },
    );
  };

  if (!user) return null;
  return (
    <section ref={sectionRef} id={CART_QUOTE_ANCHOR} aria-labelledby={`${id}-heading`} className="card scroll-mt-24 border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id={`${id}-heading`} className="flex items-center gap-2 font-display text-xl font-bold">
          <FileQuestion className="size-5 text-primary" aria-hidden="true" />
          {cartQuoteTexts.heading}
        </h2>
        <p className="text-base-content/75">{cartQuoteTexts.intro}</p>
        {mustVerifyToOrder(user) ? (
          <VerifyToOrder />
        ) : open ? (
          <form noValidate onSubmit={send} className="flex flex-col gap-4">
            {company ? (
              <FieldFrame label={cartQuoteTexts.deliverTo} error={errors.companyAddressId}>
                {(wiring) => (
                  <select {...wiring} className="select w-full" value={chosenAddress} onChange={(event) => setCompanyAddressId(event.target.value)}>
                    {company.addresses.length === 0 && <option value="">{companyMessages.chooseAddress}</option>}
                    {company.addresses.map((option) => (
                      <option key={option._id} value={option._id}>
                        {option.label}: {option.address}
                      </option>
                    ))}
                  </select>
                )}
              </FieldFrame>
            ) : (
              <>
                <TextAreaField label={cartQuoteTexts.address} rows={2} autoComplete="street-address" value={address} onChange={(event) => setAddress(event.target.value)} error={errors.address} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <CountrySelect label={cartQuoteTexts.country} placeholder={quoteFormTexts.shopCountry} value={country} onChange={(event) => setCountry(event.target.value)} error={errors.country} />
                  <FormField label={cartQuoteTexts.postalCode} autoComplete="postal-code" value={postalCode} onChange={(event) => setPostalCode(event.target.value)} error={errors.postalCode} />
                </div>
              </>
            )}
            <FormField label={quoteLabels.wantedBy} type="date" min={todayUtc()} hint={quoteFormTexts.optional} value={wantedBy} onChange={(event) => setWantedBy(event.target.value)} error={errors.wantedBy} />
            <TextAreaField label={quoteLabels.note} rows={3} value={note} onChange={(event) => setNote(event.target.value)} error={errors.note} />
            {errors.form && (
              <p role="alert" className="font-medium text-error">
                {errors.form}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn btn-primary" disabled={request.isPending}>
                {request.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                {cartQuoteTexts.send}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
                {quoteFormTexts.cancel}
              </button>
            </div>
          </form>
        ) : (
          <div>
            <button type="button" className="btn btn-outline btn-primary" onClick={() => setOpen(true)}>
              {cartQuoteTexts.button}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
