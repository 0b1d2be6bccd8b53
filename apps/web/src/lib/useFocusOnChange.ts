import { useEffect, useRef, type RefObject } from "react";

/**
 * Issue 26: the answer to an action takes the focus. When `signal` changes (never on the first
 * render) to a value (not null, undefined or false), the element under the returned ref is
 * focused, but only if the focus fell to the page's body: the answer replaced the control that
 * had it (Add to cart becoming "In cart", a form becoming its success message). A focus still on
 * a control (the buyer moved on, or the button stayed) is left where it is.
 */
export function useFocusOnChange<T extends HTMLElement>(signal: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  const previous = useRef(signal);
  useEffect(() => {
    if (Object.is(previous.current, signal)) return;
    previous.current = signal;
    if (signal === null || signal === undefined || signal === false) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    ref.current?.focus();
  }, [signal]);
  return ref;
}
