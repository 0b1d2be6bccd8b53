import { useEffect, useRef, type RefObject } from "react";

/**
 * A controlled field's text typed into the server's HTML before the page hydrated. React hydrates
 * the field without touching what the browser shows, but its state still holds the value the
 * server rendered: the box then says one quantity and the bill another. Read once, at mount, and
 * handed to the field's own change handler. A field rendered in the browser mounts with its value,
 * so nothing happens there.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, value: string, onType: (text: string) => void): void {
  const mounted = useRef({ value, onType });
  useEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== mounted.current.value) mounted.current.onType(shown);
  }, [ref]);
}
