import { contactFormLabels, contactPageTexts } from "@shop/contract";
import { CircleAlert, CircleCheck, Send } from "lucide-react";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { TextAreaField } from "../../../components/TextAreaField";
import { errorMessage } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { useContractForm } from "../../../lib/useContractForm";
import { lazySchema } from "../../../lib/schemas";
import { useSendContactMessage } from "../api/sendContactMessage";

/** The form's schema, loaded with zod when first needed (lib/useContractForm.ts). */
const contactForm = lazySchema("contactFormSchema");

// The contact form (react-hook-form, zod and its schema) is a chunk of its own: the page hydrates
// without it, and it comes in when the visitor reaches for a field or the browser is idle
// (lib/deferredForms.tsx).

const fieldNames = ["name", "email", "message"] as const;

export interface ContactFormCardProps {
  name: string;
  email: string;
}

export function ContactFormCard({ name, email }: ContactFormCardProps) {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(contactForm, {
    defaultValues: { name, email, message: "" },
  });

  const onSubmit = handleSubmit((message) => {
    if (send.isPending) return;
    send.mutate(message, {
      onSuccess: () => reset({ name: message.name, email: message.email, message: "" }),
      onError: (error) => applyServerFieldErrors(error, fieldNames, setError),
    });
  });

  return (
    <section aria-labelledby="contact-form-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id="contact-form-heading" className="font-display text-2xl font-bold">
          {contactPageTexts.formHeading}
        </h2>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="contact-form-heading" className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {/* react-hook-form sets the values in the browser only: the server's HTML names them, as the form it stands in for. */}
            <FormField label={contactFormLabels.name} type="text" autoComplete="name" error={errors.name?.message} defaultValue={name} {...register("name")} />
            <FormField label={contactFormLabels.email} type="email" autoComplete="email" error={errors.email?.message} defaultValue={email} {...register("email")} />
          </div>
          <TextAreaField label={contactFormLabels.message} rows={6} error={errors.message?.message} {...register("message")} />
          <div className="flex justify-end">
            <SubmitButton busy={send.isPending} icon={<Send className="size-4" aria-hidden="true" />} className="w-full sm:w-auto">
              {contactPageTexts.send}
            </SubmitButton>
          </div>
        </form>
        {send.isError && (
          <div role="alert" className="alert alert-error alert-soft">
            <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
            <p>{errorMessage(send.error)}</p>
          </div>
        )}
        {send.isSuccess && (
          <div role="status" className="alert alert-success alert-soft">
            <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
            <p>{send.data.message}</p>
          </div>
        )}
      </div>
    </section>
  );
}
