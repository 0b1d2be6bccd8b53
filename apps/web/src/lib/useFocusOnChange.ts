import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/** Focus the element only if the focus fell to the page's body: a focus still on a control is the reader's own. */
function focusIfLost(element: HTMLElement | null): void {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  element?.focus();
}

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
    focusIfLost(ref.current);
  }, [signal]);
  return ref;
}

/**
 * The next step takes the focus: a page reached from another page of the shop (the cart's Place
 * order opening the payment page) focuses the element under the returned ref when it mounts, if
 * the control that led there took the focus with it. A page opened directly (a link from an
 * email, a reload: React Router's "default" location) keeps the browser's own start.
 */
export function useFocusOnArrival<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key !== "default") focusIfLost(ref.current);
  }, [key]);
  return ref;
}
