import type { OfficeCompany, Order, QuickOrderLine } from "@shop/contract";
import { creditTermsLabels, officeOrderLabels, officeOrderMessages, webRoutes } from "@shop/contract";
import { useState } from "react";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { TextAreaField } from "../../../components/TextAreaField";
import { useExampleLine } from "../../../lib/skuExample";
import { checkLines, itemOf, usePlaceOfficeOrder } from "../api/officeOrder";
import { MemberSelect, OfficeForm } from "./OfficeForm";

const orderPath = (id: string) => webRoutes.orderDetail.replace(":orderId", encodeURIComponent(id));

/**
 * Issue 27 item 6: after a call the office places an order for one of the company's members.
 * The lines are typed as on the quick-order pad and checked by the same server check first; the
 * order itself is the member's, billed and checked by the server as any order.
 */
export function OfficeOrderForm({ company }: { company: OfficeCompany }) {
  const place = usePlaceOfficeOrder(company._id);
  const [problems, setProblems] = useState<QuickOrderLine[]>([]);
  const [placed, setPlaced] = useState<Order | null>(null);
  const example = useExampleLine();

  const work = async (form: FormData): Promise<undefined> => {
    const text = String(form.get("lines") ?? "");
    const phone = String(form.get("phone") ?? "").trim();
    const poNumber = String(form.get("poNumber") ?? "").trim();
    setPlaced(null);
    const { lines } = await checkLines(text);
    const wrong = lines.filter((line) => line.status !== "ok");
    setProblems(wrong);
    if (wrong.length > 0) return;
    const order = await place.mutateAsync({
      buyerEmail: String(form.get("buyerEmail") ?? ""),
      companyAddressId: String(form.get("companyAddressId") ?? ""),
      items: lines.flatMap((line) => itemOf(line) ?? []),
      ...(phone ? { phone } : {}),
      ...(poNumber ? { poNumber } : {}),
    });
    setPlaced(order);
    toast.success(order.status === "confirmed" ? creditTermsLabels.officePlaced(order.email) : officeOrderMessages.placed(order.email));
  };

  return (
    <OfficeForm id="office-order" labels={officeOrderLabels} pending={place.isPending} work={work} done={placed && { to: orderPath(placed._id), label: officeOrderLabels.openOrder }}>
      <MemberSelect company={company} label={officeOrderLabels.member} />
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
        <TextAreaField label={officeOrderLabels.lines} hint={example ? officeOrderLabels.linesHintLike(example) : officeOrderLabels.linesHint} name="lines" rows={5} className="font-mono" required />
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
    </OfficeForm>
  );
}
