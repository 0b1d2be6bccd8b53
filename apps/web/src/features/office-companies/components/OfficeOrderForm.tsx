import type { OfficeCompany, Order, QuickOrderLine } from "@shop/contract";
import { creditTermsLabels, hasCompanyRight, officeOrderLabels, officeOrderMessages, webRoutes } from "@shop/contract";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { TextAreaField } from "../../../components/TextAreaField";
import { errorMessage } from "../../../lib/api";
import { checkLines, usePlaceOfficeOrder } from "../api/officeOrder";

const orderPath = (id: string) => webRoutes.orderDetail.replace(":orderId", encodeURIComponent(id));

/**
 * Issue 27 item 6: after a call the office places an order for one of the company's members.
 * The lines are typed as on the quick-order pad and checked by the same server check first; the
 * order itself is the member's, billed and checked by the server as any order.
 */
export function OfficeOrderForm({ company }: { company: OfficeCompany }) {
  const buyers = company.members.filter((member) => hasCompanyRight(member.role, "order"));
  const place = usePlaceOfficeOrder(company._id);
  const [problems, setProblems] = useState<QuickOrderLine[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const [checking, setChecking] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while the first order is on its way must not place another.
    if (checking || place.isPending) return;
    const form = new FormData(event.currentTarget);
    const text = String(form.get("lines") ?? "");
    const phone = String(form.get("phone") ?? "").trim();
    const poNumber = String(form.get("poNumber") ?? "").trim();
    setFailure(null);
    setPlaced(null);
    setChecking(true);
    try {
      const { lines } = await checkLines(text);
      const wrong = lines.filter((line) => line.status !== "ok");
      setProblems(wrong);
      if (wrong.length > 0) return;
      const order = await place.mutateAsync({
        buyerEmail: String(form.get("buyerEmail") ?? ""),
        companyAddressId: String(form.get("companyAddressId") ?? ""),
        items: lines.flatMap((line) => (line.productId && line.quantity !== null ? [{ productId: line.productId, quantity: line.quantity }] : [])),
        ...(phone ? { phone } : {}),
        ...(poNumber ? { poNumber } : {}),
      });
      setPlaced(order);
      toast.success(order.status === "confirmed" ? creditTermsLabels.officePlaced(order.email) : officeOrderMessages.placed(order.email));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const busy = checking || place.isPending;
  return (
    <section aria-labelledby="office-order" className="rounded-box border border-base-300 p-5">
      <h2 id="office-order" className="font-display text-xl font-bold">
        {officeOrderLabels.heading}
      </h2>
      <p className="mb-4 text-sm text-base-content/75">{officeOrderLabels.intro}</p>
      <form onSubmit={(event) => void onSubmit(event)} className="grid grid-cols-1 gap-4 md:grid-cols-2" noValidate>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{officeOrderLabels.member}</span>
          <select name="buyerEmail" className="select w-full" required>
            {buyers.map((member) => (
              <option key={member.userId} value={member.email}>
                {member.name} ({member.email})
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{officeOrderLabels.address}</span>
          <select name="companyAddressId" className="select w-full" required>
            {company.addresses.map((address) => (
              <option key={address._id} value={address._id}>
                {address.label}: {address.address}
              </option>
            ))}
          </select>
        </label>
        <FormField label={officeOrderLabels.phone} hint={officeOrderLabels.phoneHint} name="phone" type="tel" autoComplete="off" />
        <FormField label={officeOrderLabels.poNumber} name="poNumber" autoComplete="off" />
        <div className="md:col-span-2">
          <TextAreaField label={officeOrderLabels.lines} hint={officeOrderLabels.linesHint} name="lines" rows={5} className="font-mono" required />
        </div>
        {problems.length > 0 && (
          <div role="alert" className="md:col-span-2 rounded-box border border-error bg-error/5 p-4">
            <p className="font-medium">{officeOrderLabels.linesToFix}</p>
            <ul className="list-disc pl-5">
              {problems.map((line) => (
                <li key={line.line}>{line.message}</li>
              ))}
            </ul>
          </div>
        )}
        {failure && (
          <p role="alert" className="md:col-span-2 font-medium text-error">
            {failure}
          </p>
        )}
        <div className="md:col-span-2 flex flex-wrap items-center gap-3">
          <SubmitButton busy={busy}>{officeOrderLabels.submit}</SubmitButton>
          {placed && (
            <Link to={orderPath(placed._id)} className="link">
              {officeOrderLabels.openOrder}
            </Link>
          )}
        </div>
      </form>
    </section>
  );
}
