import { discountLabels, discountPageTexts, discountTexts } from "@shop/contract";
import { Plus, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useFilteredToolPage } from "../../../lib/tools";

const RESULTS = 8;
/** The catalogue is asked once the office stops typing for this long, not at every key. */
const SEARCH_DELAY_MS = 250;

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

interface ToolPickerProps {
  /** The chosen tools' ids, in the order they were added. */
  value: readonly string[];
  /** Names of the chosen tools known so far (the code's saved ones, and each one added here). */
  names: ReadonlyMap<string, string>;
  onAdd: (tool: { _id: string; name: string }) => void;
  onRemove: (id: string) => void;
  error?: string | undefined;
}

/** The tools a code applies to: a search of the catalogue to add from, and the chosen ones to remove. */
export function ToolPicker({ value, names, onAdd, onRemove, error }: ToolPickerProps) {
  const [text, setText] = useState("");
  const q = useSettled(text.trim(), SEARCH_DELAY_MS);
  const results = useFilteredToolPage({ q }, 1, RESULTS);
  const searchId = useId();
  const hintId = `${searchId}-hint`;
  const errorId = `${searchId}-error`;
  const chosen = new Set(value);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{discountLabels.toolIds}</legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={discountPageTexts.chosen(discountLabels.toolIds)}>
          {value.map((id) => {
            const name = names.get(id) ?? id;
            return (
              <li key={id} className="badge badge-lg h-auto gap-1 py-1 [overflow-wrap:anywhere]">
                {name}
                <button type="button" className="btn btn-ghost btn-xs btn-circle" onClick={() => onRemove(id)} aria-label={discountTexts.removeTool(name)}>
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label htmlFor={searchId} className="text-sm">
        {discountLabels.toolSearch}
      </label>
      <input
        id={searchId}
        type="search"
        className={`input w-full ${error ? "input-error" : ""}`}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
      />
      <p id={hintId} className="text-xs text-base-content/75">
        {discountLabels.toolSearchHint}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
      {results.isPending ? (
        <p className="text-sm text-base-content/75" role="status">
          {discountTexts.searching}
        </p>
      ) : results.isError ? (
        <p className="text-sm text-error">{discountTexts.searchError}</p>
      ) : results.data.items.length > 0 ? (
        <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-box border border-base-300 p-2" aria-label={discountPageTexts.found(discountLabels.toolIds)}>
          {results.data.items.map((tool) => (
            <li key={tool._id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 [overflow-wrap:anywhere]">{tool.name}</span>
              <button
                type="button"
                className="btn btn-outline btn-xs shrink-0"
                onClick={() => onAdd({ _id: tool._id, name: tool.name })}
                disabled={chosen.has(tool._id)}
                aria-label={discountTexts.addTool(tool.name)}
              >
                <Plus className="size-3" aria-hidden="true" />
                {discountPageTexts.add}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-base-content/75">{discountTexts.noToolsFound}</p>
      )}
    </fieldset>
  );
}
