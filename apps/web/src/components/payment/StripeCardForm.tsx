import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
// The "pure" entry loads Stripe.js only when loadStripe is called; the main entry injects it on import.
import { loadStripe } from "@stripe/stripe-js/pure";
import { use, useId, useRef, useState } from "react";
import { ErrorState } from "../ErrorState";
import type { CardFormProps } from "./cardForm";
import { CardError, PayButton } from "./PayButton";

/** One Stripe.js per key for the page's lifetime (Stripe asks for loadStripe to run once). */
const stripes = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    // A blocked or failed script load becomes null, shown as an error with a way to retry.
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
  /** Who pays, as Stripe's billing details name them (the order's buyer, the company's member). */
  billing: { name: string; email: string };
}

/** Stripe Elements' card entry; this module is loaded only when the server's provider is Stripe. */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const [attempt, setAttempt] = useState(0);
  const stripe = use(stripeFor(publishableKey));
  if (!stripe) {
    return (
      <ErrorState
        title="The card form could not be loaded."
        message="Stripe did not answer. Check your connection (or an ad blocker) and try again."
        onRetry={() => {
          stripes.delete(publishableKey);
          setAttempt(attempt + 1);
        }}
      />
    );
  }
  return (
    <Elements stripe={stripe}>
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({ clientSecret, onConfirmed, billing, payLabel }: Omit<StripeCardFormProps, "publishableKey">) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  // State updates too late to stop a second click in the same tick; this cannot be outrun.
  const inFlight = useRef(false);
  const labelId = useId();

  const pay = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret || inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setCardError(null);
    try {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (error) setCardError(error.message ?? "Your card could not be charged.");
      else if (paymentIntent.status === "succeeded") onConfirmed(paymentIntent.id);
      else setCardError(`The payment did not go through (${paymentIntent.status}). Please try again.`);
    } catch {
      setCardError("Stripe could not be reached. Please try again.");
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <div className="flex flex-col gap-1.5">
        {/* Stripe's fields live in an iframe a <label> cannot point at; the group carries the name. */}
        <p id={labelId} className="text-sm font-medium">
          Card details
        </p>
        <div role="group" aria-labelledby={labelId} className="input h-auto w-full py-3 focus-within:outline-2 focus-within:outline-accent">
          <CardElement options={{ style: { base: { fontSize: "16px" } } }} className="w-full" />
        </div>
      </div>
      {cardError && <CardError message={cardError} />}
      <PayButton ready={clientSecret !== undefined && stripe !== null} paying={paying} label={payLabel} />
    </form>
  );
}
