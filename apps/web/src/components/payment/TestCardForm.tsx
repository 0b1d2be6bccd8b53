import { cardFormTexts, TEST_CARDS } from "@shop/contract";
import { FlaskConical } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "../FormField";
import { errorMessage } from "../../lib/api";
import { useSubmissionKey } from "../../lib/submissionKey";
import { confirmTestCard } from "./confirmTestCard";
import type { CardFormProps, TestCard } from "./cardForm";
import { formatExpiry, testCardResolver } from "./cardForm";
import { CardError, PayButton } from "./PayButton";

/** The built-in test provider's card entry (CONTRACT: "Card number", "Expiry date", "CVC" under a "Test mode" note). */
export function TestCardForm({ clientSecret, onConfirmed, payLabel }: CardFormProps) {
  const [paying, setPaying] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  // State updates too late to stop a second click in the same tick; this cannot be outrun.
  const inFlight = useRef(false);
  // A Pay whose answer was lost is retried with the same key: the card is charged once.
  const submission = useSubmissionKey();
  const noteId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TestCard>({ resolver: testCardResolver, defaultValues: { cardNumber: "", expiry: "", cvc: "" } });
  const expiry = register("expiry");

  const pay = async (card: TestCard) => {
    if (!clientSecret || inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setCardError(null);
    const body = { clientSecret, ...card };
    try {
      const result = await confirmTestCard(body, submission.keyFor(body));
      submission.settled();
      if (result.status === "failed") setCardError(result.error.message);
      else onConfirmed(result.transactionId);
    } catch (error) {
      submission.settled(error);
      setCardError(errorMessage(error));
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(pay)(event)} aria-describedby={noteId} className="flex flex-col gap-4">
      <div id={noteId} role="note" className="alert alert-info alert-soft items-start">
        <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">Test mode</p>
          <p className="text-sm">
            {cardFormTexts.noRealCard} <span className="whitespace-nowrap font-mono">{TEST_CARDS.success}</span>
            {cardFormTexts.anyDateAndCvc} <span className="whitespace-nowrap font-mono">{TEST_CARDS.declined}</span> {cardFormTexts.declined}
          </p>
        </div>
      </div>
      <fieldset disabled={paying} className="flex flex-col gap-4">
        <FormField
          label="Card number"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={40}
          error={errors.cardNumber?.message}
          {...register("cardNumber")}
        />
        <div className="grid grid-cols-2 gap-4">
          <FormField
            label="Expiry date"
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            error={errors.expiry?.message}
            {...expiry}
            onChange={(event) => {
              event.target.value = formatExpiry(event.target.value);
              void expiry.onChange(event);
            }}
          />
          <FormField
            label="CVC"
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            error={errors.cvc?.message}
            {...register("cvc")}
          />
        </div>
      </fieldset>
      {cardError && <CardError message={cardError} />}
      <PayButton ready={clientSecret !== undefined} paying={paying} label={payLabel} />
    </form>
  );
}
