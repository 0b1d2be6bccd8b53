import type { ShippingMethod, ShippingZone } from "@shop/contract";
import { compareCountries, countryName, currentLanguage, formatDollars, localDigits, shippingMessages, shippingMethodKindLabels, shippingPageTexts, shippingTexts } from "@shop/contract";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryView } from "../../../components/QueryView";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { DeleteRowButton } from "../../../components/admin/RowActionButtons";
import { TableScroller } from "../../../components/admin/TableScroller";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { useDeleteShippingMethod } from "../api/deleteShippingMethod";
import { useDeleteShippingZone } from "../api/deleteShippingZone";
import { useShippingZones } from "../api/getShippingZones";
import { FormDialog } from "../../../components/admin/FormDialog";
import { MethodForm } from "./MethodForm";
import { ZoneForm } from "./ZoneForm";

/** Which form the dialog shows: a zone (new or saved), or a method of a zone (new or saved). */
type Editing = { kind: "zone"; zone: ShippingZone | null } | { kind: "method"; zone: ShippingZone; method: ShippingMethod | null };

/** A weight as the page's language writes its digits. */
const kilos = (kg: number) => localDigits(String(kg), currentLanguage());

/** How a method charges, in a line: "$12.50, free from $500.00". */
export function describePricing(method: ShippingMethod): string {
  const parts: string[] = [];
  if (method.kind === "flat" && method.flatPrice !== null) parts.push(method.flatPrice === 0 ? shippingTexts.free : formatDollars(method.flatPrice));
  if (method.kind === "weight") {
    parts.push(method.bands.map((band) => shippingTexts.upTo(kilos(band.upToKg), formatDollars(band.price))).join("; "));
    if (method.stepKg !== null && method.stepPrice !== null) parts.push(shippingTexts.perStep(formatDollars(method.stepPrice), kilos(method.stepKg)));
  }
  if (method.kind === "collect") parts.push(shippingTexts.free);
  if (method.freeAbove !== null) {
    const amount = formatDollars(method.freeAbove);
    parts.push(method.freeUpToKg === null ? shippingTexts.freeAbove(amount) : shippingTexts.freeAboveUpTo(amount, kilos(method.freeUpToKg)));
  }
  return parts.join(", ");
}

const zoneCountries = (zone: ShippingZone) =>
  [zone.everywhereElse ? shippingTexts.everywhereElseZone : null, ...[...zone.countries].sort(compareCountries).map(countryName)].filter(Boolean).join(", ");

/** /dashboard/shipping: the zones the shop ships to, each with the methods a buyer there may choose. */
export function ShippingPage() {
  const zones = useShippingZones();
  const [editing, setEditing] = useState<Editing | null>(null);
  const removeZone = useConfirmedDelete<ShippingZone>({ mutation: useDeleteShippingZone(), successMessage: shippingMessages.zoneDeleted });
  const deleteMethod = useDeleteShippingMethod();
  // The confirmation hook deletes by id; a method's URL also names its zone, found from the list.
  const removeMethod = useConfirmedDelete<ShippingMethod>({
    mutation: {
      isPending: deleteMethod.isPending,
      mutate: (methodId, callbacks) => {
        const zone = zones.data?.find((candidate) => candidate.methods.some((method) => method._id === methodId));
        deleteMethod.mutate({ zoneId: zone?._id ?? "", methodId }, callbacks);
      },
    },
    successMessage: shippingMessages.methodDeleted,
  });
  const close = () => setEditing(null);
  const dialogTitle =
    editing === null ? "" : editing.kind === "zone" ? (editing.zone ? shippingTexts.editZone : shippingTexts.addZone) : `${editing.method ? shippingTexts.editMethod : shippingTexts.addMethod} · ${editing.zone.name}`;

  return (
    <div className="max-w-5xl">
      <AdminPageHeader title={shippingTexts.shippingHeading}>{shippingTexts.shippingIntro}</AdminPageHeader>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{shippingTexts.zonesHeading}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ kind: "zone", zone: null })}>
          <Plus className="size-4" aria-hidden="true" />
          {shippingTexts.addZone}
        </button>
      </div>
      <QueryView query={zones} loadingLabel={shippingTexts.loadingZones} errorTitle={shippingTexts.zonesError}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-base-content/75">{shippingTexts.noZones}</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {list.map((zone) => (
                <li key={zone._id}>
                  <ZoneCard
                    zone={zone}
                    onEdit={() => setEditing({ kind: "zone", zone })}
                    onDelete={() => removeZone.ask(zone)}
                    onAddMethod={() => setEditing({ kind: "method", zone, method: null })}
                    onEditMethod={(method) => setEditing({ kind: "method", zone, method })}
                    onDeleteMethod={(method) => removeMethod.ask(method)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <FormDialog open={editing !== null} title={dialogTitle} onClose={close}>
        {editing?.kind === "zone" && <ZoneForm zone={editing.zone} onDone={close} />}
        {editing?.kind === "method" && <MethodForm zoneId={editing.zone._id} method={editing.method} onDone={close} />}
      </FormDialog>
      <ConfirmDialog {...removeZone.dialog} detail={removeZone.target ? shippingMessages.confirmDeleteZone(removeZone.target.name) : undefined} />
      <ConfirmDialog {...removeMethod.dialog} detail={removeMethod.target ? shippingMessages.confirmDeleteMethod(removeMethod.target.name) : undefined} />
    </div>
  );
}

interface ZoneCardProps {
  zone: ShippingZone;
  onEdit: () => void;
  onDelete: () => void;
  onAddMethod: () => void;
  onEditMethod: (method: ShippingMethod) => void;
  onDeleteMethod: (method: ShippingMethod) => void;
}

function ZoneCard({ zone, onEdit, onDelete, onAddMethod, onEditMethod, onDeleteMethod }: ZoneCardProps) {
  return (
    <section aria-label={zone.name} className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">{zone.name}</h3>
          <p className="text-sm text-base-content/75">{zoneCountries(zone)}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button type="button" className="btn btn-outline btn-sm" onClick={onEdit} aria-label={`${shippingTexts.editZone} ${zone.name}`}>
            <Pencil className="size-4" aria-hidden="true" />
            {shippingPageTexts.edit}
          </button>
          <DeleteRowButton label={`${shippingTexts.deleteZone} ${zone.name}`} onClick={onDelete} />
        </div>
      </div>
      <div className="mt-4">
        {zone.methods.length === 0 ? (
          <p className="text-sm text-base-content/75">{shippingTexts.noMethods}</p>
        ) : (
          <TableScroller label={shippingPageTexts.methodsOf(zone.name)}>
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">{shippingPageTexts.method}</th>
                  <th scope="col">{shippingPageTexts.pricing}</th>
                  <th scope="col">{shippingPageTexts.estimate}</th>
                  <th scope="col">
                    <span className="sr-only">{shippingPageTexts.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {zone.methods.map((method) => (
                  <tr key={method._id}>
                    <td className="min-w-32 font-medium">{method.name}</td>
                    <td className="min-w-48">
                      <span className="block text-xs text-base-content/75">{shippingMethodKindLabels[method.kind]}</span>
                      {describePricing(method)}
                    </td>
                    <td className="min-w-32">{method.estimate || "—"}</td>
                    <td>
                      <div className="flex gap-2">
                        <button type="button" className="btn btn-outline btn-sm" onClick={() => onEditMethod(method)} aria-label={`${shippingTexts.editMethod} ${method.name}`}>
                          <Pencil className="size-4" aria-hidden="true" />
                          {shippingPageTexts.edit}
                        </button>
                        <DeleteRowButton label={`${shippingTexts.deleteMethod} ${method.name}`} onClick={() => onDeleteMethod(method)} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
        <button type="button" className="btn btn-outline btn-sm mt-3" onClick={onAddMethod} aria-label={shippingPageTexts.addMethodTo(shippingTexts.addMethod, zone.name)}>
          <Plus className="size-4" aria-hidden="true" />
          {shippingTexts.addMethod}
        </button>
      </div>
    </section>
  );
}
