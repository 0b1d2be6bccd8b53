import type { ButtonHTMLAttributes } from "react";
import { useHydrated } from "../lib/useHydrated";

/**
 * A button whose work needs the page's code: disabled in the server's HTML and until the page has
 * hydrated (lib/useHydrated.ts). A component of its own, so that the end of hydration renders the
 * button again, not the page or the menu around it.
 */
export function HydratedButton({ disabled = false, children, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type">) {
  const hydrated = useHydrated();
  return (
    <button type="button" {...props} disabled={disabled || !hydrated}>
      {children}
    </button>
  );
}
