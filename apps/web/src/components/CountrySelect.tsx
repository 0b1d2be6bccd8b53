import { countriesByName } from "@shop/contract";
import type { Ref, SelectHTMLAttributes } from "react";
import { FieldFrame } from "./FieldFrame";

interface CountrySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  error?: string | undefined;
  /** The words of the first, empty option (no country yet); null: no such option. */
  placeholder: string | null;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A country picked by name, its ISO 3166 code as the value: the order forms' destination, the
 * business details, a company's addresses and the tax page's forms all take one this way.
 */
export function CountrySelect({ label, error, placeholder, ref, ...select }: CountrySelectProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(wiring) => (
        <select {...wiring} ref={ref} className={`select w-full ${error ? "select-error" : ""}`} {...select}>
          {placeholder !== null && <option value="">{placeholder}</option>}
          {countriesByName().map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
