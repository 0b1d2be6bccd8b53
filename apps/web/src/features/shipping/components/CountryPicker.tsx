import { compareCountries, countriesByName, countryName, shippingLabels, shippingPageTexts, shippingTexts } from "@shop/contract";
import { X } from "lucide-react";
import { useId, useState } from "react";

interface CountryPickerProps {
  /** ISO 3166 codes. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  error?: string | undefined;
}

/**
 * The countries of a zone: a filter over every country's checkbox (Tab and Space, no pointer
 * needed), and the chosen ones above it as buttons that take each one out again.
 */
export function CountryPicker({ value, onChange, error }: CountryPickerProps) {
  const [filter, setFilter] = useState("");
  const id = useId();
  const chosen = new Set(value);
  const needle = filter.trim().toLowerCase();
  const shown = needle === "" ? countriesByName() : countriesByName().filter(([code, name]) => name.toLowerCase().includes(needle) || code.toLowerCase() === needle);
  const toggle = (code: string) => onChange(chosen.has(code) ? value.filter((other) => other !== code) : [...value, code]);
  const sorted = [...value].sort(compareCountries);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={[`${id}-count`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}>
      <legend className="mb-1.5 text-sm font-medium">{shippingLabels.countries}</legend>
      <p id={`${id}-count`} className="text-xs text-base-content/75">
        {shippingTexts.countriesChosen(value.length)}
      </p>
      {sorted.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {sorted.map((code) => (
            <li key={code}>
              <button type="button" className="badge badge-outline gap-1 py-3" onClick={() => toggle(code)} aria-label={shippingPageTexts.removeCountry(countryName(code))}>
                {countryName(code)}
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-filter`} className="text-sm font-medium">
        {shippingLabels.countryFilter}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        className="input w-full"
        value={filter}
        autoComplete="off"
        onChange={(event) => setFilter(event.target.value)}
        // Enter in the filter must not save the whole zone.
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
      />
      <div className="max-h-56 overflow-y-auto rounded-box border border-base-300 p-2">
        {shown.length === 0 ? (
          <p className="p-1 text-sm text-base-content/75">{shippingTexts.noCountriesMatch}</p>
        ) : (
          <ul className="grid gap-1 sm:grid-cols-2">
            {shown.map(([code, name]) => (
              <li key={code}>
                <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-base-200">
                  <input type="checkbox" className="checkbox checkbox-sm" checked={chosen.has(code)} onChange={() => toggle(code)} />
                  <span>
                    {name} <span className="text-base-content/75">({code})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
