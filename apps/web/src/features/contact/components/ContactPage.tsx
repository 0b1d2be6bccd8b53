import { contactFormLabels, contactFormSchema, contactPageTexts } from "@shop/contract";
import { CircleAlert, CircleCheck, Mail, MapPin, Phone, Send } from "lucide-react";
import { FormField } from "../../../components/FormField";
import { QueryView } from "../../../components/QueryView";
import { SubmitButton } from "../../../components/SubmitButton";
import { TextAreaField } from "../../../components/TextAreaField";
import { errorMessage } from "../../../lib/api";
import { applyServerFieldErrors } from "../../../lib/formErrors";
import { useSession } from "../../../lib/session";
import { useShopInfo } from "../api/getShopInfo";
import { useSendContactMessage } from "../api/sendContactMessage";
import { PageTitle } from "../../../components/PageTitle";
import { useContractForm } from "../../../lib/useContractForm";

const fieldNames = ["name", "email", "message"] as const;

/** /contact: the seller's address, phone and email (configuration), and a form that reaches the office. */
export function ContactPage() {
  const shop = useShopInfo();
  const { user } = useSession();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_3fr]">
      <PageTitle description={contactPageTexts.description}>{contactPageTexts.title}</PageTitle>
      <section aria-labelledby="contact-heading" className="flex flex-col gap-5">
        <h1 id="contact-heading" className="font-display text-3xl font-bold sm:text-4xl">
          {contactPageTexts.heading}
        </h1>
        <QueryView query={shop} loadingLabel={contactPageTexts.loading} errorTitle={contactPageTexts.error} loading="py-10">
          {(info) => (
            <address className="flex flex-col gap-4 not-italic">
              <p className="text-xl font-semibold">{info.name}</p>
              {info.address && (
                <p className="flex items-start gap-3">
                  <MapPin className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="whitespace-pre-line">{info.address}</span>
                </p>
              )}
              {info.phone && (
                <p className="flex items-center gap-3">
                  <Phone className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  <a href={`tel:${info.phone.replace(/[^\d+]/g, "")}`} className="link link-hover">
                    {info.phone}
                  </a>
                </p>
              )}
              {info.email && (
                <p className="flex items-center gap-3">
                  <Mail className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  <a href={`mailto:${info.email}`} className="link link-hover break-all">
                    {info.email}
                  </a>
                </p>
              )}
              {info.vatId && <p className="text-sm text-base-content/75">{contactPageTexts.vatId(info.vatId)}</p>}
            </address>
          )}
        </QueryView>
      </section>
      {/* Remounted when the session arrives, so a signed-in visitor finds their name and email filled in. */}
      <ContactFormCard key={user?.email ?? "visitor"} name={user?.displayName ?? ""} email={user?.email ?? ""} />
    </div>
  );
}

function ContactFormCard({ name, email }: { name: string; email: string }) {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(contactFormSchema, {
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
            <FormField label={contactFormLabels.name} type="text" autoComplete="name" error={errors.name?.message} {...register("name")} />
            <FormField label={contactFormLabels.email} type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
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
