import { officeCompanyLabels } from "@shop/contract";

export function SuspendedBadge({ suspended }: { suspended: boolean }) {
  return suspended ? (
    <span className="badge badge-error badge-soft whitespace-nowrap">{officeCompanyLabels.suspendedBadge}</span>
  ) : (
    <span className="badge badge-success badge-soft whitespace-nowrap">{officeCompanyLabels.activeBadge}</span>
  );
}
