import type { OfficeCompany, Quote } from "@shop/contract";
import { hasCompanyRight, officeQuoteLabels, officeQuoteMessages, webRoutes } from "@shop/contract";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { TextAreaField } from "../../../components/TextAreaField";
import { errorMessage } from "../../../lib/api";
import { checkLines } from "../api/officeOrder";
import { useRequestOfficeQuote } from "../api/officeQuote";

const quotePath = (id: string) => webRoutes.quoteDetail.replace(":quoteId", encodeURIComponent(id));

/** What the line check may say of a quote's line: more than is in stock is what quotes are for. */
const QUOTABLE = new Set(["ok", "short_stock"]);

/**
 * Issue 27 item 6: after a call the office asks for a quote for one of the company's members: one
 * tool by its SKU, how many, by when. The quote is the member's; the office answers it under
 * Quotes as any other, and the member accepts it.
 */
export function OfficeQuoteForm({ company }: { company: OfficeCompany }) {
  const buyers = company.members.filter((member) => hasCompanyRight(member.role, "order"));
  const request = useRequestOfficeQuote(company._id);
  const [failure, setFailure] = useState<string | null>(null);
  const [asked, setAsked] = useState<Quote | null>(null);
  const [checking, setChecking] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while the first request is on its way must not ask twice.
    if (checking || request.isPending) return;
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const sku = String(form.get("sku") ?? "").trim();
    const quantity = String(form.get("quantity") ?? "").trim();
    const wantedBy = String(form.get("wantedBy") ?? "");
    const note = String(form.get("note") ?? "");
    setFailure(null);
    setAsked(null);
    setChecking(true);
    try {
      // The SKU is found by the quick-order check, the one rule for SKU lines.
      const [line] = (await checkLines(`${sku} ${quantity}`)).lines;
      if (!line || !QUOTABLE.has(line.status) || !line.productId || line.quantity === null) {
        setFailure(line?.message ?? `${officeQuoteLabels.sku} and ${officeQuoteLabels.quantity.toLowerCase()} are required`);
        return;
      }
      const quote = await request.mutateAsync({
        buyerEmail: String(form.get("buyerEmail") ?? ""),
        productId: line.productId,
        quantity: line.quantity,
        note,
        ...(wantedBy ? { wantedBy } : {}),
      });
      setAsked(quote);
      formElement.reset();
      toast.success(officeQuoteMessages.requested(quote.email));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const busy = checking || request.isPending;
  return (
    <section aria-labelledby="office-quote" className="rounded-box border border-base-300 p-5">
      <h2 id="office-quote" className="font-display text-xl font-bold">
        {officeQuoteLabels.heading}
      </h2>
      <p className="mb-4 text-sm text-base-content/75">{officeQuoteLabels.intro}</p>
      <form onSubmit={(event) => void onSubmit(event)} className="grid grid-cols-1 gap-4 md:grid-cols-2" noValidate>
        <label className="flex flex-col gap-1 md:col-span-2">
          <span className="font-medium">{officeQuoteLabels.member}</span>
          <select name="buyerEmail" className="select w-full" required>
            {buyers.map((member) => (
              <option key={member.userId} value={member.email}>
                {member.name} ({member.email})
              </option>
            ))}
          </select>
        </label>
        <FormField label={officeQuoteLabels.sku} name="sku" autoComplete="off" className="font-mono" required />
        <FormField label={officeQuoteLabels.quantity} name="quantity" type="number" inputMode="numeric" min={1} step={1} required />
        <FormField label={officeQuoteLabels.wantedBy} name="wantedBy" type="date" min={new Date().toISOString().slice(0, 10)} />
        <div className="md:col-span-2">
          <TextAreaField label={officeQuoteLabels.note} name="note" rows={3} />
        </div>
        {failure && (
          <p role="alert" className="md:col-span-2 font-medium text-error">
            {failure}
          </p>
        )}
        <div className="md:col-span-2 flex flex-wrap items-center gap-3">
          <SubmitButton busy={busy}>{officeQuoteLabels.submit}</SubmitButton>
          {asked && (
            <Link to={quotePath(asked._id)} className="link">
              {officeQuoteLabels.openQuote}
            </Link>
          )}
        </div>
      </form>
    </section>
  );
}
