import { billLabels, billMessages, companyOrderLabels, countryName, DISCOUNT_CODE_MAX_LENGTH, formatDollars, POSTAL_CODE_MAX } from "@shop/contract";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { CheckoutPreview } from "../lib/checkout";
import { ApprovalNote } from "./ApprovalNote";
import { BillSummary } from "./BillSummary";
import { CountrySelect } from "./CountrySelect";
import { OnAccountNote } from "./OnAccount";
import { FieldFrame } from "./FieldFrame";
import { FormField } from "./FormField";

interface DestinationFieldsProps {
  preview: CheckoutPreview;
  /** Where "Ask for a quote" leads when the address cannot be delivered to (the tool's quote request). */
  quoteLink: { to: string; label?: string } | null;
  /** Set when the order form has its own reason not to ask (a quantity that cannot be ordered). */
  idle?: boolean;
  /** The id of the "we do not ship there" message, for the order button's aria-describedby. */
  alertId?: string;
}

/**
 * Where an order goes and how (issue 21): the country, the postal code, the shipping methods the
 * address is offered with their prices, and the discount code (not for a quote). The order forms
 * hold the state in `useCheckoutPreview` (lib/checkout.ts) and send what is shown here.
 */
export function DestinationFields({ preview, quoteLink, idle = false, alertId }: DestinationFieldsProps) {
  const methodsId = useId();
  const options = preview.undeliverable ? [] : (preview.checkout?.shippingOptions ?? []);
  return (
    <div className="flex flex-col gap-4">
      {preview.companyAddress ? (
        <CompanyAddressField preview={preview} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <CountrySelect
            label={billLabels.country}
            // Only until a country is known: an order always goes to one.
            placeholder={preview.country === "" ? "…" : null}
            autoComplete="country"
            value={preview.country}
            onChange={(event) => preview.setCountry(event.target.value)}
            error={preview.fieldErrors.country}
          />
          <FormField
            label={billLabels.postalCode}
            type="text"
            autoComplete="postal-code"
            maxLength={POSTAL_CODE_MAX}
            value={preview.postalCode}
            onChange={(event) => preview.setPostalCode(event.target.value)}
            error={preview.fieldErrors.postalCode}
          />
        </div>
      )}

      {preview.undeliverable && (
        <div id={alertId} role="alert" className="flex items-start gap-3 rounded-box border border-warning/60 bg-warning/15 p-4">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning-content" aria-hidden="true" />
          <div className="flex flex-col items-start gap-1">
            <p>{preview.undeliverable}</p>
            {quoteLink && (
              <Link to={quoteLink.to} className="link font-medium">
                {quoteLink.label ?? billMessages.askForQuote}
              </Link>
            )}
          </div>
        </div>
      )}

      {options.length > 0 && (
        <fieldset aria-describedby={preview.fieldErrors.shippingMethodId ? `${methodsId}-error` : undefined} className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium">{billLabels.shippingMethod}</legend>
          {options.map((option) => {
            const unavailable = option.price === null;
            return (
              <label
                key={option.id}
                className={`flex items-start gap-3 rounded-box border border-base-300 p-3 ${unavailable ? "opacity-70" : "cursor-pointer has-checked:border-primary"}`}
              >
                <input
                  type="radio"
                  name={methodsId}
                  value={option.id}
                  className="radio radio-primary radio-sm mt-0.5"
                  checked={preview.methodId === option.id}
                  disabled={unavailable}
                  onChange={() => preview.chooseMethod(option.id)}
                />
                <span className="flex min-w-0 grow flex-wrap items-baseline justify-between gap-x-4">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="font-medium">{option.name}</span>{" "}
                    <span className="text-sm text-base-content/75">{option.estimate}</span>
                  </span>
                  <span className="whitespace-nowrap text-sm tabular-nums">
                    {option.price === null ? billMessages.cannotCarry : option.price === 0 ? billLabels.free : formatDollars(option.price)}
                  </span>
                </span>
              </label>
            );
          })}
          {preview.fieldErrors.shippingMethodId && (
            <p id={`${methodsId}-error`} className="text-sm text-error">
              {preview.fieldErrors.shippingMethodId}
            </p>
          )}
        </fieldset>
      )}

      {preview.withCode && <DiscountCodeField preview={preview} />}

      {preview.problem && !idle && (
        <p role="alert" className="text-sm font-medium text-error">
          {preview.problem}
        </p>
      )}
    </div>
  );
}

/**
 * Issue 27: a company member's order goes to one of the company's delivery addresses, picked
 * here instead of the free address, country and postal code.
 */
function CompanyAddressField({ preview }: { preview: CheckoutPreview }) {
  const chosen = preview.companyAddress;
  if (!chosen) return null;
  return (
    <FieldFrame label={companyOrderLabels.deliverTo} hint={`${chosen.address}, ${[chosen.postalCode, countryName(chosen.country)].filter(Boolean).join(" ")}`}>
      {(control) => (
        <select {...control} className="select w-full" value={chosen._id} onChange={(event) => preview.chooseCompanyAddress(event.target.value)}>
          {preview.companyAddresses.map((address) => (
            <option key={address._id} value={address._id}>
              {address.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** The discount code: typed, then Apply asks the bill with it; the server's refusal stands under it. */
function DiscountCodeField({ preview }: { preview: CheckoutPreview }) {
  const statusId = useId();
  const { code } = preview;
  if (code.applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-success/10 px-3 py-2">
        <p id={statusId} role="status" className="flex items-center gap-2 text-sm font-medium">
          <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
          {/* As the office set it up ("SPRING5"), whatever case it was typed in. */}
          {billMessages.codeApplied(preview.checkout?.bill.discount?.code ?? code.applied)}
        </p>
        <button type="button" className="btn btn-ghost btn-sm" onClick={code.remove}>
          {billLabels.removeCode}
        </button>
      </div>
    );
  }
  const busy = code.pending !== "" && preview.working;
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 grow">
        <FormField
          label={billLabels.discountCode}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={DISCOUNT_CODE_MAX_LENGTH}
          value={code.typed}
          error={code.error ?? undefined}
          onChange={(event) => code.setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code; it must not place the order the field sits in.
            if (event.key === "Enter") {
              event.preventDefault();
              if (code.typed.trim()) code.apply();
            }
          }}
        />
      </div>
      <button type="button" className="btn btn-outline mt-7" disabled={code.typed.trim() === "" || busy} onClick={code.apply}>
        {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {billLabels.applyCode}
      </button>
    </div>
  );
}

/** The bill of the checkout under the fields, or why there is none yet. */
export function CheckoutBill({ preview }: { preview: CheckoutPreview }) {
  const bill = preview.checkout?.bill;
  if (preview.undeliverable) return null;
  if (!bill) {
    return preview.working ? (
      <p className="flex items-center gap-2 text-sm text-base-content/75" role="status">
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        {billMessages.working}
      </p>
    ) : null;
  }
  return (
    <>
      <div className="rounded-box bg-base-200 px-4 py-3" aria-busy={preview.working}>
        <BillSummary bill={bill} />
      </div>
      {/* Issue 35: that it will wait for approval, whose and why, before the order is placed. */}
      {preview.checkout && <ApprovalNote checkout={preview.checkout} />}
      {/* Issue 28: on the company's account, or by card and why, before the order is placed. */}
      {preview.checkout && <OnAccountNote checkout={preview.checkout} />}
    </>
  );
}
