import { COUNTRIES_BY_NAME, shippingTexts } from "@shop/contract";
import type { Ref, SelectHTMLAttributes } from "react";
import { FieldFrame } from "../../../components/FieldFrame";

interface CountrySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** One country of the tax page's forms (a rate's, a registration's), by name, its ISO code as the value. */
export function CountrySelect({ label, error, ref, ...select }: CountrySelectProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(wiring) => (
        <select {...wiring} ref={ref} className={`select w-full ${error ? "select-error" : ""}`} {...select}>
          <option value="">{shippingTexts.chooseCountry}</option>
          {COUNTRIES_BY_NAME.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
