import { lazy, Suspense, useEffect, useState } from "react";
import { useInViewOnce } from "../../../lib/useInView";
import { NewsletterFrame } from "./NewsletterFrame";

/** Long enough for a page's own requests (its data, its pictures) to have gone first. */
const LOAD_AFTER_MS = 3000;

const SubscribeForm = lazy(() => import("./SubscribeForm").then((module) => ({ default: module.SubscribeForm })));

/**
 * The footer's newsletter form, loaded (with react-hook-form and zod) a few seconds after the
 * page, or earlier when the footer comes into view or someone reaches the placeholder by keyboard
 * or pointer: the footer is below the first screen of every page, so the first download does
 * without them. Until then a read-only look-alike stands in its place. No margin ahead of the
 * view: while a page waits for its data its <main> is one screen high, so the footer sits just
 * below the first screen, and loading it then would compete with the page's own requests.
 */
export function DeferredSubscribeForm() {
  const { ref, inView } = useInViewOnce();
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setWanted(true), LOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const placeholder = (
    <NewsletterFrame onSubmit={(event) => event.preventDefault()} input={{ readOnly: true, onFocus: want, onPointerDown: want }} />
  );
  return (
    <div ref={ref}>
      {inView || wanted ? <Suspense fallback={placeholder}><SubscribeForm /></Suspense> : placeholder}
    </div>
  );
}
