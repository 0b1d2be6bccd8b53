import { contactPageTexts, sharedUiTexts } from "@shop/contract";
import { Mail, MapPin, Phone } from "lucide-react";
import { useCallback } from "react";
import { CentredSpinner } from "../../../components/Loading";
import { QueryView } from "../../../components/QueryView";
import { DeferredSlot, UNTIL_REACHED, useDeferredForms } from "../../../lib/deferredForms";
import { useSession } from "../../../lib/session";
import { useShopInfo } from "../api/getShopInfo";
import { PageTitle } from "../../../components/PageTitle";
import { ContactFormCard, contactFormsCode } from "./contactForms";


/** /contact: the seller's address, phone and email (configuration), and a form that reaches the office. */
export function ContactPage() {
  const shop = useShopInfo();
  const { user } = useSession();
  // The form (react-hook-form, zod) hydrates as the server's HTML and comes in when reached for:
  // that HTML is the whole form (a signed-in reader's name and email are the server's too).
  const forms = useDeferredForms(useCallback(() => contactFormsCode.load(), []), UNTIL_REACHED);
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
      <DeferredSlot forms={forms} fallback={<CentredSpinner label={sharedUiTexts.loading} padding="py-16" />}>
        <ContactFormCard key={user?.email ?? "visitor"} name={user?.displayName ?? ""} email={user?.email ?? ""} />
      </DeferredSlot>
    </div>
  );
}
