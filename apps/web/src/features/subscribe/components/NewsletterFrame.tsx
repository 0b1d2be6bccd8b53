import { newsletterTexts } from "@shop/contract";
import { useHydrated } from "../../../lib/useHydrated";
import type { FormEventHandler, InputHTMLAttributes, ReactNode, Ref } from "react";

export const NEWSLETTER_HEADING_ID = "newsletter-heading";
export const NEWSLETTER_INPUT_ID = "newsletter-email";

interface NewsletterFrameProps {
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The email input's own attributes (react-hook-form's `register`, or the placeholder's). */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  pending?: boolean;
  /** The error or the success message under the input. */
  children?: ReactNode;
}

/**
 * The footer newsletter's markup, shared by the real form (SubscribeForm, with react-hook-form
 * and the contract's zod schema) and its placeholder (DeferredSubscribeForm), so the two look
 * the same and the swap moves nothing.
 */
export function NewsletterFrame({ onSubmit, input, pending = false, children }: NewsletterFrameProps) {
  const hydrated = useHydrated();
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-labelledby={NEWSLETTER_HEADING_ID}>
      <h2 id={NEWSLETTER_HEADING_ID} className="text-sm font-semibold uppercase tracking-wider text-secondary">
        {newsletterTexts.heading}
      </h2>
      <label htmlFor={NEWSLETTER_INPUT_ID} className="text-sm text-neutral-content/85">
        {newsletterTexts.label}
      </label>
      <div className="join w-full">
        <input
          id={NEWSLETTER_INPUT_ID}
          type="email"
          required
          autoComplete="email"
          placeholder="you@farm.com"
          className="input join-item w-full border-neutral-content/20 bg-neutral-content/10 text-neutral-content placeholder:text-neutral-content/50"
          {...input}
        />
        <button type="submit" disabled={!hydrated} aria-disabled={pending || undefined} className="btn btn-secondary join-item">
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {newsletterTexts.subscribe}
        </button>
      </div>
      {children}
    </form>
  );
}
