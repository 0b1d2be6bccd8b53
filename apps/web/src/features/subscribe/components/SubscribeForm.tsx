import { zodResolver } from "@hookform/resolvers/zod";
import type { SubscribeBody } from "@shop/contract";
import { subscribeBodySchema } from "@shop/contract";
import { useForm } from "react-hook-form";
import { errorMessage } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { useSubscribe } from "../api/subscribe";

type SubscribeValues = { email: string };

/** The footer's newsletter form: asks for an email, then says to confirm it by the emailed link. */
export function SubscribeForm() {
  const subscribe = useSubscribe();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SubscribeValues, unknown, SubscribeBody>({ resolver: zodResolver(subscribeBodySchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit((body) => {
    if (subscribe.isPending) return;
    subscribe.mutate(body, {
      onSuccess: () => reset(),
      onError: (error) => {
        if (!applyServerFieldErrors(error, ["email"], setError)) setError("email", { type: "server", message: errorMessage(error) });
      },
    });
  });

  const errorId = "newsletter-email-error";
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="text-sm font-semibold uppercase tracking-wider text-secondary">
        Newsletter
      </h2>
      <label htmlFor="newsletter-email" className="text-sm text-neutral-content/85">
        Subscribe to our newsletter
      </label>
      <div className="join w-full">
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@farm.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId : undefined}
          className="input join-item w-full border-neutral-content/20 bg-neutral-content/10 text-neutral-content placeholder:text-neutral-content/50"
          {...register("email")}
        />
        <button type="submit" aria-disabled={subscribe.isPending || undefined} className="btn btn-secondary join-item">
          {subscribe.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Subscribe
        </button>
      </div>
      {errors.email && (
        <p id={errorId} className="text-sm font-medium text-warning">
          {errors.email.message}
        </p>
      )}
      {subscribe.isSuccess && (
        <p role="status" className="text-sm text-neutral-content">
          {subscribe.data.message}
        </p>
      )}
    </form>
  );
}
