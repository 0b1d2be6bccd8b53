import { lazy, Suspense, useState } from "react";
import { useInView } from "../../../lib/useInView";
import { NewsletterFrame } from "./NewsletterFrame";

const SubscribeForm = lazy(() => import("./SubscribeForm").then((module) => ({ default: module.SubscribeForm })));

/**
 * The footer's newsletter form, loaded (with react-hook-form and zod) when the footer comes
 * within a screen of view or someone reaches the placeholder by keyboard or pointer: the footer
 * is below the first screen of every page, so the first download does without them. Until then
 * a read-only look-alike stands in its place.
 */
export function DeferredSubscribeForm() {
  const { ref, inView } = useInView<HTMLDivElement>("100% 0px");
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const placeholder = (
    <NewsletterFrame onSubmit={(event) => event.preventDefault()} input={{ readOnly: true, onFocus: want, onPointerDown: want }} />
  );
  return (
    <div ref={ref}>
      {inView || wanted ? <Suspense fallback={placeholder}><SubscribeForm /></Suspense> : placeholder}
    </div>
  );
}
