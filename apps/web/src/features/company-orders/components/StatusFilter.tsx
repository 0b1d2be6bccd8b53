import { companyOrdersPageTexts } from "@shop/contract";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { statusFromParam } from "../../../lib/statusFromParam";
import { useHydrated } from "../../../lib/useHydrated";


interface StatusFilterProps<S extends string> {
  /** Every status the list may be filtered by, with its words, in the order shown. */
  labels: Record<S, string>;
  value: S | undefined;
}

/**
 * A company list's status filter (its orders, its quotes), kept in the URL's `status` (a new
 * status goes back to page 1). The server renders the page: the filter works once it has
 * hydrated (lib/useHydrated.ts).
 */
export function StatusFilter<S extends string>({ labels, value }: StatusFilterProps<S>) {
  const id = useId();
  const [, setParams] = useSearchParams();
  const hydrated = useHydrated();
  return (
    <div className="mb-4 flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {companyOrdersPageTexts.status}
      </label>
      <select
        id={id}
        className="select w-full sm:w-56"
        disabled={!hydrated}
        value={value ?? ""}
        onChange={(event) => {
          const next = statusFromParam(labels, event.target.value);
          setParams((current) => {
            const updated = new URLSearchParams(current);
            updated.delete("page");
            if (next) updated.set("status", next);
            else updated.delete("status");
            return updated;
          });
        }}
      >
        <option value="">{companyOrdersPageTexts.allStatuses}</option>
        {(Object.keys(labels) as S[]).map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
