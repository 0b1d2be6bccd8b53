import { errorMessage } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { useSubscribe } from "../api/subscribe";
import { NewsletterFrame } from "./NewsletterFrame";
import { useContractForm } from "../../../lib/useContractForm";
import { lazySchema } from "../../../lib/schemas";

/** The form's schema, loaded with zod when first needed (lib/useContractForm.ts): the form is in every page's footer. */
const subscribeForm = lazySchema("subscribeBodySchema");

/**
 * The footer's newsletter form: asks for an email, then says to confirm it by the emailed link.
 * It brings react-hook-form and zod, so the footer loads it only when it comes near the screen
 * (DeferredSubscribeForm).
 */
export function SubscribeForm() {
  const subscribe = useSubscribe();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(subscribeForm, { defaultValues: { email: "" } });

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
    <NewsletterFrame
      onSubmit={(event) => void onSubmit(event)}
      pending={subscribe.isPending}
      input={{
        "aria-invalid": errors.email ? true : undefined,
        "aria-describedby": errors.email ? errorId : undefined,
        ...register("email"),
      }}
    >
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
    </NewsletterFrame>
  );
}
