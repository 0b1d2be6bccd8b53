interface SpinnerProps {
  /** Accessible name of the busy indicator. */
  label?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}

const sizes = { sm: "loading-sm", md: "loading-md", lg: "loading-lg" } as const;

/** A small inline busy indicator. */
export function Spinner({ label = "Loading", size = "md", className = "" }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={`inline-flex items-center ${className}`}>
      <span className={`loading loading-spinner text-primary ${sizes[size]}`} aria-hidden="true" />
    </span>
  );
}

/** Fills the area it is placed in with a centred spinner (pages and forms that are waiting). */
export function LoadingScreen({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex min-h-[50vh] w-full flex-col items-center justify-center gap-3 py-16">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="text-sm text-base-content/70" aria-hidden="true">
        {label}…
      </span>
    </div>
  );
}
