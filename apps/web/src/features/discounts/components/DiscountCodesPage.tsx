import type { DiscountCode } from "@shop/contract";
import { discountMessages, discountPageTexts, discountStateLabels, discountTexts, formatCount, formatDollars, formatPercentOff } from "@shop/contract";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryView } from "../../../components/QueryView";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { PagedTable } from "../../../components/admin/PagedTable";
import { DeleteRowButton } from "../../../components/admin/RowActionButtons";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { formatCalendarDay } from "../../../lib/dates";
import { usePageParam } from "../../../lib/usePageParam";
import { useDeleteDiscountCode } from "../api/deleteDiscountCode";
import { useDiscountCodes } from "../api/getDiscountCodes";
import { DiscountCodeForm } from "./DiscountCodeForm";
import { FormDialog } from "../../../components/admin/FormDialog";

export const DISCOUNT_CODES_PAGE_SIZE = 20;

const columns = discountTexts.columns;

/** "12.5% off" or "$5.00 off". */
export const valueOf = (code: DiscountCode) => discountTexts.off(code.kind === "percent" ? formatPercentOff(code.percent ?? 0) : formatDollars(code.amount ?? 0));

/** "Mar 1, 2026 – Mar 31, 2026", "from Mar 1, 2026", or "Always". */
export function datesOf(code: DiscountCode): string {
  if (code.startsOn && code.endsOn) return `${formatCalendarDay(code.startsOn)} – ${formatCalendarDay(code.endsOn)}`;
  if (code.startsOn) return discountTexts.from(formatCalendarDay(code.startsOn));
  if (code.endsOn) return discountTexts.until(formatCalendarDay(code.endsOn));
  return discountTexts.always;
}

/** The categories and tools it applies to, by name, or every tool. */
export function scopeOf(code: DiscountCode): string {
  const names = [...code.categories, ...code.tools].map((named) => named.name);
  return code.toolIds.length === 0 && code.categoryIds.length === 0 ? discountTexts.everyTool : names.join(", ");
}

/** /dashboard/discounts: the codes buyers may type at checkout, their limits and how often they were used. */
export function DiscountCodesPage() {
  const [page, setPage] = usePageParam();
  const codes = useDiscountCodes(page, DISCOUNT_CODES_PAGE_SIZE);
  // undefined: closed; null: a new code.
  const [editing, setEditing] = useState<DiscountCode | null | undefined>(undefined);
  const remove = useConfirmedDelete<DiscountCode>({
    mutation: useDeleteDiscountCode(),
    successMessage: discountMessages.deleted,
    paging: { page, setPage, rowsOnPage: codes.data?.items.length },
  });
  const close = () => setEditing(undefined);
  return (
    <div className="max-w-6xl">
      <AdminPageHeader title={discountTexts.heading}>{discountTexts.intro}</AdminPageHeader>
      <div className="mb-4 flex justify-end">
        <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
          <Plus className="size-4" aria-hidden="true" />
          {discountTexts.addCode}
        </button>
      </div>
      <QueryView query={codes} loadingLabel={discountTexts.loading} errorTitle={discountTexts.loadError}>
        {({ items, total }) =>
          total === 0 ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">{discountTexts.none}</p>
          ) : (
            <PagedTable
              label={discountTexts.tableLabel}
              caption={discountPageTexts.newestFirst(discountTexts.tableLabel)}
              compact
              columns={[
                { label: columns.code },
                { label: columns.value },
                { label: columns.minimum, numeric: true },
                { label: columns.dates },
                { label: columns.uses },
                { label: columns.scope },
                { label: columns.state },
                { label: columns.actions, hidden: true },
              ]}
              pagination={{ label: discountTexts.tableLabel, page, pageSize: DISCOUNT_CODES_PAGE_SIZE, total, onPageChange: setPage }}
            >
              {items.map((code) => (
                <tr key={code._id}>
                  <td className="font-mono font-semibold [overflow-wrap:anywhere]">{code.code}</td>
                  <td className="whitespace-nowrap">{valueOf(code)}</td>
                  <td className="text-right whitespace-nowrap tabular-nums">{code.minOrder > 0 ? formatDollars(code.minOrder) : discountTexts.noMinimum}</td>
                  <td className="min-w-32">{datesOf(code)}</td>
                  <td className="min-w-28">
                    <span className="tabular-nums">{discountTexts.paidUses(code.uses, code.maxUses === null ? discountTexts.unlimited : formatCount(code.maxUses))}</span>{" "}
                    {code.held > 0 && <span className="block text-xs text-base-content/75">{discountTexts.heldUses(code.held)}</span>}{" "}
                    {code.maxUsesPerCustomer !== null && <span className="block text-xs text-base-content/75">{discountTexts.perCustomer(code.maxUsesPerCustomer)}</span>}
                  </td>
                  <td className="min-w-36 [overflow-wrap:anywhere]">{scopeOf(code)}</td>
                  <td>
                    <span className={`badge badge-soft whitespace-nowrap ${code.state === "active" ? "badge-success" : ""}`}>{discountStateLabels[code.state]}</span>
                  </td>
                  <td>
                    <div className="flex gap-2">
                      <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(code)} aria-label={`${discountTexts.editCode} ${code.code}`}>
                        <Pencil className="size-4" aria-hidden="true" />
                        {discountPageTexts.edit}
                      </button>
                      <DeleteRowButton label={`${discountTexts.deleteCode} ${code.code}`} onClick={() => remove.ask(code)} />
                    </div>
                  </td>
                </tr>
              ))}
            </PagedTable>
          )
        }
      </QueryView>
      <FormDialog open={editing !== undefined} title={editing ? discountTexts.editCode : discountTexts.addCode} onClose={close}>
        {editing !== undefined && <DiscountCodeForm code={editing} onDone={close} />}
      </FormDialog>
      <ConfirmDialog {...remove.dialog} detail={remove.target ? discountMessages.confirmDelete(remove.target.code) : undefined} />
    </div>
  );
}
