import { sharedUiTexts } from "@shop/contract";

interface SpinnerProps {
  /** Accessible name of the busy indicator. */
  label?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}

const sizes = { sm: "loading-sm", md: "loading-md", lg: "loading-lg" } as const;

/** A small inline busy indicator. */
export function Spinner({ label = sharedUiTexts.loading, size = "md", className = "" }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={`inline-flex items-center ${className}`}>
      <span className={`loading loading-spinner text-primary ${sizes[size]}`} aria-hidden="true" />
    </span>
  );
}

// Written out in full because Tailwind only generates the classes it finds spelled in the source.
export type SpinnerPadding = "py-8" | "py-10" | "py-12" | "py-16";

/** A large spinner centred in its own row, for a section whose content is on its way. */
export function CentredSpinner({ label, padding }: { label: string; padding: SpinnerPadding }) {
  return (
    <div className={`flex justify-center ${padding}`}>
      <Spinner label={label} size="lg" />
    </div>
  );
}

/** Fills the area it is placed in with a centred spinner (pages and forms that are waiting). */
export function LoadingScreen({ label = sharedUiTexts.loading }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex min-h-[50vh] w-full flex-col items-center justify-center gap-3 py-16">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="text-sm text-base-content/70" aria-hidden="true">
        {label}…
      </span>
    </div>
  );
}
