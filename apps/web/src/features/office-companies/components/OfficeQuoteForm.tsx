import type { OfficeCompany, Quote } from "@shop/contract";
import { officeQuoteLabels, officeQuoteMessages, webRoutes } from "@shop/contract";
import { useState } from "react";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { TextAreaField } from "../../../components/TextAreaField";
import { checkLines, itemOf } from "../api/officeOrder";
import { useRequestOfficeQuote } from "../api/officeQuote";
import { MemberSelect, OfficeForm } from "./OfficeForm";

const quotePath = (id: string) => webRoutes.quoteDetail.replace(":quoteId", encodeURIComponent(id));

/** What the line check may say of a quote's line: more than is in stock is what quotes are for. */
const QUOTABLE = new Set(["ok", "short_stock"]);

/**
 * Issue 27 item 6: after a call the office asks for a quote for one of the company's members: one
 * tool by its SKU, how many, by when. The quote is the member's; the office answers it under
 * Quotes as any other, and the member accepts it.
 */
export function OfficeQuoteForm({ company }: { company: OfficeCompany }) {
  const request = useRequestOfficeQuote(company._id);
  const [asked, setAsked] = useState<Quote | null>(null);

  const work = async (form: FormData, formElement: HTMLFormElement): Promise<string | undefined> => {
    const sku = String(form.get("sku") ?? "").trim();
    const quantity = String(form.get("quantity") ?? "").trim();
    const wantedBy = String(form.get("wantedBy") ?? "");
    const note = String(form.get("note") ?? "");
    setAsked(null);
    // The SKU is found by the quick-order check, the one rule for SKU lines.
    const [line] = (await checkLines(`${sku} ${quantity}`)).lines;
    const item = line && QUOTABLE.has(line.status) ? itemOf(line) : null;
    if (!item) return line?.message ?? `${officeQuoteLabels.sku} and ${officeQuoteLabels.quantity.toLowerCase()} are required`;
    const quote = await request.mutateAsync({ buyerEmail: String(form.get("buyerEmail") ?? ""), ...item, note, ...(wantedBy ? { wantedBy } : {}) });
    setAsked(quote);
    formElement.reset();
    toast.success(officeQuoteMessages.requested(quote.email));
    return undefined;
  };

  return (
    <OfficeForm id="office-quote" labels={officeQuoteLabels} pending={request.isPending} work={work} done={asked && { to: quotePath(asked._id), label: officeQuoteLabels.openQuote }}>
      <MemberSelect company={company} label={officeQuoteLabels.member} wide />
      <FormField label={officeQuoteLabels.sku} name="sku" autoComplete="off" className="font-mono" required />
      <FormField label={officeQuoteLabels.quantity} name="quantity" type="number" inputMode="numeric" min={1} step={1} required />
      <FormField label={officeQuoteLabels.wantedBy} name="wantedBy" type="date" min={new Date().toISOString().slice(0, 10)} />
      <div className="md:col-span-2">
        <TextAreaField label={officeQuoteLabels.note} name="note" rows={3} />
      </div>
    </OfficeForm>
  );
}
